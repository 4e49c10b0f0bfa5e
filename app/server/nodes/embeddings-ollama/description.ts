/**
 * Embeddings Ollama (`@n8n/n8n-nodes-langchain.embeddingsOllama` 1, n8n's parameter names):
 * supplies embeddings from Ollama's `/api/embed` at the credential's base URL.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const embeddingsOllamaDescription: INodeTypeDescription = {
  displayName: 'Embeddings Ollama',
  name: `${AI_PACKAGE}.embeddingsOllama`,
  icon: 'fa:vector-square',
  group: ['transform'],
  version: 1,
  description: 'Use Ollama Embeddings',
  defaults: { name: 'Embeddings Ollama' },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  credentials: [{ name: 'ollamaApi', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  properties: [
    {
      displayName: 'Model',
      name: 'model',
      type: 'string',
      default: 'llama3.2',
      description: 'The model which will generate the embeddings (e.g. nomic-embed-text)',
      required: true,
    },
  ],
};
