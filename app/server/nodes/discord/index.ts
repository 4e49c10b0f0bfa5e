/**
 * Discord 2 (description: ./description.ts): channel, member (./channel-member.ts) and
 * message operations through the bot API, or a message through a channel webhook. Outputs as n8n's: the message Discord answers (send,
 * get; get and get many "Simplify" to id, channel_id, author, content, timestamp, type),
 * `{ success: true }` for delete and react. Continue On Fail gives `{ error }` per item.
 * "Send and Wait for Response" (./send-and-wait.ts) sends approval links and waits;
 * `webhook` answers their clicks.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeApiError, NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { discordDescription } from './description';
import { discordRequest } from './discord-api';
import { messageBody } from './message-body';
import { RUNS_ONCE, runChannelOrMember } from './channel-member';
import { discordSendAndWait } from './send-and-wait';
import { sendAndWaitWebhook } from '../shared/send-and-wait';
import { categorySearch, channelSearch, getRoles, guildSearch, textChannelSearch, userSearch } from './methods';

const SIMPLE_KEYS = ['id', 'channel_id', 'author', 'content', 'timestamp', 'type'];
const simplified = (message: IDataObject) =>
  Object.fromEntries(SIMPLE_KEYS.filter((key) => key in message).map((key) => [key, message[key]])) as IDataObject;

const idOf = (fn: IExecuteFunctions, name: string, i: number) => locatorName(fn.getNodeParameter(name, i, ''));

async function targetChannel(fn: IExecuteFunctions, i: number): Promise<string> {
  if (fn.getNodeParameter('sendTo', i, 'channel') !== 'user') return idOf(fn, 'channelId', i);
  const dm = (await discordRequest(fn, {
    method: 'POST',
    path: '/users/@me/channels',
    body: { recipient_id: idOf(fn, 'userId', i) },
  })) as IDataObject;
  return String(dm['id']);
}

async function messages(fn: IExecuteFunctions, channelId: string, i: number): Promise<IDataObject[]> {
  const path = `/channels/${channelId}/messages`;
  if (fn.getNodeParameter('returnAll', i, false) !== true)
    return (await discordRequest(fn, { method: 'GET', path, qs: { limit: Number(fn.getNodeParameter('limit', i, 50)) } })) as IDataObject[];
  const all: IDataObject[] = [];
  const qs: IDataObject = { limit: 100 };
  for (;;) {
    const page = (await discordRequest(fn, { method: 'GET', path, qs })) as IDataObject[];
    if (!Array.isArray(page) || page.length === 0) return all;
    all.push(...page);
    qs['before'] = page[page.length - 1]!['id'];
  }
}

async function runItem(fn: IExecuteFunctions, operation: string, i: number): Promise<IDataObject[]> {
  if (operation === 'sendLegacy') {
    const threadId = ((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject)['thread_id'];
    const qs = { wait: true, ...(threadId ? { thread_id: threadId } : {}) };
    return [(await discordRequest(fn, { method: 'POST', body: await messageBody(fn, i), qs }, true)) as IDataObject];
  }
  const guildId = idOf(fn, 'guildId', 0);
  const simplify = ((fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject)['simplify'] === true;
  switch (operation) {
    case 'send': {
      const channelId = await targetChannel(fn, i);
      return [
        (await discordRequest(fn, {
          method: 'POST',
          path: `/channels/${channelId}/messages`,
          body: await messageBody(fn, i, guildId),
        })) as IDataObject,
      ];
    }
    case 'get': {
      const message = (await discordRequest(fn, {
        method: 'GET',
        path: `/channels/${idOf(fn, 'channelId', i)}/messages/${String(fn.getNodeParameter('messageId', i))}`,
      })) as IDataObject;
      return [simplify ? simplified(message) : message];
    }
    case 'getAll': {
      const found = await messages(fn, idOf(fn, 'channelId', i), i);
      return simplify ? found.map(simplified) : found;
    }
    case 'deleteMessage':
      await discordRequest(fn, {
        method: 'DELETE',
        path: `/channels/${idOf(fn, 'channelId', i)}/messages/${String(fn.getNodeParameter('messageId', i))}`,
      });
      return [{ success: true }];
    case 'react': {
      const emoji = encodeURIComponent(String(fn.getNodeParameter('emoji', i, '')));
      await discordRequest(fn, {
        method: 'PUT',
        path: `/channels/${idOf(fn, 'channelId', i)}/messages/${String(fn.getNodeParameter('messageId', i))}/reactions/${emoji}/@me`,
      });
      return [{ success: true }];
    }
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const webhook = this.getNodeParameter('authentication', 0, 'botToken') === 'webhook';
  const resource = webhook ? 'message' : String(this.getNodeParameter('resource', 0, 'message'));
  const operation = webhook ? 'sendLegacy' : String(this.getNodeParameter('operation', 0, 'send'));
  if (resource === 'message' && operation === 'sendAndWait') return discordSendAndWait(this, (i) => targetChannel(this, i));
  const runsOnce = RUNS_ONCE.has(`${resource}:${operation}`);
  const out: INodeExecutionData[] = [];
  const count = runsOnce ? Math.min(1, this.getInputData().length) : this.getInputData().length;
  for (let i = 0; i < count; i++) {
    try {
      const found =
        resource === 'message'
          ? await runItem(this, operation, i)
          : await runChannelOrMember(this, resource, operation, idOf(this, 'guildId', 0), i);
      for (const json of found) out.push({ json, pairedItem: { item: i } });
    } catch (error) {
      if (!this.continueOnFail()) {
        if (error instanceof NodeApiError || error instanceof NodeOperationError) throw error;
        throw new NodeOperationError(this.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
      }
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

export const discordNode: INodeType = {
  description: discordDescription,
  methods: { listSearch: { guildSearch, channelSearch, textChannelSearch, categorySearch, userSearch }, loadOptions: { getRoles } },
  execute,
  webhook: sendAndWaitWebhook,
};
