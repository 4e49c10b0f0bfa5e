/** Reading dates from item values (ISO, RFC 2822, HTTP, SQL, epoch, Date-parsable text). */
import { DateTime } from 'luxon';

/** Parses a date value in the given zone; undefined when it is not a date. */
export function parseDate(value: unknown, zone: string, fromFormat?: string): DateTime | undefined {
  if (value instanceof DateTime) return value.setZone(zone);
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone });
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone });
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (fromFormat) {
    const parsed = DateTime.fromFormat(text, fromFormat, { zone });
    return parsed.isValid ? parsed : undefined;
  }
  if (/^\d{10,13}$/.test(text)) return DateTime.fromMillis(text.length === 10 ? Number(text) * 1000 : Number(text), { zone });
  for (const parse of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL]) {
    const parsed = parse(text, { zone });
    if (parsed.isValid) return parsed;
  }
  const js = new Date(text);
  return Number.isNaN(js.getTime()) ? undefined : DateTime.fromJSDate(js, { zone });
}
