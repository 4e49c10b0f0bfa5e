/**
 * Google Sheets 1 and 2: the sheet operations' "Options", a new sheet's and a removed
 * sheet's parameters, and the spreadsheet resource (create), with n8n's names and defaults.
 */
import type { INodeProperties } from '@sdk/workflow';
import { newSheetOptions, recalculationInterval, spreadsheetTitle } from '../create-options';

const renderModes = [
  {
    name: 'Formatted Value',
    value: 'FORMATTED_VALUE',
    description: "Values will be calculated & formatted according to the cell's formatting",
  },
  { name: 'Formula', value: 'FORMULA', description: 'Values will not be calculated. The reply will include the formulas.' },
  { name: 'Unformatted Value', value: 'UNFORMATTED_VALUE', description: 'Values will be calculated, but not formatted in the reply' },
];

const valueRenderMode = (show: Record<string, Array<string | boolean>>): INodeProperties => ({
  displayName: 'Value Render Mode',
  name: 'valueRenderMode',
  type: 'options',
  displayOptions: { show },
  options: renderModes,
  default: 'UNFORMATTED_VALUE',
  description: 'Determines how values should be rendered in the output',
});

const sheetOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  displayOptions: { show: { resource: ['sheet'], operation: ['append', 'lookup', 'read', 'update', 'upsert'] } },
  options: [
    {
      displayName: 'Continue If Empty',
      name: 'continue',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['lookup', 'read'] } },
      description: 'By default, the workflow stops executing if the lookup/read does not return values',
    },
    {
      displayName: 'Return All Matches',
      name: 'returnAllMatches',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['lookup'] } },
      description: 'By default only the first result gets returned. If options gets set all found matches get returned.',
    },
    {
      displayName: 'Use Header Names as JSON Paths',
      name: 'usePathForKeyRow',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/operation': ['append'] } },
      description: 'Whether to match the headers as paths: the header "category.name" takes the field "name" of the "category" object',
    },
    {
      displayName: 'Value Input Mode',
      name: 'valueInputMode',
      type: 'options',
      displayOptions: { show: { '/operation': ['append', 'update', 'upsert'] } },
      options: [
        { name: 'RAW', value: 'RAW', description: 'The values will not be parsed and will be stored as-is' },
        {
          name: 'User Entered',
          value: 'USER_ENTERED',
          description: 'The values will be parsed as if the user typed them into the UI',
        },
      ],
      default: 'RAW',
      description: 'Determines how data should be interpreted',
    },
    valueRenderMode({ '/operation': ['lookup', 'read'] }),
    valueRenderMode({ '/operation': ['update', 'upsert'], '/rawData': [false] }),
  ],
};

const gridProperty = (displayName: string, name: string, type: 'number' | 'boolean', description: string): INodeProperties => ({
  displayName,
  name,
  type,
  default: type === 'number' ? 0 : false,
  description,
});

const createSheetProperties: INodeProperties[] = [
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    default: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    description: 'Whether to return a simplified version of the response instead of the raw data',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Grid Properties',
        name: 'gridProperties',
        type: 'collection',
        placeholder: 'Add Property',
        default: {},
        options: [
          gridProperty('Column Count', 'columnCount', 'number', 'The number of columns in the grid'),
          gridProperty(
            'Column Group Control After',
            'columnGroupControlAfter',
            'boolean',
            'Whether the column grouping control toggle is shown after the group',
          ),
          gridProperty('Frozen Column Count', 'frozenColumnCount', 'number', 'The number of columns that are frozen in the grid'),
          gridProperty('Frozen Row Count', 'frozenRowCount', 'number', 'The number of rows that are frozen in the grid'),
          gridProperty('Hide Gridlines', 'hideGridlines', 'boolean', "Whether the grid isn't showing gridlines in the UI"),
          gridProperty('Row Count', 'rowCount', 'number', 'The number of rows in the grid'),
          gridProperty(
            'Row Group Control After',
            'rowGroupControlAfter',
            'boolean',
            'Whether the row grouping control toggle is shown after the group',
          ),
        ],
        description: 'The type of the sheet',
      },
      ...newSheetOptions,
      { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The Sheet name' },
    ],
  },
  {
    displayName: 'Sheet ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['remove'] } },
    description: 'The ID of the sheet to delete',
  },
];

export const sheetV1Options: INodeProperties[] = [sheetOptions, ...createSheetProperties];

const onCreate = { show: { resource: ['spreadsheet'], operation: ['create'] } };

export const spreadsheetV1Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['spreadsheet'] } },
    options: [{ name: 'Create', value: 'create', description: 'Create a spreadsheet', action: 'Create a spreadsheet' }],
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
    displayOptions: onCreate,
    options: [
      {
        name: 'sheetValues',
        displayName: 'Sheet',
        values: [
          {
            displayName: 'Sheet Properties',
            name: 'propertiesUi',
            placeholder: 'Add Property',
            type: 'collection',
            default: {},
            options: [
              {
                displayName: 'Hidden',
                name: 'hidden',
                type: 'boolean',
                default: false,
                description: 'Whether the Sheet should be hidden in the UI',
              },
              { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'Title of the property to create' },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    displayOptions: onCreate,
    options: [
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'string',
        default: '',
        placeholder: 'en_US',
        description: 'The locale of the spreadsheet',
      },
      recalculationInterval,
    ],
  },
];
