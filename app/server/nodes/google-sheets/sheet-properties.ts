/**
 * Parameters of the "Sheet Within Document" operations, n8n's names and defaults for
 * versions 3 to 4.7: the column mapping (from 4 `columns`, a resource mapper over the header row;
 * version 3's own parameters are in sheet-properties-v3.ts),
 * read filters, clear and delete ranges, a new sheet's title and options.
 */
import type { DisplayCondition, INodeProperties } from '@sdk/workflow';
import { newSheetOptions } from './create-options';
import { documentLocator, sheetLocator } from './locator-properties';
import { v3WriteProperties } from './sheet-properties-v3';

const on = (...operation: string[]) => ({ show: { resource: ['sheet'], operation } });
const onVersions = (condition: DisplayCondition, ...operation: string[]) => ({
  show: { resource: ['sheet'], operation, '@version': [condition] },
});

const operation: INodeProperties = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: ['sheet'] } },
  options: [
    {
      name: 'Append or Update Row',
      value: 'appendOrUpdate',
      description: 'Append a new row or update an existing one (upsert)',
      action: 'Append or update row in sheet',
    },
    { name: 'Append Row', value: 'append', description: 'Create a new row in a sheet', action: 'Append row in sheet' },
    { name: 'Clear', value: 'clear', description: 'Delete all the contents or a part of a sheet', action: 'Clear sheet' },
    { name: 'Create', value: 'create', description: 'Create a new sheet', action: 'Create sheet' },
    { name: 'Delete', value: 'remove', description: 'Permanently delete a sheet', action: 'Delete sheet' },
    {
      name: 'Delete Rows or Columns',
      value: 'delete',
      description: 'Delete columns or rows from a sheet',
      action: 'Delete rows or columns from sheet',
    },
    { name: 'Get Row(s)', value: 'read', description: 'Retrieve one or more rows from a sheet', action: 'Get row(s) in sheet' },
    { name: 'Update Row', value: 'update', description: 'Update an existing row in a sheet', action: 'Update row in sheet' },
  ],
  default: 'read',
};

function columns(op: string, mode: 'add' | 'update' | 'upsert', multiKeyMatch = false): INodeProperties {
  return {
    displayName: 'Columns',
    name: 'columns',
    type: 'resourceMapper',
    noDataExpression: true,
    default: { mappingMode: 'defineBelow', value: null },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['sheetName.value'],
      resourceMapper: {
        resourceMapperMethod: 'getMappingColumns',
        mode,
        fieldWords: { singular: 'column', plural: 'columns' },
        addAllFields: true,
        multiKeyMatch,
      },
    },
    // Version 3 names its columns with `dataMode` and `fieldsUi` instead (sheet-properties-v3.ts).
    displayOptions: onVersions({ _cnd: { gte: 4 } }, op),
  };
}

const cellFormat: INodeProperties = {
  displayName: 'Cell Format',
  name: 'cellFormat',
  type: 'options',
  options: [
    { name: 'Let Google Sheets format', value: 'USER_ENTERED', description: 'Cells are styled as if you typed the values into the sheet' },
    { name: 'Let n8n format', value: 'RAW', description: 'Cells have the same types as the input data' },
  ],
  default: 'USER_ENTERED',
  description: 'Determines how data should be interpreted',
};

const headerRowLocation: INodeProperties = {
  displayName: 'Data Location on Sheet',
  name: 'locationDefine',
  type: 'fixedCollection',
  placeholder: 'Select Range',
  default: { values: {} },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Header Row',
          name: 'headerRow',
          type: 'number',
          typeOptions: { minValue: 1 },
          default: 1,
          description:
            'Index of the row which contains the keys. Starts at 1. The incoming node data is matched to the keys for assignment. The matching is case sensitive.',
        },
        {
          displayName: 'First Data Row',
          name: 'firstDataRow',
          type: 'number',
          typeOptions: { minValue: 1 },
          default: 2,
          description: 'Index of the first row which contains the actual data. Starts at 1.',
        },
      ],
    },
  ],
};

const handlingExtraData: INodeProperties = {
  displayName: 'When Input Has Fields Not in the Sheet',
  name: 'handlingExtraData',
  type: 'options',
  options: [
    { name: 'Insert in New Column(s)', value: 'insertInNewColumn', description: 'Create a new column for extra data' },
    { name: 'Ignore Them', value: 'ignoreIt' },
    { name: 'Error', value: 'error' },
  ],
  default: 'insertInNewColumn',
  description: "What to do with fields that don't match any columns in the Google Sheet",
};

