import { op, type Operation, type OperationDefinition } from '../operation';
import type { NodeId } from '../types';

/** Payload of the moveNode operation. */
export interface MoveNodePayload {
  /** The node to move. */
  readonly nodeId: NodeId;
  /** The new canvas position `[x, y]` (absolute, not a delta). */
  readonly position: readonly [number, number];
}

/**
 * Moves a node (the moveNode operation). Consecutive moves of the same node merge, so a drag gesture
 * dispatched with one history `group` undoes in one step.
 */
export const moveNode: OperationDefinition<MoveNodePayload> = {
  type: 'moveNode',
  label: (p, doc) => `Move ${doc.nodes.get(p.nodeId)?.name ?? 'node'}`,
  validate: (doc, p) => (doc.nodes.has(p.nodeId) ? null : `Node ${p.nodeId} does not exist`),
  touches: (p) => [['node', p.nodeId, 'position']],
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    if (node.position[0] === p.position[0] && node.position[1] === p.position[1]) return doc;
    return { ...doc, nodes: doc.nodes.set(p.nodeId, { ...node, position: [p.position[0], p.position[1]] }) };
  },
  invert(p, before): Operation[] {
    const node = before.nodes.get(p.nodeId);
    return node ? [op<MoveNodePayload>('moveNode', { nodeId: p.nodeId, position: node.position })] : [];
  },
  // A drag emits many moves; history keeps the last position of the gesture.
  merge: (prev, next) => (prev.nodeId === next.nodeId ? next : null),
};

/** Builds a moveNode operation to an absolute position. */
export const moveNodeOp = (nodeId: NodeId, position: readonly [number, number]): Operation<MoveNodePayload> =>
  op('moveNode', { nodeId, position });
