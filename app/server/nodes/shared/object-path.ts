/**
 * Reading and writing item fields by dot path (`a.b[0].c`), as n8n's nodes do with
 * lodash get/set when "dot notation" is on. Paths never write through `__proto__`,
 * `constructor` or `prototype`.
 */
import type { IDataObject } from '@sdk/workflow';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

const splitCache = new Map<string, string[]>();

/** Splits `a.b[0]['c.d']` into keys (cached: nodes write the same paths for every item). */
export function splitPath(path: string): string[] {
  const cached = splitCache.get(path);
  if (cached) return cached;
  const keys: string[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[["']([^"']*)["']\]/g;
  for (const match of path.matchAll(pattern)) keys.push(match[1] ?? match[2] ?? match[3] ?? '');
  if (splitCache.size > 10_000) splitCache.clear();
  splitCache.set(path, keys);
  return keys;
}

/** The value at `path`, or undefined. */
export function getPath(object: unknown, path: string, dotNotation = true): unknown {
  if (!dotNotation) return (object as IDataObject | undefined)?.[path];
  let current = object;
  for (const key of splitPath(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Sets `path` on `object` (creating objects/arrays on the way). */
export function setPath(object: IDataObject, path: string, value: unknown, dotNotation = true): void {
  const keys = dotNotation ? splitPath(path) : [path];
  if (keys.some((k) => UNSAFE.has(k))) throw new Error(`The field name "${path}" is not allowed`);
  let current: Record<string, unknown> = object;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (next === null || typeof next !== 'object') current[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    current = current[key] as Record<string, unknown>;
  });
}

/** Removes `path` from `object`. */
export function unsetPath(object: IDataObject, path: string, dotNotation = true): void {
  const keys = dotNotation ? [...splitPath(path)] : [path];
  const last = keys.pop();
  if (last === undefined) return;
  const parent = keys.length === 0 ? object : getPath(object, keys.join('.'));
  if (parent !== null && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
}

/** A deep copy of JSON-like data (items are never changed in place). */
export function deepCopy<T>(value: T): T {
  return structuredClone(value);
}

/**
 * A shallow copy of a plain object that shares V8's hidden classes: after `{ ...o }` a
 * property added to the copy gives every copy a map of its own (about 200 bytes each:
 * 20 MB of the 100,000-item engine bench), after `Object.assign({}, o)` they share one.
 * Assign would set the prototype from an own `__proto__` key (JSON can have one), so
 * such an object is spread instead.
 */
function shallowCopy(object: object): Record<string, unknown> {
  return Object.hasOwn(object, '__proto__') ? { ...(object as Record<string, unknown>) } : (Object.assign({}, object) as Record<string, unknown>);
}

/**
 * Sets `path` on a copy: `json` is copied shallowly and so is every object on the path,
 * so input items (shared with the previous node's run data) are never changed and
 * untouched branches are shared instead of deep-copied.
 */
export function setPathCopy(json: IDataObject, path: string, value: unknown, dotNotation = true): IDataObject {
  const keys = dotNotation ? splitPath(path) : [path];
  if (keys.length === 0) return json;
  if (keys.some((k) => UNSAFE.has(k))) throw new Error(`The field name "${path}" is not allowed`);
  const write = (target: unknown, index: number): unknown => {
    const key = keys[index]!;
    const isIndex = /^\d+$/.test(key);
    const copy: Record<string, unknown> =
      Array.isArray(target) ? ([...target] as unknown as Record<string, unknown>) : target !== null && typeof target === 'object' ? shallowCopy(target as object) : isIndex ? ([] as unknown as Record<string, unknown>) : {};
    copy[key] = index === keys.length - 1 ? value : write(copy[key], index + 1);
    return copy;
  };
  return write(json, 0) as IDataObject;
}
