/**
 * Writing a value at a parameter path (`options.timeout`,
 * `headers.parameter[0].name`) without mutating the parameters.
 *
 * @module
 */
import { toPath } from '../values/object-path';

type Container = Record<string, unknown> | unknown[];

function setIn(container: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const index = /^\d+$/.test(key) ? Number(key) : null;
  const base: Container = Array.isArray(container)
    ? [...(container as unknown[])]
    : typeof container === 'object' && container !== null
      ? { ...(container as Record<string, unknown>) }
      : index !== null
        ? []
        : {};
  const current = Array.isArray(base) ? base[index ?? Number.NaN] : base[key];
  const next = setIn(current, rest, value);
  if (Array.isArray(base) && index !== null) {
    if (next === undefined) base.splice(index, 1);
    else base[index] = next;
  } else if (next === undefined) {
    delete (base as Record<string, unknown>)[key];
  } else {
    (base as Record<string, unknown>)[key] = next;
  }
  return base;
}

/**
 * The parameters with `value` at `path`; `undefined` removes the key (or the
 * array item). Objects on the way are copied, never mutated.
 */
export function setValueAtPath(parameters: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  return setIn(parameters, toPath(path), value) as Record<string, unknown>;
}

/** Joins a parent path and a key: `''`+`url` → `url`, `options`+`timeout` → `options.timeout`, `list`+`2` → `list[2]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
