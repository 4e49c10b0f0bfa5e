/**
 * Access hardening (docs/security.md "Who may do what", "API keys, sign-in and
 * invitations"):
 *
 * - `api_keys.api_key` holds the SHA-256 (hex) of the key instead of the key, like
 *   session ids: a copy of the database no longer hands out working keys. Keys stored in
 *   clear by earlier versions are hashed here; each key's `label` becomes its masked form
 *   (`sy_api_****` and its last four characters), which is all `GET /me/api-key` shows.
 * - `executions.started_by`: the user who started a run that is not filed under a saved
 *   workflow (an unsaved workflow, or a run by a user who may not change the workflow).
 *   It lets that user read their execution, and a waiting one resume as them.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { SchemaTypes } from './schema-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A stored key hash: 64 hex digits. */
const HASHED = /^[0-9a-f]{64}$/;

/** The label shown for `key`: its prefix and last four characters. Kept in step with auth/tokens.ts. */
export function maskedKeyLabel(key: string): string {
  const prefix = key.startsWith('sy_api_') ? 'sy_api_' : '';
  return `${prefix}****${key.slice(-4)}`;
}

/** The access-hardening migration. */
export function accessHardeningMigration(_t: SchemaTypes): Migration {
  return {
    async up(db: AnyDb): Promise<void> {
      const keys = (await db.selectFrom('api_keys').select(['id', 'api_key']).execute()) as { id: string; api_key: string }[];
      for (const row of keys) {
        if (HASHED.test(row.api_key)) continue;
        await db
          .updateTable('api_keys')
          .set({ api_key: createHash('sha256').update(row.api_key, 'utf8').digest('hex'), label: maskedKeyLabel(row.api_key) })
          .where('id', '=', row.id)
          .execute();
      }

      await db.schema.alterTable('executions').addColumn('started_by', 'text').execute();
      await db.schema.createIndex('idx_executions_started_by').on('executions').columns(['started_by', 'id']).execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropIndex('idx_executions_started_by').execute();
      await db.schema.alterTable('executions').dropColumn('started_by').execute();
      // Hashed keys cannot be turned back into keys: they are removed, and users make new ones.
      await db.deleteFrom('api_keys').execute();
    },
  };
}
