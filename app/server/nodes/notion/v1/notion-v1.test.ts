/**
 * Notion 1 against the local stand-in of the Notion API (../testing/notion-server.ts):
 * version 1's parameters (IDs and links as plain strings, no database page title field,
 * single or OR / AND filter conditions), version 1's "Simplify" shapes (properties under
 * their own names, databases as `{ id, title }`), raw blocks and databases, pages created,
 * read and searched, users on the routing engine, Continue On Fail; every call with version
 * 1's Notion-Version (2021-05-13) and select options picked by ID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { loadOptionsContextFor } from '../../../engine/testing/load-options';
import { node } from '../../../engine/testing/nodes';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { notionV1Description } from './description';
import { notionV1Node } from './index';
import { DATABASE_ID, NOTION_TEST_SECRET, PARENT_PAGE_ID, startNotionServer, type NotionServer } from '../testing/notion-server';

let notion: NotionServer;
beforeAll(async () => {
  notion = await startNotionServer();
});
afterAll(() => notion.close());

function run(parameters: INodeParameters, options: { items?: INodeExecutionData[]; continueOnFail?: boolean } = {}) {
  return runSingleNode({
    type: 'notion',
    name: 'Notion',
    parameters,
    version: 1,
    credentials: { notionApi: { id: 'n', name: 'Notion' } },
    loadCredential: async () => ({ apiKey: NOTION_TEST_SECRET, baseUrl: notion.apiUrl }),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: notion.calls,
  });
}

/** `statusId`: the select option's ID, as version 1's list gives it ('o1' Open, 'o2' Done). */
const createTask = (name: string, statusId: string, points: number) =>
  run({
    resource: 'databasePage',
    operation: 'create',
    databaseId: DATABASE_ID,
    propertiesUi: {
      propertyValues: [
        { key: 'Name|title', title: name },
        { key: 'Status|select', selectValue: statusId },
        { key: 'Points|number', numberValue: points },
      ],
    },
    blockUi: { blockValues: [{ type: 'paragraph', richText: false, textContent: 'First step' }] },
    options: { icon: '🚀' },
  });