function writeOptions(op: string): INodeProperties {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on(op),
    options: [
      cellFormat,
      headerRowLocation,
      { ...handlingExtraData, displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } } },
      { ...handlingExtraData, displayOptions: { show: { '/dataMode': ['autoMapInputData'] } } },
      ...(op === 'append'
        ? [
            {
              displayName: 'Minimise API Calls',
              name: 'useAppend',
              type: 'boolean' as const,
              default: false,
              description: 'Whether to use append instead of update (faster, but needs a sheet without gaps between rows)',
            },
          ]
        : []),
    ],
  };
}

const readFilterCollection: INodeProperties = {
  displayName: 'Filters',
  name: 'filtersUI',
  placeholder: 'Add Filter',
  type: 'fixedCollection',
  typeOptions: { multipleValueButtonText: 'Add Filter', multipleValues: true },
  default: {},
  options: [
    {
      displayName: 'Filter',
      name: 'values',
      values: [
        {
          displayName: 'Column',
          name: 'lookupColumn',
          type: 'options',
          typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowWithGeneratedColumnNames' },
          default: '',
          description: 'Choose from the list, or specify an ID using an expression',
        },
        { displayName: 'Value', name: 'lookupValue', type: 'string', default: '', hint: 'The column must have this value to be matched' },
      ],
    },
  ],
  displayOptions: on('read'),
};

const combineFilters = (defaultValue: string, condition: DisplayCondition): INodeProperties => ({
  displayName: 'Combine Filters',
  name: 'combineFilters',
  type: 'options',
  description:
    'How to combine the conditions defined in "Filters": AND requires all conditions to be true, OR requires at least one condition to be true',
  options: [
    { name: 'AND', value: 'AND', description: 'Only rows that meet all the conditions are selected' },
    { name: 'OR', value: 'OR', description: 'Rows that meet at least one condition are selected' },
  ],
  default: defaultValue,
  displayOptions: onVersions(condition, 'read'),
});

const readOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: on('read'),
  options: [
    {
      displayName: 'Data Location on Sheet',
      name: 'dataLocationOnSheet',
      type: 'fixedCollection',
      placeholder: 'Select Range',
      default: { values: { rangeDefinition: 'detectAutomatically' } },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Range Definition',
              name: 'rangeDefinition',
              type: 'options',
              options: [
                { name: 'Detect Automatically', value: 'detectAutomatically' },
                { name: 'Specify Range (A1 Notation)', value: 'specifyRangeA1' },
                { name: 'Specify Range (Rows)', value: 'specifyRange' },
              ],
              default: 'detectAutomatically',
            },
            {
              displayName: 'Header Row',
              name: 'headerRow',
              type: 'number',
              typeOptions: { minValue: 1 },
              default: 1,
              displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
            },
            {
              displayName: 'First Data Row',
              name: 'firstDataRow',
              type: 'number',
              typeOptions: { minValue: 1 },
              default: 2,
              displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
            },
            {
              displayName: 'Range',
              name: 'range',
              type: 'string',
              default: '',
              placeholder: 'A:Z',
              displayOptions: { show: { rangeDefinition: ['specifyRangeA1'] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'Output Formatting',
      name: 'outputFormatting',
      type: 'fixedCollection',
      placeholder: 'Add Formatting',
      default: { values: { general: 'UNFORMATTED_VALUE', date: 'FORMATTED_STRING' } },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'General Formatting',
              name: 'general',
              type: 'options',
              options: [
                { name: 'Values (unformatted)', value: 'UNFORMATTED_VALUE' },
                { name: 'Values (formatted)', value: 'FORMATTED_VALUE' },
                { name: 'Formulas', value: 'FORMULA' },
              ],
              default: 'UNFORMATTED_VALUE',
            },
            {
              displayName: 'Date Formatting',
              name: 'date',
              type: 'options',
              options: [
                { name: 'Formatted Text', value: 'FORMATTED_STRING' },
                { name: 'Serial Number', value: 'SERIAL_NUMBER' },
              ],
              default: 'FORMATTED_STRING',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Return only First Matching Row',
      name: 'returnFirstMatch',
      type: 'boolean',
      default: false,
      description: 'Whether to select the first row of the sheet or the first matching row (if filters are set)',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 4.5 } }] } },
    },
    {
      displayName: 'When Filter Has Multiple Matches',
      name: 'returnAllMatches',
      type: 'options',
      default: 'returnFirstMatch',
      options: [
        { name: 'Return First Match', value: 'returnFirstMatch', description: 'Return only the first match' },
        { name: 'Return All Matches', value: 'returnAllMatches', description: 'Return all values that match' },
      ],
      description: 'By default only the first result gets returned, Set to "Return All Matches" to get multiple matches',
      displayOptions: { show: { '@version': [{ _cnd: { lt: 4.5 } }] } },
    },
  ],
};

