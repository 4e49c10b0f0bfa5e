/**
 * Extension functions on dates: Luxon DateTimes (`$now`, `$today`),
 * JavaScript Dates and ISO 8601 date strings. Called on a Date, functions
 * that return a date return a Date again.
 *
 * @module
 */
import { DateTime, Duration, type DateTimeUnit, type DurationLikeObject, type DurationUnit } from 'luxon';
import { asDateTime } from './date-helpers';
import { extensionError, extensionTable, isPlainObject, numberArg, stringArg, type ExtensionFunction } from './extension-types';

type Def = Omit<ExtensionFunction, 'type' | 'fn'> & { fn: (value: DateTime, args: unknown[]) => unknown };

const UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond'] as const;

function singularUnit(fnName: string, unit: unknown, fallback: DateTimeUnit): DateTimeUnit {
  if (unit === undefined) return fallback;
  const name = typeof unit === 'string' ? unit.toLowerCase().replace(/s$/, '') : '';
  if (!(UNITS as readonly string[]).includes(name))
    throw extensionError(fnName, `unknown unit '${String(unit)}'; use one of ${UNITS.join(', ')}`);
  return name as DateTimeUnit;
}

function pluralUnit(fnName: string, unit: unknown, fallback: DurationUnit): DurationUnit {
  return `${singularUnit(fnName, unit, fallback.replace(/s$/, '') as DateTimeUnit)}s` as DurationUnit;
}

function durationArg(fnName: string, args: unknown[]): Duration {
  const [amount, unit] = args;
  if (Duration.isDuration(amount)) return amount;
  if (typeof amount === 'number') return Duration.fromObject({ [pluralUnit(fnName, unit, 'milliseconds')]: amount });
  if (typeof amount === 'string') {
    const iso = Duration.fromISO(amount);
    if (iso.isValid) return iso;
  }
  if (isPlainObject(amount)) return Duration.fromObject(amount as DurationLikeObject);
  throw extensionError(fnName, 'expected an amount and a unit, e.g. .' + fnName + "(1, 'day'), or an object such as {days: 1}");
}

const PARTS: Readonly<Record<string, keyof DateTime>> = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  week: 'weekNumber',
  weeknumber: 'weekNumber',
  day: 'day',
  weekday: 'weekday',
  dayofweek: 'weekday',
  dayofyear: 'ordinal',
  ordinal: 'ordinal',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  millisecond: 'millisecond',
};

function extract(value: DateTime, args: unknown[]): unknown {
  const part = args[0] === undefined ? 'week' : stringArg('extract', args, 0).toLowerCase().replace(/s$/, '');
  const key = PARTS[part];
  if (key === undefined)
    throw extensionError(
      'extract',
      `unknown part '${String(args[0])}'; use year, quarter, month, week, day, weekday, dayOfYear, hour, minute, second or millisecond`,
    );
  return value[key];
}

function diff(value: DateTime, other: DateTime, unitArg: unknown, fnName: string): unknown {
  if (Array.isArray(unitArg)) {
    const units = unitArg.map((u) => pluralUnit(fnName, u, 'days'));
    return value.diff(other, units).toObject();
  }
  const unit = pluralUnit(fnName, unitArg, 'days');
  return value.diff(other, unit).get(unit);
}

