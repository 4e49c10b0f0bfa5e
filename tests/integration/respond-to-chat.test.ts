/**
 * Respond to Chat on the real server: a Chat Trigger in "Using Response Nodes" mode is
 * answered with the Respond to Chat node's message; what is not built yet (waiting for the
 * user's reply) fails the run with a clear message instead of answering wrongly.
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
    team = await startTeam(dialect, []);
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

  it('fails the run with a clear message when it should wait for the reply (not built yet)', async () => {
    const webhookId = `respond-chat-${dialect}-2`;
    const workflow = await createActive(team.owner, chatWorkflow(webhookId, { message: 'Which one?' }));
    const answer = await send(team.server.base, webhookId, 'hello');
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ code: 500, message: 'Error in workflow' });
    const list = await team.owner.browser.get<{ data: { results: Array<{ id: string; status: string }> } }>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`,
    );
    const [run] = list.body.data.results;
    expect(run?.status).toBe('error');
    const full = await team.owner.browser.get<{ data: { data: string } }>(`/executions/${run!.id}`);
    expect(JSON.stringify(full.body.data)).toContain("Waiting for the user's reply is not supported yet");
  });
});
