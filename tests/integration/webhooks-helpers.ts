/**
 * Shared pieces of the webhook, activation and HTTP Request integration tests: workflow
 * builders (Webhook → Set → Respond to Webhook ...), activation through the PATCH route,
 * and raw calls to webhook URLs.
 */
import { expect } from 'vitest';
import type { Data } from './accounts-helpers';
import type { Actor, ApiWorkflow } from './workflows-helpers';
import { createWorkflow } from './workflows-helpers';

type Json = Record<string, unknown>;

let counter = 0;
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/** A Webhook node. */
export function webhookNode(parameters: Json, extra: Json = {}): Json {
  return {
    id: id(),
    name: 'Webhook',
    type: 'n8n-nodes-base.webhook',
    typeVersion: 2,
    position: [0, 0],
    webhookId: id(),
    parameters,
    ...extra,
  };
}

/** A Set node (v3.4) adding `fields` (values may be expressions). */
export function setNode(name: string, fields: Record<string, string>): Json {
  return {
    id: id(),
    name,
    type: 'n8n-nodes-base.set',
    typeVersion: 3.4,
    position: [200, 0],
    parameters: {
      assignments: {
        assignments: Object.entries(fields).map(([field, value], i) => ({ id: `a${i}`, name: field, value, type: 'string' })),
      },
      options: {},
    },
  };
}

/** A Respond to Webhook node. */
export function respondNode(parameters: Json = {}): Json {
  return { id: id(), name: 'Respond', type: 'n8n-nodes-base.respondToWebhook', typeVersion: 1.1, position: [400, 0], parameters };
}

/** Connections of a straight chain of node names. */
export function chain(...names: string[]): Json {
  const connections: Json = {};
  for (let i = 0; i + 1 < names.length; i++) connections[names[i]!] = { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] };
  return connections;
}

/** A workflow of `nodes` connected in order. */
export function workflowOf(name: string, nodes: Json[], settings: Json = { executionOrder: 'v1' }): Json {
  return { name, nodes, connections: chain(...nodes.map((n) => n['name'] as string)), settings };
}

/** Creates and activates a workflow; returns it (active). */
export async function createActive(actor: Actor, body: Json): Promise<ApiWorkflow> {
  const created = await createWorkflow(actor, body);
  const activated = await actor.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, {
    active: true,
    versionId: created.versionId,
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  expect(activated.body.data.active).toBe(true);
  return activated.body.data;
}

/** Calls a URL of the server (no cookies). */
export async function callUrl(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string; json: unknown; headers: Headers }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** Polls `check` until it returns a value (for background executions), at most `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A waiting execution: its id and the path of its `$execution.resumeUrl`. */
export interface WaitingExecution {
  id: string;
  resumePath: string;
}

/**
 * Activates Webhook (`path`) → Remember (resumeUrl) → Wait (resume on a POST webhook call,
 * `waitOptions`) → After (answer from the body), calls the webhook and returns the
 * execution once it is waiting.
 */
export async function startWaitingExecution(
  actor: Actor,
  base: string,
  path: string,
  waitOptions: Json = {},
  /** Nodes that run after the Wait node, before `After`. */
  between: Json[] = [],
): Promise<WaitingExecution> {
  const nodes = [
    webhookNode({ path, responseMode: 'onReceived' }),
    setNode('Remember', { resumeUrl: '={{ $execution.resumeUrl }}' }),
    {
      id: id(),
      name: 'Wait',
      type: 'n8n-nodes-base.wait',
      typeVersion: 1.1,
      position: [400, 0],
      webhookId: id(),
      parameters: { resume: 'webhook', httpMethod: 'POST', options: waitOptions },
    },
    ...between,
    setNode('After', { answer: '={{ $json.body.answer }}' }),
  ];
  const workflow = await createActive(actor, workflowOf(`Waits at ${path}`, nodes));
  expect((await callUrl(base, `/webhook/${path}`)).status).toBe(200);
  const filter = encodeURIComponent(JSON.stringify({ workflowId: workflow.id }));
  const waiting = await eventually(async () => {
    const list = await actor.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(`/executions?filter=${filter}`);
    return list.body.data.results.find((e) => e.status === 'waiting');
  });
  const stored = await actor.browser.get<
    Data<{ data: { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: Json }>> } }>> } } }>
  >(`/executions/${waiting.id}`);
  const resumeUrl = String(stored.body.data.data.resultData.runData['Remember']?.[0]?.data.main[0]?.[0]?.json['resumeUrl']);
  expect(resumeUrl).toMatch(new RegExp(`/webhook-waiting/${waiting.id}$`));
  return { id: waiting.id, resumePath: new URL(resumeUrl).pathname };
}

/** Resumes a waiting execution with `{"answer": answer}` as the POST body. */
export function resumeWith(base: string, waiting: WaitingExecution, answer: unknown): ReturnType<typeof callUrl> {
  return callUrl(base, waiting.resumePath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer }),
  });
}
