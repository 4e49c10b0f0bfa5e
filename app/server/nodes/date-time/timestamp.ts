/**
 * Numbers as dates, the way both Date & Time versions of n8n read them: any value that
 * `Number()` reads (numeric text too) is a Unix timestamp; a fraction means seconds with
 * milliseconds (times 1000); a whole number of fewer than 12 digits is in seconds, a longer
 * one in milliseconds.
 */
import { DateTime } from 'luxon';

/** The value as a timestamp number (fractions already turned into milliseconds), or undefined. */
export function timestampOf(value: unknown): number | undefined {
  if (value === undefined || typeof value === 'object' || typeof value === 'symbol') return value === null ? 0 : undefined;
  const n = Number(value);
  if (Number.isNaN(n)) return undefined;
  return Number.isInteger(n) ? n : n * 1000;
}

/** A whole timestamp as a date in `zone` (seconds below 12 digits, else milliseconds). */
export function dateFromTimestamp(n: number, zone: string): DateTime {
  return String(n).length < 12 ? DateTime.fromSeconds(n, { zone }) : DateTime.fromMillis(n, { zone });
}
