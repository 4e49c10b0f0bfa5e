/**
 * The Google Drive 3 operations, one item at a time, outputs as n8n's: the file Drive
 * answers (upload, create from text, copy, move, folder create; short form unless "Simplify
 * Output" is off), the item with the file as binary data (download), the new permission
 * (share), `{ id, success: true }` (delete), the files found (search).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import type { GoogleSession } from '../shared/google/google-request';
import { locatorValue } from '../shared/google/locator';
import { ALL_DRIVES, download, FOLDER_MIME, getFile, listFiles, parentOf, patchFile, uploadContent } from './drive-client';
import { FOLDER_URL, MY_DRIVE, ROOT_FOLDER } from './locator-properties';

const FILE_URL = 'https:\\/\\/(?:drive|docs)\\.google\\.com\\/\\w+\\/d\\/([0-9a-zA-Z\\-_]+)(?:\\/.*|)';

interface Run {
  fn: IExecuteFunctions;
  session: GoogleSession;
  i: number;
}

const param = ({ fn, i }: Run, name: string, fallback?: unknown) => fn.getNodeParameter(name, i, fallback);
const options = (run: Run) => (param(run, 'options', {}) ?? {}) as IDataObject;
/** A required locator's value, refused when empty rather than sent as an empty path segment. */
function required(run: Run, value: string, label: string): string {
  if (value === '') throw new NodeOperationError(run.fn.getNode(), `Choose the ${label}`, { itemIndex: run.i });
  return value;
}
const fileIdOf = (run: Run) => required(run, locatorValue(param(run, 'fileId', ''), FILE_URL), 'file ("File")');
const folderIdOf = (run: Run, name = 'folderId') => locatorValue(param(run, name, ROOT_FOLDER), FOLDER_URL);
const driveIdOf = (run: Run) => locatorValue(param(run, 'driveId', MY_DRIVE), FOLDER_URL);
const parent = (run: Run) => parentOf(folderIdOf(run), driveIdOf(run));
/** `fields` for Drive: its short form when simplified, everything otherwise. */
const fieldsQs = (run: Run): IDataObject => (options(run)['simplifyOutput'] === false ? { fields: '*' } : {});

async function upload(run: Run): Promise<IDataObject> {
  const field = String(param(run, 'inputDataFieldName', 'data'));
  const binary = run.fn.helpers.assertBinaryData(run.i, field);
  const content = await run.fn.helpers.getBinaryDataBuffer(run.i, field);
  const mimeType = binary.mimeType || 'application/octet-stream';
  const id = await uploadContent(run.session, content, mimeType);
  const name = String(param(run, 'name', '') || binary.fileName || 'Untitled');
  return patchFile(
    run.session,
    id,
    { name, mimeType, originalFilename: binary.fileName ?? name },
    { addParents: parent(run), ...fieldsQs(run) },
  );
}

async function update(run: Run): Promise<IDataObject> {
  const id = fileIdOf(run);
  const body: IDataObject = {};
  if (param(run, 'changeFileContent', false) === true) {
    const field = String(param(run, 'inputDataFieldName', 'data'));
    const binary = run.fn.helpers.assertBinaryData(run.i, field);
    body['mimeType'] = binary.mimeType || 'application/octet-stream';
    await run.session.request({
      method: 'PATCH',
      service: 'drive',
      path: `/upload/drive/v3/files/${encodeURIComponent(id)}`,
      qs: { uploadType: 'media', ...ALL_DRIVES },
      body: await run.fn.helpers.getBinaryDataBuffer(run.i, field),
      headers: { 'content-type': String(body['mimeType']) },
    });
  }
  const name = String(param(run, 'newUpdatedFileName', ''));
  if (name) body['name'] = name;
  const chosen = options(run);
  if (chosen['trashed'] === true) body['trashed'] = true;
  const fields = ((chosen['fields'] ?? []) as string[]).filter(Boolean);
  return patchFile(run.session, id, body, fields.length > 0 ? { fields: fields.includes('*') ? '*' : fields.join(',') } : {});
}

async function createFromText(run: Run): Promise<IDataObject> {
  const boundary = `switchyard-${Date.now().toString(36)}`;
  const metadata = { name: String(param(run, 'name', '') || 'Untitled'), mimeType: 'text/plain', parents: [parent(run)] };
  const body = Buffer.from(
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
      `--${boundary}\r\nContent-Type: text/plain\r\n\r\n${String(param(run, 'content', ''))}\r\n--${boundary}--`,
  );
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: '/upload/drive/v3/files',
    qs: { uploadType: 'multipart', ...ALL_DRIVES, ...fieldsQs(run) },
    body,
    headers: { 'content-type': `multipart/related; boundary=${boundary}` },
  })) as IDataObject;
}

async function downloadFile(run: Run): Promise<INodeExecutionData> {
  const id = fileIdOf(run);
  const file = await getFile(run.session, id, 'mimeType,name');
  const response = await download(run.session, id);
  const chosen = options(run);
  const item = run.fn.getInputData()[run.i]!;
  const type = String(response.headers['content-type'] ?? file['mimeType'] ?? 'application/octet-stream');
  const data = await run.fn.helpers.prepareBinaryData(response.body as Buffer, String(chosen['fileName'] || file['name'] || id), type);
  return { json: item.json, binary: { ...item.binary, [String(chosen['binaryPropertyName'] || 'data')]: data } };
}

async function copy(run: Run): Promise<IDataObject> {
  const id = fileIdOf(run);
  const chosen = options(run);
  const body: IDataObject = { ...chosen };
  const name = String(param(run, 'name', ''));
  if (name) body['name'] = name;
  else body['name'] = `Copy of ${String((await getFile(run.session, id, 'name'))['name'])}`;
  if (param(run, 'sameFolder', true) === false) body['parents'] = [parent(run)];
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: `/drive/v3/files/${encodeURIComponent(id)}/copy`,
    body,
    qs: ALL_DRIVES,
  })) as IDataObject;
}

