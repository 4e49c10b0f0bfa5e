/**
 * better-sqlite3, in the build that suits the running Node.js. 12.x is the last line
 * that runs on Node.js 20 (13.x crashes there), and 12.x aborts the process on Node.js
 * 24.19+ when a statement or database object is collected (it uses Node's old
 * `ObjectWrap`, whose clean-up hook Node.js 24 now checks); 13.x (Node-API) declares
 * Node.js 22 or newer. package.json lists both as optional dependencies, 12.x under the
 * alias `better-sqlite3-node20`: npm skips 13.x on Node.js 20, and this module prefers
 * 13.x wherever it is installed.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The package names tried, in order. */
export const SQLITE_DRIVER_PACKAGES = ['better-sqlite3', 'better-sqlite3-node20'] as const;

let driver: typeof BetterSqlite3 | undefined;

/** The SQLite driver class; throws an error naming each package tried and why it failed. */
export function sqliteDriver(): typeof BetterSqlite3 {
  if (driver) return driver;
  const failures: string[] = [];
  for (const name of SQLITE_DRIVER_PACKAGES) {
    try {
      driver = require(name) as typeof BetterSqlite3;
      return driver;
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  throw new Error(`no build of better-sqlite3 loads on Node.js ${process.versions.node} (${failures.join('; ')})`);
}
