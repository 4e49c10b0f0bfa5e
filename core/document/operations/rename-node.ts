import { op, type Operation, type OperationDefinition } from '../operation';
import { renameInValue } from '../rename-references';
import type { DocNode, NodeId, WorkflowDocument } from '../types';

/** Payload of the renameNode operation. */
export interface RenameNodePayload {
  /** The node to rename. */
  readonly nodeId: NodeId;
  /** The new name; must be non-empty and not used by another node. */
  readonly newName: string;
  /**
   * Exact parameters to restore instead of rewriting references. Set by
   * `invert`, because rewriting back is not exact: an expression that already
   * mentioned the new name (a dangling reference) would be rewritten too.
   */
  readonly restoreParameters?: Readonly<Record<NodeId, DocNode['parameters']>>;
}

/** The nodes whose parameters mention `oldName`, with the references rewritten to `newName`. */
function rewrittenNodes(doc: WorkflowDocument, oldName: string, newName: string): Array<[NodeId, DocNode]> {
  const changed: Array<[NodeId, DocNode]> = [];
  for (const [id, node] of doc.nodes) {
    const parameters = renameInValue(node.parameters, oldName, newName) as DocNode['parameters'];
    if (parameters !== node.parameters) changed.push([id, { ...node, parameters }]);
  }
  return changed;
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
    if (p.newName.trim() === '') return 'A node name cannot be empty';
    const holder = doc.nameIndex.get(p.newName);
    if (holder !== undefined && holder !== p.nodeId) return `A node named "${p.newName}" already exists`;
    return null;
  },
  apply(doc, p) {
    const node = doc.nodes.get(p.nodeId);
    if (!node || node.name === p.newName) return doc;
    const nodes = doc.nodes.withMutations((map) => {
      if (p.restoreParameters) {
        for (const [id, parameters] of Object.entries(p.restoreParameters)) {
          const n = map.get(id);
          if (n) map.set(id, { ...n, parameters });
        }
      } else {
        for (const [id, n] of rewrittenNodes(doc, node.name, p.newName)) map.set(id, n);
      }
      map.set(p.nodeId, { ...(map.get(p.nodeId) ?? node), name: p.newName });
    });
    return { ...doc, nodes, nameIndex: doc.nameIndex.delete(node.name).set(p.newName, p.nodeId) };
  },
  invert(p, before): Operation[] {
    const node = before.nodes.get(p.nodeId);
    if (!node || node.name === p.newName) return [];
    const restoreParameters: Record<NodeId, DocNode['parameters']> = Object.fromEntries(
      rewrittenNodes(before, node.name, p.newName).map(([id]) => [id, (before.nodes.get(id) as DocNode).parameters]),
    );
    return [op<RenameNodePayload>('renameNode', { nodeId: p.nodeId, newName: node.name, restoreParameters })];
  },
};

/**
 * Builds a renameNode operation; applying it also rewrites references to the old name in every
 * node's expressions and code.
 */
export const renameNodeOp = (nodeId: NodeId, newName: string): Operation<RenameNodePayload> => op('renameNode', { nodeId, newName });
