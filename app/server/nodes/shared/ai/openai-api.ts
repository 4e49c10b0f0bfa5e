/**
 * Requests to the OpenAI API for the nodes that call it directly (the OpenAI app node, the
 * model lists of the OpenAI nodes): the credential's base URL (`url`, so any compatible
 * server works) and its key through the credential's `authenticate`, over the engine's
 * request helpers and so the outbound policy. OpenAI's error body (`{error: {message,
 * code}}`) becomes the node error's message, with n8n's wording for quota and rate limits.
 */
import type { IDataObject, INodeListSearchResult } from '@sdk/workflow';
import type { IExecuteFunctions, ILoadOptionsFunctions } from '../../../engine/node-interface';
import { NodeApiError } from '../../../engine/node-interface';

/** OpenAI's API, where the credential names no other. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const CUSTOM_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['insufficient_quota', 'Insufficient quota detected. Check the plan and billing details of the OpenAI account.'],
  ['rate_limit_exceeded', 'OpenAI: Rate limit reached'],
]);

type OpenAiContext = Pick<IExecuteFunctions | ILoadOptionsFunctions, 'getCredentials' | 'getNode' | 'helpers'>;

/** The base URL of the credential, without a trailing slash. */
export async function openAiBaseUrl(context: Pick<OpenAiContext, 'getCredentials'>): Promise<string> {
  const credentials = await context.getCredentials<{ url?: string }>('openAiApi');
  return (credentials.url || OPENAI_BASE_URL).trim().replace(/\/+$/, '');
}

/** Sends `body` to `endpoint` (`/chat/completions`) and answers the parsed JSON. */
export async function openAiRequest(
  context: OpenAiContext,
  method: 'GET' | 'POST' | 'DELETE',
  endpoint: string,
  body?: IDataObject,
  itemIndex?: number,
): Promise<IDataObject> {
  const url = `${await openAiBaseUrl(context)}${endpoint}`;
  try {
    return (await context.helpers.httpRequestWithAuthentication('openAiApi', {
      method,
      url,
      json: true,
      ...(body !== undefined ? { body } : {}),
    })) as IDataObject;
  } catch (error) {
    const failure = error as { statusCode?: number; message?: string; response?: { body?: unknown } };
    const detail = (failure.response?.body as { error?: { message?: unknown; code?: unknown } } | undefined)?.error;
    const code = typeof detail?.code === 'string' ? detail.code : undefined;
    const message = (code && CUSTOM_MESSAGES.get(code)) ?? (typeof detail?.message === 'string' ? detail.message : failure.message);
    throw new NodeApiError(
      context.getNode(),
      { message: message ?? 'The OpenAI request failed', ...(failure.statusCode !== undefined ? { httpCode: failure.statusCode } : {}) },
      itemIndex !== undefined ? { itemIndex } : {},
    );
  }
}

/** Model ids that are not chat models on OpenAI's own API (speech, images, embeddings ...). */
const NOT_CHAT = /(instruct|audio|realtime|tts|whisper|dall-e|embedding|search|transcribe|image|moderation|davinci|babbage)/;

/**
 * The models of the credential's server for a model resource locator, filtered by the
 * search text: on OpenAI's own API only chat models (`gpt-…`, `o1`…, `chatgpt-…`) or, for
 * `kind: 'vision'`, those that take images; on any other server every model it lists.
 */
export async function searchOpenAiModels(
  context: ILoadOptionsFunctions,
  filter: string | undefined,
  kind: 'chat' | 'vision' = 'chat',
): Promise<INodeListSearchResult> {
  const answer = await openAiRequest(context, 'GET', '/models');
  const ownApi = (await openAiBaseUrl(context)) === OPENAI_BASE_URL;
  const ids = (Array.isArray(answer['data']) ? (answer['data'] as Array<{ id?: unknown }>) : [])
    .map((model) => (typeof model.id === 'string' ? model.id : ''))
    .filter((id) => id !== '');
  const wanted = ids.filter((id) => {
    if (!ownApi) return true;
    if (!/^(gpt-|o[1-9]|chatgpt-)/.test(id) || NOT_CHAT.test(id)) return false;
    return kind === 'chat' || /^(gpt-4o|gpt-4\.1|gpt-5|o[1-9]|chatgpt-4o)/.test(id) || id.includes('vision');
  });
  const search = (filter ?? '').toLowerCase();
  const results = wanted
    .filter((id) => id.toLowerCase().includes(search))
    .sort((a, b) => a.localeCompare(b))
    .map((id) => ({ name: id, value: id }));
  return { results };
}
