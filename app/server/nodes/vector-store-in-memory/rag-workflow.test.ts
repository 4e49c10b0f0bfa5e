/**
 * Retrieval workflows as n8n builds them, run end to end against local stand-ins for OpenAI
 * and Ollama: the Default Data Loader and a text splitter feed a Simple Vector Store
 * (Insert Documents, Embeddings OpenAI / Ollama); "Get Many", a Vector Store Retriever under
 * a Question and Answer Chain, and the store as an agent tool read it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { createVectorMemory } from '../../engine/vector-memory';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { startOllamaCompatibleServer, type OllamaCompatibleServer } from '../testing/ollama-compatible-server';
import {
  lastUserMessage,
  messageText,
  startOpenAiCompatibleServer,
  type ChatScript,
  type OpenAiCompatibleServer,
} from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
const CREDS = { openAiApi: { id: 'c', name: 'c' } };
let script: ChatScript = () => ({ content: '' });
let openAi: OpenAiCompatibleServer;
let ollama: OllamaCompatibleServer;
beforeAll(async () => {
  openAi = await startOpenAiCompatibleServer((request) => script(request));
  ollama = await startOllamaCompatibleServer(() => ({ content: '' }));
});
afterAll(async () => {
  await openAi.close();
  await ollama.close();
});

const FACTS = [
  { title: 'Paris', text: 'The capital of France is Paris.' },
  { title: 'Bananas', text: 'Bananas are yellow when they are ripe.' },
  { title: 'Rust', text: 'Rust is a systems programming language.' },
];

const embeddings = (name: string) =>
  node(name, `${AI}.embeddingsOpenAi`, { model: 'text-embedding-3-small', options: {} }, { typeVersion: 1.2, credentials: CREDS });

/** Trigger → Insert (loader reading `text`, splitter) → the nodes `rest` adds after it. */
function insertWorkflow(loader: INodeParameters, splitter: INode = recursiveSplitter()) {
  const nodes: INode[] = [
    node('Facts', 'manualTrigger'),
    node(
      'Insert',
      `${AI}.vectorStoreInMemory`,
      { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: 'facts' }, clearStore: true },
      { typeVersion: 1.3 },
    ),
    embeddings('Embed'),
    node('Loader', `${AI}.documentDefaultDataLoader`, loader, { typeVersion: 1.1 }),
    splitter,
  ];
  const connections: IConnections = {
    Facts: { main: [[{ node: 'Insert', type: 'main', index: 0 }]] },
    Embed: { ai_embedding: [[{ node: 'Insert', type: 'ai_embedding', index: 0 }]] },
    Loader: { ai_document: [[{ node: 'Insert', type: 'ai_document', index: 0 }]] },
    Splitter: { ai_textSplitter: [[{ node: 'Loader', type: 'ai_textSplitter', index: 0 }]] },
  };
  return { nodes, connections };
}

function recursiveSplitter(chunkSize = 1000) {
  return node('Splitter', `${AI}.textSplitterRecursiveCharacterTextSplitter`, { chunkSize, chunkOverlap: 0, options: {} });
}

const credentials = () => ({ loadCredential: async () => ({ apiKey: 'sk-test', url: openAi.baseUrl, baseUrl: ollama.url }) });

