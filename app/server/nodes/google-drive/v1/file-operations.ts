/**
 * Google Drive 1 and 2: the file and folder operations, one item at a time, sent and
 * answered as n8n's version 1 sends and answers them. Drive answers the `fields` of
 * "Options" (`id, name` when none is chosen) on copy's body, list, update and folder
 * create; upload answers the file's short form, or all of it with "Resolve Data"; delete
 * removes for good and answers `{ fileId, success: true }`.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import type { GoogleSession } from '../../shared/google/google-request';
import { locatorValue } from '../../shared/google/locator';
import { ALL_DRIVES, download, FOLDER_MIME, getFile, patchFile, uploadContent } from '../drive-client';
import { DOCX, ODS, PPTX } from './description-options';
import { FILE_URL, FOLDER_URL } from './description';

export interface V1Run {
  fn: IExecuteFunctions;
  session: GoogleSession;
  i: number;
}

export const param = ({ fn, i }: V1Run, name: string, fallback?: unknown) => fn.getNodeParameter(name, i, fallback);
export const optionsOf = (run: V1Run) => (param(run, 'options', {}) ?? {}) as IDataObject;

/** The `fields` Drive is asked for: `id, name` unless "Fields" says otherwise. */
function queryFields(run: V1Run): string {
  const fields = optionsOf(run)['fields'] as string[] | undefined;
  if (!Array.isArray(fields)) return 'id, name';
  return fields.includes('*') ? '*' : fields.join(', ');
}

/** The file (or folder) ID from `fileId`: a plain string as older workflows keep it, or a locator. */
function fileIdOf(run: V1Run, resource: string): string {
  const id = locatorValue(param(run, 'fileId', ''), resource === 'folder' ? FOLDER_URL : FILE_URL);
  if (id === '')
    throw new NodeOperationError(run.fn.getNode(), `Choose the ${resource} ("${resource === 'folder' ? 'Folder' : 'File'}")`, {
      itemIndex: run.i,
    });
  return id;
}

const filePath = (id: string, suffix = '') => `/drive/v3/files/${encodeURIComponent(id)}${suffix}`;

async function copy(run: V1Run): Promise<IDataObject> {
  const chosen = optionsOf(run);
  // n8n sends `fields` in the body, where Drive does not read it: the copy answers its short form.
  const body: IDataObject = { fields: queryFields(run) };
  for (const key of ['name', 'parents']) if (chosen[key] !== undefined) body[key] = chosen[key];
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: filePath(fileIdOf(run, 'file'), '/copy'),
    body,
    qs: ALL_DRIVES,
  })) as IDataObject;
}

/** The export format n8n picks for a Google file type (Docs, Slides, Sheets; Drawings otherwise). */
function exportFormat(run: V1Run, mimeType: string): string {
  const conversion = (((optionsOf(run)['googleFileConversion'] ?? {}) as IDataObject)['conversion'] ?? {}) as IDataObject;
  const type = mimeType.split('.')[2];
  if (type === 'document') return String(conversion['docsToFormat'] ?? DOCX);
  if (type === 'presentation') return String(conversion['slidesToFormat'] ?? PPTX);
  if (type === 'spreadsheet') return String(conversion['sheetsToFormat'] ?? ODS);
  return String(conversion['drawingsToFormat'] ?? 'image/jpeg');
}

/** The item with the file (a Google file exported) in `binaryPropertyName`; its json kept. */
export async function downloadFile(run: V1Run): Promise<INodeExecutionData> {
  const id = fileIdOf(run, 'file');
  const file = await getFile(run.session, id, 'mimeType,name');
  const mimeType = String(file['mimeType'] ?? '');
  const response = mimeType.includes('vnd.google-apps')
    ? ((await run.session.request({
        method: 'GET',
        service: 'drive',
        path: filePath(id, '/export'),
        qs: { mimeType: exportFormat(run, mimeType) },
        encoding: 'arraybuffer',
        full: true,
      })) as Awaited<ReturnType<typeof download>>)
    : await download(run.session, id);
  const item = run.fn.getInputData()[run.i]!;
  const fileName = (optionsOf(run)['fileName'] as string | undefined) ?? String(file['name'] ?? '');
  const type = String(response.headers['content-type'] ?? mimeType);
  const data = await run.fn.helpers.prepareBinaryData(response.body as Buffer, fileName, type);
  return { json: item.json, binary: { ...item.binary, [String(param(run, 'binaryPropertyName', 'data'))]: data } };
}

/** n8n's query from the filters: names or'ed, MIME types or'ed, the two and'ed (no parentheses, as n8n writes it). */
function filterQuery(filters: IDataObject): string {
  const names = ((filters['name'] ?? []) as IDataObject[]).map((filter) => {
    const operation = { is: '=', isNot: '!=' }[String(filter['operation'])] ?? String(filter['operation'] ?? 'contains');
    return `name ${operation} '${String(filter['value'] ?? '')}'`;
  });
  const types = ((filters['mimeType'] ?? []) as IDataObject[]).map(
    (filter) => `mimeType = '${String(filter['mimeType'] === 'custom' ? filter['customMimeType'] : filter['mimeType'])}'`,
  );
  return [names.join(' or '), types.join(' or ')].filter(Boolean).join(' and ');
}

