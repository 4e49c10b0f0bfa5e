/**
 * `chat_memory`: the conversations of Window Buffer Memory sub-nodes, one JSON list of
 * messages per workflow and session key (n8n keeps them in process memory; here they
 * survive a restart). No foreign key: a manual run of an unsaved workflow has no id and
 * keeps its sessions under ''.
 */
import type { Kysely, Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The chat-memory migration. */
export function chatMemoryMigration(t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('chat_memory')
        .addColumn('workflow_id', 'text', (col) => col.notNull())
        .addColumn('session_key', 'text', (col) => col.notNull())
        .addColumn('messages', t.json, (col) => col.notNull())
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint('pk_chat_memory', ['workflow_id', 'session_key'])
        .execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('chat_memory').execute();
    },
  };
}
