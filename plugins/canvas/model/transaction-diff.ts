/**
 * Which nodes a transaction touched, so the scene redraws only those: read
 * from the operations the canvas knows, or found by comparing the documents
 * (identity checks on the persistent maps) for operations it does not.
 */
import type { NodeId, Transaction, WorkflowDocument } from '@sdk';

const KNOWN_OPS = new Set([
  'addNode',
  'removeNode',
  'moveNode',
  'addConnection',
  'removeConnection',
  'enableNodeToggle',
  'renameNode',
  'canvas.updateSticky',
]);

/** The node ids a transaction touched, or null when it has an op the canvas cannot read (full diff then). */
export function touchedIds(tx: Transaction): Set<NodeId> | null {
  const ids = new Set<NodeId>();
  for (const op of tx.ops) {
    if (!KNOWN_OPS.has(op.type)) return null;
    const p = op.payload as {
      nodeId?: unknown;
      node?: { id?: unknown };
      connection?: { source: { nodeId: NodeId }; target: { nodeId: NodeId } };
    };
    if (typeof p.nodeId === 'string') ids.add(p.nodeId);
    if (typeof p.node?.id === 'string') ids.add(p.node.id);
    if (p.connection) {
      ids.add(p.connection.source.nodeId);
      ids.add(p.connection.target.nodeId);
    }
  }
  if (tx.ops.some((o) => o.type === 'renameNode')) return null;
  return ids;
}

/** Every node id whose node or outgoing connections differ between two documents. */
export function diffIds(before: WorkflowDocument, after: WorkflowDocument): Set<NodeId> {
  const ids = new Set<NodeId>();
  if (before.nodes !== after.nodes) {
    for (const [id, n] of after.nodes) if (before.nodes.get(id) !== n) ids.add(id);
    for (const id of before.nodes.keys()) if (!after.nodes.has(id)) ids.add(id);
  }
  if (before.connections !== after.connections) {
    for (const [id, c] of after.connections) {
      if (before.connections.get(id) !== c) {
        ids.add(id);
        for (const outs of Object.values(c)) for (const targets of outs) for (const t of targets) ids.add(t.nodeId);
      }
    }
    for (const [id, c] of before.connections) {
      if (after.connections.get(id) !== c) {
        ids.add(id);
        for (const outs of Object.values(c)) for (const targets of outs) for (const t of targets) ids.add(t.nodeId);
      }
    }
  }
  if (before.pinData !== after.pinData) for (const id of new Set([...before.pinData.keys(), ...after.pinData.keys()])) ids.add(id);
  return ids;
}

/**
 * How long the canvas waits before drawing a connection that an undo put back. A connection is
 * usually removed at the end of a pointer gesture; drawing it again in the same tick would race
 * that gesture's own clean-up, so the canvas (not the history, whose undo is synchronous) waits.
 */
export const CONNECTION_RESTORE_DELAY_MS = 10;

/** Whether a transaction is an undo that puts a removed connection back. */
export function restoresConnection(tx: Transaction): boolean {
  return tx.meta.historyAction === 'undo' && tx.ops.some((o) => o.type === 'addConnection');
}
