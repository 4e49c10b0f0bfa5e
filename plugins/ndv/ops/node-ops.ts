/**
 * The node details view's undoable edits: parameters,
 * node settings and pinned data, defined through the plugin operations API.
 * Each op carries the new value; `invert` restores the exact previous one.
 *
 * @module
 */
import { op, type DocNode, type NodeId, type OperationDefinition, type WorkflowDocument } from '@sdk';
import { jsonEqual } from '@sdk';
import { NDV_OPS, NODE_SETTING_KEYS, type SetNodeParametersPayload, type SetNodeSettingsPayload, type SetPinDataPayload } from '../api';

function replaceNode(doc: WorkflowDocument, node: DocNode): WorkflowDocument {
  return { ...doc, nodes: doc.nodes.set(node.id, node) };
}

const missing = (doc: WorkflowDocument, id: NodeId) => (doc.nodes.has(id) ? null : `Node ${id} does not exist`);

/** Replaces a node's parameters. */
export const setNodeParameters: OperationDefinition<SetNodeParametersPayload> = {
  type: NDV_OPS.setParameters,
  label: (p, doc) => `Edit ${doc.nodes.get(p.nodeId)?.name ?? 'node'} parameters`,
  validate: (doc, p) => missing(doc, p.nodeId),
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || jsonEqual(node.parameters, p.parameters)) return doc;
    return replaceNode(doc, { ...node, parameters: p.parameters });
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node || jsonEqual(node.parameters, p.parameters)) return [];
    return [op(NDV_OPS.setParameters, { nodeId: p.nodeId, parameters: node.parameters })];
  },
  // typing into one field is one undo step: later edits replace the value, the first inverse stays
  merge: (previous, next) => (previous.nodeId === next.nodeId ? next : null),
};

/** Sets node settings (notes, retry, colour, ...). */
export const setNodeSettings: OperationDefinition<SetNodeSettingsPayload> = {
  type: NDV_OPS.setSettings,
  label: (p, doc) => `Change ${doc.nodes.get(p.nodeId)?.name ?? 'node'} settings`,
  validate(doc, p) {
    const unknown = Object.keys(p.settings).find((k) => !(NODE_SETTING_KEYS as readonly string[]).includes(k));
    return unknown ? `Unknown node setting "${unknown}"` : missing(doc, p.nodeId);
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    const next: Record<string, unknown> = { ...node };
    for (const [k, v] of Object.entries(p.settings)) {
      if (v === undefined) delete next[k];
      else next[k] = v;
    }
    return jsonEqual(next, node) ? doc : replaceNode(doc, next as unknown as DocNode);
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const previous = Object.fromEntries(Object.keys(p.settings).map((k) => [k, node[k]]));
    return jsonEqual(previous, p.settings) ? [] : [op(NDV_OPS.setSettings, { nodeId: p.nodeId, settings: previous })];
  },
  merge: (previous, next) => (previous.nodeId === next.nodeId ? { nodeId: next.nodeId, settings: { ...previous.settings, ...next.settings } } : null),
};

/** Pins (or unpins) a node's output. */
export const setPinData: OperationDefinition<SetPinDataPayload> = {
  type: NDV_OPS.setPinData,
  label: (p, doc) => `${p.items ? 'Pin' : 'Unpin'} ${doc.nodes.get(p.nodeId)?.name ?? 'node'} data`,
  validate: (doc, p) => missing(doc, p.nodeId),
  apply(doc, p) {
    const current = doc.pinData.get(p.nodeId) ?? null;
    if (jsonEqual(current, p.items)) return doc;
    return { ...doc, pinData: p.items ? doc.pinData.set(p.nodeId, p.items) : doc.pinData.delete(p.nodeId) };
  },
  invert(p, before) {
    const current = before.pinData.get(p.nodeId) ?? null;
    return jsonEqual(current, p.items) ? [] : [op(NDV_OPS.setPinData, { nodeId: p.nodeId, items: current })];
  },
};

/** Every op this plugin defines. */
export const NDV_OPERATIONS = [setNodeParameters, setNodeSettings, setPinData] as const;
