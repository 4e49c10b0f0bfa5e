/**
 * Notion 1 (description: ./description.ts), as n8n's version 1 runs, through the shared
 * client and formatting (../notion-api.ts, ../format.ts): each item runs one operation and
 * a list becomes one item per entry. Differences from 2.x: database pages get no title
 * field (the title is a property), database page lists filter by one condition or by OR /
 * AND conditions, outputs are version 1's "Simplify" (./simplify.ts), blocks, databases and
 * search results come raw, the icon options are read but, as in n8n's version 1, never
 * sent, every call speaks Notion-Version 2021-05-13 (2.x: 2021-08-16) and a select value is
 * an option's ID (2.x: its name). Users run on the routing engine, as in 2.x. Continue On
 * Fail gives `{ error }`.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { runDeclarativeNode } from '../../../community-packages/routing/run-declarative';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../../engine/node-interface';
import { formatBlocks, mapFilter, mapProperties, mapSorting } from '../format';
import { listSearch, loadOptions } from '../methods';
import { notionId, notionRequest, notionRequestAll } from '../notion-api';
import { notionV1Description } from './description';
import { simplifyObjectsV1 } from './simplify';

type Operation = (fn: IExecuteFunctions, i: number) => Promise<IDataObject[]>;

const param = <T = unknown>(fn: IExecuteFunctions, name: string, i: number, fallback: unknown): T =>
  (fn.getNodeParameter(name, i, fallback) ?? fallback) as T;
const blocksOf = (fn: IExecuteFunctions, i: number) => formatBlocks(param<IDataObject[]>(fn, 'blockUi.blockValues', i, []));
const propertiesOf = (fn: IExecuteFunctions, i: number) => {
  const values = param<IDataObject[]>(fn, 'propertiesUi.propertyValues', i, []);
  return values.length > 0 ? mapProperties(values, fn.getTimezone(), 1) : {};
};
const simplified = (fn: IExecuteFunctions, settingsItem: number, entries: IDataObject[]) =>
  param(fn, 'simple', settingsItem, true) === true ? simplifyObjectsV1(entries) : entries;
const limitOf = (fn: IExecuteFunctions, i: number) =>
  param(fn, 'returnAll', i, false) === true ? Infinity : Number(param(fn, 'limit', i, 50));

/** The query filter: the single condition, then OR / AND lists merged into it (n8n's order). */
function queryFilter(fn: IExecuteFunctions, i: number): IDataObject | undefined {
  const filter = param<IDataObject>(fn, 'options.filter', i, {});
  const timezone = fn.getTimezone();
  let out: IDataObject = {};
  if (filter['singleCondition']) out = mapFilter(filter['singleCondition'] as IDataObject, timezone);
  const groups = ((filter['multipleCondition'] as IDataObject | undefined)?.['condition'] ?? {}) as IDataObject;
  for (const join of ['or', 'and'])
    if (Array.isArray(groups[join]) && groups[join].length > 0)
      out[join] = (groups[join] as IDataObject[]).map((condition) => mapFilter(condition, timezone));
  return Object.keys(out).length > 0 ? out : undefined;
}

async function queryPages(fn: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const databaseId = notionId(fn.getNodeParameter('databaseId', i));
  const filter = queryFilter(fn, i);
  const body: IDataObject = { ...(filter ? { filter } : {}), sorts: mapSorting(param<IDataObject[]>(fn, 'options.sort.sortValue', i, [])) };
  const path = `/databases/${databaseId}/query`;
  const pages =
    param(fn, 'returnAll', i, false) === true
      ? await notionRequestAll(fn, { method: 'POST', path, body })
      : ((await notionRequest(fn, { method: 'POST', path, body: { ...body, page_size: param(fn, 'limit', i, 50) } }))[
          'results'
        ] as IDataObject[]);
  return simplified(fn, 0, pages ?? []);
}

