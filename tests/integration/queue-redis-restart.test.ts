/**
 * Queue mode across a Redis restart: a private redis-server (append-only file, fsync on
 * every write) is stopped and started again under load; the processes reconnect, every
 * acknowledged webhook call is run and saved, and readiness says Redis is down meanwhile.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, createActive, eventually, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { startQueueInstance, storedStatuses } from './queue-mode-helpers';
import type { QueueInstance } from './queue-mode-helpers';

const postgres = process.env['SWITCHYARD_TEST_POSTGRES'] !== '0';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of its own on `port`, keeping its data in `dir` across restarts. */
async function startRedis(port: number, dir: string): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually(async () => (/Ready to accept connections/.test(output) ? true : undefined), 10_000);
  return {
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.runIf(postgres)('queue mode across a Redis restart', () => {
  let instance: QueueInstance;
  let dir: string;
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'switchyard-redis-'));
    port = await freePort();
    redis = await startRedis(port, dir);
    instance = await startQueueInstance({ QUEUE_BULL_REDIS_PORT: String(port) });
    await instance.spawn('worker', ['--concurrency', '4']);
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await redis?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('reconnects and runs every acknowledged call, before, during and after the restart', async () => {
    const workflow = await createActive(
      instance.team.owner,
      workflowOf('Through restart', [
        webhookNode({ httpMethod: 'POST', path: 'restart', responseMode: 'onReceived' }),
        setNode('Set', { n: '={{ $json.body.n }}' }),
      ]),
    );
    const call = (n: number) =>
      callUrl(instance.team.server.base, '/webhook/restart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ n }),
      });
    const before = await Promise.all([0, 1, 2, 3, 4].map(call));
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

    await redis.stop();
    const readiness = await fetch(`${instance.team.server.base}/healthz/readiness`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'error', checks: { database: 'ok', redis: 'down' } });
    // Calls made while Redis is down wait for it rather than fail.
    const during = Promise.all([5, 6, 7].map(call));
    redis = await startRedis(port, dir);
    expect((await during).map((answer) => answer.status)).toEqual([200, 200, 200]);
    const after = await Promise.all([8, 9].map(call));
    expect(after.map((answer) => answer.status)).toEqual([200, 200]);

    const statuses = await eventually(async () => {
      const stored = await storedStatuses(instance.team, workflow.id);
      return stored.length === 10 && stored.every((status) => status === 'success') ? stored : undefined;
    }, 30_000);
    expect(statuses).toHaveLength(10);
    await eventually(
      async () => ((await fetch(`${instance.team.server.base}/healthz/readiness`)).status === 200 ? true : undefined),
      10_000,
    );
  }, 90_000);
});
