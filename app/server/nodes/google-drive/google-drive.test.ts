/**
 * Google Drive 3 against the local Google stand-in's Drive v3 (shared/google/testing):
 * uploads in one request and in a resumable session of chunks, a multipart text file,
 * downloads as binary data, copy, move, share, trash and delete, search by name or query
 * with paging, folders, the resource-locator lists and Drive's errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { FOLDER_MIME, startGoogleApiServer, type GoogleApiServer } from '../shared/google/testing/google-api-server';
import { RESUMABLE_THRESHOLD, UPLOAD_CHUNK } from './drive-client';
import { driveSearchWithDefault, fileSearch, folderSearch } from './methods';

const credentialTypes = new CredentialTypeRegistry();
let google: GoogleApiServer;
beforeAll(async () => {
  google = await startGoogleApiServer({ accessTokens: ['drive-token'] });
});
afterAll(() => google.close());
beforeEach(() => {
  google.files.clear();
  google.books.clear();
  google.files.set('folder-a', { id: 'folder-a', name: 'Invoices', mimeType: FOLDER_MIME, parents: ['root'] });
  google.files.set('folder-b', { id: 'folder-b', name: 'Archive', mimeType: FOLDER_MIME, parents: ['root'] });
  google.files.set('file-1', {
    id: 'file-1',
    name: 'report.csv',
    mimeType: 'text/csv',
    parents: ['folder-a'],
    content: Buffer.from('a,b\n1,2\n'),
  });
  google.files.set('doc-1', { id: 'doc-1', name: 'Notes', mimeType: 'application/vnd.google-apps.document', parents: ['root'] });
});

const rl = (value: string, mode = 'list') => ({ __rl: true, mode, value });
const credential = () => ({ baseUrl: google.url, oauthTokenData: { access_token: 'drive-token' } });

async function run(parameters: INodeParameters, items: INodeExecutionData[] = [{ json: {} }]) {
  const before = google.calls.length;
  const result = await runTestWorkflow(
    {
      nodes: [
        node('Input', 'manualTrigger'),
        node('Drive', 'googleDrive', parameters, { typeVersion: 3, credentials: { googleDriveOAuth2Api: { id: 'd', name: 'D' } } }),
      ],
      connections: connect(['Input', 'Drive']),
    },
    {
      pinData: { Input: items },
      services: { credentialType: (name) => credentialTypes.get(name), loadCredential: async () => credential() },
    },
  );
  const runs = result.data.resultData.runData['Drive'];
  return {
    json: outputJson(result, 'Drive') as IDataObject[] | undefined,
    items: runs?.at(-1)?.data?.main?.[0] ?? [],
    calls: google.calls.slice(before),
    error: result.data.resultData.error,
  };
}

const binaryItem = (content: Buffer, fileName: string, mimeType: string): INodeExecutionData => ({
  json: { n: 1 },
  binary: { data: { data: content.toString('base64'), fileName, mimeType } },
});

describe('Google Drive 3 (n8n-nodes-base.googleDrive)', () => {
  it('uploads a file into a folder, named from the binary data, and answers its short form', async () => {
    const uploaded = await run({ inputDataFieldName: 'data', name: '', folderId: rl('folder-a') }, [
      binaryItem(Buffer.from('hello'), 'hello.txt', 'text/plain'),
    ]);
    expect(uploaded.error).toBeUndefined();
    const id = String(uploaded.json?.[0]?.['id']);
    expect(uploaded.json).toEqual([{ kind: 'drive#file', id, name: 'hello.txt', mimeType: 'text/plain' }]);
    expect(google.files.get(id)).toMatchObject({ name: 'hello.txt', parents: ['folder-a'], content: Buffer.from('hello') });
    expect(
      uploaded.calls.map((call) => `${call.method} ${call.path} ${call.query['uploadType'] ?? call.query['addParents'] ?? ''}`),
    ).toEqual(['POST /upload/drive/v3/files media', `PATCH /drive/v3/files/${id} folder-a`]);
  });

  it('uploads a large file through a resumable session, chunk by chunk', async () => {
    const content = Buffer.alloc(RESUMABLE_THRESHOLD + UPLOAD_CHUNK + 10, 7);
    const uploaded = await run({ name: 'big.bin', options: { simplifyOutput: false } }, [
      binaryItem(content, 'x.bin', 'application/octet-stream'),
    ]);
    expect(uploaded.error).toBeUndefined();
    const file = google.files.get(String(uploaded.json?.[0]?.['id']))!;
    expect(file.name).toBe('big.bin');
    expect(file.content?.equals(content)).toBe(true);
    const puts = uploaded.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(Math.ceil(content.length / UPLOAD_CHUNK));
    expect(uploaded.json?.[0]).toMatchObject({ parents: ['root'], size: String(content.length) });
  });

  it('creates a text file in one multipart request, and downloads a file as binary data', async () => {
    const created = await run({ operation: 'createFromText', content: 'Dear Ada', name: 'letter.txt', folderId: rl('folder-b') });
    const id = String(created.json?.[0]?.['id']);
    expect(google.files.get(id)).toMatchObject({
      name: 'letter.txt',
      mimeType: 'text/plain',
      parents: ['folder-b'],
      content: Buffer.from('Dear Ada'),
    });
    expect(created.calls[0]).toMatchObject({ method: 'POST', path: '/upload/drive/v3/files', query: { uploadType: 'multipart' } });

    const downloaded = await run({ operation: 'download', fileId: rl('file-1'), options: { binaryPropertyName: 'report' } }, [
      { json: { keep: true } },
    ]);
    expect(downloaded.json).toEqual([{ keep: true }]);
    const binary = downloaded.items[0]!.binary!['report']!;
    expect(binary).toMatchObject({ fileName: 'report.csv', mimeType: 'text/csv', fileSize: '8 B' });
    // The downloaded bytes go back up unchanged.
    const again = await run({ inputDataFieldName: 'report' }, [downloaded.items[0]!]);
    expect(google.files.get(String(again.json?.[0]?.['id']))?.content?.toString()).toBe('a,b\n1,2\n');
    const doc = await run({ operation: 'download', fileId: rl('doc-1', 'id') });
    expect(doc.error?.message).toBe('Only files with binary content can be downloaded. Use Export with Docs Editors files.');
  });

  it('updates a file: new content from binary data, a new name, the fields asked for', async () => {
    const updated = await run(
      {
        operation: 'update',
        fileId: rl('file-1'),
        changeFileContent: true,
        newUpdatedFileName: 'report-v2.csv',
        options: { fields: ['id', 'name', 'size'] },
      },
      [binaryItem(Buffer.from('a,b\n3,4\n5,6\n'), 'new.csv', 'text/csv')],
    );
    expect(updated.json).toEqual([{ id: 'file-1', name: 'report-v2.csv', size: '12' }]);
    expect(google.files.get('file-1')?.content?.toString()).toBe('a,b\n3,4\n5,6\n');
    expect(updated.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /upload/drive/v3/files/file-1',
      'PATCH /drive/v3/files/file-1',
    ]);
    await run({ operation: 'update', fileId: rl('file-1'), options: { trashed: true } });
    expect(google.files.get('file-1')?.trashed).toBe(true);
  });

  it('copies, moves, shares and deletes (to the bin, or for good) files', async () => {
    const copied = await run({
      operation: 'copy',
      fileId: rl('https://drive.google.com/file/d/file-1/view', 'url'),
      sameFolder: false,
      folderId: rl('folder-b'),
    });
    const copyId = String(copied.json?.[0]?.['id']);
    expect(copied.json?.[0]).toMatchObject({ name: 'Copy of report.csv' });
    expect(google.files.get(copyId)).toMatchObject({ parents: ['folder-b'], content: Buffer.from('a,b\n1,2\n') });

    await run({ operation: 'move', fileId: rl('file-1'), folderId: rl('folder-b') });
    expect(google.files.get('file-1')!.parents).toEqual(['folder-b']);

    const shared = await run({
      operation: 'share',
      fileId: rl('file-1'),
      permissionsUi: { permissionsValues: { role: 'reader', type: 'user', emailAddress: 'bob@x.test' } },
      options: { sendNotificationEmail: false },
    });
    expect(shared.json).toEqual([{ kind: 'drive#permission', id: 'perm-1', role: 'reader', type: 'user', emailAddress: 'bob@x.test' }]);
    expect(shared.calls[0]!.query).toMatchObject({ sendNotificationEmail: 'false' });

    expect((await run({ operation: 'deleteFile', fileId: rl('file-1') })).json).toEqual([{ id: 'file-1', success: true }]);
    expect(google.files.get('file-1')!.trashed).toBe(true);
    await run({ operation: 'deleteFile', fileId: rl(copyId), options: { deletePermanently: true } });
    expect(google.files.has(copyId)).toBe(false);
    const missing = await run({ operation: 'move', fileId: rl('nope', 'id') });
    expect(missing.error?.message).toBe('File not found: nope.');
    const unset = await run({ operation: 'download', fileId: rl('') });
    expect(unset.error?.message).toBe('Choose the file ("File")');
    expect(unset.calls).toEqual([]);
  });

  it('searches by name or query, within a folder, by type, up to a limit or every page', async () => {
    const byName = await run({ resource: 'fileFolder', queryString: 'REPORT' });
    expect(byName.json).toEqual([{ id: 'file-1', name: 'report.csv' }]);
    expect(byName.calls[0]!.query['q']).toBe("name contains 'REPORT' and trashed = false");
    const folders = await run({
      resource: 'fileFolder',
      queryString: '',
      filter: { whatToSearch: 'folders' },
      options: { fields: ['id', 'mimeType'] },
    });
    expect(folders.json).toEqual([
      { id: 'folder-a', mimeType: FOLDER_MIME },
      { id: 'folder-b', mimeType: FOLDER_MIME },
    ]);
    const inFolder = await run({ resource: 'fileFolder', queryString: '', filter: { folderId: rl('folder-a') } });
    expect(inFolder.json).toEqual([{ id: 'file-1', name: 'report.csv' }]);
    const docs = await run({
      resource: 'fileFolder',
      searchMethod: 'query',
      queryString: "not name contains 'x'",
      filter: { fileTypes: ['application/vnd.google-apps.document', 'text/csv'] },
    });
    expect(docs.json?.map((file) => file['id'])).toEqual(['file-1', 'doc-1']);
    const bad = await run({ resource: 'fileFolder', searchMethod: 'query', queryString: 'name ~~ 1' });
    expect(bad.error?.message).toBe('Invalid Value');

    for (let n = 0; n < 1005; n++) google.files.set(`bulk-${n}`, { id: `bulk-${n}`, name: `bulk ${n}`, mimeType: 'text/plain' });
    expect((await run({ resource: 'fileFolder', queryString: 'bulk', limit: 3 })).json).toHaveLength(3);
    const all = await run({ resource: 'fileFolder', queryString: 'bulk', returnAll: true });
    expect(all.json).toHaveLength(1005);
    expect(all.calls.map((call) => call.query['pageToken'] ?? 'first')).toEqual(['first', '1000']);
  });

  it('creates, shares and deletes folders', async () => {
    const created = await run({ resource: 'folder', name: 'Q4', folderId: rl('folder-a') });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json).toEqual([{ kind: 'drive#file', id, name: 'Q4', mimeType: FOLDER_MIME }]);
    expect(google.files.get(id)!.parents).toEqual(['folder-a']);
    const shared = await run({
      resource: 'folder',
      operation: 'share',
      folderNoRootId: rl(id),
      permissionsUi: { permissionsValues: { role: 'writer', type: 'anyone' } },
    });
    expect(shared.json?.[0]).toMatchObject({ role: 'writer', type: 'anyone' });
    expect(
      (await run({ resource: 'folder', operation: 'deleteFolder', folderNoRootId: rl(id), options: { deletePermanently: true } })).json,
    ).toEqual([{ id, success: true }]);
    expect(google.files.has(id)).toBe(false);
  });
});

describe('Google Drive lists', () => {
  const context = () => {
    const driveNode: INode = { ...node('Drive', 'googleDrive', {}), credentials: { googleDriveOAuth2Api: { id: 'd', name: 'D' } } };
    return loadOptionsContextFor(driveNode, credential);
  };

  it('lists files and folders by name (paged) and the drives with My Drive first', async () => {
    expect((await fileSearch.call(context())).results.map((r) => r.value)).toEqual(['file-1', 'doc-1']);
    expect((await folderSearch.call(context(), 'inv')).results).toEqual([
      { name: 'Invoices', value: 'folder-a', url: 'https://drive.google.com/drive/folders/folder-a' },
    ]);
    for (let n = 0; n < 55; n++) google.files.set(`f-${n}`, { id: `f-${n}`, name: `scan ${n}`, mimeType: 'image/png' });
    const first = await fileSearch.call(context(), 'scan');
    expect(first.results).toHaveLength(50);
    expect((await fileSearch.call(context(), 'scan', String(first.paginationToken))).results).toHaveLength(5);
    expect((await driveSearchWithDefault.call(context())).results.map((r) => r.name)).toEqual(['My Drive', 'Team Drive']);
    expect((await driveSearchWithDefault.call(context(), 'team')).results.map((r) => r.name)).toEqual(['Team Drive']);
  });
});
