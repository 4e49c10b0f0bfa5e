/**
 * How credential tests and OAuth token calls use the server's outbound HTTP client
 * (app/server/outbound/http-client.ts, so they obey the outbound policy too; "Ignore SSL
 * Issues" is its certificate switch):
 *
 * - Only http: and https: URLs.
 * - Redirects are followed (at most 5) only within the same origin, so a credential's
 *   headers never travel to another site; a redirect elsewhere comes back as the answer.
 * - Answers are read up to 1 MiB; a request gives up after 15 seconds.
 */
import { OutboundRequestError, sendOutbound } from '../../outbound/http-client';

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
  /** Header values by lower-case name. */
  headers: Record<string, string>;
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

/** Sends `request`, following same-origin redirects (at most 5). */
export async function sendRequest(request: OutgoingRequest): Promise<IncomingResponse> {
  assertHttpUrl(request.url);
  try {
    const answer = await sendOutbound({
      method: request.method,
      url: request.url,
      headers: { 'user-agent': 'Switchyard', ...request.headers },
      ...(request.body !== undefined ? { body: request.body } : {}),
      timeoutMs: request.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ignoreInvalidCerts: request.ignoreSslIssues === true,
      maxRedirects: MAX_REDIRECTS,
      crossOrigin: 'stop',
      maxBodyBytes: MAX_RESPONSE_BYTES,
    });
    return {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
      body: answer.body.toString('utf8'),
      url: answer.url,
    };
  } catch (error) {
    if (!(error instanceof OutboundRequestError)) throw error;
    const message = error.code === 'ETIMEDOUT' ? 'The request timed out.' : error.message;
    throw new RequestFailedError(message, error.code, { cause: error });
  }
}

/** A header's value as one string (joined when repeated). */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return headers[name.toLowerCase()];
}
