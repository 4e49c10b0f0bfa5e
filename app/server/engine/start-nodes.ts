/**
 * Where a run starts: the trigger for full runs, or the nodes the editor named for
 * partial runs (their inputs rebuilt from the reused run data).
 */
import type { INode, INodeExecutionData, IPinData, IRunData, ISourceData, ITaskDataConnections } from '@sdk/workflow';
import type { WorkflowGraph } from './graph';
import type { NodeTypeRegistry } from './node-type-registry';
import { isSubNodeDescription } from '@sdk/nodes/sub-node';

/** A node ready to run with its input. */
export interface StackEntry {
  node: INode;
  data: ITaskDataConnections;
  source: Array<ISourceData | null>;
}

const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';

/** Whether a node type is a trigger (group 'trigger' or no inputs; sub-nodes, which have no inputs either, are not). */
export function isTriggerNode(node: INode, nodeTypes: NodeTypeRegistry): boolean {
  const type = nodeTypes.getClosest(node.type, node.typeVersion);
  if (!type || isSubNodeDescription(type.description)) return false;
  const inputs = type.description.inputs;
  return type.description.group.includes('trigger') || (Array.isArray(inputs) && inputs.length === 0);
}

/**
 * The start node of a full run: among `candidates`, a manual trigger first, then another
 * trigger, then a node without connected inputs (n8n's getStartNode order).
 */
export function findStartNode(graph: WorkflowGraph, nodeTypes: NodeTypeRegistry, candidates?: ReadonlySet<string>): INode | undefined {
  const nodes = [...graph.nodes.values()].filter((n) => !n.disabled && (!candidates || candidates.has(n.name)));
  return (
    nodes.find((n) => n.type === MANUAL_TRIGGER) ??
    nodes.find((n) => isTriggerNode(n, nodeTypes) && nodeTypes.has(n.type)) ??
    nodes.find(
      (n) =>
        graph.parentsOf(n.name).length === 0 &&
        nodeTypes.has(n.type) &&
        n.type !== 'n8n-nodes-base.stickyNote' &&
        !isSubNodeDescription(nodeTypes.getClosest(n.type, n.typeVersion)!.description),
    )
  );
}

/** The single empty item a start node runs with. */
export function startItems(): ITaskDataConnections {
  return { main: [[{ json: {} }]] };
}

/**
 * Stack entries for a partial run: each start node gets, per input, the output its
 * parent produced in the reused run data (last run), or the start item when it has no
 * parents (a trigger).
 */
export function partialStartEntries(
  graph: WorkflowGraph,
  startNodes: readonly string[],
  runData: IRunData,
  pinData: IPinData,
): StackEntry[] {
  const entries: StackEntry[] = [];
  for (const name of startNodes) {
    const node = graph.nodes.get(name);
    if (!node) continue;
    const parents = graph.parentsOf(name);
    if (parents.length === 0) {
      entries.push({ node, data: startItems(), source: [null] });
      continue;
    }
    const main: Array<INodeExecutionData[] | null> = [];
    const source: Array<ISourceData | null> = [];
    for (const parent of parents) {
      const runs = runData[parent.from];
      const pinned = pinData[parent.from];
      const items = pinned ?? runs?.[runs.length - 1]?.data?.main?.[parent.fromOutput] ?? null;
      if (items === null || main[parent.toInput]) continue;
      main[parent.toInput] = items;
      source[parent.toInput] = {
        previousNode: parent.from,
        previousNodeOutput: parent.fromOutput,
        previousNodeRun: runs ? runs.length - 1 : 0,
      };
    }
    const inputCount = graph.connectedInputCount(name);
    for (let i = 0; i < inputCount; i++) {
      main[i] ??= null;
      source[i] ??= null;
    }
    if (main.some((items) => items !== null)) entries.push({ node, data: { main }, source });
  }
  return entries;
}
