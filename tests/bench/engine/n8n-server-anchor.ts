/**
 * A real n8n server (1.50) for the server memory bench, when one is installed outside the
 * repository (it is large and not a dependency). npm cannot install n8n 1.50 here as
 * published (its `xlsx` dependency comes from cdn.sheetjs.com, which this machine cannot
 * reach), so the recipe pins the registry's xlsx:
 *
 *   mkdir -p /tmp/n8n-anchor && cd /tmp/n8n-anchor
 *   echo '{"private":true,"dependencies":{"n8n":"1.50.0"},"overrides":{"xlsx":"0.18.5"}}' > package.json
 *   npm install --ignore-scripts
 *
 * then `N8N_SERVER_ANCHOR=/tmp/n8n-anchor node --import tsx tests/bench/engine/server-memory.bench.ts`.
 * Without native builds n8n has no SQLite driver, so each case gets a fresh PostgreSQL
 * database (127.0.0.1:5432, user postgres, trust auth, as on CI), dropped afterwards. The
 * push backend is SSE, like ours; the owner is set up and signed in through n8n's REST API.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchServer } from './server-memory-types';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts n8n from `folder` (holding node_modules/n8n) on `port`, signed in as its owner. */
export async function startN8nServer(folder: string, port: number): Promise<BenchServer> {
  const database = `n8n_bench_${process.pid}_${port}`;
  await admin(`CREATE DATABASE ${database}`);
  const child = spawn(process.execPath, [path.join(folder, 'node_modules/n8n/bin/n8n'), 'start'], {
    cwd: folder,
    env: {
      ...process.env,
      N8N_USER_FOLDER: mkdtempSync(path.join(os.tmpdir(), 'n8n-bench-')),
      DB_TYPE: 'postgresdb',
      DB_POSTGRESDB_HOST: PG.host,
      DB_POSTGRESDB_PORT: String(PG.port),
      DB_POSTGRESDB_USER: PG.user,
      DB_POSTGRESDB_DATABASE: database,
      N8N_PORT: String(port),
      N8N_LISTEN_ADDRESS: '127.0.0.1',
      N8N_PUSH_BACKEND: 'sse',
      N8N_DIAGNOSTICS_ENABLED: 'false',
      N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
      N8N_PERSONALIZATION_ENABLED: 'false',
      N8N_TEMPLATES_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Editor is now accessible')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`n8n exited with ${code}: ${text.slice(-500)}`)));
  });
  const headers: Record<string, string> = { 'browser-id': 'switchyard-bench' };
  const setup = await fetch(`${base}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'bench@example.com', firstName: 'Bench', lastName: 'Owner', password: 'Bench-password-1' }),
  });
  if (!setup.ok) throw new Error(`n8n owner setup: ${setup.status} ${await setup.text()}`);
  const cookie = (setup.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return {
    child,
    base,
    headers: { ...headers, cookie },
    runRoute: (workflowId) => `/workflows/${workflowId}/run`,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await admin(`DROP DATABASE IF EXISTS ${database}`);
    },
  };
}