const countOf = (name: string, displayName: string, toDelete: string, op: string, field = 'toDelete'): INodeProperties => ({
  displayName,
  name,
  type: 'number',
  typeOptions: { minValue: 1 },
  default: 1,
  displayOptions: { show: { resource: ['sheet'], operation: [op], [field]: [toDelete] } },
});

const deleteProperties: INodeProperties[] = [
  {
    displayName: 'To Delete',
    name: 'toDelete',
    type: 'options',
    options: [
      { name: 'Rows', value: 'rows', description: 'Rows to delete' },
      { name: 'Columns', value: 'columns', description: 'Columns to delete' },
    ],
    displayOptions: on('delete'),
    default: 'rows',
    description: 'What to delete',
  },
  {
    displayName: 'Start Row Number',
    name: 'startIndex',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 2,
    description: 'The row number to delete from, The first row is 2',
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['rows'] } },
  },
  countOf('numberToDelete', 'Number of Rows to Delete', 'rows', 'delete'),
  {
    displayName: 'Start Column',
    name: 'startIndex',
    type: 'string',
    default: 'A',
    description: 'The column to delete',
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['columns'] } },
  },
  countOf('numberToDelete', 'Number of Columns to Delete', 'columns', 'delete'),
];

const clearProperties: INodeProperties[] = [
  {
    displayName: 'Clear',
    name: 'clear',
    type: 'options',
    options: [
      { name: 'Whole Sheet', value: 'wholeSheet' },
      { name: 'Specific Rows', value: 'specificRows' },
      { name: 'Specific Columns', value: 'specificColumns' },
      { name: 'Specific Range', value: 'specificRange' },
    ],
    displayOptions: on('clear'),
    default: 'wholeSheet',
    description: 'What to clear',
  },
  {
    displayName: 'Keep First Row',
    name: 'keepFirstRow',
    type: 'boolean',
    default: false,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['wholeSheet'] } },
  },
  {
    displayName: 'Start Row Number',
    name: 'startIndex',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    description: 'The row number to delete from, The first row is 1',
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificRows'] } },
  },
  countOf('rowsToDelete', 'Number of Rows to Delete', 'specificRows', 'clear', 'clear'),
  {
    displayName: 'Start Column',
    name: 'startIndex',
    type: 'string',
    default: 'A',
    description: 'The column to delete',
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificColumns'] } },
  },
  countOf('columnsToDelete', 'Number of Columns to Delete', 'specificColumns', 'clear', 'clear'),
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificRange'] } },
    default: 'A:F',
    required: true,
    description: 'The table range to clear, in A1 notation ("A:F" or "MySheet!A:F")',
  },
];

const createProperties: INodeProperties[] = [
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: 'n8n-sheet',
    displayOptions: on('create'),
    description: 'The name of the sheet',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('create'),
    options: [...newSheetOptions],
  },
];

export const sheetProperties: INodeProperties[] = [
  operation,
  documentLocator({ resource: ['sheet'] }),
  sheetLocator,
  ...v3WriteProperties('append'),
  columns('append', 'add'),
  writeOptions('append'),
  ...clearProperties,
  ...createProperties,
  ...deleteProperties,
  readFilterCollection,
  combineFilters('OR', { _cnd: { lt: 4.3 } }),
  combineFilters('AND', { _cnd: { gte: 4.3 } }),
  readOptions,
  ...v3WriteProperties('update'),
  columns('update', 'update'),
  writeOptions('update'),
  ...v3WriteProperties('appendOrUpdate'),
  columns('appendOrUpdate', 'upsert'),
  writeOptions('appendOrUpdate'),
];
