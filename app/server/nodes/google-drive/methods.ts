/**
 * The Google Drive node's resource-locator lists (n8n's method names): files and folders
 * by name (Drive's `q`, paged with its page token) and shared drives, "My Drive" first
 * where the node offers it.
 */
import type { IDataObject, INodeListSearchResult } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { ALL_DRIVES, driveSession, FOLDER_MIME } from './drive-client';
import { MY_DRIVE } from './locator-properties';

const PAGE_SIZE = 50;
const quoted = (text: string) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

async function search(
  fn: ILoadOptionsFunctions,
  clause: string,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  const session = await driveSession(fn, String(fn.getNodeParameter('authentication', 'oAuth2')));
  const q = [clause, 'trashed = false', ...(filter?.trim() ? [`name contains ${quoted(filter.trim())}`] : [])];
  const page = (await session.request({
    method: 'GET',
    service: 'drive',
    path: '/drive/v3/files',
    qs: {
      q: q.join(' and '),
      fields: 'nextPageToken, files(id, name, mimeType, webViewLink)',
      orderBy: 'name_natural',
      pageSize: PAGE_SIZE,
      includeItemsFromAllDrives: true,
      ...ALL_DRIVES,
      ...(paginationToken ? { pageToken: paginationToken } : {}),
    },
  })) as IDataObject;
  return {
    results: ((page['files'] ?? []) as IDataObject[]).map((file) => ({
      name: String(file['name']),
      value: String(file['id']),
      url: String(file['webViewLink'] ?? ''),
    })),
    ...(typeof page['nextPageToken'] === 'string' ? { paginationToken: page['nextPageToken'] } : {}),
  };
}

export function fileSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
  return search(this, `mimeType != '${FOLDER_MIME}'`, filter, paginationToken);
}

export function folderSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
  return search(this, `mimeType = '${FOLDER_MIME}'`, filter, paginationToken);
}

export async function driveSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const session = await driveSession(this, String(this.getNodeParameter('authentication', 'oAuth2')));
  const answer = (await session.request({
    method: 'GET',
    service: 'drive',
    path: '/drive/v3/drives',
    qs: { pageSize: 100 },
  })) as IDataObject;
  const wanted = (filter ?? '').trim().toLowerCase();
  return {
    results: ((answer['drives'] ?? []) as IDataObject[])
      .map((drive) => ({
        name: String(drive['name']),
        value: String(drive['id']),
        url: `https://drive.google.com/drive/folders/${String(drive['id'])}`,
      }))
      .filter((drive) => wanted === '' || drive.name.toLowerCase().includes(wanted)),
  };
}

export async function driveSearchWithDefault(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const shared = await driveSearch.call(this, filter);
  const mine = !filter?.trim() || MY_DRIVE.toLowerCase().includes(filter.trim().toLowerCase());
  return {
    results: [...(mine ? [{ name: MY_DRIVE, value: MY_DRIVE, url: 'https://drive.google.com/drive/my-drive' }] : []), ...shared.results],
  };
}
