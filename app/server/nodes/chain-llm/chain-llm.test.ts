/** Basic LLM Chain through LangChain's OpenAI client against a local OpenAI-compatible server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, IDataObject, INode } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import {
  lastUserMessage,
  startOpenAiCompatibleServer,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
let script: ChatScript = () => ({ content: '' });
let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => script(request));
});
afterAll(() => server.close());

function chain(parameters: IDataObject, parser?: IDataObject) {
  const nodes: INode[] = [
    node('Input', 'manualTrigger'),
    node('Chain', `${AI}.chainLlm`, parameters, { typeVersion: 1.5 }),
    node(
      'Model',
      `${AI}.lmChatOpenAi`,
      { model: 'gpt-4o', options: { maxTokens: 50 } },
      { typeVersion: 1, credentials: { openAiApi: { id: 'c', name: 'c' } } },
    ),
  ];
  const connections: IConnections = {
    Input: { main: [[{ node: 'Chain', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Chain', type: 'ai_languageModel', index: 0 }]] },
  };
  if (parser) {
    nodes.push(node('Parser', `${AI}.outputParserStructured`, parser, { typeVersion: 1.3 }));
    connections['Parser'] = { ai_outputParser: [[{ node: 'Chain', type: 'ai_outputParser', index: 0 }]] };
  }
  return runTestWorkflow(
    { nodes, connections },
    {
      pinData: { Input: [{ json: { topic: 'cats' } }, { json: { topic: 'dogs' } }] },
      services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) },
    },
  );
}

describe('Basic LLM Chain', () => {
  it('sends the chat messages and the prompt per item and outputs the text', async () => {
    script = (request) => ({ content: `A poem about ${lastUserMessage(request)}` });
    const before = server.chatRequests.length;
    const result = await chain({
      promptType: 'define',
      text: '={{ $json.topic }}',
      messages: { messageValues: [{ type: 'SystemMessagePromptTemplate', message: 'You write short poems.' }] },
    });
    expect(outputJson(result, 'Chain')).toEqual([{ text: 'A poem about cats' }, { text: 'A poem about dogs' }]);
    const sent = server.chatRequests.slice(before);
    expect(sent[0]!.messages).toEqual([
      { role: 'system', content: 'You write short poems.' },
      { role: 'user', content: 'cats' },
    ]);
    expect(sent[0]!.max_tokens ?? sent[0]!.max_completion_tokens).toBe(50);
    expect(result.data.resultData.runData['Model']).toHaveLength(2);
  });

  it('parses the answer with a connected output parser', async () => {
    script = (request) => ({ content: JSON.stringify({ animal: lastUserMessage(request).split('\n')[0] }) });
    const result = await chain(
      { promptType: 'define', text: '={{ $json.topic }}', hasOutputParser: true },
      { schemaType: 'manual', inputSchema: '{"type": "object", "properties": {"animal": {"type": "string"}}, "required": ["animal"]}' },
    );
    expect(outputJson(result, 'Chain')).toEqual([{ output: { animal: 'cats' } }, { output: { animal: 'dogs' } }]);
  });

  it("fails with n8n's advice when the prompt is empty", async () => {
    script = () => ({ content: 'unused' });
    const result = await chain({ promptType: 'auto' });
    expect(result.data.resultData.error?.message).toBe('No prompt specified');
  });
});
