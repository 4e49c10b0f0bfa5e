/**
 * MySQL 1 (description: ./description.ts), as n8n's version 1 runs:
 * - Execute Query: each item's query; a query's rows become items (paired with the item), a
 *   statement without rows its result header (`{fieldCount, affectedRows, insertId, info,
 *   serverStatus, warningStatus, changedRows}`).
 * - Insert: one `INSERT [priority] [IGNORE] INTO <table>(<columns>) VALUES (?,…),…` for all
 *   items, each item giving the named properties (null where missing); one item with the
 *   result header.
 * - Update: per item, `UPDATE <table> SET <col> = ?,… WHERE <updateKey> = ?` (the key is set
 *   too, as n8n does); one result header per item.
 * Table and column names are used as written (version 1 does not quote them); values are
 * always sent as parameters. With "Continue On Fail" an error becomes one `{error}` item.
 * Dates come back as dates and numbers as numbers, as mysql2's defaults in version 1.
 */
import type { Connection, ResultSetHeader } from 'mysql2/promise';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../../engine/node-interface';
import { searchTables } from '../methods';
import { withConnection } from '../transport';
import { mySqlV1Description } from './description';

/** A result header as a plain item (mysql2 gives a class instance). */
function headerJson(header: ResultSetHeader): IDataObject {
  const { fieldCount, affectedRows, insertId, info, serverStatus, warningStatus, changedRows } = header;
  return { fieldCount, affectedRows, insertId, info, serverStatus, warningStatus, changedRows };
}

function resultItems(result: unknown, itemIndex: number): INodeExecutionData[] {
  const rows = Array.isArray(result) ? (result as IDataObject[]) : [headerJson(result as ResultSetHeader)];
  return rows.map((row) => ({ json: { ...row }, pairedItem: { item: itemIndex } }));
}

/** The named properties of each item, null where an item lacks one (n8n's copyInputItems). */
function columnValues(items: INodeExecutionData[], columns: string[]): unknown[][] {
  return items.map((item) => columns.map((column) => (item.json[column] === undefined ? null : structuredClone(item.json[column]))));
}

const columnsOf = (text: string) => text.split(',').map((column) => column.trim());

async function executeQuery(fn: IExecuteFunctions, connection: Connection): Promise<INodeExecutionData[]> {
  const out: INodeExecutionData[] = [];
  const items = fn.getInputData();
  for (let i = 0; i < items.length; i++) {
    const [result] = await connection.query(String(fn.getNodeParameter('query', i)));
    out.push(...resultItems(result, i));
  }
  return out;
}

async function insert(fn: IExecuteFunctions, connection: Connection): Promise<INodeExecutionData[]> {
  const items = fn.getInputData();
  const table = String(fn.getNodeParameter('table', 0, '', { extractValue: true }));
  const columnText = String(fn.getNodeParameter('columns', 0));
  const columns = columnsOf(columnText);
  const options = (fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
  const priority = typeof options['priority'] === 'string' ? options['priority'] : '';
  const placeholder = `(${columns.map(() => '?').join(',')})`;
  const sql = `INSERT ${priority} ${options['ignore'] === true ? 'IGNORE' : ''} INTO ${table}(${columnText}) VALUES ${items.map(() => placeholder).join(',')};`;
  const [result] = await connection.query(sql, columnValues(items, columns).flat());
  return [{ json: headerJson(result as ResultSetHeader) }];
}

async function update(fn: IExecuteFunctions, connection: Connection): Promise<INodeExecutionData[]> {
  const items = fn.getInputData();
  const table = String(fn.getNodeParameter('table', 0, '', { extractValue: true }));
  const updateKey = String(fn.getNodeParameter('updateKey', 0));
  const columns = columnsOf(String(fn.getNodeParameter('columns', 0)));
  if (!columns.includes(updateKey)) columns.unshift(updateKey);
  const sql = `UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(',')} WHERE ${updateKey} = ?;`;
  const out: INodeExecutionData[] = [];
  for (const values of columnValues(items, columns)) {
    const [result] = await connection.query(sql, [...values, values[columns.indexOf(updateKey)]]);
    out.push({ json: headerJson(result as ResultSetHeader) });
  }
  return out;
}

const OPERATIONS: Readonly<Record<string, (fn: IExecuteFunctions, connection: Connection) => Promise<INodeExecutionData[]>>> = {
  executeQuery,
  insert,
  update,
};

export const mySqlV1Node: INodeType = {
  description: mySqlV1Description,
  methods: { listSearch: { searchTables } },
  async execute() {
    const operation = String(this.getNodeParameter('operation', 0, 'insert'));
    const run = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
    try {
      if (run === undefined) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported!`);
      const credential = await this.getCredentials('mySql');
      // Version 1 reads numbers as numbers and dates as dates (mysql2's defaults then).
      return [await withConnection(credential, { version: 1, largeNumbersOutput: 'numbers' }, (connection) => run(this, connection))];
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      return [[{ json: { error: error instanceof Error ? error.message : String(error) } }]];
    }
  },
};
