/**
 * Queue mode end to end (docs/scaling.md): a main server on PostgreSQL queues executions in
 * Redis, real worker processes run them, and answers and results come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWorkflow, collectPush, runWorkflow } from './executions-helpers';
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

  it('runs a manual run from the editor on a worker, its progress pushed to the tab that started it', async () => {
    const before = await Promise.all(workers.map((worker) => metric(worker.base, 'switchyard_worker_jobs_completed_total')));
    let executionId = '';
    const events = await collectPush(
      instance.team.owner.browser,
      'queued-tab',
      async () => {
        executionId = await runWorkflow(instance.team.owner, chainWorkflow(), {}, { 'push-ref': 'queued-tab' });
      },
      (list) => list.some((event) => event.type === 'executionFinished'),
    );
    expect(events[0]?.type).toBe('executionStarted');
    expect(events.filter((event) => event.type === 'nodeExecuteBefore').map((event) => event.data.nodeName)).toEqual([
      'Start',
      'Set',
      'If',
      'Big',
      'Small',
    ]);
    const finished = events.at(-1)!;
    expect(finished.type).toBe('executionFinished');
    expect(finished.data.executionId).toBe(executionId);
    expect((finished.data.data as { status: string }).status).toBe('success');
    const after = await Promise.all(workers.map((worker) => metric(worker.base, 'switchyard_worker_jobs_completed_total')));
    // A worker ran it (the previous test's job may also have been counted meanwhile).
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('answers production webhooks on a webhook process, following activations made on the main', async () => {
    const webhook = await instance.spawn('webhook');
    // Activated after the webhook process started: it hears of it over the bus.
    await createActive(
      instance.team.owner,
      workflowOf('Via webhook process', [
        webhookNode({ httpMethod: 'POST', path: 'edge', responseMode: 'lastNode', responseData: 'firstEntryJson' }),
        setNode('Set', { seen: '={{ $json.body.id }}' }),
      ]),
    );
    const answer = await eventually(async () => {
      const call = await callUrl(webhook.base, '/webhook/edge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'e1' }),
      });
      return call.status === 404 ? undefined : call;
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ seen: 'e1' });
    // Only production webhooks: neither the editor's API nor test webhooks are served there.
    expect((await fetch(`${webhook.base}/rest/settings`)).status).toBe(404);
    expect((await fetch(`${webhook.base}/webhook-test/edge`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${webhook.base}/healthz`)).status).toBe(200);
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

const waitNode = (seconds: number) => ({
  id: `wait-${seconds}-${Math.random()}`,
  name: 'Wait',
  type: 'n8n-nodes-base.wait',
  typeVersion: 1.1,
  position: [200, 0],
  webhookId: `w-${Math.random()}`,
  parameters: { resume: 'timeInterval', amount: seconds, unit: 'seconds' },
});

describe.runIf(postgres)('queue mode when workers stop', () => {
  let instance: QueueInstance;
  let workers: InstanceProcess[];
  beforeAll(async () => {
    instance = await startQueueInstance({ QUEUE_WORKER_TIMEOUT: '20' });
    workers = await Promise.all([instance.spawn('worker', ['--concurrency', '2']), instance.spawn('worker', ['--concurrency', '2'])]);
  }, 60_000);
  afterAll(() => instance?.close());

  /** Calls a webhook that answers at once; the run goes on on a worker. */
  async function startRun(path: string, seconds: number): Promise<string> {
    const workflow = await createActive(
      instance.team.owner,
      workflowOf(path, [
        webhookNode({ httpMethod: 'POST', path, responseMode: 'onReceived' }),
        waitNode(seconds),
        setNode('Set', { a: '1' }),
      ]),
    );
    const answer = await callUrl(instance.team.server.base, `/webhook/${path}`, { method: 'POST' });
    expect(answer.status).toBe(200);
    return workflow.id;
  }

  async function busyWorker(candidates: InstanceProcess[]): Promise<InstanceProcess> {
    return eventually(async () => {
      for (const worker of candidates) if ((await metric(worker.base, 'switchyard_worker_jobs_active')) > 0) return worker;
      return undefined;
    }, 10_000);
  }

  it('runs the execution of a worker killed mid-run again on the other worker, saved once and not left running', async () => {
    const workflowId = await startRun('killed', 3);
    const victim = await busyWorker(workers);
    const survivor = workers.find((worker) => worker !== victim)!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const statuses = await eventually(async () => {
      const stored = await storedStatuses(instance.team, workflowId);
      return stored.length === 1 && stored[0] === 'success' ? stored : undefined;
    }, 30_000);
    expect(statuses).toEqual(['success']);
    expect(survivor.output()).toMatch(/starts again \(its worker stopped\)/);
    workers = [survivor];
  }, 60_000);

  it('lists a run on a worker as current and stops it from the main process', async () => {
    const workflowId = await startRun('stopped', 30);
    const { browser } = instance.team.owner;
    const current = await eventually(async () => {
      const list = await browser.get<{ data: Array<{ id: string; status: string; workflowId: string }> }>(
        `/executions-current?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
      );
      return list.body.data.find((summary) => summary.status === 'running');
    }, 10_000);
    const stopped = await browser.post<{ data: { status: string } }>(`/executions-current/${current.id}/stop`, {});
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.status).toBe('canceled');
    expect(await storedStatuses(instance.team, workflowId)).toEqual(['canceled']);
  }, 30_000);

  it('fires a schedule once per tick with two mains: only the leader runs triggers', async () => {
    const second = await instance.spawn('main');
    try {
      const schedule = {
        name: 'Every second',
        type: 'n8n-nodes-base.scheduleTrigger',
        typeVersion: 1.2,
        position: [0, 0],
        parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } },
      };
      const workflow = await createActive(instance.team.owner, workflowOf('Two mains', [schedule, setNode('Set', { at: '={{ $now }}' })]));
      // The second main saw the activation too (it follows): still one firing per second.
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const deactivated = await instance.team.owner.browser.patch<{ data: { versionId: string } }>(`/workflows/${workflow.id}`, {
        active: false,
        versionId: (await instance.team.owner.browser.get<{ data: { versionId: string } }>(`/workflows/${workflow.id}`)).body.data
          .versionId,
      });
      expect(deactivated.status).toBe(200);
      const seconds = (Date.now() - started) / 1000;
      const runs = await eventually(async () => {
        const stored = await storedStatuses(instance.team, workflow.id);
        return stored.length > 0 && stored.every((status) => status === 'success') ? stored : undefined;
      }, 20_000);
      // Both mains firing would give about two runs per second.
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      expect(second.output()).not.toMatch(/error/i);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  }, 60_000);

  it('finishes running executions on SIGTERM within QUEUE_WORKER_TIMEOUT, then exits', async () => {
    const workflowId = await startRun('drained', 3);
    const worker = await busyWorker(workers);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toMatch(/Running executions finished\./);
    expect(await storedStatuses(instance.team, workflowId)).toEqual(['success']);
  }, 30_000);
});

describe.runIf(postgres)('queue mode when a killed worker may not be replaced', () => {
  let instance: QueueInstance;
  let workers: InstanceProcess[];
  beforeAll(async () => {
    instance = await startQueueInstance({ QUEUE_WORKER_MAX_STALLED_COUNT: '0' });
    workers = await Promise.all([instance.spawn('worker', ['--concurrency', '2']), instance.spawn('worker', ['--concurrency', '2'])]);
  }, 60_000);
  afterAll(() => instance?.close());

  it('marks the execution crashed, not running, once QUEUE_WORKER_MAX_STALLED_COUNT is used up', async () => {
    const workflow = await createActive(
      instance.team.owner,
      workflowOf('crash', [
        webhookNode({ httpMethod: 'POST', path: 'crash', responseMode: 'onReceived' }),
        waitNode(5),
        setNode('Set', { a: '1' }),
      ]),
    );
    expect((await callUrl(instance.team.server.base, '/webhook/crash', { method: 'POST' })).status).toBe(200);
    const victim = await eventually(async () => {
      for (const worker of workers) if ((await metric(worker.base, 'switchyard_worker_jobs_active')) > 0) return worker;
      return undefined;
    }, 10_000);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const statuses = await eventually(async () => {
      const stored = await storedStatuses(instance.team, workflow.id);
      return stored.length === 1 && stored[0] !== 'running' ? stored : undefined;
    }, 30_000);
    expect(statuses).toEqual(['crashed']);
  }, 60_000);
});
