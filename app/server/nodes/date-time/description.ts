/** Date & Time v2 description (n8n's parameter names). */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const show = (operation: string[]) => ({ show: { operation } });
const UNITS = ['years', 'quarters', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'].map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1), value }));
const PARTS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'].map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1), value }));
const output = (name: string, operation: string[]): INodeProperties => ({ displayName: 'Output Field Name', name: 'outputFieldName', type: 'string', default: name, description: 'Name of the field to put the output in', displayOptions: show(operation) });
const date = (displayName: string, name: string, operation: string[]): INodeProperties => ({ displayName, name, type: 'string', default: '', description: 'The date that you want to change', displayOptions: show(operation) });

export const dateTimeDescription: INodeTypeDescription = {
  displayName: 'Date & Time',
  name: 'n8n-nodes-base.dateTime',
  icon: 'fa:clock',
  group: ['transform'],
  version: 2,
  description: 'Manipulate date and time values',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Date & Time', color: '#408000' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['Date', 'Time', 'Timezone', 'Format'] },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Add to a Date', value: 'addToDate' },
        { name: 'Extract Part of a Date', value: 'extractDate' },
        { name: 'Format a Date', value: 'formatDate' },
        { name: 'Get Current Date', value: 'getCurrentDate' },
        { name: 'Get Time Between Dates', value: 'getTimeBetweenDates' },
        { name: 'Round a Date', value: 'roundDate' },
        { name: 'Subtract From a Date', value: 'subtractFromDate' },
      ],
      default: 'getCurrentDate',
    },
    { displayName: 'Include Current Time', name: 'includeTime', type: 'boolean', default: true, description: 'Whether deactivated, the time will be set to midnight', displayOptions: show(['getCurrentDate']) },
    output('currentDate', ['getCurrentDate']),
    date('Date to Add To', 'magnitude', ['addToDate']),
    date('Date to Subtract From', 'magnitude', ['subtractFromDate']),
    { displayName: 'Time Unit to Add', name: 'timeUnit', type: 'options', options: UNITS, default: 'days', displayOptions: show(['addToDate', 'subtractFromDate']) },
    { displayName: 'Duration', name: 'duration', type: 'number', default: 0, description: 'The number of time units to add to the date', displayOptions: show(['addToDate', 'subtractFromDate']) },
    output('newDate', ['addToDate', 'subtractFromDate']),
    date('Date', 'date', ['formatDate', 'roundDate', 'extractDate']),
    {
      displayName: 'Format',
      name: 'format',
      type: 'options',
      options: [
        { name: 'Custom Format', value: 'custom' },
        { name: 'MM/DD/YYYY', value: 'MM/dd/yyyy' },
        { name: 'YYYY/MM/DD', value: 'yyyy/MM/dd' },
        { name: 'MMMM DD YYYY', value: 'MMMM dd yyyy' },
        { name: 'MM-DD-YYYY', value: 'MM-dd-yyyy' },
        { name: 'YYYY-MM-DD', value: 'yyyy-MM-dd' },
        { name: 'Unix Timestamp', value: 'X' },
        { name: 'Unix Ms Timestamp', value: 'x' },
      ],
      default: 'MM/dd/yyyy',
      displayOptions: show(['formatDate']),
    },
    { displayName: 'Custom Format', name: 'customFormat', type: 'string', default: '', placeholder: 'yyyy-MM-dd', displayOptions: { show: { operation: ['formatDate'], format: ['custom'] } } },
    output('formattedDate', ['formatDate']),
    { displayName: 'Mode', name: 'mode', type: 'options', options: [{ name: 'Round Down', value: 'roundDown' }, { name: 'Round Up', value: 'roundUp' }], default: 'roundDown', displayOptions: show(['roundDate']) },
    { displayName: 'To Nearest', name: 'toNearest', type: 'options', options: PARTS, default: 'month', displayOptions: { show: { operation: ['roundDate'], mode: ['roundDown'] } } },
    { displayName: 'To', name: 'to', type: 'options', options: [{ name: 'End of Month', value: 'month' }], default: 'month', displayOptions: { show: { operation: ['roundDate'], mode: ['roundUp'] } } },
    output('roundedDate', ['roundDate']),
    date('Start Date', 'startDate', ['getTimeBetweenDates']),
    date('End Date', 'endDate', ['getTimeBetweenDates']),
    { displayName: 'Units', name: 'units', type: 'multiOptions', options: [...PARTS.map((p) => ({ name: p.name, value: p.value })), { name: 'Millisecond', value: 'millisecond' }], default: ['day'], displayOptions: show(['getTimeBetweenDates']) },
    output('timeDifference', ['getTimeBetweenDates']),
    { displayName: 'Part', name: 'part', type: 'options', options: PARTS, default: 'month', displayOptions: show(['extractDate']) },
    output('datePart', ['extractDate']),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Include Input Fields', name: 'includeInputFields', type: 'boolean', default: false, description: 'Whether to include all fields of the input item in the output item' },
        { displayName: 'Time Zone', name: 'timezone', type: 'string', default: '', placeholder: 'America/New_York', description: 'The timezone to use. If not set, the timezone of this instance will be used.' },
        { displayName: 'From Date Format', name: 'fromFormat', type: 'string', default: '', description: 'Format in which the input date is, e.g. dd/MM/yyyy', displayOptions: { show: { '/operation': ['formatDate'] } } },
        { displayName: 'Output as ISO String', name: 'isoString', type: 'boolean', default: false, description: 'Whether to output the date as ISO string or not', displayOptions: { show: { '/operation': ['getTimeBetweenDates'] } } },
      ],
    },
  ],
};
