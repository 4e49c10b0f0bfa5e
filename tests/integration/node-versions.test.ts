/**
 * A workflow with a node whose typeVersion (or type) is not installed is refused where it
 * would start: a manual run fails at once naming the node (even with a Webhook trigger,
 * which would otherwise wait for a call), and activation answers 400 with the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import { apiClientOf } from './public-api-helpers';
import type { Data } from './accounts-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { webhookNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const mergeV4 = {
  id: 'm3',
  name: 'Combine',
  type: 'n8n-nodes-base.merge',
  typeVersion: 4,
  position: [200, 0],
  parameters: { mode: 'append' },
};
const sheets = {
  id: 'gs',
  name: 'Sheet',
  type: 'n8n-nodes-base.salesforce',
  typeVersion: 4.5,
  position: [400, 0],
  parameters: { operation: 'append' },
};

describe.each(DIALECTS)('node versions on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  }, 60_000);
  afterAll(() => team?.close());

  it('fails a manual run at once, naming the node and the supported versions, without waiting for the webhook', async () => {
    const workflow = workflowOf('Merge four', [webhookNode({ path: 'versions-manual' }), mergeV4], {
      executionOrder: 'v1',
      saveManualExecutions: true,
    });
    const created = await createWorkflow(team.owner, workflow);
    const id = await runWorkflow(team.owner, { ...workflow, id: created.id });
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('error');
    expect(execution?.data.resultData.error?.message).toBe(
      'The node "Combine": this version of Merge (4) is not supported; supported: 1, 2, 2.1, 3, 3.1, 3.2.',
    );
    expect(execution?.data.resultData.runData).toEqual({});
  });

  it('refuses to activate a workflow with an unsupported version or an unknown node, with the message', async () => {
    const created = await createWorkflow(
      team.owner,
      workflowOf('Merge four active', [webhookNode({ path: 'versions-active' }), mergeV4, sheets]),
    );
    const answer = await team.owner.browser.patch<{ message: string }>(`/workflows/${created.id}`, {
      active: true,
      versionId: created.versionId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('This workflow cannot be activated. 2 nodes cannot run here.');
    expect(answer.body.message).toContain('this version of Merge (4) is not supported; supported: 1, 2, 2.1, 3, 3.1, 3.2');
    expect(answer.body.message).toContain('The node "Sheet" has the type "n8n-nodes-base.salesforce", which is not installed here');
    const stored = await team.owner.browser.get<Data<{ active: boolean }>>(`/workflows/${created.id}`);
    expect(stored.body.data.active).toBe(false);
  });

  it('refuses to activate through the public API too, with the message', async () => {
    const created = await createWorkflow(team.owner, workflowOf('Merge four by API', [webhookNode({ path: 'versions-api' }), mergeV4]));
    const api = await apiClientOf(team, team.owner);
    const answer = await api.post<{ message: string }>(`/workflows/${created.id}/activate`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(
      'The node "Combine": this version of Merge (4) is not supported; supported: 1, 2, 2.1, 3, 3.1, 3.2',
    );
  });
});
