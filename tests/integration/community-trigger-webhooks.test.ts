/**
 * A community webhook trigger through the real server (docs/community-nodes.md, Formbricks'
 * row): installed from the npm registry over HTTP, its workflow activated, and the package's
 * own `webhookMethods` register the production URL with a local server playing Formbricks'
 * management API (`GET`/`POST /api/v1/webhooks`, `DELETE /api/v1/webhooks/:id`, the key in
 * `x-api-key`). A survey response posted to that URL starts an execution with the response;
 * deactivation removes the registration at the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Data } from './accounts-helpers';
import { NPM_CACHE, startStandIn, type StandIn } from './community-helpers';
import { createCredential, startTeam, type Team } from './credentials-helpers';
import type { ApiExecution } from './executions-helpers';
import { callUrl, createActive, eventually } from './webhooks-helpers';

const FORMBRICKS = '@formbricks/n8n-nodes-formbricks';

interface Hook {
  id: string;
  url: string;
  triggers: string[];
  surveyIds: string[];
  source: string;
}

describe('community webhook triggers register with their service on activation', () => {
  let team: Team;
  let stand: StandIn;
  let standUrl: string;
  const hooks = new Map<string, Hook>();
  const keys: string[] = [];

  beforeAll(async () => {
    stand = await startStandIn((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        keys.push(String(request.headers['x-api-key']));
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        const url = request.url ?? '';
        if (request.method === 'GET' && url === '/api/v1/webhooks') return answer(200, { data: [...hooks.values()] });
        if (request.method === 'POST' && url === '/api/v1/webhooks') {
          const hook = { id: `wh-${hooks.size + 1}`, ...(JSON.parse(body) as Omit<Hook, 'id'>) };
          hooks.set(hook.id, hook);
          return answer(200, { data: hook });
        }
        const removed = /^\/api\/v1\/webhooks\/([\w-]+)$/.exec(url);
        if (request.method === 'DELETE' && removed && hooks.delete(removed[1]!)) return answer(200, { data: { id: removed[1] } });
        answer(404, { code: 'not_found', message: 'Not found' });
      });
    });
    standUrl = stand.url;
    process.env.npm_config_cache = NPM_CACHE;
    team = await startTeam('sqlite', []);
  });
  afterAll(async () => {
    await team?.close();
    await stand?.close();
  });

  it('Formbricks: activation registers the URL, a response starts the workflow, deactivation removes it', async () => {
    const installed = await team.owner.browser.post<Data<unknown> & ApiError>('/community-packages', { name: FORMBRICKS });
    expect(installed.status, JSON.stringify(installed.body)).toBe(200);
    const credential = await createCredential(team.owner, {
      name: 'Formbricks',
      type: 'formbricksApi',
      data: { host: standUrl, apiKey: 'fb-key' },
    });
    const webhookId = '4f8d3c1e-2b7a-4c55-9e0d-6a1b2c3d4e5f';
    const workflow = await createActive(team.owner, {
      name: 'Survey responses',
      nodes: [
        {
          id: 'fb',
          name: 'Formbricks',
          type: `${FORMBRICKS}.formbricks`,
          typeVersion: 1,
          position: [0, 0],
          webhookId,
          parameters: { surveyIds: ['sv1'], events: ['responseFinished'] },
          credentials: { formbricksApi: { id: credential.id, name: credential.name } },
        },
      ],
      connections: {},
      settings: { executionOrder: 'v1' },
    });

    // The instance's own production URL (its WEBHOOK_URL base, localhost here) for the node's webhook id.
    const path = `/webhook/${webhookId}/webhook`;
    const port = new URL(team.server.base).port;
    expect([...hooks.values()]).toEqual([
      { id: 'wh-1', url: `http://localhost:${port}${path}`, triggers: ['responseFinished'], surveyIds: ['sv1'], source: 'n8n' },
    ]);
    expect(keys.at(-1)).toBe('fb-key');

    // Formbricks calls the URL when a response is finished.
    const event = { event: 'responseFinished', data: { surveyId: 'sv1', data: { rating: 5 } } };
    const answer = await callUrl(team.server.base, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(answer.status).toBe(200);
    const execution = await eventually(async () => {
      const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(
        `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
      );
      const done = list.body.data.results.find((e) => e.status === 'success');
      return done && (await team.owner.browser.get<Data<ApiExecution>>(`/executions/${done.id}`)).body.data;
    });
    expect(execution.data.resultData.runData['Formbricks']?.[0]?.data?.main[0]?.[0]?.json).toEqual(event);

    const off = await team.owner.browser.patch<Data<{ versionId: string; active: boolean }>>(`/workflows/${workflow.id}`, {
      active: false,
      versionId: workflow.versionId,
    });
    expect(off.body.data.active).toBe(false);
    expect(hooks.size).toBe(0);
    expect((await callUrl(team.server.base, path, { method: 'POST' })).status).toBe(404);

    // "Listen for test event" registers the test URL for one call, and removes it after the call.
    const listen = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean }>>(
      '/workflows/run',
      { workflowData: { ...workflow, active: false } },
      { headers: { 'push-ref': 'tab-1' } },
    );
    expect(listen.body.data).toEqual({ waitingForWebhook: true });
    expect([...hooks.values()].map((hook) => hook.url)).toEqual([`http://localhost:${port}/webhook-test/${webhookId}/webhook`]);
    const tested = await callUrl(team.server.base, `/webhook-test/${webhookId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(tested.status).toBe(200);
    await eventually(async () => (hooks.size === 0 ? true : undefined));
  });
});
