/**
 * The statements of the MySQL node's operations, built as n8n's MySQL 2.x builds them:
 * values go to mysql2 as `?` replacements (escaped by the driver), identifiers are
 * backtick-quoted. Insert in "Single Query" batching writes every item in one multi-row
 * INSERT; every other operation (and insert in the other modes) has one statement per item.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { queryParameterValues, resolveQuery } from '../shared/sql/query-parameters';
import { escapeIdentifier } from './transport';

/** One statement (possibly several separated by `;` for Execute Query) and the item it belongs to. */
export interface Query {
  sql: string;
  values: unknown[];
  itemIndex: number;
}

interface Condition {
  column?: string;
  condition?: string;
  value?: unknown;
}

const NUMERIC_OPERATORS: ReadonlySet<string> = new Set(['>', '<', '>=', '<=']);
const NO_VALUE_OPERATORS: ReadonlySet<string> = new Set(['IS NULL', 'IS NOT NULL']);

function tableOf(fn: IExecuteFunctions, i: number): string {
  const table = locatorName(fn.getNodeParameter('table', i, ''));
  if (table === '') throw new NodeOperationError(fn.getNode(), 'No table is selected', { itemIndex: i });
  return escapeIdentifier(table);
}

const option = (fn: IExecuteFunctions, name: string, i: number, fallback: unknown) => fn.getNodeParameter(`options.${name}`, i, fallback);

/** The item's JSON with '' as null when "Replace Empty Strings with NULL" is on. */
export function itemJson(fn: IExecuteFunctions, items: INodeExecutionData[], i: number): IDataObject {
  const json = { ...(items[i]?.json ?? {}) };
  if (option(fn, 'replaceEmptyStrings', i, false) === true) for (const key of Object.keys(json)) if (json[key] === '') json[key] = null;
  return json;
}

/** The row an item writes: its JSON ("Auto-Map") or the "Values to Send" rows. */
function rowOf(fn: IExecuteFunctions, items: INodeExecutionData[], i: number): IDataObject {
  if (fn.getNodeParameter('dataMode', i, 'autoMapInputData') !== 'defineBelow') return itemJson(fn, items, i);
  const pairs = ((fn.getNodeParameter('valuesToSend', i, {}) as IDataObject)['values'] ?? []) as Array<{
    column?: string;
    value?: unknown;
  }>;
  return Object.fromEntries(pairs.filter((pair) => pair.column).map((pair) => [pair.column as string, pair.value ?? null])) as IDataObject;
}

/** ` WHERE a = ? AND b > ?` of the "Select Rows" conditions, their values pushed onto `values`. */
function whereOf(fn: IExecuteFunctions, i: number, values: unknown[]): string {
  const conditions = ((fn.getNodeParameter('where', i, {}) as IDataObject)['values'] ?? []) as Condition[];
  const parts: string[] = [];
  for (const [index, clause] of conditions.entries()) {
    if (!clause.column) continue;
    const operator = clause.condition === undefined || clause.condition === 'equal' ? '=' : clause.condition;
    if (NO_VALUE_OPERATORS.has(operator)) {
      parts.push(`${escapeIdentifier(clause.column)} ${operator}`);
      continue;
    }
    let value = clause.value ?? null;
    if (NUMERIC_OPERATORS.has(operator)) {
      value = Number(clause.value);
      if (Number.isNaN(value))
        throw new NodeOperationError(
          fn.getNode(),
          `Operator in entry ${index + 1} of 'Select Rows' works with numbers, but value ${String(clause.value)} is not a number`,
          { itemIndex: i },
        );
    }
    values.push(value);
    parts.push(`${escapeIdentifier(clause.column)} ${operator} ?`);
  }
  if (parts.length === 0) return '';
  return ` WHERE ${parts.join(fn.getNodeParameter('combineConditions', i, 'AND') === 'OR' ? ' OR ' : ' AND ')}`;
}

function selectOf(fn: IExecuteFunctions, i: number): Query {
  const values: unknown[] = [];
  const columns = option(fn, 'outputColumns', i, []) as string[];
  const output = Array.isArray(columns) && columns.length > 0 ? columns.map(escapeIdentifier).join(', ') : '*';
  const distinct = option(fn, 'selectDistinct', i, false) === true ? 'DISTINCT ' : '';
  let sql = `SELECT ${distinct}${output} FROM ${tableOf(fn, i)}${whereOf(fn, i, values)}`;
  const sort = ((fn.getNodeParameter('sort', i, {}) as IDataObject)['values'] ?? []) as Array<{ column?: string; direction?: string }>;
  const orders = sort
    .filter((rule) => rule.column)
    .map((rule) => `${escapeIdentifier(rule.column!)} ${rule.direction === 'DESC' ? 'DESC' : 'ASC'}`);
  if (orders.length > 0) sql += ` ORDER BY ${orders.join(', ')}`;
  if (fn.getNodeParameter('returnAll', i, false) !== true) {
    values.push(Math.max(1, Math.floor(Number(fn.getNodeParameter('limit', i, 50)) || 50)));
    sql += ' LIMIT ?';
  }
  return { sql, values, itemIndex: i };
}

function deleteOf(fn: IExecuteFunctions, i: number): Query {
  const table = tableOf(fn, i);
  const command = fn.getNodeParameter('deleteCommand', i, 'truncate');
  if (command === 'drop') return { sql: `DROP TABLE IF EXISTS ${table}`, values: [], itemIndex: i };
  if (command === 'delete') {
    const values: unknown[] = [];
    return { sql: `DELETE FROM ${table}${whereOf(fn, i, values)}`, values, itemIndex: i };
  }
  return { sql: `TRUNCATE TABLE ${table}`, values: [], itemIndex: i };
}

