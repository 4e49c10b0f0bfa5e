/**
 * Extract From ICS: an iCalendar file read with ts-ics, the parser n8n uses, so the object
 * has its shape (`version`, `prodId`, `events` with `uid`, `summary`, `start: {date, type}`,
 * `recurrenceRule`, ...). Dates become ISO strings, as they do once n8n stores the item.
 */
import { convertIcsCalendar } from 'ts-ics';
import type { IDataObject } from '@sdk/workflow';

/** The calendar in `text` as plain JSON. */
export function readIcs(text: string): IDataObject {
  return JSON.parse(JSON.stringify(convertIcsCalendar(undefined, text))) as IDataObject;
}
