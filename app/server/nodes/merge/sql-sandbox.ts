/**
 * Runs a Merge SQL query with alasql inside a fresh isolated-vm isolate, never in the
 * server's own V8 context: alasql compiles queries to JavaScript and, on Node.js, can read
 * files and URLs (`SELECT * FROM CSV('/etc/passwd')`). The isolate gets alasql's browser
 * bundle only (no `require`, no file system, no network), the tables as JSON text, 64 MB
 * and 5 seconds; only JSON comes back. n8n's MergeV3 runs its queries the same way.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IDataObject } from '@sdk/workflow';

const require = createRequire(import.meta.url);

/** The isolate's heap limit, MB. */
const MEMORY_MB = 64;
/** How long a query may run, ms. */
const TIMEOUT_MS = 5000;

/**
 * The result of `query` over the tables `input1`, `input2`, ... holding `tables` rows:
 * what alasql's `exec` returns (rows for one SELECT, one entry per statement for several).
 */
export async function runSqlQuery(tables: IDataObject[][], query: string): Promise<unknown> {
  // Loaded on first use: the node catalogue must load where isolated-vm is not built.
  const { default: ivm } = await import('../../sandbox/child/ivm');
  const bundle = await readFile(require.resolve('alasql/dist/alasql.min.js'), 'utf8');
  const isolate = new ivm.Isolate({ memoryLimit: MEMORY_MB });
  try {
    const context = await isolate.createContext();
    await context.eval(bundle, { timeout: TIMEOUT_MS });
    // The data enters as a JSON literal parsed inside the isolate, never as live objects.
    const script = `(function () {
      var tables = JSON.parse(${JSON.stringify(JSON.stringify(tables))});
      var db = new alasql.Database('merge');
      for (var i = 0; i < tables.length; i++) {
        db.exec('CREATE TABLE input' + (i + 1));
        db.tables['input' + (i + 1)].data = tables[i];
      }
      var result = db.exec(${JSON.stringify(query)});
      return JSON.stringify(result === undefined ? null : result);
    })()`;
    const text = (await context.eval(script, { timeout: TIMEOUT_MS, copy: true })) as string;
    return JSON.parse(text) as unknown;
  } finally {
    if (!isolate.isDisposed) isolate.dispose();
  }
}