const defs: Def[] = [
  {
    name: 'format',
    signature: '(format: string)',
    returns: 'string',
    description: 'Formats with a Luxon format string.',
    example: "$now.format('yyyy-MM-dd')",
    fn: (v, a) => v.toFormat(stringArg('format', a, 0)),
  },
  {
    name: 'plus',
    signature: '(amount: number | object, unit?: string)',
    returns: 'DateTime',
    description: 'Adds a duration.',
    example: "$now.plus(1, 'day')",
    fn: (v, a) => v.plus(durationArg('plus', a)),
  },
  {
    name: 'minus',
    signature: '(amount: number | object, unit?: string)',
    returns: 'DateTime',
    description: 'Subtracts a duration.',
    example: "$now.minus(2, 'hours')",
    fn: (v, a) => v.minus(durationArg('minus', a)),
  },
  {
    name: 'beginningOf',
    signature: "(unit?: 'year' | 'month' | 'week' | 'day' | ...)",
    returns: 'DateTime',
    description: 'The start of the unit (week by default).',
    example: "$now.beginningOf('month')",
    fn: (v, a) => v.startOf(singularUnit('beginningOf', a[0], 'week')),
  },
  {
    name: 'endOfMonth',
    signature: '()',
    returns: 'DateTime',
    description: 'The last moment of the month.',
    example: '$now.endOfMonth()',
    fn: (v) => v.endOf('month'),
  },
  {
    name: 'extract',
    signature: "(part?: 'year' | 'month' | 'week' | 'day' | 'hour' | ...)",
    returns: 'number',
    description: 'One part of the date (the week number by default).',
    example: "$now.extract('month')",
    fn: extract,
  },
  {
    name: 'isBetween',
    signature: '(start: date, end: date)',
    returns: 'boolean',
    description: 'Whether the date lies strictly between two dates.',
    example: "$now.isBetween('2024-01-01', '2030-01-01')",
    fn: (v, a) => {
      if (a.length < 2) throw extensionError('isBetween', 'expected two dates');
      const [from, to] = [asDateTime(a[0], 'isBetween'), asDateTime(a[1], 'isBetween')].sort((x, y) => x.toMillis() - y.toMillis()) as [
        DateTime,
        DateTime,
      ];
      return v > from && v < to;
    },
  },
  {
    name: 'isDst',
    signature: '()',
    returns: 'boolean',
    description: 'Whether daylight saving time applies.',
    example: '$now.isDst()',
    fn: (v) => v.isInDST,
  },
  {
    name: 'isWeekend',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the date is a Saturday or Sunday.',
    example: '$now.isWeekend()',
    fn: (v) => v.weekday >= 6,
  },
  {
    name: 'isInLast',
    signature: '(amount: number, unit?: string)',
    returns: 'boolean',
    description: 'Whether the date lies within the last amount of units before now.',
    example: "$json.date.isInLast(7, 'days')",
    fn: (v, a) => {
      const now = DateTime.now();
      const since = now.minus({ [pluralUnit('isInLast', a[1], 'minutes')]: numberArg('isInLast', a, 0, 0) });
      return v >= since && v <= now;
    },
  },
  {
    name: 'diffTo',
    signature: '(other: date, unit?: string | string[])',
    returns: 'number | object',
    description: 'This date minus the other, in the unit (days by default) or units.',
    example: "$now.diffTo('2024-01-01', 'days')",
    fn: (v, a) => diff(v, asDateTime(a[0], 'diffTo'), a[1], 'diffTo'),
  },
  {
    name: 'diffToNow',
    signature: '(unit?: string | string[])',
    returns: 'number | object',
    description: 'This date minus now, in the unit (days by default) or units.',
    example: "$json.due.diffToNow('hours')",
    fn: (v, a) => diff(v, DateTime.now(), a[0], 'diffToNow'),
  },
  {
    name: 'toDateTime',
    signature: '()',
    returns: 'DateTime',
    description: 'The date as a Luxon DateTime.',
    example: "'2024-01-15'.toDateTime()",
    fn: (v) => v,
  },
  {
    name: 'toInt',
    signature: '()',
    returns: 'number',
    description: 'Milliseconds since 1970-01-01.',
    example: '$now.toInt()',
    fn: (v) => v.toMillis(),
  },
  {
    name: 'toFloat',
    signature: '()',
    returns: 'number',
    description: 'Milliseconds since 1970-01-01.',
    example: '$now.toFloat()',
    fn: (v) => v.toMillis(),
  },
  {
    name: 'isEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the date is invalid.',
    example: '$now.isEmpty() // false',
    fn: (v) => !v.isValid,
  },
  {
    name: 'isNotEmpty',
    signature: '()',
    returns: 'boolean',
    description: 'Whether the date is valid.',
    example: '$now.isNotEmpty() // true',
    fn: (v) => v.isValid,
  },
];

/** Date extension functions by name. */
export const DATE_EXTENSIONS = extensionTable('date', defs);
