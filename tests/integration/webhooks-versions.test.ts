/**
 * Webhook 2/2.1 and Respond to Webhook 1.4 through a started server: a webhook listening
 * to several methods sends each call out of its method's output; 2.1's streaming mode is
 * refused saying so; Respond to Webhook's response output branch holds what was answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, respondNode, setNode, webhookNode } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const link = (to: string) => ({ node: to, type: 'main', index: 0 });

interface Execution {
  status: string;
  data: { resultData: { runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }>> } }>> } };
}

describe.each(DIALECTS)('webhook versions on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  const lastExecution = async (workflowId: string) => {
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
    );
    const done = list.body.data.results.find((e) => e.status === 'success');
    if (!done) return undefined;
    return (await team.owner.browser.get<Data<Execution>>(`/executions/${done.id}`)).body.data;
  };

  it('sends each call out of the output of its method when the webhook listens to several', async () => {
    const hook = webhookNode(
      { multipleMethods: true, httpMethod: ['GET', 'POST'], path: 'both', responseMode: 'lastNode' },
      { typeVersion: 2.1 },
    );
    const onGet = { ...setNode('On GET', { via: 'get' }), position: [200, -100] };
    const onPost = { ...setNode('On POST', { via: 'post' }), position: [200, 100] };
    await createActive(team.owner, {
      name: 'Two methods',
      nodes: [hook, onGet, onPost],
      connections: { Webhook: { main: [[link('On GET')], [link('On POST')]] } },
      settings: { executionOrder: 'v1' },
    });
    expect((await callUrl(team.server.base, '/webhook/both')).json).toMatchObject({ via: 'get' });
    expect((await callUrl(team.server.base, '/webhook/both', { method: 'POST' })).json).toMatchObject({ via: 'post' });
  });

  it('refuses a 2.1 webhook in streaming mode, saying so', async () => {
    await createActive(team.owner, {
      name: 'Streaming',
      nodes: [webhookNode({ path: 'stream', responseMode: 'streaming' }, { typeVersion: 2.1 }), setNode('Set', { a: '1' })],
      connections: { Webhook: { main: [[link('Set')]] } },
      settings: { executionOrder: 'v1' },
    });
    const answer = await callUrl(team.server.base, '/webhook/stream');
    expect(answer.status).toBe(501);
    expect(answer.text).toContain('"Streaming Response" mode');
  });

  it('gives Respond to Webhook 1.4 a response output holding the answer', async () => {
    const respond = { ...respondNode({ enableResponseOutput: true, respondWith: 'json', responseBody: '{"ok":1}' }), typeVersion: 1.4 };
    const workflow = await createActive(team.owner, {
      name: 'Respond output',
      nodes: [
        webhookNode({ path: 'answer', responseMode: 'responseNode' }, { typeVersion: 2.1 }),
        respond,
        { id: 'after-node', name: 'After', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [600, 0], parameters: {} },
      ],
      connections: { Webhook: { main: [[link('Respond')]] }, Respond: { main: [[], [link('After')]] } },
      settings: { executionOrder: 'v1' },
    });
    expect((await callUrl(team.server.base, '/webhook/answer')).json).toEqual({ ok: 1 });
    const execution = await eventually(() => lastExecution(workflow.id));
    const after = execution.data.resultData.runData['After']?.[0]?.data?.main?.[0]?.[0]?.json;
    expect(after).toEqual({ response: { body: { ok: 1 }, headers: {}, statusCode: 200 } });
  });

  it('keeps a raw body under `data` whatever the binary field name, and a file body under that name', async () => {
    const options = { rawBody: true, binaryPropertyName: 'upload' };
    const workflow = await createActive(team.owner, {
      name: 'Raw body',
      nodes: [webhookNode({ httpMethod: 'POST', path: 'raw', responseMode: 'onReceived', options }, { typeVersion: 2 })],
      connections: {},
      settings: { executionOrder: 'v1' },
    });
    const json = await callUrl(team.server.base, '/webhook/raw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(json.status).toBe(200);
    const file = await callUrl(team.server.base, '/webhook/raw', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF',
    });
    expect(file.status).toBe(200);
    const binaries = await eventually(async () => {
      const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(
        `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
      );
      const done = list.body.data.results.filter((e) => e.status === 'success');
      if (done.length < 2) return undefined;
      const runs = await Promise.all(done.map((e) => team.owner.browser.get<Data<Execution>>(`/executions/${e.id}`)));
      return runs.map((r) => {
        const item = r.body.data.data.resultData.runData['Webhook']?.[0]?.data?.main?.[0]?.[0] as
          { binary?: Record<string, { mimeType: string }> } | undefined;
        return Object.entries(item?.binary ?? {}).map(([key, value]) => `${key}:${value.mimeType}`);
      });
    });
    expect(binaries.flat().sort()).toEqual(['data:application/json', 'upload:application/pdf']);
  });

  it('answers with the response code of the options from version 2 (a listed code or a custom one)', async () => {
    const hook = (path: string, values: Record<string, unknown>) =>
      webhookNode({ path, responseMode: 'onReceived', options: { responseCode: { values } } }, { typeVersion: 2.1 });
    await createActive(team.owner, { name: 'Listed code', nodes: [hook('listed', { responseCode: 201 })], connections: {} });
    await createActive(team.owner, {
      name: 'Custom code',
      nodes: [hook('custom', { responseCode: 'customCode', customCode: 418 })],
      connections: {},
    });
    expect((await callUrl(team.server.base, '/webhook/listed')).status).toBe(201);
    expect((await callUrl(team.server.base, '/webhook/custom')).status).toBe(418);
  });
});
