/**
 * The server's one HTTP client for outbound requests: the HTTP Request node, nodes'
 * `helpers.httpRequest`, credential tests, OAuth token and signing calls, and importing a
 * workflow from a URL all send through {@link sendOutbound}. So there is one list of refused
 * protocols, one redirect rule, one switch for invalid certificates and one outbound
 * (SSRF) policy, whoever sends:
 *
 * - Only http: and https: URLs; the protocols of {@link BLOCKED_URL_PROTOCOLS} are named
 *   when refused, so the user learns they are refused on purpose.
 * - Redirects are followed here, up to the caller's limit: 303, and 301/302 after a POST,
 *   continue as GET without a body (HEAD stays HEAD); every other redirect keeps the method
 *   and body. On a redirect to another origin the caller chooses: stop and answer with the
 *   redirect, or go on without the Authorization, Proxy-Authorization and Cookie headers and
 *   the headers the credential set, so credentials stay with the site they were meant for.
 * - `ignoreInvalidCerts` accepts any TLS certificate (a connection pool of its own).
 * - Every connection obeys the outbound policy (`./ssrf.ts`), checked where the connection
 *   is made, on every hop; through a proxy, the proxy's and the target's hosts are checked
 *   by name first.
 * - One time limit covers the whole exchange, redirects and body included; a body larger
 *   than `maxBodyBytes` is cut there and the answer says so.
 * - A compressed answer (gzip, deflate, br) is decompressed when the caller asks, as a
 *   browser's fetch does (node helpers); the HTTP Request node keeps the bytes as sent.
 *
 * @module
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ProxyAgent, request } from 'undici';
import type { Dispatcher, FormData } from 'undici';
import { assertHostAllowed, guardedAgent } from './ssrf';

/** Protocols refused for every outbound use (import, HTTP requests), without the colon. */
export const BLOCKED_URL_PROTOCOLS: readonly string[] = [
  'ftp',
  'ftps',
  'dict',
  'imap',
  'imaps',
  'ldap',
  'ldaps',
  'mqtt',
  'pop',
  'pop3s',
  'rtmp',
  'rtsp',
  'scp',
  'sftp',
  'smb',
  'smbs',
  'smtp',
  'smtps',
  'telnet',
  'tftp',
];

/** The scheme of `raw` (lower case) when it is one of {@link BLOCKED_URL_PROTOCOLS}. */
export function blockedProtocolOf(raw: string): string | undefined {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  return scheme !== undefined && BLOCKED_URL_PROTOCOLS.includes(scheme) ? scheme : undefined;
}

/** Whether `url` is http: or https:. */
export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** A request body. */
export type OutboundBody = string | Uint8Array | FormData;

/** What to do on a redirect to another origin. */
export type CrossOriginRedirect = 'stop' | 'drop-credentials';

/** A request to send. */
export interface OutboundRequest {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  body?: OutboundBody;
  /** Time for the whole exchange, redirects and body included, in ms. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Accept any TLS certificate. */
  ignoreInvalidCerts?: boolean;
  /** An http(s) proxy URL. */
  proxy?: string;
  /** Redirects followed at most (0: none; the redirect is the answer). */
  maxRedirects: number;
  /** On a redirect to another origin; 'drop-credentials' when not given. */
  crossOrigin?: CrossOriginRedirect;
  /** Headers the credential set: dropped with Authorization and Cookie on a redirect to another origin. */
  credentialHeaders?: readonly string[];
  /**
   * Checks a redirect's target before it is followed; throws to refuse it. Without it a
   * target that is not http(s) is refused with {@link OutboundRequestError}.
   */
  checkRedirect?: (next: URL) => URL;
  /** Longest body read, in bytes; the rest is not read. */
  maxBodyBytes?: number;
  /** Decompress a gzip, deflate or br answer. */
  decompress?: boolean;
}

/** What came back. */
export interface OutboundResponse {
  status: number;
  statusText: string;
  /** Header values; repeated headers joined with ', ' (Set-Cookie with a line break). */
  headers: Record<string, string>;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: URL;
  /** The body was longer than `maxBodyBytes` and was cut there. */
  truncated: boolean;
}

/** The request did not complete (no HTTP status): refused, unreachable, timed out. */
export class OutboundRequestError extends Error {
  constructor(
    message: string,
    /** `ETIMEDOUT` for the time limit, `ESSRF` for the outbound policy, else the system's code. */
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'OutboundRequestError';
  }
}

const strictAgent = guardedAgent({ rejectUnauthorized: true });
const lenientAgent = guardedAgent({ rejectUnauthorized: false });
const proxies = new Map<string, Dispatcher>();

function dispatcherFor(proxy: string | undefined, ignoreInvalidCerts: boolean): Dispatcher {
  if (proxy === undefined || proxy === '') return ignoreInvalidCerts ? lenientAgent : strictAgent;
  const key = `${proxy}|${ignoreInvalidCerts}`;
  let agent = proxies.get(key);
  if (agent === undefined) {
    agent = new ProxyAgent({ uri: proxy, requestTls: { rejectUnauthorized: !ignoreInvalidCerts } });
    proxies.set(key, agent);
  }
  return agent;
}

function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(key === 'set-cookie' ? '\n' : ', ') : value;
  }
  return out;
}

