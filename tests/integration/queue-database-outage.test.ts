/**
 * A worker whose PostgreSQL goes away for a few seconds while it runs an execution: it
 * retries the save with a bounded back-off, says so in its log, and saves once the database
 * is back. The outage is a TCP relay in front of the shared PostgreSQL that the test closes
 * (dropping every connection) and opens again; the database itself keeps running.
 */
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, createActive, eventually, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { metric, startQueueInstance, storedStatuses } from './queue-mode-helpers';
import type { InstanceProcess, QueueInstance } from './queue-mode-helpers';

const postgres = process.env['SWITCHYARD_TEST_POSTGRES'] !== '0';

/** Relays 127.0.0.1:<port> to PostgreSQL at 127.0.0.1:5432 while open. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server !== undefined) await new Promise((resolve) => server.close(resolve));
  }
}

const waitNode = {
  id: 'wait-outage',
  name: 'Wait',
  type: 'n8n-nodes-base.wait',
  typeVersion: 1.1,
  position: [200, 0],
  webhookId: 'w-outage',
  parameters: { resume: 'timeInterval', amount: 5, unit: 'seconds' },
};

describe.runIf(postgres)('queue mode when PostgreSQL is away for a few seconds', () => {
  const relay = new Relay();
  let instance: QueueInstance;
  let worker: InstanceProcess;
  beforeAll(async () => {
    await relay.open();
    instance = await startQueueInstance();
    worker = await instance.spawn('worker', ['--concurrency', '2'], { DB_POSTGRESDB_PORT: String(relay.port) });
  }, 60_000);
  afterAll(async () => {
    await instance?.close();
    await relay.close();
  });

  it('retries the save with a back-off, says so in its log, and saves once the database is back', async () => {
    const workflow = await createActive(
      instance.team.owner,
      workflowOf('Outage', [
        webhookNode({ httpMethod: 'POST', path: 'outage', responseMode: 'onReceived' }),
        waitNode,
        setNode('Set', { a: '1' }),
      ]),
    );
    expect((await callUrl(instance.team.server.base, '/webhook/outage', { method: 'POST' })).status).toBe(200);
    await eventually(async () => ((await metric(worker.base, 'switchyard_worker_jobs_active')) > 0 ? true : undefined), 10_000);
    await relay.close();
    await eventually(
      async () => (/could not be saved \(.*\); try 2 of 6 in 500 ms/.test(worker.output()) ? true : undefined),
      20_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; the worker said:\n${worker.output()}`);
    });
    await relay.open();
    const statuses = await eventually(async () => {
      const stored = await storedStatuses(instance.team, workflow.id);
      return stored.length === 1 && stored[0] !== 'running' ? stored : undefined;
    }, 30_000);
    expect(statuses).toEqual(['success']);
  }, 90_000);
});