describe('retrieval workflows (Simple Vector Store)', () => {
  it('inserts the loaded documents and gets them back ranked, with metadata, in a later run of the workflow', async () => {
    const vectorMemory = createVectorMemory();
    const insert = insertWorkflow(
      {
        dataType: 'json',
        jsonMode: 'expressionData',
        jsonData: '={{ $json.text }}',
        textSplittingMode: 'custom',
        options: { metadata: { metadataValues: [{ name: 'title', value: '={{ $json.title }}' }] } },
      },
      node('Splitter', `${AI}.textSplitterCharacterTextSplitter`, { separator: '\n', chunkSize: 200, chunkOverlap: 0 }),
    );
    const inserted = await runTestWorkflow(
      { id: 'wf-rag', ...insert },
      { pinData: { Facts: FACTS.map((json) => ({ json })) }, services: { ...credentials(), vectorMemory } },
    );
    expect(inserted.status).toBe('success');
    expect(outputJson(inserted, 'Insert')).toEqual(
      FACTS.map((fact) => ({
        pageContent: fact.text,
        metadata: { source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } }, title: fact.title },
      })),
    );
    // The sub-nodes' work is in the run data, as n8n shows it.
    expect(inserted.data.resultData.runData['Embed']?.length).toBeGreaterThan(0);
    expect(inserted.data.resultData.runData['Loader']).toHaveLength(3);

    const search = await runTestWorkflow(
      {
        id: 'wf-rag',
        nodes: [
          node('Ask', 'manualTrigger'),
          node(
            'Get',
            `${AI}.vectorStoreInMemory`,
            { mode: 'load', memoryKey: { __rl: true, mode: 'id', value: 'facts' }, prompt: '={{ $json.q }}', topK: 2 },
            { typeVersion: 1.3 },
          ),
          embeddings('Embed'),
        ],
        connections: {
          Ask: { main: [[{ node: 'Get', type: 'main', index: 0 }]] },
          Embed: { ai_embedding: [[{ node: 'Get', type: 'ai_embedding', index: 0 }]] },
        },
      },
      { pinData: { Ask: [{ json: { q: 'Bananas are yellow when they are ripe.' } }] }, services: { ...credentials(), vectorMemory } },
    );
    const hits = outputJson(search, 'Get') as Array<{ document: { pageContent: string; metadata: { title: string } }; score: number }>;
    expect(hits).toHaveLength(2);
    expect(hits[0]!.document.pageContent).toBe('Bananas are yellow when they are ripe.');
    expect(hits[0]!.document.metadata.title).toBe('Bananas');
    expect(hits[0]!.score).toBeCloseTo(1, 5);
    expect(hits[1]!.score).toBeLessThan(hits[0]!.score);

    // Another workflow with the same memory key sees nothing: stores are per workflow.
    const other = await runTestWorkflow(
      {
        id: 'wf-other',
        nodes:
          search === undefined
            ? []
            : [
                node('Ask', 'manualTrigger'),
                node('Get', `${AI}.vectorStoreInMemory`, { mode: 'load', memoryKey: 'facts', prompt: 'x' }, { typeVersion: 1.1 }),
                embeddings('Embed'),
              ],
        connections: {
          Ask: { main: [[{ node: 'Get', type: 'main', index: 0 }]] },
          Embed: { ai_embedding: [[{ node: 'Get', type: 'ai_embedding', index: 0 }]] },
        },
      },
      { services: { ...credentials(), vectorMemory } },
    );
    expect(outputJson(other, 'Get')).toEqual([]);
  });

  it('answers with a Question and Answer Chain over a Vector Store Retriever (1.5+ text, before 1.5 {text})', async () => {
    const vectorMemory = createVectorMemory();
    script = (request) => ({ content: `Answer from: ${messageText(request.messages[0])} | Q: ${lastUserMessage(request)}` });
    const workflow = insertWorkflow({
      dataType: 'json',
      jsonMode: 'allInputData',
      textSplittingMode: 'simple',
      options: { pointers: '/text' },
    });
    workflow.nodes.push(
      node(
        'Question',
        'set',
        { values: { string: [{ name: 'chatInput', value: 'The capital of France is Paris.' }] }, options: {} },
        { executeOnce: true },
      ),
      node('QA', `${AI}.chainRetrievalQa`, { promptType: 'auto', text: '={{ $json.chatInput }}', options: {} }, { typeVersion: 1.6 }),
      node('QA old', `${AI}.chainRetrievalQa`, { query: '={{ $json.chatInput }}' }, { typeVersion: 1.2 }),
      node('Model', `${AI}.lmChatOpenAi`, { model: 'gpt-4o-mini', options: {} }, { typeVersion: 1, credentials: CREDS }),
      node('Retriever', `${AI}.retrieverVectorStore`, { topK: 1 }),
      node(
        'Store',
        `${AI}.vectorStoreInMemory`,
        { mode: 'retrieve', memoryKey: { __rl: true, mode: 'id', value: 'facts' } },
        { typeVersion: 1.3 },
      ),
      embeddings('Embed query'),
    );
    workflow.connections['Insert'] = { main: [[{ node: 'Question', type: 'main', index: 0 }]] };
    workflow.connections['Question'] = {
      main: [
        [
          { node: 'QA', type: 'main', index: 0 },
          { node: 'QA old', type: 'main', index: 0 },
        ],
      ],
    };
    workflow.connections['Model'] = {
      ai_languageModel: [
        [
          { node: 'QA', type: 'ai_languageModel', index: 0 },
          { node: 'QA old', type: 'ai_languageModel', index: 0 },
        ],
      ],
    };
    workflow.connections['Retriever'] = {
      ai_retriever: [
        [
          { node: 'QA', type: 'ai_retriever', index: 0 },
          { node: 'QA old', type: 'ai_retriever', index: 0 },
        ],
      ],
    };
    workflow.connections['Store'] = { ai_vectorStore: [[{ node: 'Retriever', type: 'ai_vectorStore', index: 0 }]] };
    workflow.connections['Embed query'] = { ai_embedding: [[{ node: 'Store', type: 'ai_embedding', index: 0 }]] };
    const result = await runTestWorkflow(
      { id: 'wf-qa', ...workflow },
      { pinData: { Facts: FACTS.map((json) => ({ json })) }, services: { ...credentials(), vectorMemory } },
    );
    expect(result.status).toBe('success');
    // "Simple" splitting with the /text pointer: one document per fact, LangChain's line metadata.
    expect(outputJson(result, 'Insert')).toHaveLength(3);
    const [answer] = outputJson(result, 'QA') as Array<{ response: string }>;
    expect(answer!.response).toContain('Context: The capital of France is Paris.');
    expect(answer!.response).not.toContain('Bananas');
    expect(answer!.response).toContain('| Q: The capital of France is Paris.');
    const [old] = outputJson(result, 'QA old') as Array<{ response: { text: string } }>;
    expect(old!.response.text).toContain('You are an assistant for question-answering tasks.');
    expect(result.data.resultData.runData['Retriever']?.length).toBeGreaterThan(0);
  });

  it('embeds with Ollama too, and fails loudly on a bad pointer or a file type it cannot read', async () => {
    const vectorMemory = createVectorMemory();
    const workflow = insertWorkflow({
      dataType: 'json',
      jsonMode: 'allInputData',
      textSplittingMode: 'simple',
      options: { pointers: 'text' },
    });
    workflow.nodes[2] = node(
      'Embed',
      `${AI}.embeddingsOllama`,
      { model: 'nomic-embed-text' },
      { credentials: { ollamaApi: { id: 'o', name: 'o' } } },
    );
    const bad = await runTestWorkflow(
      { id: 'wf-bad', ...workflow },
      { pinData: { Facts: [{ json: FACTS[0]! }] }, services: { ...credentials(), vectorMemory } },
    );
    expect(bad.status).toBe('error');
    expect(bad.data.resultData.error?.message).toContain('Invalid JSON pointer: text');

    workflow.nodes[3] = node(
      'Loader',
      `${AI}.documentDefaultDataLoader`,
      { dataType: 'json', textSplittingMode: 'custom', options: {} },
      { typeVersion: 1.1 },
    );
    workflow.nodes[4] = recursiveSplitter(12);
    const good = await runTestWorkflow(
      { id: 'wf-ollama', ...workflow },
      { pinData: { Facts: [{ json: FACTS[0]! }] }, services: { ...credentials(), vectorMemory } },
    );
    expect(good.status).toBe('success');
    // Every string of the item (LangChain's line numbers), split on words to at most 12 characters.
    expect(outputJson(good, 'Insert')).toEqual([
      { pageContent: 'Paris', metadata: { source: 'blob', blobType: 'application/json', line: 1, loc: { lines: { from: 1, to: 1 } } } },
      ...['The capital', 'of France is', 'Paris.'].map((pageContent) => ({
        pageContent,
        metadata: { source: 'blob', blobType: 'application/json', line: 2, loc: { lines: { from: 1, to: 1 } } },
      })),
    ]);
  });
});
