/**
 * Execute Workflow 1.3 calling a saved workflow through the server: the workflow is chosen
 * by resource locator (`__rl`), the caller maps "Workflow Inputs", and the called
 * workflow's Execute Workflow Trigger 1.1 keeps only the fields of its input schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { createWorkflow, startTeam, type Team } from './workflows-helpers';

describe('sub-workflow inputs on sqlite', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', []);
  }, 60_000);
  afterAll(async () => {
    await team?.close();
  });

  it('sends the mapped inputs and the called trigger keeps its schema fields', async () => {
    const called = await createWorkflow(team.owner, {
      name: 'Called with inputs',
      nodes: [
        {
          id: 'in',
          name: 'In',
          type: 'n8n-nodes-base.executeWorkflowTrigger',
          typeVersion: 1.1,
          position: [0, 0],
          parameters: {
            inputSource: 'workflowInputs',
            workflowInputs: {
              values: [
                { name: 'city', type: 'string' },
                { name: 'count', type: 'number' },
              ],
            },
          },
        },
      ],
      connections: {},
      settings: { callerPolicy: 'any' },
    });
    const caller = {
      name: 'Caller',
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'call',
          name: 'Call',
          type: 'n8n-nodes-base.executeWorkflow',
          typeVersion: 1.3,
          position: [200, 0],
          parameters: {
            workflowId: { __rl: true, mode: 'list', value: called.id, cachedResultName: 'Called with inputs' },
            workflowInputs: {
              mappingMode: 'defineBelow',
              value: { city: 'Oslo', count: '={{ 2 + 1 }}' },
              schema: [
                { id: 'city', displayName: 'city', type: 'string', removed: false },
                { id: 'count', displayName: 'count', type: 'number', removed: false },
              ],
            },
            options: {},
          },
        },
      ],
      connections: { Start: { main: [[{ node: 'Call', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    };
    const id = await runWorkflow(team.owner, caller);
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status, JSON.stringify(execution?.data.resultData.error)).toBe('success');
    const output = execution?.data.resultData.runData['Call']?.[0]?.data?.main?.[0]?.map((item) => item.json);
    expect(output).toEqual([{ city: 'Oslo', count: 3 }]);
  }, 60_000);
});
