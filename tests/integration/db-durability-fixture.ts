/**
 * Workflow content for the database tests: a realistic n8n workflow (nested parameters,
 * expressions, unicode, numbers, nulls) and the numbered variant the durability child
 * writes. Shared by db-repositories.test.ts and db-durability-child.ts.
 */
import type { NewWorkflow } from '../../app/server/db';

/** An n8n-style workflow as exported by n8n, with awkward values on purpose. */
export function realisticWorkflow(): Required<
  Pick<NewWorkflow, 'name' | 'nodes' | 'connections' | 'settings' | 'staticData' | 'pinData' | 'meta'>
> {
  return {
    name: 'Ünïcödé ✓ 日本語 — "quoted" \\ back',
    nodes: [
      {
        id: '0f5532f9-36ba-4bef-86c7-30d607400b15',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [-460, 300],
        webhookId: 'a8c1e4c2-2b4e-4d1a-9f55-1f3c0b6a2d11',
        parameters: { httpMethod: 'POST', path: 'orders/:id', options: { rawBody: true } },
      },
      {
        id: '1c8a3a6e-b5a4-4b4f-a1e2-6f6c8c5d4e3f',
        name: 'Set fields',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [-200, 300],
        parameters: {
          mode: 'manual',
          assignments: {
            assignments: [
              { id: 'x1', name: 'total', value: '={{ $json.body.qty * 1.5 }}', type: 'number' },
              { id: 'x2', name: 'greeting', value: 'Grüße, 👋🏽 مرحبا\nline two\ttab', type: 'string' },
              { id: 'x3', name: 'empty', value: '', type: 'string' },
            ],
          },
          includeOtherFields: false,
          options: {},
        },
        notes: 'Keeps "quotes", back\\slashes, a NUL \u0000 and an emoji 🧪',
        notesInFlow: true,
      },
      {
        id: '2d9b4b7f-c6b5-4c5a-b2f3-7a7d9d6e5f40',
        name: 'HTTP Request',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [60, 300],
        credentials: { httpHeaderAuth: { id: 'Xy12AbCd34EfGh56', name: 'Header auth' } },
        continueOnFail: true,
        parameters: {
          method: 'POST',
          url: "={{ $('Webhook').item.json.body.callback }}",
          authentication: 'genericCredentialType',
          genericAuthType: 'httpHeaderAuth',
          sendBody: true,
          specifyBody: 'json',
          jsonBody: '={\n  "n": {{ $json.total }},\n  "nested": { "a": [1, 2, {"b": null}] }\n}',
          options: {
            timeout: 10000,
            batching: { batch: { batchSize: 0, batchInterval: 1e-7 } },
            redirect: { redirect: { maxRedirects: 21 } },
          },
        },
      },
      {
        id: '3eac5c80-d7c6-4d6b-c304-8b8eae7f6051',
        name: 'Sticky Note',
        type: 'n8n-nodes-base.stickyNote',
        typeVersion: 1,
        position: [-480, 80],
        parameters: { content: '## Heading\n* list ✓\n`code`', height: 200, width: 340, color: 7 },
      },
    ],
    connections: {
      Webhook: { main: [[{ node: 'Set fields', type: 'main', index: 0 }]] },
      'Set fields': {
        main: [[{ node: 'HTTP Request', type: 'main', index: 0 }], []],
      },
    },
    settings: {
      executionOrder: 'v1',
      timezone: 'Europe/Berlin',
      saveManualExecutions: true,
      executionTimeout: -1,
      callerPolicy: 'workflowsFromSameOwner',
    },
    staticData: { 'node:Webhook': { lastId: 9007199254740991, seen: [null, true, false, 0, -0.5, 'x'] } },
    pinData: {
      Webhook: [
        { json: { zeta: 1, alpha: 2, body: { qty: 3, callback: 'https://example.com/cb?x=1&y=%20' } } },
        { json: { zeta: null, alpha: [], body: {}, 'key with spaces': 'v', '': 'empty key' } },
      ],
    },
    meta: { templateCredsSetupCompleted: true, instanceId: 'abc123', custom: { deep: [1, [2, [3]]] } },
  };
}

/** The workflow the durability child writes as number `index`. */
export function durableWorkflow(index: number): Pick<NewWorkflow, 'name' | 'nodes' | 'connections' | 'pinData'> {
  const base = realisticWorkflow();
  return {
    name: `durable ${index}`,
    nodes: base.nodes,
    connections: base.connections,
    // Some bulk so a write spans several database pages.
    pinData: { Webhook: Array.from({ length: 20 }, (_, i) => ({ json: { index, i, text: 'x'.repeat(200) } })) },
  };
}
