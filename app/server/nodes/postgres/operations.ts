/**
 * The Postgres node's operations. Every value reaches PostgreSQL as a query parameter
 * ($1, $2, ...); only identifiers (schema, table, column names) are written into the SQL
 * text, always quoted.
 */
import type { IDataObject } from '@sdk/workflow';
import type { Client } from 'pg';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { locatorName } from './locator';
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

/** One statement: SQL text and its parameters. */
export interface Statement {
  text: string;
  values: unknown[];
}

function qualifiedTable(fn: IExecuteFunctions, i: number): string {
  const schema = locatorName(fn.getNodeParameter('schema', i, 'public')) || 'public';
  const table = locatorName(fn.getNodeParameter('table', i, ''));
  if (table === '') throw new NodeOperationError(fn.getNode(), 'No table is selected', { itemIndex: i });
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
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

/** Objects and arrays go to json / jsonb columns as JSON text. */
function sqlValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** The column values of item `i`: the input item (auto-map) or the 'Values to Send'. */
function rowOf(fn: IExecuteFunctions, i: number): IDataObject {
  if (fn.getNodeParameter('dataMode', i, 'autoMapInputData') === 'defineBelow') {
    const pairs = ((fn.getNodeParameter('valuesToSend', i, {}) as IDataObject)['values'] ?? []) as Array<{
      column?: string;
      value?: unknown;
    }>;
    return Object.fromEntries(pairs.filter((p) => p.column).map((p) => [p.column as string, p.value ?? null])) as IDataObject;
  }
  return { ...(fn.getInputData()[i]?.json ?? {}) };
}

function insertStatement(table: string, row: IDataObject, conflict: string): Statement {
  const columns = Object.keys(row);
  if (columns.length === 0) return { text: `INSERT INTO ${table} DEFAULT VALUES${conflict} RETURNING *`, values: [] };
  const values = columns.map((c) => sqlValue(row[c]));
  return {
    text: `INSERT INTO ${table} (${columns.map(quoteIdentifier).join(', ')}) VALUES (${columns.map((_, n) => `$${n + 1}`).join(', ')})${conflict} RETURNING *`,
    values,
  };
}

/** The statement of one item for the node's operation. */
export function statementFor(fn: IExecuteFunctions, operation: string, i: number): Statement {
  if (operation === 'executeQuery') {
    const text = String(fn.getNodeParameter('query', i, ''));
    if (text.trim() === '') throw new NodeOperationError(fn.getNode(), 'The query is empty', { itemIndex: i });
    const replacement = String(fn.getNodeParameter('options.queryReplacement', i, '') ?? '');
    const values = replacement.trim() === '' ? [] : replacement.split(',').map((v) => v.trim());
    return { text, values };
  }
  const table = qualifiedTable(fn, i);
  if (operation === 'select') {
    const { where, values } = conditionsOf(fn, i);
    const returnAll = fn.getNodeParameter('returnAll', i, false) as boolean;
    const limit = returnAll ? '' : ` LIMIT ${Math.max(1, Math.floor(Number(fn.getNodeParameter('limit', i, 50)) || 50))}`;
    return { text: `SELECT * FROM ${table}${where}${limit}`, values };
  }
  if (operation === 'insert' || operation === 'update' || operation === 'upsert') {
    const row = rowOf(fn, i);
    if (operation === 'insert') return insertStatement(table, row, '');
    const match = String(fn.getNodeParameter('columnToMatchOn', i, ''));
    if (match === '') throw new NodeOperationError(fn.getNode(), 'No column to match on is selected', { itemIndex: i });
    if (fn.getNodeParameter('dataMode', i, 'autoMapInputData') === 'defineBelow')
      row[match] = fn.getNodeParameter('valueToMatchOn', i, '') as string;
    if (!(match in row))
      throw new NodeOperationError(fn.getNode(), `The item has no value for the column to match on, "${match}"`, { itemIndex: i });
    const changed = Object.keys(row).filter((c) => c !== match);
    if (operation === 'upsert') {
      const action =
        changed.length === 0
          ? 'DO NOTHING'
          : `DO UPDATE SET ${changed.map((c) => `${quoteIdentifier(c)} = EXCLUDED.${quoteIdentifier(c)}`).join(', ')}`;
      return insertStatement(table, row, ` ON CONFLICT (${quoteIdentifier(match)}) ${action}`);
    }
    if (changed.length === 0)
      throw new NodeOperationError(fn.getNode(), 'There are no columns to update besides the column to match on', { itemIndex: i });
    const values = [...changed.map((c) => sqlValue(row[c])), sqlValue(row[match])];
    return {
      text: `UPDATE ${table} SET ${changed.map((c, n) => `${quoteIdentifier(c)} = $${n + 1}`).join(', ')} WHERE ${quoteIdentifier(match)} = $${values.length} RETURNING *`,
      values,
    };
  }
  if (operation === 'deleteTable') {
    const command = fn.getNodeParameter('deleteCommand', i, 'truncate') as string;
    if (command === 'drop') return { text: `DROP TABLE IF EXISTS ${table}`, values: [] };
    if (command === 'delete') {
      const { where, values } = conditionsOf(fn, i);
      return { text: `DELETE FROM ${table}${where}`, values };
    }
    return { text: `TRUNCATE TABLE ${table}`, values: [] };
  }
  throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
}

/** Runs a statement; row-returning statements give their rows, others `{success: true}`. */
export async function run(client: Client, statement: Statement): Promise<IDataObject[]> {
  const result = await client.query(statement.text, statement.values);
  const results = Array.isArray(result)
    ? (result as Array<{ rows: IDataObject[]; fields?: unknown[] }>)
    : [result as unknown as { rows: IDataObject[]; fields?: unknown[] }];
  const rows = results.flatMap((r) => (r.fields && r.fields.length > 0 ? r.rows : []));
  return rows.length > 0 || results.some((r) => r.fields && r.fields.length > 0) ? rows : [{ success: true }];
}
