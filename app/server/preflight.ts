/**
 * `npm start`'s self-test, run before the server listens: the runtime is a supported
 * Node.js, and each native module it needs loads and works on it (the SQLite driver
 * when the database is SQLite, isolated-vm inside a real Code node sandbox worker). A
 * module built for another Node.js, or not built at all, is reported by name with the
 * command that fixes it, instead of a stack trace on the first query or Code node run.
 *
 * @module
 */
import type { ServerConfig } from './config';
import { unsupportedNodeMessage } from './runtime-support';
import { sqliteDriver } from './db/sqlite-driver';
import { CodeSandbox } from './sandbox';

/** A failed self-test; its message is the whole report. */
export class PreflightError extends Error {}

const REBUILD_HINT =
  'Run "npm install" (or "npm rebuild") again with this Node.js, with python3, make and g++ installed and npm_config_nodedir pointing at this Node.js\'s headers (see README, "What the machine needs").';

function brokenModule(name: string, use: string, error: unknown): PreflightError {
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return new PreflightError(
    `The native module ${name} (${use}) does not work on Node.js ${process.versions.node}: ${detail}\n${REBUILD_HINT}`,
  );
}

/** Refuses an unsupported Node.js. */
export function checkRuntime(version = process.version): void {
  const message = unsupportedNodeMessage(version);
  if (message) throw new PreflightError(message);
}

function checkSqlite(): void {
  try {
    const db = new (sqliteDriver())(':memory:');
    db.prepare('select 1').get();
    db.close();
  } catch (error) {
    throw brokenModule('better-sqlite3', 'the SQLite database driver', error);
  }
}

async function checkCodeSandbox(): Promise<void> {
  const sandbox = new CodeSandbox({ workers: 1, isolatesPerWorker: 1, limits: { timeoutMs: 20_000, memoryMb: 16 } });
  try {
    const result = await sandbox.run({
      code: 'return [{ json: { sum: 1 + 1 } }];',
      mode: 'runOnceForAllItems',
      items: [],
      node: { name: 'Self-test', type: 'n8n-nodes-base.code', typeVersion: 2 },
    });
    if (result.items[0]?.json['sum'] !== 2) throw new Error(`the self-test code returned ${JSON.stringify(result.items)}`);
  } catch (error) {
    throw brokenModule('isolated-vm', 'the Code node sandbox', error);
  } finally {
    await sandbox.dispose();
  }
}

/** Runs every check for `config`; throws a {@link PreflightError} naming the first broken part. */
export async function preflight(config: Pick<ServerConfig, 'database'>): Promise<void> {
  checkRuntime();
  if (config.database.type === 'sqlite') checkSqlite();
  await checkCodeSandbox();
}
