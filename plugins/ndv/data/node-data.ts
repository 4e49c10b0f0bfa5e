/**
 * The items the panels show for a node: a run's output (per output index),
 * the last run by default, or its pinned data when it has not run.
 *
 * @module
 */
import type { INodeExecutionData, IRunData, NodeId, WorkflowDocument } from '@sdk';

/** A node's output per output index, and where it came from. */
export interface NodeOutput {
  readonly outputs: ReadonlyArray<readonly INodeExecutionData[]>;
  readonly source: 'run' | 'pinned' | 'none';
  readonly error?: string;
}

/** The output of a node: run `runIndex` (the latest when left out or out of range). */
export function nodeOutput(doc: WorkflowDocument, runData: IRunData, nodeId: NodeId, runIndex?: number): NodeOutput {
  const node = doc.nodes.get(nodeId);
  if (!node) return { outputs: [], source: 'none' };
  const tasks = runData[node.name];
  const last = tasks?.[runIndex !== undefined && runIndex >= 0 && runIndex < tasks.length ? runIndex : tasks.length - 1];
  if (last) {
    const error = last.error ? String((last.error as { message?: unknown }).message ?? 'The node failed') : undefined;
    // A sub-node's run holds its output under its typed connection (ai_languageModel, ai_tool, ...).
    const key = last.data?.['main'] ? 'main' : Object.keys(last.data ?? {}).find((k) => k.startsWith('ai_'));
    const outputs = key ? (last.data?.[key] ?? []) : [];
    return { outputs: outputs.map((items) => items ?? []), source: 'run', ...(error ? { error } : {}) };
  }
  const pinned = doc.pinData.get(nodeId);
  if (pinned) return { outputs: [pinned as unknown as INodeExecutionData[]], source: 'pinned' };
  return { outputs: [], source: 'none' };
}

/** Ids of the nodes connected into `nodeId` on main inputs, nearest first (direct parents, then theirs). */
export function parentNodeIds(doc: WorkflowDocument, nodeId: NodeId): NodeId[] {
  const seen = new Set<NodeId>();
  const order: NodeId[] = [];
  let frontier = [nodeId];
  while (frontier.length > 0) {
    const next: NodeId[] = [];
    for (const id of frontier) {
      for (const source of doc.inbound.get(id)?.keys() ?? []) {
        if (seen.has(source) || source === nodeId) continue;
        seen.add(source);
        order.push(source);
        next.push(source);
      }
    }
    frontier = next;
  }
  return order;
}

/** Whether `parentId` is connected straight into `nodeId`. */
export function isDirectParent(doc: WorkflowDocument, nodeId: NodeId, parentId: NodeId): boolean {
  return doc.inbound.get(nodeId)?.has(parentId) === true;
}
