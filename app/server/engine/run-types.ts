/**
 * What one engine run takes and gives back.
 */
import type { IFileAccessHelpers } from './file-access';
import type { DeduplicationStore } from './deduplication';
import type { ChatMemoryStore } from './chat-memory';
import type { ResumeSigner } from './resume-signature';
import type {
  ExecutionStatus,
  IConnections,
  IDataObject,
  INode,
  INodeExecutionData,
  IPinData,
  IRunData,
  IRunExecutionData,
  ITaskData,
  IWorkflowSettings,
  WorkflowExecuteMode,
} from '@sdk/workflow';
import type { IExecuteWorkflowInfo, IExecuteWorkflowResult, IRequestHelpers, WebhookResponse } from './node-interface';
import type { ICodeSandbox } from '../sandbox/types';
import type { NodeTypeRegistry } from './node-type-registry';
import type { BinaryDataStore } from './binary-data';
import type { VectorMemory } from './vector-memory';

/** The workflow as the engine runs it (n8n JSON, keyed by node name). */
export interface RunnableWorkflow {
  id?: string;
  name?: string;
  active?: boolean;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings;
  pinData?: IPinData;
  staticData?: IDataObject;
  /** The saved version run (kept with the execution, so its preview can tell when the workflow changed since). */
  versionId?: string;
}

/** Progress callbacks (push messages, saving progress). */
export interface RunHooks {
  nodeExecuteBefore?(nodeName: string): void;
  nodeExecuteAfter?(nodeName: string, data: ITaskData): void;
  /** A node's message for the editor's console. */
  sendMessageToUI?(nodeName: string, message: unknown): void;
}

/** Services nodes reach through their function context. */
export interface EngineServices {
  nodeTypes: NodeTypeRegistry;
  binary: BinaryDataStore;
  /** Request helpers for a node (credentials of that node applied by type). */
  requestHelpers(node: INode, signal: AbortSignal): IRequestHelpers;
  /** Decrypted credential data for a node (checks the workflow may use it). */
  getCredentials(node: INode, type: string): Promise<IDataObject>;
  /** Runs a sub-workflow (Execute Workflow). */
  executeWorkflow(
    info: IExecuteWorkflowInfo,
    items: INodeExecutionData[],
    parent: { executionId: string; workflow: RunnableWorkflow },
  ): Promise<IExecuteWorkflowResult>;
  timezone: string;
  /** Wait node waits shorter than this (ms) are slept in process (n8n: 65 s). */
  waitInProcessMs?: number;
  restApiUrl: string;
  instanceBaseUrl: string;
  webhookWaitingBaseUrl: string;
  /** Signs resume links of send-and-wait nodes (the server's key; absent in bare test runs). */
  resumeSigner?: ResumeSigner;
  /** The files nodes may read and write (N8N_RESTRICT_FILE_ACCESS_TO). */
  fileAccess: IFileAccessHelpers;
  /** Remove Duplicates' history across executions (the database; absent in bare test runs). */
  deduplication?: DeduplicationStore;
  /** Where Window Buffer Memory keeps conversations (the database's `chat_memory`). */
  chatMemory?: ChatMemoryStore;
  /** Where the Simple Vector Store keeps documents (the process's memory, as n8n). */
  vectorMemory?: VectorMemory;
  /** Where user JavaScript runs (Code, Function, Sort by code). */
  codeSandbox: ICodeSandbox;
  /** Keeps a refreshed OAuth2 token on the stored credential (the HTTP Request node's OAuth2 retry). */
  saveOAuth2Token(credentialId: string, tokenData: IDataObject): Promise<void>;
  /** Where Respond to Webhook nodes hand their answer to the webhook call that started the run. */
  webhookResponses: IWebhookResponseChannel;
}

/**
 * How a Respond to Webhook node reaches the HTTP request that started its execution: the
 * node sends under its execution id, the webhook call waits on that id.
 */
export interface IWebhookResponseChannel {
  /** Hands `response` to the call waiting on `executionId` (only the first response counts). */
  send(executionId: string, response: WebhookResponse): void;
  /** Calls `waiter` with the response of `executionId`; returns a disposer that stops waiting. */
  await(executionId: string, waiter: (response: WebhookResponse) => void): () => void;
}

/** Input of one run. */
export interface RunInput {
  workflow: RunnableWorkflow;
  mode: WorkflowExecuteMode;
  executionId: string;
  /** Start here (a trigger or, for partial runs, nodes whose parents' run data is reused). */
  startNodes?: string[];
  /** Run only this node and its parents. */
  destinationNode?: string;
  /** Previous run data to reuse (partial runs). */
  runData?: IRunData;
  /** Pinned data (replaces the pinned nodes' execution). */
  pinData?: IPinData;
  /**
   * The start node's output computed outside (webhooks, triggers). With `asInput` the data
   * is the start node's input instead and the node runs on it (a sub-workflow's Execute
   * Workflow Trigger, which keeps only the fields of its input schema).
   */
  triggerOutput?: { nodeName: string; data: INodeExecutionData[][]; asInput?: boolean };
  /** Aborts the run (stop, timeout). */
  signal: AbortSignal;
  hooks?: RunHooks;
  services: EngineServices;
  /** `$execution.customData` starting values. */
  customData?: Record<string, string>;
  /**
   * Continue a run a Wait node paused (`runData` holds its run data, the Wait node's last
   * run its output): the stored engine state, then the Wait node's children.
   */
  resume?: {
    nodeName: string;
    executionData?: unknown;
    runNodeFilter?: string[];
    /** A chat reply: the waiting node's `onMessage` turns it into the node's output (else the item is the output). */
    message?: INodeExecutionData;
  };
  /** Limits of this run; each one left out takes its default (see data-limits.ts). */
  limits?: Partial<RunLimits>;
}

/** What one run may use (docs/security.md "Resource limits"). */
export interface RunLimits {
  /** Most node runs; the next one fails the run with an error naming the loop. */
  maxNodeRuns: number;
  /** Largest estimated JSON size of the items the run's nodes output, in characters. */
  maxDataSize: number;
  /** How deeply an output item's `json` may nest. */
  maxOutputDepth: number;
}

/** Result of one run (n8n's IRun). */
export interface RunResult {
  data: IRunExecutionData;
  status: ExecutionStatus;
  finished: boolean;
  mode: WorkflowExecuteMode;
  startedAt: Date;
  stoppedAt: Date;
  waitTill?: Date;
  /** Static data changed by nodes (to persist for active workflows). */
  staticDataChanged: boolean;
  /** The workflow's static data after the run. */
  staticData?: IDataObject;
}
