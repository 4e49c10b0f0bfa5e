/**
 * Airtable 1 (`n8n-nodes-base.airtable` version 1, n8n's parameter names): append, delete,
 * list, read and update records of a table given by its base (`application`) and table, as
 * an airtable.com URL, an ID, or (older workflows) a plain string. Workflows from before
 * Airtable 2 open and run unchanged; new nodes get version 2.x.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const onOperations = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { operation, ...extra } });

const idLocator = (displayName: string, name: string, urlRegex: string, placeholder: string): INodeProperties => ({
  displayName,
  name,
  type: 'resourceLocator',
  default: { mode: 'url', value: '' },
  required: true,
  modes: [
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: 'https://airtable.com/app12DiScdfes/tblAAAAAAAAAAAAA/viwHdfasdfeieg5p',
      validation: [{ type: 'regex', properties: { regex: `${urlRegex}/.*`, errorMessage: `Not a valid Airtable ${displayName} URL` } }],
      extractValue: { type: 'regex', regex: urlRegex },
    },
    {
      displayName: 'ID',
      name: 'id',
      type: 'string',
      placeholder,
      validation: [{ type: 'regex', properties: { regex: '[a-zA-Z0-9]{2,}', errorMessage: `Not a valid Airtable ${displayName} ID` } }],
    },
  ],
});

const fieldNames = (operation: string, toggle: string): INodeProperties => ({
  displayName: 'Fields',
  name: 'fields',
  type: 'string',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' },
  requiresDataPath: 'single',
  displayOptions: onOperations([operation], { [toggle]: [false] }),
  default: [],
  placeholder: 'Name',
  required: true,
  description: 'The name of fields for which data should be sent to Airtable',
});

const recordId = (operations: string[], description: string): INodeProperties => ({
  displayName: 'ID',
  name: 'id',
  type: 'string',
  displayOptions: onOperations(operations),
  default: '',
  required: true,
  description,
});

const listProperties: INodeProperties[] = [
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', displayOptions: onOperations(['list']), default: true },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: onOperations(['list'], { returnAll: [false] }),
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
  },
  {
    displayName: 'Download Attachments',
    name: 'downloadAttachments',
    type: 'boolean',
    displayOptions: onOperations(['list']),
    default: false,
  },
  {
    displayName: 'Download Fields',
    name: 'downloadFieldNames',
    type: 'string',
    required: true,
    requiresDataPath: 'multiple',
    displayOptions: onOperations(['list'], { downloadAttachments: [true] }),
    default: '',
    description: "Comma-separated names of the 'attachment' fields to download",
  },
  {
    displayName: 'Additional Options',
    name: 'additionalOptions',
    type: 'collection',
    displayOptions: onOperations(['list']),
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        requiresDataPath: 'single',
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' },
        default: [],
        placeholder: 'Name',
      },
      { displayName: 'Filter By Formula', name: 'filterByFormula', type: 'string', default: '', placeholder: "NOT({Name} = '')" },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        default: {},
        placeholder: 'Add Sort Rule',
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              { displayName: 'Field', name: 'field', type: 'string', default: '' },
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  { name: 'ASC', value: 'asc' },
                  { name: 'DESC', value: 'desc' },
                ],
                default: 'asc',
              },
            ],
          },
        ],
      },
      { displayName: 'View', name: 'view', type: 'string', default: '', placeholder: 'All Stories' },
    ],
  },
];

export const airtableV1Description: INodeTypeDescription = {
  displayName: 'Airtable',
  name: 'n8n-nodes-base.airtable',
  icon: 'file:airtable.svg',
  group: ['input'],
  version: 1,
  description: 'Read, update, write and delete data from Airtable',
  defaults: { name: 'Airtable' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'airtableTokenApi', required: true, displayOptions: { show: { authentication: ['airtableTokenApi'] } } },
    { name: 'airtableOAuth2Api', required: true, displayOptions: { show: { authentication: ['airtableOAuth2Api'] } } },
  ],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Access Token', value: 'airtableTokenApi' },
        { name: 'OAuth2', value: 'airtableOAuth2Api' },
        { name: 'API Key (Deprecated)', value: 'airtableApi' },
      ],
      // n8n's default: a version 1 node saved without a choice used Airtable's retired API keys.
      default: 'airtableApi',
    },
    {
      displayName:
        "This type of connection (API Key) was deprecated and can't be used anymore. Please create a new credential of type 'Access Token' instead.",
      name: 'deprecated',
      type: 'notice',
      default: '',
      displayOptions: { show: { authentication: ['airtableApi'] } },
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Append', value: 'append', action: 'Append data to a table' },
        { name: 'Delete', value: 'delete', action: 'Delete data from a table' },
        { name: 'List', value: 'list', action: 'List data from a table' },
        { name: 'Read', value: 'read', action: 'Read data from a table' },
        { name: 'Update', value: 'update', action: 'Update data in a table' },
      ],
      default: 'read',
    },
    {
      ...idLocator('Base', 'application', 'https://airtable.com/([a-zA-Z0-9]{2,})', 'appD3dfaeidke'),
      description: 'The Airtable Base in which to operate on',
    },
    idLocator('Table', 'table', 'https://airtable.com/[a-zA-Z0-9]{2,}/([a-zA-Z0-9]{2,})', 'tbl3dirwqeidke'),
    { displayName: 'Add All Fields', name: 'addAllFields', type: 'boolean', displayOptions: onOperations(['append']), default: true },
    fieldNames('append', 'addAllFields'),
    recordId(['delete'], 'ID of the record to delete'),
    ...listProperties,
    recordId(['read'], 'ID of the record to return'),
    recordId(['update'], 'ID of the record to update'),
    { displayName: 'Update All Fields', name: 'updateAllFields', type: 'boolean', displayOptions: onOperations(['update']), default: true },
    fieldNames('update', 'updateAllFields'),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      displayOptions: onOperations(['append', 'delete', 'update']),
      default: {},
      options: [
        { displayName: 'Bulk Size', name: 'bulkSize', type: 'number', typeOptions: { minValue: 1, maxValue: 10 }, default: 10 },
        {
          displayName: 'Ignore Fields',
          name: 'ignoreFields',
          type: 'string',
          requiresDataPath: 'multiple',
          displayOptions: { show: { '/operation': ['update'], '/updateAllFields': [true] } },
          default: '',
          description: 'Comma-separated list of fields to ignore',
        },
        {
          displayName: 'Typecast',
          name: 'typecast',
          type: 'boolean',
          displayOptions: { show: { '/operation': ['append', 'update'] } },
          default: false,
        },
      ],
    },
  ],
};
