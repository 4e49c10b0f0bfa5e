/**
 * What the error workflow and sub-workflows need from the service that runs executions:
 * start a run and look up the saved workflows and identities a run may use. They depend on
 * this narrow contract, which the execution service implements, so neither has to import
 * the service that calls them.
 */
import type { WorkflowExecuteMode } from '@sdk/workflow';
import type { RunInput, RunnableWorkflow, RunResult } from './run-types';

/**
 * Who a run acts for: credentials and sub-workflows must be usable by this user. Production
 * runs act as the workflow's owner; manual runs and retries as the user who started them.
 */
export interface RunAs {
  userId: string | undefined;
  isInstanceOwner: boolean;
}

/** A request to start an execution. */
export interface StartExecution {
  workflow: RunnableWorkflow;
  /**
   * Whether the execution is filed under `workflow.id`, a saved workflow. Only runs the
   * starting user may file there (production runs; manual runs and retries by a user who
   * may change the workflow): the filed workflow is who the run is when it calls a
   * sub-workflow, and its owner sees its executions.
   */
  saved: boolean;
  mode: WorkflowExecuteMode;
  runAs: RunAs;
  /** The editor tab to push progress to. */
  pushRef?: string;
  startNodes?: string[];
  destinationNode?: string;
  runData?: RunInput['runData'];
  pinData?: RunInput['pinData'];
  triggerOutput?: RunInput['triggerOutput'];
  retryOf?: string;
  customData?: Record<string, string>;
  /** How deep this run is nested as a sub-workflow (1 for a child of a top-level run). */
  subWorkflowDepth?: number;
}

/** A started execution. */
export interface StartedExecution {
  executionId: string;
  /** Settles when the run has finished and was saved (or deleted). */
  done: Promise<RunResult>;
}

/** Starts executions and answers what runs started from inside a run need to know. */
export interface IExecutionStarter {
  /** Starts an execution; resolves once it is recorded and running. */
  start(request: StartExecution): Promise<StartedExecution>;
  /** A saved workflow in the engine's shape, or undefined. */
  loadWorkflow(id: string): Promise<(RunnableWorkflow & { id: string; name: string }) | undefined>;
  /** Whether the identity `runAs` may use (run as a sub-workflow) the saved workflow `workflowId`. */
  mayUseWorkflow(runAs: RunAs, workflowId: string): Promise<boolean>;
  /** The saved workflow execution `executionId` is filed under; undefined for a run not filed under one. */
  filedWorkflowId(executionId: string): Promise<string | undefined>;
  /** Id of a workflow's owner. */
  ownerOf(workflowId: string): Promise<string | undefined>;
  /** The instance's caller policy default. */
  defaultCallerPolicy(): string;
  /** The editor's base URL. */
  instanceBaseUrl(): string;
  /** How deep each running sub-workflow execution is nested. */
  readonly subWorkflowDepth: ReadonlyMap<string, number>;
}
