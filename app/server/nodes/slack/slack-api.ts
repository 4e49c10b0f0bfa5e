/**
 * Calls to Slack's Web API for the Slack node: `<baseUrl>/<method>` with the node's
 * credential (a token, or the OAuth2 app's access token). Slack answers refusals with
 * HTTP 200 `{ ok: false, error }`; those fail the item with Slack's error code (and the
 * scopes a `missing_scope` needs); version 1 (`raw`) names them by the whole answer and keeps
 * the answer's `ts`. 429s wait for Retry-After (shared/saas). Lists follow
 * `response_metadata.next_cursor`, or the classic `paging` of `files.list` and
 * `search.messages`.
 */
import type { FormData } from 'undici';
import { encodeFields } from '../../engine/wire-encoding';
import type { IDataObject } from '@sdk/workflow';
import {
  NodeApiError,
  NodeOperationError,
  type IExecuteFunctions,
  type IHttpRequestFullOptions,
  type IN8nHttpFullResponse,
  type ILoadOptionsFunctions,
} from '../../engine/node-interface';
import { SLACK_API_URL } from '../../credentials/types/slack';
import { sendWithRateLimitRetry } from '../shared/saas/rate-limit-retry';

type Context = IExecuteFunctions | ILoadOptionsFunctions;

/** Most pages one list follows (Slack's lists are bounded; this guards a looping cursor). */
const MAX_PAGES = 500;

export interface SlackRequest {
  method: 'GET' | 'POST';
  /** A Web API method (`chat.postMessage`) or an absolute URL (an upload URL). */
  endpoint: string;
  body?: IDataObject | FormData;
  /** Fields sent as an `application/x-www-form-urlencoded` body instead of `body` (version 1's text upload). */
  form?: Record<string, string>;
  qs?: IDataObject;
  /** Version 1's handling: Slack's answer as given (its `ts` kept) and refusals named by the whole answer. */
  raw?: boolean;
}

/** The credential the node's Authentication picks (load-option calls read parameters without an item). */
function credentialType(fn: Context): 'slackApi' | 'slackOAuth2Api' {
  const authentication =
    'getInputData' in fn ? fn.getNodeParameter('authentication', 0, 'accessToken') : fn.getNodeParameter('authentication', 'accessToken');
  return authentication === 'oAuth2' ? 'slackOAuth2Api' : 'slackApi';
}

