/**
 * The Notion node's lists: databases the integration can see (search, filtered by title),
 * a database's properties as n8n's `<name>|<type>` keys (writable ones for page writes),
 * a select property's options, the workspace's people, block types and time zones.
 */
import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { blockTypeOptions } from './fields';
import { notionId, notionRequest, notionRequestAll } from './notion-api';

const READ_ONLY: ReadonlySet<string> = new Set(['created_time', 'last_edited_time', 'created_by', 'last_edited_by', 'formula', 'rollup']);
const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());

async function databaseProperties(fn: ILoadOptionsFunctions, databaseId?: string): Promise<IDataObject> {
  const id = databaseId ?? notionId(fn.getNodeParameter('databaseId', ''));
  return ((await notionRequest(fn, { method: 'GET', path: `/databases/${id}` }))['properties'] ?? {}) as IDataObject;
}

async function databaseOfPage(fn: ILoadOptionsFunctions): Promise<string> {
  const page = await notionRequest(fn, { method: 'GET', path: `/pages/${notionId(fn.getNodeParameter('pageId', ''))}` });
  return String((page['parent'] as IDataObject | undefined)?.['database_id'] ?? '');
}

function keys(properties: IDataObject, writableOnly: boolean): INodePropertyOptions[] {
  return Object.entries(properties)
    .filter(([, property]) => !writableOnly || !READ_ONLY.has(String((property as IDataObject)['type'])))
    .map(([name, property]) => ({ name, value: `${name}|${String((property as IDataObject)['type'])}` }))
    .sort(byName);
}

function selectOptions(properties: IDataObject, key: unknown, byId: boolean): INodePropertyOptions[] {
  const [name = '', type = ''] = String(key ?? '').split('|');
  const options = (((properties[name] as IDataObject | undefined)?.[type] as IDataObject | undefined)?.['options'] ?? []) as IDataObject[];
  return options.map((option) => ({ name: String(option['name']), value: String(byId ? option['id'] : option['name']) }));
}

/**
 * Whether version 1's option list gives IDs: names only for a database page filter (select
 * and multi-select) and a database page write's multi-select, IDs otherwise (a write's select).
 */
function selectsById(resource: string, operation: string, key: unknown): boolean {
  const type = String(key ?? '').split('|')[1] ?? '';
  if (resource !== 'databasePage') return true;
  if (operation === 'getAll') return type !== 'select' && type !== 'multi_select';
  return !(type === 'multi_select' && (operation === 'create' || operation === 'update'));
}

export const listSearch = {
  async getDatabases(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const body: IDataObject = { filter: { property: 'object', value: 'database' }, ...(filter ? { query: filter } : {}) };
    const found = await notionRequestAll(this, { method: 'POST', path: '/search', body });
    const results = found
      .map((database) => ({
        name:
          ((database['title'] ?? []) as IDataObject[]).map((part) => String(part['plain_text'] ?? '')).join('') || String(database['id']),
        value: String(database['id']),
        url: String(database['url'] ?? ''),
      }))
      .filter((entry) => !filter || entry.name.toLowerCase().includes(filter.toLowerCase()))
      .sort(byName);
    return { results };
  },
};

export const loadOptions = {
  async getDatabaseProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return keys(await databaseProperties(this), true);
  },
  async getFilterProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return keys(await databaseProperties(this), false);
  },
  async getDatabaseIdFromPage(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return keys(await databaseProperties(this, await databaseOfPage(this)), true);
  },
  async getPropertySelectValues(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const operation = String(this.getNodeParameter('operation', ''));
    const key = this.getCurrentNodeParameter('&key');
    const byId =
      this.getNode().typeVersion === 1
        ? selectsById(String(this.getNodeParameter('resource', '')), operation, key)
        : !['getAll', 'create', 'update'].includes(operation);
    return selectOptions(await databaseProperties(this), key, byId);
  },
  async getDatabaseOptionsFromPage(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    // Version 1 lists a page's options by ID (a select is sent by ID there).
    const byId = this.getNode().typeVersion === 1;
    return selectOptions(await databaseProperties(this, await databaseOfPage(this)), this.getCurrentNodeParameter('&key'), byId);
  },
  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const users = await notionRequestAll(this, { method: 'GET', path: '/users' });
    return users.filter((user) => user['type'] === 'person').map((user) => ({ name: String(user['name']), value: String(user['id']) }));
  },
  async getBlockTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return blockTypeOptions;
  },
  async getTimezones(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const zones = Intl.supportedValuesOf('timeZone').map((zone) => ({ name: zone, value: zone }));
    return [{ name: 'Default', value: 'default', description: 'The workflow’s time zone' }, ...zones];
  },
};