const OPERATIONS: Readonly<Record<string, Operation>> = {
  'block.append': async (fn, i) => [
    await notionRequest(fn, {
      method: 'PATCH',
      path: `/blocks/${notionId(fn.getNodeParameter('blockId', i))}/children`,
      body: { children: blocksOf(fn, i) },
    }),
  ],
  'block.getAll': async (fn, i) => {
    const path = `/blocks/${notionId(fn.getNodeParameter('blockId', i))}/children`;
    if (param(fn, 'returnAll', i, false) === true) return notionRequestAll(fn, { method: 'GET', path });
    return ((await notionRequest(fn, { method: 'GET', path, qs: { page_size: param(fn, 'limit', i, 50) } }))['results'] ??
      []) as IDataObject[];
  },
  'database.get': async (fn, i) => [
    await notionRequest(fn, { method: 'GET', path: `/databases/${notionId(fn.getNodeParameter('databaseId', i))}` }),
  ],
  'database.getAll': async (fn, i) => {
    const body: IDataObject = { filter: { property: 'object', value: 'database' } };
    if (param(fn, 'returnAll', i, false) === true) return notionRequestAll(fn, { method: 'POST', path: '/search', body });
    return ((await notionRequest(fn, { method: 'POST', path: '/search', body: { ...body, page_size: param(fn, 'limit', i, 50) } }))[
      'results'
    ] ?? []) as IDataObject[];
  },
  'databasePage.create': async (fn, i) => {
    const body = {
      parent: { database_id: notionId(fn.getNodeParameter('databaseId', i)) },
      properties: propertiesOf(fn, i),
      children: blocksOf(fn, i),
    };
    return simplified(fn, i, [await notionRequest(fn, { method: 'POST', path: '/pages', body })]);
  },
  'databasePage.getAll': queryPages,
  'databasePage.update': async (fn, i) => {
    const path = `/pages/${notionId(fn.getNodeParameter('pageId', i))}`;
    return simplified(fn, i, [await notionRequest(fn, { method: 'PATCH', path, body: { properties: propertiesOf(fn, i) } })]);
  },
  'page.create': async (fn, i) => {
    const body = {
      parent: { page_id: notionId(fn.getNodeParameter('pageId', i)) },
      properties: { title: [{ text: { content: String(param(fn, 'title', i, '')) } }] },
      children: blocksOf(fn, i),
    };
    return simplified(fn, i, [await notionRequest(fn, { method: 'POST', path: '/pages', body })]);
  },
  'page.get': async (fn, i) =>
    simplified(fn, i, [await notionRequest(fn, { method: 'GET', path: `/pages/${notionId(fn.getNodeParameter('pageId', i))}` })]),
  'page.search': async (fn, i) => {
    const options = param<IDataObject>(fn, 'options', i, {});
    const body: IDataObject = {};
    const text = String(param(fn, 'text', i, ''));
    if (text) body['query'] = text;
    if (options['filter']) body['filter'] = (options['filter'] as IDataObject)['filters'] ?? [];
    if (options['sort']) body['sort'] = (options['sort'] as IDataObject)['sortValue'] ?? {};
    return simplified(fn, i, await notionRequestAll(fn, { method: 'POST', path: '/search', body }, limitOf(fn, i)));
  },
};

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = String(this.getNodeParameter('resource', 0, 'page'));
  const operation = String(this.getNodeParameter('operation', 0, ''));
  if (resource === 'user') return runDeclarativeNode(this, notionV1Description);
  const run = OPERATIONS[`${resource}.${operation}`];
  if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported for the resource "${resource}"`);
  const out: INodeExecutionData[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      for (const json of await run(this, i)) out.push({ json, pairedItem: { item: i } });
    } catch (error) {
      if (!this.continueOnFail()) {
        if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(this.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
      }
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

export const notionV1Node: INodeType = { description: notionV1Description, methods: { listSearch, loadOptions }, execute };
