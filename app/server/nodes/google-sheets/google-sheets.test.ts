/**
 * Google Sheets 3 and 4–4.7 against the local stand-in of the Sheets v4 and Drive v3 APIs
 * (testing/google-api-server.ts): rows appended, read with filters, updated and upserted,
 * sheets cleared, trimmed, created and removed, documents created and deleted; OAuth2
 * tokens renewed after a 401, a service account's signed JWT exchanged, 429 waited out;
 * the editor's document and sheet lists and column mapping; the credential tests.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { getMappingColumns, getSheetHeaderRowAndAddColumn, sheetsSearch, spreadSheetsSearch } from './methods';
import { GOOGLE_TEST_EMAIL, startGoogleApiServer, type GoogleApiServer } from '../shared/google/testing/google-api-server';

const credentialTypes = new CredentialTypeRegistry();
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const SERVICE_EMAIL = 'robot@project.iam.gserviceaccount.com';
let google: GoogleApiServer;
let savedTokens: IDataObject[];

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
  google.files.clear();
  google.addSpreadsheet('doc-1', 'Orders', {
    Sheet1: [
      ['id', 'name', 'qty'],
      [1, 'Ada', 2],
      [2, 'Bob', 5],
      [3, 'Ada', 7],
    ],
    Archive: [],
  });
  savedTokens = [];
});

const rl = (value: string, mode = 'list') => ({ __rl: true, mode, value });
const onSheet = { documentId: rl('doc-1'), sheetName: rl('gid=0') };

function oauthData(token = 'token-ok'): IDataObject {
  return {
    baseUrl: google.url,
    accessTokenUrl: `${google.url}/token`,
    clientId: 'client',
    clientSecret: 'secret',
    authentication: 'body',
    oauthTokenData: { access_token: token, refresh_token: 'refresh-1' },
  };
}
const serviceData = () => ({
  email: SERVICE_EMAIL,
  privateKey: keys.privateKey,
  accessTokenUrl: `${google.url}/token`,
  baseUrl: google.url,
});

async function run(
  parameters: INodeParameters,
  options: { items?: INodeExecutionData[]; version?: number; token?: string; continueOnFail?: boolean } = {},
) {
  const serviceAccount = parameters['authentication'] === 'serviceAccount';
  const { json, calls, error } = await runSingleNode({
    type: 'googleSheets',
    name: 'Sheets',
    parameters,
    version: options.version ?? 4.7,
    credentials: serviceAccount ? { googleApi: { id: 'sa', name: 'SA' } } : { googleSheetsOAuth2Api: { id: 'g', name: 'G' } },
    loadCredential: async (id) => (id === 'sa' ? serviceData() : oauthData(options.token)),
    saveOAuth2Token: async (_id, token) => {
      savedTokens.push(token);
    },
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: google.calls,
  });
  return { json, calls, error };
}

/** The sheet's filled rows, each without trailing empty cells (as Google reads them back). */
const rows = (sheet = 'Sheet1', book = 'doc-1') =>
  google.books
    .get(book)!
    .sheets.find((s) => s.title === sheet)!
    .rows.map((row) => row.slice(0, row.findLastIndex((cell) => cell !== '' && cell !== null) + 1))
    .filter((row) => row.length > 0);
const mapped = (value: IDataObject, extra: IDataObject = {}) => ({
  columns: { mappingMode: 'defineBelow', value, ...extra } as INodeParameters,
});

