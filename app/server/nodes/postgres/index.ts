/**
 * Postgres (`n8n-nodes-base.postgres` v2, v2.1): runs a query, selects, inserts, updates,
 * upserts or deletes rows in a PostgreSQL database with a `postgres` credential. One connection per
 * execution; each input item runs its own statement and its rows are paired with it.
 * The editor lists schemas and tables (resource locators) and columns from the database.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { postgresDescription } from './description';
import { getColumns, schemaSearch, tableSearch } from './methods';
import { run, statementFor } from './operations';
import { DEFAULT_CONNECTION_TIMEOUT_S, withClient } from './transport';
import { pairedItemOf } from '../../engine/paired-item';

export const postgresNode: INodeType = {
  description: postgresDescription,
  methods: {
    listSearch: { schemaSearch, tableSearch },
    loadOptions: { getColumns },
  },
  async execute() {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'insert') as string;
    const credential = await this.getCredentials('postgres');
    const timeout =
      Number(this.getNodeParameter('options.connectionTimeout', 0, DEFAULT_CONNECTION_TIMEOUT_S)) || DEFAULT_CONNECTION_TIMEOUT_S;
    const out: INodeExecutionData[] = [];
    await withClient(
      credential,
      async (client) => {
        for (let i = 0; i < items.length; i++) {
          try {
            const rows = await run(client, statementFor(this, operation, i));
            for (const json of rows) out.push({ json, pairedItem: pairedItemOf(i) });
          } catch (error) {
            if (this.continueOnFail()) {
              out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: pairedItemOf(i) });
              continue;
            }
            if (error instanceof NodeOperationError) throw error;
            throw new NodeOperationError(this.getNode(), error instanceof Error ? error : String(error), { itemIndex: i });
          }
        }
      },
      timeout,
    );
    return [out];
  },
};
