/**
 * The statement of one item for the Postgres node's operation. Every value reaches
 * PostgreSQL as a query parameter ($1, $2, ...); only identifiers (schema, table, column
 * names) are written into the SQL text, always quoted.
 *
 * Versions: before 2.2 insert/update/upsert read `dataMode` ("Auto-Map Input Data" or
 * "Values to Send") and one `columnToMatchOn`; from 2.2 the resource mapper `columns`
 * (`mappingMode` autoMapInputData/defineBelow, `value`, `matchingColumns`, several
 * allowed). From 2.6 an insert without columns writes a row of defaults; before it the
 * statement has an empty column list, which PostgreSQL refuses, as in n8n.
 */
import type { IDataObject } from '@sdk/workflow';
import type { Client } from 'pg';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { queryParameterValues, resolveQuery } from '../shared/sql/query-parameters';
import type { Query } from './run-queries';
import { checkRow, sqlValues, tableColumns } from './table-columns';
import type { ColumnInfo } from './table-columns';
import { quoteIdentifier } from './transport';

const OPERATORS: Readonly<Record<string, string>> = {
  equal: '=',
  '!=': '!=',
  LIKE: 'LIKE',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  'IS NULL': 'IS NULL',
};

interface Condition {
  column?: string;
  condition?: string;
  value?: unknown;
}

/** What building a statement needs besides the node: the connection (for table columns) and a cache of them. */
export interface StatementContext {
  client: Client;
  version: number;
  columns: Map<string, ColumnInfo[]>;
}

function tableOf(fn: IExecuteFunctions, i: number): { schema: string; table: string; qualified: string } {
  const schema = locatorName(fn.getNodeParameter('schema', i, 'public')) || 'public';
  const table = locatorName(fn.getNodeParameter('table', i, ''));
  if (table === '') throw new NodeOperationError(fn.getNode(), 'No table is selected', { itemIndex: i });
  return { schema, table, qualified: `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` };
}

/** `WHERE ...` of the 'Select Rows' conditions (empty text without conditions). */
export function whereClause(conditions: readonly Condition[], combine: string, values: unknown[]): string {
  const parts: string[] = [];
  for (const c of conditions) {
    if (!c.column) continue;
    const operator = OPERATORS[c.condition ?? 'equal'] ?? '=';
    if (operator === 'IS NULL') {
      parts.push(`${quoteIdentifier(c.column)} IS NULL`);
      continue;
    }
    values.push(c.value ?? null);
    parts.push(`${quoteIdentifier(c.column)} ${operator} $${values.length}`);
  }
  return parts.length === 0 ? '' : ` WHERE ${parts.join(combine === 'OR' ? ' OR ' : ' AND ')}`;
}

function conditionsOf(fn: IExecuteFunctions, i: number): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions = ((fn.getNodeParameter('where', i, {}) as IDataObject)['values'] ?? []) as Condition[];
  const where = whereClause(conditions, fn.getNodeParameter('combineConditions', i, 'AND') as string, values);
  return { where, values };
}

/** The item's JSON, with '' as null when "Replace Empty Strings with NULL" is on. */
function itemJson(fn: IExecuteFunctions, i: number): IDataObject {
  const json = { ...(fn.getInputData()[i]?.json ?? {}) };
  if (fn.getNodeParameter('options.replaceEmptyStrings', i, false) === true)
    for (const key of Object.keys(json)) if (json[key] === '') json[key] = null;
  return json;
}

/** The row to write and the columns to match on, as the node's version reads them. */
function rowAndMatch(fn: IExecuteFunctions, i: number, version: number, operation: string): { row: IDataObject; match: string[] } {
  const matching = operation === 'update' || operation === 'upsert';
  if (version < 2.2) {
    const defineBelow = fn.getNodeParameter('dataMode', i, 'autoMapInputData') === 'defineBelow';
    const match = matching ? [String(fn.getNodeParameter('columnToMatchOn', i, ''))] : [];
    if (!defineBelow) return { row: itemJson(fn, i), match };
    const pairs = ((fn.getNodeParameter('valuesToSend', i, {}) as IDataObject)['values'] ?? []) as Array<{
      column?: string;
      value?: unknown;
    }>;
    const row = Object.fromEntries(pairs.filter((p) => p.column).map((p) => [p.column as string, p.value ?? null])) as IDataObject;
    if (matching && match[0]) row[match[0]] = fn.getNodeParameter('valueToMatchOn', i, '') as string;
    return { row, match };
  }
  const match = matching ? ((fn.getNodeParameter('columns.matchingColumns', i, []) as string[]) ?? []) : [];
  if (fn.getNodeParameter('columns.mappingMode', i, 'defineBelow') === 'autoMapInputData') return { row: itemJson(fn, i), match };
  return { row: { ...((fn.getNodeParameter('columns.value', i, {}) as IDataObject | null) ?? {}) }, match };
}

function returning(fn: IExecuteFunctions, i: number): string {
  const columns = fn.getNodeParameter('options.outputColumns', i, ['*']) as string[];
  if (!Array.isArray(columns) || columns.length === 0 || columns.includes('*')) return ' RETURNING *';
  return ` RETURNING ${columns.map(quoteIdentifier).join(', ')}`;
}

