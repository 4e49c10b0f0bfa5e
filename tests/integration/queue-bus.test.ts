/**
 * The queue-mode message bus on the local Redis: instance-wide messages reach every
 * process, while a webhook answer for an execution routed to one process reaches only it
 * (a worker sends each answer to the process holding the HTTP request, not to all of them).
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { QueueBus, type BusMessage } from '../../app/server/scaling/queue-bus';
import { eventually } from './webhooks-helpers';

const redis = { host: '127.0.0.1', port: 6379, db: 0, password: '', username: '', prefix: `sy-bus-test-${randomBytes(4).toString('hex')}` };

describe('queue bus', () => {
  const buses: QueueBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  async function joinBus(): Promise<{ bus: QueueBus; heard: BusMessage[] }> {
    const bus = new QueueBus(redis, (error) => {
      throw error;
    });
    buses.push(bus);
    const heard: BusMessage[] = [];
    bus.on('webhook-response', (message) => heard.push(message));
    bus.on('stop', (message) => heard.push(message));
    await bus.start();
    return { bus, heard };
  }

  it('sends a routed execution’s answer to its process only, and instance messages to all', async () => {
    const [main, webhook, worker] = [await joinBus(), await joinBus(), await joinBus()];
    const response = { statusCode: 201, headers: { 'x-a': '1' }, body: { ok: true } };
    const unroute = worker.bus.route('17', main.bus.id);
    await worker.bus.publishFor('17', { kind: 'webhook-response', executionId: '17', response });
    await worker.bus.publish({ kind: 'stop', executionId: '18' });
    await eventually(async () => (main.heard.length === 2 && webhook.heard.length === 1 ? true : undefined), 5_000);
    expect(main.heard).toEqual([
      { kind: 'webhook-response', executionId: '17', response },
      { kind: 'stop', executionId: '18' },
    ]);
    expect(webhook.heard).toEqual([{ kind: 'stop', executionId: '18' }]);
    expect(worker.heard).toEqual([{ kind: 'stop', executionId: '18' }]);

    // Once the run ends its route is gone: a late answer goes to every process, as before routing.
    unroute();
    await worker.bus.publishFor('17', { kind: 'webhook-response', executionId: '17', response });
    await eventually(async () => (webhook.heard.length === 2 && main.heard.length === 3 ? true : undefined), 5_000);
    expect(webhook.heard[1]).toMatchObject({ kind: 'webhook-response', executionId: '17' });
  });
});
