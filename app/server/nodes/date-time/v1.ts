/**
 * Date & Time v1 (`n8n-nodes-base.dateTime` v1): `action` format (moment-style `toFormat`,
 * optional `fromFormat`, `fromTimezone`/`toTimezone`) or calculate (add/subtract
 * `duration` `timeUnit`s), written to `dataPropertyName` on a copy of the item.
 */
import { DateTime, type DurationLikeObject } from 'luxon';
import type { INodeExecutionData, INodeTypeDescription } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { setPathCopy } from '@sdk/values';
import { momentToLuxon } from './moment-format';
import { parseDate } from './parse-date';
import { dateFromTimestamp, timestampOf } from './timestamp';
import { pairedItemOf } from '../../engine/paired-item';

const UNITS = ['quarters', 'years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'].map((value) => ({
  name: value[0]!.toUpperCase() + value.slice(1),
  value,
}));
const action = (a: string) => ({ show: { action: [a] } });

const description: INodeTypeDescription = {
  displayName: 'Date & Time',
  name: 'n8n-nodes-base.dateTime',
  icon: 'fa:clock',
  group: ['transform'],
  version: 1,
  description: 'Allows you to manipulate date and time values',
  subtitle: '={{$parameter["action"]}}',
  defaults: { name: 'Date & Time', color: '#408000' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Action',
      name: 'action',
      type: 'options',
      options: [
        { name: 'Calculate a Date', value: 'calculate' },
        { name: 'Format a Date', value: 'format' },
      ],
      default: 'format',
    },
    { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The value that should be converted', required: true },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Name of the property to which to write the converted date',
    },
    {
      displayName: 'Custom Format',
      name: 'custom',
      type: 'boolean',
      displayOptions: action('format'),
      default: false,
      description: 'Whether a predefined format should be selected or custom format entered',
    },
    {
      displayName: 'To Format',
      name: 'toFormat',
      displayOptions: { show: { action: ['format'], custom: [true] } },
      type: 'string',
      default: '',
      placeholder: 'YYYY-MM-DD',
      description: 'The format to convert the date to',
    },
    {
      displayName: 'To Format',
      name: 'toFormat',
      type: 'options',
      displayOptions: { show: { action: ['format'], custom: [false] } },
      options: ['MM/DD/YYYY', 'YYYY/MM/DD', 'MMMM DD YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD', 'X', 'x'].map((value) => ({ name: value, value })),
      default: 'MM/DD/YYYY',
      description: 'The format to convert the date to',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      displayOptions: action('calculate'),
      type: 'options',
      options: [
        { name: 'Add', value: 'add' },
        { name: 'Subtract', value: 'subtract' },
      ],
      default: 'add',
      required: true,
    },
    {
      displayName: 'Duration',
      name: 'duration',
      displayOptions: action('calculate'),
      type: 'number',
      typeOptions: { minValue: 0 },
      default: 0,
      required: true,
      description: 'E.g. enter “10” then select “Days” if you want to add 10 days to Date #1.',
    },
    {
      displayName: 'Time Unit',
      name: 'timeUnit',
      description: 'Time unit for Duration parameter above',
      displayOptions: action('calculate'),
      type: 'options',
      options: UNITS,
      default: 'days',
      required: true,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'From Format',
          name: 'fromFormat',
          type: 'string',
          default: '',
          description: 'In case the input format is not recognized you can provide the format',
        },
        {
          displayName: 'From Timezone Name or ID',
          name: 'fromTimezone',
          type: 'string',
          default: 'UTC',
          description: 'The timezone to convert from',
          displayOptions: { show: { '/action': ['format'] } },
        },
        {
          displayName: 'To Timezone Name or ID',
          name: 'toTimezone',
          type: 'string',
          default: 'UTC',
          description: 'The timezone to convert to',
          displayOptions: { show: { '/action': ['format'] } },
        },
      ],
    },
  ],
};

const SKIP = Symbol('skip');

/** The value to format: numbers and numeric text are Unix timestamps (timestamp.ts); undefined is skipped. */
function readFormatInput(raw: unknown, zone: string, fromFormat: string | undefined): DateTime | undefined | typeof SKIP {
  const value = raw instanceof DateTime ? raw.toISO() : raw;
  if (value === undefined) return SKIP;
  const stamp = timestampOf(value);
  if (stamp !== undefined && Number.isInteger(stamp)) return dateFromTimestamp(stamp, zone);
  return parseDate(value, zone, fromFormat);
}

export const dateTimeV1Node: INodeType = {
  description,
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const act = this.getNodeParameter('action', i) as string;
        const property = this.getNodeParameter('dataPropertyName', i) as string;
        const fromFormat = this.getNodeParameter('options.fromFormat', i, '') as string;
        const fromZone = (this.getNodeParameter('options.fromTimezone', i, '') as string) || this.getTimezone();
        const luxonFrom = fromFormat ? momentToLuxon(fromFormat) : undefined;
        const raw = this.getNodeParameter('value', i);
        const parsed = act === 'calculate' ? parseDate(raw, fromZone, luxonFrom) : readFormatInput(raw, fromZone, luxonFrom);
        // As n8n: formatting an undefined value leaves the item out.
        if (parsed === SKIP) continue;
        const date = parsed;
        if (!date)
          throw new NodeOperationError(
            this.getNode(),
            'The date input format could not be recognized. Please set the "From Format" field',
            { itemIndex: i },
          );
        let value: string | number;
        if (act === 'calculate') {
          const unit = this.getNodeParameter('timeUnit', i, 'days') as keyof DurationLikeObject;
          const amount = Number(this.getNodeParameter('duration', i, 0));
          const moved =
            this.getNodeParameter('operation', i, 'add') === 'subtract' ? date.minus({ [unit]: amount }) : date.plus({ [unit]: amount });
          value = moved.toUTC().toISO() ?? '';
        } else {
          const toZone = (this.getNodeParameter('options.toTimezone', i, '') as string) || this.getTimezone();
          const format = this.getNodeParameter('toFormat', i, 'MM/DD/YYYY') as string;
          const converted = date.setZone(toZone);
          // moment's format gives text, timestamps (X, x) included.
          value =
            format === 'X'
              ? String(Math.floor(converted.toSeconds()))
              : format === 'x'
                ? String(converted.toMillis())
                : converted.toFormat(momentToLuxon(format));
        }
        out.push({ json: setPathCopy(items[i]!.json, property, value), binary: items[i]!.binary, pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
