/**
 * A real PostgreSQL with the pgvector extension for tests: PGlite (PostgreSQL compiled to
 * WebAssembly) with its pgvector build, served on a free 127.0.0.1 port over the PostgreSQL
 * wire protocol, so the node connects with `pg` and a `postgres` credential as it would to
 * any server. Debian 12 packages no pgvector, which is why this stands in for a local server.
 * Each server is a fresh, empty database; the extension is available but not created.
 */
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgVectorServer {
  readonly port: number;
  /** The `postgres` credential that reaches it. */
  readonly credential: { host: string; port: number; database: string; user: string; password: string; ssl: 'disable' };
  /** Runs SQL on the database directly (what a test checks in the table). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startPgVectorServer(): Promise<PgVectorServer> {
  const db = await PGlite.create({ extensions: { vector } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    port,
    credential: { host: '127.0.0.1', port, database: 'postgres', user: 'postgres', password: '', ssl: 'disable' },
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}
