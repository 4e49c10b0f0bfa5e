/**
 * Extension functions on arrays. None of them changes the array it is
 * called on.
 *
 * @module
 */
import { deepEqual, extensionError, extensionTable, isPlainObject, numberArg, stringArg, type ExtensionFunction } from './extension-types';

type Def = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: unknown[], args: unknown[]) => unknown };

function numbers(fnName: string, value: unknown[]): number[] {
  if (!value.every((v) => typeof v === 'number')) throw extensionError(fnName, 'all array elements must be numbers');
  return value as number[];
}

function uniqueBy(value: unknown[], fields: unknown[], fnName: string): unknown[] {
  const keys = fields.map((_, i) => stringArg(fnName, fields, i));
  const project = (item: unknown): unknown => (keys.length === 0 ? item : isPlainObject(item) ? keys.map((k) => item[k]) : item);
  const kept: unknown[] = [];
  const seen: unknown[] = [];
  for (const item of value) {
    const key = project(item);
    if (!seen.some((s) => deepEqual(s, key))) {
      seen.push(key);
      kept.push(item);
    }
  }
  return kept;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function pluck(value: unknown[], args: unknown[]): unknown[] {
  if (args.length === 0) return [...value];
  const fields = args.map((_, i) => stringArg('pluck', args, i));
  const out: unknown[] = [];
  for (const item of value) {
    if (!isPlainObject(item)) continue;
    const found = fields.filter((f) => item[f] !== undefined).map((f) => item[f]);
    if (found.length === 0) continue;
    out.push(fields.length === 1 || found.length === 1 ? found[0] : found);
  }
  return out;
}

function otherArray(fnName: string, args: unknown[]): unknown[] {
  const other = args[0];
  if (!Array.isArray(other)) throw extensionError(fnName, 'expected an array as argument, e.g. [1, 2]');
  return other;
}

function merge(value: unknown[], args: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const sources = [...value, ...args.flatMap((a) => (Array.isArray(a) ? a : [a]))];
  for (const source of sources) {
    if (!isPlainObject(source)) throw extensionError('merge', 'all elements must be objects');
    for (const [k, v] of Object.entries(source))
      if (!Object.hasOwn(result, k)) Object.defineProperty(result, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

function renameKeys(value: unknown[], args: unknown[]): unknown[] {
  if (args.length === 0 || args.length % 2 !== 0)
    throw extensionError('renameKeys', 'expected pairs of names, e.g. .renameKeys("old", "new")');
  const pairs = args.map((_, i) => stringArg('renameKeys', args, i));
  return value.map((item) => {
    if (!isPlainObject(item)) return item;
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(item)) {
      const at = pairs.findIndex((p, i) => i % 2 === 0 && p === k);
      Object.defineProperty(copy, at >= 0 ? (pairs[at + 1] as string) : k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  });
}

const defs: Def[] = [
  {
    name: 'first',
    signature: '()',
    returns: 'unknown',
    description: 'The first element.',
    example: '[1, 2].first() // 1',
    fn: (v) => v[0],
  },
  {
    name: 'last',
    signature: '()',
    returns: 'unknown',
    description: 'The last element.',
    example: '[1, 2].last() // 2',
    fn: (v) => v[v.length - 1],
  },
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the array has no elements.',
    example: '[].isEmpty() // true',
    fn: (v) => v.length === 0,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the array has elements.',
    example: '[1].isNotEmpty() // true',
    fn: (v) => v.length > 0,
  },
  {
    name: 'pluck',
    signature: '(...fields: string[])',
    returns: 'unknown[]',
    description: 'The values of the given fields of each object.',
    example: "[{a: 1}, {a: 2}].pluck('a') // [1, 2]",
    fn: pluck,
  },
  {
    name: 'unique',
    signature: '(...fields: string[])',
    returns: 'unknown[]',
    description: 'Removes duplicates (compared deeply, or by the given fields).',
    example: '[1, 2, 2].unique() // [1, 2]',
    fn: (v, a) => uniqueBy(v, a, 'unique'),
  },
  {
    name: 'removeDuplicates',
    signature: '(...fields: string[])',
    returns: 'unknown[]',
    description: 'Same as unique().',
    example: "[{a: 1}, {a: 1}].removeDuplicates('a') // [{a: 1}]",
    fn: (v, a) => uniqueBy(v, a, 'removeDuplicates'),
  },
  {
    name: 'sum',
    signature: '()',
    returns: 'number',
    description: 'The sum of the numbers.',
    example: '[1, 2, 3].sum() // 6',
    fn: (v) => numbers('sum', v).reduce((s, n) => s + n, 0),
  },
  {
    name: 'min',
    signature: '()',
    returns: 'number',
    description: 'The smallest number.',
    example: '[3, 1].min() // 1',
    fn: (v) => Math.min(...numbers('min', v)),
  },
  {
    name: 'max',
    signature: '()',
    returns: 'number',
    description: 'The largest number.',
    example: '[3, 1].max() // 3',
    fn: (v) => Math.max(...numbers('max', v)),
  },
  {
    name: 'average',
    signature: '()',
    returns: 'number',
    description: 'The mean of the numbers (0 for an empty array).',
    example: '[1, 2, 3].average() // 2',
    fn: (v) => (v.length === 0 ? 0 : numbers('average', v).reduce((s, n) => s + n, 0) / v.length),
  },
  {
    name: 'compact',
    signature: '()',
    returns: 'unknown[]',
    description: "Removes null, undefined, '' and empty arrays and objects.",
    example: "[1, null, '', 0].compact() // [1, 0]",
    fn: (v) => v.filter((x) => !isEmptyValue(x)),
  },
  {
    name: 'smartJoin',
    signature: '(keyField: string, valueField: string)',
    returns: 'object',
    description: 'Turns [{name, value}] pairs into one object.',
    example: "[{k: 'a', v: 1}].smartJoin('k', 'v') // {a: 1}",
    fn: (v, a) => {
      if (typeof a[0] !== 'string' || typeof a[1] !== 'string')
        throw extensionError('smartJoin', 'expected two field names, e.g. .smartJoin("name", "value")');
      const [keyField, valueField] = a as [string, string];
      const out: Record<string, unknown> = {};
      for (const item of v) {
        if (isPlainObject(item))
          Object.defineProperty(out, String(item[keyField]), {
            value: item[valueField],
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    },
  },
  {
    name: 'chunk',
    signature: '(size: number)',
    returns: 'unknown[][]',
    description: 'Splits into arrays of the given size.',
    example: '[1, 2, 3].chunk(2) // [[1, 2], [3]]',
    fn: (v, a) => {
      const size = numberArg('chunk', a, 0, 0);
      if (!(size >= 1) || !Number.isInteger(size)) throw extensionError('chunk', 'expected a whole number above 0, e.g. .chunk(5)');
      const out: unknown[][] = [];
      for (let i = 0; i < v.length; i += size) out.push(v.slice(i, i + size));
      return out;
    },
  },
  {
    name: 'renameKeys',
    signature: '(from: string, to: string, ...more: string[])',
    returns: 'object[]',
    description: 'Renames fields of each object.',
    example: "[{a: 1}].renameKeys('a', 'b') // [{b: 1}]",
    fn: renameKeys,
  },
  {
    name: 'merge',
    signature: '(...arrays: object[][])',
    returns: 'object',
    description: 'Merges the objects into one; the first value of a field wins.',
    example: '[{a: 1}, {b: 2}].merge() // {a: 1, b: 2}',
    fn: merge,
  },
  {
    name: 'union',
    signature: '(other: unknown[])',
    returns: 'unknown[]',
    description: 'Elements of both arrays, without duplicates.',
    example: '[1, 2].union([2, 3]) // [1, 2, 3]',
    fn: (v, a) => uniqueBy([...v, ...otherArray('union', a)], [], 'union'),
  },
  {
    name: 'difference',
    signature: '(other: unknown[])',
    returns: 'unknown[]',
    description: 'Elements not in the other array.',
    example: '[1, 2].difference([2, 3]) // [1]',
    fn: (v, a) => {
      const o = otherArray('difference', a);
      return v.filter((x) => !o.some((y) => deepEqual(x, y)));
    },
  },
  {
    name: 'intersection',
    signature: '(other: unknown[])',
    returns: 'unknown[]',
    description: 'Elements in both arrays.',
    example: '[1, 2].intersection([2, 3]) // [2]',
    fn: (v, a) => {
      const o = otherArray('intersection', a);
      return uniqueBy(
        v.filter((x) => o.some((y) => deepEqual(x, y))),
        [],
        'intersection',
      );
    },
  },
  {
    name: 'append',
    signature: '(...items: unknown[])',
    returns: 'unknown[]',
    description: 'A copy with the items added at the end.',
    example: '[1].append(2, 3) // [1, 2, 3]',
    fn: (v, a) => [...v, ...a],
  },
  {
    name: 'reverse',
    signature: '()',
    returns: 'unknown[]',
    description: 'A reversed copy (the array itself is not changed).',
    example: '[1, 2, 3].reverse() // [3, 2, 1]',
    fn: (v) => [...v].reverse(),
  },
  {
    name: 'randomItem',
    signature: '()',
    returns: 'unknown',
    description: 'A random element.',
    example: '[1, 2, 3].randomItem()',
    fn: (v) => v[Math.floor(Math.random() * v.length)],
  },
  {
    name: 'toJsonString',
    signature: '()',
    returns: 'string',
    description: 'The array as JSON text.',
    example: "[1, 2].toJsonString() // '[1,2]'",
    fn: (v) => JSON.stringify(v),
  },
];

/** Array extension functions by name. */
export const ARRAY_EXTENSIONS = extensionTable('array', defs);
