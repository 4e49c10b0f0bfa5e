/**
 * The parameters the MySQL and Postgres nodes declare alike (n8n's v2 SQL nodes share their
 * operation list, delete command, paging, row conditions and some options). Where a node
 * shows a parameter on other conditions, the caller passes its `displayOptions`; what a node
 * words or lists differently stays in that node's description.
 */
import type { INodeProperties, INodePropertyOptions } from '@sdk/workflow';

type DisplayOptions = INodeProperties['displayOptions'];

/** The operation; the nodes name "Execute SQL" / "Execute Query" differently. */
export function sqlOperation(executeQueryName: string): INodeProperties {
  return {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Delete', value: 'deleteTable', description: 'Delete an entire table or rows in a table', action: 'Delete table or rows' },
      { name: executeQueryName, value: 'executeQuery', description: 'Execute an SQL query', action: 'Execute a SQL query' },
      { name: 'Insert', value: 'insert', description: 'Insert rows in a table', action: 'Insert rows in a table' },
      {
        name: 'Insert or Update',
        value: 'upsert',
        description: 'Insert or update rows in a table',
        action: 'Insert or update rows in a table',
      },
      { name: 'Select', value: 'select', description: 'Select rows from a table', action: 'Select rows from a table' },
      { name: 'Update', value: 'update', description: 'Update rows in a table', action: 'Update rows in a table' },
    ],
    default: 'insert',
  };
}

/** Delete's command: truncate, delete the selected rows, or drop the table. */
export function deleteCommand(displayOptions: DisplayOptions): INodeProperties {
  return {
    displayName: 'Command',
    name: 'deleteCommand',
    type: 'options',
    default: 'truncate',
    options: [
      { name: 'Truncate', value: 'truncate', description: "Only removes the table's data and preserves the table's structure" },
      {
        name: 'Delete',
        value: 'delete',
        description:
          "Delete the rows that match the 'Select Rows' conditions below. If no selection is made, all rows in the table are deleted.",
      },
      { name: 'Drop', value: 'drop', description: "Deletes the table's data and also the table's structure permanently" },
    ],
    displayOptions,
  };
}

/** Select's "Return All". */
export function returnAll(displayOptions: DisplayOptions): INodeProperties {
  return {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    description: 'Whether to return all results or only up to a given limit',
    displayOptions,
  };
}

/** Select's "Limit" (shown while "Return All" is off). */
export function limit(displayOptions: DisplayOptions): INodeProperties {
  return {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: { minValue: 1 },
    description: 'Max number of results to return',
    displayOptions,
  };
}

/** The row conditions' operators both nodes offer (MySQL adds "Is Not Null"). */
export const CONDITION_OPERATORS: readonly INodePropertyOptions[] = [
  { name: 'Equal', value: 'equal' },
  { name: 'Not Equal', value: '!=' },
  { name: 'Like', value: 'LIKE' },
  { name: 'Greater Than', value: '>' },
  { name: 'Less Than', value: '<' },
  { name: 'Greater Than Or Equal', value: '>=' },
  { name: 'Less Than Or Equal', value: '<=' },
  { name: 'Is Null', value: 'IS NULL' },
];

/** "Select Rows": the conditions of select and delete; `values` are the node's column, operator and value fields. */
export function whereConditions(displayOptions: DisplayOptions, values: INodeProperties[]): INodeProperties {
  return {
    displayName: 'Select Rows',
    name: 'where',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add Condition',
    default: {},
    description: 'If not set, all rows will be selected',
    displayOptions,
    options: [{ displayName: 'Values', name: 'values', values }],
  };
}

/** How "Combine Conditions" joins the row conditions. */
export const COMBINE_CONDITIONS: readonly INodePropertyOptions[] = [
  { name: 'AND', value: 'AND', description: 'Only rows that meet all the conditions are selected' },
  { name: 'OR', value: 'OR', description: 'Rows that meet at least one condition are selected' },
];

/** The option "Replace Empty Strings with NULL" (writes and queries). */
export const REPLACE_EMPTY_STRINGS: INodeProperties = {
  displayName: 'Replace Empty Strings with NULL',
  name: 'replaceEmptyStrings',
  type: 'boolean',
  default: false,
  description: 'Whether to replace empty strings with NULL in input, could be useful when data come from spreadsheet',
  displayOptions: { show: { '/operation': ['insert', 'update', 'upsert', 'executeQuery'] } },
};

/** The option "Skip on Conflict" (insert). */
export const SKIP_ON_CONFLICT: INodeProperties = {
  displayName: 'Skip on Conflict',
  name: 'skipOnConflict',
  type: 'boolean',
  default: false,
  description: 'Whether to skip the row and do not throw error if a unique constraint or exclusion constraint is violated',
  displayOptions: { show: { '/operation': ['insert'] } },
};
