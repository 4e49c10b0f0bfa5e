/**
 * Keyboard selection along the graph: parent, child and siblings of the
 * focused node, and everything upstream or downstream. Siblings are the other
 * children of the node's first parent (or the other roots for a root), in
 * top-to-bottom order, as a user sees them stacked on the canvas.
 */
import { getChildNodeIds, getDirectChildIds, getParentNodeIds, listNodes, type NodeId, type WorkflowDocument } from '@sdk';

/** Direct parents through the inbound index: O(the node's degree). */
function directParents(doc: WorkflowDocument, id: NodeId): NodeId[] {
  return [...(doc.inbound.get(id)?.keys() ?? [])];
}

function byPosition(doc: WorkflowDocument, ids: readonly NodeId[]): NodeId[] {
  const pos = (id: NodeId) => doc.nodes.get(id)?.position ?? [0, 0];
  return [...ids].sort((a, b) => pos(a)[1] - pos(b)[1] || pos(a)[0] - pos(b)[0]);
}

/** The node's first parent (topmost), or null. */
export function parentOf(doc: WorkflowDocument, id: NodeId): NodeId | null {
  return byPosition(doc, directParents(doc, id))[0] ?? null;
}

/** The node's first child (topmost), or null. */
export function childOf(doc: WorkflowDocument, id: NodeId): NodeId | null {
  return byPosition(doc, getDirectChildIds(doc.connections, id))[0] ?? null;
}

/** The node and its siblings, top to bottom. */
export function siblingsOf(doc: WorkflowDocument, id: NodeId): NodeId[] {
  const parent = parentOf(doc, id);
  if (parent !== null) return byPosition(doc, getDirectChildIds(doc.connections, parent));
  const roots = listNodes(doc).filter((n) => directParents(doc, n.id).length === 0 && n.type !== 'n8n-nodes-base.stickyNote');
  return byPosition(
    doc,
    roots.map((n) => n.id),
  );
}

/** The sibling `step` places above (-1) or below (+1), or null at the end of the list. */
export function siblingOf(doc: WorkflowDocument, id: NodeId, step: -1 | 1): NodeId | null {
  const list = siblingsOf(doc, id);
  const at = list.indexOf(id);
  if (at < 0) return null;
  return list[at + step] ?? null;
}

/** The node and everything upstream of it. */
export function upstreamOf(doc: WorkflowDocument, id: NodeId): NodeId[] {
  return [id, ...getParentNodeIds(doc.connections, id)];
}

/** The node and everything downstream of it. */
export function downstreamOf(doc: WorkflowDocument, id: NodeId): NodeId[] {
  return [id, ...getChildNodeIds(doc.connections, id)];
}
