/**
 * Requests to the Discord API for the Discord node: with the bot credential (its
 * `authenticate` adds `Authorization: Bot <token>`) against `<baseUrl><path>`, or to the
 * webhook credential's URL. A 429 is retried after the `retry_after` seconds Discord names
 * (body, else the Retry-After header; a few times, waits capped); other refusals fail with
 * Discord's message and code.
 */
import type { FormData } from 'undici';
import type { IDataObject } from '@sdk/workflow';
import { NodeApiError, type IExecuteFunctions, type IN8nHttpFullResponse } from '../../engine/node-interface';
import { DISCORD_API_URL } from '../../credentials/types/discord';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 30;

export interface DiscordRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path?: string;
  body?: IDataObject | FormData;
  qs?: IDataObject;
}

function retryAfterOf(response: IN8nHttpFullResponse): number {
  const body = (response.body ?? {}) as IDataObject;
  const seconds = Number(body['retry_after'] ?? response.headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) : NaN;
}

function refusal(fn: IExecuteFunctions, response: IN8nHttpFullResponse): NodeApiError {
  const body = (response.body !== null && typeof response.body === 'object' ? response.body : {}) as IDataObject;
  const message = typeof body['message'] === 'string' ? body['message'] : `Discord answered ${response.statusCode}`;
  return new NodeApiError(fn.getNode(), { ...body, message, httpCode: response.statusCode });
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Sends `request` with the node's credential (`webhook`: to its URL); resolves with the answer's body. */
export async function discordRequest(fn: IExecuteFunctions, request: DiscordRequest, webhook = false): Promise<unknown> {
  const credential = await fn.getCredentials(webhook ? 'discordWebhookApi' : 'discordBotApi');
  const base = webhook ? String(credential['webhookUri'] ?? '') : String(credential['baseUrl'] || DISCORD_API_URL).replace(/\/+$/, '');
  const options = {
    method: request.method,
    url: `${base}${request.path ?? ''}`,
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(request.qs ? { qs: request.qs } : {}),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = (
      webhook ? await fn.helpers.httpRequest(options) : await fn.helpers.httpRequestWithAuthentication('discordBotApi', options)
    ) as IN8nHttpFullResponse;
    if (response.statusCode < 400) return response.body;
    const wait = retryAfterOf(response);
    if (response.statusCode !== 429 || attempt >= MAX_RETRIES || Number.isNaN(wait)) throw refusal(fn, response);
    await sleep(wait);
  }
}
