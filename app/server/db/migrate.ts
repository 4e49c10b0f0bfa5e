/**
 * Brings the schema up to date at start-up. Idempotent: applied migrations are recorded
 * in `kysely_migration` and skipped. Each migration runs in its own transaction on both
 * dialects, so a failure or crash leaves the schema at the previous version; on
 * PostgreSQL an advisory lock keeps two servers from migrating at once.
 */
import { sql } from 'kysely';
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connection';
import { quoteIdentifier } from './connection';
import { DatabaseError } from './errors';
import { StaticMigrationProvider } from './migrations';

/** What {@link migrate} did. */
export interface MigrateResult {
  /** Migrations applied by this call, in order (empty when already up to date). */
  applied: string[];
}

async function ensurePostgresSchema(handle: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<void> {
  const schema = handle.schema;
  if (schema === undefined) return;
  // Checked first: CREATE SCHEMA IF NOT EXISTS still needs CREATE rights on the database.
  const found = await sql<{ one: number }>`select 1 as one from pg_namespace where nspname = ${schema}`.execute(handle.db);
  if (found.rows.length > 0) return;
  try {
    await sql.raw(`create schema if not exists ${quoteIdentifier(schema)}`).execute(handle.db);
  } catch (error) {
    throw new DatabaseError(
      `The PostgreSQL schema "${schema}" does not exist and cannot be created: ${(error as Error).message}. Create it or set DB_POSTGRESDB_SCHEMA to an existing one.`,
      { cause: error },
    );
  }
}

/**
 * Applies every pending migration.
 * @throws DatabaseError naming the migration that failed.
 */
export async function migrate(handle: Pick<DatabaseHandle, 'db' | 'dialect' | 'schema'>): Promise<MigrateResult> {
  if (handle.dialect === 'postgres') await ensurePostgresSchema(handle);
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticMigrationProvider(handle.dialect),
    // With a schema named, Kysely looks for its bookkeeping tables in that schema only,
    // not in any schema of the database.
    ...(handle.schema === undefined ? {} : { migrationTableSchema: handle.schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const detail = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(
      failed === undefined
        ? `Database migration failed: ${detail}`
        : `Database migration ${failed} failed: ${detail}. The database was left at the previous version.`,
      { cause: error },
    );
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