describe('Google Sheets 4.x (n8n-nodes-base.googleSheets)', () => {
  it('appends a mapped row after the last one, growing the grid first, and outputs the mapped values', async () => {
    const appended = await run({ operation: 'append', ...onSheet, ...mapped({ id: '4', name: 'Cy', qty: '1' }) });
    expect(appended.error).toBeUndefined();
    expect(appended.json).toEqual([{ id: '4', name: 'Cy', qty: '1' }]);
    // USER_ENTERED (4.1+): numbers typed as text become numbers, as in the Sheets UI.
    expect(rows().at(-1)).toEqual([4, 'Cy', 1]);
    expect(appended.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v4/spreadsheets/doc-1',
      'GET /v4/spreadsheets/doc-1/values/Sheet1',
      'POST /v4/spreadsheets/doc-1:batchUpdate',
      'PUT /v4/spreadsheets/doc-1/values/Sheet1!A5',
    ]);
    expect(appended.calls[2]!.body).toEqual({ requests: [{ appendDimension: { sheetId: 0, dimension: 'ROWS', length: 1 } }] });
    // 4.0 sends values as they are (RAW).
    await run({ operation: 'append', ...onSheet, ...mapped({ id: '5', name: 'Di' }) }, { version: 4 });
    expect(rows().at(-1)).toEqual(['5', 'Di']);
  });

  it('auto-maps items: an empty sheet gets a header row; new fields get columns unless told to ignore them', async () => {
    const items = [{ json: { sku: 'A-1', price: 3 } }, { json: { sku: 'B-2', price: 4 } }];
    const first = await run(
      {
        operation: 'append',
        documentId: rl('doc-1'),
        sheetName: rl('Archive', 'name'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
      },
      { items },
    );
    expect(first.json).toEqual(items.map((item) => item.json));
    expect(rows('Archive')).toEqual([
      ['sku', 'price'],
      ['A-1', 3],
      ['B-2', 4],
    ]);

    const extra = {
      operation: 'append',
      documentId: rl('doc-1'),
      sheetName: rl('101', 'id'),
      columns: { mappingMode: 'autoMapInputData', value: {} },
    };
    await run({ ...extra, options: { handlingExtraData: 'ignoreIt' } }, { items: [{ json: { sku: 'C-3', colour: 'red' } }] });
    expect(rows('Archive').at(-1)).toEqual(['C-3']);
    // As n8n's: without the option, a field the sheet lacks gets a new column.
    await run(extra, { items: [{ json: { sku: 'D-4', colour: 'blue' } }] });
    expect(rows('Archive')[0]).toEqual(['sku', 'price', 'colour']);
    expect(rows('Archive').at(-1)).toEqual(['D-4', '', 'blue']);
    const refused = await run({ ...extra, options: { handlingExtraData: 'error' } }, { items: [{ json: { size: 'L' } }] });
    expect(refused.error?.message).toBe('Unexpected fields in node input');
  });

  it('appends with "Minimise API Calls" through values.append', async () => {
    const appended = await run({ operation: 'append', ...onSheet, ...mapped({ id: '9', name: 'Eve' }), options: { useAppend: true } });
    expect(appended.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v4/spreadsheets/doc-1/values/Sheet1!A1:append',
      query: { valueInputOption: 'USER_ENTERED', insertDataOption: 'INSERT_ROWS' },
    });
    expect(rows().at(-1)).toEqual([9, 'Eve']);
  });

  it('refuses (from 4.4) a mapping whose columns the sheet no longer has', async () => {
    const stale = await run({
      operation: 'append',
      ...onSheet,
      ...mapped({ email: 'x' }, { schema: [{ id: 'email', displayName: 'email' }] }),
    });
    expect(stale.error?.message).toBe("Column names were updated after the node's setup");
    const older = await run(
      { operation: 'append', ...onSheet, ...mapped({ id: '8' }, { schema: [{ id: 'email', displayName: 'email' }] }) },
      { version: 4.3 },
    );
    expect(older.error).toBeUndefined();
  });

  it('reads rows with row_number; filters combine with AND from 4.3 and OR before, first match rules by version', async () => {
    const all = await run({ operation: 'read', ...onSheet });
    expect(all.json).toEqual([
      { row_number: 2, id: 1, name: 'Ada', qty: 2 },
      { row_number: 3, id: 2, name: 'Bob', qty: 5 },
      { row_number: 4, id: 3, name: 'Ada', qty: 7 },
    ]);
    const filters = {
      filtersUI: {
        values: [
          { lookupColumn: 'name', lookupValue: 'Ada' },
          { lookupColumn: 'qty', lookupValue: '5' },
        ],
      },
    };
    expect((await run({ operation: 'read', ...onSheet, ...filters })).json).toEqual([]);
    expect((await run({ operation: 'read', ...onSheet, ...filters, combineFilters: 'OR' })).json?.map((r) => r['id'])).toEqual([1, 2, 3]);
    // 4.2: OR by default, and only the first match unless asked for all.
    expect((await run({ operation: 'read', ...onSheet, ...filters }, { version: 4.2 })).json?.map((r) => r['id'])).toEqual([1]);
    const allMatches = await run(
      { operation: 'read', ...onSheet, ...filters, options: { returnAllMatches: 'returnAllMatches' } },
      { version: 4.2 },
    );
    expect(allMatches.json?.map((r) => r['id'])).toEqual([1, 2, 3]);
    const first = await run({
      operation: 'read',
      ...onSheet,
      filtersUI: { values: [{ lookupColumn: 'name', lookupValue: 'Ada' }] },
      options: { returnFirstMatch: true },
    });
    expect(first.json).toEqual([{ row_number: 2, id: 1, name: 'Ada', qty: 2 }]);
    const formatted = await run({
      operation: 'read',
      ...onSheet,
      options: { outputFormatting: { values: { general: 'FORMATTED_VALUE' } } },
    });
    expect(formatted.json?.[0]).toEqual({ row_number: 2, id: '1', name: 'Ada', qty: '2' });
    const missing = await run({ operation: 'read', ...onSheet, filtersUI: { values: [{ lookupColumn: 'email', lookupValue: 'x' }] } });
    expect(missing.error?.message).toBe('Column email not found in the sheet');
  });

  it('reads once per input item from 4.2, and an A1 range or header row when given', async () => {
    const two = [{ json: {} }, { json: {} }];
    expect((await run({ operation: 'read', ...onSheet }, { items: two })).json).toHaveLength(6);
    expect((await run({ operation: 'read', ...onSheet }, { items: two, version: 4.1 })).json).toHaveLength(3);
    const ranged = await run({
      operation: 'read',
      ...onSheet,
      options: { dataLocationOnSheet: { values: { rangeDefinition: 'specifyRangeA1', range: 'B2:C4' } } },
    });
    expect(ranged.json).toEqual([
      { row_number: 3, Ada: 'Bob', '2': 5 },
      { row_number: 4, Ada: 'Ada', '2': 7 },
    ]);
  });

  it('updates every matching row (only the mapped cells), by column or row_number; upserts append what matches nothing', async () => {
    const updated = await run({ operation: 'update', ...onSheet, ...mapped({ name: 'Ada', qty: '0' }, { matchingColumns: ['name'] }) });
    expect(updated.json).toEqual([{ name: 'Ada', qty: '0' }]);
    expect(rows()).toEqual([
      ['id', 'name', 'qty'],
      [1, 'Ada', 0],
      [2, 'Bob', 5],
      [3, 'Ada', 0],
    ]);
    expect(updated.calls.find((call) => call.path.endsWith('/values:batchUpdate'))?.body).toEqual({
      valueInputOption: 'USER_ENTERED',
      data: [
        { range: 'Sheet1!C2', values: [['0']] },
        { range: 'Sheet1!C4', values: [['0']] },
      ],
    });
    await run({ operation: 'update', ...onSheet, ...mapped({ row_number: 3, name: 'Bea' }, { matchingColumns: ['row_number'] }) });
    expect(rows()[2]).toEqual([2, 'Bea', 5]);
    const noMatch = await run({ operation: 'update', ...onSheet, ...mapped({ name: 'Zed', qty: '1' }, { matchingColumns: ['name'] }) });
    expect(noMatch.error).toBeUndefined();
    expect(rows()).toHaveLength(4);

    const items = [{ json: { id: 2, name: 'Bob', qty: 6 } }, { json: { id: 10, name: 'New', qty: 1 } }];
    await run(
      { operation: 'appendOrUpdate', ...onSheet, columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['id'] } },
      { items },
    );
    expect(rows()).toEqual([
      ['id', 'name', 'qty'],
      [1, 'Ada', 0],
      [2, 'Bob', 6],
      [3, 'Ada', 0],
      [10, 'New', 1],
    ]);
    const intoEmpty = await run(
      {
        operation: 'appendOrUpdate',
        documentId: rl('doc-1'),
        sheetName: rl('Archive', 'name'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['id'] },
      },
      { items: [{ json: { id: 1, name: 'First' } }] },
    );
    expect(intoEmpty.error).toBeUndefined();
    expect(rows('Archive')).toEqual([
      ['id', 'name'],
      [1, 'First'],
    ]);
    const unknown = await run({ operation: 'update', ...onSheet, ...mapped({ email: 'x' }, { matchingColumns: ['email'] }) });
    expect(unknown.error?.message).toBe('The column "email" to match on is not in the sheet\'s header row');
  });

  it('clears the sheet (keeping the header row when asked), rows, columns or a range; deletes rows and columns', async () => {
    await run({ operation: 'clear', ...onSheet, clear: 'specificColumns', startIndex: 'C', columnsToDelete: 1 });
    expect(rows()).toEqual([
      ['id', 'name'],
      [1, 'Ada'],
      [2, 'Bob'],
      [3, 'Ada'],
    ]);
    await run({ operation: 'clear', ...onSheet, clear: 'specificRange', range: 'Sheet1!A2:B2' });
    expect(rows()).toHaveLength(3);
    const kept = await run({ operation: 'clear', ...onSheet, clear: 'wholeSheet', keepFirstRow: true }, { items: [{ json: { a: 1 } }] });
    expect(kept.json).toEqual([{ a: 1 }]);
    expect(rows()).toEqual([['id', 'name']]);

    google.addSpreadsheet('doc-2', 'Grid', {
      Sheet1: [
        ['a', 'b', 'c'],
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
    });
    const grid = { documentId: rl('doc-2', 'id'), sheetName: rl('Sheet1', 'name') };
    expect((await run({ operation: 'delete', ...grid, toDelete: 'rows', startIndex: 2, numberToDelete: 2 })).json).toEqual([
      { success: true },
    ]);
    expect(rows('Sheet1', 'doc-2')).toEqual([
      ['a', 'b', 'c'],
      [7, 8, 9],
    ]);
    await run({ operation: 'delete', ...grid, toDelete: 'columns', startIndex: 'B', numberToDelete: 1 });
    expect(rows('Sheet1', 'doc-2')).toEqual([
      ['a', 'c'],
      [7, 9],
    ]);
  });

  it('creates a sheet (skipping a taken title) and removes one; creates and deletes documents', async () => {
    const created = await run({
      operation: 'create',
      documentId: rl('https://docs.google.com/spreadsheets/d/doc-1/edit#gid=0', 'url'),
      title: 'Q4',
      options: { hidden: true, tabColor: '#ff0000' },
    });
    expect(created.json).toEqual([expect.objectContaining({ spreadsheetId: 'doc-1', title: 'Q4', hidden: true, sheetType: 'GRID' })]);
    expect(created.calls.at(-1)?.body).toEqual({
      requests: [{ addSheet: { properties: { hidden: true, tabColor: { red: 1, green: 0, blue: 0 }, title: 'Q4' } } }],
    });
    expect((await run({ operation: 'create', documentId: rl('doc-1'), title: 'Q4' })).json).toEqual([]);
    expect((await run({ operation: 'remove', documentId: rl('doc-1'), sheetName: rl('Q4', 'name') })).json).toEqual([{ success: true }]);
    expect(google.books.get('doc-1')!.sheets.map((s) => s.title)).toEqual(['Sheet1', 'Archive']);

    const book = await run({
      resource: 'spreadsheet',
      operation: 'create',
      title: 'Budget',
      sheetsUi: { sheetValues: [{ title: 'Jan' }, { title: 'Feb', hidden: true }] },
      options: { locale: 'de_DE' },
    });
    const id = String(book.json?.[0]?.['spreadsheetId']);
    expect(book.json?.[0]).toMatchObject({
      properties: { title: 'Budget', locale: 'de_DE' },
      sheets: [{ properties: { title: 'Jan' } }, { properties: { title: 'Feb', hidden: true } }],
    });
    expect((await run({ resource: 'spreadsheet', operation: 'deleteSpreadsheet', documentId: rl(id, 'id') })).json).toEqual([
      { success: true },
    ]);
    expect(google.files.has(id)).toBe(false);
  });

  it('renews an expired OAuth2 token with the refresh token and keeps it; a service account signs its JWT', async () => {
    const renewed = await run({ operation: 'read', ...onSheet }, { token: 'expired' });
    expect(renewed.error).toBeUndefined();
    expect(renewed.json).toHaveLength(3);
    expect(savedTokens).toEqual([
      expect.objectContaining({ access_token: google.refreshTokens.get('refresh-1'), refresh_token: 'refresh-1' }),
    ]);
    const service = await run({ authentication: 'serviceAccount', operation: 'read', ...onSheet });
    expect(service.error).toBeUndefined();
    expect(service.json).toHaveLength(3);
  });

  it("waits out a 429's Retry-After; fails with Google's message (or { error } with Continue On Fail)", async () => {
    google.tooManyRequests.count = 1;
    const retried = await run({ operation: 'read', ...onSheet });
    expect(retried.json).toHaveLength(3);
    expect(retried.calls.slice(0, 2).map((call) => call.path)).toEqual(['/v4/spreadsheets/doc-1', '/v4/spreadsheets/doc-1']);
    const missing = await run({ operation: 'read', documentId: rl('nope', 'id'), sheetName: rl('0', 'id') });
    expect(missing.error).toMatchObject({ message: 'Requested entity was not found.' });
    const noSheet = await run({ operation: 'read', documentId: rl('doc-1'), sheetName: rl('999', 'id') }, { continueOnFail: true });
    expect(noSheet.json).toEqual([{ error: 'Sheet with ID 999 not found' }]);
  });

  it('runs every version from 4 to 4.7', async () => {
    for (const version of [4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7]) {
      const read = await run(
        { operation: 'read', ...onSheet, filtersUI: { values: [{ lookupColumn: 'name', lookupValue: 'Bob' }] } },
        { version },
      );
      expect(read.json, `version ${version}`).toEqual([{ row_number: 3, id: 2, name: 'Bob', qty: 5 }]);
    }
  });
});

