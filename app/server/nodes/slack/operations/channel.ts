/** The Slack node's channel operations (`conversations.*`), with n8n's outputs. */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { slackRequest, slackRequestAll } from '../slack-api';
import { collection, epochSeconds, locatorValue, type OperationResult } from './common';

/** Operations that post `{ channel }` and answer Slack's `{ ok }` as is. */
const PLAIN: ReadonlySet<string> = new Set(['archive', 'close', 'leave', 'unarchive']);
/** Operations that post `{ channel, <field> }` and output the channel. */
const SET_FIELD: Readonly<Record<string, string>> = { rename: 'name', setPurpose: 'purpose', setTopic: 'topic' };

async function list(fn: IExecuteFunctions, i: number, endpoint: string, property: string, qs: IDataObject): Promise<IDataObject[]> {
  if (fn.getNodeParameter('returnAll', i, false) === true) return (await slackRequestAll(fn, endpoint, property, qs)) as IDataObject[];
  const answer = await slackRequest(fn, { method: 'GET', endpoint, qs: { ...qs, limit: fn.getNodeParameter('limit', i, 50) } });
  return (answer[property] ?? []) as IDataObject[];
}

function timeRange(fn: IExecuteFunctions, i: number): IDataObject {
  const filters = collection(fn, 'filters', i);
  const qs: IDataObject = {};
  if (filters['inclusive']) qs['inclusive'] = true;
  if (filters['latest']) qs['latest'] = epochSeconds(filters['latest']);
  if (filters['oldest']) qs['oldest'] = epochSeconds(filters['oldest']);
  return qs;
}

async function members(fn: IExecuteFunctions, i: number, channel: string): Promise<IDataObject[]> {
  const ids =
    fn.getNodeParameter('returnAll', i, false) === true
      ? await slackRequestAll(fn, 'conversations.members', 'members', { channel })
      : ((
          await slackRequest(fn, {
            method: 'GET',
            endpoint: 'conversations.members',
            qs: { channel, limit: fn.getNodeParameter('limit', i, 100) },
          })
        )['members'] as unknown[]);
  if (fn.getNodeParameter('resolveData', i, false) !== true) return (ids ?? []).map((member) => ({ member }) as IDataObject);
  const users: IDataObject[] = [];
  for (const user of ids ?? [])
    users.push((await slackRequest(fn, { method: 'GET', endpoint: 'users.info', qs: { user: String(user) } }))['user'] as IDataObject);
  return users;
}

export async function channelOperation(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  if (operation === 'create') {
    const name = String(fn.getNodeParameter('channelId', i, '')).replace(/^#/, '');
    const is_private = fn.getNodeParameter('channelVisibility', i, 'public') === 'private';
    return (await slackRequest(fn, { method: 'POST', endpoint: 'conversations.create', body: { name, is_private } }))[
      'channel'
    ] as IDataObject;
  }
  if (operation === 'getAll') {
    const filters = collection(fn, 'filters', i);
    const qs: IDataObject = {};
    if (Array.isArray(filters['types']) && filters['types'].length > 0) qs['types'] = filters['types'].join(',');
    if (filters['excludeArchived']) qs['exclude_archived'] = true;
    return list(fn, i, 'conversations.list', 'channels', qs);
  }
  if (operation === 'open') {
    const options = collection(fn, 'options', i);
    const body: IDataObject = {};
    if (options['channelId']) body['channel'] = options['channelId'];
    if (options['returnIm']) body['return_im'] = true;
    if (Array.isArray(options['users'])) body['users'] = options['users'].join(',');
    return (await slackRequest(fn, { method: 'POST', endpoint: 'conversations.open', body }))['channel'] as IDataObject;
  }
  const channel = locatorValue(fn, 'channelId', i);
  if (PLAIN.has(operation)) return slackRequest(fn, { method: 'POST', endpoint: `conversations.${operation}`, body: { channel } });
  const field = SET_FIELD[operation];
  if (field) {
    const body = { channel, [field]: fn.getNodeParameter(field, i, '') };
    return (await slackRequest(fn, { method: 'POST', endpoint: `conversations.${operation}`, body }))['channel'] as IDataObject;
  }
  switch (operation) {
    case 'get': {
      const qs: IDataObject = { channel };
      if (collection(fn, 'options', i)['includeNumMembers']) qs['include_num_members'] = true;
      return (await slackRequest(fn, { method: 'POST', endpoint: 'conversations.info', qs }))['channel'] as IDataObject;
    }
    case 'join':
      return (await slackRequest(fn, { method: 'POST', endpoint: 'conversations.join', body: { channel } }))['channel'] as IDataObject;
    case 'invite': {
      const users = ((fn.getNodeParameter('userIds', i, []) ?? []) as string[]).join(',');
      return (await slackRequest(fn, { method: 'POST', endpoint: 'conversations.invite', body: { channel, users } }))[
        'channel'
      ] as IDataObject;
    }
    case 'kick':
      return slackRequest(fn, {
        method: 'POST',
        endpoint: 'conversations.kick',
        body: { channel, user: fn.getNodeParameter('userId', i, '') },
      });
    case 'history':
      return list(fn, i, 'conversations.history', 'messages', { channel, ...timeRange(fn, i) });
    case 'replies':
      return list(fn, i, 'conversations.replies', 'messages', {
        channel,
        ts: String(fn.getNodeParameter('ts', i, '')),
        ...timeRange(fn, i),
      });
    case 'member':
      return members(fn, i, channel);
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for channels`, { itemIndex: i });
  }
}
