/**
 * Finding the extension function for a method call on a value. The compiled
 * member call asks here first when the method name is an extension name;
 * an extension for the receiver's type wins over a native method of the
 * same name (as in n8n), otherwise the native method is used. No prototype
 * is ever patched.
 *
 * @module
 */
import { DateTime } from 'luxon';
import { ARRAY_EXTENSIONS } from './array-extensions';
import { DATE_EXTENSIONS } from './date-extensions';
import { isIsoDateString, parseDateTime } from './date-helpers';
import { isPlainObject, type ExtensionFunction, type ExtensionTable, type ExtensionType } from './extension-types';
import { BOOLEAN_EXTENSIONS, NUMBER_EXTENSIONS } from './number-extensions';
import { OBJECT_EXTENSIONS } from './object-extensions';
import { STRING_EXTENSIONS } from './string-extensions';

/** Returned by {@link callExtension} when no extension applies. */
export const NO_EXTENSION: unique symbol = Symbol('no extension');

const TABLES: Readonly<Record<ExtensionType, ExtensionTable>> = {
  string: STRING_EXTENSIONS,
  number: NUMBER_EXTENSIONS,
  boolean: BOOLEAN_EXTENSIONS,
  array: ARRAY_EXTENSIONS,
  object: OBJECT_EXTENSIONS,
  date: DATE_EXTENSIONS,
};

/** Every extension function name, of any type. */
export const EXTENSION_NAMES: ReadonlySet<string> = new Set(Object.values(TABLES).flatMap((t) => [...t.keys()]));

type Call = (receiver: unknown, args: unknown[]) => unknown;

/**
 * The extension type a value belongs to.
 *
 * @param value - any value
 * @returns its type, or undefined for values without extensions
 */
export function extensionTypeOf(value: unknown): ExtensionType | undefined {
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      if (value === null) return undefined;
      if (DateTime.isDateTime(value) || value instanceof Date) return 'date';
      return isPlainObject(value) ? 'object' : undefined;
    default:
      return undefined;
  }
}

/**
 * Calls the extension `name` on `receiver` when one applies.
 *
 * @param receiver - the value the method is called on
 * @param name - the method name
 * @param args - the call's arguments
 * @returns the result, or {@link NO_EXTENSION}
 */
export function callExtension(receiver: unknown, name: string, args: unknown[]): unknown {
  const type = extensionTypeOf(receiver);
  if (type === undefined) return NO_EXTENSION;
  const found = TABLES[type].get(name);
  if (found !== undefined) {
    if (receiver instanceof Date) {
      const result = (found.fn as Call)(DateTime.fromJSDate(receiver), args);
      return DateTime.isDateTime(result) ? result.toJSDate() : result;
    }
    return (found.fn as Call)(receiver, args);
  }
  if (type === 'string') {
    const dateFn = DATE_EXTENSIONS.get(name);
    if (dateFn !== undefined && isIsoDateString(receiver as string)) return (dateFn.fn as Call)(parseDateTime(receiver as string), args);
  }
  return NO_EXTENSION;
}

/**
 * Whether `receiver.name(...)` would call an extension function.
 *
 * @param receiver - a value
 * @param name - a method name
 * @returns true when an extension applies
 */
export function hasExtension(receiver: unknown, name: string): boolean {
  const type = extensionTypeOf(receiver);
  if (type === undefined) return false;
  if (TABLES[type].has(name)) return true;
  return type === 'string' && DATE_EXTENSIONS.has(name) && isIsoDateString(receiver as string);
}

/**
 * The types that define an extension of this name (for "only callable on" messages).
 *
 * @param name - a method name
 * @returns the types, possibly empty
 */
export function extensionTypesWith(name: string): ExtensionType[] {
  return (Object.keys(TABLES) as ExtensionType[]).filter((type) => TABLES[type].has(name));
}

/**
 * The extension functions of one type, or of all types.
 *
 * @param type - a receiver type; all types when omitted
 * @returns the functions with their documentation
 */
export function listExtensions(type?: ExtensionType): ExtensionFunction[] {
  const types = type === undefined ? (Object.keys(TABLES) as ExtensionType[]) : [type];
  return types.flatMap((t) => [...TABLES[t].values()]);
}
