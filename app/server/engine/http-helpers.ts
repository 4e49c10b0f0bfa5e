/**
 * `helpers.httpRequest` and the authenticated variants nodes call: built on the server's
 * outbound HTTP client (app/server/outbound/http-client.ts), so its redirect rule, its
 * certificate switch and the outbound policy apply. Only http and https are allowed; the
 * refused protocols are named before any connection. Credentials are applied through the
 * credential type's `authenticate` (generic templates, or a function), and OAuth2 types
 * send their stored access token as a bearer token.
 */
import type { ICredentialDataDecryptedObject, ICredentialType, IDataObject } from '@sdk/workflow';
import { OAUTH_TOKEN_DATA_KEY } from '../credentials/redaction';
import { resolveTemplate, resolveTemplateObject } from '../credentials/connect/template';
import { blockedProtocolOf, OutboundRequestError, sendOutbound } from '../outbound/http-client';
import type { OutboundBody } from '../outbound/http-client';
import type { IHttpRequestFullOptions, IN8nHttpFullResponse, IRequestHelpers } from './node-interface';
import { fromLegacyOptions } from './legacy-request-options';
import { withQuery } from './wire-encoding';
import { FormData as UndiciFormData } from 'undici';

/** Redirects followed when the options set no limit (what a browser's fetch follows). */
const DEFAULT_MAX_REDIRECTS = 20;

/** Default request timeout (n8n's is 300 s for the node, we keep the same). */
export const DEFAULT_HTTP_TIMEOUT_MS = 300_000;

/** Thrown for a failed HTTP exchange; carries n8n's fields so NodeApiError can wrap it. */
export class HttpRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly response?: IN8nHttpFullResponse,
  ) {
    super(message);
    this.name = 'HttpRequestError';
  }
  get httpCode(): string | undefined {
    return this.statusCode === undefined ? undefined : String(this.statusCode);
  }
}

/** Refuses everything but http/https (naming the protocol when it is one of the refused ones). */
export function assertRequestUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpRequestError(`Invalid URL: ${raw.slice(0, 200)}`);
  }
  const protocol = url.protocol.replace(/:$/, '');
  if (blockedProtocolOf(url.href) !== undefined) throw new HttpRequestError(`The protocol "${protocol}" is not allowed`);
  if (protocol !== 'http' && protocol !== 'https') throw new HttpRequestError(`Only http and https URLs are supported, not "${protocol}"`);
  return url;
}

function buildUrl(options: IHttpRequestFullOptions): URL {
  // As axios (the anchor's client) joins them: a relative URL is appended to the base's path
  // (`https://api.x/v2` + `/scrape` is `https://api.x/v2/scrape`); an absolute one stands alone.
  const raw =
    options.baseURL && !/^[a-z][a-z\d+.-]*:\/\//i.test(options.url)
      ? options.url
        ? `${options.baseURL.replace(/\/+$/, '')}/${options.url.replace(/^\/+/, '')}`
        : options.baseURL
      : options.url;
  // The query follows the URL's own, written with qs as n8n's axios serializer writes it. Arrays
  // repeat their key unless the request names a format: n8n's global default is indices
  // (`a[0]=`), but the built-in nodes here were written against repeated keys, and switching
  // needs each node's own n8n format checked first (docs/nodes.md, "Query strings").
  return withQuery(assertRequestUrl(raw), options.qs, options.arrayFormat ?? 'repeat');
}

