/**
 * The browser REST client: JSON in and out, the session id header, cookies,
 * `{ data }` unwrapping and the error mapping of the error catalogue.
 * Nothing here touches `window` at module load, so the server can import it.
 *
 * @module
 */
import { type QueryParams, joinUrl } from './query';
import { NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../settings/constants';
import { ResponseError } from './response-error';

/** The header that ties REST calls to the editor tab (its push session). */
export const SESSION_ID_HEADER = 'push-ref';

/** The default REST base. */
export const DEFAULT_REST_BASE_URL = '/rest';

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A `fetch`-compatible function. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link createRestClient}. */
export interface RestClientOptions {
  /** REST base; relative (`/rest`, the default) or absolute. */
  baseUrl?: string;
  /** The editor tab's session id, or a getter read on every call. Sent as {@link SESSION_ID_HEADER}. */
  sessionId?: string | (() => string | undefined);
  /** The fetch to use; defaults to the global `fetch`, looked up per call. */
  fetch?: FetchLike;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
  /** Cookie policy; defaults to `same-origin`. */
  credentials?: RequestCredentials;
}

/** Options of one call. */
export interface RestRequestOptions {
  /** Query parameters (objects as JSON strings, arrays repeated). */
  query?: QueryParams;
  /** Body: sent as JSON, except `FormData`, `Blob`, `URLSearchParams` and strings, which are sent as-is. */
  body?: unknown;
  /** Aborts the call; an abort rejects with the abort reason, not a network error. */
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

/**
 * A REST client. Each method resolves with the response's `data` (or the
 * whole body when it is not wrapped, `undefined` when it is empty) and
 * rejects with a {@link ResponseError}, a passed-through `NodeApiError`
 * object, the abort reason, or an `Error` for anything else.
 */
export interface RestClient {
  /** The REST base the client was created with. */
  readonly baseUrl: string;
  /** Sends a request with any method. */
  request<T = unknown>(method: HttpMethod, path: string, options?: RestRequestOptions): Promise<T>;
  /** `GET path`. */
  get<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  /** `POST path`. */
  post<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  /** `PATCH path`. */
  patch<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  /** `PUT path`. */
  put<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  /** `DELETE path`. */
  delete<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
}

function isPassThroughBody(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function label(method: HttpMethod, url: string): string {
  return `${method} ${url}`;
}

/** Maps a non-2xx response to the error the catalogue asks for. */
function toHttpError(method: HttpMethod, url: string, response: Response, text: string): unknown {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isRecord(body) && typeof body.message === 'string') {
    if (body.name === 'NodeApiError') {
      return { ...body, httpStatusCode: response.status };
    }
    return new ResponseError(body.message, {
      errorCode: typeof body.code === 'number' || typeof body.code === 'string' ? body.code : undefined,
      httpStatusCode: response.status,
      serverStackTrace: typeof body.stack === 'string' ? body.stack : undefined,
      hint: typeof body.hint === 'string' ? body.hint : undefined,
    });
  }
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const snippet = text.trim().slice(0, 200);
  return new Error(`Request failed with status ${status} (${label(method, url)})${snippet ? `: ${snippet}` : ''}`);
}

/**
 * Creates a REST client.
 *
 * @param options - Base URL, session id, fetch and default headers.
 * @returns The client.
 *
 * @example
 * ```ts
 * const rest = createRestClient({ sessionId: pushRef });
 * const workflows = await rest.get<IWorkflowDb[]>('/workflows', { query: { filter: { active: true } } });
 * ```
 */
export function createRestClient(options: RestClientOptions = {}): RestClient {
  const baseUrl = options.baseUrl ?? DEFAULT_REST_BASE_URL;
  const credentials = options.credentials ?? 'same-origin';

  // Called as a plain function so the browser's fetch is never invoked with a foreign `this`.
  const doFetch: FetchLike = (input, init) => {
    const fetchFn: FetchLike = options.fetch ?? globalThis.fetch;
    return fetchFn(input, init);
  };

  function sessionId(): string | undefined {
    return typeof options.sessionId === 'function' ? options.sessionId() : options.sessionId;
  }

  async function request<T>(method: HttpMethod, path: string, call: RestRequestOptions = {}): Promise<T> {
    const url = joinUrl(baseUrl, path, call.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const id = sessionId();
    if (id) headers[SESSION_ID_HEADER] = id;

    if (method === 'GET' && call.body !== undefined) {
      throw new TypeError(`GET requests cannot carry a body (${label(method, url)}); use \`query\`.`);
    }
    let body: BodyInit | undefined;
    if (call.body !== undefined) {
      if (isPassThroughBody(call.body)) {
        body = call.body as BodyInit;
      } else {
        body = JSON.stringify(call.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    Object.assign(headers, call.headers);

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, credentials, signal: call.signal });
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      throw new ResponseError(NETWORK_ERROR_MESSAGE, { errorCode: NETWORK_ERROR_CODE, cause: error });
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      throw new Error(`Could not read the response of ${label(method, url)}`, { cause: error });
    }

    if (!response.ok) throw toHttpError(method, url, response, text);
    if (response.status === 204 || text.trim() === '') return undefined as T;

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`Invalid JSON in the response of ${label(method, url)}: ${text.trim().slice(0, 200)}`, {
        cause: error,
      });
    }
    if (isRecord(parsed) && Object.prototype.hasOwnProperty.call(parsed, 'data')) return parsed.data as T;
    return parsed as T;
  }

  return {
    baseUrl,
    request,
    get: <T>(path: string, call?: RestRequestOptions) => request<T>('GET', path, call),
    post: <T>(path: string, call?: RestRequestOptions) => request<T>('POST', path, call),
    patch: <T>(path: string, call?: RestRequestOptions) => request<T>('PATCH', path, call),
    put: <T>(path: string, call?: RestRequestOptions) => request<T>('PUT', path, call),
    delete: <T>(path: string, call?: RestRequestOptions) => request<T>('DELETE', path, call),
  };
}
