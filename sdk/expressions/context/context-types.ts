/**
 * What an expression context is built from.
 *
 * @module
 */
import type { IConnections, INode, INodeExecutionData, IPinData, IRunData, ISourceData, IWorkflowSettings } from '../../workflow';

/** The parts of a workflow the expression context reads. */
export interface ExpressionWorkflow {
  /** Workflow id (`$workflow.id`). */
  id?: string;
  /** Workflow name (`$workflow.name`). */
  name?: string;
  /** Whether the workflow is active (`$workflow.active`). */
  active?: boolean;
  /** The nodes. */
  nodes: readonly INode[];
  /** The connections, keyed by source node. */
  connections: IConnections;
  /** Settings; `timezone` sets `$now`/`$today`. */
  settings?: IWorkflowSettings;
  /** Pinned data per node (used for nodes that have no run data). */
  pinData?: IPinData;
}

/** `$execution` in an execution; in the editor these are faked. */
export interface ExpressionExecutionInfo {
  /** Execution id. */
  id?: string;
  /** 'test' for manual runs from the editor, 'production' otherwise. */
  mode?: 'test' | 'production';
  /** URL that resumes a waiting execution. */
  resumeUrl?: string;
  /** URL of the form that resumes a waiting execution. */
  resumeFormUrl?: string;
  /** Custom data attached to the execution. */
  customData?: Record<string, string>;
}

/** Everything `buildExpressionContext` needs. */
export interface ExpressionContextOptions {
  /** The workflow. */
  workflow: ExpressionWorkflow;
  /** Name of the node whose parameter is evaluated. */
  activeNodeName: string;
  /** Runs of the nodes executed so far. */
  runData?: IRunData;
  /** The active node's input items; by default its parent's output from run or pinned data. */
  inputItems?: readonly INodeExecutionData[];
  /** Where the input came from; by default the first parent on main input 0, output 0, latest run. */
  inputSource?: ISourceData | null;
  /** Index of the current item (`$itemIndex`); default 0. */
  itemIndex?: number;
  /** Run index of the active node (`$runIndex`); default 0. */
  runIndex?: number;
  /** 'editor' fakes `$execution`; 'execution' takes it from `execution`. */
  mode: 'editor' | 'execution';
  /** `$execution` values for mode 'execution' (and overrides in the editor). */
  execution?: ExpressionExecutionInfo;
  /** Base of resume URLs, e.g. `https://host/webhook-waiting`. */
  webhookWaitingBaseUrl?: string;
  /** Base of resume-form URLs, e.g. `https://host/form-waiting`. */
  formWaitingBaseUrl?: string;
  /** IANA timezone; default the workflow's, else America/New_York. */
  timezone?: string;
  /** `$vars`. */
  variables?: Record<string, string | number | boolean>;
  /**
   * A node's context in the execution (`$('Node').context`, e.g. Split In Batches'
   * `noItemsLeft`); none in the editor.
   */
  nodeContext?: (nodeName: string) => Readonly<Record<string, unknown>> | undefined;
  /** Extra `$` names for special nodes; functions among them are registered as allowed. */
  additionalKeys?: Record<string, unknown>;
  /** The clock, for tests; default `Date.now`. */
  now?: () => number;
}

/** The placeholder the editor shows for values only known when a workflow runs. */
export const PLACEHOLDER_FILLED_AT_EXECUTION_TIME = '[filled at execution time]';
