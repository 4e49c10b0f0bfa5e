/**
 * Reading and writing a key by its Redis type the way n8n's Redis node does, and INFO's
 * text turned into an object, so outputs match what n8n gives for the same data.
 */
import type { Redis } from 'ioredis';
import type { IDataObject } from '@sdk/workflow';

/**
 * INFO values of digits and dots become numbers by parseFloat, as n8n reads them (so
 * `redis_version: 7.0.15` gives 7 there too; workflows written against n8n expect that).
 */
function parsedValue(value: string): string | number {
  return /^[\d.]+$/.test(value) ? parseFloat(value) : value;
}

/** INFO's `key:value` lines as an object; `a=1,b=2` values become nested objects. */
export function infoToObject(info: string): IDataObject {
  const result: IDataObject = {};
  for (const line of info.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [key, raw] = line.split(':');
    if (key === undefined || raw === undefined) continue;
    const value = raw.trim();
    if (!value.includes('=')) {
      result[key] = parsedValue(value);
      continue;
    }
    const nested: IDataObject = {};
    for (const pair of value.split(',')) {
      const [name, inner] = pair.split('=');
      if (name !== undefined) nested[name] = parsedValue(inner ?? '');
    }
    result[key] = nested;
  }
  return result;
}

/** The value at `key` for its type (asked first when `type` is automatic); undefined when absent. */
export async function readKey(client: Redis, key: string, type = 'automatic'): Promise<unknown> {
  const kind = type === 'automatic' ? await client.type(key) : type;
  switch (kind) {
    case 'string':
      return client.get(key);
    case 'hash':
      return client.hgetall(key);
    case 'list':
      return client.lrange(key, 0, -1);
    case 'sets':
    case 'set':
      return client.smembers(key);
    default:
      return undefined;
  }
}

function parsedJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    // Not JSON: n8n then writes the text as it is.
    return value;
  }
}

async function writeHash(client: Redis, key: string, value: string, valueIsJson: boolean): Promise<void> {
  const parsed = valueIsJson ? parsedJson(value) : undefined;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const entries = Object.entries(parsed as IDataObject).map(([field, inner]) => [
      field,
      typeof inner === 'object' ? JSON.stringify(inner) : String(inner),
    ]);
    if (entries.length > 0) await client.hset(key, Object.fromEntries(entries));
    return;
  }
  // "field value field value ..." pairs, as n8n reads a hash value that is not JSON.
  await client.hset(key, ...value.split(' '));
}

/** Writes `value` at `key` as `type` ('automatic': text is a string). */
export async function writeKey(client: Redis, key: string, value: string, type: string, valueIsJson: boolean): Promise<void> {
  switch (type) {
    case 'hash':
      return writeHash(client, key, value, valueIsJson);
    case 'list': {
      // n8n sets the list's existing elements by index (LSET), so the list must exist.
      const parsed = parsedJson(value);
      const elements = Array.isArray(parsed) ? parsed : [value];
      for (const [index, element] of elements.entries()) {
        await client.lset(key, index, typeof element === 'object' ? JSON.stringify(element) : String(element));
      }
      return;
    }
    case 'sets':
      await client.sadd(key, value);
      return;
    default:
      await client.set(key, value);
  }
}
