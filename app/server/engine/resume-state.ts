/**
 * What the engine keeps of a run that a Wait node paused, so that resuming it goes on
 * where it stopped instead of only after the Wait node: the nodes still on the execution
 * stack, the multi-input nodes waiting for their other inputs, and the node and flow
 * contexts (e.g. Split In Batches' position). Stored in n8n's shape under
 * `runExecutionData.executionData` (`nodeExecutionStack`, `waitingExecution`,
 * `waitingExecutionSource`, `contextData`), with nodes named rather than trusted: a
 * restored entry takes the node of the stored workflow by name.
 */
import type { IDataObject, INodeExecutionData, ISourceData } from '@sdk/workflow';
import type { WorkflowGraph } from './graph';
import type { StackEntry } from './start-nodes';

/** Data that reached some inputs of a multi-input node; null where nothing arrived yet. */
export interface WaitingSet {
  main: Array<INodeExecutionData[] | null>;
  source: Array<ISourceData | null>;
}

/** The node and flow contexts of a run (`getContext`). */
export interface RunContexts {
  flow: IDataObject;
  nodes: Map<string, IDataObject>;
}

interface StoredStackEntry {
  node: { name: string };
  data: { main: Array<INodeExecutionData[] | null> };
  source: { main: Array<ISourceData | null> } | null;
}

type StoredWaiting = Record<string, Record<string, { main: Array<INodeExecutionData[] | null> }>>;
type StoredWaitingSource = Record<string, Record<string, { main: Array<ISourceData | null> }>>;

const NODE_PREFIX = 'node:';

/** The engine state of a paused run, for `runExecutionData.executionData`. */
export function saveEngineState(
  stack: readonly StackEntry[],
  waiting: ReadonlyMap<string, readonly WaitingSet[]>,
  contexts: RunContexts,
): Record<string, unknown> {
  const waitingExecution: StoredWaiting = {};
  const waitingExecutionSource: StoredWaitingSource = {};
  for (const [name, sets] of waiting) {
    waitingExecution[name] = {};
    waitingExecutionSource[name] = {};
    sets.forEach((set, index) => {
      waitingExecution[name]![String(index)] = { main: set.main };
      waitingExecutionSource[name]![String(index)] = { main: set.source };
    });
  }
  const contextData: Record<string, IDataObject> = { flow: contexts.flow };
  for (const [name, context] of contexts.nodes) contextData[`${NODE_PREFIX}${name}`] = context;
  return {
    contextData,
    nodeExecutionStack: stack.map((entry) => ({ node: entry.node, data: { main: entry.data.main ?? [] }, source: { main: entry.source } })),
    waitingExecution,
    waitingExecutionSource,
    metadata: {},
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The state {@link saveEngineState} stored; parts that do not fit the workflow are left out. */
export function readEngineState(
  graph: WorkflowGraph,
  executionData: unknown,
): { stack: StackEntry[]; waiting: Map<string, WaitingSet[]>; contexts: RunContexts } {
  const stack: StackEntry[] = [];
  const waiting = new Map<string, WaitingSet[]>();
  const contexts: RunContexts = { flow: {}, nodes: new Map() };
  if (!isObject(executionData)) return { stack, waiting, contexts };

  const entries = Array.isArray(executionData['nodeExecutionStack']) ? (executionData['nodeExecutionStack'] as StoredStackEntry[]) : [];
  for (const entry of entries) {
    const node = isObject(entry) && isObject(entry.node) ? graph.nodes.get(String(entry.node.name)) : undefined;
    if (!node || !isObject(entry.data) || !Array.isArray(entry.data.main)) continue;
    const source = isObject(entry.source) && Array.isArray(entry.source.main) ? entry.source.main : entry.data.main.map(() => null);
    stack.push({ node, data: { main: entry.data.main }, source });
  }

  const stored = isObject(executionData['waitingExecution']) ? (executionData['waitingExecution'] as StoredWaiting) : {};
  const storedSources = isObject(executionData['waitingExecutionSource'])
    ? (executionData['waitingExecutionSource'] as StoredWaitingSource)
    : {};
  for (const [name, byIndex] of Object.entries(stored)) {
    if (!graph.nodes.has(name) || !isObject(byIndex)) continue;
    const sets: WaitingSet[] = [];
    for (const index of Object.keys(byIndex).sort((a, b) => Number(a) - Number(b))) {
      const main = byIndex[index]?.main;
      if (!Array.isArray(main)) continue;
      const source = storedSources[name]?.[index]?.main;
      sets.push({ main, source: Array.isArray(source) ? source : main.map(() => null) });
    }
    if (sets.length > 0) waiting.set(name, sets);
  }

  const contextData = isObject(executionData['contextData']) ? executionData['contextData'] : {};
  for (const [key, value] of Object.entries(contextData)) {
    if (!isObject(value)) continue;
    if (key === 'flow') contexts.flow = value as IDataObject;
    else if (key.startsWith(NODE_PREFIX) && graph.nodes.has(key.slice(NODE_PREFIX.length)))
      contexts.nodes.set(key.slice(NODE_PREFIX.length), value as IDataObject);
  }
  return { stack, waiting, contexts };
}
