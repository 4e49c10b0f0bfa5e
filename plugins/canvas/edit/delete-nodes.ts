/**
 * Deleting nodes as one transaction: each node goes with its connections, and
 * where a removed node sat in the middle of a chain (A→B→C, B removed) its
 * parents are joined to its children so the flow stays connected.
 */
import {
  addConnectionOp,
  hasConnection,
  incomingConnections,
  outgoing,
  removeNodeOp,
  type DocConnection,
  type NodeId,
  type Operation,
  type WorkflowDocument,
} from '@sdk';

const MAIN = 'main';

/** The live (not removed) outputs feeding `nodeId`'s main inputs, looking through removed nodes. */
function liveSources(
  doc: WorkflowDocument,
  nodeId: NodeId,
  removed: ReadonlySet<NodeId>,
  seen = new Set<NodeId>(),
): DocConnection['source'][] {
  if (seen.has(nodeId)) return [];
  seen.add(nodeId);
  const out: DocConnection['source'][] = [];
  for (const c of incomingConnections(doc, nodeId)) {
    if (c.target.type !== MAIN || c.source.type !== MAIN) continue;
    if (!removed.has(c.source.nodeId)) out.push(c.source);
    else out.push(...liveSources(doc, c.source.nodeId, removed, seen));
  }
  return out;
}

/** The live inputs fed by `nodeId`'s first main output, looking through removed nodes. */
function liveTargets(
  doc: WorkflowDocument,
  nodeId: NodeId,
  removed: ReadonlySet<NodeId>,
  seen = new Set<NodeId>(),
): DocConnection['target'][] {
  if (seen.has(nodeId)) return [];
  seen.add(nodeId);
  const out: DocConnection['target'][] = [];
  for (const t of outgoing(doc, nodeId)?.[MAIN]?.[0] ?? []) {
    if (t.type !== MAIN) continue;
    if (!removed.has(t.nodeId)) out.push(t);
    else out.push(...liveTargets(doc, t.nodeId, removed, seen));
  }
  return out;
}

/**
 * Operations that remove the nodes and bridge the gaps they leave: for every removed node whose
 * main input was fed from a kept node, the feeding outputs are connected to the kept nodes its first
 * output fed. Unknown ids are ignored.
 */
export function deleteNodesOps(doc: WorkflowDocument, ids: Iterable<NodeId>): Operation[] {
  const removed = new Set([...ids].filter((id) => doc.nodes.has(id)));
  const bridges: DocConnection[] = [];
  for (const id of removed) {
    // Bridge only from the removed node nearest the kept parents, so a removed chain is bridged once.
    const directParents = incomingConnections(doc, id).filter((c) => c.target.type === MAIN);
    if (directParents.length === 0 || directParents.every((c) => removed.has(c.source.nodeId))) continue;
    const sources = liveSources(doc, id, removed);
    const targets = liveTargets(doc, id, removed);
    for (const source of sources) {
      for (const target of targets) {
        const c: DocConnection = { source, target };
        if (
          !bridges.some(
            (b) =>
              b.source.nodeId === c.source.nodeId &&
              b.source.index === c.source.index &&
              b.target.nodeId === c.target.nodeId &&
              b.target.index === c.target.index,
          )
        ) {
          bridges.push(c);
        }
      }
    }
  }
  const ops: Operation[] = [...removed].map((id) => removeNodeOp(id));
  for (const c of bridges) if (!hasConnection(doc.connections, c)) ops.push(addConnectionOp(c));
  return ops;
}
