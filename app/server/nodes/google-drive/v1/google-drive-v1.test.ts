/**
 * Google Drive 1 and 2 (n8n's GoogleDriveV1) against the local Google stand-in's Drive v3
 * (shared/google/testing): uploads from text or binary data (with properties, parents,
 * "Resolve Data"), downloads with Google Docs/Sheets/Slides exported, list by filters or a
 * query (version 1 once, version 2 per item), copy, update, share and delete of files and
 * folders, folder create, shared drives, the requests n8n's version 1 makes, its output
 * shapes, Continue On Fail, and the authentication each version (and its lists) defaults to.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { loadOptionsContextFor } from '../../../engine/testing/load-options';
import { node } from '../../../engine/testing/nodes';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { FOLDER_MIME, startGoogleApiServer, type GoogleApiServer } from '../../shared/google/testing/google-api-server';
import { googleDriveV1Node } from '.';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const SERVICE_EMAIL = 'robot@project.iam.gserviceaccount.com';
const DOC_MIME = 'application/vnd.google-apps.document';
let google: GoogleApiServer;

beforeAll(async () => {
  google = await startGoogleApiServer({ accessTokens: ['drive-token'], serviceAccounts: { [SERVICE_EMAIL]: keys.publicKey } });
});
afterAll(() => google.close());
beforeEach(() => {
  google.files.clear();
  google.drives.splice(0, google.drives.length, { id: 'shared-1', name: 'Team Drive' });
  google.files.set('folder-a', { id: 'folder-a', name: 'Invoices', mimeType: FOLDER_MIME, parents: ['root'] });
  google.files.set('file-1', {
    id: 'file-1',
    name: 'report.csv',
    mimeType: 'text/csv',
    parents: ['folder-a'],
    content: Buffer.from('a,b\n'),
  });
  google.files.set('doc-1', { id: 'doc-1', name: 'Notes', mimeType: DOC_MIME, parents: ['root'] });
  google.files.set('sheet-1', { id: 'sheet-1', name: 'Budget', mimeType: 'application/vnd.google-apps.spreadsheet' });
  google.files.set('slides-1', { id: 'slides-1', name: 'Pitch', mimeType: 'application/vnd.google-apps.presentation' });
});

const credentialData = (id: string): IDataObject =>
  id === 'sa'
    ? { email: SERVICE_EMAIL, privateKey: keys.privateKey, accessTokenUrl: `${google.url}/token`, baseUrl: google.url }
    : { baseUrl: google.url, oauthTokenData: { access_token: 'drive-token' } };

interface RunOptions {
  version?: number;
  items?: INodeExecutionData[];
  continueOnFail?: boolean;
  credentials?: 'sa' | 'oauth';
}

function run(parameters: INodeParameters, options: RunOptions = {}) {
  const version = options.version ?? 2;
  const credentials = options.credentials ?? (version === 1 ? 'sa' : 'oauth');
  return runSingleNode({
    type: 'googleDrive',
    name: 'Drive',
    parameters,
    version,
    credentials: credentials === 'sa' ? { googleApi: { id: 'sa', name: 'SA' } } : { googleDriveOAuth2Api: { id: 'g', name: 'G' } },
    loadCredential: async (id) => credentialData(id),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: google.calls,
  });
}

/** The first output item, binary data included. */
const firstItem = (answer: Awaited<ReturnType<typeof run>>): INodeExecutionData =>
  answer.result.data.resultData.runData['Drive']?.[0]?.data?.main?.[0]?.[0] ?? { json: {} };
const rl = (value: string, mode = 'list') => ({ __rl: true, mode, value });
const binaryItem = (content: string, fileName: string, mimeType: string): INodeExecutionData => ({
  json: { n: 1 },
  binary: { data: { data: Buffer.from(content).toString('base64'), fileName, mimeType } },
});

