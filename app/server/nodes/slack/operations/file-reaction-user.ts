/** The Slack node's file, reaction and user operations, with n8n's outputs. */
import { DateTime } from 'luxon';
import { FormData } from 'undici';
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { slackRequest, slackRequestAll } from '../slack-api';
import { collection, locatorValue, userValue, type OperationResult } from './common';

async function upload(fn: IExecuteFunctions, i: number): Promise<OperationResult> {
  const version = fn.getNode().typeVersion;
  const options = collection(fn, 'options', i);
  const fields: IDataObject = {};
  if (Array.isArray(options['channelIds']) && options['channelIds'].length > 0) fields['channels'] = options['channelIds'].join(',');
  if (options['channelId']) fields['channel_id'] = options['channelId'];
  if (options['initialComment']) fields['initial_comment'] = options['initialComment'];
  if (options['threadTs']) fields['thread_ts'] = options['threadTs'];
  const binary = version > 2.1 || fn.getNodeParameter('binaryData', i, false) === true;
  if (!binary) {
    // Versions 2 and 2.1 can send text as the file's content (Slack's legacy files.upload).
    const body = {
      ...fields,
      content: String(fn.getNodeParameter('fileContent', i, '')),
      ...(options['title'] ? { title: options['title'] } : {}),
    };
    return (await slackRequest(fn, { method: 'POST', endpoint: 'files.upload', body }))['file'] as IDataObject;
  }
  const property = String(fn.getNodeParameter('binaryPropertyName', i, 'data'));
  const data = fn.helpers.assertBinaryData(i, property);
  const content = await fn.helpers.getBinaryDataBuffer(i, property);
  const fileName = String(options['fileName'] || data.fileName || property);
  const blob = new Blob([new Uint8Array(content)], { type: data.mimeType });
  if (version <= 2.1) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...(options['title'] ? { title: options['title'] } : {}) }))
      form.append(key, String(value));
    form.append('file', blob, fileName);
    return (await slackRequest(fn, { method: 'POST', endpoint: 'files.upload', body: form }))['file'] as IDataObject;
  }
  // 2.2+: Slack's external upload: ask for an upload URL, send the bytes there, then complete it.
  const target = await slackRequest(fn, {
    method: 'GET',
    endpoint: 'files.getUploadURLExternal',
    qs: { filename: fileName, length: content.length },
  });
  const form = new FormData();
  form.append('file', blob, fileName);
  await slackRequest(fn, { method: 'POST', endpoint: String(target['upload_url']), body: form });
  const files = [{ id: target['file_id'], title: options['title'] || fileName }];
  return (await slackRequest(fn, { method: 'POST', endpoint: 'files.completeUploadExternal', body: { ...fields, files } }))[
    'files'
  ] as IDataObject[];
}

async function files(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'upload') return upload(fn, i);
  if (operation === 'get')
    return (await slackRequest(fn, { method: 'GET', endpoint: 'files.info', qs: { file: fn.getNodeParameter('fileId', i, '') } }))[
      'file'
    ] as IDataObject;
  const filters = collection(fn, 'filters', i);
  const qs: IDataObject = {};
  if (filters['channelId']) qs['channel'] = filters['channelId'];
  if (filters['showFilesHidden']) qs['show_files_hidden_by_limit'] = true;
  if (filters['tsFrom']) qs['ts_from'] = filters['tsFrom'];
  if (filters['tsTo']) qs['ts_to'] = filters['tsTo'];
  if (Array.isArray(filters['types']) && filters['types'].length > 0) qs['types'] = filters['types'].join(',');
  if (filters['userId']) qs['user'] = filters['userId'];
  if (fn.getNodeParameter('returnAll', i, false) === true) return (await slackRequestAll(fn, 'files.list', 'files', qs)) as IDataObject[];
  return ((await slackRequest(fn, { method: 'GET', endpoint: 'files.list', qs: { ...qs, count: fn.getNodeParameter('limit', i, 50) } }))[
    'files'
  ] ?? []) as IDataObject[];
}

async function reactions(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const channel = locatorValue(fn, 'channelId', i);
  const timestamp = String(fn.getNodeParameter('timestamp', i, ''));
  if (operation === 'get') return slackRequest(fn, { method: 'GET', endpoint: 'reactions.get', qs: { channel, timestamp } });
  const body = { channel, name: String(fn.getNodeParameter('name', i, '')).replace(/^:|:$/g, ''), timestamp };
  return slackRequest(fn, { method: 'POST', endpoint: `reactions.${operation}`, body });
}

/** `users.profile.set`: names, e-mail, custom fields by ID, a status expiring at a time of the workflow's zone. */
async function updateProfile(fn: IExecuteFunctions, i: number): Promise<OperationResult> {
  const { customFieldUi, status, user, ...profile } = collection(fn, 'options', i);
  const setStatus = (status as IDataObject | undefined)?.['set_status'];
  const chosen = (Array.isArray(setStatus) ? setStatus[0] : setStatus) as IDataObject | undefined;
  if (chosen) {
    const expiration = chosen['status_expiration']
      ? DateTime.fromISO(String(chosen['status_expiration']), { zone: fn.getTimezone() }).toUnixInteger()
      : 0;
    Object.assign(profile, { ...chosen, status_expiration: expiration });
  }
  const custom = ((customFieldUi as IDataObject | undefined)?.['customFieldValues'] ?? []) as IDataObject[];
  if (custom.length > 0)
    profile['fields'] = Object.fromEntries(custom.map((field) => [String(field['id']), { value: field['value'], alt: field['alt'] }]));
  const body: IDataObject = { profile, ...(user ? { user } : {}) };
  return (await slackRequest(fn, { method: 'POST', endpoint: 'users.profile.set', body }))['profile'] as IDataObject;
}

async function users(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'getAll') {
    if (fn.getNodeParameter('returnAll', i, false) === true) return (await slackRequestAll(fn, 'users.list', 'members')) as IDataObject[];
    return ((await slackRequest(fn, { method: 'GET', endpoint: 'users.list', qs: { limit: fn.getNodeParameter('limit', i, 50) } }))[
      'members'
    ] ?? []) as IDataObject[];
  }
  if (operation === 'updateProfile') return updateProfile(fn, i);
  const user = userValue(fn, 'user', i);
  if (operation === 'info') return (await slackRequest(fn, { method: 'GET', endpoint: 'users.info', qs: { user } }))['user'] as IDataObject;
  if (operation === 'getPresence') return slackRequest(fn, { method: 'GET', endpoint: 'users.getPresence', qs: { user } });
  return (await slackRequest(fn, { method: 'GET', endpoint: 'users.profile.get', qs: { user } }))['profile'] as IDataObject;
}

export async function fileReactionUserOperation(
  fn: IExecuteFunctions,
  resource: string,
  operation: string,
  i: number,
): Promise<OperationResult> {
  if (resource === 'file' && ['upload', 'get', 'getAll'].includes(operation)) return files(fn, operation, i);
  if (resource === 'reaction' && ['add', 'get', 'remove'].includes(operation)) return reactions(fn, operation, i);
  if (resource === 'user' && ['info', 'getAll', 'getPresence', 'getProfile', 'updateProfile'].includes(operation))
    return users(fn, operation, i);
  throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for ${resource}s`, { itemIndex: i });
}
