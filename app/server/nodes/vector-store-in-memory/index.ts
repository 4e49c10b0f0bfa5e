/**
 * Simple Vector Store (description: ./description.ts): every vector store's modes
 * (../shared/ai/vector-store/node.ts) over the engine's vector memory
 * (app/server/engine/vector-memory.ts), under n8n's key `<workflow id>__<memory key>`.
 */
import { NodeOperationError } from '../../engine/node-interface';
import { vectorStoreKey } from '../../engine/vector-memory';
import type { ScoredDocument } from '../shared/ai/contracts';
import { createVectorStoreNode, type VectorStoreBackend, type VectorStoreContext } from '../shared/ai/vector-store/node';
import { vectorStoreInMemoryDescription } from './description';

function storeKey(context: VectorStoreContext, itemIndex: number): string {
  const raw = context.getNodeParameter('memoryKey', itemIndex, 'vector_store_key', { extractValue: true });
  const memoryKey = String(raw ?? '').trim();
  if (memoryKey === '') throw new NodeOperationError(context.getNode(), 'Enter a memory key', { itemIndex });
  return vectorStoreKey(context.getWorkflow().id ?? '', memoryKey);
}

async function memoryBackend(context: VectorStoreContext, itemIndex: number): Promise<VectorStoreBackend> {
  const key = storeKey(context, itemIndex);
  const memory = context.getVectorMemory();
  return {
    add: async (documents, clear) => memory.add(key, documents, clear),
    search: async (vector, k) =>
      memory.search(key, vector, k).map((hit): ScoredDocument => [{ pageContent: hit.pageContent, metadata: hit.metadata }, hit.score]),
  };
}

export const vectorStoreInMemoryNode = createVectorStoreNode(vectorStoreInMemoryDescription, memoryBackend);