async function move(run: Run): Promise<IDataObject> {
  const id = fileIdOf(run);
  const current = ((await getFile(run.session, id, 'parents'))['parents'] ?? []) as string[];
  return patchFile(run.session, id, {}, { addParents: parent(run), removeParents: current.join(',') });
}

async function share(run: Run, locator: string): Promise<IDataObject> {
  const id = locator === 'fileId' ? fileIdOf(run) : required(run, folderIdOf(run, locator), 'folder ("Folder")');
  const permission = ((param(run, 'permissionsUi', {}) ?? {}) as IDataObject)['permissionsValues'] as IDataObject | undefined;
  if (!permission?.['role'] || !permission['type'])
    throw new NodeOperationError(run.fn.getNode(), 'Choose the permission to add (role and type)', { itemIndex: run.i });
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: `/drive/v3/files/${encodeURIComponent(id)}/permissions`,
    body: permission,
    qs: { ...ALL_DRIVES, ...options(run) },
  })) as IDataObject;
}

async function remove(run: Run, id: string): Promise<IDataObject> {
  if (options(run)['deletePermanently'] === true)
    await run.session.request({ method: 'DELETE', service: 'drive', path: `/drive/v3/files/${encodeURIComponent(id)}`, qs: ALL_DRIVES });
  else await patchFile(run.session, id, { trashed: true });
  return { id, success: true };
}

async function createFolder(run: Run): Promise<IDataObject> {
  const body: IDataObject = { name: String(param(run, 'name', '') || 'Untitled'), mimeType: FOLDER_MIME, parents: [parent(run)] };
  const colour = options(run)['folderColorRgb'];
  if (typeof colour === 'string' && colour) body['folderColorRgb'] = colour;
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: '/drive/v3/files',
    body,
    qs: { ...ALL_DRIVES, ...fieldsQs(run) },
  })) as IDataObject;
}

function searchQuery(run: Run): { q: string; driveId?: string } {
  const text = String(param(run, 'queryString', ''));
  const query = [
    param(run, 'searchMethod', 'name') === 'name' ? (text ? `name contains '${text.replace(/[\\']/g, (c) => `\\${c}`)}'` : '') : text,
  ];
  const filter = (param(run, 'filter', {}) ?? {}) as IDataObject;
  const folder = filter['folderId'] === undefined ? ROOT_FOLDER : locatorValue(filter['folderId'], FOLDER_URL);
  if (folder && folder !== ROOT_FOLDER) query.push(`'${folder}' in parents`);
  const what = filter['whatToSearch'] ?? 'all';
  if (what === 'folders') query.push(`mimeType = '${FOLDER_MIME}'`);
  if (what === 'files') query.push(`mimeType != '${FOLDER_MIME}'`);
  const types = ((filter['fileTypes'] ?? []) as string[]).filter((type) => type !== '*');
  if (what !== 'folders' && types.length > 0) query.push(`(${types.map((type) => `mimeType = '${type}'`).join(' or ')})`);
  if (filter['includeTrashed'] !== true) query.push('trashed = false');
  const drive = filter['driveId'] === undefined ? MY_DRIVE : locatorValue(filter['driveId'], FOLDER_URL);
  return { q: query.filter(Boolean).join(' and '), ...(drive && drive !== MY_DRIVE ? { driveId: drive } : {}) };
}

async function searchFiles(run: Run): Promise<IDataObject[]> {
  const { q, driveId } = searchQuery(run);
  const fields = ((options(run)['fields'] ?? []) as string[]).filter(Boolean);
  const qs: IDataObject = {
    q,
    fields: `nextPageToken, files(${fields.includes('*') ? '*' : fields.length > 0 ? fields.join(', ') : 'id, name'})`,
    includeItemsFromAllDrives: true,
    ...ALL_DRIVES,
    spaces: 'appDataFolder, drive',
    corpora: driveId ? 'drive' : 'allDrives',
    ...(driveId ? { driveId } : {}),
  };
  return listFiles(run.session, qs, param(run, 'returnAll', false) === true ? undefined : Number(param(run, 'limit', 50)));
}

/** Runs `resource`/`operation` for one item. */
export async function runDriveItem(run: Run, resource: string, operation: string): Promise<INodeExecutionData[]> {
  const json = (value: IDataObject | IDataObject[]) => (Array.isArray(value) ? value : [value]).map((entry) => ({ json: entry }));
  const key = `${resource}:${operation}`;
  switch (key) {
    case 'file:upload':
      return json(await upload(run));
    case 'file:createFromText':
      return json(await createFromText(run));
    case 'file:download':
      return [await downloadFile(run)];
    case 'file:copy':
      return json(await copy(run));
    case 'file:move':
      return json(await move(run));
    case 'file:update':
      return json(await update(run));
    case 'file:share':
      return json(await share(run, 'fileId'));
    case 'file:deleteFile':
      return json(await remove(run, fileIdOf(run)));
    case 'fileFolder:search':
      return json(await searchFiles(run));
    case 'folder:create':
      return json(await createFolder(run));
    case 'folder:deleteFolder':
      return json(await remove(run, required(run, folderIdOf(run, 'folderNoRootId'), 'folder ("Folder")')));
    case 'folder:share':
      return json(await share(run, 'folderNoRootId'));
    default:
      throw new NodeOperationError(run.fn.getNode(), `The operation "${operation}" of "${resource}" is not supported`, {
        itemIndex: run.i,
      });
  }
}
