/**
 * Extension functions on plain objects. None of them changes the object it
 * is called on.
 *
 * @module
 */
import { extensionError, extensionTable, isPlainObject, stringArg, type ExtensionFunction } from './extension-types';

type Def = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: Record<string, unknown>, args: unknown[]) => unknown };

function copyWhere(value: Record<string, unknown>, keep: (key: string, v: unknown) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (keep(k, v)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function needle(fnName: string, args: unknown[]): string {
  const text = args[0];
  if (typeof text !== 'string' || text === '') throw extensionError(fnName, 'expected a non-empty string, e.g. .' + fnName + '("abc")');
  return text;
}

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return copyWhere(value, (_k, v) => v !== null && v !== undefined && v !== '' && !(isPlainObject(v) && Object.keys(v).length === 0));
}

const defs: Def[] = [
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the object has no fields.',
    example: '({}).isEmpty() // true',
    fn: (v) => Object.keys(v).length === 0,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the object has fields.',
    example: '({a: 1}).isNotEmpty() // true',
    fn: (v) => Object.keys(v).length > 0,
  },
  {
    name: 'hasField',
    signature: '(name: string)',
    returns: 'boolean',
    description: 'Whether the object has the field.',
    example: "({a: 1}).hasField('a') // true",
    fn: (v, a) => Object.hasOwn(v, stringArg('hasField', a, 0)),
  },
  {
    name: 'removeField',
    signature: '(name: string)',
    returns: 'object',
    description: 'A copy without the field.',
    example: "({a: 1, b: 2}).removeField('a') // {b: 2}",
    fn: (v, a) => {
      const name = stringArg('removeField', a, 0);
      return copyWhere(v, (k) => k !== name);
    },
  },
  {
    name: 'removeFieldsContaining',
    signature: '(text: string)',
    returns: 'object',
    description: 'A copy without the fields whose text value contains the text.',
    example: "({a: 'foo', b: 'bar'}).removeFieldsContaining('fo') // {b: 'bar'}",
    fn: (v, a) => {
      const text = needle('removeFieldsContaining', a);
      return copyWhere(v, (_k, x) => !(typeof x === 'string' && x.includes(text)));
    },
  },
  {
    name: 'keepFieldsContaining',
    signature: '(text: string)',
    returns: 'object',
    description: 'A copy with only the fields whose text value contains the text.',
    example: "({a: 'foo', b: 'bar'}).keepFieldsContaining('fo') // {a: 'foo'}",
    fn: (v, a) => {
      const text = needle('keepFieldsContaining', a);
      return copyWhere(v, (_k, x) => typeof x === 'string' && x.includes(text));
    },
  },
  {
    name: 'compact',
    signature: '()',
    returns: 'object',
    description: "A copy without null, undefined, '' and empty-object fields.",
    example: '({a: 1, b: null}).compact() // {a: 1}',
    fn: compact,
  },
  {
    name: 'urlEncode',
    signature: '()',
    returns: 'string',
    description: 'The fields as a URL query string.',
    example: "({a: 'x y', b: 1}).urlEncode() // 'a=x+y&b=1'",
    fn: (v) =>
      new URLSearchParams(
        Object.entries(v).map(([k, x]) => [k, typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)]),
      ).toString(),
  },
  {
    name: 'keys',
    signature: '()',
    returns: 'string[]',
    description: 'The field names.',
    example: "({a: 1}).keys() // ['a']",
    fn: (v) => Object.keys(v),
  },
  {
    name: 'values',
    signature: '()',
    returns: 'unknown[]',
    description: 'The field values.',
    example: '({a: 1}).values() // [1]',
    fn: (v) => Object.values(v),
  },
  {
    name: 'toJsonString',
    signature: '()',
    returns: 'string',
    description: 'The object as JSON text.',
    example: `({a: 1}).toJsonString() // '{"a":1}'`,
    fn: (v) => JSON.stringify(v),
  },
];

/** Object extension functions by name. */
export const OBJECT_EXTENSIONS = extensionTable('object', defs);
