/**
 * Scale-out: Webhook (POST, Respond to Webhook node) → Set → Respond to Webhook on
 * PostgreSQL, executions saved, in regular mode (the baseline, same run) and in queue mode
 * with 1, 2 and 4 worker processes, each at saturation and at a fixed offered load, with
 * autocannon's connections from this process. Every configuration gets a fresh PostgreSQL
 * schema and a fresh Redis key prefix; the main is the webhook bench's server process,
 * the workers `cli.ts worker` processes. Prints requests/s, p50/p99, errors, executions
 * saved, and in queue mode the p99 time from enqueue to start, read from the queue's event
 * stream (Redis stamps each event's id with its own clock: `added` → `active`).
 *
 * On one 2-core machine the figure is about overhead (queue mode should keep at least 60 %
 * of regular mode's throughput), not about growth; docs/performance.md projects the latter.
 *
 * Run: node --import tsx tests/bench/scale-out/scale-out.bench.ts [--connections 50] [--duration 20] [--rate 150] [--workers 0,1,2,4] [--profile-workers <dir>] [--profile-main <dir>]
 * (PostgreSQL at 127.0.0.1:5432, database test, user postgres; Redis at 127.0.0.1:6379.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { api, benchWorkflow } from '../webhook/bench-workflow';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const connections = Number(option('--connections', '50'));
const duration = Number(option('--duration', '20'));
const rate = Number(option('--rate', '150'));
const workerCounts = option('--workers', '0,1,2,4').split(',').map(Number);
// `--profile-workers <dir>` / `--profile-main <dir>`: a V8 CPU profile of each worker process
// (of the main process) in that folder.
const profileFlags = (name: string): string[] => {
  const at = args.indexOf(name);
  return at >= 0 ? ['--cpu-prof', '--cpu-prof-dir', args[at + 1] ?? tmpdir()] : [];
};
const workerFlags = profileFlags('--profile-workers');
const mainFlags = profileFlags('--profile-main');
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' };

/** A child process that prints a line matching `ready` once it listens. */
function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      if (ready.test(line)) resolve({ child, line });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

const WORKFLOW = benchWorkflow('Scale-out bench', 'scale', 'b0000000-0000-4000-8000-000000000002');

