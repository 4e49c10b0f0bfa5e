import { is, isImmutable, isIndexed, isKeyed, isOrdered, type Collection } from 'immutable';
import type { WorkflowDocument } from './types';

/**
 * A document edit as plain data: `{type, payload}`. Serializable so it can be
 * stored in history, sent to collaborators or replayed in tests.
 */
export interface Operation<P = unknown> {
  /** The OperationDefinition type that applies it, e.g. `moveNode`. */
  readonly type: string;
  /** The operation's arguments. Keep it JSON-serializable and refer to nodes by id, never by name. */
  readonly payload: P;
}

/**
 * How one operation type behaves. `apply` is pure and synchronous; `invert`
 * gets the document as it was before `apply`, because most inverses need a
 * value the forward payload does not carry (the old position, the removed
 * node, whether the connection already existed).
 */
export interface OperationDefinition<P = unknown> {
  /** Unique operation type name; defining a second definition with the same type throws. */
  readonly type: string;
  /** Human label for history menus and undo toasts. */
  label(payload: P, doc: WorkflowDocument): string;
  /**
   * Returns the edited document without mutating `doc`; return `doc` itself when nothing changes.
   * Must be pure and synchronous: side effects belong in `transactions$` subscribers.
   */
  apply(doc: WorkflowDocument, payload: P): WorkflowDocument;
  /** The operations that undo this one, given the document before it applied; an empty list when it changed nothing. */
  invert(payload: P, docBefore: WorkflowDocument): Operation[];
  /** A reason the operation cannot apply to `doc`, or null. Checked before any op of a transaction applies. */
  validate?(doc: WorkflowDocument, payload: P): string | null;
  /**
   * The places in the document this op writes, each as a path (`['node', id, 'position']`). Two ops
   * whose paths overlap (one is a prefix of the other) edit the same thing: collaboration uses it so
   * that undoing my edit never reverts a later edit of someone else's to the same place. Absent: the
   * op is treated as touching nothing another op could overwrite.
   */
  touches?(payload: P): ReadonlyArray<ReadonlyArray<string>>;
  /** Combine two consecutive ops of one gesture into one (e.g. drag moves); null when they do not merge. */
  merge?(previous: P, next: P): P | null;
  /**
   * The payload with references to node `from` rewritten to name `to` (collaboration: an op written
   * before someone else's rename). Absent: every expression string in the payload is rewritten,
   * which misses values whose meaning depends on where they go (a Code node's source is code by its
   * parameter name, not by a leading `=`). Returns the same payload when nothing changed.
   */
  renameReferences?(payload: P, from: string, to: string): P;
}

/** Builds an Operation value; shorthand for `{type, payload}`. */
export function op<P>(type: string, payload: P): Operation<P> {
  return { type, payload };
}

/**
 * Deep equality for plain JSON data, used to skip duplicate ops inside a history group. Immutable
 * collections (a document's maps) are compared by content: same size, and every key holding a
 * jsonEqual value; ordered ones (OrderedMap, List) also in the same order.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isImmutable(a) || isImmutable(b)) return isImmutable(a) && isImmutable(b) && immutableEqual(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function immutableEqual(a: Collection<unknown, unknown>, b: Collection<unknown, unknown>): boolean {
  const ordered = isOrdered(a as unknown);
  if (ordered !== isOrdered(b as unknown) || isKeyed(a) !== isKeyed(b) || isIndexed(a) !== isIndexed(b) || a.count() !== b.count())
    return false;
  if (ordered) {
    const other = b.entries();
    for (const [key, value] of a.entries()) {
      const next = other.next();
      if (next.done === true || !is(key, next.value[0]) || !jsonEqual(value, next.value[1])) return false;
    }
    return true;
  }
  for (const [key, value] of a.entries()) {
    if (!b.has(key) || !jsonEqual(value, b.get(key))) return false;
  }
  return true;
}
