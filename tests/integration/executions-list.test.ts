/**
 * The execution list and reads over real HTTP on SQLite and PostgreSQL: filters, id
 * paging, custom metadata, deletion by ids and by filter, the event log view, retry
 * refusals, timezones, binary data, and who may see which executions (sharing on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { chainWorkflow, failingWorkflow, runWorkflow, waitForExecution } from './executions-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { ApiWorkflow, Team } from './workflows-helpers';

type ListBody = Data<{ count: number; estimated: boolean; results: Array<{ id: string; status: string; workflowId: string }> }>;
const filterQuery = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe.each(DIALECTS)('executions on %s', (dialect) => {
  let team: Team;
  let ownerFlow: ApiWorkflow;
  let miaFlow: ApiWorkflow;
  const ids: string[] = [];

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia', 'noah'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    ownerFlow = await createWorkflow(team.owner, chainWorkflow('Owner flow'));
    miaFlow = await createWorkflow(team.members.mia!, failingWorkflow('Mia flow'));
    for (let i = 0; i < 3; i++) ids.push(await runWorkflow(team.owner, { ...chainWorkflow('Owner flow'), id: ownerFlow.id }));
    ids.push(await runWorkflow(team.members.mia!, { ...failingWorkflow('Mia flow'), id: miaFlow.id }));
    for (const id of ids) await waitForExecution(team.owner, id);
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('lists newest first with count, filters by status and workflow', async () => {
    const all = await team.owner.browser.get<ListBody>('/executions');
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(4);
    expect(all.body.data.estimated).toBe(false);
    expect(all.body.data.results.map((e) => e.id)).toEqual([...ids].reverse());
    const errors = await team.owner.browser.get<ListBody>(`/executions?${filterQuery({ status: ['error'] })}`);
    expect(errors.body.data.results.map((e) => e.id)).toEqual([ids[3]]);
    const ofFlow = await team.owner.browser.get<ListBody>(`/executions?${filterQuery({ workflowId: ownerFlow.id })}`);
    expect(ofFlow.body.data.count).toBe(3);
    const future = await team.owner.browser.get<ListBody>(
      `/executions?${filterQuery({ startedAfter: new Date(Date.now() + 60_000).toISOString() })}`,
    );
    expect(future.body.data.count).toBe(0);
  });

  it('pages with lastId/firstId and limit', async () => {
    const page = await team.owner.browser.get<ListBody>(`/executions?limit=2&lastId=${ids[3]}`);
    expect(page.body.data.results.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    const newer = await team.owner.browser.get<ListBody>(`/executions?firstId=${ids[1]}`);
    expect(newer.body.data.results.map((e) => e.id)).toEqual([ids[3], ids[2]]);
    const bad = await team.owner.browser.get<ApiError>('/executions?limit=abc');
    expect(bad.status).toBe(400);
    const badFilter = await team.owner.browser.get<ApiError>('/executions?filter={nope');
    expect(badFilter.status).toBe(400);
  });

  it('filters by custom metadata set by a node', async () => {
    const { executions } = team.server.app.switchyard;
    const started = await executions.start({
      workflow: (await executions.loadWorkflow(ownerFlow.id))!,
      saved: true,
      mode: 'trigger',
      runAs: { userId: team.owner.id, isInstanceOwner: true },
      customData: { customer: 'acme' },
    });
    await started.done;
    const found = await team.owner.browser.get<ListBody>(`/executions?${filterQuery({ metadata: [{ key: 'customer', value: 'acme' }] })}`);
    expect(found.body.data.results.map((e) => e.id)).toEqual([started.executionId]);
    await team.owner.browser.post('/executions/delete', { ids: [started.executionId] });
  });

  it('shows a member only the executions of workflows they may read', async () => {
    const mine = await team.members.mia!.browser.get<ListBody>('/executions');
    expect(mine.body.data.results.map((e) => e.id)).toEqual([ids[3]]);
    const other = await team.members.noah!.browser.get<ListBody>('/executions');
    expect(other.body.data.count).toBe(0);
    const hidden = await team.members.noah!.browser.get<ApiError>(`/executions/${ids[3]}`);
    expect(hidden.status).toBe(404);
    const stopHidden = await team.members.noah!.browser.post<ApiError>(`/executions-current/${ids[3]}/stop`);
    expect(stopHidden.status).toBe(404);
    const owner = await team.owner.browser.get<Data<{ status: string; data: { resultData: { error: { message: string } } } }>>(
      `/executions/${ids[3]}`,
    );
    expect(owner.body.data.data.resultData.error.message).toBe('It broke');
  });

  it('serves the event log view and refuses to retry a success', async () => {
    const events = await team.owner.browser.get<Data<Array<{ eventName: string; payload: { nodeName?: string } }>>>(
      `/eventbus/execution/${ids[0]}`,
    );
    expect(events.status).toBe(200);
    const names = events.body.data.map((e) => e.eventName);
    expect(names[0]).toBe('n8n.workflow.started');
    expect(names.at(-1)).toBe('n8n.workflow.success');
    expect(events.body.data.filter((e) => e.eventName === 'n8n.node.finished').map((e) => e.payload.nodeName)).toContain('If');
    const retry = await team.owner.browser.post<ApiError>(`/executions/${ids[0]}/retry`, {});
    expect(retry.status).toBe(400);
    expect(retry.body.message).toContain('succeeded');
    const badId = await team.owner.browser.get<ApiError>('/executions/abc');
    expect(badId.status).toBe(400);
  });

  it('lists timezones', async () => {
    const zones = await team.owner.browser.get<Data<Record<string, string>>>('/options/timezones');
    expect(zones.status).toBe(200);
    expect(zones.body.data['Europe/Berlin']).toMatch(/^Europe\/Berlin \(GMT[+-]\d\d:\d\d\)$/);
    expect(zones.body.data['America/New_York']).toBeDefined();
  });

  it('serves binary data from the user folder and 404s for unknown ids', async () => {
    const stored = await team.server.app.switchyard.executions.binary.store(Buffer.from('<b>hi</b>'), 'hi.html', 'text/html');
    const response = await fetch(
      `${team.server.base}/rest/data/${encodeURIComponent(stored.id!)}?mode=download&fileName=hi.html&mimeType=text/html`,
      {
        headers: { cookie: [...team.owner.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<b>hi</b>');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    const missing = await team.owner.browser.get<ApiError>('/data/filesystem-v2:00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const anonymous = await fetch(`${team.server.base}/rest/data/${encodeURIComponent(stored.id!)}`);
    expect(anonymous.status).toBe(401);
  });

  it('deletes by ids (only visible ones) and by filter', async () => {
    const foreign = await team.members.noah!.browser.post<Data<{ deleted: number }>>('/executions/delete', { ids: [ids[0]] });
    expect(foreign.body.data.deleted).toBe(0);
    const byId = await team.owner.browser.post<Data<{ deleted: number }>>('/executions/delete', { ids: [ids[0]] });
    expect(byId.body.data.deleted).toBe(1);
    expect((await team.owner.browser.get(`/executions/${ids[0]}`)).status).toBe(404);
    const byFilter = await team.owner.browser.post<Data<{ deleted: number }>>('/executions/delete', { filters: { status: ['success'] } });
    expect(byFilter.body.data.deleted).toBe(2);
    const left = await team.owner.browser.get<ListBody>('/executions');
    expect(left.body.data.results.map((e) => e.id)).toEqual([ids[3]]);
    const empty = await team.owner.browser.post<ApiError>('/executions/delete', {});
    expect(empty.status).toBe(400);
  });
});
