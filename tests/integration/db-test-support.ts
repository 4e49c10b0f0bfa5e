/**
 * Shared set-up of the database-layer suites (db-repositories, db-sqlite): the dialects under
 * test, their temporary databases and small fixtures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { nowDbTime } from '../../app/server/db/codec';
import { createDatabase, quoteIdentifier } from '../../app/server/db';
import type { Database, DatabaseHandle, DialectName, Repositories } from '../../app/server/db';
import { newEntityId } from '../../app/server/db/ids';
import { TABLES_IN_CREATION_ORDER } from '../../app/server/db/migrations/0001-initial';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHILD_SCRIPT = fileURLToPath(new URL('./db-durability-child.ts', import.meta.url));

/** The tables of the initial migration, as it creates them. */
export const ALL_TABLES = TABLES_IN_CREATION_ORDER;

/** Children before parents, for clearing between tests (executions go with their workflows). */
export const CLEAR_ORDER: readonly (keyof Database)[] = [...TABLES_IN_CREATION_ORDER].reverse();

export interface DialectCase {
  name: DialectName;
  /** Opens (another handle on) this run's database. */
  open(): Promise<DatabaseHandle>;
  /** Removes this run's database once every handle is closed. */
  dispose(): Promise<void>;
}

export function sqliteCase(): DialectCase {
  let folder: string | undefined;
  return {
    name: 'sqlite',
    async open() {
      folder ??= await mkdtemp(join(tmpdir(), 'switchyard-db-'));
      return createDatabase({ database: { type: 'sqlite' }, userFolder: folder });
    },
    async dispose() {
      if (folder !== undefined) await rm(folder, { recursive: true, force: true });
    },
  };
}

export function postgresCase(): DialectCase {
  const schema = `sy_test_${randomBytes(6).toString('hex')}`;
  const open = () =>
    createDatabase({
      userFolder: tmpdir(),
      database: {
        type: 'postgresdb',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        password: '',
        schema,
        poolSize: 6,
        connectionTimeoutMs: 5_000,
        ssl: false,
      },
    });
  return {
    name: 'postgres',
    open,
    async dispose() {
      const handle = await open();
      try {
        await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

export const dialects: DialectCase[] = [sqliteCase(), ...(process.env['SWITCHYARD_TEST_POSTGRES'] === '0' ? [] : [postgresCase()])];

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function tableNames(db: Kysely<Database>, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.filter((t) => schema === undefined || t.schema === schema).map((t) => t.name);
}

export async function clearAll(db: Kysely<Database>): Promise<void> {
  for (const table of CLEAR_ORDER) await db.deleteFrom(table).execute();
}

export async function insertTag(db: Kysely<Database>, name: string): Promise<string> {
  const id = newEntityId();
  const now = nowDbTime();
  await db.insertInto('tags').values({ id, name, created_at: now, updated_at: now }).execute();
  return id;
}

export async function newOwner(repos: Repositories, email = `owner-${newEntityId(6)}@example.com`): Promise<string> {
  const result = await repos.users.create({ role: 'owner', email, firstName: 'Olga', lastName: 'Owner' });
  if (result.status !== 'created') throw new Error(`could not create ${email}`);
  return result.user.id;
}
