/** Slack 1's channel and message operations, with n8n's version 1 requests and outputs. */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { collection, epochSeconds, type OperationResult } from '../operations/common';
import { builtAttachments, builtBlocks, jsonText } from './blocks';
import { call, list, param } from './request';

/** Operations that post `{ channel }` and output Slack's answer. */
const PLAIN: ReadonlySet<string> = new Set(['archive', 'close', 'kick', 'leave', 'unarchive']);
/** Operations whose answer's `channel` is the output, with the field each posts beside `channel`. */
const TO_CHANNEL: Readonly<Record<string, string | undefined>> = {
  join: undefined,
  invite: 'users',
  rename: 'name',
  setPurpose: 'purpose',
  setTopic: 'topic',
};

function timeRange(fn: IExecuteFunctions, i: number, qs: IDataObject): IDataObject {
  const filters = collection(fn, 'filters', i);
  if (filters['inclusive']) qs['inclusive'] = filters['inclusive'];
  if (filters['latest']) qs['latest'] = epochSeconds(filters['latest']);
  if (filters['oldest']) qs['oldest'] = epochSeconds(filters['oldest']);
  return qs;
}

async function members(fn: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const ids = (await list(fn, i, 'conversations.members', 'members', { channel: param(fn, 'channelId', i) }, 'limit', 0)) as string[];
  if (fn.getNodeParameter('resolveData', 0, false) !== true) return ids.map((member) => ({ member }));
  const users: IDataObject[] = [];
  for (const user of ids) users.push((await call(fn, 'GET', 'users.info', { qs: { user } }))['user'] as IDataObject);
  return users;
}

function fieldOf(fn: IExecuteFunctions, i: number, field: string): unknown {
  if (field === 'users') return ((fn.getNodeParameter('userIds', i, []) ?? []) as string[]).join(',');
  return fn.getNodeParameter(field, i, '');
}

export async function channelOperation(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  const channel = param(fn, 'channelId', i);
  if (PLAIN.has(operation)) {
    const body: IDataObject = { channel };
    if (operation === 'kick') body['user'] = fn.getNodeParameter('userId', i, '');
    return call(fn, 'POST', `conversations.${operation}`, { body });
  }
  if (operation in TO_CHANNEL) {
    const field = TO_CHANNEL[operation];
    const body: IDataObject = { channel, ...(field ? { [field]: fieldOf(fn, i, field) } : {}) };
    return (await call(fn, 'POST', `conversations.${operation}`, { body }))['channel'] as IDataObject;
  }
  switch (operation) {
    case 'create': {
      const body: IDataObject = { name: channel };
      if (collection(fn, 'additionalFields', i)['isPrivate']) body['is_private'] = true;
      return (await call(fn, 'POST', 'conversations.create', { body }))['channel'] as IDataObject;
    }
    case 'get':
      return (await call(fn, 'POST', 'conversations.info', { qs: { channel } }))['channel'] as IDataObject;
    case 'getAll': {
      const filters = collection(fn, 'filters', i);
      const qs: IDataObject = {};
      if (Array.isArray(filters['types'])) qs['types'] = filters['types'].join(',');
      if (filters['excludeArchived']) qs['exclude_archived'] = filters['excludeArchived'];
      return list(fn, i, 'conversations.list', 'channels', qs) as Promise<IDataObject[]>;
    }
    case 'history':
      return list(fn, i, 'conversations.history', 'messages', timeRange(fn, i, { channel })) as Promise<IDataObject[]>;
    case 'replies':
      return list(fn, i, 'conversations.replies', 'messages', timeRange(fn, i, { channel, ts: param(fn, 'ts', i) })) as Promise<
        IDataObject[]
      >;
    case 'member':
      return members(fn, i);
    case 'open': {
      const options = collection(fn, 'options', i);
      const body: IDataObject = {};
      if (options['channelId']) body['channel'] = options['channelId'];
      if (options['returnIm']) body['return_im'] = options['returnIm'];
      if (Array.isArray(options['users'])) body['users'] = options['users'].join(',');
      return (await call(fn, 'POST', 'conversations.open', { body }))['channel'] as IDataObject;
    }
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for channels`, { itemIndex: i });
  }
}

/** Attachments and blocks, built or as JSON text (`jsonParameters`). */
function content(fn: IExecuteFunctions, i: number, body: IDataObject, withBlocksUi: boolean): void {
  if (fn.getNodeParameter('jsonParameters', i, false) !== true) {
    body['attachments'] = builtAttachments(fn, i);
    const blocks = withBlocksUi ? builtBlocks(fn, i) : undefined;
    if (blocks) body['blocks'] = blocks;
    return;
  }
  const attachments = jsonText(fn, i, 'attachmentsJson');
  const blocks = jsonText(fn, i, 'blocksJson');
  if (attachments !== undefined) body['attachments'] = attachments;
  if (blocks !== undefined) body['blocks'] = blocks;
}

async function post(fn: IExecuteFunctions, operation: string, i: number): Promise<IDataObject> {
  const options = collection(fn, 'otherOptions', i);
  const body: IDataObject = { channel: param(fn, 'channel', i), text: param(fn, 'text', i) };
  if (operation === 'postEphemeral') body['user'] = param(fn, 'user', i);
  // n8n's version 1 sets `username` from "Send as User" for token credentials, then copies every option in.
  if (fn.getNodeParameter('authentication', 0, 'accessToken') === 'accessToken' && options['sendAsUser'] !== '')
    body['username'] = options['sendAsUser'];
  content(fn, i, body, true);
  Object.assign(body, options);
  return call(fn, 'POST', operation === 'post' ? 'chat.postMessage' : 'chat.postEphemeral', { body });
}

export async function messageOperation(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  switch (operation) {
    case 'post':
    case 'postEphemeral':
      return post(fn, operation, i);
    case 'update': {
      const body: IDataObject = { channel: param(fn, 'channelId', i), text: param(fn, 'text', i), ts: param(fn, 'ts', i) };
      content(fn, i, body, false);
      Object.assign(body, collection(fn, 'updateFields', i));
      return call(fn, 'POST', 'chat.update', { body });
    }
    case 'delete':
      return call(fn, 'POST', 'chat.delete', { body: { channel: param(fn, 'channelId', i), ts: param(fn, 'timestamp', i) } });
    case 'getPermalink':
      return call(fn, 'GET', 'chat.getPermalink', { qs: { channel: param(fn, 'channelId', i), message_ts: param(fn, 'timestamp', i) } });
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for messages`, { itemIndex: i });
  }
}
