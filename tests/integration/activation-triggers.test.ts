import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../app/server/app';
import { boundPort } from '../../app/server/urls';
import { Browser, DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, eventually, setNode, webhookNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, manualWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const everySecond = (name: string) => ({
  id: `sched-${name}`,
  name: 'Schedule Trigger',
  type: 'n8n-nodes-base.scheduleTrigger',
  typeVersion: 1.2,
  position: [0, 0],
  parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } },
});

describe.each(DIALECTS)('activation on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  const executionsOf = async (browser: Browser, workflowId: string) =>
    (
      await browser.get<Data<{ count: number; results: Array<{ id: string; mode: string; status: string }> }>>(
        `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
      )
    ).body.data;

  it('refuses a workflow whose only trigger is manual, with a clear 400', async () => {
    const workflow = await createWorkflow(team.owner, manualWorkflow('Manual only'));
    const answer = await team.owner.browser.patch<{ message: string }>(`/workflows/${workflow.id}`, {
      active: true,
      versionId: workflow.versionId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/only trigger is started by hand/);
  });

  it('runs a schedule trigger while active and lists the workflow as active', async () => {
    const workflow = await createWorkflow(
      team.owner,
      workflowOf('Every second', [everySecond('a'), setNode('Set', { at: '={{ $json.timestamp }}' })]),
    );
    const on = await team.owner.browser.patch<Data<{ active: boolean; versionId: string }>>(`/workflows/${workflow.id}`, {
      active: true,
      versionId: workflow.versionId,
    });
    expect(on.body.data.active).toBe(true);
    expect((await team.owner.browser.get<Data<string[]>>('/active')).body.data).toContain(workflow.id);
    const ran = await eventually(
      async () => (await executionsOf(team.owner.browser, workflow.id)).results.find((e) => e.status === 'success'),
      8_000,
    );
    expect(ran.mode).toBe('trigger');
    expect((await team.owner.browser.get<Data<unknown>>(`/active/error/${workflow.id}`)).body.data).toBeNull();

    const off = await team.owner.browser.patch<Data<{ active: boolean }>>(`/workflows/${workflow.id}`, {
      active: false,
      versionId: on.body.data.versionId,
    });
    expect(off.body.data.active).toBe(false);
    expect((await team.owner.browser.get<Data<string[]>>('/active')).body.data).not.toContain(workflow.id);
    const settled = (await executionsOf(team.owner.browser, workflow.id)).count;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await executionsOf(team.owner.browser, workflow.id)).count).toBe(settled);
  });

  it('runs the legacy Interval and Cron triggers of older n8n workflows while active', async () => {
    const interval = {
      id: 'interval',
      name: 'Interval',
      type: 'n8n-nodes-base.interval',
      typeVersion: 1,
      position: [0, 0],
      parameters: { interval: 1, unit: 'seconds' },
    };
    const cron = {
      id: 'cron',
      name: 'Cron',
      type: 'n8n-nodes-base.cron',
      typeVersion: 1,
      position: [0, 0],
      parameters: { triggerTimes: { item: [{ mode: 'custom', cronExpression: '* * * * * *' }] } },
    };
    for (const trigger of [interval, cron]) {
      const workflow = await createWorkflow(
        team.owner,
        workflowOf(`Legacy ${trigger.name}`, [trigger, setNode('Set', { from: trigger.name })]),
      );
      const on = await team.owner.browser.patch<Data<{ active: boolean; versionId: string }>>(`/workflows/${workflow.id}`, {
        active: true,
        versionId: workflow.versionId,
      });
      expect(on.body.data.active, trigger.name).toBe(true);
      const ran = await eventually(
        async () => (await executionsOf(team.owner.browser, workflow.id)).results.find((e) => e.status === 'success'),
        8_000,
      );
      expect(ran.mode).toBe('trigger');
      await team.owner.browser.patch(`/workflows/${workflow.id}`, { active: false, versionId: on.body.data.versionId });
    }
  });

  it('refuses a Cron trigger with an expression it cannot read, saying which', async () => {
    const cron = {
      id: 'cron-bad',
      name: 'Cron',
      type: 'n8n-nodes-base.cron',
      typeVersion: 1,
      position: [0, 0],
      parameters: { triggerTimes: { item: [{ mode: 'custom', cronExpression: 'every tuesday' }] } },
    };
    const workflow = await createWorkflow(team.owner, workflowOf('Bad cron', [cron]));
    const answer = await team.owner.browser.patch<{ message: string }>(`/workflows/${workflow.id}`, {
      active: true,
      versionId: workflow.versionId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid cron expression 'every tuesday'/);
  });

  it('reports a broken trigger as the activation error and leaves the workflow inactive', async () => {
    const broken = { ...everySecond('b'), parameters: { rule: { interval: [{ field: 'cronExpression', expression: 'not a cron' }] } } };
    const workflow = await createWorkflow(team.owner, workflowOf('Broken', [broken]));
    const answer = await team.owner.browser.patch<{ message: string }>(`/workflows/${workflow.id}`, {
      active: true,
      versionId: workflow.versionId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid cron expression "not a cron"/);
    const error = await team.owner.browser.get<Data<{ time: number; error: { message: string } }>>(`/active/error/${workflow.id}`);
    expect(error.body.data.error.message).toMatch(/Invalid cron expression/);
    expect((await team.owner.browser.get<Data<{ active: boolean }>>(`/workflows/${workflow.id}`)).body.data.active).toBe(false);
  });

  it('activates stored active workflows when a server starts, and resumes waiting executions', async () => {
    const hook = await createWorkflow(
      team.owner,
      workflowOf('Survives restart', [webhookNode({ path: 'survivor', responseMode: 'lastNode' }), setNode('Set', { alive: 'yes' })]),
    );
    await team.owner.browser.patch(`/workflows/${hook.id}`, { active: true, versionId: hook.versionId });
    const waitFlow = await createWorkflow(team.owner, {
      ...workflowOf('Waits over restart', [
        webhookNode({ path: 'wait-over-restart' }),
        {
          id: 'w2',
          name: 'Wait',
          type: 'n8n-nodes-base.wait',
          typeVersion: 1.1,
          position: [200, 0],
          parameters: { resume: 'webhook', httpMethod: 'POST' },
        },
        setNode('After', { answer: '={{ $json.body.answer }}' }),
      ]),
    });
    await team.owner.browser.patch(`/workflows/${waitFlow.id}`, { active: true, versionId: waitFlow.versionId });
    await callUrl(team.server.base, '/webhook/wait-over-restart');
    const waiting = await eventually(async () =>
      (await executionsOf(team.owner.browser, waitFlow.id)).results.find((e) => e.status === 'waiting'),
    );

    // A second server on the same database and user folder, after the first stops.
    const { config, staticDir } = team.server.app.switchyard;
    await team.server.app.close();
    let next: FastifyInstance | undefined;
    try {
      next = await createServer({ config, database: team.server.database, staticDir });
      await next.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${boundPort(next.server) ?? 0}`;
      expect((await callUrl(base, '/webhook/survivor')).json).toMatchObject({ alive: 'yes' });
      const resumed = await callUrl(base, `/webhook-waiting/${waiting.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"answer":"later"}',
      });
      expect(resumed.status).toBe(200);
      const browser = new Browser(base);
      browser.cookies.clear();
      for (const [k, v] of team.owner.browser.cookies) browser.cookies.set(k, v);
      const finished = await eventually(async () =>
        (await executionsOf(browser, waitFlow.id)).results.find((e) => e.id === waiting.id && e.status === 'success'),
      );
      expect(finished.status).toBe('success');
    } finally {
      await next?.close();
    }
  });
});
