/**
 * One error shape for every failure: `{ code, message, hint? }` with the HTTP status. The
 * editor's REST client turns that shape into its error toasts, so a handler only
 * has to throw; input mistakes are 4xx with a message the user can act on, never a 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SAVE_CONFLICT_ERROR_CODE } from '@sdk/settings/constants';
import { isUnstorableText } from '../db/errors';
import { DomainError } from '../domain-error';
import type { DomainErrorCode } from '../domain-error';

/** Body of every error response. */
export interface ErrorBody {
  /** The HTTP status, or a finer product code such as 100 (save conflict). */
  code: number;
  /** What went wrong, in words for the user. */
  message: string;
  /** What to do about it, when there is something to do. */
  hint?: string;
}

/** Throw from a route to answer with a given status, code and hint. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly hint: string | undefined;
  /** Extra response headers, such as Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    message: string,
    options: { code?: number; hint?: string; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code ?? statusCode;
    this.hint = options.hint;
    this.headers = options.headers ?? {};
  }
}

/**
 * The status (and body code, where it differs) each kind of service failure is answered
 * with: the one place that decides it. A save based on an older version answers 400 with
 * the editor's save-conflict code, which makes the editor offer to overwrite.
 */
const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorCode, { status: number; code?: number }>> = {
  invalid: { status: 400 },
  unauthenticated: { status: 401 },
  forbidden: { status: 403 },
  'not-found': { status: 404 },
  conflict: { status: 409 },
  outdated: { status: 400, code: SAVE_CONFLICT_ERROR_CODE },
  'too-large': { status: 413 },
  'upstream-failed': { status: 502 },
  unreadable: { status: 500 },
};

/** The HTTP status a service failure of kind `code` is answered with. */
export function domainErrorStatus(code: DomainErrorCode): number {
  return DOMAIN_ERROR_STATUS[code].status;
}

/**
 * Handles a request no route matched. Returns true when it answered (the editor's SPA
 * fallback does this for page routes); false leaves the request to the JSON 404.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;

function formatZodIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

function mebibytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/** Status and body for any thrown value; 5xx bodies never leak internals. */
export function toErrorResponse(error: unknown, bodyLimit: number): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.hint !== undefined) body.hint = error.hint;
    return { status: error.statusCode, body };
  }
  if (error instanceof DomainError) {
    const { status, code = status } = DOMAIN_ERROR_STATUS[error.code];
    const body: ErrorBody = { code, message: error.message };
    if (error.hint !== undefined) body.hint = error.hint;
    return { status, body };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, body: { code: 400, message: `Invalid request: ${formatZodIssues(error)}` } };
  }
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: {
        code: 400,
        message: 'The request contains a character that cannot be stored (a NUL character, \\u0000).',
        hint: 'Remove NUL characters from names, ids and other text fields.',
      },
    };
  }
  if (isFastifyError(error)) {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return {
          status: 400,
          body: {
            code: 400,
            message: 'The request body is not valid JSON.',
            hint: 'Check the JSON syntax of the body.',
          },
        };
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return {
          status: 400,
          body: {
            code: 400,
            message: 'The request body is empty although Content-Type is application/json.',
            hint: 'Send a JSON body, or leave out the Content-Type header.',
          },
        };
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return {
          status: 413,
          body: {
            code: 413,
            message: `The request body is larger than the limit of ${mebibytes(bodyLimit)}.`,
            hint: 'Send less data (for example less pinned data), or raise N8N_PAYLOAD_SIZE_MAX (MiB).',
          },
        };
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return {
          status: 415,
          body: { code: 415, message: error.message, hint: 'Send JSON with Content-Type: application/json.' },
        };
    }
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      return { status: 400, body: { code: 400, message: `Invalid ${where}: ${error.message}` } };
    }
  }
  const statusCode = error instanceof Error ? (error as Partial<FastifyError>).statusCode : undefined;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { code: statusCode, message: (error as Error).message } };
  }
  return {
    status: 500,
    body: { code: 500, message: 'Internal server error.', hint: 'See the server log for details.' },
  };
}

/** `GET /path` without the query string, for "Route not found" messages. */
function describeRoute(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  return `${request.method} ${path}`;
}

/** Answers with the JSON 404 of an unknown route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorBody = { code: 404, message: `Route not found: ${describeRoute(request)}` };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors fastify raises before routing (a malformed URL such as `/%`), which would
 * otherwise bypass the error handler. Pass as the `frameworkErrors` server option.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
  const body: ErrorBody = {
    code: status,
    message: error.code === 'FST_ERR_BAD_URL' ? `Malformed URL: ${request.url}` : error.message,
  };
  void reply.code(status).send(body);
}

/**
 * Installs the central error handler. Fastify binds a route to the error handler in
 * force when the route is registered, so call this before registering routes.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, body } = toErrorResponse(error, app.initialConfig.bodyLimit ?? 0);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A 413 arrives while the client may still be sending; closing avoids reading the rest.
    if (status === 413) reply.header('connection', 'close');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/** Installs the not-found handler (JSON 404, after `notFoundFallback` had its chance). */
export function registerNotFoundHandler(app: FastifyInstance, options: { notFoundFallback?: NotFoundFallback } = {}): void {
  const fallback = options.notFoundFallback;
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return sendRouteNotFound(request, reply);
  });
}

/** Installs the central error handler and the not-found handler. */
export function registerErrorHandling(app: FastifyInstance, options: { notFoundFallback?: NotFoundFallback } = {}): void {
  registerErrorHandler(app);
  registerNotFoundHandler(app, options);
}
