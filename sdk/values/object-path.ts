/**
 * Reading and writing values by property path (`a.b[0].c`, `a["c.d"]`): item fields as
 * n8n's nodes do with lodash get/set when "dot notation" is on, node parameters as
 * `getNodeParameter('options.fields')` reads them. Paths are split by lodash's `toPath`,
 * so every reader of a path (server, editor, expressions) splits it the same way n8n does.
 *
 * Field names and paths come from users (node parameters) and from data (webhook
 * bodies, HTTP responses), so every helper here looks at **own** properties only: a
 * read of `__proto__`, `constructor` or `hasOwnProperty` finds nothing unless the item
 * itself has such a key, and a write never walks into an inherited object. Without
 * that, renaming `__proto__` to `a` and then writing `a.proxy` changed
 * `Object.prototype` for the whole server process.
 */
import { toPath as lodashToPath } from 'lodash-es';
import type { IDataObject } from '../workflow';

/** A write path may not name `__proto__`: the user gets an error instead of data that vanishes. */
const FORBIDDEN_WRITE = '__proto__';

/**
 * Splits a property path into keys: `a.b[0]['c.d']` gives `['a', 'b', '0', 'c.d']`
 * (lodash's `toPath`, which caches the paths it has split).
 *
 * @param path - a dotted path with optional `[n]` and quoted `["key"]` parts
 * @returns the keys
 */
export function toPath(path: string): string[] {
  return lodashToPath(path);
}

/** The own property `key` of `value`, or undefined (inherited members are never data). */
export function ownValue(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

/**
 * The entry `key` of a lookup table, or undefined. For tables keyed by what users or data
 * send (units, method names, status texts): `table['constructor']` would otherwise find
 * Object.prototype's function and pass it on as if it were an entry.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Writes `key` as an own data property. Plain assignment of `__proto__` would replace the
 * object's prototype instead; defining it keeps the key as data, as `JSON.parse` does.
 */
export function setOwn(target: object, key: string, value: unknown): void {
  if (key === FORBIDDEN_WRITE) Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else (target as Record<string, unknown>)[key] = value;
}

/** `Object.assign` for data: copies own enumerable keys with {@link setOwn}, so no key changes `target`'s prototype. */
export function assignOwn<T extends object>(target: T, source: object | undefined | null): T {
  if (source) for (const key of Object.keys(source)) setOwn(target, key, (source as Record<string, unknown>)[key]);
  return target;
}

/** The value at `path` (own properties only), or undefined. */
export function getPath(object: unknown, path: string, dotNotation = true): unknown {
  if (!dotNotation) return ownValue(object, path);
  let current = object;
  for (const key of toPath(path)) {
    current = ownValue(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}

function assertWritable(keys: readonly string[], path: string): void {
  if (keys.includes(FORBIDDEN_WRITE)) throw new Error(`The field name "${path}" is not allowed: "${FORBIDDEN_WRITE}" cannot be written`);
}

/** Sets `path` on `object` (creating objects/arrays on the way; only own objects are walked into). */
export function setPath(object: IDataObject, path: string, value: unknown, dotNotation = true): void {
  const keys = dotNotation ? toPath(path) : [path];
  assertWritable(keys, path);
  let current: Record<string, unknown> = object;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = ownValue(current, key);
    if (next === null || typeof next !== 'object') current[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    current = current[key] as Record<string, unknown>;
  });
}

/** Removes `path` from `object` (an own property; nothing inherited is ever deleted). */
export function unsetPath(object: IDataObject, path: string, dotNotation = true): void {
  const keys = dotNotation ? [...toPath(path)] : [path];
  const last = keys.pop();
  if (last === undefined) return;
  let parent: unknown = object;
  for (const key of keys) parent = ownValue(parent, key);
  if (parent !== null && typeof parent === 'object' && Object.hasOwn(parent, last)) delete (parent as Record<string, unknown>)[last];
}

/**
 * A shallow copy of a plain object that shares V8's hidden classes: after `{ ...o }` a
 * property added to the copy gives every copy a map of its own (about 200 bytes each:
 * 20 MB of the 100,000-item engine bench), after `Object.assign({}, o)` they share one.
 * Assign would set the prototype from an own `__proto__` key (JSON can have one), so
 * such an object is spread instead.
 */
function shallowCopy(object: object): Record<string, unknown> {
  return Object.hasOwn(object, '__proto__')
    ? { ...(object as Record<string, unknown>) }
    : (Object.assign({}, object) as Record<string, unknown>);
}

/**
 * Sets `path` on a copy: `json` is copied shallowly and so is every object on the path,
 * so input items (shared with the previous node's run data) are never changed and
 * untouched branches are shared instead of deep-copied.
 */
export function setPathCopy(json: IDataObject, path: string, value: unknown, dotNotation = true): IDataObject {
  const keys = dotNotation ? toPath(path) : [path];
  if (keys.length === 0) return json;
  assertWritable(keys, path);
  const write = (target: unknown, index: number): unknown => {
    const key = keys[index]!;
    const isIndex = /^\d+$/.test(key);
    const copy: Record<string, unknown> = Array.isArray(target)
      ? ([...target] as unknown as Record<string, unknown>)
      : target !== null && typeof target === 'object'
        ? shallowCopy(target as object)
        : isIndex
          ? ([] as unknown as Record<string, unknown>)
          : {};
    copy[key] = index === keys.length - 1 ? value : write(ownValue(copy, key), index + 1);
    return copy;
  };
  return write(json, 0) as IDataObject;
}

/**
 * Reads the value at `path` the way lodash `get` does, own properties only: a key that
 * exists on the object as a whole wins over a path interpretation (`{"a.b": 1}` at
 * `a.b` is 1), then the path is walked key by key. Missing steps give `undefined`; ''
 * gives `values` itself.
 */
export function getParameterValueAtPath(values: unknown, path: string): unknown {
  if (path === '') return values;
  if (values !== null && typeof values === 'object' && Object.hasOwn(values, path)) {
    return (values as Record<string, unknown>)[path];
  }
  return getPath(values, path);
}
