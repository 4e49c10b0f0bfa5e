/**
 * Convert to File's "Convert to ICS" fields: n8n's iCalendar "Create Event File" fields,
 * shown for `operation: iCal` (names, defaults and options as n8n has them).
 */
import type { INodeProperties } from '@sdk/workflow';

const person = (name: string, displayName: string, rsvp: boolean): INodeProperties => ({
  displayName,
  name: `${name}Ui`,
  type: 'fixedCollection',
  typeOptions: { multipleValues: name === 'attendees' },
  placeholder: `Add ${displayName === 'Attendees' ? 'Attendee' : displayName}`,
  default: {},
  options: [
    {
      displayName,
      name: `${name === 'attendees' ? 'attendee' : name}Values`,
      values: [
        { displayName: 'Name', name: 'name', type: 'string', required: true, default: '' },
        { displayName: 'Email', name: 'email', type: 'string', placeholder: 'e.g. name@email.com', required: true, default: '' },
        ...(rsvp
          ? [
              {
                displayName: 'RSVP',
                name: 'rsvp',
                type: 'boolean',
                default: false,
                description: 'Whether the attendee has to confirm attendance or not',
              } as INodeProperties,
            ]
          : []),
      ],
    },
  ],
});

const fields: INodeProperties[] = [
  { displayName: 'Event Title', name: 'title', type: 'string', default: '' },
  {
    displayName: 'Start',
    name: 'start',
    type: 'dateTime',
    default: '',
    required: true,
    description: 'Date and time at which the event begins. (For all-day events, the time will be ignored.).',
  },
  {
    displayName: 'End',
    name: 'end',
    type: 'dateTime',
    default: '',
    required: true,
    description: 'Date and time at which the event ends. (For all-day events, the time will be ignored.).',
  },
  { displayName: 'All Day', name: 'allDay', type: 'boolean', default: false, description: 'Whether the event lasts all day or not' },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    hint: 'The name of the output binary field to put the file in',
  },
  {
    displayName: 'Options',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      person('attendees', 'Attendees', true),
      {
        displayName: 'Busy Status',
        name: 'busyStatus',
        type: 'options',
        options: [
          { name: 'Busy', value: 'BUSY' },
          { name: 'Tentative', value: 'TENTATIVE' },
        ],
        default: '',
        description: 'Used to specify busy status for Microsoft applications, like Outlook',
      },
      {
        displayName: 'Calendar Name',
        name: 'calName',
        type: 'string',
        default: '',
        description: 'Specifies the calendar (not event) name. Used by Apple iCal and Microsoft Outlook.',
      },
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
      {
        displayName: 'File Name',
        name: 'fileName',
        type: 'string',
        default: '',
        placeholder: 'e.g. event.ics',
        description: 'The name of the file to be generated. Default name is event.ics.',
      },
      {
        displayName: 'Geolocation',
        name: 'geolocationUi',
        type: 'fixedCollection',
        typeOptions: { multipleValues: false },
        placeholder: 'Add Geolocation',
        default: {},
        options: [
          {
            displayName: 'Geolocation',
            name: 'geolocationValues',
            values: [
              { displayName: 'Latitude', name: 'lat', type: 'string', default: '' },
              { displayName: 'Longitude', name: 'lon', type: 'string', default: '' },
            ],
          },
        ],
      },
      { displayName: 'Location', name: 'location', type: 'string', default: '', description: 'The intended venue' },
      {
        displayName: 'Recurrence Rule',
        name: 'recurrenceRule',
        type: 'string',
        default: '',
        description: 'A rule to define the repeat pattern of the event (RRULE)',
      },
      person('organizer', 'Organizer', false),
      {
        displayName: 'Sequence',
        name: 'sequence',
        type: 'number',
        default: 0,
        description: 'When sending an update for an event (with the same uid), defines the revision sequence number',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          { name: 'Confirmed', value: 'CONFIRMED' },
          { name: 'Cancelled', value: 'CANCELLED' },
          { name: 'Tentative', value: 'TENTATIVE' },
        ],
        default: 'CONFIRMED',
      },
      {
        displayName: 'UID',
        name: 'uid',
        type: 'string',
        default: '',
        description: 'Universally unique ID for the event (will be auto-generated if not specified here). Should be globally unique.',
      },
      { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'URL associated with event' },
    ],
  },
];

/** The fields, shown for the iCal operation. */
export const icalProperties: INodeProperties[] = fields.map((field) => ({ ...field, displayOptions: { show: { operation: ['iCal'] } } }));
