/**
 * The small HTTP client credential tests and OAuth token calls use (node:http/https, so
 * "Ignore SSL Issues" can switch certificate checks off per request).
 *
 * - Only http: and https: URLs (spec §5 blocks ftp, ldap, smtp ... for HTTP use).
 * - Redirects are followed (at most 5) only within the same origin, so a credential's
 *   headers never travel to another site; a redirect elsewhere comes back as the answer.
 * - Answers are read up to 1 MiB; a request gives up after 15 seconds.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Longest answer body read. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Time limit of one request. */
export const REQUEST_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

/** A request to send. */
export interface OutgoingRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Accept any TLS certificate. */
  ignoreSslIssues?: boolean;
  timeoutMs?: number;
}

/** What came back. */
export interface IncomingResponse {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The URL that answered (after same-origin redirects). */
  url: URL;
}

/** The request could not be made or did not finish (not an HTTP error status). */
export class RequestFailedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RequestFailedError';
  }
}

/** Throws unless `url` is http(s). */
export function assertHttpUrl(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RequestFailedError(`Only http and https URLs can be used, not ${url.protocol.replace(/:$/, '')}.`);
  }
}

/** Parses `text` as an absolute http(s) URL, with a message naming `what` otherwise. */
export function parseHttpUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new RequestFailedError(`${what} is not a valid URL: "${text.slice(0, 200)}".`);
  }
  assertHttpUrl(url);
  return url;
}

function sendOnce(request: OutgoingRequest): Promise<IncomingResponse> {
  assertHttpUrl(request.url);
  const send = request.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = { 'user-agent': 'Switchyard', ...request.headers };
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const req = send(
      request.url,
      {
        method: request.method,
        headers,
        timeout: request.timeoutMs ?? REQUEST_TIMEOUT_MS,
        ...(request.url.protocol === 'https:' && request.ignoreSslIssues ? { rejectUnauthorized: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
          else res.destroy();
        });
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            url: request.url,
          });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', (error) => reject(new RequestFailedError(error.message, undefined, { cause: error })));
      },
    );
    req.on('timeout', () => req.destroy(new RequestFailedError('The request timed out.', 'ETIMEDOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof RequestFailedError) reject(error);
      else reject(new RequestFailedError(error.message, error.code, { cause: error }));
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** Sends `request`, following same-origin redirects. */
export async function sendRequest(request: OutgoingRequest): Promise<IncomingResponse> {
  let current = request;
  for (let hop = 0; ; hop++) {
    const response = await sendOnce(current);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || location === undefined || hop >= MAX_REDIRECTS) {
      return response;
    }
    let next: URL;
    try {
      next = new URL(location, current.url);
    } catch {
      return response;
    }
    if (next.origin !== current.url.origin) return response;
    // 303 (and 301/302 after a POST, as browsers do) continue as GET without a body.
    const keepMethod = response.status === 307 || response.status === 308 || current.method === 'GET';
    current = keepMethod
      ? { ...current, url: next }
      : { ...current, url: next, method: 'GET', body: undefined };
  }
}

/** A header's value as one string (joined when repeated). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
