/**
 * Airtable 2 and 2.1 against a local stand-in of Airtable's Web API
 * (testing/airtable-server.ts): records created, searched (offset pages, formula, sort,
 * fields, limit), read, updated on the ID or a column, upserted, deleted; bases listed and
 * described; Airtable's errors, its 429, the credential test (whoami) and the base, table
 * and column lists of the resource locators and the resource mapper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { airtableNode } from './index';
import { AIRTABLE_TEST_TOKEN, startAirtableServer, type AirtableServer } from './testing/airtable-server';

const credentialTypes = new CredentialTypeRegistry();
let airtable: AirtableServer;
beforeAll(async () => {
  airtable = await startAirtableServer();
});
afterAll(() => airtable.close());

const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });
const onContacts = { base: rl('appSales'), table: rl('tblContacts') };

function run(
  parameters: INodeParameters,
  options: { version?: number; items?: INodeExecutionData[]; token?: string; continueOnFail?: boolean } = {},
) {
  return runSingleNode({
    type: 'airtable',
    name: 'Airtable',
    parameters,
    version: options.version ?? 2.1,
    credentials: { airtableTokenApi: { id: 'pat', name: 'Airtable' } },
    loadCredential: async () => ({ accessToken: options.token ?? AIRTABLE_TEST_TOKEN, baseUrl: airtable.url }),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: airtable.calls,
  });
}

const mapped = (value: INodeParameters, matchingColumns: string[] = []): INodeParameters => ({
  mappingMode: 'defineBelow',
  value,
  matchingColumns,
  schema: [],
});

describe('Airtable 2 and 2.1 (n8n-nodes-base.airtable): records', () => {
  it('creates records from the mapped columns or from the item, less the ignored fields', async () => {
    const created = await run({
      ...onContacts,
      operation: 'create',
      columns: mapped({ Name: 'Katherine', Score: 8 }),
      options: { typecast: true },
    });
    expect(created.calls).toEqual([
      { method: 'POST', path: '/v0/appSales/tblContacts', query: {}, body: { typecast: true, fields: { Name: 'Katherine', Score: 8 } } },
    ]);
    expect(created.json).toEqual([
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), fields: { Name: 'Katherine', Score: 8 } },
    ]);

    const auto = await run(
      {
        ...onContacts,
        operation: 'create',
        columns: { mappingMode: 'autoMapInputData', value: null },
        options: { ignoreFields: 'internal' },
      },
      { items: [{ json: { Name: 'Dorothy', internal: 'x' } }, { json: { Name: 'Mary' } }] },
    );
    expect(auto.calls.map((call) => call.body)).toEqual([
      { typecast: false, fields: { Name: 'Dorothy' } },
      { typecast: false, fields: { Name: 'Mary' } },
    ]);
  });

  it('searches every page along offset, with formula, sort and fields; or up to the limit', async () => {
    const all = await run({
      ...onContacts,
      operation: 'search',
      filterByFormula: '',
      sort: { property: [{ field: 'Score', direction: 'desc' }] },
      options: { fields: ['Name', 'Score'] },
    });
    expect(all.calls.length).toBeGreaterThan(1);
    expect(all.calls[0]?.query).toEqual({
      'fields[]': ['Name', 'Score'],
      'sort[0][field]': ['Score'],
      'sort[0][direction]': ['desc'],
      pageSize: ['100'],
    });
    expect(all.calls[1]?.query['offset']).toEqual(['2']);
    expect(all.json?.slice(0, 2)).toEqual([
      { id: 'rec001', createdTime: '2026-11-01T10:00:00.000Z', Name: 'Ada', Score: 9 },
      { id: expect.any(String), createdTime: expect.any(String), Name: 'Katherine', Score: 8 },
    ]);
    const formula = await run({ ...onContacts, operation: 'search', filterByFormula: "{Name} = 'Grace'", returnAll: false, limit: 5 });
    expect(formula.calls[0]?.query).toEqual({ filterByFormula: ["{Name} = 'Grace'"], maxRecords: ['5'] });
    expect(formula.json).toEqual([
      { id: 'rec002', createdTime: '2026-11-01T10:00:00.000Z', Name: 'Grace', Email: 'grace@example.com', Score: 7 },
    ]);

    const twoItems = [{ json: {} }, { json: {} }];
    const perItem = await run({ ...onContacts, operation: 'search', filterByFormula: "{Name} = 'Ada'" }, { items: twoItems });
    expect(perItem.json).toHaveLength(2);
    const once = await run({ ...onContacts, operation: 'search', filterByFormula: "{Name} = 'Ada'" }, { items: twoItems, version: 2 });
    expect(once.json).toHaveLength(1);
  });

  it('gets a record flattened, and names an unknown record ID', async () => {
    const got = await run({
      base: rl('https://airtable.com/appSales/tblContacts/viwAll', 'url'),
      table: rl('Contacts'),
      operation: 'get',
      id: 'rec003',
    });
    expect(got.calls[0]?.path).toBe('/v0/appSales/Contacts/rec003');
    expect(got.json).toEqual([
      { id: 'rec003', createdTime: '2026-11-01T10:00:00.000Z', Name: 'Linus', Email: 'linus@example.com', Score: 5 },
    ]);
    const missing = await run({ ...onContacts, operation: 'get', id: 'recNOPE' });
    expect(missing.error).toMatchObject({ message: 'Airtable: NOT_FOUND', description: 'recNOPE is not a valid Record ID' });
    const kept = await run({ ...onContacts, operation: 'get', id: 'recNOPE' }, { continueOnFail: true });
    expect(kept.json).toEqual([{ error: 'Airtable: NOT_FOUND' }]);
  });

  it('updates on the record ID or on a column, upserts on columns, deletes', async () => {
    const byId = await run({ ...onContacts, operation: 'update', columns: mapped({ id: 'rec003', Score: 6 }, ['id']) });
    expect(byId.calls).toEqual([
      {
        method: 'PATCH',
        path: '/v0/appSales/tblContacts',
        query: {},
        body: { typecast: false, records: [{ id: 'rec003', fields: { Score: 6 } }] },
      },
    ]);
    expect(byId.json).toEqual([
      { id: 'rec003', createdTime: expect.any(String), fields: { Name: 'Linus', Email: 'linus@example.com', Score: 6 } },
    ]);

    const byEmail = await run({
      ...onContacts,
      operation: 'update',
      columns: mapped({ Email: 'grace@example.com', Score: 10 }, ['Email']),
    });
    // The table is read once (every page, the match column only), then the match is patched.
    expect(byEmail.calls.slice(0, -1).every((call) => call.method === 'GET' && call.query['fields[]']?.[0] === 'Email')).toBe(true);
    expect(byEmail.calls.at(-1)?.body).toEqual({ typecast: false, records: [{ id: 'rec002', fields: { Score: 10 } }] });
    const nobody = await run({ ...onContacts, operation: 'update', columns: mapped({ Email: 'nobody@example.com', Score: 1 }, ['Email']) });
    expect(nobody.error?.message).toBe('No record found where: Email = nobody@example.com');

    const upserted = await run(
      { ...onContacts, operation: 'upsert', columns: mapped({ Email: 'ada@example.com', Score: 11 }, ['Email']) },
      { version: 2 },
    );
    expect(upserted.calls[0]?.body).toEqual({
      typecast: false,
      performUpsert: { fieldsToMergeOn: ['Email'] },
      records: [{ fields: { Email: 'ada@example.com', Score: 11 } }],
    });
    expect(upserted.json).toEqual([expect.objectContaining({ id: 'rec001', fields: expect.objectContaining({ Name: 'Ada', Score: 11 }) })]);
    const inserted = await run({
      ...onContacts,
      operation: 'upsert',
      columns: mapped({ Email: 'new@example.com', Name: 'New' }, ['Email']),
    });
    expect(inserted.json).toEqual([expect.objectContaining({ fields: { Email: 'new@example.com', Name: 'New' } })]);
    const unknownId = await run({ ...onContacts, operation: 'upsert', columns: mapped({ id: 'recGONE', Name: 'Fresh' }, ['id']) });
    expect(unknownId.calls.map((call) => call.method)).toEqual(['PATCH', 'POST']);
    expect(unknownId.json).toEqual([expect.objectContaining({ fields: { Name: 'Fresh' } })]);

    const id = String(inserted.json?.[0]?.['id']);
    const deleted = await run({ ...onContacts, operation: 'deleteRecord', id });
    expect(deleted.calls[0]).toMatchObject({ method: 'DELETE', path: `/v0/appSales/tblContacts/${id}` });
    expect(deleted.json).toEqual([{ id, deleted: true }]);
  });
});

describe('Airtable: bases, errors, credentials, lists', () => {
  it('lists bases (every page, or up to the limit; by permission level) and a base’s schema', async () => {
    const all = await run({ resource: 'base', operation: 'getMany' });
    expect(all.json?.map((base) => base['id'])).toEqual(['appSales', 'appHR', 'appOps']);
    const editable = await run({ resource: 'base', operation: 'getMany', options: { permissionLevel: ['create', 'edit'] } });
    expect(editable.json?.map((base) => base['id'])).toEqual(['appSales', 'appOps']);
    const one = await run({ resource: 'base', operation: 'getMany', returnAll: false, limit: 1 });
    expect(one.json).toEqual([{ id: 'appSales', name: 'Sales CRM', permissionLevel: 'create' }]);
    const schema = await run({ resource: 'base', operation: 'getSchema', base: rl('appSales') });
    expect(schema.json?.map((table) => table['name'])).toEqual(['Contacts', 'Deals']);
  });

  it('waits out a 429, and fails with Airtable’s error for a wrong token', async () => {
    airtable.tooManyRequests.count = 1;
    const retried = await run({ ...onContacts, operation: 'get', id: 'rec001' });
    expect(retried.calls).toHaveLength(2);
    expect(retried.json).toEqual([expect.objectContaining({ id: 'rec001' })]);
    const refused = await run(
      { ...onContacts, operation: 'create', columns: mapped({ Name: 'x' }) },
      { token: 'wrong', continueOnFail: true },
    );
    expect(refused.json).toEqual([
      {
        message: 'Airtable: AUTHENTICATION_REQUIRED',
        error: { message: 'Airtable: AUTHENTICATION_REQUIRED', description: 'Authentication required' },
      },
    ]);
  });

  it('tests the airtableTokenApi credential with whoami', async () => {
    const context = { types: credentialTypes, instanceApiBaseUrl: 'http://localhost:5678/api/v1' };
    expect(await testCredential(context, 'airtableTokenApi', { accessToken: AIRTABLE_TEST_TOKEN, baseUrl: airtable.url })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    expect(airtable.calls.at(-1)?.path).toBe('/v0/meta/whoami');
    expect(await testCredential(context, 'airtableTokenApi', { accessToken: 'wrong', baseUrl: airtable.url })).toMatchObject({
      status: 'Error',
    });
  });

  it('lists bases page by page, tables, views and the columns of the resource mapper', async () => {
    const credentials = { accessToken: AIRTABLE_TEST_TOKEN, baseUrl: airtable.url };
    const context = loadOptionsContextFor(
      node(
        'Airtable',
        'airtable',
        { ...onContacts },
        { typeVersion: 2.1, credentials: { airtableTokenApi: { id: 'a', name: 'Airtable' } } },
      ),
      credentials,
    );
    const search = airtableNode.methods!.listSearch!;
    const first = await search['baseSearch']!.call(context);
    expect(first).toEqual({
      results: [
        { name: 'Sales CRM', value: 'appSales', url: 'https://airtable.com/appSales' },
        { name: 'Hiring', value: 'appHR', url: 'https://airtable.com/appHR' },
      ],
      paginationToken: '2',
    });
    expect((await search['baseSearch']!.call(context, undefined, first.paginationToken as string)).results.map((r) => r.value)).toEqual([
      'appOps',
    ]);
    expect((await search['baseSearch']!.call(context, 'hir')).results.map((r) => r.value)).toEqual(['appHR']);
    expect((await search['tableSearch']!.call(context, 'deal')).results).toEqual([
      { name: 'Deals', value: 'tblDeals', url: 'https://airtable.com/appSales/tblDeals' },
    ]);
    expect((await search['viewSearch']!.call(context)).results).toEqual([
      { name: 'All contacts', value: 'viwAll', url: 'https://airtable.com/appSales/tblContacts/viwAll' },
    ]);
    const mapping = await airtableNode.methods!.resourceMapping!['getColumnsWithRecordId']!.call(context);
    expect(mapping.fields.map((field) => [field.id, field.type])).toEqual([
      ['id', 'string'],
      ['Name', 'string'],
      ['Email', 'string'],
      ['Score', 'number'],
      ['Card', 'array'],
    ]);
    expect(await airtableNode.methods!.loadOptions!['getAttachmentColumns']!.call(context)).toEqual([{ name: 'Card', value: 'Card' }]);
  });
});
