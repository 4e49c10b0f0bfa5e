/**
 * Google Drive 1 and 2: shared drives (`/drive/v3/drives`) as n8n's version 1 handles them.
 * Create sends the name and "Options" with a fresh `requestId`; get and list send the
 * options as the query; update sends them as the body; delete answers `{ success: true }`;
 * list gives one page of `limit` drives, or every page (100 a page) with "Return All".
 */
import { randomUUID } from 'node:crypto';
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError } from '../../../engine/node-interface';
import { locatorValue } from '../../shared/google/locator';
import { FOLDER_URL } from './description';
import { optionsOf, param, type V1Run } from './file-operations';

const ALL_PAGE_SIZE = 100;

function driveIdOf(run: V1Run): string {
  const id = locatorValue(param(run, 'driveId', ''), FOLDER_URL);
  if (id === '') throw new NodeOperationError(run.fn.getNode(), 'Choose the drive ("Drive")', { itemIndex: run.i });
  return `/drive/v3/drives/${encodeURIComponent(id)}`;
}

async function list(run: V1Run): Promise<IDataObject[]> {
  const qs = optionsOf(run);
  const all = param(run, 'returnAll', false) === true;
  const drives: IDataObject[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await run.session.request({
      method: 'GET',
      service: 'drive',
      path: '/drive/v3/drives',
      qs: { ...qs, pageSize: all ? ALL_PAGE_SIZE : param(run, 'limit', 100), ...(pageToken ? { pageToken } : {}) },
    })) as IDataObject;
    drives.push(...((page['drives'] ?? []) as IDataObject[]));
    pageToken = all && typeof page['nextPageToken'] === 'string' ? page['nextPageToken'] : undefined;
  } while (pageToken);
  return drives;
}

/** Runs a shared-drive operation for one item. */
export async function runDriveItem(run: V1Run, operation: string): Promise<IDataObject | IDataObject[]> {
  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, extra: IDataObject) =>
    run.session.request({ method, service: 'drive', path, ...extra }) as Promise<IDataObject>;
  switch (operation) {
    case 'create':
      return request('POST', '/drive/v3/drives', {
        body: { name: String(param(run, 'name', '')), ...optionsOf(run) },
        qs: { requestId: randomUUID() },
      });
    case 'delete':
      await request('DELETE', driveIdOf(run), {});
      return { success: true };
    case 'get':
      return request('GET', driveIdOf(run), { qs: optionsOf(run) });
    case 'list':
      return list(run);
    case 'update':
      return request('PATCH', driveIdOf(run), { body: optionsOf(run) });
    default:
      throw new NodeOperationError(run.fn.getNode(), `The operation "${operation}" of "drive" is not supported`, { itemIndex: run.i });
  }
}
