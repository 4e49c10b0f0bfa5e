/**
 * One iCalendar event file from Convert to File's iCal fields, written with the `ics`
 * package as n8n writes it. Start and end are read as n8n's server reads them in its
 * container (UTC): a time without an offset is taken as UTC, one with an offset is moved
 * to UTC; an all-day event keeps the dates and ends the day after "End".
 */
import { createEvent, type Attendee, type DateArray, type EventAttributes, type GeoCoordinates, type Person } from 'ics';
import { DateTime } from 'luxon';
import type { IDataObject } from '@sdk/workflow';

/** The node's fields for one item. */
export interface IcalFields {
  readonly title: string;
  readonly start: string;
  readonly end: string;
  readonly allDay: boolean;
  readonly additionalFields: IDataObject;
}

function dateArray(value: string, allDay: boolean, field: string): DateArray {
  const parsed = DateTime.fromISO(String(value), { zone: 'utc', setZone: false }).toUTC();
  const date = parsed.isValid ? parsed : DateTime.fromJSDate(new Date(String(value))).toUTC();
  if (!date.isValid) throw new Error(`The ${field} date "${value}" is not a valid date`);
  return allDay
    ? [date.year, date.month, date.day]
    : ([date.year, date.month, date.day, date.hour, date.minute, date.second] as unknown as DateArray);
}

/** The event file's text and its name. */
export function icalEvent(fields: IcalFields): { text: string; fileName: string } {
  const { fileName, geolocationUi, organizerUi, attendeesUi, ...rest } = fields.additionalFields;
  const end = fields.allDay ? (DateTime.fromISO(fields.end, { zone: 'utc' }).plus({ days: 1 }).toISO() ?? fields.end) : fields.end;
  const event: EventAttributes = {
    title: fields.title,
    start: dateArray(fields.start, fields.allDay, 'start'),
    end: dateArray(end, fields.allDay, 'end'),
    startInputType: 'utc',
    endInputType: 'utc',
    ...(rest as Partial<EventAttributes>),
  } as EventAttributes;
  const geo = (geolocationUi as IDataObject | undefined)?.['geolocationValues'] as IDataObject | undefined;
  if (geo) event.geo = { lat: Number(geo['lat']), lon: Number(geo['lon']) } as GeoCoordinates;
  const organizer = (organizerUi as IDataObject | undefined)?.['organizerValues'];
  if (organizer) event.organizer = organizer as Person;
  const attendees = (attendeesUi as IDataObject | undefined)?.['attendeeValues'];
  if (Array.isArray(attendees)) event.attendees = attendees as Attendee[];
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(error?.message ?? 'The event could not be written');
  return { text: value, fileName: typeof fileName === 'string' && fileName !== '' ? fileName : 'event.ics' };
}
