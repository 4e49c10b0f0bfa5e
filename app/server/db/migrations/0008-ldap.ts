/**
 * LDAP sign-in (docs/ldap.md): `ldap_sync_history`, one row per directory sync run
 * (dry or live) with its counts and error. The LDAP settings live in `settings` under
 * `features.ldap` (n8n's key) and each directory user's link in `auth_identities`
 * (provider_type `ldap`, provider_id the user's LDAP id), both made by 0001.
 */
import type { Kysely, Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The LDAP migration. */
export function ldapMigration(t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('ldap_sync_history')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('run_mode', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('started_at', t.time, (col) => col.notNull())
        .addColumn('ended_at', t.time, (col) => col.notNull())
        .addColumn('scanned', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('idx_ldap_sync_history_started').on('ldap_sync_history').column('started_at').execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('ldap_sync_history').execute();
    },
  };
}
