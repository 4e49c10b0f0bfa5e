/**
 * The Redis node's per-item operations (n8n's outputs): delete, set, publish and push pass
 * the input item on; get and pop write the value into a new item under "Name"; incr and
 * llen answer `{ <key>: number }`; keys answers `{ <key>: value, ... }` or `{ keys: [...] }`.
 */
import type { Redis } from 'ioredis';
import { setPath } from '@sdk/values';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { readKey, writeKey } from './values';

type Operation = (this: IExecuteFunctions, client: Redis, item: INodeExecutionData, itemIndex: number) => Promise<INodeExecutionData>;

const text = (context: IExecuteFunctions, name: string, itemIndex: number, fallback = '') =>
  String(context.getNodeParameter(name, itemIndex, fallback) ?? '');

function intoProperty(context: IExecuteFunctions, itemIndex: number, value: unknown): INodeExecutionData {
  const name = text(context, 'propertyName', itemIndex, 'propertyName');
  const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const json: IDataObject = {};
  setPath(json, name, value, options['dotNotation'] !== false);
  return { json, pairedItem: { item: itemIndex } };
}

async function expireIfAsked(context: IExecuteFunctions, client: Redis, key: string, itemIndex: number): Promise<void> {
  if (context.getNodeParameter('expire', itemIndex, false) !== true) return;
  const ttl = Number(context.getNodeParameter('ttl', itemIndex, -1));
  if (ttl > 0) await client.expire(key, Math.floor(ttl));
}

function parsedOrText(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const OPERATIONS: ReadonlyMap<string, Operation> = new Map<string, Operation>([
  [
    'delete',
    async function (client, item, itemIndex) {
      await client.del(text(this, 'key', itemIndex));
      return item;
    },
  ],
  [
    'get',
    async function (client, _item, itemIndex) {
      const value = await readKey(client, text(this, 'key', itemIndex), text(this, 'keyType', itemIndex, 'automatic'));
      return intoProperty(this, itemIndex, value ?? null);
    },
  ],
  [
    'keys',
    async function (client, _item, itemIndex) {
      const keys = await client.keys(text(this, 'keyPattern', itemIndex));
      if (this.getNodeParameter('getValues', itemIndex, true) === false) return { json: { keys }, pairedItem: { item: itemIndex } };
      const json: IDataObject = {};
      for (const key of keys) json[key] = (await readKey(client, key)) as IDataObject[string];
      return { json, pairedItem: { item: itemIndex } };
    },
  ],
  [
    'llen',
    async function (client, _item, itemIndex) {
      const list = text(this, 'list', itemIndex);
      return { json: { [list]: await client.llen(list) }, pairedItem: { item: itemIndex } };
    },
  ],
  [
    'set',
    async function (client, item, itemIndex) {
      const key = text(this, 'key', itemIndex);
      const valueIsJson = this.getNodeParameter('valueIsJSON', itemIndex, true) !== false;
      await writeKey(client, key, text(this, 'value', itemIndex), text(this, 'keyType', itemIndex, 'automatic'), valueIsJson);
      await expireIfAsked(this, client, key, itemIndex);
      return item;
    },
  ],
  [
    'incr',
    async function (client, _item, itemIndex) {
      const key = text(this, 'key', itemIndex);
      const value = await client.incr(key);
      await expireIfAsked(this, client, key, itemIndex);
      return { json: { [key]: value }, pairedItem: { item: itemIndex } };
    },
  ],
  [
    'publish',
    async function (client, item, itemIndex) {
      await client.publish(text(this, 'channel', itemIndex), text(this, 'messageData', itemIndex));
      return item;
    },
  ],
  [
    'push',
    async function (client, item, itemIndex) {
      const list = text(this, 'list', itemIndex);
      const data = text(this, 'messageData', itemIndex);
      if (this.getNodeParameter('tail', itemIndex, false) === true) await client.rpush(list, data);
      else await client.lpush(list, data);
      return item;
    },
  ],
  [
    'pop',
    async function (client, _item, itemIndex) {
      const list = text(this, 'list', itemIndex);
      const value = this.getNodeParameter('tail', itemIndex, false) === true ? await client.rpop(list) : await client.lpop(list);
      return intoProperty(this, itemIndex, parsedOrText(value));
    },
  ],
]);
