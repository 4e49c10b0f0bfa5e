/**
 * The legacy (v0) execution order's treatment of multi-input nodes such as Merge, as
 * n8n's WorkflowExecute does it (`forceInputNodeExecution`): the first time a
 * multi-input node gets data on one input while another input has none yet, the node
 * feeding that other input is put on the stack with one empty item when nothing else
 * would run it (it has no inputs, or its own input got no items). So in v0 a branch
 * that got no items still runs its first node once, with `{}`, and the Merge sees its
 * output. Workflows written for v0 rely on this; v1 dropped it.
 */
import type { INodeExecutionData, IRunData, ISourceData } from '@sdk/workflow';
import type { WorkflowGraph } from './graph';
import type { StackEntry } from './start-nodes';

/**
 * Every node upstream of `name`, in n8n's `getParentNodes` order: an input's parent
 * comes after its own ancestors (so the list runs from far to near).
 */
export function upstreamNodes(graph: WorkflowGraph, name: string, checked: ReadonlySet<string> = new Set()): string[] {
  if (checked.has(name)) return [];
  const seen = new Set(checked).add(name);
  const result: string[] = [];
  const parents = [...graph.parentsOf(name)].sort((a, b) => a.toInput - b.toInput);
  for (const parent of parents) {
    if (seen.has(parent.from)) continue;
    result.unshift(parent.from);
    const above = upstreamNodes(graph, parent.from, seen);
    for (let i = above.length - 1; i >= 0; i--) {
      const at = result.indexOf(above[i]!);
      if (at !== -1) result.splice(at, 1);
      result.unshift(above[i]!);
    }
  }
  return result;
}

/** Whether the first input of `name` got no items in run `runIndex` of its parents. */
function firstInputIsEmpty(graph: WorkflowGraph, runData: IRunData, name: string, runIndex: number): boolean {
  for (const parent of graph.parentsOf(name)) {
    if (parent.toInput !== 0) continue;
    const items = runData[parent.from]?.[runIndex]?.data?.['main']?.[parent.fromOutput];
    if (items && items.length > 0) return false;
  }
  return true;
}

/** Where the data that reached the multi-input node came from. */
export interface ArrivedInput {
  target: string;
  parent: string;
  parentOutput: number;
  items: readonly INodeExecutionData[];
  runIndex: number;
}

/**
 * Stack entries v0 adds when `arrived.target` first waits for its other inputs.
 *
 * @param queued - the entries already on the stack or about to be (names are checked)
 */
export function forcedInputEntries(
  graph: WorkflowGraph,
  runData: IRunData,
  queued: readonly StackEntry[],
  arrived: ArrivedInput,
): StackEntry[] {
  const { target, parent, runIndex } = arrived;
  const siblings = new Set(graph.childrenOf(parent).map((c) => c.to));
  const added: StackEntry[] = [];
  const isQueued = (name: string) => queued.some((e) => e.node.name === name) || added.some((e) => e.node.name === name);
  const inputs = [...graph.parentsOf(target)].sort((a, b) => a.toInput - b.toInput);
  for (const input of inputs) {
    const name = input.from;
    if (name === parent) continue;
    // A sibling that got items runs anyway and then feeds the node.
    if (siblings.has(name) && !firstInputIsEmpty(graph, runData, name, runIndex)) continue;
    if (isQueued(name) || runData[name] !== undefined) continue;
    let toAdd: string | undefined = name;
    for (const candidate of [...upstreamNodes(graph, name), name].reverse()) {
      if (candidate !== name && siblings.has(candidate)) {
        toAdd = undefined;
        break;
      }
      if (isQueued(candidate)) {
        toAdd = undefined;
        break;
      }
      if (runData[candidate] !== undefined) break;
      toAdd = candidate;
    }
    // A child of the parent that gave no items must not run.
    if (toAdd !== undefined && arrived.items.length === 0 && upstreamNodes(graph, toAdd).includes(parent)) toAdd = undefined;
    if (toAdd === undefined) continue;
    if (graph.parentsOf(toAdd).length > 0 && !firstInputIsEmpty(graph, runData, toAdd, runIndex)) continue;
    const source: ISourceData = { previousNode: parent, previousNodeOutput: arrived.parentOutput, previousNodeRun: runIndex };
    added.push({ node: graph.nodes.get(toAdd)!, data: { main: [[{ json: {} }]] }, source: [source] });
  }
  return added;
}
