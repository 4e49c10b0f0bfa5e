/**
 * MySQL 1 (`n8n-nodes-base.mySql` version 1, n8n's parameter names): Execute Query, Insert
 * (comma-separated columns, "Ignore" and "Priority" modifiers) and Update (by an update key).
 * Workflows from before MySQL 2 open and run unchanged; new nodes get version 2.x.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const tableLocator = (operation: string, description: string): INodeProperties => ({
  displayName: 'Table',
  name: 'table',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a Table...',
      typeOptions: { searchListMethod: 'searchTables', searchFilterRequired: false, searchable: true },
    },
    { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
  ],
  displayOptions: { show: { operation: [operation] } },
  description,
});

export const mySqlV1Description: INodeTypeDescription = {
  displayName: 'MySQL',
  name: 'n8n-nodes-base.mySql',
  icon: { light: 'file:mysql.svg', dark: 'file:mysql.dark.svg' },
  group: ['input'],
  version: 1,
  description: 'Get, add and update data in MySQL',
  defaults: { name: 'MySQL' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'mySql', required: true }],
  properties: [
    {
      displayName: 'This node is an old version: new MySQL nodes get the current one, with more operations',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Execute Query', value: 'executeQuery', description: 'Execute an SQL query', action: 'Execute a SQL query' },
        { name: 'Insert', value: 'insert', description: 'Insert rows in database', action: 'Insert rows in database' },
        { name: 'Update', value: 'update', description: 'Update rows in database', action: 'Update rows in database' },
      ],
      default: 'insert',
    },
    {
      displayName: 'Query',
      name: 'query',
      type: 'string',
      noDataExpression: true,
      typeOptions: { editor: 'sqlEditor', sqlDialect: 'MySQL' },
      displayOptions: { show: { operation: ['executeQuery'] } },
      default: '',
      placeholder: 'SELECT id, name FROM product WHERE id < 40',
      required: true,
      description: 'The SQL query to execute',
    },
    tableLocator('insert', 'Name of the table in which to insert data to'),
    {
      displayName: 'Columns',
      name: 'columns',
      type: 'string',
      displayOptions: { show: { operation: ['insert'] } },
      requiresDataPath: 'multiple',
      default: '',
      placeholder: 'id,name,description',
      description: 'Comma-separated list of the properties which should used as columns for the new rows',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      displayOptions: { show: { operation: ['insert'] } },
      default: {},
      placeholder: 'Add modifiers',
      description: 'Modifiers for INSERT statement',
      options: [
        {
          displayName: 'Ignore',
          name: 'ignore',
          type: 'boolean',
          default: true,
          description: 'Whether to ignore any ignorable errors that occur while executing the INSERT statement',
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
            {
              name: 'High Priority',
              value: 'HIGH_PRIORITY',
              description:
                'Overrides the effect of the --low-priority-updates option if the server was started with that option. It also causes concurrent inserts not to be used.',
            },
          ],
          default: 'LOW_PRIORITY',
          description: 'Ignore any ignorable errors that occur while executing the INSERT statement',
        },
      ],
    },
    tableLocator('update', 'Name of the table in which to update data in'),
    {
      displayName: 'Update Key',
      name: 'updateKey',
      type: 'string',
      displayOptions: { show: { operation: ['update'] } },
      default: 'id',
      required: true,
      description: 'Name of the property which decides which rows in the database should be updated. Normally that would be "id".',
    },
    {
      displayName: 'Columns',
      name: 'columns',
      type: 'string',
      requiresDataPath: 'multiple',
      displayOptions: { show: { operation: ['update'] } },
      default: '',
      placeholder: 'name,description',
      description: 'Comma-separated list of the properties which should used as columns for rows to update',
    },
  ],
};
