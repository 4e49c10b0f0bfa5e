/**
 * The request path of the Google nodes (Sheets, Drive, Gmail): one session per node run
 * (or editor lookup) holds the credential and its access token.
 *
 * - OAuth2 (`authentication: oAuth2`): the connected account's token; a 401 renews it once
 *   with the refresh token (credentials/connect/oauth2.ts) and, in a run, keeps the new
 *   token on the stored credential.
 * - Service account (`serviceAccount`, `googleApi`): a token from the signed JWT, fetched
 *   once per session.
 * - 429 (Google's rate limit): waits the Retry-After seconds (capped) and tries again, a
 *   few times; other refusals fail with Google's `error.message` and code.
 *
 * Requests go through the server's HTTP client (`helpers.httpRequest`).
 */
import type { IDataObject } from '@sdk/workflow';
import { normalizeNodeCredentials } from '@sdk/workflow/node-credentials';
import { googleApiUrl, type GoogleService } from '../../../credentials/types/google';
import { serviceAccountToken } from '../../../credentials/connect/google-service-account';
import { renewOAuth2Token } from '../../../credentials/connect/oauth2';
import { OAUTH_TOKEN_DATA_KEY } from '../../../credentials/redaction';
import {
  NodeApiError,
  NodeOperationError,
  type IExecuteFunctions,
  type IHttpRequestFullOptions,
  type ILoadOptionsFunctions,
  type IN8nHttpFullResponse,
  type IPollFunctions,
} from '../../../engine/node-interface';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 30;

export interface GoogleRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  service: GoogleService;
  /** Path on the service (`/v4/spreadsheets/...`), or a full URL (Google's upload and paging links). */
  path: string;
  qs?: IDataObject;
  body?: IHttpRequestFullOptions['body'];
  headers?: IDataObject;
  /** `arraybuffer`: the body as a Buffer (downloads). */
  encoding?: 'arraybuffer';
  /** Resolve with the whole answer (status, headers, body). */
  full?: boolean;
  /** Statuses of 300 and above that are answers, not refusals (308 between upload chunks). */
  acceptStatus?: number[];
}

type GoogleFunctions = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export interface GoogleSession {
  request(request: GoogleRequest): Promise<unknown>;
}

function retryAfterOf(response: IN8nHttpFullResponse): number {
  const raw = response.headers['retry-after'];
  if (raw === undefined) return 1;
  const seconds = Number(raw);
  const wait = Number.isFinite(seconds) ? seconds : (Date.parse(String(raw)) - Date.now()) / 1000;
  return Number.isFinite(wait) ? Math.min(Math.max(wait, 0), MAX_RETRY_AFTER_S) : 1;
}

function refusal(fn: GoogleFunctions, response: IN8nHttpFullResponse): NodeApiError {
  let body = response.body;
  if (Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      body = {};
    }
  }
  const error = ((body !== null && typeof body === 'object' ? (body as IDataObject)['error'] : undefined) ?? {}) as IDataObject;
  const message = typeof error['message'] === 'string' ? error['message'] : `Google answered ${response.statusCode}`;
  return new NodeApiError(fn.getNode(), { ...error, message, httpCode: response.statusCode });
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A session for the node's credential: `oauthType` (googleSheetsOAuth2Api, ...) or, when
 * `authentication` is `serviceAccount`, `googleApi` with `scopes`.
 */
export async function googleSession(
  fn: GoogleFunctions,
  authentication: string,
  oauthType: string,
  scopes: string[],
): Promise<GoogleSession> {
  const serviceAccount = authentication === 'serviceAccount';
  const type = serviceAccount ? 'googleApi' : oauthType;
  const data = (await fn.getCredentials(type)) as IDataObject;
  let token = data[OAUTH_TOKEN_DATA_KEY] as IDataObject | undefined;
  let accessToken: string | undefined = serviceAccount ? undefined : (token?.['access_token'] as string | undefined);
  if (!serviceAccount && typeof accessToken !== 'string')
    throw new NodeOperationError(fn.getNode(), 'The Google credential is not connected: connect the account in the credential first.');

  const renew = async (): Promise<boolean> => {
    if (serviceAccount) {
      accessToken = await serviceAccountToken(data, scopes);
      return true;
    }
    if (typeof token?.['refresh_token'] !== 'string') return false;
    token = await renewOAuth2Token(data, token);
    accessToken = String(token['access_token']);
    const id = normalizeNodeCredentials(fn.getNode().credentials)?.[type]?.id;
    if ('saveOAuth2Token' in fn && typeof id === 'string') await fn.saveOAuth2Token(id, token);
    return true;
  };

  const send = async (request: GoogleRequest): Promise<IN8nHttpFullResponse> => {
    if (accessToken === undefined) await renew();
    return (await fn.helpers.httpRequest({
      method: request.method,
      url: /^https?:\/\//.test(request.path) ? request.path : googleApiUrl(data, request.service, request.path),
      headers: { ...request.headers, authorization: `Bearer ${accessToken}` },
      ...(request.qs ? { qs: request.qs } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.encoding ? { encoding: request.encoding } : { json: true }),
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
    })) as IN8nHttpFullResponse;
  };

  return {
    async request(request) {
      let renewed = false;
      for (let attempt = 0; ; attempt++) {
        const response = await send(request);
        if (response.statusCode < 400 || request.acceptStatus?.includes(response.statusCode))
          return request.full ? response : response.body;
        if (response.statusCode === 401 && !renewed) {
          renewed = true;
          if (await renew()) continue;
        }
        if (response.statusCode !== 429 || attempt >= MAX_RETRIES) throw refusal(fn, response);
        await sleep(retryAfterOf(response));
      }
    },
  };
}
