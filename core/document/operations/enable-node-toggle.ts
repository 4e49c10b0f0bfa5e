import { op, type Operation, type OperationDefinition } from '../operation';
import type { NodeId } from '../types';

/** Payload of the enableNodeToggle operation. */
export interface EnableNodeTogglePayload {
  /** The node to enable or disable. */
  readonly nodeId: NodeId;
  /** The target state; absolute, so replaying the op twice is harmless. */
  readonly disabled: boolean;
  /** Set by `invert` when the node carried an explicit `disabled: false`, so undo leaves it as it was. */
  readonly keepFlag?: boolean;
}

/**
 * Flips a node's disabled flag. Clearing its execution data and re-checking
 * issues are side effects: they subscribe to transactions$.
 */
export const enableNodeToggle: OperationDefinition<EnableNodeTogglePayload> = {
  type: 'enableNodeToggle',
  label: (p, doc) => `${p.disabled ? 'Deactivate' : 'Activate'} ${doc.nodes.get(p.nodeId)?.name ?? 'node'}`,
  validate: (doc, p) => (doc.nodes.has(p.nodeId) ? null : `Node ${p.nodeId} does not exist`),
  touches: (p) => [['node', p.nodeId, 'disabled']],
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || (node.disabled === true) === p.disabled) return doc;
    const next = { ...node, disabled: p.disabled };
    if (!p.disabled && !p.keepFlag) delete (next as { disabled?: boolean }).disabled;
    return { ...doc, nodes: doc.nodes.set(p.nodeId, next) };
  },
  invert(p, before): Operation[] {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const payload: EnableNodeTogglePayload = { nodeId: p.nodeId, disabled: node.disabled === true };
    return [op('enableNodeToggle', node.disabled === false ? { ...payload, keepFlag: true } : payload)];
  },
};

/** Builds an enableNodeToggle operation that sets the node's disabled state to `disabled`. */
export const enableNodeToggleOp = (nodeId: NodeId, disabled: boolean): Operation<EnableNodeTogglePayload> =>
  op('enableNodeToggle', { nodeId, disabled });
