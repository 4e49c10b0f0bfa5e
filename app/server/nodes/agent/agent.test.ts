/**
 * The typical AI template — Chat Trigger → AI Agent with an OpenAI Chat Model, Window
 * Buffer Memory and a Call Workflow tool — through the real engine and LangChain's real
 * OpenAI client, against a local server speaking OpenAI's API
 * (../testing/openai-compatible-server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters, ITaskData } from '@sdk/workflow';
import { createInProcessChatMemory, type ChatMemoryStore } from '../../engine/chat-memory';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow, type RunTestOptions } from '../../engine/testing/run-test-workflow';
import {
  lastUserMessage,
  startOpenAiCompatibleServer,
  toolResults,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
const API_KEY = 'sk-test-secret-4242';
const TRIGGER = 'When chat message received';

/** The script the tests change per test. */
let script: ChatScript = () => ({ content: 'Hello!' });

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => script(request), { apiKey: API_KEY });
});
afterAll(() => server.close());

/** The weather sub-workflow the Call Workflow tool runs: answers `response` from the query. */
const weatherWorkflow = {
  nodes: [
    node('Start', 'executeWorkflowTrigger'),
    node(
      'Answer',
      'set',
      { assignments: { assignments: [{ id: 'r', name: 'response', value: '={{ "Sunny in " + $json.query }}', type: 'string' }] } },
      { typeVersion: 3.4 },
    ),
  ],
  connections: { Start: { main: [[{ node: 'Answer', type: 'main', index: 0 }]] } } as IConnections,
};

interface TemplateOptions {
  agent?: INodeParameters;
  agentVersion?: number;
  withModel?: boolean;
  withMemory?: boolean;
  withTool?: boolean;
  parser?: INodeParameters;
}

/** Chat Trigger → AI Agent, with the sub-nodes asked for, wired as n8n writes them. */
function template(options: TemplateOptions = {}): { nodes: INode[]; connections: IConnections } {
  const { withModel = true, withMemory = true, withTool = true } = options;
  const nodes: INode[] = [
    node(TRIGGER, `${AI}.chatTrigger`, {}, { typeVersion: 1.1, webhookId: 'chat-hook' }),
    node(
      'AI Agent',
      `${AI}.agent`,
      { options: { systemMessage: 'You are the weather assistant.' }, ...options.agent },
      {
        typeVersion: options.agentVersion ?? 1.7,
      },
    ),
  ];
  const connections: IConnections = { [TRIGGER]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] } };
  const attach = (name: string, type: string) => (connections[name] = { [type]: [[{ node: 'AI Agent', type: type as never, index: 0 }]] });
  if (withModel) {
    nodes.push(
      node(
        'OpenAI Chat Model',
        `${AI}.lmChatOpenAi`,
        { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { temperature: 0 } },
        {
          typeVersion: 1.2,
          credentials: { openAiApi: { id: 'cred-1', name: 'OpenAI account' } },
        },
      ),
    );
    attach('OpenAI Chat Model', 'ai_languageModel');
  }
  if (withMemory) {
    nodes.push(node('Window Buffer Memory', `${AI}.memoryBufferWindow`, { contextWindowLength: 2 }, { typeVersion: 1.3 }));
    attach('Window Buffer Memory', 'ai_memory');
  }
  if (withTool) {
    nodes.push(
      node(
        'Weather tool',
        `${AI}.toolWorkflow`,
        {
          name: 'get_weather',
          description: 'Gives the weather of a city. The input is the city name.',
          source: 'database',
          workflowId: { __rl: true, mode: 'id', value: 'weather-wf' },
        },
        // 1.2 hands the model the sub-workflow's `response` field (later versions its items as JSON).
        { typeVersion: 1.2 },
      ),
    );
    attach('Weather tool', 'ai_tool');
  }
  if (options.parser) {
    nodes.push(node('Structured Output Parser', `${AI}.outputParserStructured`, options.parser, { typeVersion: 1.2 }));
    attach('Structured Output Parser', 'ai_outputParser');
  }
  return { nodes, connections };
}

function run(
  workflow: { nodes: INode[]; connections: IConnections },
  chatInput: string,
  extra: RunTestOptions & { memory?: ChatMemoryStore } = {},
) {
  return runTestWorkflow(
    { id: 'agent-wf', ...workflow },
    {
      pinData: { [TRIGGER]: [{ json: { sessionId: 'session-1', action: 'sendMessage', chatInput } }] },
      workflows: { 'weather-wf': weatherWorkflow },
      services: {
        loadCredential: async (id) => (id === 'cred-1' ? { apiKey: API_KEY, url: server.baseUrl } : undefined),
        chatMemory: extra.memory ?? createInProcessChatMemory(),
      },
      ...extra,
    },
  );
}

const weatherScript: ChatScript = (request) => {
  const results = toolResults(request);
  if (results.length === 0)
    return { toolCalls: [{ name: 'get_weather', arguments: { query: 'Paris' } }], usage: { prompt_tokens: 50, completion_tokens: 7 } };
  return { content: `Here is the weather: ${results[0]}`, usage: { prompt_tokens: 80, completion_tokens: 9 } };
};

