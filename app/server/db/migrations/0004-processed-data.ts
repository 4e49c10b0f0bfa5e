/**
 * `processed_data`: what Remove Duplicates (v2) has seen in earlier executions of a
 * workflow, as n8n keeps it: one JSON document per workflow and context (`workflow` for
 * the whole workflow, `node:<node id>` for one node), holding the mode it was recorded in
 * and its data (hashes of the values seen, or the highest number or latest date).
 * A workflow's history goes with the workflow (cascade).
 */
import type { Kysely, Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The processed-data migration. */
export function processedDataMigration(t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('processed_data')
        .addColumn('workflow_id', 'text', (col) => col.notNull().references('workflows.id').onDelete('cascade'))
        .addColumn('context', 'text', (col) => col.notNull())
        .addColumn('value', t.json, (col) => col.notNull())
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint('pk_processed_data', ['workflow_id', 'context'])
        .execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('processed_data').execute();
    },
  };
}
