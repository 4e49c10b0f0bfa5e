/**
 * `canvas.updateSticky`: an undoable edit of a sticky note's own parameters
 * (content, width, height, color). The core operations cover positions, not
 * parameters, so the canvas defines this one for resizing and recolouring.
 */
import type { Operation, OperationDefinition } from '@core/document/operation';
import type { DocNode, NodeId, WorkflowDocument } from '@core/document/types';

/** Payload of `canvas.updateSticky`: the node and the parameters to set. */
export interface UpdateStickyPayload {
  readonly nodeId: NodeId;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** The operation type id. */
export const UPDATE_STICKY = 'canvas.updateSticky';

/** Builds the operation. */
export function updateStickyOp(nodeId: NodeId, parameters: Readonly<Record<string, unknown>>): Operation<UpdateStickyPayload> {
  return { type: UPDATE_STICKY, payload: { nodeId, parameters } };
}

/** The definition to register with `ctx.operations.define`. */
export const updateSticky: OperationDefinition<UpdateStickyPayload> = {
  type: UPDATE_STICKY,
  label: () => 'Edit sticky note',
  touches: (p) => Object.keys(p.parameters).map((key) => ['node', p.nodeId, 'parameters', key]),
  validate(doc: WorkflowDocument, p) {
    return doc.nodes.has(p.nodeId) ? null : `Unknown node ${p.nodeId}`;
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    const changed = Object.entries(p.parameters).some(([k, v]) => node.parameters[k] !== v);
    if (!changed) return doc;
    const next: DocNode = {
      ...node,
      parameters: { ...node.parameters, ...p.parameters },
    };
    return { ...doc, nodes: doc.nodes.set(p.nodeId, next) };
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(p.parameters)) previous[key] = node.parameters[key];
    return [updateStickyOp(p.nodeId, previous)];
  },
};