/** Enqueue → start times (ms) of the jobs the queue handed out while listening. */
async function watchQueue(prefix: string): Promise<{ delays: number[]; close(): Promise<void> }> {
  const events = new QueueEvents('jobs', { connection: { host: '127.0.0.1', port: 6379 }, prefix });
  await events.waitUntilReady();
  const added = new Map<string, number>();
  const delays: number[] = [];
  const stamp = (id: string) => Number(id.split('-')[0]);
  events.on('added', ({ jobId }, id) => added.set(jobId, stamp(id)));
  events.on('active', ({ jobId }, id) => {
    const at = added.get(jobId);
    if (at !== undefined) delays.push(stamp(id) - at);
    added.delete(jobId);
  });
  return { delays, close: () => events.close() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Figures {
  label: string;
  saturation: autocannon.Result;
  fixed: autocannon.Result;
  saved: number;
  answered: number;
  enqueueToStartP99?: number;
}

async function measure(workers: number): Promise<Figures> {
  const schema = `sy_bench_${randomBytes(4).toString('hex')}`;
  const prefix = `sy-bench-${randomBytes(4).toString('hex')}`;
  const userFolder = mkdtempSync(path.join(tmpdir(), 'switchyard-scale-bench-'));
  const client = new pg.Client(PG);
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_USER_FOLDER: userFolder,
    SWITCHYARD_USER_FOLDER: userFolder,
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: PG.host,
    DB_POSTGRESDB_DATABASE: PG.database,
    DB_POSTGRESDB_USER: PG.user,
    DB_POSTGRESDB_SCHEMA: schema,
    ...(workers > 0 ? { EXECUTIONS_MODE: 'queue', QUEUE_BULL_REDIS_HOST: '127.0.0.1', QUEUE_BULL_PREFIX: prefix } : {}),
  };
  const children: ChildProcess[] = [];
  const watch = workers > 0 ? await watchQueue(prefix) : undefined;
  try {
    const main = await start([...mainFlags, path.join(root, 'tests/bench/webhook/server.ts')], env, /^READY /);
    children.push(main.child);
    const base = main.line.slice(6).trim();
    for (let i = 0; i < workers; i++) {
      const worker = await start(
        [...workerFlags, path.join(root, 'app/server/cli.ts'), 'worker', '--concurrency', '10'],
        { ...env, PORT: '0', HOST: '127.0.0.1' },
        /worker is ready/,
      );
      children.push(worker.child);
    }
    const owner = await api(base, 'POST', '/rest/owner/setup', '', {
      email: 'bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
      password: 'Sw1tchyard-bench',
    });
    const cookie = owner.cookie;
    const created = await api(base, 'POST', '/rest/workflows', cookie, WORKFLOW);
    const activated = await api(base, 'PATCH', `/rest/workflows/${created.json.data.id}`, cookie, {
      active: true,
      versionId: created.json.data.versionId,
    });
    if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.json)}`);
    const url = `${base}/webhook/scale`;
    const warm = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"warm"}' });
    if (((await warm.json()) as { greeting?: string }).greeting !== 'Hello warm')
      throw new Error('the workflow does not answer as expected');
    const load = {
      url,
      method: 'POST' as const,
      connections,
      duration,
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ada"}',
    };
    const saturation = await autocannon(load);
    watch?.delays.splice(0);
    const fixed = await autocannon({ ...load, overallRate: rate });
    const enqueueToStartP99 = watch ? percentile(watch.delays, 99) : undefined;
    // Saving follows the answer; wait until the count settles.
    const answered = saturation['2xx'] + fixed['2xx'] + 1;
    let saved = 0;
    for (let tries = 0; tries < 30; tries++) {
      const list = await api(
        base,
        'GET',
        `/rest/executions?limit=1&filter=${encodeURIComponent(JSON.stringify({ workflowId: created.json.data.id }))}`,
        cookie,
      );
      if (list.json.data.count === saved && saved >= answered) break;
      saved = list.json.data.count;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return {
      label: workers === 0 ? 'regular' : `queue, ${workers} worker${workers > 1 ? 's' : ''}`,
      saturation,
      fixed,
      saved,
      answered,
      ...(enqueueToStartP99 !== undefined ? { enqueueToStartP99 } : {}),
    };
  } finally {
    await watch?.close();
    for (const child of children.reverse()) await stop(child);
    await client.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
    await client.end();
    const redis = new Redis({ host: '127.0.0.1', port: 6379 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    rmSync(userFolder, { recursive: true, force: true });
  }
}

const rows: Figures[] = [];
for (const workers of workerCounts) rows.push(await measure(workers));
const baseline = rows.find((row) => row.label === 'regular')?.saturation.requests.average;
console.info(`Webhook → Set → Respond to Webhook, PostgreSQL, executions saved; ${connections} connections, ${duration} s each`);
console.info(`load average (1 min) ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
console.info(
  '| mode | saturation req/s | p50 / p99 (ms) | errors | vs regular | fixed ' +
    rate +
    '/s: req/s | p50 / p99 (ms) | errors | enqueue → start p99 | saved / answered |',
);
console.info('|---|---:|---|---:|---:|---:|---|---:|---:|---|');
for (const row of rows) {
  const s = row.saturation;
  const f = row.fixed;
  const ratio = baseline ? `${((100 * s.requests.average) / baseline).toFixed(0)} %` : '—';
  const e2s = row.enqueueToStartP99 === undefined ? '—' : `${row.enqueueToStartP99} ms`;
  console.info(
    `| ${row.label} | ${s.requests.average.toFixed(0)} | ${s.latency.p50} / ${s.latency.p99} | ${s.errors + s.non2xx} | ${ratio} | ${f.requests.average.toFixed(0)} | ${f.latency.p50} / ${f.latency.p99} | ${f.errors + f.non2xx} | ${e2s} | ${row.saved} / ${row.answered} |`,
  );
}
