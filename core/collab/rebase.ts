/**
 * The merge rules of live collaboration (docs/collaboration.md), as pure functions over
 * operations. The server orders operations; these decide what an operation means once others
 * were ordered before it:
 *
 * - an op on a node that no longer exists is dropped (delete beats edit; a connection to a
 *   deleted node is dropped);
 * - a rename or an added node whose name another node took meanwhile gets a unique name;
 * - an op written while a node had its old name has its expression references follow the rename;
 * - everything else applies as it is: ops carry absolute values, so of two moves or two edits of
 *   one parameter the later one wins, and edits of different parameters both stay.
 */
import type { OperationRegistry } from '../document/operation-registry';
import type { Operation } from '../document/operation';
import type { AddNodePayload, RenameNodePayload } from '../document/operations';
import { listOutgoing } from '../document/connections';
import { renameInValue } from '../document/rename-references';
import { uniqueNodeName } from '../document/unique-name';
import type { OutgoingConnections, WorkflowDocument } from '../document/types';

/** A node rename an ordered step made: expressions naming `from` now have to name `to`. */
export interface Rename {
  readonly from: string;
  readonly to: string;
}

/**
 * `op` with expression references rewritten for each rename, in order (by the op's own
 * `renameReferences` where it has one); the same op when none applies.
 */
export function followRenames(registry: OperationRegistry, operation: Operation, renames: ReadonlyArray<Rename>): Operation {
  if (renames.length === 0) return operation;
  const own = registry.has(operation.type) ? registry.get(operation.type).renameReferences : undefined;
  let payload = operation.payload;
  for (const { from, to } of renames) payload = own ? own(payload, from, to) : renameInValue(payload, from, to);
  return payload === operation.payload ? operation : { type: operation.type, payload };
}

function namesExcept(doc: WorkflowDocument, exceptId?: string): Set<string> {
  const names = new Set<string>();
  for (const [name, id] of doc.nameIndex) if (id !== exceptId) names.add(name);
  return names;
}

function fitAddNode(doc: WorkflowDocument, operation: Operation<AddNodePayload>): Operation | null {
  const p = operation.payload;
  if (doc.nodes.has(p.node.id)) return null;
  const name = uniqueNodeName(p.node.name, namesExcept(doc));
  let outgoing = p.outgoing;
  if (outgoing !== undefined) {
    const missing = listOutgoing(p.node.id, outgoing).some((c) => c.target.nodeId !== p.node.id && !doc.nodes.has(c.target.nodeId));
    if (missing) outgoing = withoutMissingTargets(doc, p.node.id, outgoing);
  }
  if (name === p.node.name && outgoing === p.outgoing) return operation;
  return { type: operation.type, payload: { ...p, node: { ...p.node, name }, ...(outgoing ? { outgoing } : {}) } };
}

function withoutMissingTargets(doc: WorkflowDocument, selfId: string, outgoing: OutgoingConnections): OutgoingConnections {
  const keep = (nodeId: string) => nodeId === selfId || doc.nodes.has(nodeId);
  return Object.fromEntries(
    Object.entries(outgoing).map(([type, outputs]) => [type, outputs.map((targets) => targets.filter((t) => keep(t.nodeId)))]),
  );
}

function fitRename(doc: WorkflowDocument, operation: Operation<RenameNodePayload>): Operation | null {
  const p = operation.payload;
  if (!doc.nodes.has(p.nodeId) || p.newName.trim() === '') return null;
  const name = uniqueNodeName(p.newName, namesExcept(doc, p.nodeId));
  return name === p.newName ? operation : { type: operation.type, payload: { ...p, newName: name } };
}

/**
 * The op as it can apply to `doc` now, or null when it no longer can (its node was deleted,
 * its type is unknown): names made unique, connections to deleted nodes left out, anything that
 * still fails its type's validation dropped.
 */
