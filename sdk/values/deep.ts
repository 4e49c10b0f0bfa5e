/**
 * Deep copy and deep equality of JSON-like values (node parameters, items, expression
 * results), by lodash's `cloneDeep` and `isEqual`: n8n compares and copies parameters and
 * items with them, so "is this the default", "unique" and "difference" answer as there.
 *
 * @module
 */
import { cloneDeep, isEqual } from 'lodash-es';

/** True for `{...}` objects (not arrays, not null, not class instances such as Date). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy: plain objects, arrays, dates, maps, sets and binary buffers are copied; an
 * own `__proto__` key stays data.
 */
export function deepCopy<T>(value: T): T {
  return cloneDeep(value);
}

/**
 * Deep equality: same primitives (NaN equals NaN), same array items in order, same own
 * keys with equal values, dates by time.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  return isEqual(a, b);
}
