/**
 * Postgres (`n8n-nodes-base.postgres` v2 to v2.6): runs a query, selects, inserts, updates,
 * upserts or deletes rows in a PostgreSQL database with a `postgres` credential. One
 * connection per execution; the statements of all items run as "Query Batching" says
 * (run-queries.ts) and their rows are paired with their items. The editor lists schemas
 * and tables (resource locators) and columns from the database.
 *
 * Versions: 2.2 maps columns with the resource mapper `columns` (operations.ts); 2.3
 * gives no item for a SELECT without rows (run-queries.ts); 2.4 accepts arrays written as
 * text for array columns (table-columns.ts); 2.5 splits expression results in "Query
 * Parameters" (query-parameters.ts); 2.6 inserts a row of defaults for an empty item.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { postgresDescription } from './description';
import { getColumns, schemaSearch, tableSearch } from './methods';
import { getMappingColumns } from './mapping-columns';
import { statementFor } from './operations';
import type { StatementContext } from './operations';
import { runQueries } from './run-queries';
import type { Query } from './run-queries';
import { DEFAULT_CONNECTION_TIMEOUT_S, withClient } from './transport';

export const postgresNode: INodeType = {
  description: postgresDescription,
  methods: {
    listSearch: { schemaSearch, tableSearch },
    loadOptions: { getColumns },
    resourceMapping: { getMappingColumns },
  },
  async execute() {
    const items = this.getInputData();
    const node = this.getNode();
    const operation = this.getNodeParameter('operation', 0, 'insert') as string;
    const credential = await this.getCredentials('postgres');
    const timeout =
      Number(this.getNodeParameter('options.connectionTimeout', 0, DEFAULT_CONNECTION_TIMEOUT_S)) || DEFAULT_CONNECTION_TIMEOUT_S;
    const mode = String(this.getNodeParameter('options.queryBatching', 0, 'single') || 'single');
    const out = await withClient(
      credential,
      async (client) => {
        const context: StatementContext = { client, version: node.typeVersion, columns: new Map() };
        const queries: Query[] = [];
        const failed: INodeExecutionData[] = [];
        for (let i = 0; i < items.length; i++) {
          try {
            queries.push(await statementFor(this, operation, i, context));
          } catch (error) {
            if (!this.continueOnFail()) {
              if (error instanceof NodeOperationError) throw error;
              throw new NodeOperationError(node, error instanceof Error ? error : String(error), { itemIndex: i });
            }
            failed.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: pairedItemOf(i) });
          }
        }
        const settings = { mode, version: node.typeVersion, operation, continueOnFail: this.continueOnFail(), node, items };
        const ran = queries.length > 0 ? await runQueries(client, queries, settings) : [];
        return [...failed, ...ran];
      },
      timeout,
    );
    return [out];
  },
};
