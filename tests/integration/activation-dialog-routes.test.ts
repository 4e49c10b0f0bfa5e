import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS } from './accounts-helpers';
import type { ApiError, ApiUser, Data } from './accounts-helpers';
import { createActive, webhookNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

type Triggers = {
  timeZone: string;
  triggers: Array<{
    node: string;
    kind: string;
    description?: string;
    nextRuns?: string[];
    webhooks?: Array<{ method: string; url: string }>;
  }>;
};

const dailyAt = (hour: number, minute: number) => ({
  id: 'sched-daily',
  name: 'Every morning',
  type: 'n8n-nodes-base.scheduleTrigger',
  typeVersion: 1.2,
  position: [0, 0],
  parameters: { rule: { interval: [{ field: 'days', triggerAtHour: hour, triggerAtMinute: minute }] } },
});

/** Hour and minute of `iso` on the clock of `timeZone`. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe.each(DIALECTS)('what activation tells the user, on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
  });
  afterAll(() => team.close());

  it("lists an active webhook's production URL", async () => {
    const workflow = await createActive(team.owner, workflowOf('Orders hook', [webhookNode({ path: 'orders', httpMethod: 'POST' })]));
    const answer = await team.owner.browser.get<Data<Triggers>>(`/active/triggers/${workflow.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.triggers).toEqual([
      {
        node: 'Webhook',
        kind: 'webhook',
        webhooks: [{ method: 'POST', url: `http://localhost:${new URL(team.server.base).port}/webhook/orders` }],
      },
    ]);
  });

  it("gives a schedule's next runs on the clock of the workflow's time zone", async () => {
    const body = workflowOf('Morning report', [dailyAt(9, 30)], { executionOrder: 'v1', timezone: 'America/New_York' });
    const workflow = await createWorkflow(team.owner, body);
    const answer = await team.owner.browser.get<Data<Triggers>>(`/active/triggers/${workflow.id}`);
    expect(answer.body.data.timeZone).toBe('America/New_York');
    const [schedule] = answer.body.data.triggers;
    expect(schedule).toMatchObject({ node: 'Every morning', kind: 'schedule', description: 'every day at 09:30' });
    expect(schedule?.nextRuns).toHaveLength(3);
    for (const run of schedule?.nextRuns ?? []) expect(clockIn(run, 'America/New_York')).toBe('09:30');
    const times = (schedule?.nextRuns ?? []).map((run) => Date.parse(run));
    expect(times[0]).toBeGreaterThan(Date.now());
    expect(times[1]! - times[0]!).toBeGreaterThan(22 * 3_600_000);
  });

  it('answers only users who may read the workflow', async () => {
    const workflow = await createWorkflow(team.owner, workflowOf('Private', [dailyAt(8, 0)]));
    expect((await team.members['mia']!.browser.get<ApiError>(`/active/triggers/${workflow.id}`)).status).toBe(404);
    expect((await new Browser(team.server.base).get<ApiError>(`/active/triggers/${workflow.id}`)).status).toBe(401);
    expect((await team.owner.browser.get<ApiError>('/active/triggers/no-such-workflow')).status).toBe(404);
  });

  it('names the node whose webhook path is taken in the activation error', async () => {
    await createActive(team.owner, workflowOf('Holder', [webhookNode({ path: 'shared-path' }, { name: 'Holder hook' })]));
    const second = await createWorkflow(team.owner, workflowOf('Late', [webhookNode({ path: 'shared-path' }, { name: 'Late hook' })]));
    const refused = await team.owner.browser.patch<ApiError>(`/workflows/${second.id}`, { active: true, versionId: second.versionId });
    expect(refused.status).toBe(400);
    const error = await team.owner.browser.get<Data<{ node?: string; error: { message: string } } | null>>(`/active/error/${second.id}`);
    expect(error.body.data).toMatchObject({ node: 'Late hook', error: { message: expect.stringContaining('already taken') } });
  });

  it('keeps "Don\'t show again" for the activation dialog in the user\'s settings, across sign-ins', async () => {
    const saved = await team.members['mia']!.browser.patch<Data<Record<string, unknown>>>('/me/settings', { hideActivationDialog: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data['hideActivationDialog']).toBe(true);
    expect((await team.members['mia']!.browser.patch<ApiError>('/me/settings', { hideActivationDialog: 'yes' })).status).toBe(400);
    const elsewhere = new Browser(team.server.base);
    const signedIn = await elsewhere.post<Data<ApiUser>>('/login', { email: 'mia@example.com', password: 'Member-Pass1' });
    expect(signedIn.status).toBe(200);
    expect((await elsewhere.get<Data<ApiUser>>('/login')).body.data.settings).toMatchObject({ hideActivationDialog: true });
    expect((await team.owner.browser.get<Data<ApiUser>>('/login')).body.data.settings).not.toHaveProperty('hideActivationDialog');
  });
});
