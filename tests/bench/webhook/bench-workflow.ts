/**
 * What the webhook and scale-out benchmarks share: the workflow they load (Webhook → Set →
 * Respond to Webhook, answering "Hello <name>") and the REST call that sets it up.
 */

/** The JSON answers the benchmarks read. */
export interface ApiAnswer {
  data: { id: string; versionId: string; count: number };
}

/** A REST call with the session cookie; answers the cookie the server set, or the one given. */
export async function api(
  base: string,
  method: string,
  pathName: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: ApiAnswer; cookie: string }> {
  const response = await fetch(`${base}${pathName}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('switchyard-auth='));
  return { status: response.status, json: (await response.json()) as ApiAnswer, cookie: setCookie ? setCookie.split(';')[0]! : cookie };
}

/** The benchmarked workflow, listening on POST /webhook/<path>. */
export function benchWorkflow(name: string, path: string, webhookId: string) {
  return {
    name,
    nodes: [
      {
        id: 'a1',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        webhookId,
        parameters: { httpMethod: 'POST', path, responseMode: 'responseNode', options: {} },
      },
      {
        id: 'a2',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: {
          assignments: { assignments: [{ id: 's1', name: 'greeting', value: '=Hello {{ $json.body.name }}', type: 'string' }] },
          options: {},
        },
      },
      {
        id: 'a3',
        name: 'Respond to Webhook',
        type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1,
        position: [400, 0],
        parameters: { respondWith: 'firstIncomingItem', options: {} },
      },
    ],
    connections: {
      Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
      Set: { main: [[{ node: 'Respond to Webhook', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}
