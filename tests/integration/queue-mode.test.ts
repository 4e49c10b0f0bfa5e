/**
 * Queue mode end to end (docs/scaling.md): a main server on PostgreSQL queues executions in
 * Redis, real worker processes run them, and answers and results come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl, createActive, eventually, respondNode, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { metric, startQueueInstance, storedStatuses } from './queue-mode-helpers';
import type { InstanceProcess, QueueInstance } from './queue-mode-helpers';

const postgres = process.env['SWITCHYARD_TEST_POSTGRES'] !== '0';

describe.runIf(postgres)('queue mode with two workers', () => {
  let instance: QueueInstance;
  let workers: InstanceProcess[];
  beforeAll(async () => {
    instance = await startQueueInstance();
    workers = await Promise.all([instance.spawn('worker', ['--concurrency', '4']), instance.spawn('worker', ['--concurrency', '4'])]);
  }, 60_000);
  afterAll(() => instance?.close());

  it('runs a burst of webhook calls on both workers, answering each and saving each execution once', async () => {
    const workflow = await createActive(
      instance.team.owner,
      workflowOf('Burst', [
        webhookNode({ httpMethod: 'POST', path: 'burst', responseMode: 'lastNode', responseData: 'firstEntryJson' }),
        setNode('Set', { n: '={{ $json.body.n }}', from: 'worker' }),
      ]),
    );
    const calls = 40;
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, n) =>
        callUrl(instance.team.server.base, '/webhook/burst', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: calls }, () => 200));
    expect(answers.map((answer) => (answer.json as { n: string }).n).sort()).toEqual(
      Array.from({ length: calls }, (_, n) => String(n)).sort(),
    );
    const statuses = await eventually(async () => {
      const stored = await storedStatuses(instance.team, workflow.id);
      return stored.every((status) => status === 'success') && stored.length === calls ? stored : undefined;
    });
    expect(statuses).toHaveLength(calls);
    const done = await Promise.all(workers.map((worker) => metric(worker.base, 'switchyard_worker_jobs_completed_total')));
    expect(done.reduce((a, b) => a + b, 0)).toBe(calls);
    // Both workers took part.
    expect(done.every((count) => count > 0)).toBe(true);
  }, 60_000);

  it('answers a webhook call from the Respond to Webhook node that ran on a worker', async () => {
    await createActive(
      instance.team.owner,
      workflowOf('Respond', [
        webhookNode({ httpMethod: 'POST', path: 'respond', responseMode: 'responseNode' }),
        setNode('Set', { greeting: '=Hello {{ $json.body.name }}' }),
        respondNode({
          respondWith: 'json',
          responseBody: '={{ JSON.stringify({ greeting: $json.greeting }) }}',
          options: { responseCode: 201, responseHeaders: { entries: [{ name: 'X-From', value: 'worker' }] } },
        }),
      ]),
    );
    const answer = await callUrl(instance.team.server.base, '/webhook/respond', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ greeting: 'Hello Ada' });
    expect(answer.headers.get('x-from')).toBe('worker');
  }, 30_000);

  it('reports database and Redis ready on the main and on each worker, and queue counts as metrics', async () => {
    for (const base of [instance.team.server.base, ...workers.map((worker) => worker.base)]) {
      const ready = await fetch(`${base}/healthz/readiness`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    }
    const text = await (await fetch(`${instance.team.server.base}/metrics`)).text();
    expect(text).toMatch(/^switchyard_queue_jobs\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^# TYPE switchyard_queue_jobs gauge$/m);
  });
});
