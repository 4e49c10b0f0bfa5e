/**
 * Executions. The listing columns live in `executions`; the run data is kept compactly
 * and apart from them (docs/database.md "Executions"):
 * - `execution_data`: the workflow as it ran (deflate-compressed JSON) and the small
 *   remainder of the run (error, lastNodeExecuted, start data, metadata) as JSON;
 * - `execution_node_runs`: one row per node that ran, its runs' data deflate-compressed,
 *   so no execution is one giant string and one node's data can be read alone;
 * - `execution_metadata`: custom metadata (`$execution.customData`) as key/value rows,
 *   so the list can filter on it with an index.
 * Ids are integers from the database (as n8n's): the editor pages the list with
 * firstId/lastId and compares them as numbers. Deleting a workflow deletes its executions.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The executions schema for the dialect `t` describes. */
export function executionsMigration(t: SchemaTypes): Migration {
  const blob = t.dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: AnyDb): Promise<void> {
      let table = db.schema.createTable('executions');
      table =
        t.dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
      await table
        .addColumn('workflow_id', 'text', (col) => col.references('workflows.id').onDelete('cascade'))
        .addColumn('workflow_name', 'text')
        .addColumn('mode', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('finished', t.bool, t.boolColumn('finished'))
        .addColumn('retry_of', 'text')
        .addColumn('retry_success_id', 'text')
        .addColumn('started_at', t.time, (col) => col.notNull())
        .addColumn('stopped_at', t.time)
        .addColumn('wait_till', t.time)
        .addColumn('last_node_executed', 'text')
        .addColumn('error_message', 'text')
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex('idx_executions_workflow_id').on('executions').columns(['workflow_id', 'id']).execute();
      await db.schema.createIndex('idx_executions_status').on('executions').columns(['status', 'id']).execute();
      await db.schema.createIndex('idx_executions_started_at').on('executions').column('started_at').execute();
      await db.schema.createIndex('idx_executions_wait_till').on('executions').column('wait_till').execute();

      const idType = t.dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema
        .createTable('execution_data')
        .addColumn('execution_id', idType, (col) => col.primaryKey().references('executions.id').onDelete('cascade'))
        .addColumn('workflow_data', blob, (col) => col.notNull())
        .addColumn('meta', t.json, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('execution_node_runs')
        .addColumn('execution_id', idType, (col) => col.notNull().references('executions.id').onDelete('cascade'))
        .addColumn('node_name', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('data', blob, (col) => col.notNull())
        .addPrimaryKeyConstraint('execution_node_runs_pkey', ['execution_id', 'node_name'])
        .execute();

      await db.schema
        .createTable('execution_metadata')
        .addColumn('execution_id', idType, (col) => col.notNull().references('executions.id').onDelete('cascade'))
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('execution_metadata_pkey', ['execution_id', 'key'])
        .execute();
      await db.schema.createIndex('idx_execution_metadata_key_value').on('execution_metadata').columns(['key', 'value']).execute();
    },
    async down(db: AnyDb): Promise<void> {
      for (const name of ['execution_metadata', 'execution_node_runs', 'execution_data', 'executions']) {
        await db.schema.dropTable(name).execute();
      }
    },
  };
}
