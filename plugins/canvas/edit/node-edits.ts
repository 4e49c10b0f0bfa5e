/**
 * Node edits the canvas makes, each as the operations of one transaction:
 * enable/disable many, duplicate, insert a node into a connection (pushing
 * what is downstream to the right), connect a new node after another.
 */
import {
  addConnectionOp,
  addNodeOp,
  enableNodeToggleOp,
  getChildNodeIds,
  moveNodeOp,
  removeConnectionOp,
  uniqueNodeName,
  type DocConnection,
  type DocNode,
  type NodeId,
  type Operation,
  type WorkflowDocument,
} from '@sdk';
import { GRID_SIZE, NODE_SIZE } from '../model/geometry';

/** Horizontal room made for an inserted node. */
export const INSERT_SHIFT = NODE_SIZE + 5 * GRID_SIZE;

/**
 * Toggles many nodes as one step: when any is enabled they all get disabled, otherwise all are
 * enabled (n8n's rule for a mixed selection).
 */
export function toggleDisableOps(doc: WorkflowDocument, ids: Iterable<NodeId>): Operation[] {
  const nodes = [...ids].map((id) => doc.nodes.get(id)).filter((n): n is DocNode => n !== undefined);
  const disable = nodes.some((n) => n.disabled !== true);
  return nodes.filter((n) => (n.disabled === true) !== disable).map((n) => enableNodeToggleOp(n.id, disable));
}

/** Copies of the nodes (unconnected), offset down-right, with unique names and new ids. */
export function duplicateOps(doc: WorkflowDocument, ids: Iterable<NodeId>, newId: () => string): { ops: Operation[]; ids: NodeId[] } {
  const used = new Set(doc.nameIndex.keys());
  const ops: Operation[] = [];
  const created: NodeId[] = [];
  for (const id of ids) {
    const node = doc.nodes.get(id);
    if (!node) continue;
    const name = uniqueNodeName(node.name, used);
    used.add(name);
    const { webhookId, ...rest } = node;
    const newWebhookId = typeof webhookId === 'string' ? newId() : null;
    // A path that is the generated webhook id follows the new id, so the copy gets its own URL.
    const ownPath = newWebhookId !== null && node.parameters['path'] === webhookId;
    const copy: DocNode = {
      ...rest,
      id: newId(),
      name,
      position: [node.position[0] + 2 * GRID_SIZE, node.position[1] + 2 * GRID_SIZE],
      ...(ownPath ? { parameters: { ...node.parameters, path: newWebhookId } } : {}),
      ...(newWebhookId !== null ? { webhookId: newWebhookId } : {}),
    };
    created.push(copy.id);
    ops.push(addNodeOp(copy));
  }
  return { ops, ids: created };
}

/**
 * Puts `node` into the middle of `connection`: the connection is replaced by two, and the target
 * with everything downstream of it moves right to make room when it is too close.
 */
export function insertBetweenOps(doc: WorkflowDocument, connection: DocConnection, node: DocNode): Operation[] {
  const ops: Operation[] = [addNodeOp(node), removeConnectionOp(connection)];
  ops.push(
    addConnectionOp({
      source: connection.source,
      target: { nodeId: node.id, type: 'main', index: 0 },
    }),
  );
  ops.push(
    addConnectionOp({
      source: { nodeId: node.id, type: 'main', index: 0 },
      target: connection.target,
    }),
  );
  const target = doc.nodes.get(connection.target.nodeId);
  if (target && target.position[0] - node.position[0] < INSERT_SHIFT) {
    const shift = INSERT_SHIFT - (target.position[0] - node.position[0]);
    const moved = new Set([connection.target.nodeId, ...getChildNodeIds(doc.connections, connection.target.nodeId)]);
    moved.delete(connection.source.nodeId);
    for (const id of moved) {
      const n = doc.nodes.get(id);
      if (n) ops.push(moveNodeOp(id, [n.position[0] + shift, n.position[1]]));
    }
  }
  return ops;
}

/** Adds `node` connected after an output of `sourceId`. */
export function addAfterOps(sourceId: NodeId, outputIndex: number, node: DocNode): Operation[] {
  return [
    addNodeOp(node),
    addConnectionOp({
      source: { nodeId: sourceId, type: 'main', index: outputIndex },
      target: { nodeId: node.id, type: 'main', index: 0 },
    }),
  ];
}
