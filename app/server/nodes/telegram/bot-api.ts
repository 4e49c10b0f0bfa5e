/**
 * Calls to the Telegram Bot API for the Telegram nodes: `POST <baseUrl>/bot<token>/<method>`
 * with a JSON or multipart body, answered `{ ok: true, result }` or `{ ok: false,
 * error_code, description }`. A 429 is retried after the `parameters.retry_after` seconds
 * Telegram asks for (a few times, waits capped), so a burst of messages slows down instead
 * of failing; other refusals fail the node with Telegram's description.
 */
import type { FormData } from 'undici';
import type { ICredentialDataDecryptedObject, IDataObject, INode } from '@sdk/workflow';
import { NodeApiError, type IN8nHttpFullResponse, type IRequestHelpers } from '../../engine/node-interface';

/** How often a 429 is retried before the node fails with it. */
const MAX_RETRIES = 3;
/** Longest wait (s) for one retry; Telegram may ask for more during a flood ban. */
const MAX_RETRY_AFTER_S = 30;

/** What a Bot API call needs from the calling context. */
export interface BotApiContext {
  getNode(): INode;
  helpers: Pick<IRequestHelpers, 'httpRequest'>;
  getExecutionCancelSignal?(): AbortSignal | undefined;
}

const baseOf = (credential: ICredentialDataDecryptedObject) =>
  String(credential['baseUrl'] || 'https://api.telegram.org').replace(/\/+$/, '');
const tokenOf = (credential: ICredentialDataDecryptedObject) => String(credential['accessToken'] ?? '');

/** `<baseUrl>/bot<token>` of a `telegramApi` credential. */
export function botUrl(credential: ICredentialDataDecryptedObject): string {
  return `${baseOf(credential)}/bot${tokenOf(credential)}`;
}

function sleep(seconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('The execution was cancelled'));
    });
  });
}

function refusal(context: BotApiContext, response: IN8nHttpFullResponse): NodeApiError {
  const body = (response.body ?? {}) as IDataObject;
  const description = typeof body['description'] === 'string' ? body['description'] : `Telegram answered ${response.statusCode}`;
  return new NodeApiError(context.getNode(), { message: description, httpCode: body['error_code'] ?? response.statusCode, ...body });
}

/** Calls `method` with `body` (JSON fields, or a multipart form for uploads); resolves with Telegram's whole answer. */
export async function callBotApi(
  context: BotApiContext,
  credential: ICredentialDataDecryptedObject,
  method: string,
  body: IDataObject | FormData = {},
): Promise<IDataObject> {
  for (let attempt = 0; ; attempt++) {
    const response = (await context.helpers.httpRequest({
      method: 'POST',
      url: `${botUrl(credential)}/${method}`,
      body,
      json: true,
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
    })) as IN8nHttpFullResponse;
    const answer = (response.body ?? {}) as IDataObject;
    if (response.statusCode < 400 && answer['ok'] === true) return answer;
    const retryAfter = Number((answer['parameters'] as IDataObject | undefined)?.['retry_after']);
    if (response.statusCode !== 429 || attempt >= MAX_RETRIES || !(retryAfter >= 0)) throw refusal(context, response);
    await sleep(Math.min(retryAfter, MAX_RETRY_AFTER_S), context.getExecutionCancelSignal?.());
  }
}

/** Downloads a file Telegram keeps (`file_path` from getFile). */
export async function downloadBotFile(
  context: BotApiContext,
  credential: ICredentialDataDecryptedObject,
  filePath: string,
): Promise<Buffer> {
  return (await context.helpers.httpRequest({
    method: 'GET',
    url: `${baseOf(credential)}/file/bot${tokenOf(credential)}/${filePath}`,
    encoding: 'arraybuffer',
  })) as Buffer;
}
