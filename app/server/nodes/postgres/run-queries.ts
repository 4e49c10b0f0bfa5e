/**
 * Runs the node's statements as n8n's "Query Batching" option says and turns the results
 * into items:
 *
 * - `single` (default): all statements in one transaction; a failure rolls all back and,
 *   with Continue On Fail, the output is one item `{ message, error }`;
 * - `independently`: each statement on its own; a failure gives that item
 *   `{ message, item, error }` and the rest go on;
 * - `transaction`: all in one transaction, stopping (and rolling back) at the first
 *   failure, whose error item ends the output.
 *
 * Rows are paired with the item whose statement returned them. When nothing comes back:
 * before 2.3 one `{ success: true }` (none for the Select operation); from 2.3 none when
 * every statement is a SELECT, else one `{ success: true }`. In `single` mode this is
 * decided over the whole run, in the other modes per statement.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { Client } from 'pg';
import type { INode } from '@sdk/workflow';
import { NodeOperationError } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';

/** One statement of item `itemIndex`. */
export interface Query {
  text: string;
  values: unknown[];
  itemIndex: number;
}

/** How the statements run. */
export interface RunSettings {
  mode: string;
  version: number;
  operation: string;
  continueOnFail: boolean;
  node: INode;
  items: INodeExecutionData[];
}

/** Whether every statement of `text` is a SELECT (comments left out), as n8n decides. */
export function isSelectQuery(text: string): boolean {
  return text
    .replace(/\/\*.*?\*\//g, '')
    .replace(/\n/g, '')
    .split(';')
    .filter((statement) => statement && !statement.startsWith('--'))
    .every((statement) => statement.trim().toLowerCase().startsWith('select'));
}

async function rowsOf(client: Client, query: Query): Promise<IDataObject[]> {
  const result = await client.query(query.text, query.values);
  const results = (Array.isArray(result) ? result : [result]) as Array<{ rows?: IDataObject[] }>;
  return results.flatMap((r) => r.rows ?? []);
}

function emptyOutput(settings: RunSettings, queries: Query[]): IDataObject[] {
  if (settings.version < 2.3) return settings.operation === 'select' ? [] : [{ success: true }];
  return queries.every((q) => isSelectQuery(q.text)) ? [] : [{ success: true }];
}

function failure(settings: RunSettings, error: unknown, itemIndex: number | undefined): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  const detail = (cause as { detail?: string; hint?: string }).detail ?? (cause as { hint?: string }).hint;
  return new NodeOperationError(settings.node, cause, {
    ...(itemIndex !== undefined ? { itemIndex } : {}),
    ...(detail ? { description: detail } : {}),
  });
}

function errorJson(error: NodeOperationError): IDataObject {
  return { message: error.message, ...(error.description ? { description: error.description } : {}) };
}

async function runSingle(client: Client, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  await client.query('BEGIN');
  try {
    for (const query of queries)
      for (const json of await rowsOf(client, query)) out.push({ json, pairedItem: pairedItemOf(query.itemIndex) });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const nodeError = failure(settings, error, undefined);
    if (!settings.continueOnFail) throw nodeError;
    return [{ json: { message: nodeError.message, error: errorJson(nodeError) } }];
  }
  if (out.length > 0) return out;
  const paired = queries.map((q) => ({ item: q.itemIndex }));
  return emptyOutput(settings, queries).map((json) => ({ json, pairedItem: paired.length === 1 ? paired[0] : paired }));
}

async function runEach(client: Client, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  const inTransaction = settings.mode === 'transaction';
  const out: INodeExecutionData[] = [];
  if (inTransaction) await client.query('BEGIN');
  for (const query of queries) {
    try {
      const rows = await rowsOf(client, query);
      const shown = rows.length > 0 ? rows : emptyOutput(settings, [query]);
      for (const json of shown) out.push({ json, pairedItem: pairedItemOf(query.itemIndex) });
    } catch (error) {
      if (inTransaction) await client.query('ROLLBACK').catch(() => undefined);
      const nodeError = failure(settings, error, query.itemIndex);
      if (!settings.continueOnFail) throw nodeError;
      const item = settings.items[query.itemIndex]?.json ?? {};
      out.push({
        json: { message: nodeError.message, item: { ...item }, error: errorJson(nodeError) },
        pairedItem: pairedItemOf(query.itemIndex),
      });
      if (inTransaction) return out;
    }
  }
  if (inTransaction) await client.query('COMMIT');
  return out;
}

/** Runs `queries` as `settings.mode` says (see the module comment). */
export function runQueries(client: Client, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  if (settings.mode === 'independently' || settings.mode === 'transaction') return runEach(client, queries, settings);
  return runSingle(client, queries, settings);
}
