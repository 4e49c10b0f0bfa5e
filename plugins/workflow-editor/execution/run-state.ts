import type { IRunData, ITaskData, WorkflowDocument } from '@sdk';

/** A node's state in the run, keyed by node name (push events name nodes). */
export interface NodeRun {
  /** Running now, finished successfully, or failed. */
  readonly status: 'running' | 'success' | 'error';
  /** Items per output index of the node's last run. */
  readonly itemsPerOutput: readonly number[];
  /** The node's error message. */
  readonly error?: string;
}

/** The manual execution the editor shows. */
export interface RunState {
  /** `starting` between the click and the server's answer. */
  readonly status: 'idle' | 'starting' | 'running' | 'success' | 'error' | 'canceled';
  /** The execution id, once known. */
  readonly executionId: string | null;
  /** Per node name. */
  readonly nodes: ReadonlyMap<string, NodeRun>;
  /** The workflow-level error message of a failed run. */
  readonly error?: string;
  /** Node that failed, when known. */
  readonly errorNode?: string;
  /**
   * Every node's task data (runs in order, items included), kept for the
   * node details view: appended per `nodeExecuteAfter`, then replaced by the
   * full run data `executionFinished` carries.
   */
  readonly runData: IRunData;
  /**
   * Names of nodes whose parameters changed since their data was produced: the data is still
   * shown (as n8n does) with a note that it may be out of date, until a run replaces it.
   */
  readonly staleNodes?: ReadonlySet<string>;
  /** The latest results came from a step run (the node details view's 'Execute step'), not a whole run. */
  readonly fromStep?: boolean;
  /**
   * The run waits for a call to a test webhook URL (the server answered `waitingForWebhook`):
   * no execution exists yet, and Stop ends the waiting (`DELETE /test-webhook/:key`).
   */
  readonly waitingForWebhook?: boolean;
  /**
   * The run ended waiting (a Wait node, a form, a Respond to Chat node that waits for the
   * user's reply) and goes on under the same execution id when resumed.
   */
  readonly waiting?: boolean;
}

/** Nothing ran yet (or the execution data was cleared). */
export const IDLE_RUN: RunState = { status: 'idle', executionId: null, nodes: new Map(), runData: {} };

