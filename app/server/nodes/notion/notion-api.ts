/**
 * Calls to the Notion API for the Notion node: `<baseUrl>/v1<path>` with the `notionApi`
 * credential and the Notion-Version the node's version speaks (notionVersion). Refusals fail with
 * Notion's `message` and `code`; 429s wait for Retry-After (shared/saas). Lists follow
 * `next_cursor` while `has_more` (the cursor in the query for GET lists, the body for
 * POST queries and searches).
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeApiError, type IExecuteFunctions, type IN8nHttpFullResponse, type ILoadOptionsFunctions } from '../../engine/node-interface';
import { NOTION_API_URL, NOTION_VERSION } from '../../credentials/types/notion-api';
import { sendWithRateLimitRetry } from '../shared/saas/rate-limit-retry';

type Context = IExecuteFunctions | ILoadOptionsFunctions;

/** The Notion-Version n8n's Notion node sends at version 1 (2.x sends NOTION_VERSION, 2021-08-16). */
export const NOTION_VERSION_V1 = '2021-05-13';

/** The Notion-Version a version of the node sends. */
export function notionVersion(typeVersion: number): string {
  return typeVersion === 1 ? NOTION_VERSION_V1 : NOTION_VERSION;
}

/** Most pages one list follows. */
const MAX_PAGES = 1000;

export interface NotionRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: IDataObject;
  qs?: IDataObject;
}

/** Sends one call; resolves with Notion's answer. */
export async function notionRequest(fn: Context, request: NotionRequest): Promise<IDataObject> {
  const credential = await fn.getCredentials('notionApi');
  const base = String(credential['baseUrl'] || NOTION_API_URL).replace(/\/+$/, '');
  const options = {
    method: request.method,
    url: `${base}/v1${request.path}`,
    headers: { 'Notion-Version': notionVersion(fn.getNode().typeVersion) },
    ...(request.body && Object.keys(request.body).length > 0 ? { body: request.body } : {}),
    ...(request.qs && Object.keys(request.qs).length > 0 ? { qs: request.qs } : {}),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  };
  const signal = 'getExecutionCancelSignal' in fn ? fn.getExecutionCancelSignal() : undefined;
  const response = await sendWithRateLimitRetry(
    async () => (await fn.helpers.httpRequestWithAuthentication('notionApi', options)) as IN8nHttpFullResponse,
    signal,
  );
  if (response.statusCode >= 400) {
    const body = (response.body !== null && typeof response.body === 'object' ? response.body : {}) as IDataObject;
    const message = typeof body['message'] === 'string' ? body['message'] : `Notion answered ${response.statusCode}`;
    throw new NodeApiError(
      fn.getNode(),
      { ...body, message, httpCode: response.statusCode },
      { description: String(body['code'] ?? '') || undefined },
    );
  }
  return (response.body ?? {}) as IDataObject;
}

/** Every entry of a list, page after page; stops once `limit` entries are in. */
export async function notionRequestAll(fn: Context, request: NotionRequest, limit = Infinity): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  const body = { ...(request.body ?? {}) };
  const qs = { ...(request.qs ?? {}) };
  for (let page = 0; page < MAX_PAGES && all.length < limit; page++) {
    const answer = await notionRequest(fn, { ...request, body, qs });
    all.push(...((answer['results'] ?? []) as IDataObject[]));
    if (answer['has_more'] !== true || typeof answer['next_cursor'] !== 'string') break;
    if (request.method === 'GET') qs['start_cursor'] = answer['next_cursor'];
    else body['start_cursor'] = answer['next_cursor'];
  }
  return all.slice(0, limit);
}

/** A Notion ID from a page or block URL (its last 32 hex digits) or an ID as given. */
export function notionId(value: unknown): string {
  const raw = value !== null && typeof value === 'object' ? String((value as IDataObject)['value'] ?? '') : String(value ?? '');
  const fromParam = /[?&]p=([0-9a-f]{32})/.exec(raw)?.[1];
  if (fromParam) return fromParam;
  const hex = raw.includes('notion.') ? /([0-9a-f]{32})(?:[?#].*)?$/.exec(raw.split('?')[0]!.replace(/-/g, ''))?.[1] : undefined;
  return hex ?? raw.trim();
}
