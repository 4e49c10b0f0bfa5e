/**
 * Airtable 1 against the local stand-in of Airtable's Web API (../testing/airtable-server.ts):
 * version 1's parameter names (base and table as URL, ID or plain string), append and update
 * in "Bulk Size" batches, delete by `records[n]`, list with every page or a limit, formula,
 * view, fields, sort and downloaded attachments, read; records as Airtable gives them, the
 * retired API key refused, Continue On Fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { startLocalServer, type LocalServer } from '../../http-request/testing/local-server';
import { AIRTABLE_TEST_TOKEN, startAirtableServer, type AirtableServer } from '../testing/airtable-server';

let airtable: AirtableServer;
let files: LocalServer;
beforeAll(async () => {
  airtable = await startAirtableServer();
  files = await startLocalServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.from('PNGDATA'));
  });
});
afterAll(async () => {
  await airtable.close();
  await files.close();
});

const contacts = { authentication: 'airtableTokenApi', application: 'appSales', table: 'Contacts' };

function run(parameters: INodeParameters, options: { items?: INodeExecutionData[]; continueOnFail?: boolean } = {}) {
  return runSingleNode({
    type: 'airtable',
    name: 'Airtable',
    parameters: { ...contacts, ...parameters },
    version: 1,
    credentials: { airtableTokenApi: { id: 'pat', name: 'Airtable' } },
    loadCredential: async () => ({ accessToken: AIRTABLE_TEST_TOKEN, baseUrl: airtable.url }),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: airtable.calls,
  });
}

const items = (...list: Array<Record<string, unknown>>): INodeExecutionData[] => list.map((json) => ({ json: json as never }));

describe('Airtable 1 (n8n-nodes-base.airtable)', () => {
  it('appends every field but id, or the named ones, in batches of Bulk Size; the records come out as Airtable gives them', async () => {
    const all = await run(
      { operation: 'append', options: { bulkSize: 2, typecast: true } },
      { items: items({ id: 'x', Name: 'Alan', Score: 3 }, { Name: 'Barbara' }, { Name: 'Claude' }) },
    );
    expect(all.error).toBeUndefined();
    expect(all.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/v0/appSales/Contacts',
        { typecast: true, records: [{ fields: { Name: 'Alan', Score: 3 } }, { fields: { Name: 'Barbara' } }] },
      ],
      ['POST', '/v0/appSales/Contacts', { typecast: true, records: [{ fields: { Name: 'Claude' } }] }],
    ]);
    expect(all.json).toEqual([
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), fields: { Name: 'Alan', Score: 3 } },
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), fields: { Name: 'Barbara' } },
      { id: expect.stringMatching(/^rec/), createdTime: expect.any(String), fields: { Name: 'Claude' } },
    ]);
    expect(all.result.data.resultData.runData['Airtable']?.[0]?.data?.['main']?.[0]?.map((item) => item.pairedItem)).toEqual([
      { item: 1 },
      { item: 1 },
      { item: 2 },
    ]);

    const named = await run(
      { operation: 'append', addAllFields: false, fields: ['Name'] },
      { items: items({ Name: 'Dennis', Extra: 'dropped' }) },
    );
    expect(named.calls[0]?.body).toEqual({ records: [{ fields: { Name: 'Dennis' } }] });
  });

  it('lists every page or up to the limit, with formula, view, fields and sort; base and table by URL', async () => {
    const every = await run({
      operation: 'list',
      application: { __rl: true, mode: 'url', value: 'https://airtable.com/appSales/tblContacts/viwAll' },
      table: { __rl: true, mode: 'url', value: 'https://airtable.com/appSales/tblContacts/viwAll' },
    });
    expect(every.calls.length).toBeGreaterThan(1);
    expect(every.calls[0]).toMatchObject({ method: 'GET', path: '/v0/appSales/tblContacts', query: { pageSize: ['100'] } });
    expect(every.json?.slice(0, 3).map((record) => (record['fields'] as Record<string, unknown>)['Name'])).toEqual([
      'Ada',
      'Grace',
      'Linus',
    ]);

    const some = await run({
      operation: 'list',
      returnAll: false,
      limit: 2,
      additionalOptions: {
        filterByFormula: "{Email} = 'grace@example.com'",
        view: 'All contacts',
        fields: ['Name', 'Email'],
        sort: { property: [{ field: 'Name', direction: 'desc' }] },
      },
    });
    expect(some.calls[0]?.query).toEqual({
      filterByFormula: ["{Email} = 'grace@example.com'"],
      view: ['All contacts'],
      'fields[0]': ['Name'],
      'fields[1]': ['Email'],
      'sort[0][field]': ['Name'],
      'sort[0][direction]': ['desc'],
      maxRecords: ['2'],
    });
    expect(some.json).toEqual([
      { id: 'rec002', createdTime: '2026-11-01T10:00:00.000Z', fields: { Name: 'Grace', Email: 'grace@example.com' } },
    ]);
  });

  it('downloads the attachments of the Download Fields as binary <field>_<n>', async () => {
    airtable.tables[0]!.records.push({
      id: 'recCard',
      createdTime: '2026-11-02T10:00:00.000Z',
      fields: { Name: 'Card holder', Card: [{ url: `${files.url}/card.png`, filename: 'card.png', type: 'image/png' }] },
    });
    const listed = await run({
      operation: 'list',
      returnAll: false,
      limit: 1,
      additionalOptions: { filterByFormula: "{Name} = 'Card holder'" },
      downloadAttachments: true,
      downloadFieldNames: 'Card',
    });
    const item = listed.result.data.resultData.runData['Airtable']?.[0]?.data?.['main']?.[0]?.[0];
    expect(item?.json).toMatchObject({ id: 'recCard', fields: { Name: 'Card holder' } });
    expect(item?.binary?.['Card_0']).toMatchObject({ fileName: 'card.png', mimeType: 'image/png', fileSize: '7 B' });
  });

  it('reads records by ID and updates them (all fields less the ignored ones, or the named ones)', async () => {
    const read = await run({ operation: 'read', id: '={{ $json.id }}' }, { items: items({ id: 'rec001' }, { id: 'rec003' }) });
    expect(read.calls.map((call) => call.path)).toEqual(['/v0/appSales/Contacts/rec001', '/v0/appSales/Contacts/rec003']);
    expect(read.json?.map((record) => record['id'])).toEqual(['rec001', 'rec003']);

    const updated = await run(
      { operation: 'update', id: '={{ $json.id }}', options: { ignoreFields: 'id, Note' } },
      { items: items({ id: 'rec001', Score: 10, Note: 'skip' }) },
    );
    expect(updated.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/v0/appSales/Contacts',
      body: { records: [{ fields: { Score: 10 }, id: 'rec001' }], typecast: false },
    });
    expect(updated.json).toEqual([
      { id: 'rec001', createdTime: expect.any(String), fields: { Name: 'Ada', Email: 'ada@example.com', Score: 10 } },
    ]);

    const named = await run(
      { operation: 'update', id: 'rec002', updateAllFields: false, fields: ['Score'], options: { typecast: true } },
      { items: items({ Score: 1, Name: 'not sent' }) },
    );
    expect(named.calls[0]?.body).toEqual({ records: [{ fields: { Score: 1 }, id: 'rec002' }], typecast: true });
  });

  it('deletes the items’ records in batches by records[n], as n8n’s version 1 sends the list', async () => {
    const created = await run({ operation: 'append' }, { items: items({ Name: 'Temp 1' }, { Name: 'Temp 2' }, { Name: 'Temp 3' }) });
    const ids = created.json!.map((record) => ({ id: record['id'] }));
    const deleted = await run({ operation: 'delete', id: '={{ $json.id }}', options: { bulkSize: 2 } }, { items: items(...ids) });
    expect(deleted.calls.map((call) => [call.method, call.query])).toEqual([
      ['DELETE', { 'records[0]': [ids[0]!.id], 'records[1]': [ids[1]!.id] }],
      ['DELETE', { 'records[0]': [ids[2]!.id] }],
    ]);
    expect(deleted.json).toEqual(ids.map(({ id }) => ({ id, deleted: true })));
  });

  it('refuses the retired API key before any call', async () => {
    const key = await run({ authentication: 'airtableApi', operation: 'read', id: 'rec001' });
    expect(key.calls).toEqual([]);
    expect(key.error?.message).toBe('The API Key connection was deprecated by Airtable, please use Access Token or OAuth2 instead.');
    const unset = await runSingleNode({
      type: 'airtable',
      parameters: { operation: 'list', application: 'appSales', table: 'Contacts' },
      version: 1,
    });
    expect(unset.error?.message).toContain('The API Key connection was deprecated');
  });

  it('words Airtable’s refusals as n8n’s version 1: the status’s message, Airtable’s message as the description', async () => {
    const missing = await run(
      { operation: 'read', id: '={{ $json.id }}' },
      { items: items({ id: 'recNope' }, { id: 'rec002' }), continueOnFail: true },
    );
    expect(missing.json).toEqual([
      { error: 'The resource you are requesting could not be found' },
      expect.objectContaining({ id: 'rec002' }),
    ]);
    const failed = await run({ operation: 'read', id: 'recNope' });
    expect(failed.error).toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: 'Could not find what you are looking for',
      httpCode: '404',
    });

    const noTable = await run({ operation: 'list', table: 'Nope', returnAll: true });
    expect(noTable.error).toMatchObject({ httpCode: '404', description: 'Could not find table Nope in application appSales' });

    const tooMany = await run(
      { operation: 'delete', id: '={{ $json.id }}', options: { bulkSize: 11 } },
      { items: items(...Array.from({ length: 11 }, (_, n) => ({ id: `rec${String(n)}` }))) },
    );
    expect(tooMany.error).toMatchObject({
      message: 'Your request is invalid or could not be processed by the service',
      description: 'You must provide an array of up to 10 record IDs',
      httpCode: '422',
    });

    const badToken = await runSingleNode({
      type: 'airtable',
      parameters: { ...contacts, operation: 'read', id: 'rec001' },
      version: 1,
      credentials: { airtableTokenApi: { id: 'pat', name: 'Airtable' } },
      loadCredential: async () => ({ accessToken: 'pat-wrong', baseUrl: airtable.url }),
    });
    expect(badToken.error).toMatchObject({
      message: 'Authorization failed - please check your credentials',
      description: 'Authentication required',
      httpCode: '401',
    });
  });
});