/** A push message as the server sends it. */
export interface PushEvent {
  readonly type: string;
  readonly data: unknown;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function errorMessage(value: unknown): string | undefined {
  const error = record(value);
  if (typeof error['message'] === 'string') return error['message'];
  return value === undefined ? undefined : 'Unknown error';
}

/** A node's outcome from one ITaskData. */
export function nodeRunFrom(task: ITaskData): NodeRun {
  const main = task.data?.['main'] ?? [];
  const itemsPerOutput = main.map((items) => items?.length ?? 0);
  const error = task.error ? errorMessage(task.error) : undefined;
  return error !== undefined || task.executionStatus === 'error'
    ? { status: 'error', itemsPerOutput, error: error ?? 'The node failed' }
    : { status: 'success', itemsPerOutput };
}

function fromRunData(runData: IRunData, previous: ReadonlyMap<string, NodeRun>): Map<string, NodeRun> {
  const nodes = new Map(previous);
  for (const [name, tasks] of Object.entries(runData)) {
    const last = tasks[tasks.length - 1];
    if (last) nodes.set(name, nodeRunFrom(last));
  }
  return nodes;
}

/** Whether an event belongs to the run the editor follows (or adopts the first id while starting). */
function follows(state: RunState, executionId: unknown): boolean {
  if (typeof executionId !== 'string') return false;
  if (state.executionId === null) return state.status === 'starting';
  return state.executionId === executionId;
}

/**
 * Applies one push event (executionStarted, nodeExecuteBefore,
 * nodeExecuteAfter, executionFinished) to the run state. Events of other
 * executions are ignored; a pure function, so the order of events is all
 * that matters.
 */
export function reduceRun(state: RunState, event: PushEvent): RunState {
  const data = record(event.data);
  const executionId = data['executionId'];
  if (!follows(state, executionId)) return state;
  const id = executionId as string;
  switch (event.type) {
    case 'executionStarted':
      return { ...state, status: 'running', executionId: id, waitingForWebhook: false };
    case 'nodeExecuteBefore': {
      const name = data['nodeName'];
      if (typeof name !== 'string') return state;
      const nodes = new Map(state.nodes);
      nodes.set(name, { status: 'running', itemsPerOutput: state.nodes.get(name)?.itemsPerOutput ?? [] });
      return { ...state, status: 'running', executionId: id, nodes };
    }
    case 'nodeExecuteAfter': {
      const name = data['nodeName'];
      const task = data['data'] as ITaskData | undefined;
      if (typeof name !== 'string' || !task) return state;
      const nodes = new Map(state.nodes);
      nodes.set(name, nodeRunFrom(task));
      const runData = { ...state.runData, [name]: [...(state.runData[name] ?? []), task] };
      return { ...state, status: 'running', executionId: id, nodes, runData };
    }
    case 'executionFinished': {
      const run = record(data['data']);
      const result = record(record(run['data'])['resultData']);
      const finalRunData = (result['runData'] ?? {}) as IRunData;
      const nodes = fromRunData(finalRunData, state.nodes);
      // The final run data is complete; the streamed one stands when the server sent none.
      const runData = Object.keys(finalRunData).length > 0 ? finalRunData : state.runData;
      // Nodes still marked running when the run ends were cut short.
      for (const [name, node] of nodes) if (node.status === 'running') nodes.delete(name);
      const status = run['status'];
      const workflowError = errorMessage(result['error']);
      const failedNode = [...nodes].find(([, n]) => n.status === 'error');
      if (status === 'canceled') return { ...state, status: 'canceled', executionId: id, nodes, runData };
      if (status === 'error' || status === 'crashed' || workflowError !== undefined || failedNode) {
        const errorNode = typeof result['lastNodeExecuted'] === 'string' && failedNode ? result['lastNodeExecuted'] : failedNode?.[0];
        return {
          ...state,
          status: 'error',
          executionId: id,
          nodes,
          runData,
          error: workflowError ?? failedNode?.[1].error ?? 'The execution failed',
          ...(errorNode !== undefined ? { errorNode } : {}),
        };
      }
      const { waiting: _waiting, ...rest } = state;
      return { ...rest, status: 'success', executionId: id, nodes, runData, ...(status === 'waiting' ? { waiting: true } : {}) };
    }
    default:
      return state;
  }
}

/** Whether a run is under way (the Execute button shows Stop). */
export function isRunning(state: RunState): boolean {
  return state.status === 'starting' || state.status === 'running';
}

function withoutNames(set: ReadonlySet<string> | undefined, names: Iterable<string>): ReadonlySet<string> | undefined {
  if (!set || set.size === 0) return set;
  const next = new Set(set);
  for (const name of names) next.delete(name);
  return next;
}

/**
 * Merges the results of a partial run ('Execute step' in the node details view) into the run
 * state, as a whole run would have produced them: each node that ran in it gets its tasks and
 * status replaced; every other node keeps what it had. Nothing changes while a run is under way.
 */
export function mergeStepRun(state: RunState, stepRunData: IRunData): RunState {
  if (isRunning(state) || Object.keys(stepRunData).length === 0) return state;
  const runData: Record<string, ITaskData[]> = { ...state.runData };
  for (const [name, tasks] of Object.entries(stepRunData)) runData[name] = [...tasks];
  const nodes = fromRunData(stepRunData, state.nodes);
  const failed = [...nodes].find(([, n]) => n.status === 'error');
  const staleNodes = withoutNames(state.staleNodes, Object.keys(stepRunData));
  const { error: _error, errorNode: _errorNode, staleNodes: _stale, ...rest } = state;
  return {
    ...rest,
    fromStep: true,
    status: failed ? 'error' : 'success',
    nodes,
    runData,
    ...(failed ? { error: failed[1].error ?? 'The node failed', errorNode: failed[0] } : {}),
    ...(staleNodes && staleNodes.size > 0 ? { staleNodes } : {}),
  };
}

/**
 * Keeps the run data in step with an edit of the workflow: a deleted node's data goes, a
 * renamed node's data moves to its new name, and a node whose parameters changed keeps its data
 * but is marked stale. Returns the same state when the edit touched no node that has data.
 */
export function followDocument(state: RunState, before: WorkflowDocument, after: WorkflowDocument): RunState {
  if (before === after || (state.nodes.size === 0 && Object.keys(state.runData).length === 0)) return state;
  let runData: Record<string, ITaskData[]> | null = null;
  let nodes: Map<string, NodeRun> | null = null;
  let stale: Set<string> | null = null;
  const names = new Set([...Object.keys(state.runData), ...state.nodes.keys()]);
  for (const name of names) {
    const id = before.nameIndex.get(name);
    if (id === undefined) continue;
    const was = before.nodes.get(id);
    const now = after.nodes.get(id);
    if (was === now || !was) continue;
    runData ??= { ...state.runData };
    nodes ??= new Map(state.nodes);
    stale ??= new Set(state.staleNodes ?? []);
    const tasks = runData[name];
    const run = nodes.get(name);
    const isStale = stale.has(name);
    delete runData[name];
    nodes.delete(name);
    stale.delete(name);
    if (!now) continue;
    if (tasks) runData[now.name] = tasks;
    if (run) nodes.set(now.name, run);
    if (isStale || (now.parameters !== was.parameters && JSON.stringify(now.parameters) !== JSON.stringify(was.parameters)))
      stale.add(now.name);
  }
  if (runData === null || nodes === null || stale === null) return state;
  const { staleNodes: _stale, ...rest } = state;
  return { ...rest, runData, nodes, ...(stale.size > 0 ? { staleNodes: stale } : {}) };
}