describe('AI Agent with an OpenAI chat model, memory and a Call Workflow tool', () => {
  it('calls the workflow tool, answers with its result, and logs each step under the sub-node', async () => {
    script = weatherScript;
    const before = server.chatRequests.length;
    const result = await run(template(), 'What is the weather in Paris?');
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'AI Agent')).toEqual([{ output: 'Here is the weather: Sunny in Paris' }]);

    // What the model was sent: the system message, the prompt, the tool's schema.
    const [first, second] = server.chatRequests.slice(before);
    expect(first!.model).toBe('gpt-4o-mini');
    expect(first!.messages[0]).toMatchObject({ role: 'system', content: 'You are the weather assistant.' });
    expect(first!.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is the weather in Paris?' });
    expect(first!.tools).toEqual([
      expect.objectContaining({
        type: 'function',
        function: expect.objectContaining({
          name: 'get_weather',
          description: 'Gives the weather of a city. The input is the city name.',
          parameters: expect.objectContaining({ properties: { query: expect.objectContaining({ type: 'string' }) } }),
        }),
      }),
    ]);
    expect(toolResults(second!)).toEqual(['Sunny in Paris']);

    const runData = result.data.resultData.runData;
    // Sub-nodes are steps of the agent, not of the main flow: each call is a run whose source is the agent.
    const toolRuns = runData['Weather tool']!;
    expect(toolRuns).toHaveLength(1);
    expect(toolRuns[0]).toMatchObject({
      executionStatus: 'success',
      source: [{ previousNode: 'AI Agent', previousNodeRun: 0 }],
      inputOverride: { ai_tool: [[{ json: { query: 'Paris' } }]] },
      data: { ai_tool: [[{ json: { response: 'Sunny in Paris' } }]] },
    });
    const modelRuns = runData['OpenAI Chat Model']!;
    expect(modelRuns).toHaveLength(2);
    expect(modelRuns.map((task: ITaskData) => task.data?.['ai_languageModel']?.[0]?.[0]?.json['tokenUsage'])).toEqual([
      { promptTokens: 50, completionTokens: 7, totalTokens: 57 },
      { promptTokens: 80, completionTokens: 9, totalTokens: 89 },
    ]);
    expect(modelRuns[0]!.inputOverride?.['ai_languageModel']?.[0]?.[0]?.json).toMatchObject({
      messages: [
        { type: 'system', content: 'You are the weather assistant.' },
        { type: 'human', content: 'What is the weather in Paris?' },
      ],
      options: { model: 'gpt-4o-mini', temperature: 0 },
    });
    expect(runData['Window Buffer Memory']!.map((task) => task.data?.['ai_memory']?.[0]?.[0]?.json['action'])).toEqual([
      'loadMemoryVariables',
      'saveContext',
    ]);
    // The credential reaches the provider, never the run data.
    expect(server.requests.at(-1)!.headers['authorization']).toBe(`Bearer ${API_KEY}`);
    expect(JSON.stringify(result.data)).not.toContain(API_KEY);
  });

  it('remembers the conversation of a session across runs, within the window', async () => {
    script = (request) => ({ content: `You said: ${lastUserMessage(request)}` });
    const memory = createInProcessChatMemory();
    const workflow = template({ withTool: false });
    await run(workflow, 'My name is Ada.', { memory });
    const before = server.chatRequests.length;
    const second = await run(workflow, 'What is my name?', { memory });
    expect(outputJson(second, 'AI Agent')).toEqual([{ output: 'You said: What is my name?' }]);
    expect(server.chatRequests[before]!.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'You are the weather assistant.'],
      ['user', 'My name is Ada.'],
      ['assistant', 'You said: My name is Ada.'],
      ['user', 'What is my name?'],
    ]);
    // Another session starts empty.
    const other = await runTestWorkflow(
      { id: 'agent-wf', ...workflow },
      {
        pinData: { [TRIGGER]: [{ json: { sessionId: 'session-2', action: 'sendMessage', chatInput: 'Hi' } }] },
        services: { loadCredential: async () => ({ apiKey: API_KEY, url: server.baseUrl }), chatMemory: memory },
      },
    );
    expect(other.data.resultData.error).toBeUndefined();
    expect(server.chatRequests.at(-1)!.messages).toHaveLength(2);
    // The window keeps the last 2 exchanges.
    await run(workflow, 'Third.', { memory });
    await run(workflow, 'Fourth.', { memory });
    expect(
      server.chatRequests
        .at(-1)!
        .messages.filter((m) => m.role === 'user')
        .map((m) => m.content),
    ).toEqual(['What is my name?', 'Third.', 'Fourth.']);
  });

  it('asks again when the answer does not fit the output parser, then outputs the parsed value', async () => {
    script = (request) =>
      lastUserMessage(request).includes('did not have the required format')
        ? { content: '```json\n{"city": "Paris", "temperature": 21}\n```' }
        : { content: 'It is 21 degrees in Paris.' };
    const before = server.chatRequests.length;
    const result = await run(
      template({
        withTool: false,
        withMemory: false,
        agent: { hasOutputParser: true },
        parser: { jsonSchemaExample: '{"city": "Rome", "temperature": 30}' },
      }),
      'Weather in Paris as JSON',
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'AI Agent')).toEqual([{ output: { city: 'Paris', temperature: 21 } }]);
    expect(server.chatRequests.length - before).toBe(2);
    expect(server.chatRequests[before]!.messages[0]!.content).toContain('"temperature":{"type":"integer"}');
    const parses = result.data.resultData.runData['Structured Output Parser']!;
    expect(parses.map((task) => task.executionStatus)).toEqual(['error', 'success']);
    expect(parses[0]!.error?.message).toContain('not valid JSON');
  });

  it('fails naming the missing Chat Model slot, and never runs sub-nodes as steps of the flow', async () => {
    script = () => ({ content: 'unused' });
    const result = await run(template({ withModel: false }), 'Hello');
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('A Chat Model sub-node must be connected and enabled');
    expect(result.data.resultData.error?.node?.name).toBe('AI Agent');
    expect(Object.keys(result.data.resultData.runData).sort()).toEqual(['AI Agent', TRIGGER]);
  });

  it('stops after the maximum number of iterations', async () => {
    script = () => ({ toolCalls: [{ name: 'get_weather', arguments: { query: 'Paris' } }] });
    const before = server.chatRequests.length;
    const result = await run(template({ withMemory: false, agent: { options: { maxIterations: 3 } } }), 'Loop forever');
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe(
      'Max iterations (3) reached. The agent could not complete the task within the allowed number of iterations.',
    );
    expect(server.chatRequests.length - before).toBe(3);
    expect(result.data.resultData.runData['Weather tool']).toHaveLength(3);
  });

  it('returns the intermediate steps when asked', async () => {
    script = weatherScript;
    const result = await run(
      template({ withMemory: false, agentVersion: 2.2, agent: { options: { returnIntermediateSteps: true } } }),
      'Paris?',
    );
    expect(outputJson(result, 'AI Agent')).toEqual([
      {
        output: 'Here is the weather: Sunny in Paris',
        intermediateSteps: [
          { action: { tool: 'get_weather', toolInput: { query: 'Paris' }, toolCallId: 'call_1', log: '' }, observation: 'Sunny in Paris' },
        ],
      },
    ]);
  });

  it('passes the provider error on, naming the model node', async () => {
    const result = await runTestWorkflow(
      { id: 'agent-wf', ...template({ withTool: false, withMemory: false }) },
      {
        pinData: { [TRIGGER]: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'Hi' } }] },
        services: { loadCredential: async () => ({ apiKey: 'sk-wrong', url: server.baseUrl }) },
      },
    );
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toContain('Incorrect API key provided');
    expect(result.data.resultData.runData['OpenAI Chat Model']![0]!.executionStatus).toBe('error');
  });
});

