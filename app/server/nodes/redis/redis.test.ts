/**
 * The Redis node against the real Redis at 127.0.0.1:6379 (keys under a prefix unique to
 * this run): each operation's effect in Redis and its output item, as n8n gives them.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';

const REDIS = { host: '127.0.0.1', port: 6379, database: 0, password: '', ssl: false };
const prefix = `switchyard-test-${randomBytes(4).toString('hex')}`;
const redis = new Redis({ host: REDIS.host, port: REDIS.port, lazyConnect: true });

beforeAll(() => redis.connect());
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** Runs Input (pinned `items`) → Redis(`parameters`) and returns the run. */
function runRedis(parameters: INodeParameters, items: IDataObject[] = [{ id: 1 }], credential: IDataObject = REDIS, extra = {}) {
  return runTestWorkflow(
    {
      nodes: [
        node('Input', 'manualTrigger'),
        node('Redis', 'redis', parameters, { credentials: { redis: { id: 'redis', name: 'Redis' } }, ...extra }),
      ],
      connections: connect(['Input', 'Redis']),
    },
    { pinData: { Input: items.map((json) => ({ json })) }, services: { loadCredential: async () => credential } },
  );
}

async function redisOutput(parameters: INodeParameters, items?: IDataObject[]) {
  const result = await runRedis(parameters, items);
  expect(result.data.resultData.error?.message).toBeUndefined();
  return outputJson(result, 'Redis');
}

