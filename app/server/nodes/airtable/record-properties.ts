/** The Airtable node's record and base operations and fields (n8n's names and defaults). */
import type { INodeProperties } from '@sdk/workflow';
import { baseLocator, tableLocator, viewLocator } from './locators';

const show = (resource: string, operation: string[]) => ({ displayOptions: { show: { resource: [resource], operation } } });

const columns = (method: string, mode: 'add' | 'update', multiKeyMatch: boolean, operation: string): INodeProperties => ({
  displayName: 'Columns',
  name: 'columns',
  type: 'resourceMapper',
  noDataExpression: true,
  default: { mappingMode: 'defineBelow', value: null },
  required: true,
  typeOptions: {
    loadOptionsDependsOn: ['table.value', 'base.value'],
    resourceMapper: {
      resourceMapperMethod: method,
      mode,
      fieldWords: { singular: 'column', plural: 'columns' },
      addAllFields: true,
      multiKeyMatch,
    },
  },
  ...show('record', [operation]),
});

const writeOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  ...show('record', ['create', 'update', 'upsert']),
  options: [
    {
      displayName: 'Typecast',
      name: 'typecast',
      type: 'boolean',
      default: false,
      description: 'Whether the Airtable API should attempt mapping of string values for linked records & select options',
    },
    {
      displayName: 'Ignore Fields From Input',
      name: 'ignoreFields',
      type: 'string',
      default: '',
      description: 'Comma-separated list of fields in input to ignore when updating',
      displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } },
    },
    {
      displayName: 'Update All Matches',
      name: 'updateAllMatches',
      type: 'boolean',
      default: false,
      description: 'Whether to update all records matching the value in the "Column to Match On"',
      displayOptions: { show: { '/operation': ['update', 'upsert'] } },
    },
  ],
};

const downloadFields: INodeProperties = {
  displayName: 'Download Attachments',
  name: 'downloadFields',
  type: 'multiOptions',
  typeOptions: { loadOptionsMethod: 'getAttachmentColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
  default: [],
  description: "The fields of type 'attachment' that should be downloaded",
};

export const recordProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Create', value: 'create', description: 'Create a new record in a table', action: 'Create a record' },
      {
        name: 'Create or Update',
        value: 'upsert',
        description: 'Create a new record, or update the current one if it already exists (upsert)',
        action: 'Create or update a record',
      },
      { name: 'Delete', value: 'deleteRecord', description: 'Delete a record from a table', action: 'Delete a record' },
      { name: 'Get', value: 'get', description: 'Retrieve a record from a table', action: 'Get a record' },
      { name: 'Search', value: 'search', description: 'Search for specific records or list all', action: 'Search records' },
      { name: 'Update', value: 'update', description: 'Update a record in a table', action: 'Update record' },
    ],
    default: 'read',
    displayOptions: { show: { resource: ['record'] } },
  },
  { ...baseLocator, displayOptions: { show: { resource: ['record'] } } },
  { ...tableLocator, displayOptions: { show: { resource: ['record'] } } },
  columns('getColumns', 'add', true, 'create'),
  columns('getColumnsWithRecordId', 'update', false, 'update'),
  columns('getColumnsWithRecordId', 'update', true, 'upsert'),
  writeOptions,
  {
    displayName: 'Record ID',
    name: 'id',
    type: 'string',
    default: '',
    placeholder: 'e.g. recf7EaZp707CEc8g',
    required: true,
    description: 'ID of the record',
    ...show('record', ['get', 'deleteRecord']),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [downloadFields],
    ...show('record', ['get']),
  },
  {
    displayName: 'Filter By Formula',
    name: 'filterByFormula',
    type: 'string',
    default: '',
    placeholder: "e.g. NOT({Name} = 'Admin')",
    hint: 'If empty, all the records will be returned',
    ...show('record', ['search']),
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true, ...show('record', ['search']) },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
    description: 'Max number of results to return',
    displayOptions: { show: { resource: ['record'], operation: ['search'], returnAll: [false] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    ...show('record', ['search']),
    options: [
      downloadFields,
      {
        displayName: 'Output Fields',
        name: 'fields',
        type: 'multiOptions',
        typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
        default: [],
        description: 'The fields you want to include in the output',
      },
      viewLocator,
    ],
  },
  {
    displayName: 'Sort',
    name: 'sort',
    placeholder: 'Add Sort Rule',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    ...show('record', ['search']),
    options: [
      {
        name: 'property',
        displayName: 'Property',
        values: [
          {
            displayName: 'Field',
            name: 'field',
            type: 'options',
            typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
            default: '',
          },
          {
            displayName: 'Direction',
            name: 'direction',
            type: 'options',
            options: [
              { name: 'ASC', value: 'asc', description: 'Sort in ascending order (small -> large)' },
              { name: 'DESC', value: 'desc', description: 'Sort in descending order (large -> small)' },
            ],
            default: 'asc',
          },
        ],
      },
    ],
  },
];

export const baseProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Get Many', value: 'getMany', description: 'List all the bases', action: 'Get many bases' },
      { name: 'Get Schema', value: 'getSchema', description: 'Get the schema of the tables in a base', action: 'Get base schema' },
    ],
    default: 'getMany',
    displayOptions: { show: { resource: ['base'] } },
  },
  { ...baseLocator, ...show('base', ['getSchema']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true, ...show('base', ['getMany']) },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 100 },
    default: 100,
    displayOptions: { show: { resource: ['base'], operation: ['getMany'], returnAll: [false] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    ...show('base', ['getMany']),
    options: [
      {
        displayName: 'Permission Level',
        name: 'permissionLevel',
        type: 'multiOptions',
        options: ['comment', 'create', 'edit', 'none', 'read'].map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1), value })),
        default: [],
        description: 'Filter the returned bases by one or more permission levels',
      },
    ],
  },
];
