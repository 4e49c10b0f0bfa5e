/**
 * Respond to Chat on the real server: a Chat Trigger in "Using Response Nodes" mode is
 * answered with the Respond to Chat node's message; with "Wait for User Reply" the run waits
 * and the session's next message (or the editor's reply) resumes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import { callUrl, createActive } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const AI = '@n8n/n8n-nodes-langchain';

type Node = Record<string, unknown> & { parameters: Record<string, unknown> };
type ChatWorkflow = {
  name: string;
  nodes: Node[];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
};

function chatWorkflow(webhookId: string, respond: Record<string, unknown>): ChatWorkflow {
  return {
    name: `Respond to Chat ${webhookId}`,
    nodes: [
      {
        id: 'r1',
        name: 'When chat message received',
        type: `${AI}.chatTrigger`,
        typeVersion: 1.3,
        position: [0, 0],
        webhookId,
        parameters: { public: true, mode: 'hostedChat', options: { responseMode: 'responseNodes' } },
      },
      { id: 'r2', name: 'Respond to Chat', type: `${AI}.chat`, typeVersion: 1, position: [220, 0], parameters: respond },
      { id: 'r3', name: 'After', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440, 0], parameters: {} },
    ],
    connections: {
      'When chat message received': { main: [[{ node: 'Respond to Chat', type: 'main', index: 0 }]] },
      'Respond to Chat': { main: [[{ node: 'After', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

function send(base: string, webhookId: string, chatInput: string) {
  return callUrl(base, `/webhook/${webhookId}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'sendMessage', sessionId: 's1', chatInput }),
  });
}

describe.each(DIALECTS)('Respond to Chat on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
  });
  afterAll(async () => {
    await team?.close();
  });

  it("answers the chat message with the node's message when it does not wait for a reply", async () => {
    const webhookId = `respond-chat-${dialect}-1`;
    await createActive(team.owner, chatWorkflow(webhookId, { message: '={{ "Echo: " + $json.chatInput }}', waitUserReply: false }));
    const answer = await send(team.server.base, webhookId, 'hello');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ output: 'Echo: hello' });
  });

  it('adds its message to the connected memory, which the Chat Trigger then gives back as the earlier session', async () => {
    const webhookId = `respond-chat-${dialect}-3`;
    const body = chatWorkflow(webhookId, {
      message: '={{ "Noted: " + $json.chatInput }}',
      waitUserReply: false,
      options: { memoryConnection: true },
    });
    const trigger = body.nodes[0]!;
    trigger.parameters = { ...trigger.parameters, options: { responseMode: 'responseNodes', loadPreviousSession: 'memory' } };
    body.nodes.push({
      id: 'r4',
      name: 'Memory',
      type: `${AI}.memoryBufferWindow`,
      typeVersion: 1.3,
      position: [220, 200],
      parameters: {},
    });
    const targets = ['Respond to Chat', 'When chat message received'].map((node) => ({ node, type: 'ai_memory', index: 0 }));
    await createActive(team.owner, { ...body, connections: { ...body.connections, Memory: { ai_memory: [targets] } } });

    expect((await send(team.server.base, webhookId, 'milk')).json).toEqual({ output: 'Noted: milk' });
    const previous = await callUrl(team.server.base, `/webhook/${webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'loadPreviousSession', sessionId: 's1' }),
    });
    expect(previous.json).toEqual({
      data: [
        expect.objectContaining({
          id: ['langchain_core', 'messages', 'AIMessage'],
          kwargs: expect.objectContaining({ content: 'Noted: milk' }),
        }),
      ],
    });
  });

  it('runs the workflow for loadPreviousSession when the Chat Trigger loads it "Manually"', async () => {
    const webhookId = `respond-chat-${dialect}-4`;
    const body = chatWorkflow(webhookId, {});
    body.nodes = [
      { ...body.nodes[0]!, parameters: { public: true, mode: 'hostedChat', options: { loadPreviousSession: 'manually' } } },
      {
        id: 'm2',
        name: 'History',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [220, 0],
        parameters: {
          assignments: {
            assignments: [{ id: 'h', name: 'data', value: '={{ $json.action + " of " + $json.sessionId }}', type: 'string' }],
          },
        },
      },
    ];
    body.connections = { 'When chat message received': { main: [[{ node: 'History', type: 'main', index: 0 }]] } };
    await createActive(team.owner, body);
    const previous = await callUrl(team.server.base, `/webhook/${webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'loadPreviousSession', sessionId: 's9' }),
    });
    expect(previous.status, previous.text).toBe(200);
    expect(previous.json).toEqual({ data: 'loadPreviousSession of s9' });
  });

  async function executionsOf(workflowId: string) {
    const list = await team.owner.browser.get<{ data: { results: Array<{ id: string; status: string }> } }>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
    );
    return list.body.data.results;
  }

  /** The statuses of the workflow's runs once they are `expected` (sorted), polling while a run still saves. */
  async function statusesOnceSettled(workflowId: string, expected: string[]): Promise<string[]> {
    let statuses: string[] = [];
    for (let i = 0; i < 100; i++) {
      statuses = (await executionsOf(workflowId)).map((r) => r.status).sort();
      if (JSON.stringify(statuses) === JSON.stringify(expected)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return statuses;
  }

  /** Chat Trigger → "Which size?" (waits) → "You chose …" (does not wait) → After. */
  function sizeWorkflow(webhookId: string, waiting: Record<string, unknown> = {}): ChatWorkflow {
    const body = chatWorkflow(webhookId, { message: 'Which size?', ...waiting });
    body.nodes.splice(2, 0, {
      id: 'r5',
      name: 'Confirm',
      type: `${AI}.chat`,
      typeVersion: 1,
      position: [330, 0],
      parameters: { message: '={{ "You chose " + $json.chatInput }}', waitUserReply: false },
    });
    body.connections = {
      'When chat message received': { main: [[{ node: 'Respond to Chat', type: 'main', index: 0 }]] },
      'Respond to Chat': { main: [[{ node: 'Confirm', type: 'main', index: 0 }]] },
      Confirm: { main: [[{ node: 'After', type: 'main', index: 0 }]] },
    };
    return body;
  }

  it("waits for the user's reply: the session's next message resumes the same run", async () => {
    const webhookId = `respond-chat-${dialect}-2`;
    const workflow = await createActive(team.owner, sizeWorkflow(webhookId));
    const first = await send(team.server.base, webhookId, 'hello');
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ output: 'Which size?' });
    const [waiting] = await executionsOf(workflow.id);
    expect(waiting?.status).toBe('waiting');

    const second = await send(team.server.base, webhookId, 'large');
    expect(second.json).toEqual({ output: 'You chose large' });
    expect(await statusesOnceSettled(workflow.id, ['success'])).toEqual(['success']);
    expect((await executionsOf(workflow.id)).map((r) => r.id)).toEqual([waiting!.id]);
    const full = await team.owner.browser.get<{ data: { data: unknown } }>(`/executions/${waiting!.id}`);
    expect(JSON.stringify(full.body.data.data)).toContain('You chose large');
  });

  it("keeps sessions apart: another session's message starts its own run", async () => {
    const webhookId = `respond-chat-${dialect}-5`;
    const workflow = await createActive(team.owner, sizeWorkflow(webhookId));
    expect((await send(team.server.base, webhookId, 'hello')).json).toEqual({ output: 'Which size?' });
    const other = await callUrl(team.server.base, `/webhook/${webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 's2', chatInput: 'small' }),
    });
    expect(other.json).toEqual({ output: 'Which size?' });
    expect(await statusesOnceSettled(workflow.id, ['waiting', 'waiting'])).toEqual(['waiting', 'waiting']);
    expect((await send(team.server.base, webhookId, 'medium')).json).toEqual({ output: 'You chose medium' });
    expect(await statusesOnceSettled(workflow.id, ['success', 'waiting'])).toEqual(['success', 'waiting']);
  });

  it('adds the question and the reply to the memory when it has a memory connection', async () => {
    const webhookId = `respond-chat-${dialect}-6`;
    const body = sizeWorkflow(webhookId, { options: { memoryConnection: true } });
    const trigger = body.nodes[0]!;
    trigger.parameters = { ...trigger.parameters, options: { responseMode: 'responseNodes', loadPreviousSession: 'memory' } };
    body.nodes.push({ id: 'r4', name: 'Memory', type: `${AI}.memoryBufferWindow`, typeVersion: 1.3, position: [220, 200], parameters: {} });
    const targets = ['Respond to Chat', 'When chat message received'].map((node) => ({ node, type: 'ai_memory', index: 0 }));
    await createActive(team.owner, { ...body, connections: { ...body.connections, Memory: { ai_memory: [targets] } } });
    await send(team.server.base, webhookId, 'hello');
    await send(team.server.base, webhookId, 'large');
    const previous = await callUrl(team.server.base, `/webhook/${webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'loadPreviousSession', sessionId: 's1' }),
    });
    const messages = (previous.json as { data: Array<{ id: string[]; kwargs: { content: string } }> }).data;
    expect(messages.map((m) => [m.id.at(-1), m.kwargs.content])).toEqual([
      ['AIMessage', 'Which size?'],
      ['HumanMessage', 'large'],
    ]);
  });

  it('goes on without a reply once "Limit Wait Time" runs out, and the next message starts a new run', async () => {
    const webhookId = `respond-chat-${dialect}-7`;
    const limit = { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 0.02, resumeUnit: 'minutes' } } };
    const workflow = await createActive(team.owner, sizeWorkflow(webhookId, { options: limit }));
    expect((await send(team.server.base, webhookId, 'hello')).json).toEqual({ output: 'Which size?' });
    let runs = await executionsOf(workflow.id);
    for (let i = 0; i < 100 && runs[0]?.status !== 'success'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      runs = await executionsOf(workflow.id);
    }
    expect(runs[0]?.status).toBe('success');
    const full = await team.owner.browser.get<{ data: { data: unknown } }>(`/executions/${runs[0]!.id}`);
    // No reply came: the node handed on an empty item, so the next one read no user input.
    expect(JSON.stringify(full.body.data.data)).toContain('You chose undefined');
    expect((await send(team.server.base, webhookId, 'again')).json).toEqual({ output: 'Which size?' });
    expect(await executionsOf(workflow.id)).toHaveLength(2);
  });

  it("answers the editor's chat reply to a manual run, and refuses other sessions and other users", async () => {
    const body = sizeWorkflow(`respond-chat-${dialect}-8`);
    const pinData = { 'When chat message received': [{ json: { sessionId: 'editor-1', action: 'sendMessage', chatInput: 'hi' } }] };
    const run = await team.owner.browser.post<{ data: { executionId: string } }>('/workflows/run', { workflowData: body, pinData });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const id = run.body.data.executionId;
    let status = '';
    for (let i = 0; i < 100 && status !== 'waiting'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await team.owner.browser.get<{ data: { status: string } }>(`/executions/${id}`)).body.data.status;
    }
    expect(status).toBe('waiting');

    const wrongSession = await team.owner.browser.post(`/executions/${id}/chat-reply`, { sessionId: 'other', chatInput: 'x' });
    expect(wrongSession.status, JSON.stringify(wrongSession.body)).toBe(409);
    const bad = await team.owner.browser.post(`/executions/${id}/chat-reply`, { sessionId: 'editor-1', chatInput: 42 });
    expect(bad.status).toBe(400);
    const stranger = await team.members['mia']!.browser.post(`/executions/${id}/chat-reply`, { sessionId: 'editor-1', chatInput: 'x' });
    expect(stranger.status).toBe(404);

    const reply = await team.owner.browser.post<{ data: { status: string; runData: Record<string, unknown[]> } }>(
      `/executions/${id}/chat-reply`,
      { sessionId: 'editor-1', chatInput: 'small' },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.status).toBe('success');
    expect(JSON.stringify(reply.body.data.runData['Confirm'])).toContain('"sendMessage":"You chose small"');
    // The run ended: nothing waits for a reply any more (a finished manual run may not be kept at all).
    const again = await team.owner.browser.post(`/executions/${id}/chat-reply`, { sessionId: 'editor-1', chatInput: 'x' });
    expect([404, 409]).toContain(again.status);
  });
});
