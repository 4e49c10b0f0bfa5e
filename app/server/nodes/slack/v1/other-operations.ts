/** Slack 1's file, reaction, star, user, user group and user profile operations (n8n's version 1). */
import { DateTime } from 'luxon';
import { FormData } from 'undici';
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { collection, type OperationResult } from '../operations/common';
import { call, list, param } from './request';

const unknownOperation = (fn: IExecuteFunctions, resource: string, operation: string, i: number) =>
  new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for the resource "${resource}"`, { itemIndex: i });

/**
 * files.upload (Slack's legacy upload), as n8n's version 1 sends it: text content as an
 * urlencoded form (the options' fields, then `content`), the item's binary as multipart
 * (the options' fields, then the `file` part).
 */
async function upload(fn: IExecuteFunctions, i: number): Promise<IDataObject> {
  const options = collection(fn, 'options', i);
  const fields: Record<string, string> = {};
  if (Array.isArray(options['channelIds'])) fields['channels'] = options['channelIds'].join(',');
  if (options['fileName']) fields['filename'] = String(options['fileName']);
  if (options['initialComment']) fields['initial_comment'] = String(options['initialComment']);
  if (options['threadTs']) fields['thread_ts'] = String(options['threadTs']);
  if (options['title']) fields['title'] = String(options['title']);
  if (fn.getNodeParameter('binaryData', i, false) !== true) {
    const form = { ...fields, content: param(fn, 'fileContent', i) };
    return (await call(fn, 'POST', 'files.upload', { form }))['file'] as IDataObject;
  }
  const property = param(fn, 'binaryPropertyName', i) || 'data';
  const data = fn.helpers.assertBinaryData(i, property);
  const bytes = await fn.helpers.getBinaryDataBuffer(i, property);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: data.mimeType }), data.fileName ?? property);
  return (await call(fn, 'POST', 'files.upload', { body: form as unknown as IDataObject }))['file'] as IDataObject;
}

async function files(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'upload') return upload(fn, i);
  if (operation === 'get') return (await call(fn, 'GET', 'files.info', { qs: { file: param(fn, 'fileId', i) } }))['file'] as IDataObject;
  if (operation !== 'getAll') throw unknownOperation(fn, 'file', operation, i);
  const filters = collection(fn, 'filters', i);
  const qs: IDataObject = {};
  if (filters['channelId']) qs['channel'] = filters['channelId'];
  if (filters['showFilesHidden']) qs['show_files_hidden_by_limit'] = filters['showFilesHidden'];
  if (filters['tsFrom']) qs['ts_from'] = filters['tsFrom'];
  if (filters['tsTo']) qs['ts_to'] = filters['tsTo'];
  if (Array.isArray(filters['types'])) qs['types'] = filters['types'].join(',');
  if (filters['userId']) qs['user'] = filters['userId'];
  return list(fn, i, 'files.list', 'files', qs, 'count') as Promise<IDataObject[]>;
}

async function reactions(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const channel = param(fn, 'channelId', i);
  const timestamp = param(fn, 'timestamp', i);
  if (operation === 'get') return call(fn, 'GET', 'reactions.get', { qs: { channel, timestamp } });
  if (operation !== 'add' && operation !== 'remove') throw unknownOperation(fn, 'reaction', operation, i);
  return call(fn, 'POST', `reactions.${operation}`, { body: { channel, name: param(fn, 'name', i), timestamp } });
}

async function stars(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'getAll') return list(fn, i, 'stars.list', 'items') as Promise<IDataObject[]>;
  if (operation !== 'add' && operation !== 'delete') throw unknownOperation(fn, 'star', operation, i);
  const options = collection(fn, 'options', i);
  const body: IDataObject = {};
  if (options['channelId']) body['channel'] = options['channelId'];
  if (options['fileId']) body['file'] = options['fileId'];
  if (options['fileComment']) body['file_comment'] = options['fileComment'];
  if (options['timestamp']) body['timestamp'] = options['timestamp'];
  return call(fn, 'POST', operation === 'add' ? 'stars.add' : 'stars.remove', { body });
}

async function users(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'getAll') return list(fn, i, 'users.list', 'members') as Promise<IDataObject[]>;
  const qs = { user: param(fn, 'user', i) };
  if (operation === 'info') return (await call(fn, 'GET', 'users.info', { qs }))['user'] as IDataObject;
  if (operation === 'getPresence') return call(fn, 'GET', 'users.getPresence', { qs });
  throw unknownOperation(fn, 'user', operation, i);
}

async function userGroups(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const group = async (endpoint: string, body: IDataObject) => (await call(fn, 'POST', endpoint, { body }))['usergroup'] as IDataObject;
  switch (operation) {
    case 'create':
      return group('usergroups.create', { name: param(fn, 'name', i), ...collection(fn, 'additionalFields', i) });
    case 'enable':
    case 'disable':
      return group(`usergroups.${operation}`, { usergroup: param(fn, 'userGroupId', i), ...collection(fn, 'additionalFields', i) });
    case 'update':
      return group('usergroups.update', { usergroup: param(fn, 'userGroupId', i), ...collection(fn, 'updateFields', i) });
    case 'getAll': {
      const groups = ((await call(fn, 'GET', 'usergroups.list', { qs: collection(fn, 'additionalFields', i) }))['usergroups'] ??
        []) as IDataObject[];
      return fn.getNodeParameter('returnAll', i, false) === true ? groups : groups.slice(0, Number(fn.getNodeParameter('limit', i, 100)));
    }
    default:
      throw unknownOperation(fn, 'userGroup', operation, i);
  }
}

/** users.profile.set with the fields as given (n8n's version 1 also sends `user` inside the profile). */
async function updateProfile(fn: IExecuteFunctions, i: number): Promise<IDataObject> {
  const { customFieldUi, ...profile } = collection(fn, 'additionalFields', i);
  profile['status_expiration'] =
    profile['status_expiration'] === undefined
      ? 0
      : DateTime.fromISO(String(profile['status_expiration']), { zone: fn.getTimezone() }).toUnixInteger();
  const custom = ((customFieldUi as IDataObject | undefined)?.['customFieldValues'] ?? []) as IDataObject[];
  if (customFieldUi)
    profile['fields'] = Object.fromEntries(custom.map((field) => [String(field['id']), { value: field['value'], alt: field['alt'] }]));
  return (await call(fn, 'POST', 'users.profile.set', { body: { profile } }))['profile'] as IDataObject;
}

async function userProfiles(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'update') return updateProfile(fn, i);
  if (operation !== 'get') throw unknownOperation(fn, 'userProfile', operation, i);
  return (await call(fn, 'POST', 'users.profile.get', { qs: collection(fn, 'additionalFields', i) }))['profile'] as IDataObject;
}

const RESOURCES: Readonly<Record<string, (fn: IExecuteFunctions, operation: string, i: number) => Promise<OperationResult>>> = {
  file: files,
  reaction: reactions,
  star: stars,
  user: users,
  userGroup: userGroups,
  userProfile: userProfiles,
};

export function otherOperation(fn: IExecuteFunctions, resource: string, operation: string, i: number): Promise<OperationResult> {
  const run = RESOURCES[resource];
  if (!run) throw new NodeOperationError(fn.getNode(), `The resource "${resource}" is not known`, { itemIndex: i });
  return run(fn, operation, i);
}
