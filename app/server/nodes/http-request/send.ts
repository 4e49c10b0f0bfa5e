/**
 * Sends a {@link RequestSpec} with undici: a shared connection pool per TLS mode ("Ignore
 * SSL Issues" gets its own agent that accepts any certificate), a time limit over the
 * whole exchange, and redirects followed here (so `maxRedirects` and the method rules are
 * ours): 303, and 301/302 after a POST, continue as GET without a body; a redirect to
 * another origin drops the Authorization, Proxy-Authorization and Cookie headers and every
 * header the credential set, so credentials stay with the site they were meant for.
 * Connections obey the outbound policy (app/server/outbound/ssrf.ts): private, loopback
 * and link-local addresses are refused unless allowed, checked on every hop.
 */
import { FormData, ProxyAgent, request } from 'undici';
import type { Dispatcher } from 'undici';
import { assertHostAllowed, guardedAgent } from '../../outbound/ssrf';
import type { RequestSpec } from './build-request';
import { parseRequestUrl } from './build-request';

/** What came back. */
export interface SentResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: URL;
}

/** Transport options. */
export interface SendOptions {
  timeoutMs: number;
  followRedirects: boolean;
  maxRedirects: number;
  allowUnauthorizedCerts: boolean;
  proxy?: string;
  signal?: AbortSignal;
  /** Headers the credential added (dropped on a redirect to another origin). */
  credentialHeaders?: readonly string[];
}

/** The request did not complete (no HTTP status). */
export class SendError extends Error {
  constructor(message: string, readonly code?: string) {
    super(message);
    this.name = 'SendError';
  }
}

const strictAgent = guardedAgent({ rejectUnauthorized: true });
const lenientAgent = guardedAgent({ rejectUnauthorized: false });
const proxies = new Map<string, ProxyAgent>();

function dispatcherFor(options: SendOptions): Dispatcher {
  if (options.proxy !== undefined && options.proxy !== '') {
    const key = `${options.proxy}|${options.allowUnauthorizedCerts}`;
    let agent = proxies.get(key);
    if (agent === undefined) {
      agent = new ProxyAgent({ uri: options.proxy, requestTls: { rejectUnauthorized: !options.allowUnauthorizedCerts } });
      proxies.set(key, agent);
    }
    return agent;
  }
  return options.allowUnauthorizedCerts ? lenientAgent : strictAgent;
}

function encode(spec: RequestSpec): { body: string | Buffer | FormData | undefined; headers: Record<string, string> } {
  const headers = { ...spec.headers };
  const hasType = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
  const setType = (value: string | undefined) => {
    if (!hasType && value !== undefined) headers['content-type'] = value;
  };
  switch (spec.body.kind) {
    case 'none':
      return { body: undefined, headers };
    case 'json':
      setType('application/json');
      return { body: JSON.stringify(spec.body.value), headers };
    case 'form-urlencoded':
      setType('application/x-www-form-urlencoded');
      return { body: spec.body.value, headers };
    case 'bytes':
      setType(spec.body.contentType);
      return { body: spec.body.value, headers };
    case 'multipart': {
      // undici writes the boundary into the content type itself; a user-set one would not match.
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
      const form = new FormData();
      for (const part of spec.body.parts) {
        if ('data' in part) form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.mimeType }), part.fileName ?? part.name);
        else form.append(part.name, part.value);
      }
      return { body: form, headers };
    }
  }
}

function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? (key === 'set-cookie' ? value.join('\n') : value.join(', ')) : value;
  }
  return out;
}

function describeFailure(error: unknown, timeoutMs: number, timedOut: boolean): SendError {
  if (timedOut) return new SendError(`Timeout of ${timeoutMs}ms exceeded`, 'ETIMEDOUT');
  const err = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = err.cause?.code ?? err.code;
  const message = err.cause?.message ?? err.message ?? String(error);
  if (code === 'ECONNREFUSED') return new SendError(`The connection was refused (${message})`, code);
  if (code === 'ENOTFOUND') return new SendError(`The host could not be found (${message})`, code);
  if (code === 'ESSRF') return new SendError(message, code);
  return new SendError(message, code);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Sends the request and reads the whole answer. */
export async function send(spec: RequestSpec, options: SendOptions): Promise<SentResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let current = spec;
  for (let hop = 0; ; hop++) {
    const { body, headers } = encode(current);
    let answer: Dispatcher.ResponseData;
    try {
      // Through a proxy the connection goes to the proxy: check both hosts by name first.
      if (options.proxy !== undefined && options.proxy !== '') {
        await assertHostAllowed(new URL(options.proxy).hostname);
        await assertHostAllowed(current.url.hostname);
      }
      answer = await request(current.url, {
        method: current.method as Dispatcher.HttpMethod,
        headers,
        body,
        dispatcher: dispatcherFor(options),
        signal,
      });
    } catch (error) {
      throw describeFailure(error, options.timeoutMs, timeout.aborted);
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      throw describeFailure(error, options.timeoutMs, timeout.aborted);
    }
    const responseHeaders = flatHeaders(answer.headers);
    const location = responseHeaders['location'];
    if (!options.followRedirects || !REDIRECTS.has(answer.statusCode) || location === undefined || hop >= options.maxRedirects) {
      return { statusCode: answer.statusCode, statusMessage: statusText(answer.statusCode), headers: responseHeaders, body: bytes, url: current.url };
    }
    const next = parseRequestUrl(new URL(location, current.url).toString());
    const nextHeaders = { ...current.headers };
    if (next.origin !== current.url.origin) {
      const sensitive = new Set(['authorization', 'proxy-authorization', 'cookie', ...(options.credentialHeaders ?? []).map((name) => name.toLowerCase())]);
      for (const key of Object.keys(nextHeaders)) if (sensitive.has(key.toLowerCase())) delete nextHeaders[key];
    }
    const asGet = answer.statusCode === 303 || ((answer.statusCode === 301 || answer.statusCode === 302) && current.method === 'POST');
    current = asGet
      ? { method: current.method === 'HEAD' ? 'HEAD' : 'GET', url: next, headers: nextHeaders, body: { kind: 'none' } }
      : { ...current, url: next, headers: nextHeaders };
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other',
  304: 'Not Modified', 307: 'Temporary Redirect', 308: 'Permanent Redirect', 400: 'Bad Request', 401: 'Unauthorized',
  403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** The standard reason phrase (HTTP/1.1 servers may send another; undici does not report it). */
export function statusText(code: number): string {
  return STATUS_TEXT[code] ?? '';
}
