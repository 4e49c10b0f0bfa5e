import { inboundAdd, listOutgoing } from '../connections';
import { op, type Operation, type OperationDefinition } from '../operation';
import type { DocNode, OutgoingConnections, PinnedItem } from '../types';

/** Payload of the addNode operation. */
export interface AddNodePayload {
  /** The node to add; its id and name must both be unused in the document. */
  readonly node: DocNode;
  /** Pinned data restored with the node (undo of a removal). */
  readonly pinData?: ReadonlyArray<PinnedItem>;
  /** The node's outgoing connections exactly as they were (undo of a removal). */
  readonly outgoing?: OutgoingConnections;
}

/**
 * Adds a node (the addNode operation) at the end of the document order. Its inverse is removeNode, which
 * also takes away any pinned data and connections the add brought.
 */
export const addNode: OperationDefinition<AddNodePayload> = {
  type: 'addNode',
  label: (p) => `Add ${p.node.name}`,
  touches: (p) => [['node', p.node.id]],
  validate(doc, p) {
    if (doc.nodes.has(p.node.id)) return `A node with id ${p.node.id} already exists`;
    if (doc.nameIndex.has(p.node.name)) return `A node named "${p.node.name}" already exists`;
    for (const c of p.outgoing ? listOutgoing(p.node.id, p.outgoing) : []) {
      if (c.target.nodeId !== p.node.id && !doc.nodes.has(c.target.nodeId)) return `Target node ${c.target.nodeId} does not exist`;
    }
    return null;
  },
  apply(doc, p) {
    let { connections, inbound } = doc;
    if (p.outgoing) {
      connections = connections.set(p.node.id, p.outgoing);
      for (const c of listOutgoing(p.node.id, p.outgoing)) inbound = inboundAdd(inbound, p.node.id, c.target.nodeId);
    }
    return {
      ...doc,
      nodes: doc.nodes.set(p.node.id, p.node),
      nameIndex: doc.nameIndex.set(p.node.name, p.node.id),
      pinData: p.pinData ? doc.pinData.set(p.node.id, p.pinData) : doc.pinData,
      connections,
      inbound,
    };
  },
  invert: (p): Operation[] => [op('removeNode', { nodeId: p.node.id })],
};

/** Builds an addNode operation, optionally with pinned data for the new node. */
export const addNodeOp = (node: DocNode, pinData?: ReadonlyArray<PinnedItem>): Operation<AddNodePayload> =>
  op('addNode', pinData ? { node, pinData } : { node });