function failure(error: unknown, timeoutMs: number, timedOut: boolean): OutboundRequestError {
  if (error instanceof OutboundRequestError) return error;
  if (timedOut) return new OutboundRequestError(`Timeout of ${timeoutMs}ms exceeded`, 'ETIMEDOUT', { cause: error });
  const err = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = err.cause?.code ?? err.code;
  return new OutboundRequestError(err.cause?.message ?? err.message ?? String(error), code, { cause: error });
}

async function readBody(body: Dispatcher.ResponseData['body'], limit: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (size + chunk.length > limit) {
      chunks.push(chunk.subarray(0, limit - size));
      // The rest is not wanted: close the stream, whose abort error nobody waits for.
      body.on('error', () => undefined);
      body.destroy();
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    size += chunk.length;
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

const DECOMPRESS: Readonly<Record<string, (bytes: Buffer) => Buffer>> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body as sent, undone of its content encoding (a truncated body is left as it is). */
function decoded(bytes: Buffer, encoding: string | undefined, truncated: boolean): Buffer {
  const decode = encoding === undefined || truncated ? undefined : DECOMPRESS[encoding.trim().toLowerCase()];
  return decode === undefined || bytes.length === 0 ? bytes : decode(bytes);
}

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const ALWAYS_SENSITIVE = ['authorization', 'proxy-authorization', 'cookie'];

function defaultCheck(next: URL): URL {
  const blocked = blockedProtocolOf(next.href);
  if (blocked !== undefined) throw new OutboundRequestError(`The protocol "${blocked}" is not allowed`);
  if (!isHttpUrl(next)) throw new OutboundRequestError(`Only http and https URLs are supported, not "${next.protocol.replace(/:$/, '')}"`);
  return next;
}

/** The request after a redirect to `next` (see the module comment for the rule). */
function redirected(current: OutboundRequest, status: number, next: URL): OutboundRequest {
  const headers = { ...current.headers };
  if (next.origin !== current.url.origin) {
    const sensitive = new Set([...ALWAYS_SENSITIVE, ...(current.credentialHeaders ?? []).map((name) => name.toLowerCase())]);
    for (const key of Object.keys(headers)) if (sensitive.has(key.toLowerCase())) delete headers[key];
  }
  const asGet = status === 303 || ((status === 301 || status === 302) && current.method.toUpperCase() === 'POST');
  if (!asGet) return { ...current, url: next, headers };
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === 'content-type' || key.toLowerCase() === 'content-length') delete headers[key];
  const { body: _dropped, ...rest } = current;
  return { ...rest, method: current.method.toUpperCase() === 'HEAD' ? 'HEAD' : 'GET', url: next, headers };
}

/**
 * Sends `input`, following redirects as the module comment says, and reads the answer.
 *
 * @param input - the request
 * @returns the answer, whatever its status
 * @throws OutboundRequestError when no answer came (refused, unreachable, timed out)
 */
export async function sendOutbound(input: OutboundRequest): Promise<OutboundResponse> {
  const timeout = AbortSignal.timeout(input.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const limit = input.maxBodyBytes ?? Number.POSITIVE_INFINITY;
  // Errors of the exchange itself become OutboundRequestError; a caller's redirect check throws its own.
  const exchange = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      throw failure(error, input.timeoutMs, timeout.aborted);
    }
  };
  let current = input;
  for (let hop = 0; ; hop++) {
    const sent = current;
    const answer = await exchange(async () => {
      if (input.proxy !== undefined && input.proxy !== '') {
        await assertHostAllowed(new URL(input.proxy).hostname);
        await assertHostAllowed(sent.url.hostname);
      }
      return request(sent.url, {
        method: sent.method.toUpperCase() as Dispatcher.HttpMethod,
        headers: sent.headers ?? {},
        body: sent.body,
        dispatcher: dispatcherFor(input.proxy, input.ignoreInvalidCerts === true),
        signal,
      });
    });
    const headers = flatHeaders(answer.headers);
    const next =
      hop < input.maxRedirects
        ? redirectTarget(sent, answer.statusCode, headers['location'], input.crossOrigin ?? 'drop-credentials')
        : undefined;
    if (next !== undefined) {
      await exchange(() => answer.body.dump());
      current = redirected(sent, answer.statusCode, (input.checkRedirect ?? defaultCheck)(next));
      continue;
    }
    const read = await exchange(() => readBody(answer.body, limit));
    const body = input.decompress
      ? await exchange(async () => decoded(read.bytes, headers['content-encoding'], read.truncated))
      : read.bytes;
    const text = answer.statusText || statusText(answer.statusCode);
    return { status: answer.statusCode, statusText: text, headers, body, url: sent.url, truncated: read.truncated };
  }
}

/** Where a redirect answer points, when it is to be followed. */
function redirectTarget(
  sent: OutboundRequest,
  status: number,
  location: string | undefined,
  crossOrigin: CrossOriginRedirect,
): URL | undefined {
  if (!REDIRECTS.has(status) || location === undefined) return undefined;
  let next: URL;
  try {
    next = new URL(location, sent.url);
  } catch {
    return undefined;
  }
  return crossOrigin === 'stop' && next.origin !== sent.url.origin ? undefined : next;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase, for when the server sent none. */
export function statusText(code: number): string {
  return STATUS_TEXT[code] ?? '';
}
