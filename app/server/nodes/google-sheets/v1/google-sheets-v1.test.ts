/**
 * Google Sheets 1 and 2 (the range-based node) against the local stand-in of the Sheets v4
 * API (shared/google/testing): rows read and looked up by key row, appended, updated and
 * upserted by key, cleared and deleted; sheets created and removed; documents created; the
 * calls n8n's version 1 makes; the authentication each version defaults to.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { loadOptionsContextFor } from '../../../engine/testing/load-options';
import { node } from '../../../engine/testing/nodes';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { startGoogleApiServer, type GoogleApiServer } from '../../shared/google/testing/google-api-server';
import { googleSheetsV1Node } from '.';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const SERVICE_EMAIL = 'robot@project.iam.gserviceaccount.com';
let google: GoogleApiServer;

beforeAll(async () => {
  google = await startGoogleApiServer({
    accessTokens: ['token-ok'],
    refreshTokens: ['refresh-1'],
    serviceAccounts: { [SERVICE_EMAIL]: keys.publicKey },
  });
});
afterAll(() => google.close());
beforeEach(() => {
  google.books.clear();
  google.addSpreadsheet('doc-1', 'Orders', {
    Sheet1: [['id', 'name', 'qty'], [1, 'Ada', 2], [2, 'Bob'], [], [3, 'Ada', 7]],
    'Q4 data': [['sku', 'price']],
  });
});

const credentialData = (id: string): IDataObject =>
  id === 'sa'
    ? { email: SERVICE_EMAIL, privateKey: keys.privateKey, accessTokenUrl: `${google.url}/token`, baseUrl: google.url }
    : {
        baseUrl: google.url,
        accessTokenUrl: `${google.url}/token`,
        clientId: 'client',
        clientSecret: 'secret',
        authentication: 'body',
        oauthTokenData: { access_token: 'token-ok', refresh_token: 'refresh-1' },
      };

async function run(
  parameters: INodeParameters,
  options: { items?: INodeExecutionData[]; version?: number; continueOnFail?: boolean; credentials?: 'sa' | 'oauth' } = {},
) {
  const version = options.version ?? 1;
  const credentials = options.credentials ?? (version === 1 ? 'sa' : 'oauth');
  const { json, calls, error } = await runSingleNode({
    type: 'googleSheets',
    name: 'Sheets',
    parameters: { sheetId: 'doc-1', ...parameters },
    version,
    credentials: credentials === 'sa' ? { googleApi: { id: 'sa', name: 'SA' } } : { googleSheetsOAuth2Api: { id: 'g', name: 'G' } },
    loadCredential: async (id) => credentialData(id),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: google.calls,
  });
  return { json, calls: calls.map((call) => ({ ...call, path: decodeURIComponent(call.path) })), error };
}

const rows = (sheet = 'Sheet1') => google.books.get('doc-1')!.sheets.find((s) => s.title === sheet)!.rows;

describe('Google Sheets 1 and 2: reading', () => {
  it('reads rows keyed by the key row: short rows keep only their cells, empty rows are left out', async () => {
    const read = await run({ operation: 'read' });
    expect(read.error).toBeUndefined();
    expect(read.json).toEqual([
      { id: 1, name: 'Ada', qty: 2 },
      { id: 2, name: 'Bob' },
      { id: 3, name: 'Ada', qty: 7 },
    ]);
    expect(read.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v4/spreadsheets/doc-1/values/A:F' });
    expect(read.calls.at(-1)!.query['valueRenderOption']).toBe('UNFORMATTED_VALUE');
    const formatted = await run({
      operation: 'read',
      range: 'Sheet1!A:B',
      keyRow: 1,
      dataStartRow: 2,
      options: { valueRenderMode: 'FORMATTED_VALUE' },
    });
    expect(formatted.json).toEqual([
      { '1': '2', Ada: 'Bob' },
      { '1': '3', Ada: 'Ada' },
    ]);
    const raw = await run({ operation: 'read', range: 'Sheet1!A1:B2', rawData: true, dataProperty: 'cells' });
    expect(raw.json).toEqual([
      {
        cells: [
          ['id', 'name'],
          [1, 'Ada'],
        ],
      },
    ]);
  });

  it('gives nothing for a sheet without data rows, or one empty item with "Continue If Empty"', async () => {
    expect((await run({ operation: 'read', range: "'Q4 data'!A:F" })).json).toEqual([]);
    expect((await run({ operation: 'read', range: "'Q4 data'!A:F", options: { continue: true } })).json).toEqual([{}]);
    expect((await run({ operation: 'read', range: "'Q4 data'!A5:F9", options: { continue: true } })).json).toEqual([{}]);
  });

  it('looks up one row per item ({} where none matches) or every match, comparing as text', async () => {
    const items = [{ json: { who: 'Ada' } }, { json: { who: 'Zed' } }, { json: { who: 2 } }];
    const lookups = { operation: 'lookup', lookupColumn: '={{ $json.who === 2 ? "id" : "name" }}', lookupValue: '={{ $json.who }}' };
    const first = await run(lookups, { items });
    expect(first.json).toEqual([{ id: 1, name: 'Ada', qty: 2 }, {}, { id: 2, name: 'Bob', qty: '' }]);
    const all = await run({ ...lookups, options: { returnAllMatches: true } }, { items });
    expect(all.json).toEqual([
      { id: 1, name: 'Ada', qty: 2 },
      { id: 3, name: 'Ada', qty: 7 },
      { id: 2, name: 'Bob', qty: '' },
    ]);
    const none = await run({ operation: 'lookup', lookupColumn: 'name', lookupValue: 'Zed' });
    expect(none.json).toEqual([]);
    expect((await run({ operation: 'lookup', lookupColumn: 'name', lookupValue: 'Zed', options: { continue: true } })).json).toEqual([{}]);
    const allNone = { operation: 'lookup', lookupColumn: 'name', lookupValue: 'Zed', options: { returnAllMatches: true, continue: true } };
    expect((await run(allNone)).json).toEqual([{}]);
  });

  it("fails with n8n's messages for a missing column or key row; an empty range gives no output", async () => {
    expect((await run({ operation: 'lookup', lookupColumn: 'email', lookupValue: 'x' })).error?.message).toBe(
      'The column "email" could not be found!',
    );
    expect((await run({ operation: 'lookup', lookupColumn: 'name', lookupValue: 'x', keyRow: 9 })).error?.message).toBe(
      'The key row does not exist!',
    );
    const empty = await run({ operation: 'lookup', range: "'Q4 data'!A3:F", lookupColumn: 'sku', lookupValue: 'x' });
    expect(empty.error).toBeUndefined();
    expect(empty.json).toBeUndefined();
    const failed = await run({ operation: 'lookup', lookupColumn: 'email', lookupValue: 'x' }, { continueOnFail: true });
    expect(failed.json).toEqual([{ error: 'The column "email" could not be found!' }]);
  });
});

describe('Google Sheets 1 and 2: writing', () => {
  it('appends items under the key row as text (RAW), passing the items on', async () => {
    const items = [{ json: { name: 'Cy', qty: 4, id: 5, extra: true } }, { json: { id: 6, name: { first: 'Di' } } }];
    const appended = await run({ operation: 'append' }, { items });
    expect(appended.error).toBeUndefined();
    expect(appended.json).toEqual(items.map((item) => item.json));
    expect(rows().slice(5)).toEqual([
      ['5', 'Cy', '4'],
      ['6', '[object Object]', ''],
    ]);
    expect(appended.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v4/spreadsheets/doc-1/values/A1:F1',
      'POST /v4/spreadsheets/doc-1/values/A:F:append',
    ]);
    expect(appended.calls.at(-1)!.query).toMatchObject({ valueInputOption: 'RAW', insertDataOption: 'OVERWRITE' });
  });

  it('appends by header paths and as typed with "User Entered"', async () => {
    google.addSpreadsheet('doc-1', 'Orders', { Sheet1: [['id', 'item.name', 'item.qty']] });
    const items = [{ json: { id: '7', item: { name: 'Bolt', qty: '3' } } }];
    await run({ operation: 'append', options: { usePathForKeyRow: true, valueInputMode: 'USER_ENTERED' } }, { items });
    expect(rows()[1]).toEqual([7, 'Bolt', 3]);
    await run({ operation: 'append' }, { items });
    expect(rows()[2]).toEqual(['7', '', '']);
    const noKeys = await run({ operation: 'append', range: 'Sheet1!A:F', keyRow: 3 }, { items });
    expect(noKeys.error?.message).toBe('Could not retrieve the column data!');
  });

  it('updates the cells an item has in the row its key finds (the key itself unchanged), compared strictly', async () => {
    const items = [{ json: { id: 2, qty: 9, name: null, other: 'x' } }, { json: { id: '3', qty: 1 } }, { json: { qty: 5 } }];
    const updated = await run({ operation: 'update' }, { items });
    expect(updated.error).toBeUndefined();
    expect(updated.json).toEqual(items.map((item) => item.json));
    // '3' (text) does not find 3 (a number), as in n8n's version 1.
    expect(rows()).toEqual([['id', 'name', 'qty'], [1, 'Ada', 2], [2, 'Bob', 9], [], [3, 'Ada', 7]]);
    const batch = updated.calls.find((call) => call.path.endsWith('values:batchUpdate'))!;
    expect(batch.body).toEqual({ valueInputOption: 'RAW', data: [{ range: 'C3', values: [[9]] }] });
    expect(updated.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      '/v4/spreadsheets/doc-1/values/A1:F1',
      '/v4/spreadsheets/doc-1/values/A1:A',
    ]);
  });

  it('upserts: an item whose key is missing or not found is appended; by name and with a data start row', async () => {
    const items = [{ json: { name: 'Ada', qty: 8 } }, { json: { name: 'Eve', qty: 1, id: 9 } }];
    const upserted = await run({ operation: 'upsert', range: 'Sheet1!A:C', key: 'name', dataStartRow: 1 }, { items });
    expect(upserted.error).toBeUndefined();
    expect(rows()).toEqual([['id', 'name', 'qty'], [1, 'Ada', 8], [2, 'Bob'], [], [3, 'Ada', 7], ['9', 'Eve', '1']]);
    const batch = upserted.calls.find((call) => call.path.endsWith('values:batchUpdate'))!;
    expect(batch.body).toEqual({ valueInputOption: 'RAW', data: [{ range: 'Sheet1!C2', values: [[8]] }] });
  });

  it('updates RAW data from a property; refuses a range without columns and a key not in the key row', async () => {
    const raw = await run(
      { operation: 'update', rawData: true, dataProperty: 'grid', range: 'Sheet1!B2:C2', options: { valueInputMode: 'USER_ENTERED' } },
      { items: [{ json: { grid: [['Ann', '12']] } }] },
    );
    expect(raw.error).toBeUndefined();
    expect(rows()[1]).toEqual([1, 'Ann', 12]);
    expect((await run({ operation: 'update', range: 'Sheet1' }, { items: [{ json: { id: 1 } }] })).error?.message).toBe(
      'The range "Sheet1" is not valid.',
    );
    expect((await run({ operation: 'update', key: 'sku' }, { items: [{ json: { sku: 1 } }] })).error?.message).toBe(
      'Could not find column for key "sku"!',
    );
  });

  it('clears a range and deletes rows and columns by sheet ID, passing the items on', async () => {
    const cleared = await run({ operation: 'clear', range: 'Sheet1!B2:C3' });
    expect(cleared.json).toEqual([{}]);
    expect(rows().slice(0, 3)).toEqual([
      ['id', 'name', 'qty'],
      [1, '', ''],
      [2, ''],
    ]);
    const deleted = await run({
      operation: 'delete',
      toDelete: { columns: [{ sheetId: 0, startIndex: 2, amount: 1 }], rows: [{ sheetId: 0, startIndex: 1, amount: 2 }] },
    });
    expect(deleted.json).toEqual([{}]);
    expect(rows()).toEqual([['id', 'name'], [], [3, 'Ada']]);
    expect(deleted.calls.at(-1)!.body).toEqual({
      requests: [
        { deleteDimension: { range: { sheetId: 0, dimension: 'COLUMNS', startIndex: 2, endIndex: 3 } } },
        { deleteDimension: { range: { sheetId: 0, dimension: 'ROWS', startIndex: 1, endIndex: 3 } } },
      ],
    });
  });
});

describe('Google Sheets 1 and 2: sheets and documents', () => {
  it('creates a sheet per item (simplified or as Google answers) and removes one by ID', async () => {
    const created = await run({ operation: 'create', options: { title: 'Log', tabColor: 'ff0000', hidden: true } });
    expect(created.json).toEqual([
      {
        spreadsheetId: 'doc-1',
        sheetId: 102,
        title: 'Log',
        index: 2,
        sheetType: 'GRID',
        gridProperties: { rowCount: 1000, columnCount: 26 },
        hidden: true,
      },
    ]);
    expect(created.calls.at(-1)!.body).toEqual({
      requests: [{ addSheet: { properties: { title: 'Log', tabColor: { red: 1, green: 0, blue: 0 }, hidden: true } } }],
    });
    const full = await run({ operation: 'create', simple: false, options: { title: 'Raw' } });
    expect(full.json).toEqual([
      { spreadsheetId: 'doc-1', replies: [{ addSheet: { properties: expect.objectContaining({ title: 'Raw' }) } }] },
    ]);
    const removed = await run({ operation: 'remove', id: '102' });
    expect(removed.json).toEqual([{ spreadsheetId: 'doc-1' }]);
    expect(google.books.get('doc-1')!.sheets.map((s) => s.title)).toEqual(['Sheet1', 'Q4 data', 'Raw']);
    const taken = await run(
      { operation: 'create', options: { title: 'Raw' } },
      { continueOnFail: true, items: [{ json: {} }, { json: {} }] },
    );
    expect(taken.json).toEqual([
      { error: expect.stringContaining('A sheet with the name "Raw" already exists') },
      { error: expect.stringContaining('A sheet with the name "Raw" already exists') },
    ]);
  });

  it('creates documents per item, with the sheets and options given', async () => {
    const made = await run(
      {
        resource: 'spreadsheet',
        title: 'Budget',
        sheetsUi: { sheetValues: [{ propertiesUi: { title: 'Costs', hidden: true } }, { propertiesUi: { title: 'Income' } }] },
        options: { locale: 'de_DE' },
      },
      { version: 2 },
    );
    expect(made.error).toBeUndefined();
    expect(made.json).toEqual([expect.objectContaining({ properties: expect.objectContaining({ title: 'Budget', locale: 'de_DE' }) })]);
    const id = String(made.json![0]!['spreadsheetId']);
    expect(google.books.get(id)!.sheets.map((s) => [s.title, s.hidden === true])).toEqual([
      ['Costs', true],
      ['Income', false],
    ]);
    const plain = await run({ resource: 'spreadsheet', title: 'Empty' }, { version: 2 });
    expect(google.books.get(String(plain.json![0]!['spreadsheetId']))!.sheets.map((s) => s.title)).toEqual(['Sheet1']);
  });

  it('signs in by service account in version 1 and by OAuth2 in version 2 unless told otherwise', async () => {
    expect((await run({ operation: 'read' }, { version: 1, credentials: 'sa' })).json).toHaveLength(3);
    expect((await run({ operation: 'read' }, { version: 2, credentials: 'oauth' })).json).toHaveLength(3);
    // Without "Authentication", version 1 wants the service account credential, 2 the OAuth2 one.
    expect((await run({ operation: 'read' }, { version: 1, credentials: 'oauth' })).error?.message).toMatch(/googleApi/);
    expect((await run({ operation: 'read' }, { version: 2, credentials: 'sa' })).error?.message).toMatch(/googleSheetsOAuth2Api/);
    const v1OAuth = await run({ operation: 'read', authentication: 'oAuth2' }, { version: 1, credentials: 'oauth' });
    expect(v1OAuth.json).toHaveLength(3);
    const v2Service = await run({ operation: 'read', authentication: 'serviceAccount' }, { version: 2, credentials: 'sa' });
    expect(v2Service.json).toHaveLength(3);
  });
});

describe('Google Sheets 1 and 2: editor lookups', () => {
  it('lists the spreadsheet\'s grid sheets by ID for "To Delete"', async () => {
    const sheetsNode = node(
      'Sheets',
      'googleSheets',
      { sheetId: 'doc-1', operation: 'delete' },
      {
        typeVersion: 2,
        credentials: { googleSheetsOAuth2Api: { id: 'g', name: 'G' } },
      },
    );
    const context = loadOptionsContextFor(sheetsNode, () => credentialData('g'));
    const getSheets = googleSheetsV1Node.methods!.loadOptions!['getSheets']!;
    expect(await getSheets.call(context)).toEqual([
      { name: 'Sheet1', value: 0 },
      { name: 'Q4 data', value: 101 },
    ]);
  });
});
