/** Ollama Chat Model under an AI Agent, through LangChain's Ollama client against a local `/api/chat`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { startOllamaCompatibleServer, type OllamaCompatibleServer } from '../testing/ollama-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
let server: OllamaCompatibleServer;
beforeAll(async () => {
  server = await startOllamaCompatibleServer((request) => {
    const tool = request.messages.find((message) => message.role === 'tool');
    if (!tool) return { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }], promptTokens: 20, completionTokens: 4 };
    return { content: `The answer is ${tool.content}.`, promptTokens: 25, completionTokens: 6 };
  });
});
afterAll(() => server.close());

describe('Ollama Chat Model', () => {
  it('drives the agent through a tool call to the answer, with token usage in the run data', async () => {
    const nodes: INode[] = [
      node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
      node('Agent', `${AI}.agent`, {}, { typeVersion: 1.9 }),
      node(
        'Llama',
        `${AI}.lmChatOllama`,
        { model: 'llama3.2', options: { temperature: 0.2, numCtx: 4096 } },
        { credentials: { ollamaApi: { id: 'o', name: 'Ollama' } } },
      ),
      node('Calculator', `${AI}.toolCalculator`),
    ];
    const connections: IConnections = {
      Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      Llama: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Calculator: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
    };
    const result = await runTestWorkflow(
      { nodes, connections },
      {
        pinData: { Chat: [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'What is 6 times 7?' } }] },
        services: { loadCredential: async () => ({ baseUrl: server.url }) },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Agent')).toEqual([{ output: 'The answer is 42.' }]);
    const [first] = server.chatRequests;
    expect(first).toMatchObject({ model: 'llama3.2', options: expect.objectContaining({ temperature: 0.2, num_ctx: 4096 }) });
    expect(first!.tools?.map((tool) => tool.function.name)).toEqual(['calculator']);
    const usage = result.data.resultData.runData['Llama']!.map((task) => task.data?.['ai_languageModel']?.[0]?.[0]?.json['tokenUsage']);
    expect(usage).toEqual([
      { promptTokens: 20, completionTokens: 4, totalTokens: 24 },
      { promptTokens: 25, completionTokens: 6, totalTokens: 31 },
    ]);
  });
});
