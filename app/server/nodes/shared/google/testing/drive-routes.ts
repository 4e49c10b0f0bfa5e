/**
 * The Drive v3 slice of the Google stand-in: files listed (`q`, `pageSize`, `pageToken`),
 * read (metadata, or the bytes with `alt=media`), created (metadata only: folders),
 * updated (`addParents` / `removeParents`, name, trashed), copied, deleted, shared
 * (`permissions`); uploads by `uploadType=media`, `multipart` (multipart/related) and
 * `resumable` (a session URL in `Location`, chunks by `Content-Range`, 308 until the last),
 * new content for a file (`PATCH` with `uploadType=media`); Google Docs, Sheets, Slides and
 * Drawings exported (`/export?mimeType=`, to the formats Drive offers for each);
 * shared drives (shared-drive-routes.ts). Errors in Google's shape.
 */
import { randomUUID } from 'node:crypto';
import type { IDataObject } from '@sdk/workflow';
import type { SeenRequest } from '../../../http-request/testing/local-server';
import { parseDriveQuery } from './drive-query';
import { sharedDriveRoute, type SharedDriveState } from './shared-drive-routes';

export const FOLDER_MIME = 'application/vnd.google-apps.folder';

const WEB_VIEW: Readonly<Record<string, (id: string) => string>> = {
  'application/vnd.google-apps.spreadsheet': (id) => `https://docs.google.com/spreadsheets/d/${id}/edit`,
  [FOLDER_MIME]: (id) => `https://drive.google.com/drive/folders/${id}`,
};

export interface StandInFile {
  id: string;
  name: string;
  mimeType: string;
  parents?: string[];
  trashed?: boolean;
  description?: string;
  content?: Buffer;
  permissions?: IDataObject[];
}

export interface DriveState extends SharedDriveState {
  files: Map<string, StandInFile>;
  uploads: Map<string, { metadata: IDataObject; mimeType: string; chunks: Buffer[]; received: number }>;
  url: string;
  /** Numbers new files (`file-1`, `file-2`, ...), so fixtures see fixed IDs. */
  created: { count: number };
}

export interface DriveAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const error = (status: number, reason: string, message: string): DriveAnswer => ({
  status,
  body: { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
});

const notFound = (id: string) => error(404, 'notFound', `File not found: ${id}.`);

const PDF = 'application/pdf';
/** The formats Drive exports each Google file type to. */
const EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'application/vnd.google-apps.document': [
    'text/html',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'application/rtf',
    'text/plain',
    PDF,
  ],
  'application/vnd.google-apps.spreadsheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/x-vnd.oasis.opendocument.spreadsheet',
    'text/csv',
    PDF,
  ],
  'application/vnd.google-apps.presentation': [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.presentation',
    'text/plain',
    PDF,
  ],
  'application/vnd.google-apps.drawing': ['image/jpeg', 'image/png', 'image/svg+xml', PDF],
};

/** A Google file exported: its name and the format, as the bytes (enough to tell exports apart). */
function exportFile(file: StandInFile, mimeType: string): DriveAnswer {
  if (!(EXPORTS[file.mimeType] ?? []).includes(mimeType)) return error(400, 'badRequest', 'The requested conversion is not supported.');
  return { status: 200, body: Buffer.from(`${file.name} exported as ${mimeType}`), headers: { 'content-type': mimeType } };
}

export function fileJson(file: StandInFile, fields?: string | null): IDataObject {
  const full: IDataObject = {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    parents: file.parents ?? ['root'],
    trashed: file.trashed === true,
    ...(file.description ? { description: file.description } : {}),
    ...(file.content ? { size: String(file.content.length) } : {}),
    webViewLink: WEB_VIEW[file.mimeType]?.(file.id) ?? `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`,
  };
  // Without `fields` Drive answers its short form.
  if (!fields) return { kind: full['kind'], id: full['id'], name: full['name'], mimeType: full['mimeType'] };
  if (fields === '*' || fields.includes('*')) return full;
  const wanted = fields
    .replace(/^.*files\(|\).*$/g, '')
    .split(',')
    .map((f) => f.trim());
  return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.includes(key)));
}

