/**
 * Switchyard's own `n8n-workflow`: the run-time values community packages import from
 * the anchor product's library (error classes, connection type names, value helpers, the
 * logger proxy), written here from their documented names and behaviour. Interfaces are
 * types only and vanish when a package is compiled, so they need no value here.
 *
 * The anchor's package is not a dependency: a package's `require('n8n-workflow')` is
 * answered with the object {@link createN8nWorkflowModule} builds (see module-alias.ts).
 */
import { NodeApiError, NodeError, NodeOperationError, WorkflowOperationError } from '../../engine/node-errors';
import { NODE_CONNECTION_TYPES } from './connection-types';
import {
  assert,
  deepCopy,
  ensureError,
  isObjectEmpty,
  jsonParse,
  jsonStringify,
  randomString,
  sleep,
  updateDisplayOptions,
} from './values';

/** Where a package's `LoggerProxy` calls go. */
export interface CompatLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

/** An error of the application rather than of a node (n8n's `ApplicationError`). */
export class ApplicationError extends Error {
  level: 'warning' | 'error';
  extra: Record<string, unknown> | undefined;
  constructor(message: string, options: { level?: 'warning' | 'error'; extra?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApplicationError';
    this.level = options.level ?? 'error';
    this.extra = options.extra;
  }
}

/** A user-facing error (newer packages' `UserError`, `OperationalError`, `UnexpectedError`). */
export class UserError extends ApplicationError {}

/** An expression could not be evaluated. */
export class ExpressionError extends ApplicationError {
  constructor(message: string, options: { description?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ExpressionError';
  }
}

/** A trigger's close function failed. */
export class TriggerCloseError extends ApplicationError {}

const NODE_TYPES = {
  CHAT_TRIGGER_NODE_TYPE: '@n8n/n8n-nodes-langchain.chatTrigger',
  FORM_TRIGGER_NODE_TYPE: 'n8n-nodes-base.formTrigger',
  WAIT_NODE_TYPE: 'n8n-nodes-base.wait',
  MANUAL_TRIGGER_NODE_TYPE: 'n8n-nodes-base.manualTrigger',
  HTTP_REQUEST_NODE_TYPE: 'n8n-nodes-base.httpRequest',
  CODE_NODE_TYPE: 'n8n-nodes-base.code',
};

/** The exports of the `n8n-workflow` module served to loaded packages. */
export function createN8nWorkflowModule(logger: CompatLogger): Record<string, unknown> {
  const log = (level: keyof CompatLogger) => (message: unknown) => logger[level](String(message));
  return {
    __esModule: true,
    // Errors: the engine's own classes, so their runs show as any node's errors do.
    NodeError,
    NodeOperationError,
    NodeApiError,
    WorkflowOperationError,
    ApplicationError,
    UserError,
    OperationalError: UserError,
    UnexpectedError: ApplicationError,
    ExpressionError,
    TriggerCloseError,
    NodeConnectionType: NODE_CONNECTION_TYPES,
    NodeConnectionTypes: NODE_CONNECTION_TYPES,
    BINARY_ENCODING: 'base64',
    ...NODE_TYPES,
    deepCopy,
    jsonParse,
    jsonStringify,
    sleep,
    isObjectEmpty,
    randomString,
    updateDisplayOptions,
    ensureError,
    assert,
    LoggerProxy: { info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug'), verbose: log('debug') },
  };
}
