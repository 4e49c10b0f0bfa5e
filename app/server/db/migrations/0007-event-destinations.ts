/**
 * Log streaming (docs/log-streaming.md): `event_destinations`, the places audit and
 * workflow events are sent to (their secrets encrypted inside `config`), and
 * `event_outbox`, each event not yet delivered to a destination. An event stays in the
 * outbox until its destination took it, so delivery survives a restart; a destination's
 * events go with it.
 */
import type { Kysely, Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The log-streaming migration. */
export function eventDestinationsMigration(t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('event_destinations')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('config', t.json, (col) => col.notNull())
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable('event_outbox')
        // Sorts in the order the events happened (see eventbus/outbox.ts).
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('destination_id', 'text', (col) => col.notNull().references('event_destinations.id').onDelete('cascade'))
        .addColumn('message', t.json, (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.time, (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex('idx_event_outbox_destination').on('event_outbox').columns(['destination_id', 'id']).execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('event_outbox').execute();
      await db.schema.dropTable('event_destinations').execute();
    },
  };
}
