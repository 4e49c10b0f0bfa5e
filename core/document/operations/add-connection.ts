import { connectionAdded, hasConnection, outputShape } from '../connections';
import { op, type Operation, type OperationDefinition } from '../operation';
import type { DocConnection, WorkflowDocument } from '../types';

/** Payload shared by the connection operations. */
export interface ConnectionPayload {
  /** The connection to add or remove, with both ends by node id. */
  readonly connection: DocConnection;
}

/** Payload of the addConnection operation. */
export interface AddConnectionPayload extends ConnectionPayload {
  /** Index in the output's target list; appended when absent. Set by undo so the order comes back. */
  readonly position?: number;
  /**
   * How many output slots of the connection's type there are at least afterwards. Set by the undo
   * of a removal that also took trailing empty slots away (see RemoveConnectionPayload.shape).
   */
  readonly slots?: number;
}

/**
 * The most output slots a connection may name: more than any node has, and few enough that a
 * malformed or hostile op cannot make the document allocate millions of empty outputs.
 */
export const MAX_OUTPUT_SLOTS = 1_000;

const isSlotCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_OUTPUT_SLOTS;

/** A reason the connection cannot exist in `doc` (a missing end node or a negative slot), or null. */
export function validateEnds(doc: WorkflowDocument, c: DocConnection): string | null {
  if (!doc.nodes.has(c.source.nodeId)) return `Source node ${c.source.nodeId} does not exist`;
  if (!doc.nodes.has(c.target.nodeId)) return `Target node ${c.target.nodeId} does not exist`;
  if (c.source.index < 0 || c.target.index < 0) return 'Connection slot indexes cannot be negative';
  if (!isSlotCount(c.source.index + 1) || !isSlotCount(c.target.index + 1))
    return `Connection slot indexes must be whole numbers below ${MAX_OUTPUT_SLOTS}`;
  return null;
}

/** The document place a connection occupies, for `touches`: adding and removing the same connection overlap. */
export const connectionPath = (c: DocConnection): string[] => [
  'connection',
  c.source.nodeId,
  c.source.type,
  String(c.source.index),
  c.target.nodeId,
  c.target.type,
  String(c.target.index),
];

const describe = (doc: WorkflowDocument, c: DocConnection) =>
  `${doc.nodes.get(c.source.nodeId)?.name ?? '?'} → ${doc.nodes.get(c.target.nodeId)?.name ?? '?'}`;

/** A connection is added only if an identical one does not exist. */
export const addConnection: OperationDefinition<AddConnectionPayload> = {
  type: 'addConnection',
  label: (p, doc) => `Connect ${describe(doc, p.connection)}`,
  touches: (p) => [connectionPath(p.connection)],
  validate(doc, p) {
    if (p.position !== undefined && !(Number.isInteger(p.position) && p.position >= 0)) return 'Connection position cannot be negative';
    if (p.slots !== undefined && !isSlotCount(p.slots)) return `Output slots must be a whole number up to ${MAX_OUTPUT_SLOTS}`;
    return validateEnds(doc, p.connection);
  },
  apply: (doc, p) => connectionAdded(doc, p.connection, p.position, p.slots),
  invert(p, before): Operation[] {
    // Undoing an add that changed nothing must not remove the pre-existing one.
    if (hasConnection(before.connections, p.connection)) return [];
    // When the add created the source entry, the type or empty slots, undo takes them away again.
    const shape = outputShape(before.connections, p.connection);
    const created = !shape.source || !shape.type || shape.slots < Math.max(p.connection.source.index + 1, p.slots ?? 0);
    return [op('removeConnection', created ? { connection: p.connection, shape } : { connection: p.connection })];
  },
};

/**
 * Builds an addConnection operation that appends the target to its output; a connection that
 * already exists is left alone.
 */
export const addConnectionOp = (connection: DocConnection): Operation<AddConnectionPayload> => op('addConnection', { connection });
