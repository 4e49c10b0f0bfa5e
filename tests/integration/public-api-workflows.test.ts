/**
 * The public API's workflows and API-key authentication over real HTTP, on SQLite and
 * (unless SWITCHYARD_TEST_POSTGRES=0) PostgreSQL: what a script holding a user's key can
 * do, the cursor paging and filters of the list, and the 400s of malformed input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { ApiClient, apiClientOf, MANUAL_NODES, publicWorkflowBody, SCHEDULE_NODES, startApiTeam } from './public-api-helpers';
import type { ApiTeam, PublicWorkflow, WorkflowPage } from './public-api-helpers';
import type { ApiWorkflow } from './workflows-helpers';

describe.each(DIALECTS)('public API workflows on %s', (dialect) => {
  let team: ApiTeam;

  beforeAll(async () => {
    team = await startApiTeam(dialect, ['mia', 'noah'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
  });
  afterAll(async () => {
    await team?.close();
  });

  it('needs a valid API key: none, an unknown one, a session cookie alone or a revoked key get 401', async () => {
    const none = await team.anonymous.get<{ message: string }>('/workflows');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('The X-N8N-API-KEY header is required.');
    expect((await new ApiClient(team.server.base, 'sy_api_not-a-key').get('/workflows')).status).toBe(401);
    // A signed-in browser without the header is not let in.
    const cookieOnly = await team.owner.browser.call('GET', '/api/v1/workflows');
    expect(cookieOnly.status).toBe(401);

    const noah = team.members['noah']!;
    const old = team.memberApi['noah']!;
    expect((await old.get('/workflows')).status).toBe(200);
    const rotated = await apiClientOf(team, noah);
    expect((await old.get('/workflows')).status).toBe(401);
    expect((await rotated.get('/workflows')).status).toBe(200);
    expect((await noah.browser.delete('/me/api-key')).status).toBe(200);
    expect((await rotated.get('/workflows')).status).toBe(401);
    team.memberApi['noah'] = await apiClientOf(team, noah);
  });

  it("passes the Switchyard API credential's test against this instance's own public API", async () => {
    const test = async (apiKey: string) =>
      (
        await team.owner.browser.post<Data<{ status: string; message: string }>>('/credentials/test', {
          credentials: { type: 'switchyardApi', data: { apiKey, baseUrl: '' } },
        })
      ).body.data;
    expect(await test(team.ownerApi.apiKey!)).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect((await test('sy_api_wrong')).status).toBe('Error');
  });

  it('creates an inactive workflow owned by the key holder, reads, replaces and deletes it', async () => {
    const mia = team.memberApi['mia']!;
    const created = await mia.post<PublicWorkflow>('/workflows', {
      ...publicWorkflowBody('  Nightly report  ', SCHEDULE_NODES),
      id: 'chosen-by-client',
      active: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const workflow = created.body;
    expect(workflow).toMatchObject({ name: 'Nightly report', active: false, staticData: null, pinData: {}, tags: [] });
    expect(workflow.id).not.toBe('chosen-by-client');
    expect(workflow.nodes[0]).toMatchObject({ name: 'Schedule Trigger', parameters: { rule: { interval: [{ field: 'hours' }] } } });

    // The editor sees the same workflow, owned by Mia.
    const inEditor = await team.members['mia']!.browser.get<Data<ApiWorkflow>>(`/workflows/${workflow.id}`);
    expect(inEditor.body.data.ownedBy?.id).toBe(team.members['mia']!.id);
    expect((await mia.get<PublicWorkflow>(`/workflows/${workflow.id}`)).body).toEqual(workflow);

    const replaced = await mia.put<PublicWorkflow>(`/workflows/${workflow.id}`, {
      ...publicWorkflowBody('Nightly report v2', [...SCHEDULE_NODES, { ...MANUAL_NODES[0], position: [200, 0] }]),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.name).toBe('Nightly report v2');
    expect(replaced.body.nodes.map((n) => n.name)).toEqual(['Schedule Trigger', 'Start']);
    expect(replaced.body.versionId).not.toBe(workflow.versionId);

    const deleted = await mia.delete<PublicWorkflow>(`/workflows/${workflow.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: workflow.id, name: 'Nightly report v2' });
    const gone = await mia.get<{ message: string }>(`/workflows/${workflow.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`Workflow with ID "${workflow.id}" could not be found.`);
    expect((await mia.delete(`/workflows/${workflow.id}`)).status).toBe(404);
  });

  it('activates a workflow a trigger can start, refuses one that only starts by hand, and deactivates', async () => {
    const api = team.ownerApi;
    const manual = (await api.post<PublicWorkflow>('/workflows', publicWorkflowBody('By hand'))).body;
    const refused = await api.post<{ message: string }>(`/workflows/${manual.id}/activate`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/trigger/i);
    expect((await api.get<PublicWorkflow>(`/workflows/${manual.id}`)).body.active).toBe(false);

    const scheduled = (await api.post<PublicWorkflow>('/workflows', publicWorkflowBody('Hourly', SCHEDULE_NODES))).body;
    const on = await api.post<PublicWorkflow>(`/workflows/${scheduled.id}/activate`);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.active).toBe(true);
    expect((await team.owner.browser.get<Data<ApiWorkflow>>(`/workflows/${scheduled.id}`)).body.data.active).toBe(true);
    const off = await api.post<PublicWorkflow>(`/workflows/${scheduled.id}/deactivate`);
    expect(off.body.active).toBe(false);
    expect((await api.post(`/workflows/unknown-id/activate`)).status).toBe(404);
  });

  it('pages through the list with nextCursor and filters by name, active and tags', async () => {
    const api = team.ownerApi;
    const tag = await team.owner.browser.post<Data<{ id: string; name: string }>>('/tags', { name: 'paged' });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const nodes = i === 1 ? SCHEDULE_NODES : MANUAL_NODES;
      const made = await api.post<PublicWorkflow>('/workflows', publicWorkflowBody(`Paging ${i}`, nodes));
      ids.push(made.body.id);
    }
    await api.post(`/workflows/${ids[0]}/activate`);
    const tagged = await team.owner.browser.patch(`/workflows/${ids[1]}?forceSave=true`, { tags: [tag.body.data.id] });
    expect(tagged.status).toBe(200);

    const seen: string[] = [];
    let page = await api.get<WorkflowPage>('/workflows?name=paging&limit=2');
    const sizes: number[] = [];
    for (;;) {
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      sizes.push(page.body.data.length);
      seen.push(...page.body.data.map((w) => w.id));
      if (page.body.nextCursor === null) break;
      page = await api.get<WorkflowPage>(`/workflows?name=paging&cursor=${encodeURIComponent(page.body.nextCursor)}`);
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Newest update first.
    expect(seen[0]).toBe(ids[1]);

    const active = await api.get<WorkflowPage>('/workflows?name=paging&active=true');
    expect(active.body.data.map((w) => w.id)).toEqual([ids[0]]);
    const byTag = await api.get<WorkflowPage>('/workflows?tags=paged');
    expect(byTag.body.data.map((w) => w.id)).toEqual([ids[1]]);
    expect(byTag.body.data[0]!.tags).toEqual([{ id: tag.body.data.id, name: 'paged' }]);
    expect((await api.get<WorkflowPage>('/workflows?tags=paged,no-such-tag')).body).toEqual({ data: [], nextCursor: null });
  });

  it('answers malformed input with 400 naming the problem', async () => {
    const api = team.ownerApi;
    const cases: [string, string, unknown, RegExp][] = [
      ['GET', '/workflows?limit=0', undefined, /limit must be a whole number from 1 to 250/],
      ['GET', '/workflows?limit=251', undefined, /limit/],
      ['GET', '/workflows?limit=ten', undefined, /limit/],
      ['GET', '/workflows?cursor=bm90LWEtY3Vyc29y', undefined, /not a cursor the API handed out/],
      ['GET', '/workflows?active=yes', undefined, /active must be "true" or "false"/],
      ['POST', '/workflows', { name: 'No settings', nodes: [], connections: {} }, /settings/],
      ['POST', '/workflows', { ...publicWorkflowBody('x'), nodes: 'many' }, /nodes/],
      ['POST', '/workflows', { ...publicWorkflowBody('x'), name: 'n'.repeat(129) }, /name/],
      ['POST', '/workflows', '{"name": ', /not valid JSON/],
      ['POST', '/workflows', [], /workflow object/],
      ['PUT', '/workflows/whatever', { name: 'x' }, /nodes/],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await api.call<{ code: number; message: string }>(method, path, body);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });
});

describe('public API switched off', () => {
  it('answers 404 on every public-API path, the document included', async () => {
    const server = await startServer('sqlite', { N8N_PUBLIC_API_DISABLED: 'true' });
    try {
      const api = new ApiClient(server.base, 'sy_api_anything');
      expect((await api.get('/workflows')).status).toBe(404);
      expect((await api.get('/openapi.json')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