function list(state: DriveState, query: URLSearchParams): DriveAnswer {
  let predicate: ReturnType<typeof parseDriveQuery>;
  try {
    predicate = parseDriveQuery(query.get('q') ?? '');
  } catch {
    return error(400, 'invalid', 'Invalid Value');
  }
  const matching = [...state.files.values()].filter(predicate);
  const size = Math.min(Number(query.get('pageSize') ?? 100) || 100, 1000);
  const start = Number(query.get('pageToken') ?? 0) || 0;
  const fields = query.get('fields') ?? 'files(kind,id,name,mimeType)';
  return {
    status: 200,
    body: {
      kind: 'drive#fileList',
      files: matching.slice(start, start + size).map((file) => fileJson(file, fields)),
      ...(start + size < matching.length ? { nextPageToken: String(start + size) } : {}),
    },
  };
}

function applyMetadata(file: StandInFile, body: IDataObject, query: URLSearchParams): void {
  if (typeof body['name'] === 'string') file.name = body['name'];
  if (typeof body['mimeType'] === 'string' && !file.content) file.mimeType = body['mimeType'];
  if (typeof body['description'] === 'string') file.description = body['description'];
  if (typeof body['trashed'] === 'boolean') file.trashed = body['trashed'];
  const remove = (query.get('removeParents') ?? '').split(',').filter(Boolean);
  const add = (query.get('addParents') ?? '').split(',').filter(Boolean);
  // A new upload has no parent yet (Drive shows it in the root): its first parent replaces that.
  // A parent the file already has is kept once, as Drive keeps it.
  if (add.length > 0 || remove.length > 0)
    file.parents = [...new Set([...(file.parents ?? []).filter((p) => !remove.includes(p)), ...add])];
}

function newFile(state: DriveState, fields: Partial<StandInFile>): StandInFile {
  const file: StandInFile = {
    id: `file-${++state.created.count}`,
    name: 'Untitled',
    mimeType: 'application/octet-stream',
    ...fields,
  };
  state.files.set(file.id, file);
  return file;
}

/** A multipart/related body: the JSON metadata part, then the content part. */
function multipartParts(request: SeenRequest): { metadata: IDataObject; content: Buffer; mimeType: string } | undefined {
  const boundary = /boundary="?([^";]+)"?/.exec(String(request.headers['content-type'] ?? ''))?.[1];
  if (!boundary) return undefined;
  const text = request.body.toString('latin1');
  const parts = text.split(`--${boundary}`).slice(1, -1);
  const [meta, media] = parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    return { head: part.slice(0, split), body: part.slice(split + 4).replace(/\r\n$/, '') };
  });
  if (!meta || !media) return undefined;
  return {
    metadata: JSON.parse(Buffer.from(meta.body, 'latin1').toString('utf8')) as IDataObject,
    content: Buffer.from(media.body, 'latin1'),
    mimeType: /content-type:\s*([^\r\n]+)/i.exec(media.head)?.[1] ?? 'application/octet-stream',
  };
}

function upload(state: DriveState, request: SeenRequest, body: IDataObject): DriveAnswer {
  const type = request.query.get('uploadType');
  const contentType = String(request.headers['content-type'] ?? 'application/octet-stream');
  if (request.method === 'POST' && type === 'media')
    return { status: 200, body: fileJson(newFile(state, { content: request.body, mimeType: contentType })) };
  if (request.method === 'POST' && type === 'multipart') {
    const parts = multipartParts(request);
    if (!parts) return error(400, 'badContent', 'Bad multipart body');
    const file = newFile(state, {
      content: parts.content,
      mimeType: parts.mimeType,
      ...(typeof parts.metadata['name'] === 'string' ? { name: parts.metadata['name'] } : {}),
    });
    applyMetadata(
      file,
      parts.metadata,
      new URLSearchParams({ addParents: ((parts.metadata['parents'] as string[] | undefined) ?? []).join(',') }),
    );
    return { status: 200, body: fileJson(file) };
  }
  if (request.method === 'POST' && type === 'resumable') {
    const id = randomUUID();
    state.uploads.set(id, {
      metadata: body,
      mimeType: String(request.headers['x-upload-content-type'] ?? 'application/octet-stream'),
      chunks: [],
      received: 0,
    });
    return { status: 200, headers: { location: `${state.url}/upload/drive/v3/files?uploadType=resumable&upload_id=${id}` } };
  }
  const session = state.uploads.get(request.query.get('upload_id') ?? '');
  if (request.method === 'PUT' && session) {
    const range = /bytes (\d+)-(\d+)\/(\d+|\*)/.exec(String(request.headers['content-range'] ?? ''));
    if (!range || Number(range[1]) !== session.received) return error(400, 'badContent', 'Invalid Content-Range');
    session.chunks.push(request.body);
    session.received += request.body.length;
    if (range[3] === '*' || session.received < Number(range[3]))
      return { status: 308, headers: { range: `bytes=0-${session.received - 1}` } };
    state.uploads.delete(request.query.get('upload_id')!);
    const file = newFile(state, { content: Buffer.concat(session.chunks), mimeType: session.mimeType });
    applyMetadata(file, session.metadata, new URLSearchParams());
    return { status: 200, body: fileJson(file) };
  }
  return error(400, 'invalid', `Unsupported upload: ${request.method} uploadType=${type ?? ''}`);
}

