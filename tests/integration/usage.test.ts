/**
 * `GET /rest/usage` (the "Usage and plan" settings page): the instance's workflows (all
 * and active), stored executions, users and pending invitations, and the enterprise
 * features on. Owner only. Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageResponse } from '../../app/server/http/usage';
import type { Data } from './accounts-helpers';
import { DIALECTS } from './accounts-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { createWorkflow, manualWorkflow, SCHEDULED_NODES, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

describe.each(DIALECTS)('usage on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['maria'], {
      SWITCHYARD_ENTERPRISE_FEATURES: 'sharing,logStreaming',
      EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'true',
    });
  });
  afterAll(() => team.close());

  it('counts workflows, active workflows, executions, users and pending invitations, and names the features on', async () => {
    const usage = async () => {
      const answer = await team.owner.browser.get<Data<UsageResponse>>('/usage');
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    expect(await usage()).toEqual({
      workflows: { total: 0, active: 0 },
      executions: { total: 0, estimated: false },
      users: { total: 2, pending: 0 },
      enterpriseFeatures: ['logStreaming', 'sharing'],
    });

    await createWorkflow(team.owner, manualWorkflow('One'));
    const scheduled = await createWorkflow(team.owner, { name: 'Hourly', nodes: SCHEDULED_NODES, connections: {} });
    const on = await team.owner.browser.patch(`/workflows/${scheduled.id}`, { active: true, versionId: scheduled.versionId });
    expect(on.status).toBe(200);
    const executionId = await runWorkflow(team.owner, manualWorkflow('Unsaved run'));
    await waitForExecution(team.owner, executionId);
    expect((await team.owner.browser.post('/users', [{ email: 'pending@example.com' }])).status).toBe(200);

    expect(await usage()).toEqual({
      workflows: { total: 2, active: 1 },
      executions: { total: 1, estimated: false },
      users: { total: 2, pending: 1 },
      enterpriseFeatures: ['logStreaming', 'sharing'],
    });
  });

  it('is for the owner: a member is refused', async () => {
    const answer = await team.members['maria']!.browser.get<{ message: string }>('/usage');
    expect(answer.status).toBe(403);
  });
});