describe('Notion 1 (n8n-nodes-base.notion): database pages', () => {
  it('creates a database page from its properties (the title among them) and blocks; the icon is not sent, as in n8n', async () => {
    const created = await createTask('Write docs', 'o1', 3);
    expect(created.error).toBeUndefined();
    expect(created.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/pages']);
    expect(created.calls[0]?.body).toEqual({
      parent: { database_id: DATABASE_ID },
      properties: {
        Name: { title: [{ text: { content: 'Write docs' } }] },
        Status: { type: 'select', select: { id: 'o1' } },
        Points: { type: 'number', number: 3 },
      },
      children: [{ object: 'block', type: 'paragraph', paragraph: { text: [{ text: { content: 'First step' } }] } }],
    });
    expect(created.json).toEqual([expect.objectContaining({ id: expect.any(String), Name: 'Write docs', Status: 'Open', Points: 3 })]);
    expect(created.json?.[0]).not.toHaveProperty('url');
    expect(created.json?.[0]).not.toHaveProperty('property_name');
  });

  it('queries with a single condition, or OR / AND conditions, and sorts; raw pages without Simplify', async () => {
    await createTask('Review', 'o2', 5);
    await createTask('Ship', 'o1', 8);
    const single = await run({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: DATABASE_ID,
      returnAll: true,
      options: {
        filter: { singleCondition: { key: 'Status|select', condition: 'equals', selectValue: 'Open' } },
        sort: { sortValue: [{ key: 'Points|number', direction: 'descending' }] },
      },
    });
    expect(single.calls[0]?.body).toEqual({
      filter: { property: 'Status', select: { equals: 'Open' } },
      sorts: [{ direction: 'descending', property: 'Points' }],
    });
    expect(single.json?.map((page) => page['Name'])).toEqual(['Ship', 'Write docs']);

    const both = await run({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: DATABASE_ID,
      returnAll: true,
      options: {
        filter: {
          multipleCondition: {
            condition: {
              and: [
                { key: 'Status|select', condition: 'equals', selectValue: 'Open' },
                { key: 'Points|number', condition: 'greater_than', numberValue: 4 },
              ],
            },
          },
        },
      },
    });
    expect(both.calls[0]?.body).toEqual({
      filter: {
        and: [
          { property: 'Status', select: { equals: 'Open' } },
          { property: 'Points', number: { greater_than: 4 } },
        ],
      },
      sorts: [],
    });
    expect(both.json?.map((page) => page['Name'])).toEqual(['Ship']);

    const raw = await run({ resource: 'databasePage', operation: 'getAll', databaseId: DATABASE_ID, limit: 1, simple: false });
    expect(raw.calls[0]?.body).toEqual({ sorts: [], page_size: 1 });
    expect(raw.json).toEqual([expect.objectContaining({ object: 'page', properties: expect.any(Object) })]);
  });

  it('updates a database page given by link', async () => {
    const page = notion.pages.find((entry) => entry['object'] === 'page' && JSON.stringify(entry).includes('Review'))!;
    const link = `https://www.notion.so/Review-${String(page['id']).replace(/-/g, '')}`;
    const updated = await run({
      resource: 'databasePage',
      operation: 'update',
      pageId: link,
      propertiesUi: { propertyValues: [{ key: 'Points|number', numberValue: 13 }] },
    });
    expect(updated.calls[0]).toMatchObject({
      method: 'PATCH',
      path: `/v1/pages/${String(page['id']).replace(/-/g, '')}`,
      body: { properties: { Points: { type: 'number', number: 13 } } },
    });
    expect(updated.json).toEqual([expect.objectContaining({ Name: 'Review', Points: 13 })]);
  });
});

describe('Notion 1 (n8n-nodes-base.notion): blocks, databases, pages, users', () => {
  it('appends blocks and lists children raw, every page or up to the limit', async () => {
    const pageId = String(notion.pages[0]!['id']);
    const appended = await run({
      resource: 'block',
      operation: 'append',
      blockId: pageId,
      blockUi: { blockValues: [{ type: 'to_do', richText: false, textContent: 'Check', checked: false }] },
    });
    expect(appended.calls[0]).toMatchObject({ method: 'PATCH', path: `/v1/blocks/${pageId}/children` });
    const all = await run({ resource: 'block', operation: 'getAll', blockId: pageId, returnAll: true });
    expect(all.json?.map((block) => block['type'])).toEqual(['paragraph', 'to_do']);
    expect(all.json?.[0]).not.toHaveProperty('root_id');
    const one = await run({ resource: 'block', operation: 'getAll', blockId: pageId, limit: 1 });
    expect(one.calls[0]?.query).toEqual({ page_size: '1' });
    expect(one.json).toHaveLength(1);
  });

  it('gets and lists databases raw', async () => {
    const got = await run({
      resource: 'database',
      operation: 'get',
      databaseId: `https://www.notion.so/${DATABASE_ID.replace(/-/g, '')}?v=abc`,
    });
    expect(got.json).toEqual([expect.objectContaining({ object: 'database', id: DATABASE_ID, title: expect.any(Array) })]);
    const many = await run({ resource: 'database', operation: 'getAll', limit: 5 });
    expect(many.calls[0]?.body).toEqual({ filter: { property: 'object', value: 'database' }, page_size: 5 });
    expect(many.json).toEqual([expect.objectContaining({ object: 'database', id: DATABASE_ID })]);
  });

  it('creates a page under a page, gets it and searches pages and databases (version 1 shapes)', async () => {
    const created = await run({
      resource: 'page',
      operation: 'create',
      pageId: `https://www.notion.so/Home-${PARENT_PAGE_ID.replace(/-/g, '')}`,
      title: 'Meeting notes',
    });
    expect(created.calls[0]?.body).toEqual({
      parent: { page_id: PARENT_PAGE_ID.replace(/-/g, '') },
      properties: { title: [{ text: { content: 'Meeting notes' } }] },
      children: [],
    });
    expect(created.json).toEqual([{ id: expect.any(String), name: 'Meeting notes' }]);
    const id = String(created.json?.[0]?.['id']);
    expect((await run({ resource: 'page', operation: 'get', pageId: id })).json).toEqual([{ id, name: 'Meeting notes' }]);
    const found = await run({
      resource: 'page',
      operation: 'search',
      text: 'Meeting',
      limit: 5,
      options: { filter: { filters: { property: 'object', value: 'page' } } },
    });
    expect(found.calls[0]?.body).toEqual({ query: 'Meeting', filter: { property: 'object', value: 'page' } });
    expect(found.json).toEqual([{ id, name: 'Meeting notes' }]);
    const databases = await run({
      resource: 'page',
      operation: 'search',
      text: 'Tasks',
      returnAll: true,
      options: { filter: { filters: { property: 'object', value: 'database' } } },
    });
    expect(databases.json).toEqual([{ id: DATABASE_ID, title: 'Tasks' }]);
  });

  it('gets a user and lists users up to the limit', async () => {
    expect((await run({ resource: 'user', operation: 'get', userId: 'u-grace' })).json).toEqual([
      expect.objectContaining({ id: 'u-grace', name: 'Grace' }),
    ]);
    const some = await run({ resource: 'user', operation: 'getAll', limit: 2 });
    expect(some.json?.map((entry) => entry['id'])).toEqual(['u-ada', 'u-grace']);
  });

  it('fails with Notion’s message, or gives it per item with Continue On Fail', async () => {
    const missing = await run({ resource: 'page', operation: 'get', pageId: '00000000000000000000000000000000' });
    expect(missing.error?.message).toMatch(/Could not find|not found/i);
    const page = await run({ resource: 'page', operation: 'create', pageId: PARENT_PAGE_ID, title: 'Kept' });
    const id = String(page.json?.[0]?.['id']);
    const kept = await run(
      { resource: 'page', operation: 'get', pageId: '={{ $json.id }}' },
      { items: [{ json: { id: '00000000000000000000000000000000' } }, { json: { id } }], continueOnFail: true },
    );
    expect(kept.json).toEqual([{ error: 'Could not find page with ID: 00000000000000000000000000000000.' }, { id, name: 'Kept' }]);
  });
});

describe('Notion 1 (n8n-nodes-base.notion): lists', () => {
  it('has every option and search list its description names', () => {
    const named = { loadOptionsMethod: new Set<string>(), searchListMethod: new Set<string>() };
    JSON.stringify(notionV1Description.properties, (key, value: unknown) => {
      if (key === 'loadOptionsMethod' || key === 'searchListMethod') named[key].add(String(value));
      return value;
    });
    expect(named.loadOptionsMethod.size).toBeGreaterThan(3);
    for (const method of named.loadOptionsMethod) expect(notionV1Node.methods?.loadOptions?.[method], method).toBeTypeOf('function');
    for (const method of named.searchListMethod) expect(notionV1Node.methods?.listSearch?.[method], method).toBeTypeOf('function');
  });
});

describe('Notion 1 (n8n-nodes-base.notion): Notion-Version and select options', () => {
  it('sends Notion-Version 2021-05-13 on every call, the users’ routed calls included', async () => {
    const runs = [
      await createTask('Versioned', 'o2', 1),
      await run({ resource: 'databasePage', operation: 'getAll', databaseId: DATABASE_ID, returnAll: true }),
      await run({ resource: 'database', operation: 'getAll', limit: 1 }),
      await run({ resource: 'user', operation: 'get', userId: 'u-ada' }),
      await run({ resource: 'user', operation: 'getAll', returnAll: true }),
    ];
    const calls = runs.flatMap((result) => result.calls);
    expect(runs.map((result) => result.error)).toEqual(runs.map(() => undefined));
    expect(calls.length).toBeGreaterThan(runs.length);
    expect(new Set(calls.map((call) => call.version))).toEqual(new Set(['2021-05-13']));
    expect(runs[0]?.json?.[0]).toMatchObject({ Name: 'Versioned', Status: 'Done' });
  });

  it('lists a select’s options by ID for page writes and by name for filters, with version 1’s Notion-Version', async () => {
    const credentials = { apiKey: NOTION_TEST_SECRET, baseUrl: notion.apiUrl };
    const entry = (operation: string, key: string, at: INodeParameters = { databaseId: DATABASE_ID }) =>
      loadOptionsContextFor(
        node(
          'Notion',
          'notion',
          { resource: 'databasePage', operation, ...at, propertiesUi: { propertyValues: [{ key }] } },
          { typeVersion: 1, credentials: { notionApi: { id: 'n', name: 'Notion' } } },
        ),
        credentials,
        { path: 'parameters.propertiesUi.propertyValues[0].selectValue' },
      );
    const selectValues = notionV1Node.methods!.loadOptions!['getPropertySelectValues']!;
    const before = notion.calls.length;
    expect(await selectValues.call(entry('create', 'Status|select'))).toEqual([
      { name: 'Open', value: 'o1' },
      { name: 'Done', value: 'o2' },
    ]);
    expect(await selectValues.call(entry('getAll', 'Status|select'))).toEqual([
      { name: 'Open', value: 'Open' },
      { name: 'Done', value: 'Done' },
    ]);
    expect(notion.calls.slice(before).map((call) => call.version)).toEqual(['2021-05-13', '2021-05-13']);
    // A page update's keys come from the page's database; its options by ID too.
    const pageId = String((await createTask('Options', 'o1', 1)).json?.[0]?.['id']);
    expect(
      await notionV1Node.methods!.loadOptions!['getDatabaseOptionsFromPage']!.call(entry('update', 'Status|select', { pageId })),
    ).toEqual([
      { name: 'Open', value: 'o1' },
      { name: 'Done', value: 'o2' },
    ]);
  });
});
