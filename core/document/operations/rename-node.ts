import { jsonEqual, op, type Operation, type OperationDefinition } from '../operation';
import { renameInValue } from '../rename-references';
import type { DocNode, NodeId, WorkflowDocument } from '../types';

/** Values of top-level node parameters, by node id and parameter key. */
export type ParameterSnapshot = Readonly<Record<NodeId, Readonly<Record<string, unknown>>>>;

/** Payload of the renameNode operation. */
export interface RenameNodePayload {
  /** The node to rename. */
  readonly nodeId: NodeId;
  /** The new name; must be non-empty and not used by another node. */
  readonly newName: string;
  /**
   * Exact parameter values to put back instead of rewriting references, set by `invert` because
   * rewriting back is not exact (an expression that already named the new name, a dangling
   * reference, would be rewritten too). A value is put back only where the parameter still holds
   * what the rename made of it; a parameter edited since (by someone else in a live session) keeps
   * that edit and has its references rewritten like any other.
   */
  readonly restoreParameters?: ParameterSnapshot;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether `value` of parameter `key` refers to node `name` in an expression or code. */
const mentions = (value: unknown, name: string, key: string) => renameInValue(value, name, `${name}\u0000`, key) !== value;

/** The value parameter `key` gets when node `from` is renamed to `to`. */
function renamedValue(
  value: unknown,
  key: string,
  from: string,
  to: string,
  restore: Readonly<Record<string, unknown>> | undefined,
): unknown {
  if (restore !== undefined && Object.hasOwn(restore, key)) {
    const exact = restore[key];
    // The value the rename being reverted made of `exact`: still there means nobody edited it since.
    if (jsonEqual(value, renameInValue(exact, to, from, key))) return jsonEqual(value, exact) ? value : exact;
  }
  return renameInValue(value, from, to, key);
}

/** The nodes whose parameters change when node `from` is renamed to `to`, changed. */
function renamedNodes(doc: WorkflowDocument, from: string, to: string, restore: ParameterSnapshot | undefined): Array<[NodeId, DocNode]> {
  const changed: Array<[NodeId, DocNode]> = [];
  for (const [id, node] of doc.nodes) {
    const exact = restore !== undefined && Object.hasOwn(restore, id) ? restore[id] : undefined;
    let parameters: Record<string, unknown> | null = null;
    for (const [key, value] of Object.entries(node.parameters)) {
      const next = renamedValue(value, key, from, to, exact);
      if (next === value) continue;
      parameters ??= { ...node.parameters };
      parameters[key] = next;
    }
    if (parameters !== null) changed.push([id, { ...node, parameters: parameters as DocNode['parameters'] }]);
  }
  return changed;
}

/** The parameters a rename between `a` and `b` (either way) could change or must keep: those naming either. */
function snapshotNaming(doc: WorkflowDocument, a: string, b: string): Record<NodeId, Record<string, unknown>> {
  const snapshot: Record<NodeId, Record<string, unknown>> = {};
  for (const [id, node] of doc.nodes) {
    for (const [key, value] of Object.entries(node.parameters)) {
      if (!mentions(value, a, key) && !mentions(value, b, key)) continue;
      (snapshot[id] ??= {})[key] = value;
    }
  }
  return snapshot;
}

/**
 * Renames a node and rewrites every expression that references it. Connections
 * and pinned data are keyed by id, so they follow without a rewrite; exported
 * n8n JSON (keyed by name) picks the new name up from the node.
 */
export const renameNode: OperationDefinition<RenameNodePayload> = {
  type: 'renameNode',
  label: (p, doc) => `Rename ${doc.nodes.get(p.nodeId)?.name ?? 'node'} to ${p.newName}`,
  touches: (p) => [['node', p.nodeId, 'name']],
  validate(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node) return `Node ${p.nodeId} does not exist`;
    if (typeof p.newName !== 'string' || p.newName.trim() === '') return 'A node name cannot be empty';
    const holder = doc.nameIndex.get(p.newName);
    if (holder !== undefined && holder !== p.nodeId) return `A node named "${p.newName}" already exists`;
    if (p.restoreParameters !== undefined && !(isRecord(p.restoreParameters) && Object.values(p.restoreParameters).every(isRecord)))
      return 'Parameters to restore must map node ids to parameter values';
    return null;
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || node.name === p.newName) return doc;
    const nodes = doc.nodes.withMutations((map) => {
      for (const [id, n] of renamedNodes(doc, node.name, p.newName, p.restoreParameters)) map.set(id, n);
      map.set(p.nodeId, { ...(map.get(p.nodeId) ?? node), name: p.newName });
    });
    return { ...doc, nodes, nameIndex: doc.nameIndex.delete(node.name).set(p.newName, p.nodeId) };
  },
  invert(p, before): Operation[] {
    const node = before.nodes.get(p.nodeId);
    if (!node || node.name === p.newName) return [];
    const restoreParameters = snapshotNaming(before, node.name, p.newName);
    return [op<RenameNodePayload>('renameNode', { nodeId: p.nodeId, newName: node.name, restoreParameters })];
  },
};

/**
 * Builds a renameNode operation; applying it also rewrites references to the old name in every
 * node's expressions and code.
 */
export const renameNodeOp = (nodeId: NodeId, newName: string): Operation<RenameNodePayload> => op('renameNode', { nodeId, newName });
