/**
 * Connections to MySQL / MariaDB for the MySQL node, its editor lookups and the `mySql`
 * credential test: one short-lived mysql2 connection per call, closed afterwards. The
 * options follow n8n's: several statements per query, big numbers as text unless asked
 * otherwise, dates as text from 2.1, DECIMAL as numbers only with "Output Decimals as Numbers".
 */
import mysql, { type Connection, type ConnectionOptions } from 'mysql2/promise';
import type { ICredentialDataDecryptedObject, IDataObject } from '@sdk/workflow';

/** Milliseconds a connection attempt may take when the credential does not say. */
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** What the node's options and version change about the connection. */
export interface ConnectionSettings {
  version: number;
  largeNumbersOutput?: unknown;
  decimalNumbers?: unknown;
}

/** PEM text pasted on one line (as credential fields often hold it) back into lines. */
function pem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const match = /^(-----BEGIN [A-Z ]+-----)\s*([\s\S]*?)\s*(-----END [A-Z ]+-----)\s*$/.exec(value.trim());
  if (match === null) return value;
  return `${match[1]}\n${(match[2] ?? '').replace(/\s+/g, '\n')}\n${match[3]}\n`;
}

function sslOf(credential: ICredentialDataDecryptedObject): ConnectionOptions['ssl'] {
  if (credential['ssl'] !== true) return undefined;
  const ca = pem(credential['caCertificate']);
  const cert = pem(credential['clientCertificate']);
  const key = pem(credential['clientPrivateKey']);
  return { ...(ca ? { ca } : {}), ...(cert ? { cert } : {}), ...(key ? { key } : {}) };
}

/** The mysql2 options of a `mySql` credential (n8n's field names). */
export function connectionOptions(credential: ICredentialDataDecryptedObject, settings: ConnectionSettings): ConnectionOptions {
  const port = Number(credential['port'] ?? 3306);
  const timeout = Number(credential['connectTimeout']);
  const ssl = sslOf(credential);
  return {
    host: String(credential['host'] || 'localhost'),
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 3306,
    database: String(credential['database'] ?? ''),
    user: String(credential['user'] ?? ''),
    password: typeof credential['password'] === 'string' ? credential['password'] : '',
    connectTimeout: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_CONNECT_TIMEOUT_MS,
    multipleStatements: true,
    supportBigNumbers: true,
    bigNumberStrings: (settings.largeNumbersOutput ?? 'text') === 'text',
    decimalNumbers: settings.decimalNumbers === true,
    dateStrings: settings.version >= 2.1,
    ...(ssl ? { ssl } : {}),
  };
}

/** Runs `work` with a connected connection and always closes it. */
export async function withConnection<T>(
  credential: ICredentialDataDecryptedObject,
  settings: ConnectionSettings,
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  const connection = await mysql.createConnection(connectionOptions(credential, settings));
  // An error event after connecting (server gone) must not crash the process.
  connection.on('error', () => undefined);
  try {
    return await work(connection);
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}

/** Rows of a lookup query. */
export async function queryRows(connection: Connection, sql: string, values: unknown[] = []): Promise<IDataObject[]> {
  const [rows] = await connection.query(sql, values);
  return rows as IDataObject[];
}

/** Quotes an identifier (`db`.`table`, `column`) as n8n does: each dotted part in backticks. */
export function escapeIdentifier(identifier: string): string {
  const parts = identifier.match(/(`[^`]*`|[^.`]+)/g) ?? [];
  return parts
    .map((part) => {
      const trimmed = part.trim();
      return trimmed.startsWith('`') && trimmed.endsWith('`') ? trimmed : `\`${trimmed.replace(/`/g, '``')}\``;
    })
    .join('.');
}

/** The `mySql` credential test: connects and pings. */
export async function testMySqlCredential(
  credential: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  try {
    await withConnection(credential, { version: 2.4 }, (connection) => connection.ping());
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
}
