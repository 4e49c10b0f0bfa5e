import { connectionPosition, connectionRemoved, outputShape, type OutputShape } from '../connections';
import { op, type Operation, type OperationDefinition } from '../operation';
import type { DocConnection } from '../types';
import { connectionPath, type ConnectionPayload } from './add-connection';

/** Payload of the removeConnection operation. */
export interface RemoveConnectionPayload extends ConnectionPayload {
  /** Set by addConnection's inverse: what existed before the add, so undo leaves no empty slot behind. */
  readonly shape?: OutputShape;
}

/**
 * Removes one connection; the output slot stays so other outputs keep their index. Its undo puts
 * the connection back at its old place in the target list.
 */
export const removeConnection: OperationDefinition<RemoveConnectionPayload> = {
  type: 'removeConnection',
  label: (p, doc) =>
    `Disconnect ${doc.nodes.get(p.connection.source.nodeId)?.name ?? '?'} → ${doc.nodes.get(p.connection.target.nodeId)?.name ?? '?'}`,
  touches: (p) => [connectionPath(p.connection)],
  apply: (doc, p) => connectionRemoved(doc, p.connection, p.shape),
  invert(p, before): Operation[] {
    // The target goes back at its old place in the list: order is what a legacy execution order follows.
    const position = connectionPosition(before.connections, p.connection);
    if (position < 0) return [];
    // A removal with `shape` may take trailing empty slots with it (ones someone else left since the
    // add it undoes, too); the undo puts them back, or taking it off under a remote step is not exact.
    const slots = p.shape ? outputShape(before.connections, p.connection).slots : 0;
    return [
      op(
        'addConnection',
        slots > p.connection.source.index + 1 ? { connection: p.connection, position, slots } : { connection: p.connection, position },
      ),
    ];
  },
};

/** Builds a removeConnection operation; removing a connection that does not exist changes nothing. */
export const removeConnectionOp = (connection: DocConnection): Operation<RemoveConnectionPayload> => op('removeConnection', { connection });
