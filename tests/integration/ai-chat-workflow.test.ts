/**
 * The typical AI template on the real server: Chat Trigger (public, hosted chat) → AI Agent
 * with an OpenAI Chat Model (an `openAiApi` credential pointing at a local server that
 * speaks OpenAI's API), Window Buffer Memory kept in the database, and a Call Workflow tool
 * running a saved sub-workflow through the server's sub-workflow runner (its permission
 * and caller-policy checks). On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../app/server/db';
import {
  lastUserMessage,
  startOpenAiCompatibleServer,
  toolResults,
  type OpenAiCompatibleServer,
} from '../../app/server/nodes/testing/openai-compatible-server';
import { startAnthropicCompatibleServer } from '../../app/server/nodes/testing/anthropic-compatible-server';
import { startOllamaCompatibleServer } from '../../app/server/nodes/testing/ollama-compatible-server';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { createCredential } from './credentials-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';
import { callUrl, createActive } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const AI = '@n8n/n8n-nodes-langchain';
const API_KEY = 'sk-integration-77';

type Json = Record<string, unknown>;

function weatherWorkflow(name: string, callerPolicy: string): Json {
  return {
    name,
    nodes: [
      { id: 'w1', name: 'Start', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'w2',
        name: 'Answer',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: {
          assignments: { assignments: [{ id: 'r', name: 'response', value: '={{ "Sunny in " + $json.query }}', type: 'string' }] },
        },
      },
    ],
    connections: { Start: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', callerPolicy },
  };
}

function chatWorkflow(name: string, webhookId: string, credentialId: string, toolWorkflowId: string, chat: Json = {}): Json {
  const sub = (type: string, to = 'AI Agent') => ({ [type]: [[{ node: to, type, index: 0 }]] });
  return {
    name,
    nodes: [
      {
        id: 'c1',
        name: 'When chat message received',
        type: `${AI}.chatTrigger`,
        typeVersion: 1.1,
        position: [0, 0],
        webhookId,
        parameters: {
          public: true,
          mode: 'hostedChat',
          initialMessages: 'Hi <b>there</b>!\nAsk about the weather.',
          options: { title: 'Weather <desk>' },
          ...chat,
        },
      },
      { id: 'c2', name: 'AI Agent', type: `${AI}.agent`, typeVersion: 1.7, position: [220, 0], parameters: { options: {} } },
      {
        id: 'c3',
        name: 'OpenAI Chat Model',
        type: `${AI}.lmChatOpenAi`,
        typeVersion: 1.2,
        position: [100, 200],
        parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
        credentials: { openAiApi: { id: credentialId, name: 'OpenAI account' } },
      },
      { id: 'c4', name: 'Window Buffer Memory', type: `${AI}.memoryBufferWindow`, typeVersion: 1.3, position: [220, 200], parameters: {} },
      {
        id: 'c5',
        name: 'Weather tool',
        type: `${AI}.toolWorkflow`,
        typeVersion: 1.2,
        position: [340, 200],
        parameters: {
          name: 'get_weather',
          description: 'Weather of a city',
          source: 'database',
          workflowId: { __rl: true, mode: 'id', value: toolWorkflowId },
        },
      },
    ],
    connections: {
      'When chat message received': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': sub('ai_languageModel'),
      'Window Buffer Memory': sub('ai_memory'),
      'Weather tool': sub('ai_tool'),
    },
    settings: { executionOrder: 'v1' },
  };
}

function post(base: string, webhookId: string, message: Json) {
  return callUrl(base, `/webhook/${webhookId}/chat`, {
    method: 'POST',
    // What the hosted page sends: text/plain JSON from its sandboxed (null) origin.
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
    body: JSON.stringify(message),
  });
}

describe.each(DIALECTS)('AI chat workflow on %s', (dialect) => {
  let team: Team;
  let openai: OpenAiCompatibleServer;
  let credentialId: string;

  beforeAll(async () => {
    team = await startTeam(dialect, []);
    openai = await startOpenAiCompatibleServer(
      (request) => {
        const results = toolResults(request);
        if (results.length > 0) return { content: `Tool said: ${results[0]}` };
        if (lastUserMessage(request).includes('weather')) {
          return { toolCalls: [{ name: 'get_weather', arguments: { query: 'Paris' } }] };
        }
        return { content: `Noted (${request.messages.length} messages so far)` };
      },
      { apiKey: API_KEY },
    );
    credentialId = (
      await createCredential(team.owner, { name: 'OpenAI', type: 'openAiApi', data: { apiKey: API_KEY, url: openai.baseUrl } })
    ).id;
  });
  afterAll(async () => {
    await team?.close();
    await openai?.close();
  });

  it('tests the OpenAI credential by listing the models at its base URL', async () => {
    const good = await team.owner.browser.post<Data<{ status: string; message: string }>>('/credentials/test', {
      credentials: { type: 'openAiApi', data: { apiKey: API_KEY, url: openai.baseUrl } },
    });
    expect(good.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(openai.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
    const bad = await team.owner.browser.post<Data<{ status: string; message: string }>>('/credentials/test', {
      credentials: { type: 'openAiApi', data: { apiKey: 'sk-nope', url: openai.baseUrl } },
    });
    expect(bad.body.data.status).toBe('Error');
  });

  it('tests the Anthropic credential by listing the models at its base URL', async () => {
    const anthropic = await startAnthropicCompatibleServer(() => ({ text: 'unused' }), { apiKey: 'sk-ant-77' });
    try {
      const test = (apiKey: string) =>
        team.owner.browser.post<Data<{ status: string; message: string }>>('/credentials/test', {
          credentials: { type: 'anthropicApi', data: { apiKey, url: anthropic.url } },
        });
      expect((await test('sk-ant-77')).body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
      expect(anthropic.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
      expect((await test('sk-ant-wrong')).body.data.status).toBe('Error');
    } finally {
      await anthropic.close();
    }
  });

  it('tests the Ollama credential by listing the models at its base URL', async () => {
    const ollama = await startOllamaCompatibleServer(() => ({ content: 'unused' }));
    try {
      const test = await team.owner.browser.post<Data<{ status: string; message: string }>>('/credentials/test', {
        credentials: { type: 'ollamaApi', data: { baseUrl: ollama.url } },
      });
      expect(test.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
      expect(ollama.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/tags' });
    } finally {
      await ollama.close();
    }
  });

  it('serves the hosted chat, answers messages with the agent, calls the tool workflow and keeps the session in the database', async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather', 'workflowsFromSameOwner'));
    const webhookId = `chat-${dialect}-1`;
    const workflow = await createActive(team.owner, chatWorkflow('Chat', webhookId, credentialId, tool.id));

    const page = await callUrl(team.server.base, `/webhook/${webhookId}/chat`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    // The page posts to its own URL, whatever host name it was opened under.
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    // Texts from the workflow are escaped or data, never markup.
    expect(page.text).toContain('<title>Weather &lt;desk&gt;</title>');
    expect(page.text).not.toContain('<b>there</b>');
    expect(page.text).toContain('Hi \\u003cb>there\\u003c/b>!');

    const first = await post(team.server.base, webhookId, {
      action: 'sendMessage',
      sessionId: 'session-a',
      chatInput: 'What is the weather?',
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ output: 'Tool said: Sunny in Paris' });
    expect(first.headers.get('access-control-allow-origin')).toBe('*');

    const before = openai.chatRequests.length;
    const second = await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 'session-a', chatInput: 'Thanks' });
    expect(second.json).toEqual({ output: 'Noted (4 messages so far)' });
    expect(openai.chatRequests[before]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);

    // The conversation is in the database, where a restarted server finds it.
    const stored = await createRepositories(team.server.database.db).chatMemory.read(workflow.id, 'session-a');
    expect(stored).toEqual([
      { type: 'human', content: 'What is the weather?' },
      { type: 'ai', content: 'Tool said: Sunny in Paris' },
      { type: 'human', content: 'Thanks' },
      { type: 'ai', content: 'Noted (4 messages so far)' },
    ]);

    const bad = await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 'session-a' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: '"chatInput" must be a non-empty text' });
  });

  it("answers loadPreviousSession with the session's messages from the memory connected to the Chat Trigger", async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather 6', 'workflowsFromSameOwner'));
    const webhookId = `chat-${dialect}-6`;
    const body = chatWorkflow('Chat 6', webhookId, credentialId, tool.id, { options: { loadPreviousSession: 'memory' } });
    const memoryTargets = ['AI Agent', 'When chat message received'].map((node) => ({ node, type: 'ai_memory', index: 0 }));
    await createActive(team.owner, {
      ...body,
      connections: { ...(body['connections'] as Json), 'Window Buffer Memory': { ai_memory: [memoryTargets] } },
    });

    await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 'resume-me', chatInput: 'Hello' });
    await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 'resume-me', chatInput: 'Thanks' });
    const previous = await post(team.server.base, webhookId, { action: 'loadPreviousSession', sessionId: 'resume-me' });
    expect(previous.status, previous.text).toBe(200);
    const message = (type: string, content: string) => ({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', type],
      kwargs: {
        content,
        additional_kwargs: {},
        response_metadata: {},
        // LangChain's AIMessage serializes its (here empty) tool calls too.
        ...(type === 'AIMessage' ? { tool_calls: [], invalid_tool_calls: [] } : {}),
      },
    });
    expect(previous.json).toEqual({
      data: [
        message('HumanMessage', 'Hello'),
        message('AIMessage', 'Noted (2 messages so far)'),
        message('HumanMessage', 'Thanks'),
        message('AIMessage', 'Noted (4 messages so far)'),
      ],
    });
    expect(previous.headers.get('access-control-allow-origin')).toBe('*');

    const fresh = await post(team.server.base, webhookId, { action: 'loadPreviousSession', sessionId: 'never-used' });
    expect(fresh.json).toEqual({ data: [] });
  });

  it('answers loadPreviousSession with no messages when the option is off', async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather 7', 'workflowsFromSameOwner'));
    const webhookId = `chat-${dialect}-7`;
    const body = chatWorkflow('Chat 7', webhookId, credentialId, tool.id, { options: { loadPreviousSession: 'notSupported' } });
    await createActive(team.owner, body);
    await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 'kept', chatInput: 'Hello' });
    const previous = await post(team.server.base, webhookId, { action: 'loadPreviousSession', sessionId: 'kept' });
    expect(previous.status).toBe(200);
    expect(previous.json).toEqual({ data: [] });
  });

  it("hands the model the sub-workflow's refusal when its caller policy does not allow the call", async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Private weather', 'none'));
    const webhookId = `chat-${dialect}-2`;
    await createActive(team.owner, chatWorkflow('Chat 2', webhookId, credentialId, tool.id));
    const answer = await post(team.server.base, webhookId, { action: 'sendMessage', sessionId: 's', chatInput: 'weather please' });
    expect(answer.status).toBe(200);
    expect((answer.json as { output: string }).output).toContain('does not allow to be called');
  });

  it('runs from the editor with the chat message pinned on the trigger, and stores each agent step', async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather 4', 'workflowsFromSameOwner'));
    const body = {
      ...chatWorkflow('Chat 4', `chat-${dialect}-4`, credentialId, tool.id),
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    };
    const saved = await createWorkflow(team.owner, body);
    const message = { sessionId: 'editor-session', action: 'sendMessage', chatInput: 'How is the weather?' };
    const id = await runWorkflow(team.owner, { ...body, id: saved.id }, { pinData: { 'When chat message received': [{ json: message }] } });
    const execution = await waitForExecution(team.owner, id);
    expect(execution?.status).toBe('success');
    const runData = execution!.data.resultData.runData as unknown as Record<string, Array<Record<string, unknown>>>;
    expect(runData['AI Agent']![0]!['data']).toEqual({
      main: [[expect.objectContaining({ json: { output: 'Tool said: Sunny in Paris' } })]],
    });
    expect(runData['Weather tool']).toEqual([
      expect.objectContaining({
        source: [expect.objectContaining({ previousNode: 'AI Agent' })],
        inputOverride: { ai_tool: [[{ json: { query: 'Paris' } }]] },
        data: { ai_tool: [[{ json: { response: 'Sunny in Paris' } }]] },
      }),
    ]);
    expect(runData['OpenAI Chat Model']).toHaveLength(2);
    expect(runData['OpenAI Chat Model']![0]!['data']).toMatchObject({
      ai_languageModel: [[{ json: { tokenUsage: { totalTokens: expect.any(Number) } } }]],
    });
    expect(JSON.stringify(execution)).not.toContain(API_KEY);
  });

  it('waits for the chat message on the test URL when the editor runs it without one', async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather 5', 'workflowsFromSameOwner'));
    const webhookId = `chat-${dialect}-5`;
    const body = chatWorkflow('Chat 5', webhookId, credentialId, tool.id, { public: false });
    const saved = await createWorkflow(team.owner, body);
    const run = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean }>>('/workflows/run', {
      workflowData: { ...body, id: saved.id },
    });
    expect(run.body.data).toEqual({ waitingForWebhook: true });
    const answer = await callUrl(team.server.base, `/webhook-test/${webhookId}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 'test-session', chatInput: 'hello' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ output: 'Noted (2 messages so far)' });
  });

  it('answers 404 for the page and the messages of a chat that is not public', async () => {
    const tool = await createWorkflow(team.owner, weatherWorkflow('Weather 3', 'any'));
    const webhookId = `chat-${dialect}-3`;
    await createActive(team.owner, chatWorkflow('Chat 3', webhookId, credentialId, tool.id, { public: false }));
    expect((await callUrl(team.server.base, `/webhook/${webhookId}/chat`)).status).toBe(404);
    expect((await post(team.server.base, webhookId, { sessionId: 's', chatInput: 'hi' })).status).toBe(404);
  });
});
