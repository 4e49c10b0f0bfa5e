/**
 * The behaviour every vector store node shares, over a store backend (where the vectors live):
 * - Insert: each input item's documents from the connected loader, embedded per item (1) or
 *   in batches (1.1+), output as `{pageContent, metadata}` items.
 * - Get Many: per item, the `topK` closest documents as `{document, score}` items.
 * - Retrieve: supplies a store a Vector Store Retriever searches; as a tool, supplies an
 *   agent tool that answers a query with the closest documents as JSON texts.
 */
import type { Embeddings } from '@langchain/core/embeddings';
import type { IDataObject, INodeExecutionData, INodeTypeDescription } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, ISupplyDataFunctions } from '../../../../engine/node-interface';
import { NodeOperationError } from '../../../../engine/node-interface';
import type { AiDocument, IAiDocumentLoader, IAiVectorStore, ScoredDocument } from '../contracts';
import { loggedTool, toolName } from '../logged-tool';
import { vectorStoreInputs } from './properties';

/** The `this` of a store node's execute or supplyData. */
export type VectorStoreContext = IExecuteFunctions | ISupplyDataFunctions;

/** A document with its vector, as stored. */
export interface EmbeddedDocument extends AiDocument {
  embedding: number[];
}

/** Where a store node's vectors live. */
export interface VectorStoreBackend {
  /** Stores documents with their vectors; `clear` empties the store first ("Clear Store"). */
  add(documents: EmbeddedDocument[], clear: boolean): Promise<void>;
  /** The `k` closest documents to `vector`, with the store's score (similarity or distance). */
  search(vector: number[], k: number): Promise<ScoredDocument[]>;
}

/** Opens the backend a node's parameters (of item `itemIndex`) name. */
export type BackendOf = (context: VectorStoreContext, itemIndex: number) => Promise<VectorStoreBackend>;

async function embeddingsOf(context: VectorStoreContext): Promise<Embeddings> {
  return (await context.getInputConnectionData('ai_embedding', 0)) as Embeddings;
}

function topK(context: VectorStoreContext, itemIndex: number): number {
  const k = Number(context.getNodeParameter('topK', itemIndex, 4));
  return Number.isFinite(k) && k > 0 ? Math.floor(k) : 4;
}

async function search(
  backendOf: BackendOf,
  context: VectorStoreContext,
  embeddings: Embeddings,
  itemIndex: number,
  query: string,
  k: number,
): Promise<ScoredDocument[]> {
  const vector = await embeddings.embedQuery(query);
  return (await backendOf(context, itemIndex)).search(vector, k);
}

async function embedAndStore(backend: VectorStoreBackend, embeddings: Embeddings, documents: AiDocument[], clear: boolean): Promise<void> {
  const vectors = documents.length === 0 ? [] : await embeddings.embedDocuments(documents.map((doc) => doc.pageContent));
  await backend.add(
    documents.map((doc, i) => ({ pageContent: doc.pageContent, metadata: doc.metadata, embedding: vectors[i] ?? [] })),
    clear,
  );
}

async function insert(backendOf: BackendOf, context: IExecuteFunctions, embeddings: Embeddings): Promise<INodeExecutionData[]> {
  const loader = (await context.getInputConnectionData('ai_document', 0)) as IAiDocumentLoader;
  const items = context.getInputData();
  const clear = context.getNodeParameter('clearStore', 0, false) === true;
  const perItem = context.getNode().typeVersion === 1;
  const backend = await backendOf(context, 0);
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
      await embedAndStore(backend, embeddings, documents, clear && !cleared);
      cleared = true;
    } else pending.push(...documents);
  }
  const batchSize = Math.max(1, Math.floor(Number(context.getNodeParameter('embeddingBatchSize', 0, 200)) || 200));
  for (let start = 0; start < pending.length; start += batchSize) {
    // "Clear Store" empties the store once, before the first batch of this run.
    await embedAndStore(backend, embeddings, pending.slice(start, start + batchSize), clear && start === 0);
  }
  if (!perItem && pending.length === 0 && clear) await backend.add([], true);
  return out;
}

async function load(backendOf: BackendOf, context: IExecuteFunctions, embeddings: Embeddings): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const prompt = String(context.getNodeParameter('prompt', itemIndex, '') ?? '');
    const withMetadata = context.getNodeParameter('includeDocumentMetadata', itemIndex, true) !== false;
    for (const [doc, score] of await search(backendOf, context, embeddings, itemIndex, prompt, topK(context, itemIndex))) {
      const document = withMetadata ? { pageContent: doc.pageContent, metadata: doc.metadata } : { pageContent: doc.pageContent };
      out.push({ json: { document, score } as IDataObject, pairedItem: { item: itemIndex } });
    }
  }
  return out;
}

function retrieveStore(backendOf: BackendOf, context: ISupplyDataFunctions, embeddings: Embeddings, itemIndex: number): IAiVectorStore {
  return {
    async similaritySearch(query, k) {
      const { index } = context.addInputData('ai_vectorStore', [[{ json: { query } }]]);
      try {
        const hits = await search(backendOf, context, embeddings, itemIndex, query, k);
        context.addOutputData('ai_vectorStore', index, [hits.map(([doc, score]) => ({ json: { ...doc, score } as IDataObject }))]);
        return hits;
      } catch (error) {
        context.addOutputData('ai_vectorStore', index, error as Error);
        throw error;
      }
    },
  };
}

function retrieveTool(backendOf: BackendOf, context: ISupplyDataFunctions, embeddings: Embeddings, itemIndex: number) {
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
      const hits = await search(backendOf, context, embeddings, itemIndex, query, topK(context, itemIndex));
      return hits.map(([doc]) => ({ type: 'text', text: JSON.stringify(withMetadata ? doc : { pageContent: doc.pageContent }) }));
    },
  });
}

/** A vector store node type: the description and the backend its parameters open. */
export function createVectorStoreNode(description: INodeTypeDescription, backendOf: BackendOf): INodeType {
  return {
    description,
    inputsOf: (node) => vectorStoreInputs(node.parameters['mode'] ?? 'retrieve'),
    async execute() {
      const mode = this.getNodeParameter('mode', 0, 'retrieve');
      const embeddings = await embeddingsOf(this);
      if (mode === 'insert') return [await insert(backendOf, this, embeddings)];
      if (mode === 'load') return [await load(backendOf, this, embeddings)];
      throw new NodeOperationError(this.getNode(), 'Only the "load" and "insert" operation modes are supported with execute');
    },
    async supplyData(itemIndex) {
      const mode = this.getNodeParameter('mode', 0, 'retrieve');
      const embeddings = await embeddingsOf(this);
      if (mode === 'retrieve') return { response: retrieveStore(backendOf, this, embeddings, itemIndex) };
      if (mode === 'retrieve-as-tool') return { response: retrieveTool(backendOf, this, embeddings, itemIndex) };
      throw new NodeOperationError(this.getNode(), 'Only the "retrieve" and "retrieve-as-tool" operation mode is supported to supply data');
    },
  };
}