async function columnsOf(ctx: StatementContext, schema: string, table: string): Promise<ColumnInfo[]> {
  const key = `${schema}.${table}`;
  const known = ctx.columns.get(key);
  if (known !== undefined) return known;
  const found = await tableColumns(ctx.client, schema, table);
  ctx.columns.set(key, found);
  return found;
}

function insertText(table: string, columns: string[], conflict: string, version: number): string {
  if (columns.length === 0)
    return version >= 2.6 ? `INSERT INTO ${table} DEFAULT VALUES${conflict}` : `INSERT INTO ${table}() VALUES()${conflict}`;
  const names = columns.map(quoteIdentifier).join(', ');
  return `INSERT INTO ${table}(${names}) VALUES(${columns.map((_, n) => `$${n + 1}`).join(', ')})${conflict}`;
}

async function writeStatement(fn: IExecuteFunctions, i: number, operation: string, ctx: StatementContext): Promise<Query> {
  const { schema, table, qualified } = tableOf(fn, i);
  const { row, match } = rowAndMatch(fn, i, ctx.version, operation);
  const node = fn.getNode();
  const columns = await columnsOf(ctx, schema, table);
  if (operation === 'upsert' || operation === 'update') {
    const first = match[0] ?? '';
    if (first === '' || (operation === 'upsert' ? !row[first] : row[first] === undefined))
      throw new NodeOperationError(
        node,
        "Column to match on not found in input item. Add a column to match on or set the 'Data Mode' to 'Define Below' to define the value to match on.",
        { itemIndex: i },
      );
  }
  checkRow(node, row, columns, i);
  const values = sqlValues(node, row, columns, ctx.version, i);
  const names = Object.keys(values);
  if (operation === 'insert') {
    const conflict = fn.getNodeParameter('options.skipOnConflict', i, false) === true ? ' ON CONFLICT DO NOTHING' : '';
    return {
      text: `${insertText(qualified, names, conflict, ctx.version)}${returning(fn, i)}`,
      values: names.map((n) => values[n]),
      itemIndex: i,
    };
  }
  const changed = names.filter((name) => !match.includes(name));
  if (changed.length === 0 && operation === 'update')
    throw new NodeOperationError(
      node,
      "Add values to update to the input item or set the 'Data Mode' to 'Define Below' to define the values to update.",
      { itemIndex: i },
    );
  if (operation === 'upsert') {
    if (changed.length === 0)
      throw new NodeOperationError(
        node,
        "Add values to update or insert to the input item or set the 'Data Mode' to 'Define Below' to define the values to insert or update.",
        { itemIndex: i },
      );
    const action = `DO UPDATE SET ${changed.map((c) => `${quoteIdentifier(c)} = EXCLUDED.${quoteIdentifier(c)}`).join(', ')}`;
    const conflict = ` ON CONFLICT (${match.map(quoteIdentifier).join(', ')}) ${action}`;
    return {
      text: `${insertText(qualified, names, conflict, ctx.version)}${returning(fn, i)}`,
      values: names.map((n) => values[n]),
      itemIndex: i,
    };
  }
  const params = [...changed.map((c) => values[c]), ...match.map((c) => values[c])];
  const set = changed.map((c, n) => `${quoteIdentifier(c)} = $${n + 1}`).join(', ');
  const where = match.map((c, n) => `${quoteIdentifier(c)} = $${changed.length + n + 1}`).join(' AND ');
  return { text: `UPDATE ${qualified} SET ${set} WHERE ${where}${returning(fn, i)}`, values: params, itemIndex: i };
}

/** The statement of item `i` for the node's operation. */
export async function statementFor(fn: IExecuteFunctions, operation: string, i: number, ctx: StatementContext): Promise<Query> {
  if (operation === 'executeQuery') {
    const text = resolveQuery(fn, i, String(fn.getNodeParameter('query', i, '')));
    if (text.trim() === '') throw new NodeOperationError(fn.getNode(), 'The query is empty', { itemIndex: i });
    // n8n fills $1, $2, ... into the text and ignores values no placeholder uses; here they
    // go to PostgreSQL as parameters, so only as many as the text refers to are sent.
    const used = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    return { text, values: queryParameterValues(fn, i, ctx.version).slice(0, used), itemIndex: i };
  }
  if (operation === 'insert' || operation === 'update' || operation === 'upsert') return writeStatement(fn, i, operation, ctx);
  const { qualified } = tableOf(fn, i);
  if (operation === 'select') {
    const { where, values } = conditionsOf(fn, i);
    const returnAll = fn.getNodeParameter('returnAll', i, false) as boolean;
    const limit = returnAll ? '' : ` LIMIT ${Math.max(1, Math.floor(Number(fn.getNodeParameter('limit', i, 50)) || 50))}`;
    return { text: `SELECT * FROM ${qualified}${where}${limit}`, values, itemIndex: i };
  }
  if (operation === 'deleteTable') {
    const command = fn.getNodeParameter('deleteCommand', i, 'truncate') as string;
    if (command === 'drop') return { text: `DROP TABLE IF EXISTS ${qualified}`, values: [], itemIndex: i };
    if (command === 'delete') {
      const { where, values } = conditionsOf(fn, i);
      return { text: `DELETE FROM ${qualified}${where}`, values, itemIndex: i };
    }
    return { text: `TRUNCATE TABLE ${qualified}`, values: [], itemIndex: i };
  }
  throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
}
