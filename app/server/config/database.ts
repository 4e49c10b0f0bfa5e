/**
 * Database settings, read with n8n's variable names (DB_TYPE, DB_POSTGRESDB_*) so an n8n
 * deployment's environment carries over. SQLite in the user folder is the default; the
 * PostgreSQL variables are read (and validated) only when DB_TYPE=postgresdb.
 */
import { z } from 'zod';
import { boolSchema, intSchema } from './env';
import type { Env, EnvReader } from './env';

/** Name of the SQLite file inside the user folder. */
export const SQLITE_FILE_NAME = 'database.sqlite';

/** Defaults of the PostgreSQL settings; the same as n8n's. */
export const POSTGRES_DEFAULTS = {
  host: 'localhost',
  port: 5432,
  database: 'n8n',
  user: 'postgres',
  password: '',
  schema: 'public',
  poolSize: 2,
  connectionTimeoutMs: 20_000,
} as const;

/** The embedded database: `database.sqlite` in the user folder. */
export interface SqliteDatabaseConfig {
  type: 'sqlite';
}

/** A PostgreSQL server (DB_TYPE=postgresdb). */
export interface PostgresDatabaseConfig {
  type: 'postgresdb';
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** Schema holding Switchyard's tables; created at start-up when missing. */
  schema: string;
  /** Most connections the pool opens. */
  poolSize: number;
  /** Milliseconds to wait for a connection before failing. */
  connectionTimeoutMs: number;
  /** TLS to the server; `rejectUnauthorized: false` accepts self-signed certificates. */
  ssl: false | { rejectUnauthorized: boolean };
}

/** Which database to use and how to reach it. */
export type DatabaseConfig = SqliteDatabaseConfig | PostgresDatabaseConfig;

/**
 * A PostgreSQL identifier Switchyard accepts as a schema name. It is always quoted in SQL,
 * so case is kept; the rule only keeps names readable and within PostgreSQL's 63 bytes.
 */
const schemaNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/);

const hostSchema = z.string().regex(/^[^\s/]+$/);

/** Reads DB_TYPE and, for PostgreSQL, the DB_POSTGRESDB_* variables. */
export function readDatabaseConfig(r: EnvReader, env: Env): DatabaseConfig {
  const type = r.read<string>(['DB_TYPE'], z.string(), 'sqlite or postgresdb', 'sqlite');
  if (type === 'sqlite') return { type: 'sqlite' };
  if (type !== 'postgresdb') {
    const unsupported = type === 'mysqldb' || type === 'mariadb';
    r.fail(
      'DB_TYPE',
      unsupported
        ? 'sqlite or postgresdb (Switchyard does not support MySQL or MariaDB; migrate to PostgreSQL or SQLite)'
        : 'sqlite or postgresdb',
    );
    return { type: 'sqlite' };
  }

  const sslEnabled = r.read(['DB_POSTGRESDB_SSL_ENABLED'], boolSchema, 'true or false', false);
  const rejectUnauthorized = r.read(['DB_POSTGRESDB_SSL_REJECT_UNAUTHORIZED'], boolSchema, 'true or false', true);
  return {
    type: 'postgresdb',
    host: r.read(['DB_POSTGRESDB_HOST'], hostSchema, 'a host name or IP address such as localhost', POSTGRES_DEFAULTS.host),
    port: r.read(['DB_POSTGRESDB_PORT'], intSchema(1, 65535), 'a whole number between 1 and 65535', POSTGRES_DEFAULTS.port),
    database: r.read(
      ['DB_POSTGRESDB_DATABASE'],
      z.string().min(1).max(63),
      'a database name of at most 63 characters',
      POSTGRES_DEFAULTS.database,
    ),
    user: r.read(['DB_POSTGRESDB_USER'], z.string().min(1), 'a user name', POSTGRES_DEFAULTS.user),
    // Read as-is, not through EnvReader: a password may begin or end with spaces.
    password: env['DB_POSTGRESDB_PASSWORD'] ?? POSTGRES_DEFAULTS.password,
    schema: r.read(
      ['DB_POSTGRESDB_SCHEMA'],
      schemaNameSchema,
      'a schema name of letters, digits, _ and $ that starts with a letter or _ (at most 63 characters)',
      POSTGRES_DEFAULTS.schema,
    ),
    poolSize: r.read(
      ['DB_POSTGRESDB_POOL_SIZE'],
      intSchema(1, 1000),
      'a whole number of connections between 1 and 1000',
      POSTGRES_DEFAULTS.poolSize,
    ),
    connectionTimeoutMs: r.read(
      ['DB_POSTGRESDB_CONNECTION_TIMEOUT'],
      intSchema(0, 3_600_000),
      'a whole number of milliseconds (0 waits forever)',
      POSTGRES_DEFAULTS.connectionTimeoutMs,
    ),
    ssl: sslEnabled ? { rejectUnauthorized } : false,
  };
}
