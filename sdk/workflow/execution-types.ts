/**
 * Executions and their run data, in n8n's JSON shape.
 *
 * @module
 */
import type { INodeExecutionData, IPinData, ISerializedError, ISourceData } from './data-types';
import type { IWorkflowDb } from './workflow-types';

/** Lifecycle status of an execution. */
export type ExecutionStatus = 'canceled' | 'crashed' | 'error' | 'new' | 'running' | 'success' | 'unknown' | 'waiting';

/** What started an execution. */
export type WorkflowExecuteMode = 'cli' | 'error' | 'integrated' | 'internal' | 'manual' | 'retry' | 'trigger' | 'webhook' | 'evaluation';

/**
 * Items per connection type and input/output index, e.g.
 * `{ main: [[item, item], null] }`. `null` marks an index without data.
 */
export interface ITaskDataConnections {
  [connectionType: string]: Array<INodeExecutionData[] | null>;
}

/** A hint a node attached to its run. */
export interface INodeExecutionHint {
  /** Hint text. */
  message: string;
  /** Severity. */
  type?: 'info' | 'warning' | 'danger';
  /** Where the hint is shown. */
  location?: 'outputPane' | 'inputPane' | 'ndv';
}

/** One run of one node. */
export interface ITaskData {
  /** Start time in milliseconds since the epoch. */
  startTime: number;
  /** Duration in milliseconds. */
  executionTime: number;
  /** Status of this run. */
  executionStatus?: ExecutionStatus;
  /** Output items per connection type and output index. */
  data?: ITaskDataConnections;
  /** Input items when overridden (e.g. for sub-nodes). */
  inputOverride?: ITaskDataConnections;
  /** Where each input came from; one entry per input index. */
  source: Array<ISourceData | null>;
  /** The error, when the run failed. */
  error?: ISerializedError;
  /** Hints the node attached. */
  hints?: INodeExecutionHint[];
}

/** Runs per node name (a node runs several times in loops). */
export interface IRunData {
  [nodeName: string]: ITaskData[];
}

/** The result part of an execution's data. */
export interface IExecutionResultData {
  /** Runs per node name. */
  runData: IRunData;
  /** Pinned data used by the run. */
  pinData?: IPinData;
  /** The workflow-level error, when the execution failed. */
  error?: ISerializedError;
  /** Name of the last node that ran. */
  lastNodeExecuted?: string;
  /** Custom metadata. */
  metadata?: Record<string, string>;
}

/** An execution's data. Engine-internal parts are kept opaque. */
export interface IRunExecutionData {
  /** Where the run started and where it should stop. */
  startData?: {
    destinationNode?: string;
    runNodeFilter?: string[];
  };
  /** Results. */
  resultData: IExecutionResultData;
  /** Engine state for resuming (opaque to the editor). */
  executionData?: Record<string, unknown>;
  /** ISO 8601 time a waiting execution resumes. */
  waitTill?: string;
}

/** An execution as listed by `GET /executions` and `GET /executions-current`. */
export interface IExecutionSummary {
  /** Execution id. */
  id: string;
  /** Whether it ended successfully (legacy; prefer `status`). */
  finished?: boolean;
  /** What started it. */
  mode: WorkflowExecuteMode;
  /** Status. */
  status: ExecutionStatus;
  /** ISO 8601 start time. */
  startedAt: string;
  /** ISO 8601 end time; missing while running. */
  stoppedAt?: string;
  /** Workflow id. */
  workflowId: string;
  /** Workflow name at the time of the run. */
  workflowName?: string;
  /** Id of the execution this one retried. */
  retryOf?: string | null;
  /** Id of the successful retry of this execution. */
  retrySuccessId?: string | null;
  /** ISO 8601 time a waiting execution resumes. */
  waitTill?: string | null;
  /** Name of the last node that ran. */
  lastNodeExecuted?: string;
  /** The error message, when it failed. */
  executionError?: ISerializedError;
}

/** A full execution as returned by `GET /executions/{id}`. */
export interface IExecutionResponse extends IExecutionSummary {
  /** The workflow as it was run. */
  workflowData: IWorkflowDb;
  /** Run data. */
  data?: IRunExecutionData;
  /** Name of the node the run stopped at (partial runs). */
  executedNode?: string;
}

/** `GET /executions` response. */
export interface IExecutionsListResponse {
  /** Total number of matching executions. */
  count: number;
  /** The page of executions. */
  results: IExecutionSummary[];
  /** Whether `count` is an estimate. */
  estimated?: boolean;
}
