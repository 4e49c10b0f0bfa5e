/**
 * Postgres v2 to v2.6 description (n8n's `n8n-nodes-base.postgres` type name, operation and
 * parameter names): schema and table are resource locators listed by `schemaSearch` /
 * `tableSearch`; columns come from `getColumns`. v2 and v2.1 map columns with "Data
 * Mode" / "Values to Send" / "Column to Match On"; from v2.2 with the resource mapper
 * `columns` (`mappingMode`, `value`, `matchingColumns`).
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

const notQuery = { hide: { operation: ['executeQuery'] } };
const columnOptions = { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] };

const schema: INodeProperties = {
  displayName: 'Schema',
  name: 'schema',
  type: 'resourceLocator',
  default: { mode: 'list', value: 'public' },
  required: true,
  placeholder: 'e.g. public',
  description: 'The schema that contains the table you want to work on',
  displayOptions: notQuery,
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'schemaSearch', searchable: true } },
    { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. public' },
  ],
};

const table: INodeProperties = {
  displayName: 'Table',
  name: 'table',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  description: 'The table you want to work on',
  displayOptions: notQuery,
  // Tables are listed per schema: another schema clears the chosen table (the editor's dependent reset).
  typeOptions: { loadOptionsDependsOn: ['schema.value'] },
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a table...',
      typeOptions: { searchListMethod: 'tableSearch', searchable: true },
    },
    { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. my_table' },
  ],
};

const valuesToSend: INodeProperties = {
  displayName: 'Values to Send',
  name: 'valuesToSend',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  placeholder: 'Add Value',
  default: {},
  displayOptions: { show: { operation: ['insert', 'update', 'upsert'], dataMode: ['defineBelow'], '@version': [2, 2.1] } },
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
};

/**
 * v2.2+: the columns to write (and to match on), n8n's resource mapper value. One property
 * per operation, as n8n declares them: the mapper's mode says whether columns to match on
 * are asked for (update, upsert) and which columns qualify.
 */
function columnsFor(operation: 'insert' | 'update' | 'upsert'): INodeProperties {
  return {
    displayName: 'Columns',
    name: 'columns',
    type: 'resourceMapper',
    noDataExpression: true,
    default: { mappingMode: 'defineBelow', value: null },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['table.value', 'operation'],
      resourceMapper: {
        resourceMapperMethod: 'getMappingColumns',
        mode: operation === 'insert' ? 'add' : operation,
        fieldWords: { singular: 'column', plural: 'columns' },
        addAllFields: true,
        multiKeyMatch: true,
      },
    },
    displayOptions: { show: { operation: [operation], '@version': [{ _cnd: { gte: 2.2 } }] } },
  };
}

const where = whereConditions({ show: { operation: ['select', 'deleteTable'] } }, [
  { displayName: 'Column', name: 'column', type: 'options', typeOptions: columnOptions, default: '' },
  { displayName: 'Operator', name: 'condition', type: 'options', options: [...CONDITION_OPERATORS], default: 'equal' },
  { displayName: 'Value', name: 'value', type: 'string', default: '' },
]);

export const postgresDescription: INodeTypeDescription = {
  displayName: 'Postgres',
  name: 'n8n-nodes-base.postgres',
  icon: 'fa:database',
  group: ['input'],
  version: [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6],
  defaultVersion: 2.6,
  subtitle: '={{ $parameter["operation"] }}',
  description: 'Get, add and update data in Postgres',
  defaults: { name: 'Postgres' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'postgres', required: true }],
  codex: { categories: ['Development', 'Data & Storage'], alias: ['sql', 'database', 'postgresql'] },
  properties: [
    sqlOperation('Execute Query'),
    schema,
    table,
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      default: '',
      placeholder: 'e.g. SELECT id, name FROM product WHERE quantity > $1 AND price <= $2',
      required: true,
      description:
        "The SQL query to execute. You can use expressions and $1, $2, $3, etc to refer to the 'Query Parameters' set in options below.",
      typeOptions: { rows: 5 },
      displayOptions: { show: { operation: ['executeQuery'] } },
    },
    deleteCommand({ show: { operation: ['deleteTable'] } }),
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
        { name: 'Map Each Column Below', value: 'defineBelow', description: 'Set the value for each destination column manually' },
      ],
      default: 'autoMapInputData',
      description: 'Whether to map node input properties and the table data automatically or manually',
      displayOptions: { show: { operation: ['insert', 'update', 'upsert'], '@version': [2, 2.1] } },
    },
    {
      displayName: 'Column to Match On',
      name: 'columnToMatchOn',
      type: 'options',
      required: true,
      typeOptions: columnOptions,
      default: '',
      description: 'The column to compare when finding the rows to update',
      hint: "Used to find the correct row(s) to update. Doesn't get changed.",
      displayOptions: { show: { operation: ['update', 'upsert'], '@version': [2, 2.1] } },
    },
    {
      displayName: 'Value of Column to Match On',
      name: 'valueToMatchOn',
      type: 'string',
      default: '',
      description: 'Rows with a value in the specified "Column to Match On" that corresponds to the value in this field will be updated',
      displayOptions: { show: { operation: ['update', 'upsert'], dataMode: ['defineBelow'], '@version': [2, 2.1] } },
    },
    valuesToSend,
    columnsFor('insert'),
    columnsFor('update'),
    columnsFor('upsert'),
    returnAll({ show: { operation: ['select'] } }),
    limit({ show: { operation: ['select'], returnAll: [false] } }),
    where,
    {
      displayName: 'Combine Conditions',
      name: 'combineConditions',
      type: 'options',
      options: [...COMBINE_CONDITIONS],
      default: 'AND',
      displayOptions: { show: { operation: ['select', 'deleteTable'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Connection Timeout',
          name: 'connectionTimeout',
          type: 'number',
          default: 30,
          description: 'Number of seconds reserved for connecting to the database',
        },
        {
          displayName: 'Output Columns',
          name: 'outputColumns',
          type: 'multiOptions',
          typeOptions: columnOptions,
          default: [],
          description: 'Columns the inserted or updated rows are returned with (all when none are chosen)',
          displayOptions: { show: { '/operation': ['insert', 'update', 'upsert'] } },
        },
        {
          displayName: 'Query Batching',
          name: 'queryBatching',
          type: 'options',
          noDataExpression: true,
          options: [
            { name: 'Single Query', value: 'single', description: 'A single query for all incoming items' },
            { name: 'Independently', value: 'independently', description: 'Execute one query per incoming item of the run' },
            {
              name: 'Transaction',
              value: 'transaction',
              description: 'Execute all queries in a transaction, if a failure occurs, all changes are rolled back',
            },
          ],
          default: 'single',
        },
        REPLACE_EMPTY_STRINGS,
        SKIP_ON_CONFLICT,
        {
          displayName: 'Query Parameters',
          name: 'queryReplacement',
          type: 'string',
          default: '',
          hint: 'Comma-separated list of values: reference them in your query as $1, $2, $3…',
          placeholder: 'e.g. value1,value2,value3',
          displayOptions: { show: { '/operation': ['executeQuery'] } },
        },
      ],
    },
  ],
};
