/**
 * Notion 2, 2.1 and 2.2 (`n8n-nodes-base.notion`): database pages (create, get, get many
 * with filters and sorts, update), blocks (append, get children), databases (get, get
 * many, search), pages (archive, create, search) and users (get, get many), n8n's
 * parameter names, through the `notionApi` credential. 2.1 simplifies child blocks by
 * default; 2.2 takes the block as a locator of its own. Users are declarative: the
 * operations carry `routing` that the routing engine community nodes use runs. Version 1:
 * ./v1/description.ts (it shares the filter conditions, sorts and search options here).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { notionRequestDefaults, userProperties } from './user-routing';
import {
  blockLocator,
  blocksField,
  databaseLocator,
  forKeyTypes,
  pageLocator,
  propertiesField,
  returnAllAndLimit,
  show,
  simple,
} from './fields';

export const operations = (resource: string, defaultValue: string, options: Array<[string, string, string]>): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: options.map(([name, value, action]) => ({ name, value, action })),
  default: defaultValue,
});

const CONDITIONS = [
  'equals',
  'does_not_equal',
  'contains',
  'does_not_contain',
  'starts_with',
  'ends_with',
  'greater_than',
  'less_than',
  'greater_than_or_equal_to',
  'less_than_or_equal_to',
  'before',
  'after',
  'on_or_before',
  'on_or_after',
  'past_week',
  'past_month',
  'past_year',
  'next_week',
  'next_month',
  'next_year',
  'is_empty',
  'is_not_empty',
];
const title = (value: string) =>
  value
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

const FILTER_TYPES: Readonly<Record<string, string[]>> = {
  titleValue: ['title'],
  richTextValue: ['rich_text'],
  numberValue: ['number'],
  checkboxValue: ['checkbox'],
  selectValue: ['select'],
  multiSelectValue: ['multi_select'],
  statusValue: ['status'],
  emailValue: ['email'],
  urlValue: ['url'],
  phoneNumberValue: ['phone_number'],
  peopleValue: ['people', 'created_by', 'last_edited_by'],
  relationValue: ['relation'],
  date: ['date', 'created_time', 'last_edited_time'],
};

/** One filter condition's fields: the property, the condition and the value for the property's type. */
export const conditionValues: INodeProperties[] = [
  {
    displayName: 'Property Name or ID',
    name: 'key',
    type: 'options',
    typeOptions: { loadOptionsMethod: 'getFilterProperties', loadOptionsDependsOn: ['databaseId'] },
    default: '',
  },
  {
    displayName: 'Condition',
    name: 'condition',
    type: 'options',
    options: CONDITIONS.map((value) => ({ name: title(value), value })),
    default: 'equals',
  },
  ...forKeyTypes(
    [
      { displayName: 'Title', name: 'titleValue', type: 'string', default: '' },
      { displayName: 'Text', name: 'richTextValue', type: 'string', default: '' },
      { displayName: 'Number', name: 'numberValue', type: 'number', default: 0 },
      { displayName: 'Checked', name: 'checkboxValue', type: 'boolean', default: false },
      {
        displayName: 'Option Name or ID',
        name: 'selectValue',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getPropertySelectValues' },
        default: '',
      },
      {
        displayName: 'Option Name or ID',
        name: 'multiSelectValue',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getPropertySelectValues' },
        default: '',
      },
      {
        displayName: 'Status Name or ID',
        name: 'statusValue',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getPropertySelectValues' },
        default: '',
      },
      { displayName: 'Email', name: 'emailValue', type: 'string', default: '' },
      { displayName: 'URL', name: 'urlValue', type: 'string', default: '' },
      { displayName: 'Phone Number', name: 'phoneNumberValue', type: 'string', default: '' },
      {
        displayName: 'User Name or ID',
        name: 'peopleValue',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getUsers' },
        default: '',
      },
      { displayName: 'Relation ID', name: 'relationValue', type: 'string', default: '' },
      { displayName: 'Date', name: 'date', type: 'dateTime', default: '' },
    ],
    FILTER_TYPES,
  ),
];