describe('Redis (n8n-nodes-base.redis)', () => {
  it('sets a string with a time-to-live, gets it into a dotted property, and passes the input on after set', async () => {
    const key = `${prefix}:greeting`;
    const set = await redisOutput({ operation: 'set', key, value: 'hello', expire: true, ttl: 120 });
    expect(set).toEqual([{ id: 1 }]);
    expect(await redis.get(key)).toBe('hello');
    expect(await redis.ttl(key)).toBeGreaterThan(100);

    expect(await redisOutput({ operation: 'get', key, propertyName: 'data.greeting' })).toEqual([{ data: { greeting: 'hello' } }]);
    expect(await redisOutput({ operation: 'get', key, propertyName: 'a.b', options: { dotNotation: false } })).toEqual([
      { 'a.b': 'hello' },
    ]);
    expect(await redisOutput({ operation: 'get', key: `${prefix}:missing`, propertyName: 'value' })).toEqual([{ value: null }]);
  });

  it('writes a hash from JSON or from "field value" pairs, and reads lists and sets by their type', async () => {
    await redisOutput({ operation: 'set', key: `${prefix}:user`, keyType: 'hash', value: '{"name":"Ada","age":36}' });
    expect(await redis.hgetall(`${prefix}:user`)).toEqual({ name: 'Ada', age: '36' });
    await redisOutput({ operation: 'set', key: `${prefix}:pairs`, keyType: 'hash', valueIsJSON: false, value: 'a 1 b 2' });
    expect(await redis.hgetall(`${prefix}:pairs`)).toEqual({ a: '1', b: '2' });
    await redisOutput({ operation: 'set', key: `${prefix}:tags`, keyType: 'sets', value: 'red' });
    await redis.rpush(`${prefix}:queue`, 'x', 'y');

    expect(await redisOutput({ operation: 'get', key: `${prefix}:user`, propertyName: 'user' })).toEqual([
      { user: { name: 'Ada', age: '36' } },
    ]);
    expect(await redisOutput({ operation: 'get', key: `${prefix}:queue`, propertyName: 'queue' })).toEqual([{ queue: ['x', 'y'] }]);
    expect(await redisOutput({ operation: 'get', key: `${prefix}:tags`, keyType: 'sets', propertyName: 'tags' })).toEqual([
      { tags: ['red'] },
    ]);
  });

  it('increments once per item with an expiry and answers { key: value }', async () => {
    const key = `${prefix}:counter`;
    const output = await redisOutput({ operation: 'incr', key, expire: true, ttl: 30 }, [{ n: 1 }, { n: 2 }]);
    expect(output).toEqual([{ [key]: 1 }, { [key]: 2 }]);
    expect(await redis.ttl(key)).toBeGreaterThan(20);
  });

  it('pushes to the head or tail, pops JSON back as an object, and tells the list length', async () => {
    const list = `${prefix}:jobs`;
    await redisOutput({ operation: 'push', list, messageData: '{"job":1}' });
    await redisOutput({ operation: 'push', list, messageData: 'first', tail: false });
    await redisOutput({ operation: 'push', list, messageData: 'last', tail: true });
    expect(await redis.lrange(list, 0, -1)).toEqual(['first', '{"job":1}', 'last']);
    expect(await redisOutput({ operation: 'llen', list })).toEqual([{ [list]: 3 }]);
    expect(await redisOutput({ operation: 'pop', list, tail: true, propertyName: 'out' })).toEqual([{ out: 'last' }]);
    expect(await redisOutput({ operation: 'pop', list, propertyName: 'out' })).toEqual([{ out: 'first' }]);
    expect(await redisOutput({ operation: 'pop', list, propertyName: 'out' })).toEqual([{ out: { job: 1 } }]);
  });

  it('lists the keys matching a pattern with or without their values, and deletes a key', async () => {
    await redis.set(`${prefix}:k:one`, '1');
    await redis.set(`${prefix}:k:two`, '2');
    const withValues = (await redisOutput({ operation: 'keys', keyPattern: `${prefix}:k:*` })) as IDataObject[];
    expect(withValues).toEqual([{ [`${prefix}:k:one`]: '1', [`${prefix}:k:two`]: '2' }]);
    const names = (await redisOutput({ operation: 'keys', keyPattern: `${prefix}:k:*`, getValues: false })) as Array<{ keys: string[] }>;
    expect(names[0]!.keys.sort()).toEqual([`${prefix}:k:one`, `${prefix}:k:two`]);

    expect(await redisOutput({ operation: 'delete', key: `${prefix}:k:one` })).toEqual([{ id: 1 }]);
    expect(await redis.exists(`${prefix}:k:one`)).toBe(0);
  });

  it('publishes each item to a channel that a subscriber receives', async () => {
    const subscriber = new Redis({ host: REDIS.host, port: REDIS.port });
    const received: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe(`${prefix}:news`);
    try {
      await redisOutput({ operation: 'publish', channel: `${prefix}:news`, messageData: '={{ $json.text }}' }, [
        { text: 'a' },
        { text: 'b' },
      ]);
      await expect.poll(() => received).toEqual(['a', 'b']);
    } finally {
      subscriber.disconnect();
    }
  });

  it('gives the server information as an object, once whatever the input', async () => {
    const output = (await redisOutput({ operation: 'info' }, [{}, {}])) as IDataObject[];
    expect(output).toHaveLength(1);
    expect(output[0]).toMatchObject({ redis_mode: 'standalone', tcp_port: 6379 });
    expect(output[0]!['db0']).toMatchObject({ keys: expect.any(Number) });
  });

  it('fails with the reason Redis gives, or reports it per item with Continue On Fail', async () => {
    await redis.set(`${prefix}:text`, 'not a list');
    const failed = await runRedis({ operation: 'push', list: `${prefix}:text`, messageData: 'x' });
    expect(failed.data.resultData.error?.message).toMatch(/WRONGTYPE/);

    const continued = await runRedis({ operation: 'push', list: `${prefix}:text`, messageData: 'x' }, [{ id: 1 }], REDIS, {
      onError: 'continueRegularOutput',
    });
    expect(outputJson(continued, 'Redis')).toEqual([{ error: expect.stringMatching(/WRONGTYPE/) }]);

    const refused = await runRedis({ operation: 'info' }, [{}], { ...REDIS, port: 1 });
    expect(refused.data.resultData.error?.message).toMatch(/ECONNREFUSED/);
  });
});
