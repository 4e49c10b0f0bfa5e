/**
 * Redis Trigger (`n8n-nodes-base.redisTrigger` v1): while the workflow is active it listens
 * on the channels (comma-separated, `*` wildcards: PSUBSCRIBE, as n8n) and starts one
 * execution per message with `{ channel, message }` (or `{ message }` with "Only Message";
 * "JSON Parse Body" parses a JSON message). Deactivation unsubscribes and disconnects; a
 * connection that drops is reported as the workflow's activation error. A manual run
 * ("fetch test event") waits for the next message.
 */
import type { Redis } from 'ioredis';
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData } from '@sdk/workflow';
import {
  NodeOperationError,
  type IExecuteFunctions,
  type INodeType,
  type ITriggerFunctions,
  type ITriggerResponse,
} from '../../engine/node-interface';
import { openRedis } from '../shared/redis-client';
import { redisTriggerDescription } from './description';

interface Settings {
  channels: string[];
  jsonParseBody: boolean;
  onlyMessage: boolean;
}

function settingsOf(context: ITriggerFunctions | IExecuteFunctions): Settings {
  const read = (name: string, fallback: unknown) =>
    'getInputData' in context ? context.getNodeParameter(name, 0, fallback) : context.getNodeParameter(name, fallback);
  const channels = String(read('channels', '') ?? '')
    .split(',')
    .map((channel) => channel.trim())
    .filter((channel) => channel !== '');
  if (channels.length === 0) throw new NodeOperationError(context.getNode(), 'Channels are mandatory!');
  const options = (read('options', {}) ?? {}) as IDataObject;
  return { channels, jsonParseBody: options['jsonParseBody'] === true, onlyMessage: options['onlyMessage'] === true };
}

function itemOf(settings: Settings, channel: string, message: string): INodeExecutionData {
  let body: unknown = message;
  if (settings.jsonParseBody) {
    try {
      body = JSON.parse(message);
    } catch {
      // Not JSON: the message stays text, as in n8n.
    }
  }
  return { json: settings.onlyMessage ? { message: body as IDataObject[string] } : { channel, message: body as IDataObject[string] } };
}

/** Subscribes `client` to the channel patterns and calls `onMessage` for each message. */
async function listen(client: Redis, settings: Settings, onMessage: (item: INodeExecutionData) => void): Promise<void> {
  client.on('pmessage', (_pattern: string, channel: string, message: string) => onMessage(itemOf(settings, channel, message)));
  await client.psubscribe(...settings.channels);
}

async function trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
  const settings = settingsOf(this);
  const client = await openRedis(await this.getCredentials<ICredentialDataDecryptedObject>('redis'));
  let closing = false;
  client.on('end', () => {
    if (!closing) this.emitError(new Error('The connection to Redis was lost'));
  });
  try {
    await listen(client, settings, (item) => this.emit([[item]]));
  } catch (error) {
    closing = true;
    client.disconnect();
    throw error;
  }
  return {
    closeFunction: async () => {
      closing = true;
      await client.punsubscribe().catch(() => undefined);
      client.disconnect();
    },
  };
}

/** A manual run: the next message on the channels (until the run is stopped). */
async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const settings = settingsOf(this);
  const client = await openRedis(await this.getCredentials<ICredentialDataDecryptedObject>('redis'));
  const signal = this.getExecutionCancelSignal();
  try {
    const item = await new Promise<INodeExecutionData>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new NodeOperationError(this.getNode(), 'Stopped waiting for a message')));
      client.on('end', () => reject(new NodeOperationError(this.getNode(), 'The connection to Redis was lost')));
      listen(client, settings, resolve).catch(reject);
    });
    return [[item]];
  } finally {
    client.disconnect();
  }
}

export const redisTriggerNode: INodeType = { description: redisTriggerDescription, trigger, execute };
