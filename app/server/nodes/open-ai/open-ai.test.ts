/**
 * The OpenAI app node against a local server speaking OpenAI's API: Message a Model with a
 * connected tool (the tool loop), JSON output, raw output, the iteration limit, moderation,
 * image analysis from binary data and image generation to binary; an operation Switchyard
 * does not run fails with its name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { lmChatOpenAiNode } from '../lm-chat-open-ai';
import { openAiNode } from '.';
import { outputJson, runTestWorkflow, type RunTestOptions } from '../../engine/testing/run-test-workflow';
import {
  lastUserMessage,
  messageText,
  startOpenAiCompatibleServer,
  TINY_PNG,
  toolResults,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
const credentialTypes = new CredentialTypeRegistry();
const API_KEY = 'sk-app-node-1';

let script: ChatScript = () => ({ content: 'Hello!' });
let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => script(request), { apiKey: API_KEY });
});
afterAll(() => server.close());

/** Start → OpenAI (`parameters`, version `typeVersion`), with a Calculator tool when asked. */
function workflow(parameters: INodeParameters, options: { typeVersion?: number; withTool?: boolean; before?: INode } = {}) {
  const nodes: INode[] = [
    options.before ?? node('Start', 'manualTrigger'),
    node('OpenAI', `${AI}.openAi`, parameters, {
      typeVersion: options.typeVersion ?? 1.8,
      credentials: { openAiApi: { id: 'openai', name: 'OpenAI account' } },
    }),
  ];
  const first = nodes[0]!.name;
  const connections: IConnections = { [first]: { main: [[{ node: 'OpenAI', type: 'main', index: 0 }]] } };
  if (options.withTool) {
    nodes.push(node('Calculator', `${AI}.toolCalculator`, {}, { typeVersion: 1 }));
    connections['Calculator'] = { ai_tool: [[{ node: 'OpenAI', type: 'ai_tool', index: 0 }]] };
  }
  return { nodes, connections };
}

function run(wf: ReturnType<typeof workflow>, pinData?: RunTestOptions['pinData']) {
  return runTestWorkflow(wf, {
    services: {
      loadCredential: async () => ({ apiKey: API_KEY, url: server.baseUrl }),
      credentialType: (name) => credentialTypes.get(name),
    },
    ...(pinData ? { pinData } : {}),
  });
}

const message = (content: string, extra: INodeParameters = {}): INodeParameters => ({
  resource: 'text',
  operation: 'message',
  modelId: { __rl: true, mode: 'list', value: 'gpt-4o-mini' },
  messages: { values: [{ role: 'system', content: 'Be brief.' }, { content }] },
  ...extra,
});

