/**
 * Turning strings, numbers and JavaScript dates into Luxon DateTimes in the
 * workflow's timezone, as the `.toDateTime()` extensions and the date
 * extensions on ISO strings do.
 *
 * @module
 */
import { DateTime } from 'luxon';
import { currentTimezone } from '../sandbox/evaluation-state';
import { extensionError } from './extension-types';

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a string is an ISO 8601 date or date-time (so date extensions such
 * as `.format()` apply to it).
 *
 * @param value - candidate
 * @returns true for strings like `2024-03-15` or `2024-03-15T10:20:30Z`
 */
export function isIsoDateString(value: string): boolean {
  return ISO_DATE_START.test(value) && DateTime.fromISO(value, { setZone: true }).isValid;
}

/**
 * Converts text to a DateTime: ISO 8601, RFC 2822, HTTP and SQL forms, a
 * Luxon format when given, and finally whatever `Date` can parse. Times
 * without an offset are read in the workflow timezone.
 *
 * @param text - the text
 * @param format - an optional Luxon format, e.g. `dd/MM/yyyy`
 * @param fnName - for the error message
 * @returns a valid DateTime
 */
export function parseDateTime(text: string, format?: string, fnName = 'toDateTime'): DateTime {
  const zone = currentTimezone();
  const options = { zone, setZone: true };
  if (format !== undefined) {
    const formatted = DateTime.fromFormat(text, format, options);
    if (formatted.isValid) return formatted;
    throw extensionError(fnName, `cannot read '${text}' with the format '${format}'`);
  }
  const trimmed = text.trim();
  for (const parse of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL]) {
    const parsed = parse(trimmed, options);
    if (parsed.isValid) return parsed;
  }
  const millis = Date.parse(trimmed);
  if (!Number.isNaN(millis)) return DateTime.fromMillis(millis, { zone });
  throw extensionError(
    fnName,
    `cannot convert '${text}' to a DateTime`,
    'Use an ISO 8601 date such as 2024-03-15, or pass a format: .toDateTime("dd/MM/yyyy")',
  );
}

/**
 * Converts any date-like value to a DateTime.
 *
 * @param value - DateTime, Date, ISO string or epoch milliseconds
 * @param fnName - for the error message
 * @returns a DateTime
 */
export function asDateTime(value: unknown, fnName: string): DateTime {
  if (DateTime.isDateTime(value)) return value;
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: currentTimezone() });
  if (typeof value === 'string') return parseDateTime(value, undefined, fnName);
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone: currentTimezone() });
  throw extensionError(fnName, 'expected a date');
}

/**
 * Converts a number to a DateTime by unit.
 *
 * @param value - the number
 * @param unit - 'ms' (default), 's', 'us' or 'excel' (days since 1899-12-30)
 * @returns the DateTime in the workflow timezone
 */
export function numberToDateTime(value: number, unit = 'ms'): DateTime {
  const zone = currentTimezone();
  switch (unit) {
    case 'ms':
      return DateTime.fromMillis(value, { zone });
    case 's':
      return DateTime.fromSeconds(value, { zone });
    case 'us':
      return DateTime.fromMillis(value / 1000, { zone });
    case 'excel':
      return DateTime.fromMillis(Math.round((value - 25569) * 86400000), { zone: 'UTC' }).setZone(zone, { keepLocalTime: true });
    default:
      throw extensionError('toDateTime', `unknown unit '${unit}'; use 'ms', 's', 'us' or 'excel'`);
  }
}