/**
 * `$1`, `$2`, ... outside quotes become `?` with their value, `$1:name` the value quoted as an
 * identifier; a placeholder without a value fails, as in n8n 2.5.
 */
export function placeholdersToValues(query: string, replacements: unknown[]): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  let quote: string | undefined;
  let sql = '';
  for (let at = 0; at < query.length; at++) {
    const char = query[at]!;
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      sql += char;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    const match = char === '$' ? /^\$(\d+)(:name)?/.exec(query.slice(at)) : null;
    if (match === null) {
      sql += char;
      continue;
    }
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= replacements.length)
      throw new Error(`Parameter $${match[1]} referenced in query but no replacement value provided at index ${index + 1}`);
    if (match[2] !== undefined) sql += escapeIdentifier(String(replacements[index]));
    else {
      sql += '?';
      values.push(replacements[index]);
    }
    at += match[0].length - 1;
  }
  return { sql, values };
}

function executeQueryOf(fn: IExecuteFunctions, i: number, version: number): Query {
  const query = resolveQuery(fn, i, String(fn.getNodeParameter('query', i, '')));
  if (query.trim() === '') throw new NodeOperationError(fn.getNode(), 'The query is empty', { itemIndex: i });
  // MySQL reads "Query Parameters" from 2.3 the way Postgres does from 2.5 (expressions first).
  let replacements = queryParameterValues(fn, i, version >= 2.3 ? 2.5 : 2);
  if (option(fn, 'replaceEmptyStrings', i, false) === true) replacements = replacements.map((value) => (value === '' ? null : value));
  return { ...placeholdersToValues(query, replacements), itemIndex: i };
}

function insertText(fn: IExecuteFunctions, i: number, table: string, columns: string[], rows: number): string {
  const priority = String(option(fn, 'priority', i, '') || '');
  const ignore = option(fn, 'skipOnConflict', i, false) === true ? 'IGNORE ' : '';
  const placeholder = `(${columns.map(() => '?').join(',')})`;
  const head = ['INSERT', priority, ignore.trim(), 'INTO'].filter((part) => part !== '').join(' ');
  return `${head} ${table} (${columns.map(escapeIdentifier).join(', ')}) VALUES ${Array.from({ length: rows }, () => placeholder).join(',')}`;
}

function insertOf(fn: IExecuteFunctions, items: INodeExecutionData[], indexes: number[]): Query {
  const first = indexes[0] ?? 0;
  const rows = indexes.map((i) => rowOf(fn, items, i));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const values = rows.flatMap((row) => columns.map((column) => row[column] ?? null));
  return { sql: insertText(fn, first, tableOf(fn, first), columns, rows.length), values, itemIndex: first };
}

function matchOf(fn: IExecuteFunctions, row: IDataObject, i: number): { column: string; value: unknown } {
  const column = String(fn.getNodeParameter('columnToMatchOn', i, ''));
  if (column === '') throw new NodeOperationError(fn.getNode(), "The 'Column to Match On' is not set", { itemIndex: i });
  const manual = fn.getNodeParameter('dataMode', i, 'autoMapInputData') === 'defineBelow';
  return { column, value: manual ? fn.getNodeParameter('valueToMatchOn', i, '') : row[column] };
}

function updateOf(fn: IExecuteFunctions, items: INodeExecutionData[], i: number): Query {
  const row = rowOf(fn, items, i);
  const match = matchOf(fn, row, i);
  const columns = Object.keys(row).filter((column) => column !== match.column);
  const set = columns.map((column) => `${escapeIdentifier(column)} = ?`).join(', ');
  return {
    sql: `UPDATE ${tableOf(fn, i)} SET ${set} WHERE ${escapeIdentifier(match.column)} = ?`,
    values: [...columns.map((column) => row[column]), match.value],
    itemIndex: i,
  };
}

function upsertOf(fn: IExecuteFunctions, items: INodeExecutionData[], i: number): Query {
  const row = rowOf(fn, items, i);
  const match = matchOf(fn, row, i);
  const written = { ...row, [match.column]: match.value };
  const columns = Object.keys(written);
  const updates = columns.filter((column) => column !== match.column);
  const sql = `INSERT INTO ${tableOf(fn, i)} (${columns.map(escapeIdentifier).join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON DUPLICATE KEY UPDATE ${updates.map((column) => `${escapeIdentifier(column)} = ?`).join(', ')}`;
  return { sql, values: [...columns.map((column) => written[column]), ...updates.map((column) => written[column])], itemIndex: i };
}

/** The statement of item `i` (every operation but insert in "Single Query" batching). */
export function statementFor(fn: IExecuteFunctions, operation: string, items: INodeExecutionData[], i: number, version: number): Query {
  switch (operation) {
    case 'executeQuery':
      return executeQueryOf(fn, i, version);
    case 'insert':
      return insertOf(fn, items, [i]);
    case 'update':
      return updateOf(fn, items, i);
    case 'upsert':
      return upsertOf(fn, items, i);
    case 'select':
      return selectOf(fn, i);
    case 'deleteTable':
      return deleteOf(fn, i);
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
  }
}

/** Every item's rows in one INSERT, as n8n's "Single Query" insert writes them. */
export function batchInsert(fn: IExecuteFunctions, items: INodeExecutionData[]): Query {
  return insertOf(
    fn,
    items,
    items.map((_, i) => i),
  );
}
