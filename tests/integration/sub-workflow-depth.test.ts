/**
 * A workflow that calls itself through the Execute Workflow node stops at the nesting
 * limit with a clear error instead of running until the server runs out of memory. The
 * engine services (and with them the depth counter) are shared by every run of the same
 * identity, so the limit must hold across the runs it starts and leave nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data } from './accounts-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { createWorkflow, startTeam, type ApiWorkflow, type Team } from './workflows-helpers';
import { MAX_SUB_WORKFLOW_DEPTH } from '../../app/server/engine/sub-workflow';

function callerOf(workflowId: string, first: Record<string, unknown>): Record<string, unknown> {
  return {
    nodes: [
      first,
      {
        id: 'again',
        name: 'Again',
        type: 'n8n-nodes-base.executeWorkflow',
        typeVersion: 1,
        position: [200, 0],
        parameters: { source: 'database', workflowId },
      },
    ],
    connections: { [String(first['name'])]: { main: [[{ node: 'Again', type: 'main', index: 0 }]] } },
  };
}

describe('sub-workflow nesting on sqlite', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', []);
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('stops a workflow that calls itself at the nesting limit, every time', async () => {
    const trigger = {
      id: 'called',
      name: 'Called',
      type: 'n8n-nodes-base.executeWorkflowTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    };
    const created = await createWorkflow(team.owner, { name: 'Recursive', ...callerOf('pending', trigger) });
    const saved = await team.owner.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, {
      ...created,
      ...callerOf(created.id, trigger),
      settings: { callerPolicy: 'any' },
    });
    expect(saved.status).toBe(200);

    const start = { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
    const top = { name: 'Top', ...callerOf(created.id, start), settings: { executionOrder: 'v1', saveManualExecutions: true } };
    // Twice: the shared runner must behave the same after a failed nested run.
    for (let round = 0; round < 2; round++) {
      const id = await runWorkflow(team.owner, top);
      let execution = await waitForExecution(team.owner, id);
      // Twenty nested runs take longer than the helper's wait on a loaded machine.
      for (let i = 0; i < 300 && execution?.status === 'running'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        execution = await waitForExecution(team.owner, id);
      }
      expect(execution?.status).toBe('error');
      expect(execution?.data.resultData.error?.message).toContain(`nested more than ${MAX_SUB_WORKFLOW_DEPTH} deep`);
    }
  }, 60_000);
});
