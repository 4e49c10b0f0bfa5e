/**
 * Shared pieces of the execution integration tests: workflow payloads the core nodes run,
 * and waiting for an execution to leave the current list.
 */
import { expect } from 'vitest';
import type { Browser, Data } from './accounts-helpers';
import type { Actor } from './workflows-helpers';

/** Manual Trigger → Set (expression) → If → NoOp on each branch, over pinned items. */
export function chainWorkflow(name = 'Chain', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    nodes: [
      { id: 'a1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'a2',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: {
          assignments: { assignments: [{ id: 'x', name: 'double', value: '={{ $json.n * 2 }}', type: 'number' }] },
          includeOtherFields: true,
        },
      },
      {
        id: 'a3',
        name: 'If',
        type: 'n8n-nodes-base.if',
        typeVersion: 1,
        position: [400, 0],
        parameters: { conditions: { number: [{ value1: '={{ $json.double }}', operation: 'larger', value2: 2 }] } },
      },
      { id: 'a4', name: 'Big', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [600, -100], parameters: {} },
      { id: 'a5', name: 'Small', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [600, 100], parameters: {} },
    ],
    connections: {
      Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
      Set: { main: [[{ node: 'If', type: 'main', index: 0 }]] },
      If: { main: [[{ node: 'Big', type: 'main', index: 0 }], [{ node: 'Small', type: 'main', index: 0 }]] },
    },
    pinData: { Start: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }] },
    settings: { executionOrder: 'v1', saveManualExecutions: true },
    ...extra,
  };
}

/** A workflow that fails at a Stop and Error node. */
export function failingWorkflow(name = 'Failing', settings: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    nodes: [
      { id: 'f1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'f2',
        name: 'Fail',
        type: 'n8n-nodes-base.stopAndError',
        typeVersion: 1,
        position: [200, 0],
        parameters: { errorMessage: 'It broke' },
      },
    ],
    connections: { Start: { main: [[{ node: 'Fail', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', saveManualExecutions: true, ...settings },
  };
}

/** A stored execution as `GET /executions/{id}` returns it (the parts tests read). */
export interface ApiExecution {
  id: string;
  status: string;
  finished: boolean;
  mode: string;
  workflowId: string;
  retryOf?: string | null;
  retrySuccessId?: string | null;
  data: {
    resultData: {
      runData: Record<
        string,
        Array<{ data?: { main: Array<Array<{ json: Record<string, unknown> }> | null> }; error?: { message: string } }>
      >;
      error?: { message: string };
      lastNodeExecuted?: string;
    };
  };
  workflowData: { name: string; nodes: unknown[] };
}

/** Runs `workflowData` as `actor`; returns the execution id. */
export async function runWorkflow(
  actor: Actor,
  workflowData: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<string> {
  const response = await actor.browser.post<Data<{ executionId: string }>>(
    '/workflows/run',
    { workflowData, ...extra },
    headers ? { headers } : undefined,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.executionId;
}

/** Waits until `id` is no longer running, then returns the stored execution (or the 404 status). */
export async function waitForExecution(actor: Actor, id: string): Promise<ApiExecution | undefined> {
  for (let i = 0; i < 200; i++) {
    const current = await actor.browser.get<Data<Array<{ id: string }>>>('/executions-current');
    if (!current.body.data.some((e) => e.id === id)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const stored = await actor.browser.get<Data<ApiExecution>>(`/executions/${id}`);
  return stored.status === 200 ? stored.body.data : undefined;
}

/** Reads `data:` events of the tab's push stream until `until` holds. */
export async function collectPush(
  browser: Browser,
  pushRef: string,
  start: () => Promise<unknown>,
  until: (events: Array<{ type: string; data: Record<string, unknown> }>) => boolean,
) {
  const controller = new AbortController();
  const response = await fetch(`${browser.base}/rest/push?pushRef=${pushRef}`, {
    headers: { accept: 'text/event-stream', cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  await reader.read();
  await start();
  const deadline = Date.now() + 10_000;
  while (!until(events) && Date.now() < deadline) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks)
      for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as never);
  }
  controller.abort();
  return events;
}
