/**
 * Runs the MySQL node's statements as n8n's "Query Batching" says and turns the answers
 * into items, as n8n's MySQL 2.x does:
 *
 * - `single` (default): every statement in turn, not in a transaction; the rows are paired
 *   with all items; a failure stops the node, or with Continue On Fail ends the output with
 *   `{ message, error }`;
 * - `independently`: each item's statements on their own; a failure gives that item
 *   `{ message, item: <its statement>, itemIndex }` and the rest go on;
 * - `transaction`: all in one transaction, rolled back at the first failure, whose error
 *   item ends the output.
 *
 * Rows come out as items; write statements give nothing unless "Output Query Execution
 * Details" asks for `{ sql, data: <MySQL's answer> }`. When nothing comes out: before 2.2
 * one `{ success: true }`; from 2.2 none when every statement is a SELECT, else one.
 */
import type { Connection } from 'mysql2/promise';
import type { IDataObject, INode, INodeExecutionData, IPairedItemData } from '@sdk/workflow';
import { NodeOperationError } from '../../engine/node-interface';
import type { Query } from './statements';

/** How the statements run. */
export interface RunSettings {
  mode: string;
  version: number;
  detailedOutput: boolean;
  continueOnFail: boolean;
  node: INode;
}

/** A statement ends at a `;` outside quotes (n8n 2.4+; before, at every `;`). */
const END_OF_STATEMENT = /;(?=(?:[^'\\]|'[^']*?'|\\[\s\S])*?$)/g;

export function splitStatements(sql: string, version: number): string[] {
  const text = sql.replace(/\n/g, '');
  const parts = version <= 2.3 ? text.split(';') : text.split(END_OF_STATEMENT);
  return parts.map((statement) => statement.trim()).filter((statement) => statement !== '');
}

function isSelect(statements: string[]): boolean {
  return statements
    .filter((statement) => !statement.startsWith('--'))
    .every((statement) =>
      statement
        .replace(/\/\*.*?\*\//g, '')
        .toLowerCase()
        .startsWith('select'),
    );
}

interface Answer {
  statements: string[];
  responses: unknown[];
}

async function answer(connection: Connection, query: Query, version: number): Promise<Answer> {
  const statements = splitStatements(connection.format(query.sql, query.values as never[]), version);
  const responses: unknown[] = [];
  for (const statement of statements) responses.push((await connection.query(statement))[0]);
  return { statements, responses };
}

function output(answer: Answer, settings: RunSettings, pairedItem: IPairedItemData[]): INodeExecutionData[] {
  const items: INodeExecutionData[] = [];
  answer.responses.forEach((response, index) => {
    if (settings.detailedOutput) items.push({ json: { sql: answer.statements[index] ?? '', data: response as IDataObject }, pairedItem });
    else if (Array.isArray(response)) for (const row of response as IDataObject[]) items.push({ json: { ...row }, pairedItem });
  });
  if (items.length === 0 && (settings.version < 2.2 || !isSelect(answer.statements))) items.push({ json: { success: true }, pairedItem });
  return items;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function failure(settings: RunSettings, error: unknown, itemIndex: number): NodeOperationError {
  const sqlError = error as { sql?: string; code?: string };
  return new NodeOperationError(settings.node, messageOf(error), {
    itemIndex,
    ...(sqlError.code ? { description: `sql: ${sqlError.sql ?? ''}, code: ${sqlError.code}` } : {}),
  });
}

function errorItem(query: Query, error: NodeOperationError): INodeExecutionData {
  return {
    json: {
      message: error.message,
      item: { query: query.sql, values: query.values as IDataObject[], itemIndex: query.itemIndex },
      itemIndex: query.itemIndex,
    },
    pairedItem: { item: query.itemIndex },
  };
}

async function runSingle(connection: Connection, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  const combined: Answer = { statements: [], responses: [] };
  try {
    for (const query of queries) {
      const { statements, responses } = await answer(connection, query, settings.version);
      combined.statements.push(...statements);
      combined.responses.push(...responses);
    }
  } catch (error) {
    const failed = failure(settings, error, 0);
    if (!settings.continueOnFail) throw failed;
    return [{ json: { message: failed.message, error: { message: failed.message } } }];
  }
  return output(
    combined,
    settings,
    queries.map((query) => ({ item: query.itemIndex })),
  );
}

async function runEach(connection: Connection, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  const inTransaction = settings.mode === 'transaction';
  const items: INodeExecutionData[] = [];
  if (inTransaction) await connection.beginTransaction();
  for (const query of queries) {
    try {
      items.push(...output(await answer(connection, query, settings.version), settings, [{ item: query.itemIndex }]));
    } catch (error) {
      const failed = failure(settings, error, query.itemIndex);
      if (inTransaction) await connection.rollback();
      if (!settings.continueOnFail) throw failed;
      items.push(errorItem(query, failed));
      if (inTransaction) return items;
    }
  }
  if (inTransaction) await connection.commit();
  return items;
}

/** Runs `queries` on `connection` in the batching mode of `settings`. */
export function runQueries(connection: Connection, queries: Query[], settings: RunSettings): Promise<INodeExecutionData[]> {
  if (queries.length === 0) return Promise.resolve([]);
  return settings.mode === 'independently' || settings.mode === 'transaction'
    ? runEach(connection, queries, settings)
    : runSingle(connection, queries, settings);
}
