/**
 * The server side of the webhook benchmarks, in its own process so the load generator does
 * not share its event loop: a fresh user folder (or `BENCH_USER_FOLDER`) with SQLite (or the
 * PostgreSQL, and queue mode, given in the environment), listening on 127.0.0.1 on a free port, which it prints as one line
 * `READY <url>`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../../../app/server/app';
import { loadConfig } from '../../../app/server/config';
import { boundPort } from '../../../app/server/urls';

// The scale-out bench gives a folder its worker processes share (the instance's key lives there).
const userFolder = process.env['BENCH_USER_FOLDER'] ?? mkdtempSync(path.join(tmpdir(), 'switchyard-webhook-bench-'));
const config = loadConfig({ ...process.env, SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' });
const app = await createServer({ config, staticDir: path.join(userFolder, 'no-web') });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`READY http://127.0.0.1:${boundPort(app.server) ?? 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
