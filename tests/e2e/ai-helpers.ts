import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nodeList } from './canvas-helpers';

let counter = 0;

/**
 * The typical template, in n8n's exact JSON shape: Chat Trigger → AI Agent with an OpenAI Chat
 * Model, a Window Buffer Memory and a Call Workflow tool (sub-nodes are connection sources with
 * `ai_*` output types, the Agent the destination with inputs of the same types).
 */
export function agentWorkflow(name = `AI agent ${Date.now().toString(36)}-${process.pid}-${++counter}`) {
  return {
    name,
    nodes: [
      {
        parameters: { options: {} },
        id: 'f1d3b1a0-0000-4000-8000-000000000001',
        name: 'When chat message received',
        type: '@n8n/n8n-nodes-langchain.chatTrigger',
        typeVersion: 1.1,
        position: [0, 0],
        webhookId: '6c0d2c9e-0000-4000-8000-00000000abcd',
      },
      {
        parameters: { options: { systemMessage: 'You are a helpful assistant.' } },
        id: 'f1d3b1a0-0000-4000-8000-000000000002',
        name: 'AI Agent',
        type: '@n8n/n8n-nodes-langchain.agent',
        typeVersion: 1.7,
        position: [220, 0],
      },
      {
        parameters: { model: 'gpt-4o-mini', options: {} },
        id: 'f1d3b1a0-0000-4000-8000-000000000003',
        name: 'OpenAI Chat Model',
        type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
        typeVersion: 1,
        position: [160, 240],
      },
      {
        parameters: { contextWindowLength: 5 },
        id: 'f1d3b1a0-0000-4000-8000-000000000004',
        name: 'Window Buffer Memory',
        type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
        typeVersion: 1.3,
        position: [300, 240],
      },
      {
        parameters: {
          name: 'get_weather',
          description: 'Returns the weather for a city',
          workflowId: { __rl: true, mode: 'id', value: '123' },
        },
        id: 'f1d3b1a0-0000-4000-8000-000000000005',
        name: 'Call n8n Workflow Tool',
        type: '@n8n/n8n-nodes-langchain.toolWorkflow',
        typeVersion: 1.3,
        position: [440, 240],
      },
    ],
    connections: {
      'When chat message received': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      'Window Buffer Memory': { ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] },
      'Call n8n Workflow Tool': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
    },
    pinData: {},
    settings: { executionOrder: 'v1' },
  };
}

/** Stores the agent workflow through the REST API and opens it on the canvas. */
export async function openAgentWorkflow(page: Page, request: APIRequestContext): Promise<string> {
  const data = agentWorkflow();
  const response = await request.post('/rest/workflows', { data });
  expect(response.ok()).toBe(true);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await page.goto(`/workflow/${id}`);
  await expect(nodeList(page).getByRole('option')).toHaveCount(data.nodes.length, { timeout: 20_000 });
  return id;
}

/** A sub-node connection in the mirror: "<slot> connection from <sub-node> to <root>". */
export function slotConnection(page: Page, slot: string, from: string, to: string) {
  return page.getByRole('list', { name: 'Connections' }).getByRole('listitem', { name: `${slot} connection from ${from} to ${to}` });
}

/**
 * A retrieval workflow in n8n's JSON: documents go into a Simple Vector Store (Embeddings
 * OpenAI, Default Data Loader with a Recursive Character Text Splitter), and a Question and
 * Answer Chain reads it back through a Vector Store Retriever.
 */
export function retrievalWorkflow(name = `RAG ${Date.now().toString(36)}-${process.pid}-${++counter}`) {
  const AI = '@n8n/n8n-nodes-langchain';
  const n = (id: number, nodeName: string, type: string, typeVersion: number, position: [number, number], parameters: object = {}) => ({
    parameters,
    id: `a2d3b1a0-0000-4000-8000-00000000000${id}`,
    name: nodeName,
    type,
    typeVersion,
    position,
  });
  return {
    name,
    nodes: [
      n(1, 'Facts', 'n8n-nodes-base.manualTrigger', 1, [0, 0]),
      n(2, 'Insert Facts', `${AI}.vectorStoreInMemory`, 1.3, [240, 0], {
        mode: 'insert',
        memoryKey: { __rl: true, mode: 'list', value: 'facts' },
      }),
      n(3, 'Embeddings OpenAI', `${AI}.embeddingsOpenAi`, 1.2, [160, 240], { options: {} }),
      n(4, 'Default Data Loader', `${AI}.documentDefaultDataLoader`, 1.1, [340, 240], { textSplittingMode: 'custom', options: {} }),
      n(5, 'Recursive Character Text Splitter', `${AI}.textSplitterRecursiveCharacterTextSplitter`, 1, [360, 460], { options: {} }),
      n(6, 'Question and Answer Chain', `${AI}.chainRetrievalQa`, 1.6, [700, 0], { options: {} }),
      n(7, 'OpenAI Chat Model', `${AI}.lmChatOpenAi`, 1, [620, 240], { model: 'gpt-4o-mini', options: {} }),
      n(8, 'Vector Store Retriever', `${AI}.retrieverVectorStore`, 1, [800, 240]),
      n(9, 'Read Facts', `${AI}.vectorStoreInMemory`, 1.3, [800, 460], {
        mode: 'retrieve',
        memoryKey: { __rl: true, mode: 'list', value: 'facts' },
      }),
    ],
    connections: {
      Facts: { main: [[{ node: 'Insert Facts', type: 'main', index: 0 }]] },
      'Insert Facts': { main: [[{ node: 'Question and Answer Chain', type: 'main', index: 0 }]] },
      'Embeddings OpenAI': {
        ai_embedding: [
          [
            { node: 'Insert Facts', type: 'ai_embedding', index: 0 },
            { node: 'Read Facts', type: 'ai_embedding', index: 0 },
          ],
        ],
      },
      'Default Data Loader': { ai_document: [[{ node: 'Insert Facts', type: 'ai_document', index: 0 }]] },
      'Recursive Character Text Splitter': { ai_textSplitter: [[{ node: 'Default Data Loader', type: 'ai_textSplitter', index: 0 }]] },
      'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Question and Answer Chain', type: 'ai_languageModel', index: 0 }]] },
      'Vector Store Retriever': { ai_retriever: [[{ node: 'Question and Answer Chain', type: 'ai_retriever', index: 0 }]] },
      'Read Facts': { ai_vectorStore: [[{ node: 'Vector Store Retriever', type: 'ai_vectorStore', index: 0 }]] },
    },
    pinData: {},
    settings: { executionOrder: 'v1' },
  };
}
