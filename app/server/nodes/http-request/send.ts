/**
 * Sends a {@link RequestSpec} through the server's outbound HTTP client
 * (app/server/outbound/http-client.ts): its redirect rule (a redirect to another origin
 * drops the Authorization, Proxy-Authorization and Cookie headers and every header the
 * credential set), its "Ignore SSL Issues" switch, its time limit over the whole exchange
 * and its outbound (SSRF) policy, checked on every hop. This file turns the node's request
 * into the client's and the client's failures into {@link SendError}.
 */
import { FormData } from 'undici';
import { OutboundRequestError, sendOutbound } from '../../outbound/http-client';
import type { RequestSpec } from './build-request';
import { parseRequestUrl, requestUrl } from './build-request';
import { encodeFields } from '../../engine/wire-encoding';

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
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
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
      // n8n's helper replaces any Content-Type the node set with its own for a form body.
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return { body: encodeFields(spec.body.value, spec.body.arrayFormat), headers };
    case 'bytes':
      setType(spec.body.contentType);
      return { body: spec.body.value, headers };
    case 'multipart': {
      // undici writes the boundary into the content type itself; a user-set one would not match.
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
      const form = new FormData();
      for (const part of spec.body.parts) {
        if ('data' in part)
          form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.mimeType }), part.fileName ?? part.name);
        else form.append(part.name, part.value);
      }
      return { body: form, headers };
    }
  }
}

function describeFailure(error: OutboundRequestError): SendError {
  if (error.code === 'ECONNREFUSED') return new SendError(`The connection was refused (${error.message})`, error.code);
  if (error.code === 'ENOTFOUND') return new SendError(`The host could not be found (${error.message})`, error.code);
  return new SendError(error.message, error.code);
}

/**
 * The User-Agent sent when the node sets none: n8n's own (`n8n`), so a server that
 * refuses requests without one, or that expects n8n's, answers as it answers n8n.
 */
export const DEFAULT_USER_AGENT = 'n8n';

/** Sends the request and reads the whole answer. */
export async function send(spec: RequestSpec, options: SendOptions): Promise<SentResponse> {
  const { body, headers } = encode(spec);
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'user-agent')) headers['user-agent'] = DEFAULT_USER_AGENT;
  try {
    const answer = await sendOutbound({
      method: spec.method,
      url: requestUrl(spec),
      headers,
      ...(body !== undefined ? { body } : {}),
      timeoutMs: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
      ignoreInvalidCerts: options.allowUnauthorizedCerts,
      ...(options.proxy !== undefined && options.proxy !== '' ? { proxy: options.proxy } : {}),
      maxRedirects: options.followRedirects ? options.maxRedirects : 0,
      crossOrigin: 'drop-credentials',
      ...(options.credentialHeaders ? { credentialHeaders: options.credentialHeaders } : {}),
      checkRedirect: (next) => parseRequestUrl(next.toString()),
    });
    return { statusCode: answer.status, statusMessage: answer.statusText, headers: answer.headers, body: answer.body, url: answer.url };
  } catch (error) {
    throw error instanceof OutboundRequestError ? describeFailure(error) : error;
  }
}

const ACCEPT_JSON = 'application/json,text/*;q=0.99';
const ACCEPT_TEXT = 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, */*;q=0.1';
const ACCEPT_ANY = 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, image/*;q=0.8, */*;q=0.7';

/**
 * `spec` with n8n's Accept header for the response format ('json'; 'text' or v1/v2's
 * 'string'; anything else) unless the node set one.
 */
export function withAccept(spec: RequestSpec, responseFormat: string): RequestSpec {
  if (Object.keys(spec.headers).some((name) => name.toLowerCase() === 'accept')) return spec;
  const accept =
    responseFormat === 'json' ? ACCEPT_JSON : responseFormat === 'text' || responseFormat === 'string' ? ACCEPT_TEXT : ACCEPT_ANY;
  return { ...spec, headers: { ...spec.headers, accept } };
}
