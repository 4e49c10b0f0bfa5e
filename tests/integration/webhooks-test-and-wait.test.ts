import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../app/server/push';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, eventually, resumeWith, setNode, startWaitingExecution, webhookNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

interface Execution {
  id: string;
  status: string;
  mode: string;
  data: { resultData: { runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }>> } }>> } };
}

describe.each(DIALECTS)('test webhooks and Wait on %s', (dialect) => {
  let team: Team;
  const pushed: Array<{ to: string; message: PushMessage }> = [];
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
    // Observe what the server pushes (the messages still go out).
    const push = team.server.app.switchyard.push;
    const send = push.send.bind(push);
    push.send = (to, message) => {
      pushed.push({ to, message });
      return send(to, message);
    };
  });
  afterAll(() => team.close());

  const execution = async (id: string) => (await team.owner.browser.get<Data<Execution>>(`/executions/${id}`)).body.data;

  it('registers a test webhook when the editor runs the workflow, for one call', async () => {
    const workflow = await createWorkflow(
      team.owner,
      workflowOf('Try me', [
        webhookNode({ httpMethod: 'POST', path: 'try-me', responseMode: 'lastNode' }),
        setNode('Set', { got: '={{ $json.body.value }}' }),
      ]),
    );
    const run = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean }>>(
      '/workflows/run',
      { workflowData: workflow },
      { headers: { 'push-ref': 'tab-1' } },
    );
    expect(run.body.data).toEqual({ waitingForWebhook: true });
    expect((await callUrl(team.server.base, '/webhook/try-me', { method: 'POST' })).status).toBe(404);
    const answer = await callUrl(team.server.base, '/webhook-test/try-me', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"value":"v1"}',
    });
    expect(answer.json).toMatchObject({ got: 'v1' });
    const received = pushed.find((p) => p.to === 'tab-1' && p.message.type === 'testWebhookReceived');
    expect(received?.message.data).toMatchObject({ workflowId: workflow.id, executionId: expect.any(String) });
    expect(pushed.some((p) => p.to === 'tab-1' && p.message.type === 'executionFinished')).toBe(true);
    // One call only.
    const second = await callUrl(team.server.base, '/webhook-test/try-me', { method: 'POST' });
    expect(second.status).toBe(404);
    expect((second.json as { message: string }).message).toBe('The requested webhook "try-me" is not registered.');
  });

  it('runs one step without waiting for webhooks that do not lead to it', async () => {
    const start = { id: 'st', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 200], parameters: {} };
    const body = workflowOf('Two triggers', [webhookNode({ httpMethod: 'POST', path: 'two-triggers' }), setNode('Set', { from: 'hook' })]);
    const workflow = await createWorkflow(team.owner, { ...body, nodes: [...(body['nodes'] as unknown[]), start] });
    // "Test step" on the Manual Trigger runs at once.
    const manual = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean; executionId?: string }>>('/workflows/run', {
      workflowData: workflow,
      destinationNode: 'Start',
    });
    expect(manual.body.data.waitingForWebhook).toBeUndefined();
    expect(manual.body.data.executionId).toEqual(expect.any(String));
    expect((await callUrl(team.server.base, '/webhook-test/two-triggers', { method: 'POST' })).status).toBe(404);
    // Running the step after the Webhook listens on it.
    const hooked = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean }>>('/workflows/run', {
      workflowData: workflow,
      destinationNode: 'Set',
    });
    expect(hooked.body.data).toEqual({ waitingForWebhook: true });
    expect((await team.owner.browser.delete<Data<boolean>>(`/test-webhook/${workflow.id}`)).body.data).toBe(true);
  });

  it('stops waiting on DELETE /rest/test-webhook/:id, only for who started it', async () => {
    const workflow = await createWorkflow(team.owner, workflowOf('Cancel me', [webhookNode({ path: 'cancel-me' })]));
    await team.owner.browser.post('/workflows/run', { workflowData: workflow });
    const mia = team.members['mia']!;
    expect((await mia.browser.delete<Data<boolean>>(`/test-webhook/${workflow.id}`)).body.data).toBe(false);
    expect((await team.owner.browser.delete<Data<boolean>>(`/test-webhook/${workflow.id}`)).body.data).toBe(true);
    expect((await team.owner.browser.delete<Data<boolean>>(`/test-webhook/${workflow.id}`)).body.data).toBe(false);
    expect((await callUrl(team.server.base, '/webhook-test/cancel-me')).status).toBe(404);
  });

  it('waits for a call to $execution.resumeUrl and continues with its data', async () => {
    const waiting = await startWaitingExecution(team.owner, team.server.base, 'start-wait');
    expect((await callUrl(team.server.base, waiting.resumePath, { method: 'GET' })).status).toBe(404);
    expect((await resumeWith(team.server.base, waiting, 42)).status).toBe(200);
    const done = await eventually(async () => {
      const e = await execution(waiting.id);
      return e.status === 'success' ? e : undefined;
    });
    expect(done.data.resultData.runData['After']![0]!.data!.main![0]![0]!.json).toEqual({ answer: '42' });
    expect((await callUrl(team.server.base, waiting.resumePath, { method: 'POST' })).status).toBe(409);
  });
});
