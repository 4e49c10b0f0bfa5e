/**
 * Notion 1 (`n8n-nodes-base.notion` version 1, n8n's parameter names): blocks (append, get
 * children), databases (get, get many), database pages (create, get many with a single
 * condition or OR / AND conditions and sorts, update), pages (create, get, search) and
 * users (get, get many), through the `notionApi` credential. Workflows from before Notion 2
 * open and run unchanged; new nodes get version 2.x.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { conditionValues, operations, searchOptions, sortOption } from '../description';
import { blockLocator, blocksField, databaseLocator, pageLocator, propertiesField, returnAllAndLimit, show, simple } from '../fields';
import { NOTION_VERSION_V1 } from '../notion-api';
import { notionRequestDefaults, userProperties } from '../user-routing';

const iconOptions = (resource: string): INodeProperties => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  default: {},
  placeholder: 'Add option',
  ...show(resource, ['create']),
  options: [
    {
      displayName: 'Icon Type',
      name: 'iconType',
      type: 'options',
      options: [
        { name: 'Emoji', value: 'emoji' },
        { name: 'File', value: 'file' },
      ],
      default: 'emoji',
    },
    { displayName: 'Icon', name: 'icon', type: 'string', default: '' },
  ],
});

/** Version 1's filter: one condition, or conditions joined by OR and AND. */
const filterOption: INodeProperties = {
  displayName: 'Filter',
  name: 'filter',
  type: 'fixedCollection',
  typeOptions: { multipleValues: false },
  default: {},
  placeholder: 'Add Filter',
  options: [
    { displayName: 'Single Condition', name: 'singleCondition', values: conditionValues },
    {
      displayName: 'Multiple Condition',
      name: 'multipleCondition',
      values: [
        {
          displayName: 'Condition',
          name: 'condition',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: {},
          placeholder: 'Add Condition',
          options: [
            { displayName: 'OR', name: 'or', values: conditionValues },
            { displayName: 'AND', name: 'and', values: conditionValues },
          ],
        },
      ],
    },
  ],
};

const blockAndDatabase: INodeProperties[] = [
  operations('block', 'append', [
    ['Append After', 'append', 'Append a block'],
    ['Get Child Blocks', 'getAll', 'Get many child blocks'],
  ]),
  { ...blockLocator, ...show('block', ['append', 'getAll']) },
  blocksField('block', 'append'),
  ...returnAllAndLimit('block', ['getAll']),
  operations('database', 'get', [
    ['Get', 'get', 'Get a database'],
    ['Get Many', 'getAll', 'Get many databases'],
  ]),
  { ...databaseLocator, ...show('database', ['get']) },
  ...returnAllAndLimit('database', ['getAll']),
];

const databasePage: INodeProperties[] = [
  operations('databasePage', 'create', [
    ['Create', 'create', 'Create a database page'],
    ['Get Many', 'getAll', 'Get many database pages'],
    ['Update', 'update', 'Update a database page'],
  ]),
  { ...databaseLocator, ...show('databasePage', ['create', 'getAll']) },
  { ...pageLocator('Database Page', 'The Notion database page to update'), ...show('databasePage', ['update']) },
  simple('databasePage', ['create', 'getAll', 'update']),
  propertiesField('create', 'getDatabaseProperties'),
  propertiesField('update', 'getDatabaseIdFromPage'),
  blocksField('databasePage', 'create'),
  iconOptions('databasePage'),
  ...returnAllAndLimit('databasePage', ['getAll']),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    ...show('databasePage', ['getAll']),
    options: [filterOption, sortOption],
  },
];

const pages: INodeProperties[] = [
  operations('page', 'create', [
    ['Create', 'create', 'Create a page'],
    ['Get', 'get', 'Get a page'],
    ['Search', 'search', 'Search a page'],
  ]),
  { ...pageLocator('Parent Page', 'The Notion page to create a child page for'), ...show('page', ['create']) },
  { ...pageLocator('Page', 'The Notion page to get'), ...show('page', ['get']) },
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, ...show('page', ['create']) },
  blocksField('page', 'create'),
  iconOptions('page'),
  { displayName: 'Search Text', name: 'text', type: 'string', default: '', ...show('page', ['search']) },
  ...returnAllAndLimit('page', ['search']),
  simple('page', ['create', 'get', 'search']),
  searchOptions('page', true),
];

export const notionV1Description: INodeTypeDescription = {
  displayName: 'Notion',
  name: 'n8n-nodes-base.notion',
  icon: 'file:notion.svg',
  group: ['output'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Consume Notion API',
  defaults: { name: 'Notion' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'notionApi', required: true }],
  // Its user calls (routing) speak version 1's Notion-Version too.
  requestDefaults: { ...notionRequestDefaults, headers: { 'Notion-Version': NOTION_VERSION_V1 } },
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
    ...blockAndDatabase,
    ...databasePage,
    ...pages,
    ...userProperties,
  ],
};