/** One page of files (`limit` of them, newest change first). */
async function list(run: V1Run): Promise<IDataObject[]> {
  const spaces = (optionsOf(run)['spaces'] ?? []) as string[];
  const q =
    param(run, 'useQueryString', false) === true
      ? String(param(run, 'queryString', ''))
      : filterQuery((param(run, 'queryFilters', {}) ?? {}) as IDataObject);
  // n8n reads Corpora and Drive ID but never sends them; it asks for every drive's items.
  const page = (await run.session.request({
    method: 'GET',
    service: 'drive',
    path: '/drive/v3/files',
    qs: {
      pageSize: param(run, 'limit', 50),
      orderBy: 'modifiedTime',
      fields: `nextPageToken, files(${queryFields(run)})`,
      spaces: spaces.includes('*') ? 'appDataFolder, drive, photos' : spaces.join(', '),
      q,
      includeItemsFromAllDrives: true,
      ...ALL_DRIVES,
    },
  })) as IDataObject;
  return (page['files'] ?? []) as IDataObject[];
}

const keyValues = (entries: unknown): IDataObject =>
  Object.fromEntries(((entries ?? []) as IDataObject[]).map((entry) => [String(entry['key']), entry['value']]));

async function upload(run: V1Run): Promise<IDataObject> {
  let content: Buffer;
  let mimeType = 'text/plain';
  let originalFilename: string | undefined;
  if (param(run, 'binaryData', false) === true) {
    const field = String(param(run, 'binaryPropertyName', 'data'));
    const binary = run.fn.helpers.assertBinaryData(run.i, field);
    content = await run.fn.helpers.getBinaryDataBuffer(run.i, field);
    mimeType = binary.mimeType || 'application/octet-stream';
    originalFilename = binary.fileName;
  } else content = Buffer.from(String(param(run, 'fileContent', '')), 'utf8');
  const id = await uploadContent(run.session, content, mimeType);
  const body: IDataObject = { mimeType, name: String(param(run, 'name', '')), ...(originalFilename ? { originalFilename } : {}) };
  const chosen = optionsOf(run);
  const properties = keyValues(((chosen['propertiesUi'] ?? {}) as IDataObject)['propertyValues']);
  // As n8n: the app properties go only along with properties.
  if (Object.keys(properties).length > 0) {
    body['properties'] = properties;
    body['appProperties'] = keyValues(((chosen['appPropertiesUi'] ?? {}) as IDataObject)['appPropertyValues']);
  }
  const parents = (param(run, 'parents', []) ?? []) as string[];
  const file = await patchFile(run.session, id, body, { addParents: (Array.isArray(parents) ? parents : [parents]).join(',') });
  // n8n reads "Resolve Data" from the first item only.
  return run.fn.getNodeParameter('resolveData', 0, false) === true ? getFile(run.session, String(file['id']), '*') : file;
}

async function update(run: V1Run): Promise<IDataObject> {
  const changes = (param(run, 'updateFields', {}) ?? {}) as IDataObject;
  const body: IDataObject = {};
  if (changes['fileName']) body['name'] = changes['fileName'];
  if (Object.hasOwn(changes, 'trashed')) body['trashed'] = changes['trashed'];
  // Keep Revision Forever, OCR Language and Use Content As Indexable Text are not sent, as in n8n.
  const qs: IDataObject = { fields: queryFields(run), ...(changes['parentId'] ? { addParents: changes['parentId'] } : {}) };
  return patchFile(run.session, fileIdOf(run, 'file'), body, qs);
}

async function createFolder(run: V1Run): Promise<IDataObject> {
  const body = { name: String(param(run, 'name', '')), mimeType: FOLDER_MIME, parents: optionsOf(run)['parents'] || [] };
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: '/drive/v3/files',
    body,
    qs: { fields: queryFields(run), ...ALL_DRIVES },
  })) as IDataObject;
}

async function remove(run: V1Run, resource: string): Promise<IDataObject> {
  const fileId = fileIdOf(run, resource);
  await run.session.request({ method: 'DELETE', service: 'drive', path: filePath(fileId), qs: { supportsTeamDrives: true } });
  return { fileId, success: true };
}

async function share(run: V1Run, resource: string): Promise<IDataObject> {
  const fileId = fileIdOf(run, resource);
  const permission = ((param(run, 'permissionsUi', {}) ?? {}) as IDataObject)['permissionsValues'] as IDataObject | undefined;
  if (!permission?.['role'] || !permission['type'])
    throw new NodeOperationError(run.fn.getNode(), 'Choose the permission to add (role and type)', { itemIndex: run.i });
  return (await run.session.request({
    method: 'POST',
    service: 'drive',
    path: filePath(fileId, '/permissions'),
    body: permission,
    qs: { supportsTeamDrives: true, ...optionsOf(run) },
  })) as IDataObject;
}

/** Runs a file or folder operation (all but download) for one item. */
export async function runFileItem(run: V1Run, resource: string, operation: string): Promise<IDataObject | IDataObject[]> {
  switch (`${resource}:${operation}`) {
    case 'file:copy':
      return copy(run);
    case 'file:list':
      return list(run);
    case 'file:upload':
      return upload(run);
    case 'file:update':
      return update(run);
    case 'folder:create':
      return createFolder(run);
    case 'file:delete':
    case 'folder:delete':
      return remove(run, resource);
    case 'file:share':
    case 'folder:share':
      return share(run, resource);
    default:
      throw new NodeOperationError(run.fn.getNode(), `The operation "${operation}" of "${resource}" is not supported`, {
        itemIndex: run.i,
      });
  }
}
