/**
 * Google Sheets 1 and 2 (`n8n-nodes-base.googleSheets`, n8n's range-based node): a
 * spreadsheet by ID and an A1 `range`, rows keyed by the key row (`keyRow`, 0-based) from
 * `dataStartRow`. n8n's parameter names and defaults; the versions differ only in the
 * default "Authentication" (1: service account, 2: OAuth2).
 */
import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from '@sdk/workflow';
import {
  GOOGLE_OAUTH2_RECOMMENDED,
  GOOGLE_SERVICE_ACCOUNT,
  googleAuthentication,
  googleCredentials,
} from '../../shared/google/auth-properties';
import { sheetV1Options, spreadsheetV1Properties } from './description-options';

const onSheet = (operation: string[]) => ({ show: { resource: ['sheet'], operation } });

const authentication = (version: number, options: INodePropertyOptions[], fallback: string): INodeProperties => ({
  ...googleAuthentication(options, fallback),
  displayOptions: { show: { '@version': [version] } },
});

const toDeleteValues = (what: string): INodeProperties[] => [
  {
    displayName: 'Sheet Name or ID',
    name: 'sheetId',
    type: 'options',
    typeOptions: { loadOptionsMethod: 'getSheets' },
    options: [],
    default: '',
    required: true,
    description: 'Choose from the list, or specify an ID using an expression',
  },
  {
    displayName: 'Start Index',
    name: 'startIndex',
    type: 'number',
    typeOptions: { minValue: 0 },
    default: 0,
    description: `The start index (0 based and inclusive) of ${what} to delete`,
  },
  {
    displayName: 'Amount',
    name: 'amount',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    description: `Number of ${what}s to delete`,
  },
];

const sheetProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['sheet'] } },
    options: [
      { name: 'Append', value: 'append', description: 'Append data to a sheet', action: 'Append data to a sheet' },
      { name: 'Clear', value: 'clear', description: 'Clear data from a sheet', action: 'Clear a sheet' },
      { name: 'Create', value: 'create', description: 'Create a new sheet', action: 'Create a sheet' },
      {
        name: 'Create or Update',
        value: 'upsert',
        description: 'Create a new record, or update the current one if it already exists (upsert)',
        action: 'Create or update a sheet',
      },
      { name: 'Delete', value: 'delete', description: 'Delete columns and rows from a sheet', action: 'Delete a sheet' },
      {
        name: 'Lookup',
        value: 'lookup',
        description: 'Look up a specific column value and return the matching row',
        action: 'Look up a column value in a sheet',
      },
      { name: 'Read', value: 'read', description: 'Read data from a sheet', action: 'Read a sheet' },
      { name: 'Remove', value: 'remove', description: 'Remove a sheet', action: 'Remove a sheet' },
      { name: 'Update', value: 'update', description: 'Update rows in a sheet', action: 'Update a sheet' },
    ],
    default: 'read',
  },
  {
    displayName: 'Spreadsheet ID',
    name: 'sheetId',
    type: 'string',
    displayOptions: { show: { resource: ['sheet'] } },
    default: '',
    required: true,
    description: 'The ID of the Google Spreadsheet. Found as part of the sheet URL https://docs.google.com/spreadsheets/d/{ID}/.',
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['create', 'delete', 'remove'] } },
    default: 'A:F',
    required: true,
    description:
      'The table range to read from or to append data to. If it contains multiple sheets it can also be added like this: "MySheet!A:F"',
  },
  {
    displayName: 'To Delete',
    name: 'toDelete',
    placeholder: 'Add Columns/Rows to delete',
    description: 'Deletes columns and rows from a sheet',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    displayOptions: onSheet(['delete']),
    default: {},
    options: [
      { displayName: 'Columns', name: 'columns', values: toDeleteValues('column') },
      { displayName: 'Rows', name: 'rows', values: toDeleteValues('row') },
    ],
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: onSheet(['read']),
    default: false,
    description: 'Whether the data should be returned RAW instead of parsed into keys according to their header',
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: { show: { resource: ['sheet'], operation: ['read'], rawData: [true] } },
    description: 'The name of the property into which to write the RAW data',
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: onSheet(['update', 'upsert']),
    default: false,
    description: 'Whether the data supplied is RAW instead of parsed into keys',
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: { show: { resource: ['sheet'], operation: ['update', 'upsert'], rawData: [true] } },
    description: 'The name of the property from which to read the RAW data',
  },
  {
    displayName: 'Data Start Row',
    name: 'dataStartRow',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: {
      show: { resource: ['sheet'] },
      hide: { operation: ['append', 'create', 'clear', 'delete', 'remove'], rawData: [true] },
    },
    description: 'Index of the first row which contains the actual data and not the keys. Starts with 0.',
  },
  {
    displayName: 'Key Row',
    name: 'keyRow',
    type: 'number',
    typeOptions: { minValue: 0 },
    displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['clear', 'create', 'delete', 'remove'], rawData: [true] } },
    default: 0,
    description:
      'Index of the row which contains the keys. Starts at 0. The incoming node data is matched to the keys for assignment. The matching is case sensitive.',
  },
  {
    displayName: 'Lookup Column',
    name: 'lookupColumn',
    type: 'string',
    default: '',
    placeholder: 'Email',
    required: true,
    displayOptions: onSheet(['lookup']),
    description: 'The name of the column in which to look for value',
  },
  {
    displayName: 'Lookup Value',
    name: 'lookupValue',
    type: 'string',
    default: '',
    placeholder: 'frank@example.com',
    displayOptions: onSheet(['lookup']),
    description: 'The value to look for in column',
  },
  {
    displayName: 'Key',
    name: 'key',
    type: 'string',
    default: 'id',
    displayOptions: { show: { resource: ['sheet'], operation: ['update', 'upsert'], rawData: [false] } },
    description: 'The name of the key to identify which data should be updated in the sheet',
  },
  ...sheetV1Options,
];

export const googleSheetsV1Description: INodeTypeDescription = {
  displayName: 'Google Sheets ',
  name: 'n8n-nodes-base.googleSheets',
  icon: 'file:googleSheets.svg',
  group: ['input', 'output'],
  version: [1, 2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Read, update and write data to Google Sheets',
  defaults: { name: 'Google Sheets' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: googleCredentials('googleSheetsOAuth2Api'),
  properties: [
    authentication(1, [GOOGLE_SERVICE_ACCOUNT, { name: 'OAuth2', value: 'oAuth2' }], 'serviceAccount'),
    authentication(2, [GOOGLE_OAUTH2_RECOMMENDED, GOOGLE_SERVICE_ACCOUNT], 'oAuth2'),
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Spreadsheet', value: 'spreadsheet' },
        { name: 'Sheet', value: 'sheet' },
      ],
      default: 'sheet',
    },
    ...sheetProperties,
    ...spreadsheetV1Properties,
  ],
};
