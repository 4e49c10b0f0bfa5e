/**
 * The first schema: accounts, workflows with tags, credentials, sharing and settings.
 *
 * Deletion rules:
 * - deleting a workflow or credential removes its tags links and sharing rows (cascade);
 * - deleting a tag removes its workflow links (cascade);
 * - deleting a user removes what is only theirs (sessions, sign-in identities, tokens,
 *   API keys: cascade), but is REFUSED (no action: the delete fails with a foreign-key
 *   violation) while the user still has sharing rows, so a
 *   workflow or credential never loses its owner by accident: the user service transfers
 *   or deletes them first (DELETE /users/{id}?transferId=...), in the same transaction;
 * - tokens created by a deleted user keep existing with `created_by` set to NULL.
 */
import { sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// Migrations see the schema as it was when they were written, not today's `Database`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables this migration creates, parents before children. */
export const TABLES_IN_CREATION_ORDER = [
  'users',
  'auth_identities',
  'auth_sessions',
  'auth_tokens',
  'api_keys',
  'settings',
  'workflows',
  'tags',
  'workflow_tags',
  'credentials',
  'shared_workflows',
  'shared_credentials',
] as const;

/** The initial schema for the dialect `t` describes. */
export function initialMigration(t: SchemaTypes): Migration {
  const timestamps = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.time, (col) => col.notNull().defaultTo(t.now));

  return {
    async up(db: AnyDb): Promise<void> {
      // --- accounts -------------------------------------------------------------------
      await timestamps(
        db.schema
          .createTable('users')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('email', 'text', (col) => col.unique())
          .addColumn('first_name', 'text')
          .addColumn('last_name', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'member', 'default')`))
          .addColumn('disabled', t.bool, t.boolColumn('disabled'))
          .addColumn('personalization_answers', t.json)
          .addColumn('settings', t.json),
      ).execute();

      await timestamps(
        db.schema
          .createTable('auth_identities')
          .addColumn('provider_type', 'text', (col) => col.notNull().check(sql`provider_type in ('email', 'ldap', 'saml')`))
          .addColumn('provider_id', 'text', (col) => col.notNull())
          .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addPrimaryKeyConstraint('auth_identities_pkey', ['provider_type', 'provider_id']),
      ).execute();
      await db.schema.createIndex('idx_auth_identities_user_id').on('auth_identities').column('user_id').execute();

      await db.schema
        .createTable('auth_sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('last_seen_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('expires_at', t.time, (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('idx_auth_sessions_user_id').on('auth_sessions').column('user_id').execute();
      await db.schema.createIndex('idx_auth_sessions_expires_at').on('auth_sessions').column('expires_at').execute();

      await db.schema
        .createTable('auth_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invite', 'password-reset')`))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.time, (col) => col.notNull().defaultTo(t.now))
        .addColumn('expires_at', t.time)
        .addColumn('used_at', t.time)
        .execute();
      await db.schema.createIndex('idx_auth_tokens_user_id').on('auth_tokens').column('user_id').execute();
      await db.schema.createIndex('idx_auth_tokens_created_by').on('auth_tokens').column('created_by').execute();

      await timestamps(
        db.schema
          .createTable('api_keys')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('label', 'text', (col) => col.notNull())
          .addColumn('api_key', 'text', (col) => col.notNull().unique()),
      ).execute();
      await db.schema.createIndex('idx_api_keys_user_id').on('api_keys').column('user_id').execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', t.json, (col) => col.notNull())
        .addColumn('load_on_startup', t.bool, t.boolColumn('load_on_startup'))
        .execute();

      // --- workflows and tags -----------------------------------------------------------
      await timestamps(
        db.schema
          .createTable('workflows')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('active', t.bool, t.boolColumn('active'))
          .addColumn('nodes', t.json, (col) => col.notNull())
          .addColumn('connections', t.json, (col) => col.notNull())
          .addColumn('settings', t.json)
          .addColumn('static_data', t.json)
          .addColumn('pin_data', t.json)
          .addColumn('version_id', 'text', (col) => col.notNull())
          .addColumn('meta', t.json),
      ).execute();
      // The workflow list sorts by last update; activation at start-up reads the active ones.
      await db.schema.createIndex('idx_workflows_updated_at').on('workflows').column('updated_at').execute();
      await db.schema.createIndex('idx_workflows_active').on('workflows').column('active').execute();

      await timestamps(
        db.schema
          .createTable('tags')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull().unique()),
      ).execute();

      await db.schema
        .createTable('workflow_tags')
        .addColumn('workflow_id', 'text', (col) => col.notNull().references('workflows.id').onDelete('cascade'))
        .addColumn('tag_id', 'text', (col) => col.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('workflow_tags_pkey', ['workflow_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('idx_workflow_tags_tag_id').on('workflow_tags').column('tag_id').execute();

      // --- credentials --------------------------------------------------------------------
      await timestamps(
        db.schema
          .createTable('credentials')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('type', 'text', (col) => col.notNull())
          .addColumn('data', 'text', (col) => col.notNull())
          .addColumn('nodes_access', t.json),
      ).execute();
      await db.schema.createIndex('idx_credentials_type').on('credentials').column('type').execute();

      // --- sharing ------------------------------------------------------------------------
      await timestamps(
        db.schema
          .createTable('shared_workflows')
          .addColumn('workflow_id', 'text', (col) => col.notNull().references('workflows.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('no action'))
          .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'user')`))
          .addPrimaryKeyConstraint('shared_workflows_pkey', ['workflow_id', 'user_id']),
      ).execute();
      await db.schema.createIndex('idx_shared_workflows_user_id').on('shared_workflows').column('user_id').execute();
      // At most one owner per workflow.
      await db.schema
        .createIndex('uq_shared_workflows_owner')
        .on('shared_workflows')
        .column('workflow_id')
        .unique()
        .where(sql.ref('role'), '=', 'owner')
        .execute();

      await timestamps(
        db.schema
          .createTable('shared_credentials')
          .addColumn('credential_id', 'text', (col) => col.notNull().references('credentials.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('no action'))
          .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'user')`))
          .addPrimaryKeyConstraint('shared_credentials_pkey', ['credential_id', 'user_id']),
      ).execute();
      await db.schema.createIndex('idx_shared_credentials_user_id').on('shared_credentials').column('user_id').execute();
      await db.schema
        .createIndex('uq_shared_credentials_owner')
        .on('shared_credentials')
        .column('credential_id')
        .unique()
        .where(sql.ref('role'), '=', 'owner')
        .execute();
    },

    async down(db: AnyDb): Promise<void> {
      for (const table of [...TABLES_IN_CREATION_ORDER].reverse()) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
