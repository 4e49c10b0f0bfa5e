/**
 * Airtable 1 (description: ./description.ts), as n8n's version 1 runs, through the shared
 * client (../airtable-api.ts):
 * - Append / Update: the items' fields (all but `id`, or the named ones; update "Ignore
 *   Fields" drops the listed ones from the whole item) sent "Bulk Size" records at a time
 *   (`POST` / `PATCH <base>/<table>` with `records`, typecast on request); the records
 *   Airtable answers are the output, paired with each batch's last item.
 * - Delete: the items' IDs in batches (`DELETE <base>/<table>?records[0]=…&records[1]=…`), Airtable's
 *   `{ id, deleted }` per record.
 * - List: once for all items: every page (`pageSize` 100 along `offset`) or `maxRecords`,
 *   with the formula, view, fields and sort of "Additional Options"; attachments of the
 *   "Download Fields" as binary `<field>_<n>`.
 * - Read: each item's record.
 * Records come out as Airtable gives them (`id`, `createdTime`, `fields`); refusals as n8n's
 * generic request error (./refusal.ts). The retired API
 * key authentication (n8n's default for version 1) fails before any call, as in n8n.
 * Continue On Fail gives `{ error }` for a failed item or batch.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../../engine/node-interface';
import { airtableRequest as sharedRequest, airtableRequestAll, type AirtableRequest } from '../airtable-api';
import { locatorId } from '../locators';
import { withAttachments } from '../read-operations';
import { airtableV1Description } from './description';
import { v1Refusal } from './refusal';

/** Every call with version 1's refusals. */
const airtableRequest = (fn: IExecuteFunctions, request: AirtableRequest) => sharedRequest(fn, { ...request, refuse: v1Refusal });

type Batch = { rows: unknown[]; size: number };

