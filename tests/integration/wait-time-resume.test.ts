/**
 * Wait nodes that resume by time, end to end through a started server: the execution is
 * saved as `waiting` with its resume time, then finishes by itself, also running the
 * branch that was still pending when the Wait paused. The server is started with short
 * wait settings (SWITCHYARD_WAIT_IN_PROCESS_MS, SWITCHYARD_WAIT_POLL_MS) so that seconds,
 * not minutes, go to the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, setNode, webhookNode } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

interface Execution {
  id: string;
  status: string;
  waitTill?: string | null;
  data: { resultData: { runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }>> } }>> } };
}

const waitNode = (parameters: Record<string, unknown>) => ({
  id: `wait-${Math.random()}`,
  name: 'Wait',
  type: 'n8n-nodes-base.wait',
  typeVersion: 1.1,
  position: [200, -100],
  webhookId: `w-${Math.random()}`,
  parameters,
});
const link = (to: string, index = 0) => ({ node: to, type: 'main', index });

describe.each(DIALECTS)('Wait resumes by time on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, [], { SWITCHYARD_WAIT_IN_PROCESS_MS: '200', SWITCHYARD_WAIT_POLL_MS: '250' });
  });
  afterAll(() => team.close());

  const executionsOf = async (workflowId: string) => {
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string }> }>>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
    );
    return list.body.data.results;
  };
  const execution = async (id: string) => (await team.owner.browser.get<Data<Execution>>(`/executions/${id}`)).body.data;
  const json = (e: Execution, node: string) => e.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.map((item) => item.json);

  /** Webhook → Wait (top) → After, Webhook → Other (bottom): v1 reaches the Wait first. */
  async function startWaiting(path: string, wait: Record<string, unknown>): Promise<{ id: string; calledAt: number }> {
    const after = { ...setNode('After', { resumed: 'yes' }), position: [400, -100] };
    const other = { ...setNode('Other', { pending: 'ran' }), position: [200, 100] };
    const workflow = await createActive(team.owner, {
      name: `Waits ${path}`,
      nodes: [webhookNode({ path, responseMode: 'onReceived' }), waitNode(wait), after, other],
      connections: { Webhook: { main: [[link('Wait'), link('Other')]] }, Wait: { main: [[link('After')]] } },
      settings: { executionOrder: 'v1' },
    });
    const calledAt = Date.now();
    expect((await callUrl(team.server.base, `/webhook/${path}`)).status).toBe(200);
    const waiting = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'waiting'));
    return { id: waiting.id, calledAt };
  }

  it('saves a time-interval wait as waiting, then finishes it with the pending branch', async () => {
    const { id, calledAt } = await startWaiting('interval', { resume: 'timeInterval', amount: 2, unit: 'seconds' });
    const paused = await execution(id);
    expect(paused.status).toBe('waiting');
    const waitTill = Date.parse(String(paused.waitTill));
    expect(waitTill).toBeGreaterThanOrEqual(calledAt + 2_000);
    expect(waitTill).toBeLessThan(calledAt + 10_000);
    expect(paused.data.resultData.runData['Other']).toBeUndefined();

    const done = await eventually(async () => {
      const e = await execution(id);
      return e.status === 'success' ? e : undefined;
    }, 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(waitTill);
    expect(json(done, 'After')).toEqual([expect.objectContaining({ resumed: 'yes' })]);
    expect(json(done, 'Other')).toEqual([expect.objectContaining({ pending: 'ran' })]);
    expect(done.data.resultData.runData['Wait']).toHaveLength(1);
  });

  it('saves a specific-time wait with that time, then finishes it', async () => {
    const at = new Date(Date.now() + 2_500);
    const { id } = await startWaiting('specific', { resume: 'specificTime', dateTime: at.toISOString() });
    expect(Date.parse(String((await execution(id)).waitTill))).toBe(at.getTime());
    const done = await eventually(async () => {
      const e = await execution(id);
      return e.status === 'success' ? e : undefined;
    }, 15_000);
    expect(json(done, 'After')).toEqual([expect.objectContaining({ resumed: 'yes' })]);
    expect(json(done, 'Other')).toEqual([expect.objectContaining({ pending: 'ran' })]);
  });
});

describe.each(DIALECTS)('Wait resumes at its time between two polls on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    // A poll a minute apart, as by default: a 2 s limit must not wait for it.
    team = await startTeam(dialect, [], { SWITCHYARD_WAIT_IN_PROCESS_MS: '200', SWITCHYARD_WAIT_POLL_MS: '60000' });
  });
  afterAll(() => team.close());

  it('ends a webhook wait at its time limit, not at the next poll', async () => {
    const wait = waitNode({
      resume: 'webhook',
      limitWaitTime: true,
      limitType: 'afterTimeInterval',
      resumeAmount: 2,
      resumeUnit: 'seconds',
    });
    const after = { ...setNode('After', { resumed: 'yes' }), position: [400, -100] };
    const workflow = await createActive(team.owner, {
      name: 'Webhook wait with a limit',
      nodes: [webhookNode({ path: 'limited', responseMode: 'onReceived' }), wait, after],
      connections: { Webhook: { main: [[link('Wait')]] }, Wait: { main: [[link('After')]] } },
      settings: { executionOrder: 'v1' },
    });
    const calledAt = Date.now();
    expect((await callUrl(team.server.base, '/webhook/limited')).status).toBe(200);
    const list = async () =>
      (
        await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string; stoppedAt?: string }> }>>(
          `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
        )
      ).body.data.results;
    const done = await eventually(async () => (await list()).find((e) => e.status === 'success'), 15_000);
    const finishedAt = Date.parse(String(done.stoppedAt));
    expect(finishedAt).toBeGreaterThanOrEqual(calledAt + 2_000);
    expect(finishedAt).toBeLessThan(calledAt + 12_000);
  });
});
