/**
 * The error classes node implementations throw, with n8n's names and fields, so node
 * code written for n8n (`throw new NodeOperationError(this.getNode(), '...')`) runs
 * unchanged and the editor shows the same error panel (message, description, httpCode).
 */
import type { INode, ISerializedError } from '@sdk/workflow';
import { ownEntry } from '@sdk/values';

/** Options shared by the node error constructors. */
export interface NodeErrorOptions {
  /** Longer explanation shown under the message. */
  description?: string | null;
  /** The item the error happened at. */
  itemIndex?: number;
  /** The run of the node. */
  runIndex?: number;
  /** Message override (NodeApiError). */
  message?: string;
  /** HTTP status (NodeApiError). */
  httpCode?: string | null;
  /** Extra context. */
  context?: Record<string, unknown>;
  /** Severity (n8n: warning errors are not reported). */
  level?: 'warning' | 'error';
}

/** Base of the node errors: carries the node and serialises to n8n's JSON. */
export abstract class NodeError extends Error {
  readonly node: INode;
  description: string | null | undefined;
  context: Record<string, unknown> = {};
  readonly timestamp = Date.now();
  level: 'warning' | 'error';
  override cause: unknown;

  protected constructor(node: INode, message: string, options: NodeErrorOptions = {}, cause?: unknown) {
    super(message);
    this.node = node;
    this.description = options.description;
    this.level = options.level ?? 'error';
    this.cause = cause;
    if (options.context) Object.assign(this.context, options.context);
    if (options.itemIndex !== undefined) this.context.itemIndex = options.itemIndex;
    if (options.runIndex !== undefined) this.context.runIndex = options.runIndex;
  }

  /** The JSON form kept in run data and sent to the editor. */
  toJSON(): ISerializedError {
    return {
      name: this.name,
      message: this.message,
      description: this.description ?? null,
      stack: this.stack,
      timestamp: this.timestamp,
      context: this.context as ISerializedError['context'],
      node: { name: this.node.name, type: this.node.type, typeVersion: this.node.typeVersion, id: this.node.id },
    };
  }
}

/** A node failed because of what it was given (parameters, input). */
export class NodeOperationError extends NodeError {
  constructor(node: INode, error: Error | string, options: NodeErrorOptions = {}) {
    const message = typeof error === 'string' ? error : error.message;
    super(node, options.message ?? message, options, typeof error === 'string' ? undefined : error);
    this.name = 'NodeOperationError';
  }
}

/** A node failed because a remote API refused or broke. */
export class NodeApiError extends NodeError {
  httpCode: string | null;
  readonly errorResponse: Record<string, unknown>;

  constructor(node: INode, errorResponse: Record<string, unknown>, options: NodeErrorOptions = {}) {
    const status = errorResponse.httpCode ?? errorResponse.statusCode ?? errorResponse.status;
    const raw = errorResponse.message;
    const message = options.message ?? (typeof raw === 'string' && raw !== '' ? raw : apiMessage(status));
    super(node, message, options, errorResponse);
    this.name = 'NodeApiError';
    this.errorResponse = errorResponse;
    this.httpCode = options.httpCode ?? (status === undefined || status === null ? null : String(status as string | number));
  }

  override toJSON(): ISerializedError {
    return { ...super.toJSON(), httpCode: this.httpCode };
  }
}

/** A workflow-level failure outside any node (timeouts, bad workflow). */
export class WorkflowOperationError extends Error {
  readonly timestamp = Date.now();
  node: INode | undefined;
  constructor(message: string, node?: INode) {
    super(message);
    this.name = 'WorkflowOperationError';
    this.node = node;
  }
}

/** The execution was cancelled (stop button, timeout). */
export class ExecutionCancelledError extends Error {
  constructor(
    readonly executionId: string,
    readonly reason: 'manual' | 'timeout' | 'shutdown' = 'manual',
  ) {
    super(reason === 'timeout' ? 'The execution was cancelled because it timed out' : 'The execution was cancelled');
    this.name = 'ExecutionCancelledError';
  }
}

const API_MESSAGES: Record<string, string> = {
  '400': 'Bad request - please check your parameters',
  '401': 'Authorization failed - please check your credentials',
  '402': 'Payment required - perhaps check your payment details?',
  '403': 'Forbidden - perhaps check your credentials?',
  '404': 'The resource you are requesting could not be found',
  '405': 'Method not allowed - please check you are using the right HTTP method',
  '429': 'The service is receiving too many requests from you',
  '500': 'The service was not able to process your request',
  '502': 'Bad gateway - the service failed to handle your request',
  '503': 'Service unavailable - try again later or consider setting this node to retry automatically (in the node settings)',
  '504': 'Gateway timed out - perhaps try again later?',
};

function apiMessage(status: unknown): string {
  if (status === undefined || status === null) return 'UNKNOWN ERROR - check the detailed error for more information';
  const text = String(status as string | number);
  return (
    ownEntry(API_MESSAGES, text) ??
    (text.startsWith('4')
      ? 'Your request is invalid or could not be processed by the service'
      : 'The service failed to process your request')
  );
}

/** Serialises any thrown value into run data's error shape. */
export function serializeError(error: unknown, node?: INode): ISerializedError {
  if (error instanceof NodeError) return error.toJSON();
  if (error instanceof Error) {
    const out: ISerializedError = { name: error.name, message: error.message, stack: error.stack, timestamp: Date.now() };
    const described = (error as { description?: unknown }).description;
    if (typeof described === 'string') out.description = described;
    const errorNode = (error as { node?: INode }).node ?? node;
    if (errorNode) out.node = { name: errorNode.name, type: errorNode.type };
    return out;
  }
  return {
    name: 'Error',
    message: typeof error === 'string' ? error : (JSON.stringify(error) ?? 'Unknown error'),
    timestamp: Date.now(),
    ...(node ? { node: { name: node.name, type: node.type } } : {}),
  };
}
