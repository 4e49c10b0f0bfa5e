/**
 * The public API's executions over real HTTP, on SQLite and (unless
 * SWITCHYARD_TEST_POSTGRES=0) PostgreSQL: who sees and deletes which execution (it
 * follows the workflow), paging by cursor, filters, run data on request.
 * Executions are recorded in the database the way the engine records them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import { publicWorkflowBody, recordExecution, startApiTeam } from './public-api-helpers';
import type { ApiTeam, PublicWorkflow } from './public-api-helpers';
import { put } from './workflows-helpers';

interface PublicExecution {
  id: string;
  status: string;
  workflowId: string | null;
  finished: boolean;
  stoppedAt: string | null;
  data?: { resultData: { runData: Record<string, unknown[]>; lastNodeExecuted?: string } };
}
interface ExecutionPage {
  data: PublicExecution[];
  nextCursor: string | null;
}

describe.each(DIALECTS)('public API executions on %s', (dialect) => {
  let team: ApiTeam;
  /** Executions of Mia's workflow (shared with Noah): success, error, running. */
  let mias: { success: string; error: string; running: string };
  let ownersExecution: string;
  let unsaved: string;
  let miaWorkflow: string;

  beforeAll(async () => {
    team = await startApiTeam(dialect, ['mia', 'noah', 'lia'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    miaWorkflow = (await team.memberApi['mia']!.post<PublicWorkflow>('/workflows', publicWorkflowBody('Mia runs'))).body.id;
    const shared = await put(team.members['mia']!.browser, `/workflows/${miaWorkflow}/share`, { shareWithIds: [team.members['noah']!.id] });
    expect(shared.status).toBe(200);
    const ownerWorkflow = (await team.ownerApi.post<PublicWorkflow>('/workflows', publicWorkflowBody('Owner runs'))).body.id;
    ownersExecution = await recordExecution(team, ownerWorkflow, 'success');
    unsaved = await recordExecution(team, null, 'success');
    mias = {
      success: await recordExecution(team, miaWorkflow, 'success'),
      error: await recordExecution(team, miaWorkflow, 'error'),
      running: await recordExecution(team, miaWorkflow, 'running'),
    };
  });
  afterAll(async () => {
    await team?.close();
  });

  it('lists the executions of the workflows each user may read, newest first', async () => {
    const ids = async (api = team.ownerApi, query = '') => (await api.get<ExecutionPage>(`/executions${query}`)).body.data.map((e) => e.id);
    expect(await ids()).toEqual([mias.running, mias.error, mias.success, unsaved, ownersExecution]);
    const miasIds = [mias.running, mias.error, mias.success];
    expect(await ids(team.memberApi['mia'])).toEqual(miasIds);
    expect(await ids(team.memberApi['noah'])).toEqual(miasIds);
    expect(await ids(team.memberApi['lia'])).toEqual([]);
    expect(await ids(team.ownerApi, '?status=error')).toEqual([mias.error]);
    expect(await ids(team.ownerApi, `?workflowId=${miaWorkflow}&status=success`)).toEqual([mias.success]);
  });

  it('pages with nextCursor and adds run data only when asked', async () => {
    const seen: string[] = [];
    let page = await team.ownerApi.get<ExecutionPage>('/executions?limit=2');
    const sizes: number[] = [];
    for (;;) {
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      sizes.push(page.body.data.length);
      seen.push(...page.body.data.map((e) => e.id));
      expect(page.body.data.every((e) => e.data === undefined)).toBe(true);
      if (page.body.nextCursor === null) break;
      page = await team.ownerApi.get<ExecutionPage>(`/executions?cursor=${page.body.nextCursor}`);
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);

    const withData = await team.ownerApi.get<ExecutionPage>(`/executions?includeData=true&workflowId=${miaWorkflow}&status=error`);
    expect(withData.body.data[0]!.data?.resultData.runData['Start']).toHaveLength(1);
    const one = await team.memberApi['noah']!.get<PublicExecution>(`/executions/${mias.success}?includeData=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: mias.success, status: 'success', finished: true, workflowId: miaWorkflow });
    expect(one.body.data?.resultData.lastNodeExecuted).toBe('Start');
    expect((await team.ownerApi.get<PublicExecution>(`/executions/${unsaved}`)).body.workflowId).toBeNull();
  });

  it('hides executions from who may not read their workflow and lets only its owners delete them', async () => {
    expect((await team.memberApi['lia']!.get(`/executions/${mias.success}`)).status).toBe(404);
    expect((await team.memberApi['mia']!.get(`/executions/${unsaved}`)).status).toBe(404);
    expect((await team.memberApi['lia']!.delete(`/executions/${mias.success}`)).status).toBe(404);
    const refused = await team.memberApi['noah']!.delete<{ message: string }>(`/executions/${mias.success}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/not delete it/);
    const running = await team.memberApi['mia']!.delete<{ message: string }>(`/executions/${mias.running}`);
    expect(running.status).toBe(400);
    expect(running.body.message).toMatch(/still running/);

    const deleted = await team.memberApi['mia']!.delete<PublicExecution>(`/executions/${mias.success}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(mias.success);
    expect((await team.ownerApi.get(`/executions/${mias.success}`)).status).toBe(404);
    // The instance owner may delete any.
    expect((await team.ownerApi.delete(`/executions/${unsaved}`)).status).toBe(200);
  });

  it('answers odd ids with 404 and malformed queries with 400', async () => {
    for (const id of ['abc', '99999999999999999999', '-1', '1.5']) {
      expect((await team.ownerApi.get(`/executions/${id}`)).status, id).toBe(404);
    }
    for (const query of ['status=finished', 'limit=0', 'includeData=yes', 'cursor=eyJsYXN0SWQiOiJ4IiwibGltaXQiOjJ9']) {
      expect((await team.ownerApi.get(`/executions?${query}`)).status, query).toBe(400);
    }
  });
});