const optionsOf = (fn: IExecuteFunctions, i: number): IDataObject => ({
  ...((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject),
});

function fieldsOf(fn: IExecuteFunctions, i: number, allToggle: 'addAllFields' | 'updateAllFields', ignoreFields?: unknown): IDataObject {
  const json = fn.getInputData()[i]!.json;
  if (fn.getNodeParameter(allToggle, i, true) !== true) {
    const names = (fn.getNodeParameter('fields', i, []) ?? []) as string[];
    return Object.fromEntries(names.map((name) => [name, json[name]]));
  }
  const ignored = String(ignoreFields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  // As n8n's version 1: without ignored fields the item's `id` is left out; with them only they are.
  if (ignored.length > 0) return Object.fromEntries(Object.entries(json).filter(([key]) => !ignored.includes(key)));
  const { id: _id, ...fields } = json;
  return { ...fields };
}

/** Runs `prepare` per item and `send` whenever a batch is full or the items end. */
async function batched(
  fn: IExecuteFunctions,
  prepare: (i: number, batch: Batch) => unknown,
  send: (rows: unknown[], i: number) => Promise<IDataObject[]>,
): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = fn.getInputData();
  const batch: Batch = { rows: [], size: 10 };
  for (let i = 0; i < items.length; i++) {
    try {
      batch.rows.push(prepare(i, batch));
      if (batch.rows.length < batch.size && i < items.length - 1) continue;
      const records = await send(batch.rows, i);
      out.push(...records.map((json) => ({ json, pairedItem: { item: i } })));
      batch.rows = [];
    } catch (error) {
      // A failed batch's rows stay and go again with the next one, as in n8n's version 1.
      out.push(failure(fn, error));
    }
  }
  return out;
}

function failure(fn: IExecuteFunctions, error: unknown): INodeExecutionData {
  if (!fn.continueOnFail()) {
    if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
    throw new NodeOperationError(fn.getNode(), error instanceof Error ? error : String(error));
  }
  return { json: { error: error instanceof Error ? error.message : String(error) } };
}

function writes(fn: IExecuteFunctions, path: string, operation: 'append' | 'update'): Promise<INodeExecutionData[]> {
  const typecast = { value: false };
  const prepare = (i: number, batch: Batch) => {
    const options = optionsOf(fn, i);
    batch.size = Number(options['bulkSize']) || batch.size;
    typecast.value = options['typecast'] === true;
    if (operation === 'append') return { fields: fieldsOf(fn, i, 'addAllFields') };
    return { fields: fieldsOf(fn, i, 'updateAllFields', options['ignoreFields']), id: String(fn.getNodeParameter('id', i, '')) };
  };
  const send = async (rows: unknown[]) => {
    const body: IDataObject =
      operation === 'append'
        ? { ...(typecast.value ? { typecast: true } : {}), records: rows as IDataObject[] }
        : { records: rows as IDataObject[], typecast: typecast.value };
    const answer = await airtableRequest(fn, { method: operation === 'append' ? 'POST' : 'PATCH', path, body });
    return (answer['records'] ?? []) as IDataObject[];
  };
  return batched(fn, prepare, send);
}

/**
 * A list in the query as n8n's version 1 sends one (its request helper's `qs` with
 * `useQuerystring: false`): `name[0]=…&name[1]=…`.
 */
const indexed = (name: string, values: unknown[]): IDataObject =>
  Object.fromEntries(values.map((value, index) => [`${name}[${index}]`, value as IDataObject[string]]));

function deletes(fn: IExecuteFunctions, path: string): Promise<INodeExecutionData[]> {
  const size = Number(optionsOf(fn, 0)['bulkSize']) || 10;
  const prepare = (i: number, batch: Batch) => {
    batch.size = size;
    return String(fn.getNodeParameter('id', i, ''));
  };
  const send = async (ids: unknown[]) =>
    ((await airtableRequest(fn, { method: 'DELETE', path, qs: indexed('records', ids) }))['records'] ?? []) as IDataObject[];
  return batched(fn, prepare, send);
}

function listQuery(fn: IExecuteFunctions): IDataObject {
  const qs: IDataObject = {};
  for (const [key, value] of Object.entries((fn.getNodeParameter('additionalOptions', 0, {}) ?? {}) as IDataObject)) {
    if (key === 'sort') {
      const rules = ((value as IDataObject | undefined)?.['property'] ?? []) as IDataObject[];
      for (const [index, rule] of rules.entries()) {
        qs[`sort[${index}][field]`] = rule['field'];
        qs[`sort[${index}][direction]`] = rule['direction'] ?? 'asc';
      }
    } else if (key === 'fields' && Array.isArray(value)) Object.assign(qs, indexed('fields', value));
    else qs[key] = value;
  }
  return qs;
}

async function list(fn: IExecuteFunctions, path: string): Promise<INodeExecutionData[]> {
  const paired = fn.getInputData().map((_item, item) => ({ item }));
  try {
    const qs = listQuery(fn);
    const records =
      fn.getNodeParameter('returnAll', 0, true) === true
        ? await airtableRequestAll(fn, path, qs, 'records', v1Refusal)
        : (((await airtableRequest(fn, { method: 'GET', path, qs: { ...qs, maxRecords: fn.getNodeParameter('limit', 0, 100) } }))[
            'records'
          ] ?? []) as IDataObject[]);
    if (fn.getNodeParameter('downloadAttachments', 0, false) !== true) return records.map((json) => ({ json, pairedItem: paired }));
    const fields = String(fn.getNodeParameter('downloadFieldNames', 0, '')).split(',');
    const withFiles = await Promise.all(records.map((record) => withAttachments(fn, record, fields)));
    return withFiles.map((item) => ({ ...item, pairedItem: paired }));
  } catch (error) {
    return [failure(fn, error)];
  }
}

async function read(fn: IExecuteFunctions, path: string): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < fn.getInputData().length; i++) {
    const id = String(fn.getNodeParameter('id', i, ''));
    try {
      out.push({ json: await airtableRequest(fn, { method: 'GET', path: `${path}/${id}` }), pairedItem: { item: i } });
    } catch (error) {
      out.push(failure(fn, error));
    }
  }
  return out;
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  if (this.getNodeParameter('authentication', 0, 'airtableApi') === 'airtableApi')
    throw new NodeOperationError(
      this.getNode(),
      'The API Key connection was deprecated by Airtable, please use Access Token or OAuth2 instead.',
    );
  const operation = String(this.getNodeParameter('operation', 0, 'read'));
  const application = locatorId(this.getNodeParameter('application', 0, ''), 0);
  const path = `${application}/${encodeURI(locatorId(this.getNodeParameter('table', 0, ''), 1))}`;
  switch (operation) {
    case 'append':
    case 'update':
      return [await writes(this, path, operation)];
    case 'delete':
      return [await deletes(this, path)];
    case 'list':
      return [await list(this, path)];
    case 'read':
      return [await read(this, path)];
    default:
      throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known!`);
  }
}

export const airtableV1Node: INodeType = { description: airtableV1Description, execute };