const filterFields: INodeProperties[] = [
  {
    displayName: 'Filter',
    name: 'filterType',
    type: 'options',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Build Manually', value: 'manual' },
      { name: 'JSON', value: 'json' },
    ],
    default: 'none',
    ...show('databasePage', ['getAll']),
  },
  {
    displayName: 'Must Match',
    name: 'matchType',
    type: 'options',
    options: [
      { name: 'Any Filter', value: 'anyFilter' },
      { name: 'All Filters', value: 'allFilters' },
    ],
    default: 'anyFilter',
    ...show('databasePage', ['getAll'], { filterType: ['manual'] }),
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    placeholder: 'Add Condition',
    ...show('databasePage', ['getAll'], { filterType: ['manual'] }),
    options: [
      {
        displayName: 'Conditions',
        name: 'conditions',
        values: conditionValues,
      },
    ],
  },
  {
    displayName: 'Filters (JSON)',
    name: 'filterJson',
    type: 'string',
    typeOptions: { rows: 4 },
    default: '',
    description: "A filter object as in Notion's database query",
    ...show('databasePage', ['getAll'], { filterType: ['json'] }),
  },
];

/** The database query's sort rules ("options.sort.sortValue"). */
export const sortOption: INodeProperties = {
  displayName: 'Sort',
  name: 'sort',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  placeholder: 'Add Sort',
  options: [
    {
      displayName: 'Sort',
      name: 'sortValue',
      values: [
        {
          displayName: 'Timestamp',
          name: 'timestamp',
          type: 'boolean',
          default: false,
          description: 'Whether to sort by the created or last edited time instead of a property',
        },
        {
          displayName: 'Property Name or ID',
          name: 'key',
          type: 'options',
          typeOptions: { loadOptionsMethod: 'getFilterProperties', loadOptionsDependsOn: ['databaseId'] },
          default: '',
          displayOptions: { show: { timestamp: [false] } },
        },
        {
          displayName: 'Timestamp Property',
          name: 'key',
          type: 'options',
          options: [
            { name: 'Created Time', value: 'created_time' },
            { name: 'Last Edited Time', value: 'last_edited_time' },
          ],
          default: 'last_edited_time',
          displayOptions: { show: { timestamp: [true] } },
        },
        {
          displayName: 'Direction',
          name: 'direction',
          type: 'options',
          options: [
            { name: 'Ascending', value: 'ascending' },
            { name: 'Descending', value: 'descending' },
          ],
          default: 'descending',
        },
      ],
    },
  ],
};

const databasePage: INodeProperties[] = [
  operations('databasePage', 'create', [
    ['Create', 'create', 'Create a database page'],
    ['Get', 'get', 'Get a database page'],
    ['Get Many', 'getAll', 'Get many database pages'],
    ['Update', 'update', 'Update a database page'],
  ]),
  { ...databaseLocator, ...show('databasePage', ['create', 'getAll']) },
  { ...pageLocator('Database Page', 'The Notion database page'), ...show('databasePage', ['get', 'update']) },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    description: 'Page title (the database’s title property)',
    ...show('databasePage', ['create']),
  },
  simple('databasePage', ['create', 'get', 'update']),
  propertiesField('create', 'getDatabaseProperties'),
  propertiesField('update', 'getDatabaseIdFromPage'),
  blocksField('databasePage', 'create'),
  ...returnAllAndLimit('databasePage', ['getAll']),
  simple('databasePage', ['getAll']),
  ...filterFields,
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('databasePage', ['getAll']),
    options: [
      {
        displayName: 'Download Files',
        name: 'downloadFiles',
        type: 'boolean',
        default: false,
        description: 'Whether to download the files of file properties as binary data',
      },
      sortOption,
    ],
  },
];

export const searchOptions = (resource: string, withFilter: boolean): INodeProperties => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  default: {},
  placeholder: 'Add Field',
  ...show(resource, ['search']),
  options: [
    ...(withFilter
      ? [
          {
            displayName: 'Filters',
            name: 'filter',
            type: 'fixedCollection' as const,
            default: {},
            options: [
              {
                displayName: 'Filter',
                name: 'filters',
                values: [
                  {
                    displayName: 'Property',
                    name: 'property',
                    type: 'options' as const,
                    options: [{ name: 'Object', value: 'object' }],
                    default: 'object',
                  },
                  {
                    displayName: 'Value',
                    name: 'value',
                    type: 'options' as const,
                    options: [
                      { name: 'Database', value: 'database' },
                      { name: 'Page', value: 'page' },
                    ],
                    default: '',
                  },
                ],
              },
            ],
          },
        ]
      : []),
    {
      displayName: 'Sort',
      name: 'sort',
      type: 'fixedCollection',
      default: {},
      options: [
        {
          displayName: 'Sort',
          name: 'sortValue',
          values: [
            {
              displayName: 'Direction',
              name: 'direction',
              type: 'options',
              options: [
                { name: 'Ascending', value: 'ascending' },
                { name: 'Descending', value: 'descending' },
              ],
              default: 'descending',
            },
            {
              displayName: 'Timestamp',
              name: 'timestamp',
              type: 'options',
              options: [{ name: 'Last Edited Time', value: 'last_edited_time' }],
              default: 'last_edited_time',
            },
          ],
        },
      ],
    },
  ],
});

