/**
 * MySQL 2 to 2.5 description (n8n's `n8n-nodes-base.mySql` type, operation and parameter
 * names): the table is a resource locator listed by `searchTables` (the credential's
 * database); columns come from `getColumns`. Insert, update and upsert map columns with
 * "Data Mode" (`autoMapInputData` / `defineBelow`), "Values to Send" and, for update and
 * upsert, one "Column to Match On", as n8n's MySQL 2.x does.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import {
  COMBINE_CONDITIONS,
  CONDITION_OPERATORS,
  REPLACE_EMPTY_STRINGS,
  SKIP_ON_CONFLICT,
  deleteCommand,
  limit,
  returnAll,
  sqlOperation,
  whereConditions,
} from '../shared/sql/table-properties';

const onTable = (...operation: string[]) => ({ show: { operation }, hide: { table: [''] } });
const columnOptions = { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['table.value'] };
const writes = ['insert', 'update', 'upsert'];
const matching = ['update', 'upsert'];

const table: INodeProperties = {
  displayName: 'Table',
  name: 'table',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  description: 'The table you want to work on',
  displayOptions: { hide: { operation: ['executeQuery'] } },
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a Table...',
      typeOptions: { searchListMethod: 'searchTables', searchable: true },
    },
    { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
  ],
};

const where = whereConditions(onTable('select', 'deleteTable'), [
  { displayName: 'Column', name: 'column', type: 'options', typeOptions: columnOptions, default: '', placeholder: 'e.g. ID' },
  {
    displayName: 'Operator',
    name: 'condition',
    type: 'options',
    options: [...CONDITION_OPERATORS, { name: 'Is Not Null', value: 'IS NOT NULL' }],
    default: 'equal',
  },
  {
    displayName: 'Value',
    name: 'value',
    type: 'string',
    default: '',
    displayOptions: { hide: { condition: ['IS NULL', 'IS NOT NULL'] } },
  },
]);

const shownFor = (...operations: string[]) => ({ show: { '/operation': operations } });

/**
 * The options, once for Execute SQL and once for the table operations (shown when a table
 * is chosen), as n8n declares them per operation.
 */
const optionsFor = (displayOptions: INodeProperties['displayOptions']): INodeProperties => ({
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  default: {},
  placeholder: 'Add option',
  displayOptions,
  options: [
    {
      displayName: 'Connection Timeout',
      name: 'connectionTimeoutMillis',
      type: 'number',
      default: 30,
      typeOptions: { minValue: 1 },
      description: 'Number of milliseconds reserved for connecting to the database',
    },
    {
      displayName: 'Connections Limit',
      name: 'connectionLimit',
      type: 'number',
      default: 10,
      typeOptions: { minValue: 1 },
      description: 'Maximum amount of connections to the database (one is used per run here)',
    },
    {
      displayName: 'Query Batching',
      name: 'queryBatching',
      type: 'options',
      noDataExpression: true,
      description: 'The way queries should be sent to the database',
      options: [
        { name: 'Single Query', value: 'single', description: 'A single query for all incoming items' },
        { name: 'Independent', value: 'independently', description: 'Execute one query per incoming item of the run' },
        {
          name: 'Transaction',
          value: 'transaction',
          description: 'Execute all queries in a transaction, if a failure occurs, all changes are rolled back',
        },
      ],
      default: 'single',
    },
    {
      displayName: 'Query Parameters',
      name: 'queryReplacement',
      type: 'string',
      default: '',
      placeholder: 'e.g. value1,value2,value3',
      description: 'Comma-separated list of the values you want to use as query parameters',
      hint: 'Comma-separated list of values: reference them in your query as $1, $2, $3…',
      displayOptions: shownFor('executeQuery'),
    },
    {
      displayName: 'Output Columns',
      name: 'outputColumns',
      type: 'multiOptions',
      description: 'The columns to return (none: all)',
      typeOptions: { loadOptionsMethod: 'getColumnsMultiOptions', loadOptionsDependsOn: ['table.value'] },
      default: [],
      displayOptions: shownFor('select'),
    },
    {
      displayName: 'Output Large-Format Numbers As',
      name: 'largeNumbersOutput',
      type: 'options',
      options: [
        { name: 'Numbers', value: 'numbers' },
        {
          name: 'Text',
          value: 'text',
          description: 'Use this if you expect numbers longer than 16 digits (otherwise numbers may be incorrect)',
        },
      ],
      hint: 'Applies to NUMERIC and BIGINT columns only',
      default: 'text',
      displayOptions: shownFor('select', 'executeQuery'),
    },
    {
      displayName: 'Output Decimals as Numbers',
      name: 'decimalNumbers',
      type: 'boolean',
      default: false,
      description: 'Whether to output DECIMAL types as numbers instead of strings',
      displayOptions: shownFor('select', 'executeQuery'),
    },
    {
      displayName: 'Priority',
      name: 'priority',
      type: 'options',
      options: [
        {
          name: 'Low Prioirity',
          value: 'LOW_PRIORITY',
          description: 'Delays execution of the INSERT until no other clients are reading from the table',
        },
        { name: 'High Priority', value: 'HIGH_PRIORITY', description: 'Overrides the effect of the --low-priority-updates option' },
      ],
      default: 'LOW_PRIORITY',
      description: 'The priority of the INSERT statement',
      displayOptions: shownFor('insert'),
    },
    REPLACE_EMPTY_STRINGS,
    {
      displayName: 'Select Distinct',
      name: 'selectDistinct',
      type: 'boolean',
      default: false,
      description: 'Whether to remove these duplicate rows',
      displayOptions: shownFor('select'),
    },
    {
      displayName: 'Output Query Execution Details',
      name: 'detailedOutput',
      type: 'boolean',
      default: false,
      description: 'Whether to show in output details of the executed query for each statement, or just confirmation of success',
    },
    SKIP_ON_CONFLICT,
  ],
});

