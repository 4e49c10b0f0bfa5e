/**
 * The stateless helper functions of the context: `$jmespath`, `$if`, `$min`,
 * `$max`, `$ifEmpty`. Each is registered once as an allowed function.
 *
 * @module
 */
import jmespath from 'jmespath';
import { ExpressionError } from '../errors';
import { allowFunction } from '../sandbox/intrinsics';

function jmespathSearch(data: unknown, query: unknown): unknown {
  if (typeof query !== 'string') {
    throw new ExpressionError(
      '$jmespath() expects the data first and the query text second, e.g. $jmespath($json, "items[*].name")',
      'type',
    );
  }
  if (typeof data !== 'object' || data === null) {
    throw new ExpressionError('$jmespath() can only search objects and arrays', 'type');
  }
  try {
    return jmespath.search(data, query) as unknown;
  } catch (error) {
    throw new ExpressionError(`$jmespath(): ${error instanceof Error ? error.message : String(error)}`, 'runtime');
  }
}

function numbersOf(fnName: string, values: unknown[]): number[] {
  for (const value of values) {
    if (typeof value !== 'number') throw new ExpressionError(`${fnName}() expects numbers only`, 'type');
  }
  return values as number[];
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as object | null;
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}

/** `$jmespath(data, query)`: searches JSON with a JMESPath query. */
export const $jmespath = allowFunction(jmespathSearch);

/** `$if(condition, whenTrue, whenFalse)`. */
export const $if = allowFunction((condition: unknown, whenTrue: unknown, whenFalse?: unknown): unknown =>
  condition ? whenTrue : whenFalse,
);

/** `$min(...numbers)`. */
export const $min = allowFunction((...values: unknown[]): number => Math.min(...numbersOf('$min', values)));

/** `$max(...numbers)`. */
export const $max = allowFunction((...values: unknown[]): number => Math.max(...numbersOf('$max', values)));

/** `$ifEmpty(value, fallback)`: the fallback for undefined, null, '', [] and {}. */
export const $ifEmpty = allowFunction((value: unknown, fallback: unknown): unknown => (isEmptyValue(value) ? fallback : value));
