/**
 * Google Sheets (`n8n-nodes-base.googleSheets`) versions 3 and 4 to 4.7: n8n's resources
 * (`sheet`: rows and sheets within a document; `spreadsheet`: documents), operations,
 * parameter names and credentials (OAuth2 or a service account).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import {
  GOOGLE_OAUTH2_RECOMMENDED,
  GOOGLE_SERVICE_ACCOUNT,
  googleAuthentication,
  googleCredentials,
} from '../shared/google/auth-properties';
import { recalculationInterval, spreadsheetTitle } from './create-options';
import { documentLocator } from './locator-properties';
import { sheetProperties } from './sheet-properties';

const on = (...operation: string[]) => ({ show: { resource: ['spreadsheet'], operation } });

const spreadsheetProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['spreadsheet'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a spreadsheet', action: 'Create spreadsheet' },
      { name: 'Delete', value: 'deleteSpreadsheet', description: 'Delete a spreadsheet', action: 'Delete spreadsheet' },
    ],
    default: 'create',
  },
  spreadsheetTitle,
  {
    displayName: 'Sheets',
    name: 'sheetsUi',
    placeholder: 'Add Sheet',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    displayOptions: on('create'),
    options: [
      {
        name: 'sheetValues',
        displayName: 'Sheet',
        values: [
          { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'Title of the property to create' },
          {
            displayName: 'Hidden',
            name: 'hidden',
            type: 'boolean',
            default: false,
            description: 'Whether the Sheet should be hidden in the UI',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('create'),
    options: [
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'string',
        default: '',
        placeholder: 'en_US',
        description: 'The locale of the spreadsheet in one of the ISO 639-1 language codes',
      },
      recalculationInterval,
    ],
  },
  documentLocator({ resource: ['spreadsheet'], operation: ['deleteSpreadsheet'] }),
];

export const googleSheetsDescription: INodeTypeDescription = {
  displayName: 'Google Sheets',
  name: 'n8n-nodes-base.googleSheets',
  icon: 'file:googleSheets.svg',
  group: ['input', 'output'],
  version: [3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Read, update and write data to Google Sheets',
  defaults: { name: 'Google Sheets' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: googleCredentials('googleSheetsOAuth2Api'),
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['spreadsheet', 'google', 'sheets', 'csv', 'table'] },
  properties: [
    googleAuthentication([GOOGLE_SERVICE_ACCOUNT, GOOGLE_OAUTH2_RECOMMENDED]),
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Document', value: 'spreadsheet' },
        { name: 'Sheet Within Document', value: 'sheet' },
      ],
      default: 'sheet',
    },
    ...sheetProperties,
    ...spreadsheetProperties,
  ],
};
