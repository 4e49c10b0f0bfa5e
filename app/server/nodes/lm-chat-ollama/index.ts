/**
 * Ollama Chat Model (description: ./description.ts): supplies LangChain's `ChatOllama` on
 * the credential's base URL (a local Ollama must be in SWITCHYARD_SSRF_ALLOWED_HOSTS: its
 * requests go through the outbound policy), each call logged with its token usage.
 */
import { ChatOllama } from '@langchain/ollama';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { ModelRunLog } from '../shared/ai/model-run-log';
import { outboundFetch } from '../shared/ai/outbound-fetch';
import { lmChatOllamaDescription } from './description';

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export const lmChatOllamaNode: INodeType = {
  description: lmChatOllamaDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ baseUrl?: string; apiKey?: string }>('ollamaApi', itemIndex);
    const model = String(this.getNodeParameter('model', itemIndex, 'llama3.2')).trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
    const baseUrl = (credentials.baseUrl || 'http://localhost:11434').trim().replace(/\/+$/, '');
    const topK = finite(options['topK']);
    const numPredict = finite(options['numPredict']);
    const settings: IDataObject = {
      model,
      baseUrl,
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    };
    const chatModel = new ChatOllama({
      model,
      baseUrl,
      ...(credentials.apiKey ? { headers: { Authorization: `Bearer ${credentials.apiKey}` } } : {}),
      temperature: finite(options['temperature']),
      topK: topK !== undefined && topK > 0 ? topK : undefined,
      topP: finite(options['topP']),
      numCtx: finite(options['numCtx']),
      numPredict: numPredict !== undefined && numPredict > 0 ? numPredict : undefined,
      keepAlive: typeof options['keepAlive'] === 'string' && options['keepAlive'] !== '' ? options['keepAlive'] : undefined,
      format: options['format'] === 'json' ? 'json' : undefined,
      fetch: outboundFetch(300_000),
      callbacks: [new ModelRunLog(this, settings)],
    });
    return { response: chatModel };
  },
};
