/**
 * The Airtable node's lists: bases and a base's tables from the meta API (one page per
 * call, Airtable's `offset` as the pagination token, filtered by name), a table's views,
 * its fields as options and as the resource mapper's columns (with `id` to match on for
 * update and upsert).
 */
import type { IDataObject, INodeListSearchResult, INodePropertyOptions, ResourceMapperField, ResourceMapperFields } from '@sdk/workflow';
import { NodeOperationError, type ILoadOptionsFunctions } from '../../engine/node-interface';
import { airtableRequest } from './airtable-api';
import { locatorId } from './locators';

const baseOf = (fn: ILoadOptionsFunctions) => locatorId(fn.getNodeParameter('base', ''), 0);
const tableOf = (fn: ILoadOptionsFunctions) => locatorId(fn.getNodeParameter('table', ''), 1);

function named(entries: IDataObject[], url: (entry: IDataObject) => string, filter?: string) {
  const wanted = (filter ?? '').trim().toLowerCase();
  return entries
    .filter(
      (entry) =>
        wanted === '' ||
        String(entry['name'] ?? '')
          .toLowerCase()
          .includes(wanted),
    )
    .map((entry) => ({ name: String(entry['name']), value: String(entry['id']), url: url(entry) }));
}

async function tableSchema(fn: ILoadOptionsFunctions): Promise<IDataObject> {
  const table = tableOf(fn);
  const tables = ((await airtableRequest(fn, { method: 'GET', path: `meta/bases/${baseOf(fn)}/tables` }))['tables'] ?? []) as IDataObject[];
  const found = tables.find((entry) => entry['id'] === table || entry['name'] === table);
  if (!found) throw new NodeOperationError(fn.getNode(), 'Table information could not be found!');
  return found;
}

const READ_ONLY: ReadonlySet<string> = new Set([
  'formula',
  'rollup',
  'lookup',
  'count',
  'createdTime',
  'lastModifiedTime',
  'autoNumber',
  'createdBy',
  'lastModifiedBy',
  'button',
  'multipleLookupValues',
]);
const TYPE_OF: Readonly<Record<string, ResourceMapperField['type']>> = {
  number: 'number',
  currency: 'number',
  percent: 'number',
  rating: 'number',
  duration: 'number',
  checkbox: 'boolean',
  date: 'dateTime',
  dateTime: 'dateTime',
  singleSelect: 'options',
  multipleSelects: 'array',
  multipleAttachments: 'array',
  multipleRecordLinks: 'array',
};

async function columns(fn: ILoadOptionsFunctions, withId: boolean): Promise<ResourceMapperFields> {
  const fields: ResourceMapperField[] = ((await tableSchema(fn))['fields'] as IDataObject[]).map((field) => {
    const choices = ((field['options'] as IDataObject | undefined)?.['choices'] ?? []) as IDataObject[];
    return {
      id: String(field['name']),
      displayName: String(field['name']),
      required: false,
      defaultMatch: false,
      canBeUsedToMatch: true,
      display: true,
      type: TYPE_OF[String(field['type'])] ?? 'string',
      readOnly: READ_ONLY.has(String(field['type'])),
      ...(choices.length > 0
        ? { options: choices.map((choice) => ({ name: String(choice['name']), value: String(choice['name']) })) }
        : {}),
    };
  });
  if (!withId) return { fields };
  const id: ResourceMapperField = {
    id: 'id',
    displayName: 'id',
    required: false,
    defaultMatch: true,
    display: true,
    type: 'string',
    readOnly: true,
  };
  return { fields: [id, ...fields] };
}

export const listSearch = {
  async baseSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const answer = await airtableRequest(this, {
      method: 'GET',
      path: 'meta/bases',
      ...(paginationToken ? { qs: { offset: paginationToken } } : {}),
    });
    const results = named((answer['bases'] ?? []) as IDataObject[], (base) => `https://airtable.com/${String(base['id'])}`, filter);
    return { results, ...(typeof answer['offset'] === 'string' ? { paginationToken: answer['offset'] } : {}) };
  },
  async tableSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const base = baseOf(this);
    const answer = await airtableRequest(this, {
      method: 'GET',
      path: `meta/bases/${base}/tables`,
      ...(paginationToken ? { qs: { offset: paginationToken } } : {}),
    });
    const results = named(
      (answer['tables'] ?? []) as IDataObject[],
      (table) => `https://airtable.com/${base}/${String(table['id'])}`,
      filter,
    );
    return { results, ...(typeof answer['offset'] === 'string' ? { paginationToken: answer['offset'] } : {}) };
  },
  async viewSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const table = await tableSchema(this);
    const url = (view: IDataObject) => `https://airtable.com/${baseOf(this)}/${String(table['id'])}/${String(view['id'])}`;
    return { results: named((table['views'] ?? []) as IDataObject[], url, filter) };
  },
};

export const loadOptions = {
  async getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return ((await tableSchema(this))['fields'] as IDataObject[]).map((field) => ({
      name: String(field['name']),
      value: String(field['name']),
    }));
  },
  async getAttachmentColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return ((await tableSchema(this))['fields'] as IDataObject[])
      .filter((field) => String(field['type']).includes('ttachment'))
      .map((field) => ({ name: String(field['name']), value: String(field['name']) }));
  },
};

export const resourceMapping = {
  getColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
    return columns(this, false);
  },
  getColumnsWithRecordId(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
    return columns(this, true);
  },
};