/** A Drive route (`/drive/v3/...`, `/upload/drive/v3/...`). */
export function driveRoute(state: DriveState, request: SeenRequest, body: IDataObject): DriveAnswer {
  const { method, path, query } = request;
  if (path === '/upload/drive/v3/files') return upload(state, request, body);
  const replaced = /^\/upload\/drive\/v3\/files\/([^/]+)$/.exec(path);
  if (replaced && method === 'PATCH' && query.get('uploadType') === 'media') {
    const file = state.files.get(decodeURIComponent(replaced[1]!));
    if (!file) return notFound(decodeURIComponent(replaced[1]!));
    file.content = request.body;
    file.mimeType = String(request.headers['content-type'] ?? file.mimeType);
    return { status: 200, body: fileJson(file) };
  }
  const shared = sharedDriveRoute(state, request, body);
  if (shared) return shared;
  if (path === '/drive/v3/files' && method === 'GET') return list(state, query);
  if (path === '/drive/v3/files' && method === 'POST') {
    const file = newFile(state, {
      name: String(body['name'] ?? 'Untitled'),
      mimeType: String(body['mimeType'] ?? 'application/octet-stream'),
      // No parents (or an empty list) puts it in the root of My Drive.
      parents: ((body['parents'] as string[] | undefined) ?? []).length > 0 ? (body['parents'] as string[]) : ['root'],
    });
    return { status: 200, body: fileJson(file, query.get('fields')) };
  }
  const match = /^\/drive\/v3\/files\/([^/]+)(?:\/(copy|permissions|export))?$/.exec(path);
  const id = decodeURIComponent(match?.[1] ?? '');
  const file = state.files.get(id);
  if (!match) return error(404, 'notFound', `No route for ${method} ${path}`);
  if (!file) return notFound(id);
  if (match[2] === 'copy' && method === 'POST') {
    const { id: _original, ...copied } = file;
    const copy = newFile(state, {
      ...copied,
      name: String(body['name'] ?? `Copy of ${file.name}`),
      parents: (body['parents'] as string[] | undefined) ?? file.parents ?? ['root'],
      permissions: [],
    });
    return { status: 200, body: fileJson(copy, query.get('fields')) };
  }
  if (match[2] === 'permissions' && method === 'POST') {
    const permission = { kind: 'drive#permission', id: `perm-${(file.permissions ?? []).length + 1}`, ...body };
    file.permissions = [...(file.permissions ?? []), permission];
    return { status: 200, body: permission };
  }
  if (match[2] === 'export' && method === 'GET') return exportFile(file, query.get('mimeType') ?? '');
  if (method === 'GET' && query.get('alt') === 'media') {
    if (!file.content)
      return error(403, 'fileNotDownloadable', 'Only files with binary content can be downloaded. Use Export with Docs Editors files.');
    return { status: 200, body: file.content, headers: { 'content-type': file.mimeType } };
  }
  if (method === 'GET') return { status: 200, body: fileJson(file, query.get('fields')) };
  if (method === 'PATCH') {
    applyMetadata(file, body, query);
    return { status: 200, body: fileJson(file, query.get('fields')) };
  }
  if (method === 'DELETE') {
    state.files.delete(id);
    return { status: 204 };
  }
  return error(405, 'methodNotAllowed', 'Method not allowed');
}
