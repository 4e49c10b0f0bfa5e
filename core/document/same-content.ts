import { isImmutable } from 'immutable';
import type { WorkflowDocument } from './types';

/**
 * Deep equality of document values: persistent maps by their entries, plain objects and arrays by
 * their members. Keyed maps compare by key, not order (node order only decides export order, and
 * undoing a removal puts the node back at the end). The same reference is equal at once, so comparing two documents that share most
 * of their structure (an edit and its undo) costs only the changed path.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isImmutable(a) || isImmutable(b)) {
    if (!isImmutable(a) || !isImmutable(b)) return false;
    const left = a as unknown as {
      size: number;
      has(k: unknown): boolean;
      get(k: unknown): unknown;
      entrySeq(): Iterable<[unknown, unknown]>;
    };
    const right = b as unknown as typeof left;
    if (left.size !== right.size) return false;
    for (const [key, value] of left.entrySeq()) {
      if (!right.has(key) || !sameValue(value, right.get(key))) return false;
    }
    return true;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => sameValue(v, other[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const otherKeys = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return keys.length === otherKeys.length && keys.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]));
}

/**
 * Left out: fields the server sets (identity, version, activation), never an unsaved change of the
 * user's, and the indexes derived from nodes and connections, which those already decide.
 */
const SKIPPED = new Set<string>(['id', 'versionId', 'active', 'nameIndex', 'inbound']);

/**
 * Whether two documents hold the same workflow as far as saving goes: the same nodes,
 * connections, pinned data, name, settings, tags and metadata. The unsaved-changes flag compares
 * against the document at the last save with this, so undoing back to it counts as saved.
 */
export function sameWorkflowContent(a: WorkflowDocument, b: WorkflowDocument): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (SKIPPED.has(key)) continue;
    const left = (a as unknown as Record<string, unknown>)[key];
    const right = (b as unknown as Record<string, unknown>)[key];
    if (!sameValue(left, right)) return false;
  }
  return true;
}
