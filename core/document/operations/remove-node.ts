import { connectionPosition, detachNode, incomingConnections } from '../connections';
import { op, type Operation, type OperationDefinition } from '../operation';
import type { NodeId } from '../types';

/** Payload of the removeNode operation. */
export interface RemoveNodePayload {
  /** The node to remove. */
  readonly nodeId: NodeId;
}

/**
 * Removes the node together with its connections and pinned data: a document
 * with connections to a missing node is never a valid intermediate state.
 * The inverse re-adds all three, each connection where it was. Cost is
 * O(log n + the node's degree): incoming connections are found through the
 * document's inbound index.
 */
export const removeNode: OperationDefinition<RemoveNodePayload> = {
  type: 'removeNode',
  label: (p, doc) => `Delete ${doc.nodes.get(p.nodeId)?.name ?? 'node'}`,
  validate: (doc, p) => (doc.nodes.has(p.nodeId) ? null : `Node ${p.nodeId} does not exist`),
  touches: (p) => [['node', p.nodeId]],
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    return {
      ...doc,
      nodes: doc.nodes.delete(p.nodeId),
      nameIndex: doc.nameIndex.delete(node.name),
      pinData: doc.pinData.delete(p.nodeId),
      ...detachNode(doc, p.nodeId),
    };
  },
  invert(p, before): Operation[] {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const pins = before.pinData.get(p.nodeId);
    // Outgoing connections come back as the exact entry (no other node can add to it while the node is gone);
    // incoming ones go back at their old place in each source's list.
    const outgoing = before.connections.get(p.nodeId);
    const restore: Operation[] = [op('addNode', { node, ...(pins ? { pinData: pins } : {}), ...(outgoing ? { outgoing } : {}) })];
    for (const connection of incomingConnections(before, p.nodeId)) {
      if (connection.source.nodeId === p.nodeId) continue;
      restore.push(op('addConnection', { connection, position: connectionPosition(before.connections, connection) }));
    }
    return restore;
  },
};

/** Builds a removeNode operation, which also removes the node's connections and pinned data. */
export const removeNodeOp = (nodeId: NodeId): Operation<RemoveNodePayload> => op('removeNode', { nodeId });