describe('Google Sheets 3 (dataMode, fieldsUi, columnToMatchOn)', () => {
  const v3 = (parameters: INodeParameters, options: Parameters<typeof run>[1] = {}) =>
    run({ ...onSheet, ...parameters }, { version: 3, ...options });
  const items = [{ json: { id: 7, name: 'Gus', note: 'x' } }];

  it('appends "Fields to Send" (RAW) and outputs the input items; "Nothing" writes and outputs nothing', async () => {
    const appended = await v3(
      {
        operation: 'append',
        fieldsUi: {
          fieldValues: [
            { fieldId: 'name', fieldValue: 'Cy' },
            { fieldId: 'id', fieldValue: '4' },
          ],
        },
      },
      { items },
    );
    expect(appended.error).toBeUndefined();
    expect(appended.json).toEqual([items[0]!.json]);
    expect(rows().at(-1)).toEqual(['4', 'Cy']);
    const nothing = await v3({ operation: 'append', dataMode: 'nothing' }, { items });
    expect(nothing.json).toEqual([]);
    expect(nothing.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(rows()).toHaveLength(5);
  });

  it('auto-maps input items, adding columns for new fields unless told to ignore them', async () => {
    await v3({ operation: 'append', dataMode: 'autoMapInputData' }, { items });
    expect(rows()[0]).toEqual(['id', 'name', 'qty', 'note']);
    expect(rows().at(-1)).toEqual([7, 'Gus', '', 'x']);
    await v3(
      { operation: 'append', dataMode: 'autoMapInputData', options: { handlingExtraData: 'ignoreIt' } },
      {
        items: [{ json: { id: 8, colour: 'red' } }],
      },
    );
    expect(rows()[0]).toEqual(['id', 'name', 'qty', 'note']);
    expect(rows().at(-1)).toEqual([8]);
  });

  it('updates the rows whose column matches the value, with "New column ..." adding a column; outputs the input items', async () => {
    const updated = await v3(
      {
        operation: 'update',
        columnToMatchOn: 'name',
        valueToMatchOn: 'Ada',
        fieldsUi: {
          values: [
            { column: 'qty', fieldValue: '9' },
            { column: 'newColumn', columnName: 'tag', fieldValue: 'vip' },
          ],
        },
      },
      { items },
    );
    expect(updated.error).toBeUndefined();
    expect(updated.json).toEqual([items[0]!.json]);
    expect(rows()).toEqual([
      ['id', 'name', 'qty', 'tag'],
      [1, 'Ada', '9', 'vip'],
      [2, 'Bob', 5],
      [3, 'Ada', '9', 'vip'],
    ]);
    const byItem = await v3(
      { operation: 'update', dataMode: 'autoMapInputData', columnToMatchOn: 'id' },
      {
        items: [{ json: { id: 2, qty: 50 } }],
      },
    );
    expect(byItem.json).toEqual([{ id: 2, qty: 50 }]);
    expect(rows()[2]).toEqual([2, 'Bob', 50]);
  });

  it("upserts: a value matching nothing is appended; n8n's errors for a missing match value or no values", async () => {
    const upserted = await v3({
      operation: 'appendOrUpdate',
      columnToMatchOn: 'id',
      valueToMatchOn: '4',
      fieldsUi: { values: [{ column: 'name', fieldValue: 'Di' }] },
    });
    expect(upserted.error).toBeUndefined();
    expect(rows().at(-1)).toEqual(['4', 'Di']);
    const noValue = await v3({ operation: 'update', columnToMatchOn: 'id', fieldsUi: { values: [{ column: 'name', fieldValue: 'x' }] } });
    expect(noValue.error?.message).toBe("The 'Column to Match On' parameter is required");
    const noFields = await v3({ operation: 'appendOrUpdate', columnToMatchOn: 'id', valueToMatchOn: '1' });
    expect(noFields.error?.message).toBe("At least one value has to be added under 'Values to Send'");
    const noColumn = await v3({ operation: 'update', valueToMatchOn: '1' });
    expect(noColumn.error?.message).toBe('Choose the column to match on ("Column to match on")');
    const nothing = await v3({ operation: 'update', dataMode: 'nothing', columnToMatchOn: 'id' }, { items });
    expect(nothing.json).toEqual([items[0]!.json]);
  });

  it('reads, clears and deletes as 4.0 does', async () => {
    const read = await v3({ operation: 'read', filtersUI: { values: [{ lookupColumn: 'name', lookupValue: 'Ada' }] } });
    expect(read.json).toEqual([{ row_number: 2, id: 1, name: 'Ada', qty: 2 }]);
    const deleted = await v3({ operation: 'delete', toDelete: 'rows', startIndex: 2, numberToDelete: 1 });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(rows()[1]).toEqual([2, 'Bob', 5]);
  });
});

describe('Google Sheets editor lookups', () => {
  const context = (parameters: INodeParameters) => {
    const sheetsNode: INode = {
      ...node('Sheets', 'googleSheets', parameters),
      credentials: { googleSheetsOAuth2Api: { id: 'g', name: 'G' } },
    };
    return loadOptionsContextFor(sheetsNode, () => oauthData());
  };

  it("lists the account's spreadsheets from Drive, filtered by name and paged", async () => {
    for (let n = 0; n < 55; n++) google.addSpreadsheet(`bulk-${n}`, `Report ${n}`, { Sheet1: [] });
    google.files.set('doc-x', { id: 'doc-x', name: 'Report.pdf', mimeType: 'application/pdf' });
    const first = await spreadSheetsSearch.call(context({}), 'report');
    expect(first.results).toHaveLength(50);
    expect(first.results[0]).toEqual({ name: 'Report 0', value: 'bulk-0', url: 'https://docs.google.com/spreadsheets/d/bulk-0/edit' });
    const second = await spreadSheetsSearch.call(context({}), 'report', String(first.paginationToken));
    expect(second.results.map((r) => r.value)).toEqual(['bulk-50', 'bulk-51', 'bulk-52', 'bulk-53', 'bulk-54']);
    expect(second.paginationToken).toBeUndefined();
    const query = google.calls.findLast((call) => call.path === '/drive/v3/files')!.query;
    expect(query['q']).toBe("mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false and name contains 'report'");
    expect((await spreadSheetsSearch.call(context({}), "O'rders")).results).toEqual([]);
  });

  it("lists the document's sheets and maps the header row's columns (row_number for update)", async () => {
    expect((await sheetsSearch.call(context({ documentId: rl('doc-1') }))).results).toEqual([
      { name: 'Sheet1', value: '0', url: 'https://docs.google.com/spreadsheets/d/doc-1/edit#gid=0' },
      { name: 'Archive', value: '101', url: 'https://docs.google.com/spreadsheets/d/doc-1/edit#gid=101' },
    ]);
    const fields = await getMappingColumns.call(context({ operation: 'append', ...onSheet }));
    expect(fields.fields.map((field) => field.id)).toEqual(['id', 'name', 'qty']);
    expect(fields.fields[0]).toEqual({
      id: 'id',
      displayName: 'id',
      required: false,
      defaultMatch: false,
      display: true,
      type: 'string',
      canBeUsedToMatch: true,
    });
    const forUpdate = await getMappingColumns.call(context({ operation: 'update', ...onSheet }));
    expect(forUpdate.fields.map((field) => field.id)).toEqual(['id', 'name', 'qty', 'row_number']);
    const empty = await getMappingColumns.call(context({ operation: 'append', documentId: rl('doc-1'), sheetName: rl('101') }));
    expect(empty).toMatchObject({ fields: [], emptyFieldsNotice: expect.stringContaining('no header row') });
  });

  it('offers version 3 the header row less the match column, and "New column ..."', async () => {
    const options = await getSheetHeaderRowAndAddColumn.call(context({ operation: 'update', ...onSheet, columnToMatchOn: 'id' }));
    expect(options).toEqual([
      { name: 'name', value: 'name' },
      { name: 'qty', value: 'qty' },
      { name: 'New column ...', value: 'newColumn' },
    ]);
  });
});

describe('Google credential tests', () => {
  const test = (type: string, data: IDataObject) => testCredential({ types: credentialTypes, instanceApiBaseUrl: '' }, type, data as never);

  it('asks Drive (Gmail for gmailOAuth2) who the connected account is, renewing an expired token', async () => {
    expect(await test('googleSheetsOAuth2Api', oauthData())).toEqual({ status: 'OK', message: `Connected as ${GOOGLE_TEST_EMAIL}.` });
    expect(google.calls.at(-1)).toMatchObject({ method: 'GET', path: '/drive/v3/about' });
    expect(await test('gmailOAuth2', oauthData('expired'))).toEqual({ status: 'OK', message: `Connected as ${GOOGLE_TEST_EMAIL}.` });
    expect(google.calls.at(-1)).toMatchObject({ path: '/gmail/v1/users/me/profile' });
    expect(await test('googleDriveOAuth2Api', { ...oauthData(), oauthTokenData: undefined })).toMatchObject({
      status: 'Error',
      message: expect.stringContaining('not connected'),
    });
    const revoked = await test('googleDriveOAuth2Api', { ...oauthData('expired'), oauthTokenData: { access_token: 'expired' } });
    expect(revoked).toEqual({
      status: 'Error',
      message: expect.stringContaining('HTTP 401: Request had invalid authentication credentials'),
    });
  });

  it("exchanges a service account's signed JWT, and says when the key is wrong", async () => {
    expect(await test('googleApi', serviceData())).toEqual({ status: 'OK', message: `Connected as ${GOOGLE_TEST_EMAIL}.` });
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(await test('googleApi', { ...serviceData(), privateKey: other.privateKey })).toEqual({
      status: 'Error',
      message: 'The token endpoint refused the request (invalid_grant: Invalid JWT Signature.).',
    });
    expect(await test('googleApi', { ...serviceData(), privateKey: 'not a key' })).toMatchObject({
      status: 'Error',
      message: expect.stringContaining('private key could not be read'),
    });
  });

  it('signs in the HTTP Request node with a service account set up for it, with its own scopes', async () => {
    const request = (httpNode: boolean) =>
      runSingleNode({
        type: 'httpRequest',
        name: 'Call',
        parameters: { authentication: 'predefinedCredentialType', nodeCredentialType: 'googleApi', url: `${google.url}/drive/v3/about` },
        version: 4.2,
        credentials: { googleApi: { id: 'sa', name: 'SA' } },
        loadCredential: async () => ({ ...serviceData(), httpNode, scopes: 'https://www.googleapis.com/auth/drive.readonly' }),
      });
    const signed = await request(true);
    expect(signed.json).toEqual([{ user: { displayName: 'Ada', emailAddress: GOOGLE_TEST_EMAIL } }]);
    const unsigned = await request(false);
    expect(unsigned.error?.message).toMatch(/^Authorization failed/);
  });

  it("keeps Google's URLs as defaults and the service scopes fixed", () => {
    const properties = credentialTypes.properties('googleSheetsOAuth2Api');
    const byName = (name: string) => properties.find((p) => p.name === name);
    expect(byName('authUrl')?.default).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(byName('accessTokenUrl')?.default).toBe('https://oauth2.googleapis.com/token');
    expect(byName('scope')).toMatchObject({
      type: 'hidden',
      default: expect.stringContaining('https://www.googleapis.com/auth/spreadsheets'),
    });
    expect(byName('authQueryParameters')?.default).toBe('access_type=offline&prompt=consent');
  });
});
