/**
 * Drive v3 calls of the Google Drive node over a Google session: uploads (one request up
 * to {@link RESUMABLE_THRESHOLD} bytes, a resumable session in chunks above it), downloads
 * (`alt=media`), metadata changes, and every page of a file list (`nextPageToken`).
 */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions, ILoadOptionsFunctions, IN8nHttpFullResponse } from '../../engine/node-interface';
import { googleSession, type GoogleSession } from '../shared/google/google-request';
import { MY_DRIVE, ROOT_FOLDER } from './locator-properties';

export const DRIVE_SCOPES = ['https://www.googleapis.com/auth/drive', 'https://www.googleapis.com/auth/drive.file'];
export const FOLDER_MIME = 'application/vnd.google-apps.folder';

/** Files above this size go up in a resumable session (Google advises it from 5 MB). */
export const RESUMABLE_THRESHOLD = 5 * 1024 * 1024;
/** Chunk size of a resumable upload: a multiple of 256 KiB, as Google requires. */
export const UPLOAD_CHUNK = 8 * 256 * 1024;

/** Query parameters every call on files takes, so shared drives work too. */
export const ALL_DRIVES = { supportsAllDrives: true };

export function driveSession(fn: IExecuteFunctions | ILoadOptionsFunctions, authentication: string): Promise<GoogleSession> {
  return googleSession(fn, authentication, 'googleDriveOAuth2Api', DRIVE_SCOPES);
}

/** The parent of a new file: the folder, else the shared drive's root, else My Drive's. */
export function parentOf(folderId: string, driveId: string): string {
  if (folderId && folderId !== ROOT_FOLDER) return folderId;
  if (driveId && driveId !== MY_DRIVE) return driveId;
  return ROOT_FOLDER;
}

const filePath = (id: string) => `/drive/v3/files/${encodeURIComponent(id)}`;

export async function getFile(session: GoogleSession, id: string, fields: string): Promise<IDataObject> {
  return (await session.request({ method: 'GET', service: 'drive', path: filePath(id), qs: { ...ALL_DRIVES, fields } })) as IDataObject;
}

export async function patchFile(session: GoogleSession, id: string, body: IDataObject, qs: IDataObject = {}): Promise<IDataObject> {
  return (await session.request({
    method: 'PATCH',
    service: 'drive',
    path: filePath(id),
    body,
    qs: { ...ALL_DRIVES, ...qs },
  })) as IDataObject;
}

export async function download(session: GoogleSession, id: string): Promise<IN8nHttpFullResponse> {
  return (await session.request({
    method: 'GET',
    service: 'drive',
    path: filePath(id),
    qs: { ...ALL_DRIVES, alt: 'media' },
    encoding: 'arraybuffer',
    full: true,
  })) as IN8nHttpFullResponse;
}

/** Uploads the bytes; resolves with the new file's ID (named and placed afterwards by a PATCH). */
export async function uploadContent(session: GoogleSession, content: Buffer, mimeType: string): Promise<string> {
  if (content.length <= RESUMABLE_THRESHOLD) {
    const file = (await session.request({
      method: 'POST',
      service: 'drive',
      path: '/upload/drive/v3/files',
      qs: { uploadType: 'media', ...ALL_DRIVES },
      body: content,
      headers: { 'content-type': mimeType },
    })) as IDataObject;
    return String(file['id']);
  }
  const started = (await session.request({
    method: 'POST',
    service: 'drive',
    path: '/upload/drive/v3/files',
    qs: { uploadType: 'resumable', ...ALL_DRIVES },
    body: {},
    headers: { 'x-upload-content-type': mimeType, 'x-upload-content-length': String(content.length) },
    full: true,
  })) as IN8nHttpFullResponse;
  const location = String(started.headers['location'] ?? '');
  let file: IDataObject = {};
  for (let offset = 0; offset < content.length; offset += UPLOAD_CHUNK) {
    const chunk = content.subarray(offset, offset + UPLOAD_CHUNK);
    // Google answers 308 (Resume Incomplete) to every chunk but the last.
    file = (await session.request({
      method: 'PUT',
      service: 'drive',
      path: location,
      body: chunk,
      headers: { 'content-range': `bytes ${offset}-${offset + chunk.length - 1}/${content.length}`, 'content-type': mimeType },
      acceptStatus: [308],
    })) as IDataObject;
  }
  return String(file['id']);
}

/** Every file `qs` lists, page after page, or the first `limit`. */
export async function listFiles(session: GoogleSession, qs: IDataObject, limit?: number): Promise<IDataObject[]> {
  const files: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await session.request({
      method: 'GET',
      service: 'drive',
      path: '/drive/v3/files',
      qs: { ...qs, pageSize: limit ?? 1000, ...(pageToken ? { pageToken } : {}) },
    })) as IDataObject;
    files.push(...((page['files'] ?? []) as IDataObject[]));
    pageToken = typeof page['nextPageToken'] === 'string' ? page['nextPageToken'] : undefined;
  } while (pageToken && (limit === undefined || files.length < limit));
  return limit === undefined ? files : files.slice(0, limit);
}
