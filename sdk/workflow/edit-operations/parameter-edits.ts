/**
 * Parameter edits as values at paths. The parameter form computes a node's whole next
 * parameters (a change can show, hide or default other parameters); `parameterEdits` turns the
 * difference into one `setParameter` op per changed value, descending into nested objects so
 * that the op names the field that changed. Arrays (fixed collections' item lists, multi-option
 * values) change as a whole: their items have no identity that survives a reorder.
 *
 * @module
 */
import { jsonEqual, op, type Operation } from '@core/document/operation';
import type { NodeId } from '@core/document/types';
import { isPlainObject } from '../../values';
import { NODE_EDIT_OPS, type SetNodeParameterPayload } from './node-edit-types';

/** The value at `path` in `parameters`; undefined when a key on the way is missing. */
export function valueAt(parameters: unknown, path: readonly string[]): unknown {
  let at: unknown = parameters;
  for (const key of path) {
    if (!isPlainObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/**
 * The index of the first key of `path` that `parameters` lacks, or of the key holding a value that is
 * no object to descend into (an array, a string: setting below it replaces it whole, as withValueAt
 * does); the last index when all exist.
 */
export function missingFrom(parameters: unknown, path: readonly string[]): number {
  let at: unknown = parameters;
  for (const [i, key] of path.entries()) {
    if (!isPlainObject(at)) return Math.max(0, i - 1);
    if (!Object.hasOwn(at, key)) return i;
    at = at[key];
  }
  return path.length - 1;
}

/** `parameters` with `value` at `path` (`undefined` removes the key); objects on the way are copied. */
export function withValueAt(
  parameters: Readonly<Record<string, unknown>>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return { ...parameters };
  const next: Record<string, unknown> = { ...parameters };
  const child =
    rest.length === 0 ? value : withValueAt(isPlainObject(next[key]) ? (next[key] as Record<string, unknown>) : {}, rest, value);
  if (child === undefined) delete next[key];
  else next[key] = child;
  return next;
}

/** Whether two paths name the same place. */
export function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** The `setParameter` ops that turn a node's `before` parameters into `after` (none when equal). */
export function parameterEdits(
  nodeId: NodeId,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Operation<SetNodeParameterPayload>[] {
  const ops: Operation<SetNodeParameterPayload>[] = [];
  const visit = (from: Readonly<Record<string, unknown>>, to: Readonly<Record<string, unknown>>, path: readonly string[]) => {
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const was = Object.hasOwn(from, key) ? from[key] : undefined;
      const now = Object.hasOwn(to, key) ? to[key] : undefined;
      if (jsonEqual(was, now)) continue;
      if (isPlainObject(was) && isPlainObject(now)) visit(was, now, [...path, key]);
      else ops.push(op(NODE_EDIT_OPS.setParameter, { nodeId, path: [...path, key], value: now }));
    }
  };
  visit(before, after, []);
  return ops;
}
