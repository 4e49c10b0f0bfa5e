/**
 * OpenAI Chat Model (description: ./description.ts): supplies LangChain's `ChatOpenAI`
 * pointed at the credential's base URL (or the 1.0 node's own `baseURL` option). Its
 * requests go through the server's outbound policy (docs/security.md, SSRF) like the HTTP
 * Request node's (./shared/ai/outbound-fetch.ts), and every call is logged as a run of this node with its token usage.
 */
import { ChatOpenAI } from '@langchain/openai';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { ModelRunLog } from '../shared/ai/model-run-log';
import { outboundFetch } from '../shared/ai/outbound-fetch';
import { OPENAI_BASE_URL, searchOpenAiModels } from '../shared/ai/openai-api';
import { DEFAULT_OPENAI_MODEL, lmChatOpenAiDescription } from './description';

/** A positive number option, else undefined. */
function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export const lmChatOpenAiNode: INodeType = {
  description: lmChatOpenAiDescription,
  methods: {
    listSearch: {
      searchModels(filter) {
        return searchOpenAiModels(this, filter, 'chat');
      },
    },
  },
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ apiKey?: string; organizationId?: string; url?: string }>('openAiApi', itemIndex);
    const model = String(
      node.typeVersion >= 1.2
        ? this.getNodeParameter('model', itemIndex, DEFAULT_OPENAI_MODEL, { extractValue: true })
        : this.getNodeParameter('model', itemIndex, DEFAULT_OPENAI_MODEL),
    ).trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
    const ownBaseUrl = node.typeVersion < 1.1 && typeof options['baseURL'] === 'string' ? options['baseURL'] : '';
    const baseURL = (ownBaseUrl || credentials.url || OPENAI_BASE_URL).trim().replace(/\/+$/, '');
    const timeout = positive(options['timeout']) ?? 60_000;
    const settings: IDataObject = {
      model,
      baseURL,
      ...Object.fromEntries(
        ['temperature', 'maxTokens', 'topP', 'frequencyPenalty', 'presencePenalty', 'timeout', 'maxRetries', 'responseFormat']
          .filter((key) => options[key] !== undefined)
          .map((key) => [key, options[key]]),
      ),
    };
    const chatModel = new ChatOpenAI({
      apiKey: credentials.apiKey ?? '',
      model,
      temperature: numberOption(options['temperature']),
      maxTokens: positive(options['maxTokens']),
      topP: numberOption(options['topP']),
      frequencyPenalty: numberOption(options['frequencyPenalty']),
      presencePenalty: numberOption(options['presencePenalty']),
      timeout,
      maxRetries: typeof options['maxRetries'] === 'number' && options['maxRetries'] >= 0 ? options['maxRetries'] : 2,
      modelKwargs: options['responseFormat'] === 'json_object' ? { response_format: { type: 'json_object' } } : undefined,
      configuration: {
        baseURL,
        organization: credentials.organizationId || undefined,
        fetch: outboundFetch(timeout),
      },
      callbacks: [new ModelRunLog(this, settings)],
    });
    return { response: chatModel };
  },
};
