/**
 * Vector Store Retriever (`@n8n/n8n-nodes-langchain.retrieverVectorStore` 1, n8n's
 * parameter names): the `topK` documents of the connected vector store closest to a query.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const retrieverVectorStoreDescription: INodeTypeDescription = {
  displayName: 'Vector Store Retriever',
  name: `${AI_PACKAGE}.retrieverVectorStore`,
  icon: 'fa:box-open',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  description: 'Use a Vector Store as Retriever',
  defaults: { name: 'Vector Store Retriever' },
  inputs: [{ type: 'ai_vectorStore', displayName: 'Vector Store', maxConnections: 1, required: true }],
  outputs: ['ai_retriever'],
  outputNames: ['Retriever'],
  codex: { categories: ['AI'], subcategories: { AI: ['Retrievers'] } },
  properties: [
    { displayName: 'Limit', name: 'topK', type: 'number', default: 4, description: 'Number of top results to fetch from vector store' },
  ],
};
