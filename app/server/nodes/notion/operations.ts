/**
 * The Notion node's operations, per resource, with n8n's requests and outputs (raw, or
 * simplified with "Simplify"; see simplify.ts).
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { formatBlocks, mapFilter, mapProperties, mapSorting } from './format';
import { notionId, notionRequest, notionRequestAll } from './notion-api';
import { simplifyBlocks, simplifyObject, simplifyObjects } from './simplify';

type Result = IDataObject[];

const param = <T = unknown>(fn: IExecuteFunctions, name: string, i: number, fallback: unknown): T =>
  (fn.getNodeParameter(name, i, fallback) ?? fallback) as T;
const blocksOf = (fn: IExecuteFunctions, i: number) => formatBlocks(param<IDataObject[]>(fn, 'blockUi.blockValues', i, []));
const simplified = (fn: IExecuteFunctions, i: number, entries: IDataObject[]) =>
  param(fn, 'simple', i, true) === true ? simplifyObjects(entries) : entries;
const limitOf = (fn: IExecuteFunctions, i: number) =>
  param(fn, 'returnAll', i, false) === true ? Infinity : Number(param(fn, 'limit', i, 50));

async function titleKey(fn: IExecuteFunctions, databaseId: string): Promise<string> {
  const { properties } = await notionRequest(fn, { method: 'GET', path: `/databases/${databaseId}` });
  return (
    Object.entries((properties ?? {}) as IDataObject).find(([, property]) => (property as IDataObject)['type'] === 'title')?.[0] ?? 'title'
  );
}

function queryBody(fn: IExecuteFunctions, i: number): IDataObject {
  const body: IDataObject = {};
  const filterType = param(fn, 'filterType', 0, 'none');
  if (filterType === 'manual') {
    const conditions = param<IDataObject[]>(fn, 'filters.conditions', i, []).map((condition) => mapFilter(condition, fn.getTimezone()));
    if (conditions.length > 0) body['filter'] = { [param(fn, 'matchType', 0, 'anyFilter') === 'allFilters' ? 'and' : 'or']: conditions };
  } else if (filterType === 'json') {
    const raw = param<unknown>(fn, 'filterJson', i, '');
    try {
      body['filter'] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as IDataObject;
    } catch {
      throw new NodeOperationError(fn.getNode(), 'Filters (JSON) must be a valid json', { itemIndex: i });
    }
  }
  const sorts = param<IDataObject[]>(fn, 'options.sort.sortValue', i, []);
  if (sorts.length > 0) body['sorts'] = mapSorting(sorts);
  return body;
}

async function databasePage(fn: IExecuteFunctions, operation: string, i: number, cache: Map<string, Promise<string>>): Promise<Result> {
  if (operation === 'create') {
    const databaseId = notionId(fn.getNodeParameter('databaseId', i));
    if (!cache.has(databaseId)) cache.set(databaseId, titleKey(fn, databaseId));
    const title = String(param(fn, 'title', i, ''));
    const properties: IDataObject = title ? { [await cache.get(databaseId)!]: { title: [{ text: { content: title } }] } } : {};
    Object.assign(properties, mapProperties(param<IDataObject[]>(fn, 'propertiesUi.propertyValues', i, []), fn.getTimezone()));
    const page = await notionRequest(fn, {
      method: 'POST',
      path: '/pages',
      body: { parent: { database_id: databaseId }, properties, children: blocksOf(fn, i) },
    });
    return simplified(fn, i, [page]);
  }
  const pageId = notionId(fn.getNodeParameter('pageId', i));
  if (operation === 'get') return simplified(fn, i, [await notionRequest(fn, { method: 'GET', path: `/pages/${pageId}` })]);
  if (operation === 'update') {
    const properties = mapProperties(param<IDataObject[]>(fn, 'propertiesUi.propertyValues', i, []), fn.getTimezone());
    return simplified(fn, i, [await notionRequest(fn, { method: 'PATCH', path: `/pages/${pageId}`, body: { properties } })]);
  }
  throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for database pages`, { itemIndex: i });
}

async function children(fn: IExecuteFunctions, blockId: string, limit: number, nested: boolean): Promise<IDataObject[]> {
  const found = (await notionRequestAll(fn, { method: 'GET', path: `/blocks/${blockId}/children` }, limit)).map((block): IDataObject => ({
    object: block['object'],
    parent_id: blockId,
    ...block,
  }));
  if (!nested) return found;
  const all: IDataObject[] = [];
  for (const block of found) {
    all.push(block);
    if (block['has_children'] === true && block['type'] !== 'child_page')
      all.push(...(await children(fn, String(block['id']), Infinity, true)));
    if (all.length >= limit) return all.slice(0, limit);
  }
  return all;
}

async function blocks(fn: IExecuteFunctions, operation: string, i: number): Promise<Result> {
  const blockId = notionId(fn.getNodeParameter('blockId', i));
  if (operation === 'append')
    return [await notionRequest(fn, { method: 'PATCH', path: `/blocks/${blockId}/children`, body: { children: blocksOf(fn, i) } })];
  const found = await children(fn, blockId, limitOf(fn, i), param(fn, 'fetchNestedBlocks', i, false) === true);
  const simplify = fn.getNode().typeVersion >= 2.1 && param(fn, 'simplifyOutput', i, true) === true;
  return simplify ? simplifyBlocks(found, blockId) : found;
}

function searchBody(fn: IExecuteFunctions, i: number, object?: string): IDataObject {
  const options = param<IDataObject>(fn, 'options', i, {});
  const body: IDataObject = object ? { filter: { property: 'object', value: object } } : {};
  const text = String(param(fn, 'text', i, ''));
  if (text) body['query'] = text;
  const filter = (options['filter'] as IDataObject | undefined)?.['filters'];
  if (filter) body['filter'] = filter;
  const sort = (options['sort'] as IDataObject | undefined)?.['sortValue'];
  if (sort) body['sort'] = sort;
  return body;
}

async function databases(fn: IExecuteFunctions, operation: string, i: number): Promise<Result> {
  if (operation === 'get')
    return simplified(fn, i, [
      await notionRequest(fn, { method: 'GET', path: `/databases/${notionId(fn.getNodeParameter('databaseId', i))}` }),
    ]);
  const body = operation === 'search' ? searchBody(fn, i, 'database') : { filter: { property: 'object', value: 'database' } };
  return simplified(fn, i, await notionRequestAll(fn, { method: 'POST', path: '/search', body }, limitOf(fn, i)));
}

async function pages(fn: IExecuteFunctions, operation: string, i: number): Promise<Result> {
  if (operation === 'archive') {
    const page = await notionRequest(fn, {
      method: 'PATCH',
      path: `/pages/${notionId(fn.getNodeParameter('pageId', i))}`,
      body: { archived: true },
    });
    return simplified(fn, i, [page]);
  }
  if (operation === 'create') {
    const body: IDataObject = {
      parent: { page_id: notionId(fn.getNodeParameter('pageId', i)) },
      properties: { title: [{ text: { content: String(param(fn, 'title', i, '')) } }] },
      children: blocksOf(fn, i),
    };
    const { icon, iconType } = param<IDataObject>(fn, 'options', i, {});
    if (icon) body['icon'] = iconType === 'file' ? { type: 'external', external: { url: icon } } : { type: 'emoji', emoji: icon };
    return simplified(fn, i, [await notionRequest(fn, { method: 'POST', path: '/pages', body })]);
  }
  return simplified(fn, i, await notionRequestAll(fn, { method: 'POST', path: '/search', body: searchBody(fn, i) }, limitOf(fn, i)));
}

/** The files of a page's files properties, downloaded as binary `<property>_<n>` (n8n's names). */
async function pageFiles(fn: IExecuteFunctions, page: IDataObject): Promise<IBinaryKeyData> {
  const binary: IBinaryKeyData = {};
  for (const [key, property] of Object.entries((page['properties'] ?? {}) as IDataObject)) {
    if ((property as IDataObject)['type'] !== 'files') continue;
    for (const [index, file] of (((property as IDataObject)['files'] ?? []) as IDataObject[]).entries()) {
      const url = ((file['file'] ?? file['external']) as IDataObject | undefined)?.['url'];
      if (typeof url !== 'string') continue;
      const data = (await fn.helpers.httpRequest({ method: 'GET', url, encoding: 'arraybuffer' })) as Buffer;
      binary[`${key}_${index}`] = await fn.helpers.prepareBinaryData(
        Buffer.from(data),
        typeof file['name'] === 'string' ? file['name'] : undefined,
      );
    }
  }
  return binary;
}