const others: INodeProperties[] = [
  operations('block', 'append', [
    ['Append After', 'append', 'Append a block'],
    ['Get Child Blocks', 'getAll', 'Get many child blocks'],
  ]),
  { ...blockLocator, ...show('block', ['append', 'getAll']) },
  blocksField('block', 'append'),
  ...returnAllAndLimit('block', ['getAll']),
  { displayName: 'Also Fetch Nested Blocks', name: 'fetchNestedBlocks', type: 'boolean', default: false, ...show('block', ['getAll']) },
  {
    displayName: 'Simplify Output',
    name: 'simplifyOutput',
    type: 'boolean',
    default: true,
    displayOptions: { show: { resource: ['block'], operation: ['getAll'] }, hide: { '@version': [1, 2] } },
  },
  operations('database', 'get', [
    ['Get', 'get', 'Get a database'],
    ['Get Many', 'getAll', 'Get many databases'],
    ['Search', 'search', 'Search a database'],
  ]),
  { ...databaseLocator, ...show('database', ['get']) },
  ...returnAllAndLimit('database', ['getAll', 'search']),
  {
    displayName: 'Search Text',
    name: 'text',
    type: 'string',
    default: '',
    description: 'The text to search for',
    ...show('database', ['search']),
  },
  simple('database', ['get', 'getAll', 'search']),
  searchOptions('database', false),
  operations('page', 'create', [
    ['Archive', 'archive', 'Archive a page'],
    ['Create', 'create', 'Create a page'],
    ['Search', 'search', 'Search a page'],
  ]),
  { ...pageLocator('Page', 'The Notion page to archive'), ...show('page', ['archive']) },
  { ...pageLocator('Parent Page', 'The Notion page to create a child page for'), ...show('page', ['create']) },
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, ...show('page', ['create']) },
  blocksField('page', 'create'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    ...show('page', ['create']),
    options: [
      {
        displayName: 'Icon Type',
        name: 'iconType',
        type: 'options',
        options: [
          { name: 'Emoji', value: 'emoji', description: 'Use an Emoji for the icon' },
          { name: 'File', value: 'file', description: 'Use a file for the icon' },
        ],
        default: 'emoji',
      },
      { displayName: 'Icon', name: 'icon', type: 'string', default: '', description: 'Emoji or File URL to use as the icon' },
    ],
  },
  {
    displayName: 'Search Text',
    name: 'text',
    type: 'string',
    default: '',
    description: 'The text to search for',
    ...show('page', ['search']),
  },
  ...returnAllAndLimit('page', ['search']),
  simple('page', ['archive', 'create', 'search']),
  searchOptions('page', true),
  ...userProperties,
];

export const notionDescription: INodeTypeDescription = {
  displayName: 'Notion',
  name: 'n8n-nodes-base.notion',
  icon: 'file:notion.svg',
  group: ['output'],
  version: [2, 2.1, 2.2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Consume Notion API',
  defaults: { name: 'Notion' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'notionApi', required: true }],
  // The user resource runs on the routing engine (user-routing.ts); these apply to it.
  requestDefaults: notionRequestDefaults,
  codex: { categories: ['Productivity'], alias: ['notes', 'wiki', 'database', 'page'] },
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Block', value: 'block' },
        { name: 'Database', value: 'database' },
        { name: 'Database Page', value: 'databasePage' },
        { name: 'Page', value: 'page' },
        { name: 'User', value: 'user' },
      ],
      default: 'page',
    },
    ...databasePage,
    ...others,
  ],
};
