/**
 * The shared drives (`/drive/v3/drives`) of the Google stand-in's Drive v3: created (a
 * `requestId` is required, and one already used is refused as Drive refuses it), read,
 * listed (`q` on the name as files' search language reads it, `pageSize`, `pageToken`),
 * updated and deleted. Errors in Google's shape.
 */
import type { IDataObject } from '@sdk/workflow';
import type { SeenRequest } from '../../../http-request/testing/local-server';
import { parseDriveQuery } from './drive-query';

export interface StandInDrive extends IDataObject {
  id: string;
  name: string;
}

export interface SharedDriveState {
  drives: StandInDrive[];
  /** The `requestId`s drives were created with. */
  driveRequests: Set<string>;
}

export interface SharedDriveAnswer {
  status: number;
  body?: unknown;
}

const error = (status: number, reason: string, message: string): SharedDriveAnswer => ({
  status,
  body: { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
});

const driveJson = (drive: StandInDrive): IDataObject => ({ kind: 'drive#drive', ...drive });

function list(state: SharedDriveState, query: URLSearchParams): SharedDriveAnswer {
  let predicate: ReturnType<typeof parseDriveQuery>;
  try {
    predicate = parseDriveQuery(query.get('q') ?? '');
  } catch {
    return error(400, 'invalid', 'Invalid Value');
  }
  const matching = state.drives.filter((drive) => predicate({ name: drive.name, mimeType: '' }));
  const size = Math.min(Number(query.get('pageSize') ?? 10) || 10, 100);
  const start = Number(query.get('pageToken') ?? 0) || 0;
  return {
    status: 200,
    body: {
      kind: 'drive#driveList',
      drives: matching.slice(start, start + size).map(driveJson),
      ...(start + size < matching.length ? { nextPageToken: String(start + size) } : {}),
    },
  };
}

function create(state: SharedDriveState, query: URLSearchParams, body: IDataObject): SharedDriveAnswer {
  const requestId = query.get('requestId');
  if (!requestId) return error(400, 'required', 'Required parameter: requestId');
  if (state.driveRequests.has(requestId)) return error(409, 'duplicate', 'A shared drive with this request ID already exists.');
  state.driveRequests.add(requestId);
  const drive: StandInDrive = { ...body, id: `drive-${state.driveRequests.size}`, name: String(body['name'] ?? 'Untitled') };
  state.drives.push(drive);
  return { status: 200, body: driveJson(drive) };
}

/** A shared-drive route, or undefined where the path is not one. */
export function sharedDriveRoute(state: SharedDriveState, request: SeenRequest, body: IDataObject): SharedDriveAnswer | undefined {
  const { method, path, query } = request;
  if (path === '/drive/v3/drives') {
    if (method === 'GET') return list(state, query);
    if (method === 'POST') return create(state, query, body);
    return undefined;
  }
  const id = /^\/drive\/v3\/drives\/([^/]+)$/.exec(path)?.[1];
  if (id === undefined) return undefined;
  const index = state.drives.findIndex((drive) => drive.id === decodeURIComponent(id));
  if (index < 0) return error(404, 'notFound', `Shared drive not found: ${decodeURIComponent(id)}`);
  const drive = state.drives[index]!;
  if (method === 'GET') return { status: 200, body: driveJson(drive) };
  if (method === 'PATCH') {
    state.drives[index] = { ...drive, ...body, id: drive.id, name: String(body['name'] ?? drive.name) };
    return { status: 200, body: driveJson(state.drives[index]) };
  }
  if (method === 'DELETE') {
    state.drives.splice(index, 1);
    return { status: 204 };
  }
  return error(405, 'methodNotAllowed', 'Method not allowed');
}
