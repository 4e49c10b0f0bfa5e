/**
 * Opens the database the configuration names: `database.sqlite` in the user folder
 * (better-sqlite3, WAL) by default, or a PostgreSQL pool when DB_TYPE=postgresdb. Both
 * come back as the same `Kysely<Database>`; the few places where the dialects differ are
 * handled here and in `codec.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import type { DialectAdapter, SqliteDatabase, SqliteStatement } from 'kysely';
import { sqliteDriver } from './sqlite-driver';
import pg from 'pg';
import type { DatabaseConfig, PostgresDatabaseConfig } from '../config/database';
import { SQLITE_FILE_NAME } from '../config/database';
import { DatabaseError } from './errors';
import type { Database } from './types';

/** Which SQL dialect a database speaks. */
export type DialectName = 'sqlite' | 'postgres';

/** An open database. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema holding the tables; undefined for SQLite. */
  schema: string | undefined;
  /** Where the data lives, for messages: a file path or `postgres://user@host:port/db`. */
  location: string;
  /** Closes the database (the pool, or the SQLite file after a WAL checkpoint). */
  close(): Promise<void>;
}

/** What {@link createDatabase} needs from the server configuration. */
export interface DatabaseOptions {
  database: DatabaseConfig;
  /** Holds `database.sqlite` for SQLite. */
  userFolder: string;
}

/** How long a SQLite writer waits for another one (another process) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** PostgreSQL type ids whose values are passed through as text (see codec.ts). */
const PG_JSON_OID = 114;
const PG_JSONB_OID = 3802;

/**
 * SQLite runs DDL inside transactions perfectly well; Kysely's adapter just does not claim
 * it. Claiming it makes the migrator run every migration in a transaction, so a crash
 * mid-migration leaves the schema as it was.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SwitchyardSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** better-sqlite3 refuses to bind booleans and dates; bind them as SQLite stores them. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value;
  });
}

/** How many prepared statements a SQLite connection keeps for reuse (see wrapSqlite). */
const STATEMENT_CACHE_SIZE = 200;

function wrapSqlite(raw: BetterSqlite3.Database): SqliteDatabase {
  // Kysely prepares every query anew; compiling SQL into a statement is a measurable share
  // of a short write (docs/performance.md, webhook throughput), so statements are kept per
  // SQL text, least recently used dropped first. A statement still being iterated (busy)
  // cannot run again until it is done, so such a call gets a fresh one.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const statementFor = (sql: string): BetterSqlite3.Statement => {
    const cached = statements.get(sql);
    if (cached !== undefined && !cached.busy) {
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = raw.prepare(sql);
    if (cached === undefined) {
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    return statement;
  };
  return {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = statementFor(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

function openSqlite(userFolder: string): DatabaseHandle {
  const file = join(userFolder, SQLITE_FILE_NAME);
  let raw: BetterSqlite3.Database;
  try {
    mkdirSync(userFolder, { recursive: true, mode: 0o700 });
    raw = new (sqliteDriver())(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new DatabaseError(
      `Cannot open the database ${file}: ${(error as Error).message}. Check that SWITCHYARD_USER_FOLDER is writable.`,
      { cause: error },
    );
  }
  try {
    // journal_mode is read first: it fails with "file is not a database" on a foreign file.
    const mode = raw.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') {
      console.warn(`SQLite could not switch ${file} to WAL mode (got "${String(mode)}"); continuing in that mode.`);
    }
    raw.pragma('foreign_keys = ON');
    raw.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // With WAL, NORMAL keeps every committed transaction across a process crash; only an
    // OS crash or power loss can drop the last ones (never corrupt the file).
    raw.pragma('synchronous = NORMAL');
  } catch (error) {
    raw.close();
    throw new DatabaseError(
      `Cannot use the database ${file}: ${(error as Error).message}. Move the file away to start with an empty database.`,
      { cause: error },
    );
  }

  const db = new Kysely<Database>({ dialect: new SwitchyardSqliteDialect({ database: wrapSqlite(raw) }) });
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    schema: undefined,
    location: file,
    async close() {
      if (closed) return;
      closed = true;
      // Fold the WAL back into the main file so a copied database.sqlite is complete.
      try {
        raw.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // Another process may hold the database; the checkpoint then happens later.
      }
      await db.destroy();
    },
  };
}

/** `name` quoted as a PostgreSQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function postgresLocation(config: PostgresDatabaseConfig): string {
  return `postgres://${config.user}@${config.host}:${config.port}/${config.database} (schema ${config.schema})`;
}

async function openPostgres(config: PostgresDatabaseConfig): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectionTimeoutMs,
    ssl: config.ssl === false ? false : { rejectUnauthorized: config.ssl.rejectUnauthorized },
    application_name: 'switchyard',
    // JSON arrives as text so codec.fromJson parses it the same way as on SQLite.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_JSON_OID || oid === PG_JSONB_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that drops (server restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection error: ${error.message}`);
  });
  // A connection that drops while checked out between two queries emits 'error' on its
  // client, where the pool does not listen: without a listener the process would end. The
  // next query on it fails and is answered as any failed query (a worker retries its save).
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error(`PostgreSQL connection error: ${error.message}`);
    });
  });

  const setSearchPath = CompiledQuery.raw(`set search_path to ${quoteIdentifier(config.schema)}`);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      onCreateConnection: async (connection) => {
        await connection.executeQuery(setSearchPath);
      },
    }),
  });

  try {
    await db.executeQuery(CompiledQuery.raw('select 1'));
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new DatabaseError(
      `Cannot connect to PostgreSQL at ${config.host}:${config.port}, database "${config.database}", user "${config.user}": ${(error as Error).message}. Check DB_POSTGRESDB_HOST, _PORT, _DATABASE, _USER and _PASSWORD.`,
      { cause: error },
    );
  }

  let closed = false;
  return {
    db,
    dialect: 'postgres',
    schema: config.schema,
    location: postgresLocation(config),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * Opens the configured database and checks that it answers. Run `migrate` next.
 * @throws DatabaseError with what to check when the database cannot be opened or reached.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.database.type === 'postgresdb' ? openPostgres(options.database) : openSqlite(options.userFolder);
}
