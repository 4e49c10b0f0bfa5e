/**
 * Embeddings Ollama (description: ./description.ts): LangChain's `OllamaEmbeddings` on the
 * credential's base URL, through the server's outbound policy (a local Ollama must be in
 * SWITCHYARD_SSRF_ALLOWED_HOSTS), every call logged as a run of this node.
 */
import { OllamaEmbeddings } from '@langchain/ollama';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { loggedEmbeddings } from '../shared/ai/logged-embeddings';
import { outboundFetch } from '../shared/ai/outbound-fetch';
import { embeddingsOllamaDescription } from './description';

export const embeddingsOllamaNode: INodeType = {
  description: embeddingsOllamaDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ baseUrl?: string; apiKey?: string }>('ollamaApi', itemIndex);
    const model = String(this.getNodeParameter('model', itemIndex, 'llama3.2') ?? '').trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const embeddings = new OllamaEmbeddings({
      model,
      baseUrl: (credentials.baseUrl || 'http://localhost:11434').trim().replace(/\/+$/, ''),
      ...(credentials.apiKey ? { headers: { Authorization: `Bearer ${credentials.apiKey}` } } : {}),
      fetch: outboundFetch(300_000),
    });
    return { response: loggedEmbeddings(embeddings, this) };
  },
};
