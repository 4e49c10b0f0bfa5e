/**
 * `workflow_history`: one row per saved version of a workflow (docs/workflow-history.md).
 * The row's id is the workflow's `version_id` after that save, as n8n keys its history, so
 * the editor can tell which version it has open. Rows go with their workflow; an author who
 * is deleted leaves the name that was recorded.
 */
import type { Kysely, Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The workflow-history migration. */
export function workflowHistoryMigration(t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('workflow_history')
        .addColumn('version_id', 'text', (col) => col.primaryKey())
        .addColumn('workflow_id', 'text', (col) => col.notNull().references('workflows.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('authors', 'text', (col) => col.notNull())
        .addColumn('label', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('nodes', t.json, (col) => col.notNull())
        .addColumn('connections', t.json, (col) => col.notNull())
        .addColumn('settings', t.json)
        .addColumn('pin_data', t.json)
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex('idx_workflow_history_workflow').on('workflow_history').columns(['workflow_id', 'created_at']).execute();
      // Retention deletes by age across all workflows.
      await db.schema.createIndex('idx_workflow_history_created').on('workflow_history').column('created_at').execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('workflow_history').execute();
    },
  };
}