/** databasePage getAll: the database queried; "Download Files" adds each page's files as binary. */
async function queryPages(fn: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const databaseId = notionId(fn.getNodeParameter('databaseId', i));
  const body = { ...queryBody(fn, i), page_size: 100 };
  const pages = await notionRequestAll(fn, { method: 'POST', path: `/databases/${databaseId}/query`, body }, limitOf(fn, i));
  const simple = param(fn, 'simple', 0, true) === true;
  const download = param(fn, 'options.downloadFiles', 0, false) === true;
  const items: INodeExecutionData[] = [];
  for (const page of pages) {
    const json = simple ? simplifyObject(page) : page;
    if (!json) continue;
    const binary = download ? await pageFiles(fn, page) : {};
    items.push(Object.keys(binary).length > 0 ? { json, binary } : { json });
  }
  return items;
}

/** Runs item `i` (users run on the routing engine, see user-routing.ts); `cache` keeps a database’s title property for a run’s creates. */
export function runOperation(
  fn: IExecuteFunctions,
  resource: string,
  operation: string,
  i: number,
  cache: Map<string, Promise<string>>,
): Promise<INodeExecutionData[]> {
  if (resource === 'databasePage' && operation === 'getAll') return queryPages(fn, i);
  return jsonOperation(fn, resource, operation, i, cache).then((entries) => entries.map((json) => ({ json })));
}

function jsonOperation(
  fn: IExecuteFunctions,
  resource: string,
  operation: string,
  i: number,
  cache: Map<string, Promise<string>>,
): Promise<Result> {
  switch (resource) {
    case 'databasePage':
      return databasePage(fn, operation, i, cache);
    case 'block':
      return blocks(fn, operation, i);
    case 'database':
      return databases(fn, operation, i);
    case 'page':
      return pages(fn, operation, i);
    default:
      throw new NodeOperationError(fn.getNode(), `The resource "${resource}" is not supported`, { itemIndex: i });
  }
}