export function fitOperation(registry: OperationRegistry, doc: WorkflowDocument, operation: Operation): Operation | null {
  if (!registry.has(operation.type)) return null;
  let fitted: Operation | null = operation;
  if (operation.type === 'addNode') fitted = fitAddNode(doc, operation as Operation<AddNodePayload>);
  else if (operation.type === 'renameNode') fitted = fitRename(doc, operation as Operation<RenameNodePayload>);
  if (fitted === null) return null;
  try {
    return registry.get(fitted.type).validate?.(doc, fitted.payload) ? null : fitted;
  } catch {
    // A payload too malformed for its validator (sent by a broken client) is dropped, not thrown.
    return null;
  }
}

/** What {@link applyFitted} did. */
export interface AppliedOps {
  /** The document after the ops that could apply. */
  readonly doc: WorkflowDocument;
  /** The ops as they applied (fitted), in order; the ones that could not apply are left out. */
  readonly ops: Operation[];
  /** The ops that could not apply (their node was deleted meanwhile). */
  readonly dropped: Operation[];
  /** The renames the applied ops made, in order. */
  readonly renames: Rename[];
}

/** Renames `operation` made going from `before` to `after` (only renameNode renames). */
export function renamesBetween(operation: Operation, before: WorkflowDocument, after: WorkflowDocument): Rename[] {
  if (operation.type !== 'renameNode' || before === after) return [];
  const id = (operation.payload as RenameNodePayload).nodeId;
  const from = before.nodes.get(id)?.name;
  const to = after.nodes.get(id)?.name;
  return from !== undefined && to !== undefined && from !== to ? [{ from, to }] : [];
}

/** Applies ops one after the other, each fitted to the document the previous ones left. */
export function applyFitted(registry: OperationRegistry, doc: WorkflowDocument, ops: ReadonlyArray<Operation>): AppliedOps {
  const applied: Operation[] = [];
  const dropped: Operation[] = [];
  const renames: Rename[] = [];
  let current = doc;
  for (const operation of ops) {
    const fitted = fitOperation(registry, current, operation);
    if (fitted === null) {
      dropped.push(operation);
      continue;
    }
    const next = registry.get(fitted.type).apply(current, fitted.payload);
    renames.push(...renamesBetween(fitted, current, next));
    applied.push(fitted);
    current = next;
  }
  return { doc: current, ops: applied, dropped, renames };
}

/**
 * The ops that undo `ops` applied in order from `doc` (inverses, last op first). Used to take a
 * client's unconfirmed ops off before a remote step goes under them.
 */
export function inverseOf(registry: OperationRegistry, doc: WorkflowDocument, ops: ReadonlyArray<Operation>): Operation[] {
  const inverses: Operation[][] = [];
  let current = doc;
  for (const operation of ops) {
    const def = registry.get(operation.type);
    inverses.push(def.invert(operation.payload, current));
    current = def.apply(current, operation.payload);
  }
  return inverses.reverse().flat();
}

/** Whether two `touches` paths overlap: one is a prefix of the other. */
export function pathsOverlap(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The places `operation` writes (see OperationDefinition.touches); none for an unknown type. */
export function touchesOf(registry: OperationRegistry, operation: Operation): ReadonlyArray<ReadonlyArray<string>> {
  return registry.has(operation.type) ? (registry.get(operation.type).touches?.(operation.payload) ?? []) : [];
}

/** A place someone else wrote, for rebasing my undo history over it. */
export interface WrittenPlace {
  readonly path: ReadonlyArray<string>;
  /** Whether the write deleted a node (delete beats edit, so it also overrides undoing my add). */
  readonly removesNode: boolean;
}

/** The places remote ops wrote. */
export function placesWritten(registry: OperationRegistry, ops: ReadonlyArray<Operation>): WrittenPlace[] {
  return ops.flatMap((operation) => touchesOf(registry, operation).map((path) => ({ path, removesNode: operation.type === 'removeNode' })));
}

/**
 * Whether my recorded `inverse` would revert a write someone else made: it writes one of the
 * places. Removing a node I added is kept even when someone edited the node since (delete beats
 * edit), unless someone deleted it.
 */
export function revertsOthers(registry: OperationRegistry, inverse: Operation, places: ReadonlyArray<WrittenPlace>): boolean {
  const mine = touchesOf(registry, inverse);
  const undoesAdd = inverse.type === 'removeNode';
  return places.some((place) => (place.removesNode || !undoesAdd) && mine.some((path) => pathsOverlap(path, place.path)));
}
