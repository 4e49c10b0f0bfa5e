/**
 * Errors the REST client throws, per the error catalogue.
 *
 * @module
 */
// The canonical definitions live in sdk/settings; re-exporting the same
// bindings keeps `export *` in sdk/index.ts unambiguous.
export { NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../settings/constants';

/** Server error code for a save rejected because of concurrent changes. */
export const WORKFLOW_CONFLICT_ERROR_CODE = 100;

/** Details a {@link ResponseError} can carry. */
export interface ResponseErrorOptions {
  /** The server's error code (or `NETWORK_ERROR_CODE` (999)). */
  errorCode?: number | string;
  /** The HTTP status of the response. */
  httpStatusCode?: number;
  /** The server-side stack trace from the error body's `stack`. */
  serverStackTrace?: string;
  /** The server's hint on how to fix the problem. */
  hint?: string;
  /** The underlying error (e.g. the rejected fetch). */
  cause?: unknown;
}

/**
 * An error reported by the REST API (a body with a `message`), or the
 * network failure with `errorCode` `NETWORK_ERROR_CODE` (999). The message
 * is the server's message; code, status, server stack and hint are kept so
 * callers can react (e.g. code 100 on save means concurrent changes).
 */
export class ResponseError extends Error {
  /** The server's error code, or `NETWORK_ERROR_CODE` (999) for a network failure. */
  readonly errorCode?: number | string;
  /** The HTTP status of the response; missing for a network failure. */
  readonly httpStatusCode?: number;
  /** The server-side stack trace, when the server sent one. */
  readonly serverStackTrace?: string;
  /** The server's hint, when it sent one. */
  readonly hint?: string;

  /**
   * @param message - The error message (the server's message).
   * @param options - Code, status, server stack, hint and cause.
   */
  constructor(message: string, options: ResponseErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ResponseError';
    if (options.errorCode !== undefined) this.errorCode = options.errorCode;
    if (options.httpStatusCode !== undefined) this.httpStatusCode = options.httpStatusCode;
    if (options.serverStackTrace !== undefined) this.serverStackTrace = options.serverStackTrace;
    if (options.hint !== undefined) this.hint = options.hint;
  }
}

/**
 * A `NodeApiError` sent by the server, passed through as the plain object
 * the server serialised, with the HTTP status attached.
 */
export interface NodeApiErrorResponse {
  /** Always `NodeApiError`. */
  name: 'NodeApiError';
  /** The message. */
  message: string;
  /** The HTTP status of the REST response. */
  httpStatusCode: number;
  /** Further fields of the serialised error (description, httpCode, node, ...). */
  [key: string]: unknown;
}

/**
 * Whether a thrown value is a {@link ResponseError}.
 *
 * @param error - Anything caught.
 */
export function isResponseError(error: unknown): error is ResponseError {
  return error instanceof ResponseError;
}

/**
 * Whether a thrown value is a passed-through {@link NodeApiErrorResponse}.
 *
 * @param error - Anything caught.
 */
export function isNodeApiErrorResponse(error: unknown): error is NodeApiErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'NodeApiError' &&
    typeof (error as { httpStatusCode?: unknown }).httpStatusCode === 'number'
  );
}
