/**
 * Redis Trigger against the real Redis at 127.0.0.1:6379: activation subscribes to the
 * channels (patterns too) and each published message starts an execution with n8n's item;
 * deactivation stops it; a wrong address fails activation; a manual run waits for a message.
 */
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { createEngineServices } from '../../engine/engine-services';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { createTriggerContext } from '../../webhooks/node-contexts';
import { createCoreNodeTypes } from '..';

const REDIS = { host: '127.0.0.1', port: 6379, database: 0, password: '', ssl: false };
const prefix = `switchyard-test-${randomBytes(4).toString('hex')}`;
const publisher = new Redis({ host: REDIS.host, port: REDIS.port, lazyConnect: true });

beforeAll(() => publisher.connect());
afterAll(() => publisher.disconnect());

/** Activates the trigger as ActiveWorkflows does and records what it emits. */
async function activate(parameters: INodeParameters, credential: IDataObject = REDIS) {
  const nodeTypes = createCoreNodeTypes();
  const trigger = node('Redis Trigger', 'redisTrigger', parameters, { credentials: { redis: { id: 'redis', name: 'Redis' } } });
  const services = createEngineServices({
    nodeTypes,
    userFolder: mkdtempSync(path.join(tmpdir(), 'switchyard-redis-')),
    timezone: 'UTC',
    loadCredential: async () => credential,
  });
  const emitted: INodeExecutionData[][] = [];
  const errors: Error[] = [];
  const nodeType = nodeTypes.getClosest(trigger.type, 1)!;
  const context = createTriggerContext({
    workflow: { id: 'wf-redis', nodes: [trigger], connections: {}, staticData: {} },
    node: trigger,
    nodeType,
    services,
    mode: 'trigger',
    activation: 'activate',
    emit: (data) => void emitted.push(data[0] ?? []),
    emitError: (error) => void errors.push(error),
  });
  const response = await nodeType.trigger!.call(context);
  return { emitted, errors, close: () => response?.closeFunction?.() };
}

describe('Redis Trigger (n8n-nodes-base.redisTrigger)', () => {
  it('starts one execution per message on its channels and patterns, and stops when deactivated', async () => {
    const listener = await activate({ channels: `${prefix}:orders, ${prefix}:events:*` });
    try {
      await publisher.publish(`${prefix}:orders`, 'order 1');
      await publisher.publish(`${prefix}:events:signup`, '{"user":"ada"}');
      await publisher.publish(`${prefix}:other`, 'not subscribed');
      await expect.poll(() => listener.emitted.length).toBe(2);
      expect(listener.emitted.map((items) => items.map((item) => item.json))).toEqual([
        [{ channel: `${prefix}:orders`, message: 'order 1' }],
        [{ channel: `${prefix}:events:signup`, message: '{"user":"ada"}' }],
      ]);
    } finally {
      await listener.close();
    }
    expect(await publisher.publish(`${prefix}:orders`, 'after close')).toBe(0);
    expect(listener.errors).toEqual([]);
  });

  it('parses JSON messages and gives only the message when asked', async () => {
    const listener = await activate({ channels: `${prefix}:json`, options: { jsonParseBody: true, onlyMessage: true } });
    try {
      await publisher.publish(`${prefix}:json`, '{"total":3}');
      await publisher.publish(`${prefix}:json`, 'plain text');
      await expect.poll(() => listener.emitted.length).toBe(2);
      expect(listener.emitted.map((items) => items[0]?.json)).toEqual([{ message: { total: 3 } }, { message: 'plain text' }]);
    } finally {
      await listener.close();
    }
  });

  it('fails activation when Redis cannot be reached, and without channels', async () => {
    await expect(activate({ channels: `${prefix}:x` }, { ...REDIS, port: 1 })).rejects.toThrow(/ECONNREFUSED/);
    await expect(activate({ channels: ' , ' })).rejects.toThrow('Channels are mandatory!');
  });

  it('in a manual run waits for the next message on the channels', async () => {
    const channel = `${prefix}:manual`;
    const run = runTestWorkflow(
      {
        nodes: [node('Redis Trigger', 'redisTrigger', { channels: channel }, { credentials: { redis: { id: 'redis', name: 'Redis' } } })],
        connections: {},
      },
      { services: { loadCredential: async () => REDIS } },
    );
    await expect.poll(async () => publisher.publish(channel, 'test event')).toBe(1);
    const result = await run;
    expect(outputJson(result, 'Redis Trigger')).toEqual([{ channel, message: 'test event' }]);
  });
});
