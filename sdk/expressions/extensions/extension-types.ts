/**
 * Shapes shared by the data-transformation extension functions: functions
 * called n8n-style as methods on values (`'a b'.toTitleCase()`,
 * `[1, 2].sum()`, `$now.format('yyyy')`) without touching any prototype.
 *
 * @module
 */
import { ExpressionError } from '../errors';

/** The receiver types extension functions are defined for. */
export type ExtensionType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'date';

/** One extension function with the documentation the editor shows. */
export interface ExtensionFunction {
  /** Name as called: `value.name(...)`. */
  name: string;
  /** The receiver type it belongs to. */
  type: ExtensionType;
  /** Parameter list as shown in completions, e.g. `(decimals?: number)`. */
  signature: string;
  /** What it returns, e.g. `string`. */
  returns: string;
  /** One sentence on what it does. */
  description: string;
  /** An example call and its result, e.g. `'hi there'.toTitleCase() // 'Hi There'`. */
  example: string;
  /** The implementation: receives the receiver and the call's arguments. */
  fn: (receiver: never, args: unknown[]) => unknown;
}

/** Extension functions of one type, by name. */
export type ExtensionTable = ReadonlyMap<string, ExtensionFunction>;

/**
 * Builds a table from a list, checking names are unique.
 *
 * @param type - the receiver type
 * @param list - the functions
 * @returns the table
 */
export function extensionTable(type: ExtensionType, list: ReadonlyArray<Omit<ExtensionFunction, 'type'>>): ExtensionTable {
  const table = new Map<string, ExtensionFunction>();
  for (const entry of list) {
    if (table.has(entry.name)) throw new Error(`Duplicate ${type} extension ${entry.name}`);
    table.set(entry.name, { ...entry, type });
  }
  return table;
}

/**
 * The error an extension throws when it is misused.
 *
 * @param fnName - the extension's name
 * @param message - what is wrong
 * @param description - an optional hint
 * @returns the error
 */
export function extensionError(fnName: string, message: string, description?: string): ExpressionError {
  return new ExpressionError(`${fnName}(): ${message}`, 'extension', { description });
}

/**
 * Reads a string argument, with a default.
 *
 * @param fnName - for messages
 * @param args - the call's arguments
 * @param index - which one
 * @param fallback - used when the argument is missing
 * @returns the string
 */
export function stringArg(fnName: string, args: unknown[], index: number, fallback?: string): string {
  const value = args[index];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw extensionError(fnName, `expected a string as argument ${index + 1}`);
  return value;
}

/**
 * Reads a number argument, with a default.
 *
 * @param fnName - for messages
 * @param args - the call's arguments
 * @param index - which one
 * @param fallback - used when the argument is missing
 * @returns the number
 */
export function numberArg(fnName: string, args: unknown[], index: number, fallback?: number): number {
  const value = args[index];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value)) throw extensionError(fnName, `expected a number as argument ${index + 1}`);
  return value;
}

export { deepEqual, isPlainObject } from '../../values';
