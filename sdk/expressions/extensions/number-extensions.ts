/**
 * Extension functions on numbers and booleans.
 *
 * @module
 */
import { numberToDateTime } from './date-helpers';
import { extensionError, extensionTable, numberArg, stringArg, type ExtensionFunction } from './extension-types';

type NumberDef = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: number, args: unknown[]) => unknown };
type BooleanDef = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: boolean, args: unknown[]) => unknown };

function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100)
    throw extensionError('round', 'decimals must be a whole number from 0 to 100');
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

function formatNumber(value: number, args: unknown[]): string {
  const locale = args[0] === undefined ? undefined : stringArg('format', args, 0);
  const options = args[1];
  if (options !== undefined && (typeof options !== 'object' || options === null))
    throw extensionError('format', 'options must be an object such as {style: "currency", currency: "EUR"}');
  try {
    return new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions | undefined).format(value);
  } catch (error) {
    throw extensionError('format', error instanceof Error ? error.message : 'invalid locale or options');
  }
}

const numberDefs: NumberDef[] = [
  {
    name: 'round',
    signature: '(decimals?: number)',
    returns: 'number',
    description: 'Rounds to the given number of decimal places (0 by default).',
    example: '(1.234).round(2) // 1.23',
    fn: (v, a) => roundTo(v, numberArg('round', a, 0, 0)),
  },
  {
    name: 'ceil',
    signature: '()',
    returns: 'number',
    description: 'Rounds up to a whole number.',
    example: '(1.2).ceil() // 2',
    fn: (v) => Math.ceil(v),
  },
  {
    name: 'floor',
    signature: '()',
    returns: 'number',
    description: 'Rounds down to a whole number.',
    example: '(1.8).floor() // 1',
    fn: (v) => Math.floor(v),
  },
  {
    name: 'abs',
    signature: '()',
    returns: 'number',
    description: 'The absolute value.',
    example: '(-2).abs() // 2',
    fn: (v) => Math.abs(v),
  },
  {
    name: 'isEven',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the number is even.',
    example: '(2).isEven() // true',
    fn: (v) => Number.isInteger(v) && v % 2 === 0,
  },
  {
    name: 'isOdd',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the number is odd.',
    example: '(3).isOdd() // true',
    fn: (v) => Number.isInteger(v) && Math.abs(v % 2) === 1,
  },
  {
    name: 'isInteger',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the number is whole.',
    example: '(1.0).isInteger() // true',
    fn: (v) => Number.isInteger(v),
  },
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Always false: a number is a value.',
    example: '(0).isEmpty() // false',
    fn: () => false,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Always true: a number is a value.',
    example: '(0).isNotEmpty() // true',
    fn: () => true,
  },
  {
    name: 'format',
    signature: '(locale?: string, options?: object)',
    returns: 'string',
    description: 'Formats with Intl.NumberFormat.',
    example: "(1234.5).format('de-DE') // '1.234,5'",
    fn: formatNumber,
  },
  {
    name: 'toBoolean',
    signature: '()',
    returns: 'boolean',
    description: 'false for 0, true otherwise.',
    example: '(0).toBoolean() // false',
    fn: (v) => v !== 0 && !Number.isNaN(v),
  },
  {
    name: 'toInt',
    signature: '()',
    returns: 'number',
    description: 'Rounds to the nearest whole number.',
    example: '(12.7).toInt() // 13',
    fn: (v) => Math.round(v),
  },
  {
    name: 'toFloat',
    signature: '()',
    returns: 'number',
    description: 'The number itself.',
    example: '(1.5).toFloat() // 1.5',
    fn: (v) => v,
  },
  {
    name: 'toDateTime',
    signature: "(unit?: 'ms' | 's' | 'us' | 'excel')",
    returns: 'DateTime',
    description: 'Reads the number as a timestamp (milliseconds by default).',
    example: "(1700000000).toDateTime('s')",
    fn: (v, a) => numberToDateTime(v, a[0] === undefined ? 'ms' : stringArg('toDateTime', a, 0)),
  },
];

const booleanDefs: BooleanDef[] = [
  {
    name: 'toBoolean',
    signature: '()',
    returns: 'boolean',
    description: 'The boolean itself.',
    example: 'true.toBoolean() // true',
    fn: (v) => v,
  },
  {
    name: 'toInt',
    signature: '()',
    returns: 'number',
    description: '1 for true, 0 for false.',
    example: 'true.toInt() // 1',
    fn: (v) => (v ? 1 : 0),
  },
  {
    name: 'toFloat',
    signature: '()',
    returns: 'number',
    description: '1 for true, 0 for false.',
    example: 'false.toFloat() // 0',
    fn: (v) => (v ? 1 : 0),
  },
  {
    name: 'toNumber',
    signature: '()',
    returns: 'number',
    description: '1 for true, 0 for false.',
    example: 'true.toNumber() // 1',
    fn: (v) => (v ? 1 : 0),
  },
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Always false: a boolean is a value.',
    example: 'false.isEmpty() // false',
    fn: () => false,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Always true: a boolean is a value.',
    example: 'false.isNotEmpty() // true',
    fn: () => true,
  },
];

/** Number extension functions by name. */
export const NUMBER_EXTENSIONS = extensionTable('number', numberDefs);

/** Boolean extension functions by name. */
export const BOOLEAN_EXTENSIONS = extensionTable('boolean', booleanDefs);