function encodeBody(options: IHttpRequestFullOptions, headers: Record<string, string>): OutboundBody | undefined {
  const body = options.body;
  if (body === undefined || body === null) return undefined;
  const type = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return new Uint8Array(body);
  if (typeof body === 'string') return body;
  if (body instanceof UndiciFormData) return body;
  if (body instanceof URLSearchParams) {
    // Sent as a browser's fetch sends it.
    if (!type) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return body.toString();
  }
  if (body instanceof FormData) {
    // The runtime's FormData is not undici's: copy the fields over.
    const form = new UndiciFormData();
    for (const [key, value] of body.entries()) form.append(key, value as string);
    return form;
  }
  if (type.includes('application/x-www-form-urlencoded')) return new URLSearchParams(body as Record<string, string>).toString();
  if (!type) headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

/** Sends one request; see {@link IHttpRequestFullOptions}. */
export async function httpRequest(options: IHttpRequestFullOptions, signal?: AbortSignal): Promise<unknown> {
  const url = buildUrl(options);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined && value !== null) headers[key] = String(value as string);
  if (options.auth) {
    headers.authorization = `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64')}`;
  }
  const body = encodeBody(options, headers);
  const timeoutMs = options.timeout ?? DEFAULT_HTTP_TIMEOUT_MS;
  // The defaults a browser's fetch sends, which some APIs require (a user agent in particular).
  const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  if (!given.has('user-agent')) headers['user-agent'] = 'Switchyard';
  if (!given.has('accept')) headers['accept'] = '*/*';
  const response = await sendOutbound({
    method: options.method ?? 'GET',
    url,
    headers,
    ...(body !== undefined ? { body } : {}),
    timeoutMs,
    ...(signal ? { signal } : {}),
    ignoreInvalidCerts: options.skipSslCertificateValidation === true || options.skipSslCertificateValidation === 'true',
    maxRedirects: options.disableFollowRedirect ? 0 : (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS),
    checkRedirect: (next) => assertRequestUrl(next.href),
    decompress: true,
  }).catch((error: unknown) => {
    if (error instanceof OutboundRequestError) throw new HttpRequestError(error.message);
    throw error;
  });
  const responseHeaders = response.headers;
  const buffer = response.body;
  const contentType = responseHeaders['content-type'] ?? '';
  let parsed: unknown = buffer;
  if (options.encoding !== 'arraybuffer') {
    const text = buffer.toString('utf8');
    parsed = text;
    if (options.encoding === 'json' || options.json || (options.encoding !== 'text' && contentType.includes('json'))) {
      try {
        parsed = text === '' ? {} : (JSON.parse(text) as unknown);
      } catch {
        parsed = text;
      }
    }
  }
  const full: IN8nHttpFullResponse = {
    body: parsed,
    headers: responseHeaders,
    statusCode: response.status,
    statusMessage: response.statusText,
  };
  if (!options.ignoreHttpStatusErrors && response.status >= 400) {
    throw new HttpRequestError(`Request failed with status code ${response.status}`, response.status, full);
  }
  return options.returnFullResponse ? full : parsed;
}

/** Applies a credential to request options through its type's `authenticate`. */
export async function authenticateRequest(
  type: ICredentialType | undefined,
  data: ICredentialDataDecryptedObject,
  options: IHttpRequestFullOptions,
): Promise<IHttpRequestFullOptions> {
  const out: IHttpRequestFullOptions = { ...options, headers: { ...options.headers }, qs: { ...options.qs } };
  const token = data[OAUTH_TOKEN_DATA_KEY] as IDataObject | undefined;
  if (token && typeof token.access_token === 'string') {
    out.headers = { ...out.headers, authorization: `Bearer ${token.access_token}` };
    return out;
  }
  const authenticate = type?.authenticate;
  if (!authenticate) return out;
  if (typeof authenticate === 'function') return (await authenticate(data, out as never)) as IHttpRequestFullOptions;
  const { headers, qs, body, auth } = authenticate.properties;
  if (headers) Object.assign(out.headers!, resolveTemplateObject(headers, data));
  if (qs) Object.assign(out.qs!, resolveTemplateObject(qs, data));
  if (body && typeof out.body === 'object' && out.body !== null) Object.assign(out.body, resolveTemplateObject(body, data));
  if (auth) out.auth = { username: resolveTemplate(auth.username, data), password: resolveTemplate(auth.password, data) };
  return out;
}

/** Builds the request helpers of one node run. */
export function createRequestHelpers(deps: {
  loadCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
  credentialType(type: string): ICredentialType | undefined;
  signal?: AbortSignal;
}): IRequestHelpers {
  const withAuth = async (type: string, options: IHttpRequestFullOptions, decrypted?: ICredentialDataDecryptedObject) => {
    const data = decrypted ?? (await deps.loadCredentials(type));
    return httpRequest(await authenticateRequest(deps.credentialType(type), data, options), deps.signal);
  };
  return {
    httpRequest: (options) => httpRequest(options, deps.signal),
    httpRequestWithAuthentication: (type, options, additional) => withAuth(type, options, additional?.credentialsDecrypted?.data),
    requestWithAuthentication: (type, legacy, additional) =>
      withAuth(type, fromLegacyOptions(legacy), additional?.credentialsDecrypted?.data),
  };
}
