import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, respondNode, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

describe.each(DIALECTS)('production webhooks on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  it('answers through Respond to Webhook with data from the body and saves the execution', async () => {
    const workflow = await createActive(
      team.owner,
      workflowOf('Echo', [
        webhookNode({ httpMethod: 'POST', path: 'echo', responseMode: 'responseNode' }),
        setNode('Set', { greeting: '=Hello {{ $json.body.name }}' }),
        respondNode({
          respondWith: 'json',
          responseBody: '={{ JSON.stringify({ greeting: $json.greeting, q: $("Webhook").item.json.query.q }) }}',
          options: { responseCode: 201, responseHeaders: { entries: [{ name: 'X-From', value: 'switchyard' }] } },
        }),
      ]),
    );
    const answer = await callUrl(team.server.base, '/webhook/echo?q=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(answer.json).toEqual({ greeting: 'Hello Ada', q: '1' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-from')).toBe('switchyard');
    const saved = await eventually(async () => {
      const list = await team.owner.browser.get<
        Data<{ count: number; results: { id: string; mode: string; status: string; workflowId: string }[] }>
      >(`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`);
      return list.body.data.results.find((e) => e.status === 'success');
    });
    expect(saved).toMatchObject({ mode: 'webhook', workflowId: workflow.id });
  });

  it('answers immediately, or with the last node output, per the Respond setting', async () => {
    await createActive(
      team.owner,
      workflowOf('Now', [webhookNode({ path: 'now', responseMode: 'onReceived', responseCode: 202 }), setNode('Set', { a: '1' })]),
    );
    const now = await callUrl(team.server.base, '/webhook/now');
    expect(now.status).toBe(202);
    expect(now.json).toEqual({ message: 'Workflow was started' });

    await createActive(
      team.owner,
      workflowOf('Last', [
        webhookNode({ httpMethod: 'PUT', path: 'last', responseMode: 'lastNode', responseData: 'allEntries' }),
        setNode('Set', { method: '={{ $json.headers["x-m"] }}' }),
      ]),
    );
    const last = await callUrl(team.server.base, '/webhook/last', { method: 'PUT', headers: { 'x-m': 'put' } });
    expect(last.status).toBe(200);
    expect(last.json).toEqual([expect.objectContaining({ method: 'put' })]);
    const wrongMethod = await callUrl(team.server.base, '/webhook/last', { method: 'POST' });
    expect(wrongMethod.status).toBe(404);
    expect((wrongMethod.json as { message: string }).message).toContain('not registered for POST requests');
  });

  it('captures dynamic path parameters under the webhook id', async () => {
    const node = webhookNode({ path: 'item/:id/user/:userId', responseMode: 'lastNode' });
    await createActive(
      team.owner,
      workflowOf('Dynamic', [node, setNode('Set', { id: '={{ $json.params.id }}', user: '={{ $json.params.userId }}' })]),
    );
    const answer = await callUrl(team.server.base, `/webhook/${node['webhookId'] as string}/item/42/user/7`);
    expect(answer.json).toMatchObject({ id: '42', user: '7' });
  });

  it('refuses wrong credentials with 403 and missing basic auth with 401', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string; name: string }>>('/credentials', {
      name: 'Hook key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Key', value: 'sesame' },
    });
    expect(credential.status).toBe(200);
    await createActive(
      team.owner,
      workflowOf('Guarded', [
        webhookNode(
          { path: 'guarded', authentication: 'headerAuth', responseMode: 'lastNode' },
          { credentials: { httpHeaderAuth: { id: credential.body.data.id, name: 'Hook key' } } },
        ),
        setNode('Set', { ok: 'yes' }),
      ]),
    );
    expect((await callUrl(team.server.base, '/webhook/guarded', { headers: { 'x-key': 'wrong' } })).status).toBe(403);
    expect((await callUrl(team.server.base, '/webhook/guarded')).text).toBe('Authorization data is wrong!');
    const good = await callUrl(team.server.base, '/webhook/guarded', { headers: { 'x-key': 'sesame' } });
    expect(good.json).toMatchObject({ ok: 'yes' });

    const basic = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Hook basic',
      type: 'httpBasicAuth',
      data: { user: 'u', password: 'p' },
    });
    await createActive(
      team.owner,
      workflowOf('Basic', [
        webhookNode(
          { path: 'basic', authentication: 'basicAuth' },
          { credentials: { httpBasicAuth: { id: basic.body.data.id, name: 'Hook basic' } } },
        ),
      ]),
    );
    const missing = await callUrl(team.server.base, '/webhook/basic');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Basic realm="Webhook"');
    expect(
      (await callUrl(team.server.base, '/webhook/basic', { headers: { authorization: `Basic ${Buffer.from('u:x').toString('base64')}` } }))
        .status,
    ).toBe(403);
    expect(
      (await callUrl(team.server.base, '/webhook/basic', { headers: { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` } }))
        .status,
    ).toBe(200);
  });

  it('turns a binary body and multipart files into binary data', async () => {
    await createActive(
      team.owner,
      workflowOf('Files', [
        webhookNode({ httpMethod: 'POST', path: 'files', responseMode: 'lastNode' }),
        setNode('Set', {
          names: '={{ Object.keys($binary).sort().join(",") }}',
          type: '={{ $binary.data ? $binary.data.mimeType : $binary.doc.fileName }}',
          title: '={{ $json.body.title }}',
        }),
      ]),
    );
    const raw = await callUrl(team.server.base, '/webhook/files', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(raw.json).toMatchObject({ names: 'data', type: 'image/png' });
    const form = new FormData();
    form.append('title', 'report');
    form.append('doc', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'report.pdf');
    const multipart = await callUrl(team.server.base, '/webhook/files', { method: 'POST', body: form });
    expect(multipart.json).toMatchObject({ names: 'doc', type: 'report.pdf', title: 'report' });
  });

  it('answers 404 for an unknown path and 400 for malformed JSON', async () => {
    const unknown = await callUrl(team.server.base, '/webhook/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'The requested webhook "GET nothing-here" is not registered.' });
    await createActive(team.owner, workflowOf('Strict', [webhookNode({ httpMethod: 'POST', path: 'strict' })]));
    const bad = await callUrl(team.server.base, '/webhook/strict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(bad.status).toBe(400);
  });

  it('stops answering once the workflow is deactivated or deleted', async () => {
    const workflow = await createActive(team.owner, workflowOf('Short-lived', [webhookNode({ path: 'short' })]));
    expect((await callUrl(team.server.base, '/webhook/short')).status).toBe(200);
    const off = await team.owner.browser.patch<Data<{ versionId: string; active: boolean }>>(`/workflows/${workflow.id}`, {
      active: false,
      versionId: workflow.versionId,
    });
    expect(off.body.data.active).toBe(false);
    expect((await callUrl(team.server.base, '/webhook/short')).status).toBe(404);
    const again = await team.owner.browser.patch<Data<{ versionId: string }>>(`/workflows/${workflow.id}`, {
      active: true,
      versionId: off.body.data.versionId,
    });
    expect(again.status).toBe(200);
    expect((await callUrl(team.server.base, '/webhook/short')).status).toBe(200);
    expect((await team.owner.browser.delete(`/workflows/${workflow.id}`)).status).toBe(200);
    expect((await callUrl(team.server.base, '/webhook/short')).status).toBe(404);
  });

  it('does not let two workflows take the same path', async () => {
    await createActive(team.owner, workflowOf('First', [webhookNode({ path: 'taken' })]));
    const second = await createWorkflow(team.owner, workflowOf('Second', [webhookNode({ path: 'taken' })]));
    const refused = await team.owner.browser.patch<{ message: string }>(`/workflows/${second.id}`, {
      active: true,
      versionId: second.versionId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The URL path that the "Webhook" node uses is already taken. Please change it to something else.');
    const stored = await team.owner.browser.get<Data<{ active: boolean }>>(`/workflows/${second.id}`);
    expect(stored.body.data.active).toBe(false);
    const error = await team.owner.browser.get<Data<{ error: { message: string } } | null>>(`/active/error/${second.id}`);
    expect(error.body.data?.error.message).toContain('already taken');
  });
});
