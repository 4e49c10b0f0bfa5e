/**
 * `canvas.updateSticky`: an undoable edit of a sticky note's own parameters
 * (content, width, height, color). The core operations cover positions, not
 * parameters, so the canvas defines this one for resizing and recolouring.
 */
import { jsonEqual, type Operation, type OperationDefinition } from '@core/document/operation';
import type { DocNode, NodeId, WorkflowDocument } from '@core/document/types';

/** Payload of `canvas.updateSticky`: the node and the parameters to set. */
export interface UpdateStickyPayload {
  readonly nodeId: NodeId;
  /** The values to set; a key holding `undefined` changes nothing (JSON, on the way to collaborators, drops it). */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Keys to remove; set by `invert` for the keys the edit added, so undo takes them away again. */
  readonly unset?: readonly string[];
}

/** The operation type id. */
export const UPDATE_STICKY = 'canvas.updateSticky';

/** Builds the operation. */
export function updateStickyOp(nodeId: NodeId, parameters: Readonly<Record<string, unknown>>): Operation<UpdateStickyPayload> {
  return { type: UPDATE_STICKY, payload: { nodeId, parameters } };
}

/** The keys the op writes: the ones it sets and the ones it removes. */
const keysOf = (p: UpdateStickyPayload): string[] => [
  ...Object.keys(p.parameters).filter((key) => p.parameters[key] !== undefined),
  ...(p.unset ?? []),
];

/** The sticky's parameters once `p` applied; null when it changes nothing. */
function editedParameters(node: DocNode, p: UpdateStickyPayload): Record<string, unknown> | null {
  const parameters: Record<string, unknown> = { ...node.parameters };
  for (const [key, value] of Object.entries(p.parameters)) if (value !== undefined) parameters[key] = value;
  for (const key of p.unset ?? []) delete parameters[key];
  return jsonEqual(parameters, node.parameters) ? null : parameters;
}

/** The definition to register with `ctx.operations.define`. */
export const updateSticky: OperationDefinition<UpdateStickyPayload> = {
  type: UPDATE_STICKY,
  label: () => 'Edit sticky note',
  touches: (p) => keysOf(p).map((key) => ['node', p.nodeId, 'parameters', key]),
  validate(doc: WorkflowDocument, p) {
    if (p.unset !== undefined && !(Array.isArray(p.unset) && p.unset.every((key) => typeof key === 'string')))
      return 'Keys to unset must be a list of names';
    return doc.nodes.has(p.nodeId) ? null : `Unknown node ${p.nodeId}`;
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    const parameters = node && editedParameters(node, p);
    return node && parameters ? { ...doc, nodes: doc.nodes.set(p.nodeId, { ...node, parameters }) } : doc;
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node || !editedParameters(node, p)) return [];
    // A key the sticky lacked is named in `unset`, not set to undefined: the inverse travels as JSON
    // (to the collaboration server), where a key holding undefined disappears and undo would not remove it.
    const previous: Record<string, unknown> = {};
    const unset: string[] = [];
    for (const key of keysOf(p)) {
      if (Object.hasOwn(node.parameters, key)) previous[key] = node.parameters[key];
      else unset.push(key);
    }
    return [
      {
        type: UPDATE_STICKY,
        payload: unset.length > 0 ? { nodeId: p.nodeId, parameters: previous, unset } : { nodeId: p.nodeId, parameters: previous },
      },
    ];
  },
};
