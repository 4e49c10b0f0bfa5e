/**
 * Copying and freezing JSON-like data handed to expressions, so an
 * expression cannot change the workflow document or shared settings.
 *
 * @module
 */

/**
 * A deep copy of JSON-like data (plain objects, arrays, primitives; dates
 * are copied as dates, other objects are kept by reference).
 *
 * @param value - the data
 * @returns the copy
 */
export function cloneData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneData);
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'object' && value !== null) {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(out, key, { value: cloneData(item), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/**
 * Freezes plain objects and arrays, deeply.
 *
 * @param value - the data
 * @returns the same data, frozen
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (Array.isArray(value) || proto === Object.prototype || proto === null) {
      Object.freeze(value);
      for (const item of Object.values(value)) deepFreeze(item);
    }
  }
  return value;
}
