/**
 * Date & Time v2's date reading, as n8n's: a luxon date stays as it is; numbers and numeric
 * text are Unix timestamps (see timestamp.ts); text is read in the workflow's time zone when
 * it has no offset. The result is then shown in `outputZone`, or, without one, in UTC, or in
 * the `+hh` offset written in the text (n8n takes only the hours: `Etc/GMT-hh`).
 */
import { DateTime } from 'luxon';
import { dateFromTimestamp, timestampOf } from './timestamp';
import { parseDate } from './parse-date';

/** Options of {@link parseDateV2}. */
export interface ParseV2Options {
  /** The workflow's time zone: text without an offset is a time there. */
  workflowZone: string;
  /** Where the date is shown; UTC (or the text's `+hh` offset) when left out. */
  outputZone?: string;
  /** A luxon format the text is in. */
  fromFormat?: string;
}

/** The date, or undefined when the value cannot be read as one. */
export function parseDateV2(value: unknown, options: ParseV2Options): DateTime | undefined {
  if (value instanceof DateTime) return value;
  const { workflowZone, fromFormat } = options;
  let zone = options.outputZone;
  const stamp = fromFormat ? undefined : timestampOf(value);
  let parsed: DateTime | undefined;
  if (stamp !== undefined && Number.isInteger(stamp)) parsed = dateFromTimestamp(stamp, workflowZone);
  else {
    const text = String(value);
    if (!zone && text.includes('+')) zone = `Etc/GMT-${Number(text.split('+')[1]!.slice(0, 2))}`;
    parsed = parseDate(value, workflowZone, fromFormat || undefined);
  }
  if (!parsed?.isValid) return undefined;
  const shown = parsed.setZone(zone || 'Etc/UTC');
  return shown.isValid ? shown : undefined;
}
