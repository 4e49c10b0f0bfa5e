/**
 * The node details view's undoable edits: one parameter value at a path,
 * node settings and pinned data, defined through the plugin operations API.
 * Each op carries the new value; `invert` restores the exact previous one.
 *
 * @module
 */
import { jsonEqual, op, type OperationDefinition } from '@core/document/operation';
import { renameInValue } from '@core/document/rename-references';
import type { DocNode, NodeId, WorkflowDocument } from '@core/document/types';
import { missingFrom, samePath, valueAt, withValueAt } from './parameter-edits';
import {
  NODE_EDIT_OPS as NDV_OPS,
  NODE_SETTING_KEYS,
  type SetNodeParameterPayload,
  type SetNodeSettingsPayload,
  type SetPinDataPayload,
} from './node-edit-types';

function replaceNode(doc: WorkflowDocument, node: DocNode): WorkflowDocument {
  return { ...doc, nodes: doc.nodes.set(node.id, node) };
}

const missing = (doc: WorkflowDocument, id: NodeId) => (doc.nodes.has(id) ? null : `Node ${id} does not exist`);

/** Sets (or removes) one value in a node's parameters. */
export const setNodeParameter: OperationDefinition<SetNodeParameterPayload> = {
  type: NDV_OPS.setParameter,
  label: (p, doc) => `Edit ${doc.nodes.get(p.nodeId)?.name ?? 'node'} parameters`,
  validate: (doc, p) => (!Array.isArray(p.path) || p.path.length === 0 ? 'A parameter edit needs a path' : missing(doc, p.nodeId)),
  touches: (p) => [['node', p.nodeId, 'parameters', ...p.path]],
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || jsonEqual(valueAt(node.parameters, p.path), p.value)) return doc;
    return replaceNode(doc, { ...node, parameters: withValueAt(node.parameters, p.path, p.value) });
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node || jsonEqual(valueAt(node.parameters, p.path), p.value)) return [];
    // Undo removes what the edit created (the first key on the path that did not exist before) or
    // puts back what it replaced whole (an array or plain value on the path).
    const path = p.path.slice(0, missingFrom(node.parameters, p.path) + 1);
    return [op(NDV_OPS.setParameter, { nodeId: p.nodeId, path, value: valueAt(node.parameters, path) })];
  },
  // Typing into one field is one undo step: later values of the same field replace the earlier
  // one and the first inverse stays; edits of other fields stay steps of their own.
  merge: (previous, next) => (previous.nodeId === next.nodeId && samePath(previous.path, next.path) ? next : null),
  // The value's own key decides how it is read: source code under `jsCode` is rewritten as code.
  renameReferences(p, from, to) {
    const value = renameInValue(p.value, from, to, p.path[p.path.length - 1]);
    return value === p.value ? p : { ...p, value };
  },
};

/**
 * The settings a payload changes. A key holding `undefined` is none: JSON drops it on the way to the
 * collaboration server, so removing it here too keeps every editor's document the server's.
 */
const settingChanges = (p: SetNodeSettingsPayload): Array<[string, unknown]> =>
  Object.entries(p.settings).filter(([, v]) => v !== undefined);

/** Sets node settings (notes, retry, colour, ...). */
export const setNodeSettings: OperationDefinition<SetNodeSettingsPayload> = {
  type: NDV_OPS.setSettings,
  label: (p, doc) => `Change ${doc.nodes.get(p.nodeId)?.name ?? 'node'} settings`,
  touches: (p) => Object.keys(p.settings).map((key) => ['node', p.nodeId, key]),
  validate(doc, p) {
    const unknown = Object.keys(p.settings).find((k) => !(NODE_SETTING_KEYS as readonly string[]).includes(k));
    return unknown ? `Unknown node setting "${unknown}"` : missing(doc, p.nodeId);
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return doc;
    const next: Record<string, unknown> = { ...node };
    for (const [k, v] of settingChanges(p)) {
      if (v === null) delete next[k];
      else next[k] = v;
    }
    return jsonEqual(next, node) ? doc : replaceNode(doc, next as unknown as DocNode);
  },
  invert(p, before) {
    const node = before.nodes.get(p.nodeId);
    if (!node) return [];
    const changes = settingChanges(p);
    // An unset setting comes back as null, not undefined: the inverse travels as JSON (to the
    // collaboration server, in stored history), where a key holding undefined disappears.
    const previous = Object.fromEntries(changes.map(([k]) => [k, node[k] ?? null]));
    return jsonEqual(previous, Object.fromEntries(changes)) ? [] : [op(NDV_OPS.setSettings, { nodeId: p.nodeId, settings: previous })];
  },
  merge: (previous, next) =>
    previous.nodeId === next.nodeId ? { nodeId: next.nodeId, settings: { ...previous.settings, ...next.settings } } : null,
};

/** Pins (or unpins) a node's output. */
export const setPinData: OperationDefinition<SetPinDataPayload> = {
  type: NDV_OPS.setPinData,
  label: (p, doc) => `${p.items ? 'Pin' : 'Unpin'} ${doc.nodes.get(p.nodeId)?.name ?? 'node'} data`,
  validate: (doc, p) => missing(doc, p.nodeId),
  touches: (p) => [['node', p.nodeId, 'pinData']],
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
export const NDV_OPERATIONS = [setNodeParameter, setNodeSettings, setPinData] as const;
