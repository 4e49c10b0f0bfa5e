/**
 * Small value helpers shared by the node parameter logic: lodash-style path
 * lookup (`a.b[0]["c d"]`), plain-object checks, deep copy and deep equality
 * of JSON-like parameter values. No DOM, no dependencies.
 *
 * @module
 */

/** True for `{...}` objects (not arrays, not null, not class instances such as Date). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Splits a lodash-style property path into keys: `a.b[0]["c d"]` becomes
 * `['a', 'b', '0', 'c d']`. Quoted segments may contain dots and brackets.
 */
export function parseParameterPath(path: string): string[] {
  const keys: string[] = [];
  let i = 0;
  let current = '';
  const flush = (force = false) => {
    if (current !== '' || force) keys.push(current);
    current = '';
  };
  while (i < path.length) {
    const ch = path.charAt(i);
    if (ch === '.') {
      flush(i === 0 || path.charAt(i - 1) === '.');
      i++;
    } else if (ch === '[') {
      flush();
      const quote = path.charAt(i + 1);
      if (quote === '"' || quote === "'") {
        let j = i + 2;
        let key = '';
        while (j < path.length && path.charAt(j) !== quote) {
          if (path.charAt(j) === '\\' && j + 1 < path.length) j++;
          key += path.charAt(j);
          j++;
        }
        keys.push(key);
        i = path.charAt(j + 1) === ']' ? j + 2 : j + 1;
      } else {
        const end = path.indexOf(']', i);
        const stop = end < 0 ? path.length : end;
        keys.push(path.slice(i + 1, stop).trim());
        i = stop + 1;
      }
    } else {
      current += ch;
      i++;
    }
  }
  flush();
  return keys;
}

/**
 * Reads the value at `path` the way lodash `get` does: a key that exists on
 * the object as a whole wins over a path interpretation, then the path is
 * walked key by key. Missing steps give `undefined`.
 */
export function getParameterValueAtPath(values: unknown, path: string): unknown {
  if (path === '') return values;
  if (values !== null && typeof values === 'object' && Object.hasOwn(values, path)) {
    return (values as Record<string, unknown>)[path];
  }
  let current: unknown = values;
  for (const key of parseParameterPath(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A deep copy of plain objects and arrays; other values are returned as they are. */
export function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => deepCopy(item)) as T;
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a `__proto__` key stays data.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)])) as T;
  }
  return value;
}

/**
 * Deep equality of JSON-like values (lodash `isEqual` for the shapes parameter
 * values take): same primitives (NaN equals NaN), same array items in order,
 * same own keys with equal values.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (key) => Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
