/** Basic LLM Chain through LangChain's OpenAI client against a local OpenAI-compatible server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
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

function chain(parameters: INodeParameters, parser?: INodeParameters) {
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

describe('Auto-fixing Output Parser', () => {
  it('asks its own model to fix an answer the wrapped parser cannot read', async () => {
    script = (request) => {
      const text = lastUserMessage(request);
      if (text.includes('does not meet the instructions')) return { content: '{"animal": "cat", "fixed": true}' };
      return { content: 'cat, definitely' };
    };
    const nodes: INode[] = [
      node('Input', 'manualTrigger'),
      node('Chain', `${AI}.chainLlm`, { promptType: 'define', text: 'Name an animal', hasOutputParser: true }, { typeVersion: 1.5 }),
      node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o' }, { typeVersion: 1, credentials: { openAiApi: { id: 'c', name: 'c' } } }),
      node('Fixer', `${AI}.outputParserAutofixing`),
      node(
        'Fix model',
        `${AI}.lmChatOpenAi`,
        { model: 'gpt-4o-mini' },
        { typeVersion: 1, credentials: { openAiApi: { id: 'c', name: 'c' } } },
      ),
      node('Parser', `${AI}.outputParserStructured`, { jsonSchemaExample: '{"animal": "dog", "fixed": false}' }, { typeVersion: 1.2 }),
    ];
    const connections: IConnections = {
      Input: { main: [[{ node: 'Chain', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Chain', type: 'ai_languageModel', index: 0 }]] },
      Fixer: { ai_outputParser: [[{ node: 'Chain', type: 'ai_outputParser', index: 0 }]] },
      'Fix model': { ai_languageModel: [[{ node: 'Fixer', type: 'ai_languageModel', index: 0 }]] },
      Parser: { ai_outputParser: [[{ node: 'Fixer', type: 'ai_outputParser', index: 0 }]] },
    };
    const before = server.chatRequests.length;
    const result = await runTestWorkflow(
      { nodes, connections },
      { services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Chain')).toEqual([{ output: { animal: 'cat', fixed: true } }]);
    expect(server.chatRequests.slice(before).map((request) => request.model)).toEqual(['gpt-4o', 'gpt-4o-mini']);
    expect(result.data.resultData.runData['Fix model']).toHaveLength(1);
    expect(result.data.resultData.runData['Fixer']!.map((task) => task.executionStatus)).toEqual(['success']);
  });
});

describe('Information Extractor', () => {
  it('extracts the described attributes as JSON from each text', async () => {
    script = (request) => {
      const system = String(request.messages[0]!.content);
      const text = lastUserMessage(request);
      expect(system).toContain('You are an expert extraction algorithm.');
      expect(system).toContain('"company":{"type":"string","description":"The company name"}');
      return { content: JSON.stringify({ company: text.split(' ')[0], employees: text.length }) };
    };
    const nodes: INode[] = [
      node('Input', 'manualTrigger'),
      node(
        'Extract',
        `${AI}.informationExtractor`,
        {
          text: '={{ $json.topic }} Inc. hires',
          attributes: {
            attributes: [
              { name: 'company', type: 'string', description: 'The company name', required: true },
              { name: 'employees', type: 'number', description: 'Head count', required: false },
            ],
          },
        },
        { typeVersion: 1.2 },
      ),
      node(
        'Model',
        `${AI}.lmChatOpenAi`,
        { model: { __rl: true, mode: 'list', value: 'gpt-4o' }, responsesApiEnabled: true },
        { typeVersion: 1.3, credentials: { openAiApi: { id: 'c', name: 'c' } } },
      ),
    ];
    const connections: IConnections = {
      Input: { main: [[{ node: 'Extract', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Extract', type: 'ai_languageModel', index: 0 }]] },
    };
    const result = await runTestWorkflow(
      { nodes, connections },
      {
        pinData: { Input: [{ json: { topic: 'Acme' } }] },
        services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Extract')).toEqual([{ output: { company: 'Acme', employees: 15 } }]);
  });
});

describe('Text Classifier', () => {
  it("sends each item out on its category's output, and unclear ones on 'Other'", async () => {
    script = (request) => {
      const text = lastUserMessage(request);
      return { content: JSON.stringify({ Complaint: text.includes('broken'), Praise: text.includes('love') }) };
    };
    const nodes: INode[] = [
      node('Input', 'manualTrigger'),
      node(
        'Classify',
        `${AI}.textClassifier`,
        {
          inputText: '={{ $json.message }}',
          categories: { categories: [{ category: 'Complaint', description: 'Something is wrong' }, { category: 'Praise' }] },
          options: { fallback: 'other' },
        },
        { typeVersion: 1.1 },
      ),
      node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o' }, { typeVersion: 1, credentials: { openAiApi: { id: 'c', name: 'c' } } }),
    ];
    const connections: IConnections = {
      Input: { main: [[{ node: 'Classify', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Classify', type: 'ai_languageModel', index: 0 }]] },
    };
    const result = await runTestWorkflow(
      { nodes, connections },
      {
        pinData: {
          Input: [{ json: { message: 'It arrived broken' } }, { json: { message: 'I love it' } }, { json: { message: 'Where is it?' } }],
        },
        services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Classify', 0)).toEqual([{ message: 'It arrived broken' }]);
    expect(outputJson(result, 'Classify', 1)).toEqual([{ message: 'I love it' }]);
    expect(outputJson(result, 'Classify', 2)).toEqual([{ message: 'Where is it?' }]);
    expect(String(server.chatRequests.at(-1)!.messages[0]!.content)).toContain('into one of the following categories: Complaint, Praise');
  });
});

describe('Sentiment Analysis', () => {
  it("sends each item out on its sentiment's output with the result added", async () => {
    script = (request) => {
      const text = lastUserMessage(request);
      const sentiment = text.includes('great') ? 'Positive' : text.includes('awful') ? 'Negative' : 'Neutral';
      return { content: JSON.stringify({ sentiment, strength: 0.9, confidence: 0.8 }) };
    };
    const nodes: INode[] = [
      node('Input', 'manualTrigger'),
      node(
        'Sentiment',
        `${AI}.sentimentAnalysis`,
        { inputText: '={{ $json.review }}', options: { includeDetailedResults: true } },
        { typeVersion: 1.1 },
      ),
      node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o' }, { typeVersion: 1, credentials: { openAiApi: { id: 'c', name: 'c' } } }),
    ];
    const connections: IConnections = {
      Input: { main: [[{ node: 'Sentiment', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Sentiment', type: 'ai_languageModel', index: 0 }]] },
    };
    const result = await runTestWorkflow(
      { nodes, connections },
      {
        pinData: {
          Input: [{ json: { review: 'great food' } }, { json: { review: 'awful service' } }, { json: { review: 'it was lunch' } }],
        },
        services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) },
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const detail = { strength: 0.9, confidence: 0.8 };
    expect(outputJson(result, 'Sentiment', 0)).toEqual([{ review: 'great food', sentimentAnalysis: { category: 'Positive', ...detail } }]);
    expect(outputJson(result, 'Sentiment', 1)).toEqual([{ review: 'it was lunch', sentimentAnalysis: { category: 'Neutral', ...detail } }]);
    expect(outputJson(result, 'Sentiment', 2)).toEqual([
      { review: 'awful service', sentimentAnalysis: { category: 'Negative', ...detail } },
    ]);
  });
});
