/**
 * Where 'Execute step' starts. As n8n does, a step whose parent nodes already hold
 * current run data (from an earlier run or step) runs only the node itself, fed the parents'
 * existing output; otherwise the workflow runs from its trigger up to the node.
 *
 * @module
 */
import { getDirectParentIds, getParentNodeIds, type IRunData, type WorkflowDocument } from '@sdk';

/** The body fields of a partial run: the node to start at and the run data it reuses. */
export interface PartialStep {
  readonly startNodes: readonly string[];
  readonly runData: IRunData;
}

/**
 * The partial run that executes only `nodeName`, or null when the workflow has to run from
 * its trigger: the node has no parents, a parent is deactivated or has no successful last run
 * (pinned items alone do not count: the run from the trigger shows every node's result), or
 * any node upstream changed since it ran (`staleNodes`).
 *
 * @param runData - the editor's run data, by node name
 * @param staleNodes - names of nodes whose parameters changed since their data was produced
 */
export function partialStep(
  doc: WorkflowDocument,
  runData: IRunData,
  staleNodes: ReadonlySet<string> | undefined,
  nodeName: string,
): PartialStep | null {
  const id = doc.nameIndex.get(nodeName);
  if (id === undefined) return null;
  const parents = getDirectParentIds(doc.connections, id);
  if (parents.length === 0) return null;
  for (const parentId of parents) {
    const parent = doc.nodes.get(parentId);
    if (!parent || parent.disabled === true) return null;
    const last = runData[parent.name]?.at(-1);
    if (!last || last.error || last.executionStatus === 'error' || !last.data?.['main']) return null;
  }
  // Data produced before an upstream edit is no longer what the node would get.
  for (const ancestorId of getParentNodeIds(doc.connections, id)) {
    const ancestor = doc.nodes.get(ancestorId);
    if (ancestor && staleNodes?.has(ancestor.name)) return null;
  }
  // The node's own earlier runs go: the step's run replaces them rather than adding a second.
  const { [nodeName]: _own, ...reused } = runData;
  return { startNodes: [nodeName], runData: reused };
}
