/** Summarization Chain against a local OpenAI-compatible server: what the model is asked, and the answer's shape per method. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { lastUserMessage, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => ({ content: `S(${lastUserMessage(request).length})` }));
});
afterAll(() => server.close());

const ARTICLE = { title: 'Rivers', body: 'The Nile is long. '.repeat(40).trim() };

function run(parameters: INodeParameters, typeVersion = 2.1, extra: INode[] = [], extraConnections: IConnections = {}) {
  const nodes: INode[] = [
    node('Input', 'manualTrigger'),
    node('Summarize', `${AI}.chainSummarization`, parameters, { typeVersion }),
    node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o-mini', options: {} }, { credentials: { openAiApi: { id: 'c', name: 'c' } } }),
    ...extra,
  ];
  const connections: IConnections = {
    Input: { main: [[{ node: 'Summarize', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Summarize', type: 'ai_languageModel', index: 0 }]] },
    ...extraConnections,
  };
  return runTestWorkflow(
    { nodes, connections },
    { pinData: { Input: [{ json: ARTICLE }] }, services: { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) } },
  );
}

describe('Summarization Chain', () => {
  it("map_reduce on a small input: one combine call with LangChain's prompt, answered as {response: {text}}", async () => {
    const before = server.chatRequests.length;
    const result = await run({ chunkSize: 1000, chunkOverlap: 200, options: {} });
    expect(result.status).toBe('success');
    const sent = server.chatRequests.slice(before);
    expect(sent).toHaveLength(1);
    const prompt = lastUserMessage(sent[0]!);
    expect(prompt.startsWith('Write a concise summary of the following:\n\n\n"Rivers\n\nThe Nile is long.')).toBe(true);
    expect(prompt.endsWith('"\n\n\nCONCISE SUMMARY:')).toBe(true);
    expect(outputJson(result, 'Summarize')).toEqual([{ response: { text: `S(${prompt.length})` } }]);
  });

  it('refine: the first chunk with the initial prompt, each next one refining the summary; {response: {output_text}}', async () => {
    const before = server.chatRequests.length;
    const result = await run({
      chunkSize: 300,
      chunkOverlap: 0,
      options: {
        summarizationMethodAndPrompts: {
          values: {
            summarizationMethod: 'refine',
            refineQuestionPrompt: 'Start: {text}',
            refinePrompt: 'So far: {existing_answer} | More: {text}',
          },
        },
      },
    });
    const sent = server.chatRequests.slice(before).map(lastUserMessage);
    // The title, then the body in chunks of at most 300 characters.
    expect(sent[0]).toBe('Start: Rivers');
    expect(sent.slice(1).every((message) => message.startsWith('So far: S('))).toBe(true);
    expect(sent.length).toBeGreaterThan(2);
    const [item] = outputJson(result, 'Summarize') as Array<{ response: { output_text: string } }>;
    expect(item!.response.output_text).toMatch(/^S\(\d+\)$/);
  });

  it('map_reduce on a large input summarizes each chunk, then the summaries; a template typo fails loudly', async () => {
    const before = server.chatRequests.length;
    const big = { body: 'Word '.repeat(4000).trim() };
    const nodes: INode[] = [
      node('Input', 'manualTrigger'),
      node('Summarize', `${AI}.chainSummarization`, { chunkSize: 5000, chunkOverlap: 0, options: {} }, { typeVersion: 2 }),
      node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o-mini', options: {} }, { credentials: { openAiApi: { id: 'c', name: 'c' } } }),
    ];
    const connections: IConnections = {
      Input: { main: [[{ node: 'Summarize', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Summarize', type: 'ai_languageModel', index: 0 }]] },
    };
    const services = { loadCredential: async () => ({ apiKey: 'sk-test', url: server.baseUrl }) };
    const result = await runTestWorkflow({ nodes, connections }, { pinData: { Input: [{ json: big }] }, services });
    expect(result.status).toBe('success');
    // 20,000 characters in 4 chunks: four map calls, then one to combine.
    const sent = server.chatRequests.slice(before).map(lastUserMessage);
    expect(sent).toHaveLength(5);
    expect(sent[4]).toContain('S(');

    nodes[1] = node(
      'Summarize',
      `${AI}.chainSummarization`,
      { options: { summarizationMethodAndPrompts: { values: { summarizationMethod: 'stuff', prompt: 'Sum {txt}' } } } },
      { typeVersion: 2 },
    );
    const typo = await runTestWorkflow({ nodes, connections }, { pinData: { Input: [{ json: ARTICLE }] }, services });
    expect(typo.status).toBe('error');
    expect(typo.data.resultData.error?.message).toContain('Missing value for input variable `txt`');
  });

  it('version 1 summarizes what the connected Default Data Loader gives', async () => {
    const result = await run(
      { type: 'stuff', options: { prompt: 'Summarize: {text}' } },
      1,
      [
        node('Loader', `${AI}.documentDefaultDataLoader`, { options: { pointers: '/title' } }),
        node('Splitter', `${AI}.textSplitterCharacterTextSplitter`, {}),
      ],
      {
        Loader: { ai_document: [[{ node: 'Summarize', type: 'ai_document', index: 0 }]] },
        Splitter: { ai_textSplitter: [[{ node: 'Loader', type: 'ai_textSplitter', index: 0 }]] },
      },
    );
    expect(result.status).toBe('success');
    expect(lastUserMessage(server.chatRequests.at(-1)!)).toBe('Summarize: Rivers');
    expect(outputJson(result, 'Summarize')).toEqual([{ response: { text: 'S(17)' } }]);
  });
});
