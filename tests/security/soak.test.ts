/**
 * A short soak of the server as `npm start` runs it: for 60 seconds, webhook calls and
 * editor traffic (workflow and execution lists) go on while executions that once froze
 * or stalled the server run again and again: a cycle (A → B → A), an expression with a
 * catastrophically backtracking regular expression, and a Code node that never ends.
 * Throughout, `/healthz` must answer within a second, every webhook call must be
 * answered, and the process must still be running at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, spawnServer, type SpawnedServer } from './spawned-server';

const SOAK_MS = 60_000;
const HEALTH_LIMIT_MS = 1_000;

let server: SpawnedServer;

const trigger = { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
const link = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const settings = { executionOrder: 'v1', executionTimeout: 5 };

const cycle = {
  name: 'Cycle',
  nodes: [
    trigger,
    { id: 'a', name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    { id: 'b', name: 'B', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [400, 0], parameters: {} },
  ],
  connections: { Start: link('A'), A: link('B'), B: link('A') },
  settings,
};

const regexBomb = {
  name: 'Regex bomb',
  nodes: [
    trigger,
    {
      id: 's',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: {
        assignments: { assignments: [{ id: 'r', name: 'matched', value: "={{ /^(a+)+$/.test('a'.repeat(32) + '!') }}", type: 'boolean' }] },
        options: {},
      },
    },
  ],
  connections: { Start: link('Set') },
  settings,
};

const codeLoop = {
  name: 'Code loop',
  nodes: [
    trigger,
    { id: 'c', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0], parameters: { jsCode: 'while (true) {}' } },
  ],
  connections: { Start: link('Code') },
  settings,
};

const webhookFlow = {
  name: 'Soak webhook',
  nodes: [
    {
      id: 'w',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      webhookId: 'soak-hook',
      parameters: { path: 'soak', httpMethod: 'POST', responseMode: 'lastNode' },
    },
    {
      id: 's2',
      name: 'Echo',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: { assignments: { assignments: [{ id: 'e', name: 'echo', value: '={{ $json.body.n }}', type: 'number' }] }, options: {} },
    },
  ],
  connections: { Webhook: link('Echo') },
  settings: { executionOrder: 'v1' },
};

beforeAll(async () => {
  server = await spawnServer({ EXECUTIONS_TIMEOUT: '5' });
  const created = await callJson<{ data: { id: string; versionId: string } }>(server.base, 'POST', '/rest/workflows', webhookFlow);
  expect(created.status).toBe(200);
  const activated = await callJson(server.base, 'PATCH', `/rest/workflows/${created.body.data.id}`, {
    active: true,
    versionId: created.body.data.versionId,
  });
  expect(activated.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Runs `workflowData` again each time its last run has ended, until `until`. */
async function keepRunning(workflowData: object, until: number, ended: string[]): Promise<void> {
  while (Date.now() < until) {
    const started = await callJson<{ data: { executionId: string } }>(server.base, 'POST', '/rest/workflows/run', { workflowData });
    expect(started.status).toBe(200);
    const id = started.body.data.executionId;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const current = await callJson<{ data: Array<{ id: string }> }>(server.base, 'GET', '/rest/executions-current');
      if (!current.body.data.some((execution) => execution.id === id)) break;
      if (Date.now() > until + 15_000) throw new Error(`${(workflowData as { name: string }).name} never ended`);
    }
    ended.push(id);
  }
}

describe('the server under hostile executions and steady traffic', () => {
  it(
    `answers /healthz within ${HEALTH_LIMIT_MS} ms for ${SOAK_MS / 1000} s`,
    async () => {
      const until = Date.now() + SOAK_MS;
      const health: number[] = [];
      const webhookStatuses = new Map<number, number>();
      const ended: string[] = [];

      const probe = (async () => {
        while (Date.now() < until) {
          const start = performance.now();
          const response = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(10_000) });
          health.push(response.status === 200 ? performance.now() - start : Number.POSITIVE_INFINITY);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const webhooks = (async () => {
        for (let n = 0; Date.now() < until; n++) {
          const response = await fetch(`${server.base}/webhook/soak`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ n }),
          });
          webhookStatuses.set(response.status, (webhookStatuses.get(response.status) ?? 0) + 1);
          await response.arrayBuffer();
        }
      })();
      const editor = (async () => {
        while (Date.now() < until) {
          expect((await callJson(server.base, 'GET', '/rest/workflows')).status).toBe(200);
          expect((await callJson(server.base, 'GET', '/rest/executions')).status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      await Promise.all([
        probe,
        webhooks,
        editor,
        keepRunning(cycle, until, ended),
        keepRunning(regexBomb, until, ended),
        keepRunning(codeLoop, until, ended),
      ]);

      expect(server.alive()).toBe(true);
      expect(health.length).toBeGreaterThan(SOAK_MS / 1_000);
      const slowest = Math.max(...health);
      expect(slowest, `slowest /healthz answer (ms) of ${health.length}`).toBeLessThan(HEALTH_LIMIT_MS);
      expect([...webhookStatuses.keys()]).toEqual([200]);
      expect(webhookStatuses.get(200)).toBeGreaterThan(50);
      // Each hostile workflow ran to an end (failed with its limit) more than once.
      expect(ended.length).toBeGreaterThanOrEqual(6);
    },
    SOAK_MS + 60_000,
  );
});
