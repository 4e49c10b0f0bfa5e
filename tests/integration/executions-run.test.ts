/**
 * `POST /rest/workflows/run` and what it leaves behind, over real HTTP on SQLite and
 * PostgreSQL: outputs per node, save settings (manual not saved by default, per-workflow
 * override), errors, partial runs, stop, timeouts, the error workflow and retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { chainWorkflow, failingWorkflow, runWorkflow, waitForExecution } from './executions-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

describe.each(DIALECTS)('workflow runs on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia'], { EXECUTIONS_TIMEOUT_MAX: '2' });
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('runs a saved workflow and stores each node output', async () => {
    const workflow = await createWorkflow(team.owner, chainWorkflow());
    const id = await runWorkflow(team.owner, { ...chainWorkflow(), id: workflow.id });
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('success');
    expect(execution?.finished).toBe(true);
    expect(execution?.mode).toBe('manual');
    expect(execution?.workflowId).toBe(workflow.id);
    const runData = execution!.data.resultData.runData;
    expect(runData.Big![0]!.data!.main[0]!.map((i) => i.json)).toEqual([
      { n: 2, double: 4 },
      { n: 3, double: 6 },
    ]);
    expect(runData.Small![0]!.data!.main[0]!.map((i) => i.json)).toEqual([{ n: 1, double: 2 }]);
    expect(execution!.workflowData.name).toBe('Chain');
  });

  it('does not keep manual runs by default', async () => {
    const workflow = chainWorkflow('Unsaved', { settings: { executionOrder: 'v1' } });
    const id = await runWorkflow(team.owner, workflow);
    expect(await waitForExecution(team.owner, id)).toBeUndefined();
  });

  it('records the node error and the failing node', async () => {
    const id = await runWorkflow(team.owner, failingWorkflow());
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('error');
    expect(execution?.data.resultData.error?.message).toBe('It broke');
    expect(execution?.data.resultData.lastNodeExecuted).toBe('Fail');
  });

  it('runs only up to the destination node and reuses run data', async () => {
    const first = await waitForExecution(team.owner, await runWorkflow(team.owner, chainWorkflow(), { destinationNode: 'Set' }));
    expect(Object.keys(first!.data.resultData.runData).sort()).toEqual(['Set', 'Start']);
    const partial = await waitForExecution(
      team.owner,
      await runWorkflow(team.owner, chainWorkflow(), {
        runData: first!.data.resultData.runData,
        startNodes: ['If'],
        destinationNode: 'Big',
      }),
    );
    expect(partial?.data.resultData.runData.Big![0]!.data!.main[0]!.map((i) => i.json.n)).toEqual([2, 3]);
    expect(partial?.data.resultData.runData.Small).toBeUndefined();
  });

  it('refuses a body without nodes and an unknown start node with 400', async () => {
    const bad = await team.owner.browser.post<ApiError>('/workflows/run', { workflowData: { name: 'x' } });
    expect(bad.status).toBe(400);
    const unknown = await team.owner.browser.post<ApiError>('/workflows/run', { workflowData: chainWorkflow(), startNodes: ['Nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Nope');
  });

  it("lets the instance owner run a member's saved workflow", async () => {
    const workflow = await createWorkflow(team.members.mia!, chainWorkflow('Mia flow'));
    const id = await runWorkflow(team.owner, { ...chainWorkflow('Mia flow'), id: workflow.id });
    expect((await waitForExecution(team.owner, id))?.status).toBe('success');
  });

  it('runs the error workflow when a production run fails and retries a failed execution', async () => {
    const errorFlow = await createWorkflow(team.owner, {
      name: 'On error',
      nodes: [
        { id: 'e1', name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'e2',
          name: 'Note',
          type: 'n8n-nodes-base.set',
          typeVersion: 1,
          position: [200, 0],
          parameters: { values: { string: [{ name: 'failed', value: '={{ $json.execution.error.message }}' }] } },
        },
      ],
      connections: { 'Error Trigger': { main: [[{ node: 'Note', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });
    const failing = await createWorkflow(team.owner, failingWorkflow('Fails in production', { errorWorkflow: errorFlow.id }));
    const { executions } = team.server.app.switchyard;
    const started = await executions.start({
      workflow: await executions.loadWorkflow(failing.id).then((w) => w!),
      saved: true,
      mode: 'trigger',
      runAs: { userId: team.owner.id, isInstanceOwner: true },
    });
    await started.done;
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string; mode: string }> }>>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: errorFlow.id }))}`,
    );
    expect(list.body.data.results).toHaveLength(1);
    const errorRun = await waitForExecution(team.owner, list.body.data.results[0]!.id);
    expect(errorRun?.mode).toBe('error');
    expect(errorRun?.data.resultData.runData.Note![0]!.data!.main[0]![0]!.json.failed).toBe('It broke');

    const retry = await team.owner.browser.post<Data<boolean>>(`/executions/${started.executionId}/retry`, {});
    expect(retry.status).toBe(200);
    expect(retry.body.data).toBe(false);
    const retries = await team.owner.browser.get<Data<{ results: Array<{ retryOf: string | null; mode: string }> }>>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: failing.id }))}`,
    );
    expect(retries.body.data.results.some((e) => e.retryOf === started.executionId && e.mode === 'retry')).toBe(true);
  });

  it('stops a running execution and caps the timeout at the maximum', async () => {
    const waiting = {
      name: 'Slow',
      nodes: [
        { id: 's1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 's2',
          name: 'Retry',
          type: 'n8n-nodes-base.stopAndError',
          typeVersion: 1,
          position: [200, 0],
          parameters: { errorMessage: 'again' },
          retryOnFail: true,
          maxTries: 5,
          waitBetweenTries: 5000,
        },
      ],
      connections: { Start: { main: [[{ node: 'Retry', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    };
    const id = await runWorkflow(team.owner, waiting);
    const current = await team.owner.browser.get<Data<Array<{ id: string; status: string }>>>('/executions-current');
    expect(current.body.data.map((e) => e.id)).toContain(id);
    const stop = await team.owner.browser.post<Data<{ status: string; finished: boolean }>>(`/executions-current/${id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ status: 'canceled', finished: false });
    expect((await waitForExecution(team.owner, id))?.status).toBe('canceled');

    const timed = await runWorkflow(team.owner, { ...waiting, settings: { ...waiting.settings, executionTimeout: 3600 } });
    const result = await waitForExecution(team.owner, timed);
    expect(result?.status).toBe('canceled');
    expect(result?.data.resultData.error?.message).toContain('timed out');
    const missing = await team.owner.browser.post<ApiError>('/executions-current/999999/stop');
    expect(missing.status).toBe(404);
  }, 20_000);
});
