/**
 * Messages between the server and a sandbox worker process (Node IPC with the
 * 'advanced' serialization, so large JSON strings cross without re-escaping).
 * Item data travels as JSON text and is parsed inside the isolate.
 *
 * @module
 */
import type { IAllowedModules } from '@sdk/settings/types';
import type { CodeSandboxFailureKind, SandboxConsoleMessage, SandboxLimits } from './types';

/** Server → worker: run one request. */
export interface WorkerRunMessage {
  type: 'run';
  id: number;
  code: string;
  /** JSON of the run's metadata (mode, node, workflow, execution, limits ...) read by the runtime. */
  meta: string;
  /** JSON of the input items. */
  items: string;
  /** JSON of the referenced nodes' data. */
  nodes: string;
  allowedModules: IAllowedModules;
  limits: SandboxLimits;
}

/** Server → worker: stop a run (its execution was stopped). */
export interface WorkerCancelMessage {
  type: 'cancel';
  id: number;
}

/** A failure as reported across the process boundary. */
export interface WorkerFailure {
  kind: CodeSandboxFailureKind;
  message: string;
  description?: string;
  itemIndex?: number;
  lineNumber?: number;
}

/** Worker → server. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; output: string }
  | { type: 'failure'; id: number; failure: WorkerFailure; console: SandboxConsoleMessage[] };