describe('OpenAI (app node)', () => {
  it('messages a model; the connected tool runs when the model asks and its answer goes back', async () => {
    script = (request) =>
      toolResults(request).length === 0
        ? { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' }, id: 'call-1' }] }
        : { content: `The answer is ${toolResults(request)[0]}` };
    const result = await run(workflow(message('What is 6 times 7?', { options: { maxTokens: 50, topP: 0.5 } }), { withTool: true }));
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'OpenAI')).toEqual([
      { index: 0, message: { role: 'assistant', content: 'The answer is 42' }, finish_reason: 'stop' },
    ]);
    const [first, second] = server.chatRequests.slice(-2);
    expect(first).toMatchObject({ model: 'gpt-4o-mini', max_completion_tokens: 50, top_p: 0.5 });
    expect(first!.messages.map((m) => [m.role, messageText(m)])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'What is 6 times 7?'],
    ]);
    expect(first!.tools?.map((tool) => tool.function.name)).toEqual(['calculator']);
    // The second request carries the model's tool call and the tool's answer.
    expect(second!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(second!.messages[3]).toMatchObject({ tool_call_id: 'call-1', content: '42' });
  });

  it('parses the content as JSON when asked, after its own system message, and gives the raw response unsimplified', async () => {
    script = () => ({ content: '{"city":"Oslo","temperature":4}' });
    const parsed = await run(workflow(message('Weather as JSON', { jsonOutput: true })));
    expect(outputJson(parsed, 'OpenAI')).toEqual([
      { index: 0, message: { role: 'assistant', content: { city: 'Oslo', temperature: 4 } }, finish_reason: 'stop' },
    ]);
    const request = server.chatRequests.at(-1)!;
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(messageText(request.messages[0])).toBe('You are a helpful assistant designed to output JSON.');

    const raw = await run(workflow(message('Hi', { simplify: false })));
    expect(outputJson(raw, 'OpenAI')?.[0]).toMatchObject({ object: 'chat.completion', choices: [{ index: 0 }], usage: {} });
  });

  it('stops asking after Max Tool Calls Iterations (1.5+) and returns the last answer', async () => {
    script = () => ({ toolCalls: [{ name: 'calculator', arguments: { input: '1 + 1' } }] });
    const before = server.chatRequests.length;
    const result = await run(workflow(message('Loop', { options: { maxToolsIterations: 2 } }), { withTool: true }));
    expect(result.data.resultData.error).toBeUndefined();
    expect(server.chatRequests.length - before).toBe(2);
    expect(outputJson(result, 'OpenAI')?.[0]).toMatchObject({ finish_reason: 'tool_calls' });
  });

  it('classifies text for violations, simplified to whether it was flagged', async () => {
    const flagged = await run(workflow({ resource: 'text', operation: 'classify', input: 'I will attack them', simplify: true }));
    expect(outputJson(flagged, 'OpenAI')).toEqual([{ flagged: true }]);
    const full = await run(workflow({ resource: 'text', operation: 'classify', input: 'Nice weather', options: { useStableModel: true } }));
    expect(outputJson(full, 'OpenAI')?.[0]).toMatchObject({ flagged: false, categories: { violence: false } });
    expect(server.otherRequests.at(-1)).toEqual({
      path: '/v1/moderations',
      body: { input: 'Nice weather', model: 'text-moderation-stable' },
    });
  });

  it('analyzes an image from a binary field, sent as a data URL', async () => {
    script = (request) => ({ content: `Seen: ${lastUserMessage(request)}` });
    const before = node('Start', 'manualTrigger');
    const wf = workflow(
      {
        resource: 'image',
        operation: 'analyze',
        modelId: { __rl: true, mode: 'id', value: 'gpt-4o' },
        inputType: 'base64',
        text: 'What is it?',
      },
      { before },
    );
    const result = await run(wf, {
      Start: [{ json: {}, binary: { data: { data: TINY_PNG.toString('base64'), mimeType: 'image/png', fileName: 'dot.png' } } }],
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'OpenAI')).toEqual([{ content: 'Seen: What is it?' }]);
    const content = server.chatRequests.at(-1)!.messages[0]!.content as Array<{
      type: string;
      image_url?: { url: string; detail: string };
    }>;
    expect(content[1]).toEqual({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${TINY_PNG.toString('base64')}`, detail: 'auto' },
    });
    expect(server.chatRequests.at(-1)).toMatchObject({ model: 'gpt-4o', max_completion_tokens: 300 });
  });

  it('generates an image into a binary field, or answers its URL', async () => {
    const result = await run(
      workflow({
        resource: 'image',
        operation: 'generate',
        prompt: 'A red dot',
        options: { returnImageUrls: false, binaryPropertyOutput: 'picture' },
      }),
    );
    expect(result.data.resultData.error).toBeUndefined();
    const generated = result.data.resultData.runData['OpenAI']?.[0]?.data?.main?.[0]?.[0];
    expect(Object.keys(generated?.binary ?? {})).toEqual(['picture']);
    expect(server.otherRequests.at(-1)).toEqual({
      path: '/v1/images/generations',
      body: { prompt: 'A red dot', model: 'dall-e-3', response_format: 'b64_json' },
    });
    const urls = await run(
      workflow({ resource: 'image', operation: 'generate', model: 'dall-e-2', prompt: 'Dots', options: { n: 2, returnImageUrls: true } }),
    );
    expect(outputJson(urls, 'OpenAI')).toEqual([
      { url: `${server.url}/files/image.png`, revised_prompt: 'Dots' },
      { url: `${server.url}/files/image.png`, revised_prompt: 'Dots' },
    ]);
  });

  it('fails loudly on an operation it does not run, and with OpenAI’s message on an API error', async () => {
    const assistant = await run(workflow({ resource: 'audio', operation: 'transcribe' }));
    expect(assistant.data.resultData.error?.message).toBe(
      'The OpenAI operation "transcribe" of "audio" is not supported in Switchyard yet',
    );
    script = () => ({ error: { status: 400, message: "The model 'gpt-9' does not exist" } });
    const failed = await run(workflow(message('Hi')));
    expect(failed.data.resultData.error?.message).toBe("The model 'gpt-9' does not exist");
  });

  it('lists the models of the credential’s server for the model locators (app node and OpenAI Chat Model)', async () => {
    const credentials = { apiKey: API_KEY, url: server.baseUrl };
    const context = loadOptionsContextFor(
      node('OpenAI', `${AI}.openAi`, {}, { credentials: { openAiApi: { id: 'openai', name: 'OpenAI account' } } }),
      credentials,
    );
    const all = await openAiNode.methods!.listSearch!['modelSearch']!.call(context);
    expect(all.results.map((r) => r.value)).toEqual(['gpt-4o', 'gpt-4o-mini']);
    const mini = await lmChatOpenAiNode.methods!.listSearch!['searchModels']!.call(context, 'MINI');
    expect(mini.results).toEqual([{ name: 'gpt-4o-mini', value: 'gpt-4o-mini' }]);
  });
});
