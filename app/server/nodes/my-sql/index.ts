/**
 * MySQL (`n8n-nodes-base.mySql` 2 to 2.5) over mysql2 with a `mySql` credential: runs a
 * query, selects, inserts, updates, upserts or deletes rows in MySQL or MariaDB. One
 * connection per execution; the statements (./statements.ts) run as "Query Batching" says
 * (./run-queries.ts). The editor lists the database's tables and a table's columns.
 *
 * Versions: 2.1 gives dates as text; 2.2 gives no item for SELECTs without rows (before:
 * `{ success: true }`); 2.3 reads "Query Parameters" expressions first (each result split
 * at commas); 2.4 splits statements at `;` outside quotes only. `$1` inside quotes is left
 * alone and a placeholder without a value fails in every version (n8n's 2.5 rule; before
 * it n8n replaced quoted placeholders too).
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { mySqlDescription } from './description';
import { getColumns, getColumnsMultiOptions, getColumnsWithoutColumnToMatchOn, searchTables } from './methods';
import { runQueries } from './run-queries';
import { batchInsert, statementFor, type Query } from './statements';
import { withConnection } from './transport';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Each item's statement; with Continue On Fail a statement that cannot be built becomes an error item. */
function statementsOf(fn: IExecuteFunctions, operation: string, mode: string, version: number) {
  const items = fn.getInputData();
  if (operation === 'insert' && mode === 'single') return { queries: [batchInsert(fn, items)], failed: [] };
  const queries: Query[] = [];
  const failed: INodeExecutionData[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      queries.push(statementFor(fn, operation, items, i, version));
    } catch (error) {
      if (!fn.continueOnFail())
        throw error instanceof NodeOperationError ? error : new NodeOperationError(fn.getNode(), messageOf(error), { itemIndex: i });
      failed.push({ json: { message: messageOf(error), item: { ...(items[i]?.json ?? {}) }, itemIndex: i }, pairedItem: { item: i } });
    }
  }
  return { queries, failed };
}

export const mySqlNode: INodeType = {
  description: mySqlDescription,
  methods: {
    listSearch: { searchTables },
    loadOptions: { getColumns, getColumnsMultiOptions, getColumnsWithoutColumnToMatchOn },
  },
  async execute() {
    const node = this.getNode();
    const version = node.typeVersion;
    const operation = String(this.getNodeParameter('operation', 0, 'insert'));
    const options = (this.getNodeParameter('options', 0, {}) ?? {}) as IDataObject;
    const mode = String(options['queryBatching'] || 'single');
    const { queries, failed } = statementsOf(this, operation, mode, version);
    const credential = await this.getCredentials('mySql');
    const settings = { mode, version, detailedOutput: options['detailedOutput'] === true, continueOnFail: this.continueOnFail(), node };
    const ran = await withConnection(credential, { version, ...options }, (connection) => runQueries(connection, queries, settings));
    return [[...failed, ...ran]];
  },
};