describe('Google Drive 1 and 2: files', () => {
  it('uploads text as a file named and placed by a PATCH, answering the short form or, resolved, all of it', async () => {
    const uploaded = await run({ name: 'hello.txt', fileContent: 'Hello', parents: ['folder-a'] });
    expect(uploaded.error).toBeUndefined();
    const id = String(uploaded.json?.[0]?.['id']);
    expect(uploaded.json).toEqual([{ kind: 'drive#file', id, name: 'hello.txt', mimeType: 'text/plain' }]);
    expect(google.files.get(id)).toMatchObject({ name: 'hello.txt', parents: ['folder-a'], content: Buffer.from('Hello') });
    expect(uploaded.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /upload/drive/v3/files',
      `PATCH /drive/v3/files/${id}`,
    ]);
    expect(uploaded.calls[1]!.body).toEqual({ mimeType: 'text/plain', name: 'hello.txt' });

    const resolved = await run(
      {
        binaryData: true,
        name: 'photo.png',
        resolveData: true,
        options: { propertiesUi: { propertyValues: [{ key: 'team', value: 'ops' }] } },
      },
      { items: [binaryItem('PNG!', 'orig.png', 'image/png')] },
    );
    const file = resolved.json?.[0] ?? {};
    expect(file).toMatchObject({ name: 'photo.png', mimeType: 'image/png', parents: ['root'], size: '4', trashed: false });
    expect(resolved.calls[1]!.body).toEqual({
      mimeType: 'image/png',
      name: 'photo.png',
      originalFilename: 'orig.png',
      properties: { team: 'ops' },
      appProperties: {},
    });
    expect(resolved.calls[2]).toMatchObject({ method: 'GET', query: { fields: '*' } });
  });

  it('downloads a file into the named binary field, and exports Google files in the chosen format', async () => {
    const downloaded = await run(
      { operation: 'download', fileId: 'file-1', binaryPropertyName: 'report' },
      { items: [{ json: { keep: 1 }, binary: { old: { data: 'eA==', mimeType: 'text/plain', fileName: 'x.txt' } } }] },
    );
    expect(downloaded.json).toEqual([{ keep: 1 }]);
    const binary = firstItem(downloaded).binary!;
    expect(Object.keys(binary)).toEqual(['old', 'report']);
    expect(binary['report']).toMatchObject({ fileName: 'report.csv', mimeType: 'text/csv' });

    const exported = async (fileId: string, options: INodeParameters = {}) => {
      const answer = await run({ operation: 'download', fileId: rl(fileId), options });
      const item = firstItem(answer);
      return { item, data: item.binary!['data']!, query: answer.calls.at(-1)!.query };
    };
    const doc = await exported('doc-1');
    expect(doc.query).toEqual({ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(doc.data).toMatchObject({
      fileName: 'Notes',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const sheet = await exported('sheet-1', {
      googleFileConversion: { conversion: { sheetsToFormat: 'text/csv' } },
      fileName: 'budget.csv',
    });
    expect(sheet.data).toMatchObject({ fileName: 'budget.csv', mimeType: 'text/csv' });
    // The exported bytes go back up unchanged.
    const again = await run({ binaryData: true, name: 'budget.csv' }, { items: [sheet.item] });
    expect(google.files.get(String(again.json?.[0]?.['id']))?.content?.toString()).toBe('Budget exported as text/csv');
    expect((await exported('slides-1')).query['mimeType']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect((await exported('sheet-1')).query['mimeType']).toBe('application/x-vnd.oasis.opendocument.spreadsheet');

    const refused = await run({
      operation: 'download',
      fileId: 'doc-1',
      options: { googleFileConversion: { conversion: { docsToFormat: 'image/png' } } },
    });
    expect(refused.error?.message).toBe('The requested conversion is not supported.');
    const failed = await run(
      { operation: 'download', fileId: '={{ $json.id }}' },
      { items: [{ json: { id: 'nope' } }, { json: { id: 'file-1' } }], continueOnFail: true },
    );
    expect(failed.json).toEqual([{ error: 'File not found: nope.' }, { id: 'file-1' }]);
  });

  it('lists by name and MIME type filters or a query, one page, once in version 1 and per item in version 2', async () => {
    const filtered = await run({
      operation: 'list',
      queryFilters: {
        name: [
          { operation: 'contains', value: 'report' },
          { operation: 'is', value: 'Notes' },
        ],
        mimeType: [{ mimeType: 'custom', customMimeType: 'text/csv' }],
      },
    });
    expect(filtered.json).toEqual([{ id: 'file-1', name: 'report.csv' }]);
    expect(filtered.calls[0]!.query).toMatchObject({
      q: "name contains 'report' or name = 'Notes' and mimeType = 'text/csv'",
      fields: 'nextPageToken, files(id, name)',
      orderBy: 'modifiedTime',
      pageSize: '50',
      spaces: '',
    });
    const queried = await run({
      operation: 'list',
      useQueryString: true,
      queryString: `mimeType = '${DOC_MIME}'`,
      options: { fields: ['*'] },
    });
    expect(queried.json).toEqual([expect.objectContaining({ id: 'doc-1', kind: 'drive#file', parents: ['root'] })]);
    const twoItems = [{ json: {} }, { json: {} }];
    const limited = { operation: 'list', useQueryString: true, queryString: 'trashed = false', limit: 2 };
    expect((await run(limited, { version: 1, items: twoItems })).json).toHaveLength(2);
    const perItem = await run(limited, { version: 2, items: twoItems });
    expect(perItem.json).toHaveLength(4);
    expect(perItem.calls).toHaveLength(2);
  });

  it('copies, updates (name, trash, a new parent, fields), shares and deletes files', async () => {
    const copied = await run({
      operation: 'copy',
      fileId: rl('https://drive.google.com/file/d/file-1/view', 'url'),
      options: { name: 'copy.csv', parents: ['root'] },
    });
    const copyId = String(copied.json?.[0]?.['id']);
    expect(copied.json).toEqual([{ kind: 'drive#file', id: copyId, name: 'copy.csv', mimeType: 'text/csv' }]);
    expect(copied.calls[0]!.body).toEqual({ fields: 'id, name', name: 'copy.csv', parents: ['root'] });
    expect(google.files.get(copyId)!.parents).toEqual(['root']);

    const updated = await run({ operation: 'update', fileId: 'file-1', updateFields: { fileName: 'renamed.csv', parentId: 'root' } });
    expect(updated.json).toEqual([{ id: 'file-1', name: 'renamed.csv' }]);
    expect(google.files.get('file-1')!.parents).toEqual(['folder-a', 'root']);
    const trashed = await run({ operation: 'update', fileId: 'file-1', updateFields: { trashed: true }, options: { fields: ['trashed'] } });
    expect(trashed.json).toEqual([{ trashed: true }]);

    const shared = await run({
      operation: 'share',
      fileId: 'file-1',
      permissionsUi: { permissionsValues: { role: 'reader', type: 'user', emailAddress: 'bob@x.test' } },
      options: { sendNotificationEmail: false },
    });
    expect(shared.json).toEqual([{ kind: 'drive#permission', id: 'perm-1', role: 'reader', type: 'user', emailAddress: 'bob@x.test' }]);
    expect(shared.calls[0]!.query).toEqual({ supportsTeamDrives: 'true', sendNotificationEmail: 'false' });
    const noPermission = await run({ operation: 'share', fileId: 'file-1' });
    expect(noPermission.error?.message).toBe('Choose the permission to add (role and type)');

    expect((await run({ operation: 'delete', fileId: copyId })).json).toEqual([{ fileId: copyId, success: true }]);
    expect(google.files.has(copyId)).toBe(false);
    const missing = await run({ operation: 'delete', fileId: rl('') });
    expect(missing.error?.message).toBe('Choose the file ("File")');
    expect(missing.calls).toEqual([]);
    const failed = await run({ operation: 'delete', fileId: 'gone' }, { continueOnFail: true });
    expect(failed.json).toEqual([{ error: 'File not found: gone.' }]);
  });
});

describe('Google Drive 1 and 2: folders', () => {
  it('creates a folder (in the root, or in the parents given), shares and deletes it', async () => {
    const created = await run({ resource: 'folder', name: 'Q4' });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json).toEqual([{ id, name: 'Q4' }]);
    expect(google.files.get(id)).toMatchObject({ mimeType: FOLDER_MIME, parents: ['root'] });
    // "Fields" is not among folder create's options: Drive answers `id, name`.
    const nested = await run({ resource: 'folder', name: 'Sub', options: { parents: [id], fields: ['*'] } });
    expect(google.files.get(String(nested.json?.[0]?.['id']))).toMatchObject({ name: 'Sub', parents: [id], mimeType: FOLDER_MIME });
    expect(Object.keys(nested.json?.[0] ?? {})).toEqual(['id', 'name']);

    const shared = await run({
      resource: 'folder',
      operation: 'share',
      fileId: rl(`https://drive.google.com/drive/folders/${id}`, 'url'),
      permissionsUi: { permissionsValues: { role: 'writer', type: 'anyone' } },
    });
    expect(shared.json?.[0]).toMatchObject({ role: 'writer', type: 'anyone' });
    expect((await run({ resource: 'folder', operation: 'delete', fileId: id })).json).toEqual([{ fileId: id, success: true }]);
    expect(google.files.has(id)).toBe(false);
    expect((await run({ resource: 'folder', operation: 'delete', fileId: '' })).error?.message).toBe('Choose the folder ("Folder")');
  });
});

describe('Google Drive 1 and 2: shared drives', () => {
  it('creates, gets, updates, lists and deletes shared drives', async () => {
    const created = await run({ resource: 'drive', name: 'Projects', options: { hidden: true, restrictions: { domainUsersOnly: true } } });
    expect(created.json).toEqual([
      { kind: 'drive#drive', id: 'drive-1', name: 'Projects', hidden: true, restrictions: { domainUsersOnly: true } },
    ]);
    expect(created.calls[0]!.query['requestId']).toMatch(/^[0-9a-f-]{36}$/);
    // Each run asks with a new request ID, so the same drive can be created again.
    expect((await run({ resource: 'drive', name: 'Projects' })).json?.[0]?.['id']).toBe('drive-2');

    const got = await run({ resource: 'drive', operation: 'get', driveId: rl('drive-1'), options: { useDomainAdminAccess: true } });
    expect(got.json?.[0]).toMatchObject({ id: 'drive-1', name: 'Projects' });
    expect(got.calls[0]!.query).toEqual({ useDomainAdminAccess: 'true' });
    const updated = await run({
      resource: 'drive',
      operation: 'update',
      driveId: 'drive-1',
      options: { name: 'Archive', colorRgb: '#ff0000' },
    });
    expect(updated.json?.[0]).toMatchObject({ id: 'drive-1', name: 'Archive', colorRgb: '#ff0000' });

    const listed = await run({ resource: 'drive', operation: 'list', limit: 2 });
    expect(listed.json?.map((drive) => drive['name'])).toEqual(['Team Drive', 'Archive']);
    for (let n = 0; n < 150; n++) google.drives.push({ id: `bulk-${n}`, name: `Bulk ${n}` });
    const all = await run({ resource: 'drive', operation: 'list', returnAll: true });
    expect(all.json).toHaveLength(153);
    expect(all.calls.map((call) => call.query['pageToken'] ?? 'first')).toEqual(['first', '100']);
    const named = await run({ resource: 'drive', operation: 'list', options: { q: "name contains 'Archive'" } });
    expect(named.json?.map((drive) => drive['id'])).toEqual(['drive-1']);

    expect((await run({ resource: 'drive', operation: 'delete', driveId: rl('drive-1') })).json).toEqual([{ success: true }]);
    expect(google.drives.some((drive) => drive.id === 'drive-1')).toBe(false);
    const missing = await run({ resource: 'drive', operation: 'get', driveId: 'drive-1' });
    expect(missing.error?.message).toBe('Shared drive not found: drive-1');
  });
});

describe('Google Drive 1 and 2: authentication', () => {
  it('signs in by service account in version 1 and by OAuth2 in version 2 unless told otherwise', async () => {
    const list = { operation: 'list', useQueryString: true, queryString: "name = 'Notes'" };
    expect((await run(list, { version: 1, credentials: 'sa' })).json).toEqual([{ id: 'doc-1', name: 'Notes' }]);
    expect((await run(list, { version: 2, credentials: 'oauth' })).json).toEqual([{ id: 'doc-1', name: 'Notes' }]);
    // Without "Authentication", version 1 wants the service account credential, 2 the OAuth2 one.
    expect((await run(list, { version: 1, credentials: 'oauth' })).error?.message).toMatch(/googleApi/);
    expect((await run(list, { version: 2, credentials: 'sa' })).error?.message).toMatch(/googleDriveOAuth2Api/);
    expect((await run({ ...list, authentication: 'oAuth2' }, { version: 1, credentials: 'oauth' })).json).toHaveLength(1);
    expect((await run({ ...list, authentication: 'serviceAccount' }, { version: 2, credentials: 'sa' })).json).toHaveLength(1);
  });
});

describe('Google Drive 1 and 2: lists', () => {
  const context = (version: number, credentials: 'sa' | 'oauth') => {
    const driveNode = node(
      'Drive',
      'googleDrive',
      {},
      {
        typeVersion: version,
        credentials: credentials === 'sa' ? { googleApi: { id: 'sa', name: 'SA' } } : { googleDriveOAuth2Api: { id: 'g', name: 'G' } },
      },
    );
    return loadOptionsContextFor(driveNode, () => credentialData(credentials === 'sa' ? 'sa' : 'g'));
  };
  const lists = googleDriveV1Node.methods!.listSearch!;

  it('lists files, folders and shared drives signed in as the version signs in', async () => {
    expect((await lists['fileSearch']!.call(context(1, 'sa'), 'report')).results.map((r) => r.value)).toEqual(['file-1']);
    expect((await lists['folderSearch']!.call(context(2, 'oauth'))).results.map((r) => r.value)).toEqual(['folder-a']);
    expect((await lists['driveSearch']!.call(context(1, 'sa'))).results.map((r) => r.name)).toEqual(['Team Drive']);
    await expect(lists['fileSearch']!.call(context(2, 'sa'))).rejects.toThrow(/googleDriveOAuth2Api/);
  });
});
