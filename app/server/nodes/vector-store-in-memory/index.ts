/**
 * Simple Vector Store (description: ./description.ts). The documents live in the engine's
 * vector memory (app/server/engine/vector-memory.ts) under n8n's key, `<workflow id>__<memory
 * key>`; vectors come from the connected embeddings sub-node.
 * - Insert: each input item's documents from the connected loader, embedded per item (1) or
 *   in batches (1.1+), output as `{pageContent, metadata}` items.
 * - Get Many: per item, the `topK` closest documents as `{document, score}` items.
 * - Retrieve: supplies a store a Vector Store Retriever searches; as a tool, supplies an
 *   agent tool that answers a query with the closest documents as JSON texts.
 */
import type { Embeddings } from '@langchain/core/embeddings';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, ISupplyDataFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { vectorStoreKey } from '../../engine/vector-memory';
import type { AiDocument, IAiDocumentLoader, IAiVectorStore, ScoredDocument } from '../shared/ai/contracts';
import { loggedTool, toolName } from '../shared/ai/logged-tool';
import { vectorStoreInMemoryDescription, vectorStoreInputs } from './description';

type Context = IExecuteFunctions | ISupplyDataFunctions;

function storeKey(context: Context, itemIndex: number): string {
  const raw = context.getNodeParameter('memoryKey', itemIndex, 'vector_store_key', { extractValue: true });
  const memoryKey = String(raw ?? '').trim();
  if (memoryKey === '') throw new NodeOperationError(context.getNode(), 'Enter a memory key', { itemIndex });
  return vectorStoreKey(context.getWorkflow().id ?? '', memoryKey);
}

async function embeddingsOf(context: Context): Promise<Embeddings> {
  return (await context.getInputConnectionData('ai_embedding', 0)) as Embeddings;
}

async function search(context: Context, embeddings: Embeddings, itemIndex: number, query: string, k: number): Promise<ScoredDocument[]> {
  const vector = await embeddings.embedQuery(query);
  return context
    .getVectorMemory()
    .search(storeKey(context, itemIndex), vector, k)
    .map((hit): ScoredDocument => [{ pageContent: hit.pageContent, metadata: hit.metadata }, hit.score]);
}

function topK(context: Context, itemIndex: number): number {
  const k = Number(context.getNodeParameter('topK', itemIndex, 4));
  return Number.isFinite(k) && k > 0 ? Math.floor(k) : 4;
}

async function embedAndStore(context: IExecuteFunctions, embeddings: Embeddings, documents: AiDocument[], clear: boolean): Promise<void> {
  const vectors = documents.length === 0 ? [] : await embeddings.embedDocuments(documents.map((doc) => doc.pageContent));
  context.getVectorMemory().add(
    storeKey(context, 0),
    documents.map((doc, i) => ({ pageContent: doc.pageContent, metadata: doc.metadata, embedding: vectors[i] ?? [] })),
    clear,
  );
}

async function insert(context: IExecuteFunctions, embeddings: Embeddings): Promise<INodeExecutionData[]> {
  const loader = (await context.getInputConnectionData('ai_document', 0)) as IAiDocumentLoader;
  const items = context.getInputData();
  const clear = context.getNodeParameter('clearStore', 0, false) === true;
  const perItem = context.getNode().typeVersion === 1;
  const out: INodeExecutionData[] = [];
  const pending: AiDocument[] = [];
  let cleared = false;
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    if (context.getExecutionCancelSignal()?.aborted) break;
    const documents = await loader.processItem(items[itemIndex]!, itemIndex);
    out.push(
      ...documents.map((doc) => ({
        json: { metadata: doc.metadata, pageContent: doc.pageContent } as IDataObject,
        pairedItem: { item: itemIndex },
      })),
    );
    if (perItem) {
      await embedAndStore(context, embeddings, documents, clear && !cleared);
      cleared = true;
    } else pending.push(...documents);
  }
  const batchSize = Math.max(1, Math.floor(Number(context.getNodeParameter('embeddingBatchSize', 0, 200)) || 200));
  for (let start = 0; start < pending.length; start += batchSize) {
    // "Clear Store" empties the store once, before the first batch of this run.
    await embedAndStore(context, embeddings, pending.slice(start, start + batchSize), clear && start === 0);
  }
  if (!perItem && pending.length === 0 && clear) context.getVectorMemory().add(storeKey(context, 0), [], true);
  return out;
}

async function load(context: IExecuteFunctions, embeddings: Embeddings): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const prompt = String(context.getNodeParameter('prompt', itemIndex, '') ?? '');
    const withMetadata = context.getNodeParameter('includeDocumentMetadata', itemIndex, true) !== false;
    for (const [doc, score] of await search(context, embeddings, itemIndex, prompt, topK(context, itemIndex))) {
      const document = withMetadata ? { pageContent: doc.pageContent, metadata: doc.metadata } : { pageContent: doc.pageContent };
      out.push({ json: { document, score } as IDataObject, pairedItem: { item: itemIndex } });
    }
  }
  return out;
}

function retrieveStore(context: ISupplyDataFunctions, embeddings: Embeddings, itemIndex: number): IAiVectorStore {
  return {
    async similaritySearch(query, k) {
      const { index } = context.addInputData('ai_vectorStore', [[{ json: { query } }]]);
      const hits = await search(context, embeddings, itemIndex, query, k);
      context.addOutputData('ai_vectorStore', index, [hits.map(([doc, score]) => ({ json: { ...doc, score } as IDataObject }))]);
      return hits;
    },
  };
}

function retrieveTool(context: ISupplyDataFunctions, embeddings: Embeddings, itemIndex: number) {
  const node = context.getNode();
  const configured = node.typeVersion < 1.3 ? context.getNodeParameter('toolName', itemIndex, '') : '';
  return loggedTool(context, {
    name: toolName(configured, node.name),
    description: String(context.getNodeParameter('toolDescription', itemIndex, '') ?? ''),
    schema: {
      type: 'object',
      properties: { input: { type: 'string', description: 'Query to search for. Required' } },
      required: ['input'],
    },
    run: async (args) => {
      const query = args['input'];
      if (typeof query !== 'string') throw new Error('Query must be of type string');
      const withMetadata = context.getNodeParameter('includeDocumentMetadata', itemIndex, true) !== false;
      const hits = await search(context, embeddings, itemIndex, query, topK(context, itemIndex));
      return hits.map(([doc]) => ({ type: 'text', text: JSON.stringify(withMetadata ? doc : { pageContent: doc.pageContent }) }));
    },
  });
}

export const vectorStoreInMemoryNode: INodeType = {
  description: vectorStoreInMemoryDescription,
  inputsOf: (node) => vectorStoreInputs(node.parameters['mode'] ?? 'retrieve'),
  async execute() {
    const mode = this.getNodeParameter('mode', 0, 'retrieve');
    const embeddings = await embeddingsOf(this);
    if (mode === 'insert') return [await insert(this, embeddings)];
    if (mode === 'load') return [await load(this, embeddings)];
    throw new NodeOperationError(this.getNode(), 'Only the "load" and "insert" operation modes are supported with execute');
  },
  async supplyData(itemIndex) {
    const mode = this.getNodeParameter('mode', 0, 'retrieve');
    const embeddings = await embeddingsOf(this);
    if (mode === 'retrieve') return { response: retrieveStore(this, embeddings, itemIndex) };
    if (mode === 'retrieve-as-tool') return { response: retrieveTool(this, embeddings, itemIndex) };
    throw new NodeOperationError(this.getNode(), 'Only the "retrieve" and "retrieve-as-tool" operation mode is supported to supply data');
  },
};