describe('running a step of a sub-node', () => {
  it('runs its root node (the agent), since a sub-node runs only when its root asks', async () => {
    script = () => ({ content: 'Step answer' });
    const result = await run(template({ withTool: false }), 'Hi', { destinationNode: 'Window Buffer Memory' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'AI Agent')).toEqual([{ output: 'Step answer' }]);
    expect(result.data.resultData.runData['Window Buffer Memory']).toHaveLength(2);
  });
});

describe('the Code, Calculator and Think tools', () => {
  it('run when the model calls them, and hand back their results (errors as text)', async () => {
    script = (request) => {
      const results = toolResults(request);
      if (results.length > 0) return { content: results.join(' | ') };
      return {
        toolCalls: [
          { name: 'shout', arguments: { query: 'hello' }, id: 'c1' },
          { name: 'calculator', arguments: { input: '(3 + 4) * 2 ^ 2' }, id: 'c2' },
          { name: 'calculator', arguments: { input: 'process.exit()' }, id: 'c3' },
          { name: 'think', arguments: { input: 'Plan first' }, id: 'c4' },
        ],
      };
    };
    const workflow = template({ withTool: false, withMemory: false });
    const tools: Array<[string, string, INodeParameters, number]> = [
      ['Shout', `${AI}.toolCode`, { name: 'shout', description: 'Upper-cases the input', jsCode: 'return query.toUpperCase() + "!"' }, 1.1],
      ['Calculator', `${AI}.toolCalculator`, {}, 1],
      ['Think', `${AI}.toolThink`, {}, 1.1],
    ];
    for (const [name, type, parameters, typeVersion] of tools) {
      workflow.nodes.push(node(name, type, parameters, { typeVersion }));
      workflow.connections[name] = { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] };
    }
    const result = await run(workflow, 'Use your tools');
    expect(result.data.resultData.error).toBeUndefined();
    const [output] = outputJson(result, 'AI Agent') as Array<{ output: string }>;
    expect(output!.output.split(' | ')).toEqual([
      'HELLO!',
      '28',
      'There was an error: ""process" is not a number, constant or function this calculator knows"',
      'Plan first',
    ]);
    expect(result.data.resultData.runData['Calculator']!.map((task) => task.executionStatus)).toEqual(['success', 'error']);
  });
});
