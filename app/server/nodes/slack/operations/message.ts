/** The Slack node's message operations (`chat.*`, `search.messages`), with n8n's outputs. */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { messageContent } from '../message-content';
import { slackRequest, slackRequestAll } from '../slack-api';
import { collection, locatorValue, userValue, type OperationResult } from './common';

/** The channel, or the user (`select: user`), a message goes to. */
export function target(fn: IExecuteFunctions, i: number): string {
  return fn.getNodeParameter('select', i, 'channel') === 'user' ? userValue(fn, 'user', i) : locatorValue(fn, 'channelId', i);
}

/** The `otherOptions` of a post as Slack's fields; `postEphemeral` when one is asked for. */
function postOptions(fn: IExecuteFunctions, i: number, body: IDataObject): 'chat.postMessage' | 'chat.postEphemeral' {
  const { ephemeral, thread_ts, botProfile, sendAsUser, includeLinkToWorkflow: _link, ...rest } = collection(fn, 'otherOptions', i);
  let endpoint: 'chat.postMessage' | 'chat.postEphemeral' = 'chat.postMessage';
  if (ephemeral && typeof ephemeral === 'object') {
    const values = (ephemeral as IDataObject)['ephemeralValues'] as IDataObject | undefined;
    const user = values?.['user'] as IDataObject | undefined;
    const value = String(user?.['value'] ?? '');
    if (value) body['user'] = user?.['mode'] === 'username' && !value.startsWith('@') ? `@${value}` : value;
    endpoint = 'chat.postEphemeral';
  } else if (ephemeral === true && fn.getNodeParameter('select', i, 'channel') === 'user') {
    const user = fn.getNodeParameter('user', i) as IDataObject;
    if (user?.['mode'] === 'username')
      throw new NodeOperationError(
        fn.getNode(),
        'You cannot send ephemeral messages to a user given "By username"; pick the user from the list or by ID',
        { itemIndex: i },
      );
    body['user'] = body['channel'];
    endpoint = 'chat.postEphemeral';
  }
  Object.assign(body, ((thread_ts as IDataObject | undefined)?.['replyValues'] ?? {}) as IDataObject);
  const photo = (botProfile as IDataObject | undefined)?.['imageValues'] as IDataObject | IDataObject[] | undefined;
  const profile = Array.isArray(photo) ? photo[0] : photo;
  if (profile?.['profilePhotoType'] === 'image') body['icon_url'] = profile['icon_url'];
  if (profile?.['profilePhotoType'] === 'emoji') body['icon_emoji'] = profile['icon_emoji'];
  if (sendAsUser && fn.getNodeParameter('authentication', 0, 'accessToken') === 'accessToken') body['username'] = sendAsUser;
  Object.assign(body, rest);
  return endpoint;
}

async function search(fn: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  let query = String(fn.getNodeParameter('query', i, ''));
  for (const channel of (collection(fn, 'options', i)['searchChannel'] ?? []) as string[]) query += ` in:${channel}`;
  const sort = String(fn.getNodeParameter('sort', i, 'desc'));
  const qs: IDataObject = {
    query,
    sort: sort === 'relevance' ? 'score' : 'timestamp',
    sort_dir: sort === 'asc' || sort === 'oldest' ? 'asc' : 'desc',
  };
  if (fn.getNodeParameter('returnAll', i, false) === true)
    return (await slackRequestAll(fn, 'search.messages', 'messages', qs)) as IDataObject[];
  const answer = await slackRequest(fn, {
    method: 'POST',
    endpoint: 'search.messages',
    qs: { ...qs, count: fn.getNodeParameter('limit', i, 25) },
  });
  return ((answer['messages'] as IDataObject | undefined)?.['matches'] ?? []) as IDataObject[];
}

export async function messageOperation(fn: IExecuteFunctions, operation: string, i: number): Promise<OperationResult> {
  switch (operation) {
    case 'post': {
      const body: IDataObject = { channel: target(fn, i), ...messageContent(fn, i, 'otherOptions') };
      const endpoint = postOptions(fn, i, body);
      return slackRequest(fn, { method: 'POST', endpoint, body });
    }
    case 'update': {
      const { includeLinkToWorkflow: _link, ...fields } = collection(fn, 'updateFields', i);
      const body: IDataObject = {
        channel: locatorValue(fn, 'channelId', i),
        ts: String(fn.getNodeParameter('ts', i, '')),
        ...messageContent(fn, i, 'updateFields'),
        ...fields,
      };
      return slackRequest(fn, { method: 'POST', endpoint: 'chat.update', body });
    }
    case 'delete':
      return slackRequest(fn, {
        method: 'POST',
        endpoint: 'chat.delete',
        body: { channel: target(fn, i), ts: String(fn.getNodeParameter('timestamp', i, '')) },
      });
    case 'getPermalink':
      return slackRequest(fn, {
        method: 'GET',
        endpoint: 'chat.getPermalink',
        qs: { channel: locatorValue(fn, 'channelId', i), message_ts: String(fn.getNodeParameter('timestamp', i, '')) },
      });
    case 'search':
      return search(fn, i);
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported for messages`, { itemIndex: i });
  }
}
