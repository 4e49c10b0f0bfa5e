/**
 * Embeddings OpenAI (description: ./description.ts): LangChain's `OpenAIEmbeddings` at the
 * credential's base URL (or the node's own before 1.2), its requests through the server's
 * outbound policy like the chat models', every call logged as a run of this node.
 */
import { OpenAIEmbeddings } from '@langchain/openai';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { loggedEmbeddings } from '../shared/ai/logged-embeddings';
import { outboundFetch } from '../shared/ai/outbound-fetch';
import { embeddingsOpenAiDescription } from './description';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** "No timeout" (-1) still ends: a hung provider must not hold a run forever. */
const LONGEST_WAIT_MS = 600_000;

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

export const embeddingsOpenAiNode: INodeType = {
  description: embeddingsOpenAiDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ apiKey?: string; organizationId?: string; url?: string }>('openAiApi', itemIndex);
    const fallback = node.typeVersion === 1 ? 'text-embedding-ada-002' : 'text-embedding-3-small';
    const model = String(this.getNodeParameter('model', itemIndex, fallback) ?? '').trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
    const ownBaseUrl = node.typeVersion < 1.2 && typeof options['baseURL'] === 'string' ? options['baseURL'] : '';
    const baseURL = (ownBaseUrl || credentials.url || OPENAI_BASE_URL).trim().replace(/\/+$/, '');
    const timeoutSeconds = positive(options['timeout']);
    const timeout = timeoutSeconds !== undefined ? Math.min(timeoutSeconds * 1000, LONGEST_WAIT_MS) : LONGEST_WAIT_MS;
    const embeddings = new OpenAIEmbeddings({
      apiKey: credentials.apiKey ?? '',
      model,
      dimensions: positive(options['dimensions']),
      batchSize: positive(options['batchSize']) ?? 512,
      stripNewLines: options['stripNewLines'] !== false,
      timeout,
      configuration: { baseURL, organization: credentials.organizationId || undefined, fetch: outboundFetch(timeout) },
    });
    return { response: loggedEmbeddings(embeddings, this) };
  },
};
