/**
 * Merge v3 "SQL Query": the inputs are the tables `input1`, `input2`, ... of an alasql
 * query (alasql, as n8n; run in an isolate, see sql-sandbox.ts). Version differences:
 * - 3: every output item is paired with every input item.
 * - 3.1: a query starting with `select` pairs each row with the items it was built from
 *   (the query also selects each table's `pairedItem`); another query pairs as in 3.
 * - 3.0 and 3.1 answer a query without rows with `{ success: true }`; 3.2 outputs nothing
 *   unless the option "Empty Query Result" is "Success".
 */
import type { IDataObject, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { setOwn } from '@sdk/values';
import { pairedList } from './combine';
import { runSqlQuery } from './sql-sandbox';

/** The query with its `{{ expression }}` parts evaluated (the query field takes no `=` expression). */
function resolveQuery(ctx: IExecuteFunctions, query: string): string {
  let out = query;
  for (const part of query.match(/\{\{[\s\S]*?\}\}/g) ?? []) out = out.replace(part, String(ctx.evaluateExpression(part, 0) as string));
  return out;
}

/**
 * A SELECT that also selects `inputN.pairedItem AS pairedItemN` for each table the query
 * names (unchanged for `SELECT *`, whose rows carry `pairedItem` already).
 */
export function withPairedItemColumns(query: string, tableCount: number): string {
  const select = /SELECT\s+(.+?)\s+FROM/i.exec(query);
  if (!select) return query;
  const columns = select[1]!.trim();
  if (columns === '*') return query;
  const extra: string[] = [];
  for (let i = 1; i <= tableCount; i++) if (query.includes(`input${i}`)) extra.push(`input${i}.pairedItem AS pairedItem${i}`);
  return query.replace(select[0], `SELECT ${[columns, ...extra].join(', ')} FROM`);
}

/** A result row as an item: `pairedItem*` columns become its paired items. */
export function rowToItem(row: IDataObject): INodeExecutionData {
  const json: IDataObject = {};
  const pairedItem: IPairedItemData[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (!key.startsWith('pairedItem')) setOwn(json, key, value);
    else if (value !== undefined && value !== null) pairedItem.push(value as IPairedItemData);
  }
  return { json, pairedItem };
}

/** The rows of alasql's result: one SELECT gives rows, several statements one entry each. */
function rowsOf(result: unknown): IDataObject[] {
  if (!Array.isArray(result)) throw new TypeError('result is not iterable');
  return result.flatMap((entry: unknown) =>
    Array.isArray(entry) ? (entry as IDataObject[]) : entry !== null && typeof entry === 'object' ? [entry as IDataObject] : [],
  );
}

async function query(ctx: IExecuteFunctions, tables: IDataObject[][], text: string): Promise<IDataObject[]> {
  try {
    return rowsOf(await runSqlQuery(tables, text));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new NodeOperationError(ctx.getNode(), message, { message: 'Issue while executing query', description: message, itemIndex: 0 });
  }
}

/** Merges the inputs (items tagged with their input and index) by the node's SQL query. */
export async function combineBySql(ctx: IExecuteFunctions, inputs: INodeExecutionData[][]): Promise<INodeExecutionData[]> {
  const version = ctx.getNode().typeVersion;
  const options = ctx.getNodeParameter('options', 0, {}) as { emptyQueryResult?: string };
  const text = resolveQuery(ctx, ctx.getNodeParameter('query', 0) as string);
  const successIfEmpty = version <= 3.1 || options.emptyQueryResult === 'success';
  if (version >= 3.1 && text.toLowerCase().startsWith('select')) {
    try {
      const tables = inputs.map((items) => items.map((item) => ({ ...item.json, pairedItem: item.pairedItem }) as IDataObject));
      const rows = (await query(ctx, tables, withPairedItemColumns(text, inputs.length))).map(rowToItem);
      return rows.length === 0 && successIfEmpty ? [{ json: { success: true } }] : rows;
    } catch {
      // As in n8n: a query the paired-item form cannot run is run again the 3.0 way.
    }
  }
  const pairedItem = inputs.flatMap((items, input) => items.flatMap((item) => pairedList(item).map((p) => ({ item: p.item, input }))));
  const rows = await query(
    ctx,
    inputs.map((items) => items.map((item) => item.json)),
    text,
  );
  const items = rows.map((json) => ({ json, pairedItem }));
  return items.length === 0 && successIfEmpty ? [{ json: { success: true }, pairedItem }] : items;
}
