/**
 * Connections to PostgreSQL for the Postgres node, its list searches and the `postgres`
 * credential test: one short-lived `pg` client per call, closed afterwards, so a node
 * never keeps connections open between executions or editor lookups.
 */
import { Client, type ClientConfig } from 'pg';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';

/** Seconds a connection attempt may take when the node does not say otherwise. */
export const DEFAULT_CONNECTION_TIMEOUT_S = 30;

/** Seconds the editor's lookups (schemas, tables, columns) and the credential test wait. */
export const LOOKUP_CONNECTION_TIMEOUT_S = 10;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== ''
    ? value
    : value === undefined || value === null || value === ''
      ? fallback
      : String(value);
}

/** The `pg` client options of a `postgres` credential (n8n's field names). */
export function clientConfig(credential: ICredentialDataDecryptedObject, timeoutSeconds = DEFAULT_CONNECTION_TIMEOUT_S): ClientConfig {
  const ssl = text(credential['ssl'], 'disable');
  const port = Number(credential['port'] ?? 5432);
  return {
    host: text(credential['host'], 'localhost'),
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 5432,
    database: text(credential['database'], 'postgres'),
    user: text(credential['user'], 'postgres'),
    password: typeof credential['password'] === 'string' ? credential['password'] : '',
    // 'allow' and 'require' encrypt; only 'require' insists on a trusted certificate unless told otherwise.
    ssl: ssl === 'disable' ? false : { rejectUnauthorized: ssl === 'require' && credential['allowUnauthorizedCerts'] !== true },
    connectionTimeoutMillis: Math.max(1, timeoutSeconds) * 1000,
  };
}

/** Runs `work` with a connected client and always closes it. */
export async function withClient<T>(
  credential: ICredentialDataDecryptedObject,
  work: (client: Client) => Promise<T>,
  timeoutSeconds?: number,
): Promise<T> {
  const client = new Client(clientConfig(credential, timeoutSeconds));
  // An error event after connect (server restart) must not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Quotes an identifier (schema, table, column) for SQL text. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The `postgres` credential test: connects and runs `SELECT 1`. */
export async function testPostgresCredential(
  credential: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  try {
    await withClient(credential, (client) => client.query('SELECT 1'), LOOKUP_CONNECTION_TIMEOUT_S);
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
}
