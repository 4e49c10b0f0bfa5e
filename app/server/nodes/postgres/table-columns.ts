/**
 * A table's columns (name, type, nullable), used as n8n uses them before inserting or
 * updating: every column of the row must exist and a null may only go to a nullable
 * column. Array columns take JavaScript arrays (sent as PostgreSQL arrays); from 2.4 a
 * JSON array written as text (`["a","b"]`) or PostgreSQL's `{a,b}` is accepted too.
 * json/jsonb columns (and any object value) are sent as JSON text.
 */
import type { IDataObject } from '@sdk/workflow';
import type { Client } from 'pg';
import type { INode } from '@sdk/workflow';
import { NodeOperationError } from '../../engine/node-interface';

/** One column of a table. */
export interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_nullable: string;
}

/** The columns of `schema`.`table` (none when the table is unknown). */
export async function tableColumns(client: Client, schema: string, table: string): Promise<ColumnInfo[]> {
  const result = await client.query<ColumnInfo>(
    'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [schema, table],
  );
  return result.rows;
}

/** Checks `row` against the columns (n8n's messages); no columns known: nothing to check. */
export function checkRow(node: INode, row: IDataObject, columns: ColumnInfo[], itemIndex: number): void {
  if (columns.length === 0) return;
  const byName = new Map(columns.map((c) => [c.column_name, c]));
  for (const key of Object.keys(row)) {
    const column = byName.get(key);
    if (column === undefined) throw new NodeOperationError(node, `Column '${key}' does not exist in selected table`, { itemIndex });
    if (row[key] === null && column.is_nullable !== 'YES')
      throw new NodeOperationError(node, `Column '${key}' is not nullable`, { itemIndex });
  }
}

function arrayValue(node: INode, value: unknown, column: string, itemIndex: number): unknown {
  if (Array.isArray(value) || value === null || value === undefined) return value;
  if (typeof value !== 'string') throw new NodeOperationError(node, `Invalid array value for column '${column}'`, { itemIndex });
  const text = value.trim();
  if (text.startsWith('{') && text.endsWith('}')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // reported below
  }
  throw new NodeOperationError(node, `Invalid array value for column '${column}'`, { itemIndex });
}

/** The value each column gets as a query parameter (see the module comment). */
export function sqlValues(
  node: INode,
  row: IDataObject,
  columns: ColumnInfo[],
  version: number,
  itemIndex: number,
): Record<string, unknown> {
  const types = new Map(columns.map((c) => [c.column_name, c.data_type]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const type = types.get(key);
    if (type === 'ARRAY') out[key] = version >= 2.4 ? arrayValue(node, value, key, itemIndex) : value;
    else out[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return out;
}
