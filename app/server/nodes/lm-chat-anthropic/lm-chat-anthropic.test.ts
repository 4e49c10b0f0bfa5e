/** Anthropic Chat Model under an AI Agent, through LangChain's Anthropic client against a local Messages API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@sdk/workflow';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { lmChatAnthropicNode } from '.';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import {
  anthropicToolResults,
  startAnthropicCompatibleServer,
  type AnthropicCompatibleServer,
} from '../testing/anthropic-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
let server: AnthropicCompatibleServer;
beforeAll(async () => {
  server = await startAnthropicCompatibleServer((request) => {
    const results = anthropicToolResults(request);
    if (results.length === 0)
      return { toolUses: [{ name: 'think', input: { input: 'Paris is in France' } }], usage: { input_tokens: 30, output_tokens: 8 } };
    return { text: `I thought: ${results[0]}`, usage: { input_tokens: 40, output_tokens: 6 } };
  });
});
afterAll(() => server.close());

describe('Anthropic Chat Model', () => {
  it('drives the agent: the system prompt, tool use and the answer, with token usage in the run data', async () => {
    const nodes: INode[] = [
      node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
      node('Agent', `${AI}.agent`, { options: { systemMessage: 'Think first.' } }, { typeVersion: 2 }),
      node(
        'Claude',
        `${AI}.lmChatAnthropic`,
        { model: { __rl: true, mode: 'id', value: 'claude-3-5-sonnet-20240620' }, options: { maxTokensToSample: 256 } },
        {
          typeVersion: 1.3,
          credentials: { anthropicApi: { id: 'a', name: 'Anthropic' } },
        },
      ),
      node('Think', `${AI}.toolThink`, {}, { typeVersion: 1 }),
    ];
    const connections: IConnections = {
      Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      Claude: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Think: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
    };
    const result = await runTestWorkflow(
      { nodes, connections },
      {
        pinData: { Chat: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'Where is Paris?' } }] },
        services: { loadCredential: async () => ({ apiKey: 'sk-ant-test', url: server.url }) },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Agent')).toEqual([{ output: 'I thought: Paris is in France' }]);
    const [first] = server.messageRequests;
    expect(first).toMatchObject({ model: 'claude-3-5-sonnet-20240620', max_tokens: 256, system: 'Think first.' });
    expect(first!.messages).toEqual([{ role: 'user', content: 'Where is Paris?' }]);
    expect(first!.tools?.map((tool) => tool.name)).toEqual(['think']);
    const usage = result.data.resultData.runData['Claude']!.map((task) => task.data?.['ai_languageModel']?.[0]?.[0]?.json['tokenUsage']);
    expect(usage).toEqual([
      { promptTokens: 30, completionTokens: 8, totalTokens: 38 },
      { promptTokens: 40, completionTokens: 6, totalTokens: 46 },
    ]);
  });

  it('lists the models of the credential’s server for the model locator', async () => {
    const credentials = { apiKey: 'sk-ant-test', url: server.url };
    const context = loadOptionsContextFor(
      node('Claude', `${AI}.lmChatAnthropic`, {}, { credentials: { anthropicApi: { id: 'a', name: 'Anthropic' } } }),
      credentials,
    );
    const search = lmChatAnthropicNode.methods!.listSearch!['searchModels']!;
    expect((await search.call(context, 'sonnet')).results).toEqual([{ name: 'Claude 3.5 Sonnet', value: 'claude-3-5-sonnet-20240620' }]);
    expect((await search.call(context, 'haiku')).results).toEqual([]);
  });
});
