/**
 * Notion 2 – 2.2 against a local stand-in of the Notion API (testing/notion-server.ts):
 * database pages created with properties and blocks, queried with manual or JSON filters
 * and sorts along `start_cursor` (files downloaded on request), read and updated; blocks
 * appended and listed (2.1+ simplified); databases and pages searched; pages created and
 * archived; users (declarative, on the routing engine, its 429 wait included); n8n's
 * simplified outputs; Notion's errors, the credential test, the lists and which property
 * fields show for a key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { displayParameter } from '@sdk';
import { notionDescription } from './description';
import { notionNode } from './index';
import {
  DATABASE_ID,
  NOTION_TEST_SECRET,
  PARENT_PAGE_ID,
  startNotionServer,
  TAG_OPTION_ID,
  type NotionServer,
} from './testing/notion-server';

const credentialTypes = new CredentialTypeRegistry();
let notion: NotionServer;
beforeAll(async () => {
  notion = await startNotionServer();
});
afterAll(() => notion.close());

const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });
const database = { databaseId: rl(DATABASE_ID) };

function run(
  parameters: INodeParameters,
  options: { version?: number; items?: INodeExecutionData[]; secret?: string; continueOnFail?: boolean } = {},
) {
  return runSingleNode({
    type: 'notion',
    name: 'Notion',
    parameters,
    version: options.version ?? 2.2,
    credentials: { notionApi: { id: 'n', name: 'Notion' } },
    loadCredential: async () => ({ apiKey: options.secret ?? NOTION_TEST_SECRET, baseUrl: notion.apiUrl }),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: notion.calls,
  });
}

const createTask = (title: string, status: string, points: number) =>
  run({
    resource: 'databasePage',
    operation: 'create',
    ...database,
    title,
    propertiesUi: {
      propertyValues: [
        { key: 'Status|select', selectValue: status },
        { key: 'Points|number', numberValue: points },
        { key: 'Done|checkbox', checkboxValue: false },
        { key: 'Notes|rich_text', richText: false, textContent: `notes for ${title}` },
        { key: 'Due|date', includeTime: false, date: '2026-12-01T10:00:00' },
      ],
    },
    blockUi: {
      blockValues: [
        { type: 'paragraph', richText: false, textContent: 'First step' },
        { type: 'to_do', richText: false, textContent: 'Check', checked: true },
      ],
    },
  });

describe('Notion 2 – 2.2 (n8n-nodes-base.notion): database pages', () => {
  it('creates a database page with its title, properties and blocks; outputs it simplified', async () => {
    const created = await createTask('Write docs', 'Open', 3);
    expect(created.error).toBeUndefined();
    expect(created.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/databases/${DATABASE_ID}`, 'POST /v1/pages']);
    expect(created.calls[1]?.version).toBe('2021-08-16');
    expect(created.calls[1]?.body).toEqual({
      parent: { database_id: DATABASE_ID },
      properties: {
        Name: { title: [{ text: { content: 'Write docs' } }] },
        Status: { type: 'select', select: { name: 'Open' } },
        Points: { type: 'number', number: 3 },
        Done: { type: 'checkbox', checkbox: false },
        Notes: { rich_text: [{ text: { content: 'notes for Write docs' } }] },
        Due: { type: 'date', date: { start: '2026-12-01', end: null } },
      },
      children: [
        { object: 'block', type: 'paragraph', paragraph: { text: [{ text: { content: 'First step' } }] } },
        { object: 'block', type: 'to_do', to_do: { checked: true, text: [{ text: { content: 'Check' } }] } },
      ],
    });
    expect(created.json).toEqual([
      {
        id: expect.any(String),
        name: 'Write docs',
        url: expect.stringContaining('https://www.notion.so/'),
        property_name: 'Write docs',
        property_status: 'Open',
        property_points: 3,
        property_done: false,
        property_notes: 'notes for Write docs',
        property_due: { start: '2026-12-01', end: null },
      },
    ]);
  });

  it('queries a database every page along start_cursor, with manual or JSON filters and sorts', async () => {
    await createTask('Review', 'Done', 5);
    await createTask('Ship', 'Open', 8);
    const all = await run({
      resource: 'databasePage',
      operation: 'getAll',
      ...database,
      returnAll: true,
      options: { sort: { sortValue: [{ key: 'Points|number', direction: 'descending' }] } },
    });
    expect(all.calls.length).toBeGreaterThan(1);
    expect(all.calls[1]?.body?.['start_cursor']).toBe('cursor-2');
    expect(all.json?.map((page) => page['name'])).toEqual(['Ship', 'Review', 'Write docs']);

    const open = await run({
      resource: 'databasePage',
      operation: 'getAll',
      ...database,
      returnAll: true,
      filterType: 'manual',
      matchType: 'allFilters',
      filters: {
        conditions: [
          { key: 'Status|select', condition: 'equals', selectValue: 'Open' },
          { key: 'Points|number', condition: 'greater_than', numberValue: 4 },
        ],
      },
    });
    expect(open.calls[0]?.body?.['filter']).toEqual({
      and: [
        { property: 'Status', select: { equals: 'Open' } },
        { property: 'Points', number: { greater_than: 4 } },
      ],
    });
    expect(open.json?.map((page) => page['name'])).toEqual(['Ship']);

    const json = await run({
      resource: 'databasePage',
      operation: 'getAll',
      ...database,
      limit: 1,
      simple: false,
      filterType: 'json',
      filterJson: '{"property":"Status","select":{"equals":"Done"}}',
    });
    expect(json.json).toEqual([
      expect.objectContaining({
        object: 'page',
        properties: expect.objectContaining({ Status: expect.objectContaining({ select: expect.objectContaining({ name: 'Done' }) }) }),
      }),
    ]);
    const broken = await run({ resource: 'databasePage', operation: 'getAll', ...database, filterType: 'json', filterJson: '{nope' });
    expect(broken.error?.message).toBe('Filters (JSON) must be a valid json');
  });

  it('sends multi-select options by ID when they are UUIDs and by name otherwise, in every version', async () => {
    for (const version of [1, 2.2]) {
      const created = await run(
        {
          resource: 'databasePage',
          operation: 'create',
          ...(version === 1 ? { databaseId: DATABASE_ID } : database),
          title: `Tagged ${version}`,
          propertiesUi: { propertyValues: [{ key: 'Tags|multi_select', multiSelectValue: `Urgent, ${TAG_OPTION_ID}` }] },
        },
        { version },
      );
      expect(created.error).toBeUndefined();
      const sent = created.calls.find((call) => call.path === '/v1/pages')?.body as { properties: Record<string, unknown> };
      expect(sent.properties['Tags']).toEqual({ type: 'multi_select', multi_select: [{ name: 'Urgent' }, { id: TAG_OPTION_ID }] });
    }
    const cleared = await run({
      resource: 'databasePage',
      operation: 'create',
      ...database,
      title: 'Untagged',
      propertiesUi: { propertyValues: [{ key: 'Tags|multi_select', multiSelectValue: '' }] },
    });
    const sent = cleared.calls.find((call) => call.path === '/v1/pages')?.body as { properties: Record<string, unknown> };
    expect(sent.properties['Tags']).toEqual({ type: 'multi_select', multi_select: [] });
    expect(cleared.json?.[0]?.['property_tags']).toEqual([]);
  });

  it('downloads the files of file properties as binary with "Download Files"', async () => {
    await run({
      resource: 'databasePage',
      operation: 'create',
      ...database,
      title: 'With file',
      propertiesUi: {
        propertyValues: [{ key: 'Attachment|files', fileUrls: { fileUrl: [{ name: 'spec.txt', url: `${notion.url}/files/spec.txt` }] } }],
      },
    });
    const { result } = await run({
      resource: 'databasePage',
      operation: 'getAll',
      ...database,
      returnAll: true,
      filterType: 'manual',
      filters: { conditions: [{ key: 'Name|title', condition: 'equals', titleValue: 'With file' }] },
      options: { downloadFiles: true },
    });
    const items = result.data.resultData.runData['Notion']?.[0]?.data?.['main']?.[0] ?? [];
    expect(items.map((item) => item.json['name'])).toEqual(['With file']);
    expect(items[0]?.json['property_attachment']).toEqual([`${notion.url}/files/spec.txt`]);
    expect(items[0]?.binary?.['Attachment_0']).toMatchObject({ fileName: 'spec.txt' });
  });

  it('gets a database page by link and updates its properties', async () => {
    const page = notion.pages[0]!;
    const link = `https://www.notion.so/Write-docs-${String(page['id']).replace(/-/g, '')}`;
    const got = await run({ resource: 'databasePage', operation: 'get', pageId: rl(link, 'url') });
    expect(got.calls[0]?.path).toBe(`/v1/pages/${String(page['id']).replace(/-/g, '')}`);
    expect(got.json?.[0]).toMatchObject({ name: 'Write docs', property_status: 'Open' });
    const updated = await run({
      resource: 'databasePage',
      operation: 'update',
      pageId: rl(String(page['id'])),
      propertiesUi: {
        propertyValues: [
          { key: 'Status|select', selectValue: 'Done' },
          { key: 'Done|checkbox', checkboxValue: true },
        ],
      },
    });
    expect(updated.calls[0]?.body).toEqual({
      properties: { Status: { type: 'select', select: { name: 'Done' } }, Done: { type: 'checkbox', checkbox: true } },
    });
    expect(updated.json?.[0]).toMatchObject({ property_status: 'Done', property_done: true });
    const missing = await run(
      { resource: 'databasePage', operation: 'get', pageId: rl('00000000000040008000000000000000') },
      { continueOnFail: true },
    );
    expect(missing.json).toEqual([{ error: 'Could not find page with ID: 00000000000040008000000000000000.' }]);
  });
});

describe('Notion: blocks, databases, pages, users', () => {
  it('appends blocks and lists children (2.1+ simplified, 2 raw), every page along start_cursor', async () => {
    const pageId = String(notion.pages[0]!['id']);
    const appended = await run({
      resource: 'block',
      operation: 'append',
      blockId: rl(pageId),
      blockUi: {
        blockValues: [
          {
            type: 'heading_1',
            richText: true,
            text: {
              text: [{ textType: 'text', text: 'Plan', isLink: true, textLink: 'https://example.com', annotationUi: { bold: true } }],
            },
          },
        ],
      },
    });
    expect(appended.calls[0]?.body).toEqual({
      children: [
        {
          object: 'block',
          type: 'heading_1',
          heading_1: {
            text: [{ type: 'text', text: { content: 'Plan', link: { url: 'https://example.com' } }, annotations: { bold: true } }],
          },
        },
      ],
    });
    const listed = await run({ resource: 'block', operation: 'getAll', blockId: rl(pageId), returnAll: true });
    expect(listed.calls.length).toBe(2);
    expect(listed.calls[1]?.query).toEqual({ start_cursor: 'cursor-2' });
    expect(listed.json?.map((block) => [block['type'], block['content'], block['root_id']])).toEqual([
      ['paragraph', 'First step', pageId],
      ['to_do', 'Check', pageId],
      ['heading_1', 'Plan', pageId],
    ]);
    const raw = await run({ resource: 'block', operation: 'getAll', blockId: rl(pageId), limit: 1 }, { version: 2 });
    expect(raw.json).toEqual([
      expect.objectContaining({ object: 'block', parent_id: pageId, type: 'paragraph', paragraph: expect.any(Object) }),
    ]);
  });

  it('gets, lists and searches databases', async () => {
    const got = await run({ resource: 'database', operation: 'get', ...database });
    expect(got.json).toEqual([{ id: DATABASE_ID, name: 'Tasks', url: expect.stringContaining('notion.so') }]);
    const many = await run({ resource: 'database', operation: 'getAll', returnAll: true });
    expect(many.calls[0]?.body).toEqual({ filter: { property: 'object', value: 'database' } });
    expect(many.json).toEqual([{ id: DATABASE_ID, name: 'Tasks', url: expect.any(String) }]);
    const none = await run({ resource: 'database', operation: 'search', text: 'nothing like this', returnAll: true });
    expect(none.json).toEqual([]);
  });

  it('creates a page under a page, searches pages and archives one', async () => {
    const created = await run({
      resource: 'page',
      operation: 'create',
      pageId: rl(`https://www.notion.so/Home-${PARENT_PAGE_ID.replace(/-/g, '')}`, 'url'),
      title: 'Meeting notes',
      options: { icon: '📝' },
    });
    expect(created.calls[0]?.body).toEqual({
      parent: { page_id: PARENT_PAGE_ID.replace(/-/g, '') },
      properties: { title: [{ text: { content: 'Meeting notes' } }] },
      children: [],
      icon: { type: 'emoji', emoji: '📝' },
    });
    expect(created.json).toEqual([{ id: expect.any(String), name: 'Meeting notes', url: expect.any(String) }]);
    const found = await run({
      resource: 'page',
      operation: 'search',
      text: 'Meeting',
      returnAll: true,
      options: { filter: { filters: { property: 'object', value: 'page' } } },
    });
    expect(found.json?.map((page) => page['name'])).toEqual(['Meeting notes']);
    const archived = await run({ resource: 'page', operation: 'archive', pageId: rl(String(created.json?.[0]?.['id'])), simple: false });
    expect(archived.calls[0]?.body).toEqual({ archived: true });
    expect(archived.json?.[0]).toMatchObject({ archived: true });
  });

  it('gets a user and lists users up to the limit', async () => {
    const user = await run({ resource: 'user', operation: 'get', userId: 'u-grace' });
    expect(user.json).toEqual([expect.objectContaining({ id: 'u-grace', name: 'Grace' })]);
    const some = await run({ resource: 'user', operation: 'getAll', limit: 3 });
    expect(some.json?.map((entry) => entry['id'])).toEqual(['u-ada', 'u-grace', 'u-bot']);
    expect(some.calls.map((call) => call.query)).toEqual([{}, { start_cursor: 'cursor-2' }]);
  });
});

describe('Notion: errors, credentials, lists', () => {
  it('waits out a 429 and fails with Notion’s message for a wrong secret', async () => {
    notion.tooManyRequests.count = 1;
    const retried = await run({ resource: 'user', operation: 'get', userId: 'u-ada' });
    expect(retried.calls).toHaveLength(2);
    expect(retried.json).toEqual([expect.objectContaining({ id: 'u-ada' })]);
    const refused = await run({ resource: 'user', operation: 'get', userId: 'u-ada' }, { secret: 'wrong' });
    expect(refused.error).toMatchObject({ message: 'API token is invalid.', description: 'unauthorized' });
  });

  it('tests the notionApi credential by asking who the integration is', async () => {
    const context = { types: credentialTypes, instanceApiBaseUrl: 'http://localhost:5678/api/v1' };
    expect(await testCredential(context, 'notionApi', { apiKey: NOTION_TEST_SECRET, baseUrl: notion.apiUrl })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    expect(notion.calls.at(-1)).toMatchObject({ path: '/v1/users/me', version: '2021-08-16' });
    expect(await testCredential(context, 'notionApi', { apiKey: 'wrong', baseUrl: notion.apiUrl })).toMatchObject({ status: 'Error' });
  });

  it('lists databases for the locator and a database’s properties', async () => {
    const credentials = { apiKey: NOTION_TEST_SECRET, baseUrl: notion.apiUrl };
    const notionCredentials = { notionApi: { id: 'n', name: 'Notion' } };
    const context = loadOptionsContextFor(
      node(
        'Notion',
        'notion',
        { resource: 'databasePage', operation: 'create', ...database },
        { typeVersion: 2.2, credentials: notionCredentials },
      ),
      credentials,
    );
    const databases = await notionNode.methods!.listSearch!['getDatabases']!.call(context, 'task');
    expect(databases.results).toEqual([{ name: 'Tasks', value: DATABASE_ID, url: expect.stringContaining('notion.so') }]);
    const properties = await notionNode.methods!.loadOptions!['getDatabaseProperties']!.call(context);
    // A select value's options follow the key chosen in the same entry (n8n's `&key`).
    const entry = loadOptionsContextFor(
      node(
        'Notion',
        'notion',
        { resource: 'databasePage', operation: 'create', ...database, propertiesUi: { propertyValues: [{ key: 'Status|select' }] } },
        { typeVersion: 2.2, credentials: notionCredentials },
      ),
      credentials,
      { path: 'parameters.propertiesUi.propertyValues[0].selectValue' },
    );
    expect(await notionNode.methods!.loadOptions!['getPropertySelectValues']!.call(entry)).toEqual([
      { name: 'Open', value: 'Open' },
      { name: 'Done', value: 'Done' },
    ]);
    expect(properties.map((option) => option.value)).toEqual([
      'Attachment|files',
      'Done|checkbox',
      'Due|date',
      'Name|title',
      'Notes|rich_text',
      'Points|number',
      'Status|select',
      'Tags|multi_select',
    ]);
  });
});

describe('Notion: parameters', () => {
  it('shows a property value or filter field only for keys of its type', () => {
    const valuesOf = (name: string) =>
      (
        notionDescription.properties.find((property) => property.name === name)!.options as unknown as Array<{ values: INodeParameters[] }>
      )[0]!.values;
    const shown = (name: string, entry: INodeParameters) =>
      valuesOf(name)
        .filter((field) => displayParameter(entry as never, field as never, { typeVersion: 2.2 } as never, notionDescription as never))
        .map((field) => field['name']);
    expect(shown('propertiesUi', { key: 'Points|number' })).toEqual(['key', 'numberValue']);
    expect(shown('propertiesUi', { key: 'Due|date', range: false })).toEqual(['key', 'range', 'includeTime', 'date', 'timezone']);
    expect(shown('propertiesUi', { key: 'Notes|rich_text', richText: false })).toEqual(['key', 'richText', 'textContent']);
    expect(shown('filters', { key: 'Status|select' })).toEqual(['key', 'condition', 'selectValue']);
  });
});