async function urlOf(fn: Context, endpoint: string): Promise<string> {
  if (/^https?:\/\//.test(endpoint)) return endpoint;
  const credential = await fn.getCredentials(credentialType(fn));
  return `${String(credential['baseUrl'] || SLACK_API_URL).replace(/\/+$/, '')}/${endpoint}`;
}

function refusal(fn: Context, response: IN8nHttpFullResponse, raw = false): Error {
  const body = (response.body !== null && typeof response.body === 'object' ? response.body : {}) as IDataObject;
  const error = String(body['error'] ?? `HTTP ${response.statusCode}`);
  if (raw)
    return new NodeApiError(fn.getNode(), {
      ...body,
      message: `Slack error response: ${JSON.stringify(body)}`,
      httpCode: response.statusCode,
    });
  if (error === 'missing_scope')
    return new NodeOperationError(fn.getNode(), 'Your Slack credential is missing required OAuth scopes', {
      description: `Add the following scope(s) to your Slack app: ${String(body['needed'] ?? '')}`,
    });
  if (error === 'paid_teams_only')
    return new NodeOperationError(fn.getNode(), 'Your current Slack plan does not include this resource', {
      description: 'Upgrade to a Slack plan that includes the functionality you want to use.',
    });
  return new NodeApiError(fn.getNode(), { ...body, message: `Slack error response: "${error}"`, httpCode: response.statusCode });
}

/**
 * How a call is sent: with the token credential's `authenticate`; with the OAuth2 app as
 * the installing user (Slack's `authed_user.access_token`, which n8n's node uses, since
 * its scopes are user scopes), else the app's bot token.
 */
async function sender(fn: Context): Promise<(options: IHttpRequestFullOptions) => Promise<unknown>> {
  const type = credentialType(fn);
  if (type === 'slackApi') return (options) => fn.helpers.httpRequestWithAuthentication(type, options);
  const token = ((await fn.getCredentials(type))['oauthTokenData'] ?? {}) as IDataObject;
  const bearer = (token['authed_user'] as IDataObject | undefined)?.['access_token'] ?? token['access_token'];
  if (typeof bearer !== 'string' || bearer === '')
    throw new NodeOperationError(fn.getNode(), 'The Slack OAuth2 credential is not connected', {
      description: 'Connect the account in the credential first.',
    });
  return (options) => fn.helpers.httpRequest({ ...options, headers: { ...options.headers, Authorization: `Bearer ${bearer}` } });
}

/** The body and its content type: a form, JSON for a plain object, or as given (multipart). */
function bodyOf(request: SlackRequest): { body?: string | IDataObject | FormData; headers?: Record<string, string> } {
  // As n8n's request helper writes a form (a space as `%20`, `!'()*` escaped).
  if (request.form) return { body: encodeFields(request.form), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  if (request.body === undefined || (isPlainObject(request.body) && Object.keys(request.body).length === 0)) return {};
  if (!isPlainObject(request.body)) return { body: request.body };
  return { body: request.body, headers: { 'content-type': 'application/json; charset=utf-8' } };
}

/** Sends one call; resolves with Slack's answer (its `ts` renamed `message_timestamp`, as n8n does). */
export async function slackRequest(fn: Context, request: SlackRequest): Promise<IDataObject> {
  const url = await urlOf(fn, request.endpoint);
  const options = {
    method: request.method,
    url,
    ...bodyOf(request),
    ...(request.qs && Object.keys(request.qs).length > 0 ? { qs: request.qs } : {}),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  };
  const signal = 'getExecutionCancelSignal' in fn ? fn.getExecutionCancelSignal() : undefined;
  const send = await sender(fn);
  const response = await sendWithRateLimitRetry(async () => (await send(options)) as IN8nHttpFullResponse, signal);
  const body = response.body;
  if (response.statusCode >= 400 || (isPlainObject(body) && body['ok'] === false)) throw refusal(fn, response, request.raw);
  if (!isPlainObject(body)) return { data: body as never };
  if (body['ts'] !== undefined && request.raw !== true) {
    const { ts, ...rest } = body;
    return { ...rest, message_timestamp: ts };
  }
  return body;
}

/** Every entry of a list method's `property`, page after page. */
export async function slackRequestAll(fn: Context, endpoint: string, property: string, qs: IDataObject = {}): Promise<unknown[]> {
  const all: unknown[] = [];
  const classic = endpoint === 'files.list' || endpoint === 'search.messages';
  const query: IDataObject = { ...qs, ...(classic ? { count: 100, page: 1 } : { limit: 100 }) };
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await slackRequest(fn, { method: 'GET', endpoint, qs: query });
    const holder = answer[property];
    const entries = isPlainObject(holder) && Array.isArray(holder['matches']) ? holder['matches'] : holder;
    if (Array.isArray(entries)) all.push(...(entries as unknown[]));
    const cursor = (answer['response_metadata'] as IDataObject | undefined)?.['next_cursor'];
    const paging = (answer['paging'] ?? (isPlainObject(holder) ? holder['paging'] : undefined)) as IDataObject | undefined;
    if (typeof cursor === 'string' && cursor !== '') query['cursor'] = cursor;
    else if (paging && Number(paging['page']) < Number(paging['pages'])) query['page'] = Number(paging['page']) + 1;
    else break;
  }
  return all;
}

function isPlainObject(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Buffer) && value.constructor === Object;
}