export const mySqlDescription: INodeTypeDescription = {
  displayName: 'MySQL',
  name: 'n8n-nodes-base.mySql',
  icon: { light: 'file:mysql.svg', dark: 'file:mysql.dark.svg' },
  group: ['input'],
  version: [2, 2.1, 2.2, 2.3, 2.4, 2.5],
  defaultVersion: 2.5,
  subtitle: '={{ $parameter["operation"] }}',
  description: 'Get, add and update data in MySQL',
  defaults: { name: 'MySQL' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'mySql', required: true }],
  codex: { categories: ['Development', 'Data & Storage'], alias: ['sql', 'database', 'mariadb'] },
  properties: [
    { displayName: 'Resource', name: 'resource', type: 'hidden', noDataExpression: true, default: 'database' },
    sqlOperation('Execute SQL'),
    table,
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      default: '',
      placeholder: 'e.g. SELECT id, name FROM product WHERE id < 40',
      required: true,
      description: "The SQL query to execute. You can use $1, $2, ... to refer to the 'Query Parameters' set in options below.",
      typeOptions: { rows: 5 },
      displayOptions: { show: { operation: ['executeQuery'] } },
    },
    deleteCommand(onTable('deleteTable')),
    returnAll(onTable('select')),
    limit({ show: { operation: ['select'], returnAll: [false] }, hide: { table: [''] } }),
    where,
    {
      displayName: 'Combine Conditions',
      name: 'combineConditions',
      type: 'options',
      description: 'How to combine the conditions defined in "Select Rows"',
      options: [...COMBINE_CONDITIONS],
      default: 'AND',
      displayOptions: onTable('select', 'deleteTable'),
    },
    {
      displayName: 'Sort',
      name: 'sort',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Sort Rule',
      default: {},
      displayOptions: onTable('select'),
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            { displayName: 'Column', name: 'column', type: 'options', typeOptions: columnOptions, default: '' },
            {
              displayName: 'Direction',
              name: 'direction',
              type: 'options',
              options: [
                { name: 'ASC', value: 'ASC' },
                { name: 'DESC', value: 'DESC' },
              ],
              default: 'ASC',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Data Mode',
      name: 'dataMode',
      type: 'options',
      options: [
        {
          name: 'Auto-Map Input Data to Columns',
          value: 'autoMapInputData',
          description: 'Use when node input properties names exactly match the table column names',
        },
        { name: 'Map Each Column Manually', value: 'defineBelow', description: 'Set the value for each destination column manually' },
      ],
      default: 'autoMapInputData',
      description: 'Whether to map node input properties and the table data automatically or manually',
      displayOptions: onTable(...writes),
    },
    {
      displayName: 'Column to Match On',
      name: 'columnToMatchOn',
      type: 'options',
      required: true,
      typeOptions: columnOptions,
      default: '',
      hint: "Used to find the correct row to update. Doesn't get changed.",
      displayOptions: onTable(...matching),
    },
    {
      displayName: 'Value of Column to Match On',
      name: 'valueToMatchOn',
      type: 'string',
      default: '',
      description: 'Rows with a value in the "Column to Match On" equal to this one are updated',
      displayOptions: { show: { operation: matching, dataMode: ['defineBelow'] }, hide: { table: [''] } },
    },
    {
      displayName: 'Values to Send',
      name: 'valuesToSend',
      type: 'fixedCollection',
      typeOptions: { multipleValueButtonText: 'Add Value', multipleValues: true },
      placeholder: 'Add Value',
      default: {},
      displayOptions: { show: { operation: writes, dataMode: ['defineBelow'] }, hide: { table: [''] } },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            { displayName: 'Column', name: 'column', type: 'options', typeOptions: columnOptions, default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ],
        },
      ],
    },
    optionsFor({ show: { operation: ['executeQuery'] } }),
    optionsFor({ hide: { operation: ['executeQuery'], table: [''] } }),
  ],
};
