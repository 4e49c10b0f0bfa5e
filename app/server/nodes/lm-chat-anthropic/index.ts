/**
 * Anthropic Chat Model (description: ./description.ts): supplies LangChain's
 * `ChatAnthropic` pointed at the credential's base URL, its requests through the outbound
 * policy, each call logged as a run of this node with its token usage.
 */
import { ChatAnthropic } from '@langchain/anthropic';
import type { IDataObject, INodeListSearchResult } from '@sdk/workflow';
import type { ILoadOptionsFunctions, INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { ModelRunLog } from '../shared/ai/model-run-log';
import { outboundFetch } from '../shared/ai/outbound-fetch';
import { DEFAULT_ANTHROPIC_MODEL, lmChatAnthropicDescription } from './description';

const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The models of the credential's server for the 1.3 model locator, newest first as Anthropic lists them. */
async function searchModels(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const credentials = await this.getCredentials<{ url?: string }>('anthropicApi');
  const baseURL = (credentials.url || ANTHROPIC_BASE_URL).trim().replace(/\/+$/, '');
  const answer = (await this.helpers.httpRequestWithAuthentication('anthropicApi', {
    method: 'GET',
    url: `${baseURL}/v1/models`,
    headers: { 'anthropic-version': '2023-06-01' },
    json: true,
  })) as { data?: Array<{ id?: unknown; display_name?: unknown }> };
  const search = (filter ?? '').toLowerCase();
  const results = (answer.data ?? [])
    .filter((model): model is { id: string; display_name?: unknown } => typeof model.id === 'string')
    .map((model) => ({ name: typeof model.display_name === 'string' ? model.display_name : model.id, value: model.id }))
    .filter((model) => model.name.toLowerCase().includes(search) || model.value.toLowerCase().includes(search));
  return { results };
}

export const lmChatAnthropicNode: INodeType = {
  description: lmChatAnthropicDescription,
  methods: { listSearch: { searchModels } },
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ apiKey?: string; url?: string }>('anthropicApi', itemIndex);
    const model = String(
      node.typeVersion >= 1.3
        ? this.getNodeParameter('model', itemIndex, DEFAULT_ANTHROPIC_MODEL, { extractValue: true })
        : this.getNodeParameter('model', itemIndex, 'claude-2'),
    ).trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
    const baseURL = (credentials.url || ANTHROPIC_BASE_URL).trim().replace(/\/+$/, '');
    const maxTokens = finite(options['maxTokensToSample']) ?? 4096;
    const topK = finite(options['topK']);
    const topP = finite(options['topP']);
    const settings: IDataObject = {
      model,
      baseURL,
      maxTokens,
      ...(options['temperature'] !== undefined ? { temperature: options['temperature'] } : {}),
    };
    const chatModel = new ChatAnthropic({
      apiKey: credentials.apiKey ?? '',
      model,
      anthropicApiUrl: baseURL,
      maxTokens,
      temperature: finite(options['temperature']),
      // -1 and 1 are n8n's "not set".
      topK: topK !== undefined && topK > 0 ? topK : undefined,
      topP: topP !== undefined && topP < 1 ? topP : undefined,
      clientOptions: { fetch: outboundFetch(60_000) },
      callbacks: [new ModelRunLog(this, settings)],
    });
    return { response: chatModel };
  },
};
