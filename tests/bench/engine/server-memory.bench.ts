/**
 * Server memory for a large manual run (the reference: a real n8n server peaks near 1 GB
 * at 100,000 items): the real server in its own process, started as `npm start` starts it
 * (the bundled server; `--runtime tsx` runs the sources through tsx instead), on SQLite with a
 * fresh user folder; the
 * editor's view of a run imitated over real HTTP — the benchmark chain of engine.bench.ts
 * saved through the REST API, a push stream open for the tab, `POST /workflows/run` with
 * that tab's push-ref, every push event read to the end (`executionFinished`), and the
 * execution saved (the workflow's `saveManualExecutions` is on, so the server also writes
 * the whole run data). Peak memory is the kernel's high-water mark of the server process
 * (`VmHWM` in /proc/<pid>/status), net of the mark right after start-up.
 *
 * Run: node --import tsx tests/bench/engine/server-memory.bench.ts [--sizes 10000,100000] [--source code|pinned|both]
 * [--runtime bundle|tsx|both] [--no-push] (no tab listening) [--no-save] (the execution is not saved): to see what each part adds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../../../app/server/bundle/server-bundle';
import { REPO_ROOT } from '../../../app/server/paths';
import { chain } from './engine.bench';
import { startN8nServer } from './n8n-server-anchor';
import type { BenchServer } from './server-memory-types';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};

/** Resident set now and at its peak (MB) of a process, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

type Runtime = 'bundle' | 'tsx' | 'n8n';

/**
 * The server as `npm start` runs it (`bundle`: app/server/bundle, plain node) or from
 * source through tsx (`tsx`, as in development), on a free port with a fresh user folder.
 */
async function startServer(runtime: Runtime): Promise<BenchServer> {
  if (runtime === 'n8n') return startN8nServer(process.env['N8N_SERVER_ANCHOR']!, 5790);
  const argv =
    runtime === 'bundle' ? [await bundleServer(), 'start'] : ['--import', 'tsx', path.join(REPO_ROOT, 'app/server/cli.ts'), 'start'];
  const child = spawn(process.execPath, argv, {
    env: {
      ...process.env,
      PORT: '0',
      SWITCHYARD_USER_FOLDER: mkdtempSync(path.join(os.tmpdir(), 'sy-memory-bench-')),
      SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
      // An empty editor folder: the editor is not what is measured, and this skips its build.
      SWITCHYARD_WEB_DIST: emptyWebDist(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /ready: (http\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${text}`)));
  });
  const close = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { child, base, headers: {}, close };
}

/** A web folder with an index.html, so the server starts without building the editor. */
function emptyWebDist(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sy-memory-bench-web-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>bench</title>');
  return folder;
}

async function call<T>(server: BenchServer, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${server.base}/rest${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...server.headers, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the tab's push stream and waits for its first bytes (the server has registered it). */
async function openPush(server: BenchServer, pushRef: string): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const response = await fetch(`${server.base}/rest/push?pushRef=${pushRef}`, {
    headers: { accept: 'text/event-stream', ...server.headers },
  });
  const reader = response.body!.getReader();
  await reader.read();
  return reader;
}

/** Reads the push stream until `executionFinished`; returns the bytes read. */
async function readPush(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<number> {
  const decoder = new TextDecoder();
  let bytes = 0;
  let tail = '';
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const chunk = await reader.read();
    if (chunk.done) break;
    bytes += chunk.value.byteLength;
    // Only the event names matter here; keep a short tail so a split marker is still seen.
    const text = tail + decoder.decode(chunk.value, { stream: true });
    if (text.includes('"type":"executionFinished"')) break;
    tail = text.slice(-200);
  }
  await reader.cancel();
  return bytes;
}

async function runCase(count: number, source: 'code' | 'pinned', runtime: Runtime): Promise<string> {
  const server = await startServer(runtime);
  try {
    const pid = server.child.pid!;
    const workflow = chain(count, source);
    const saved = await call<{ id: string }>(server, '/workflows', {
      name: `bench ${count}`,
      active: false,
      nodes: workflow.nodes,
      connections: workflow.connections,
      pinData: workflow.pinData ?? {},
      settings: { executionOrder: 'v1', saveManualExecutions: !args.includes('--no-save') },
    });
    const stored = await call<Record<string, unknown>>(server, `/workflows/${saved.id}`);
    const before = memoryOf(pid);
    const started = Date.now();
    const withPush = !args.includes('--no-push');
    const reader = withPush ? await openPush(server, 'bench-tab') : undefined;
    const pushed = reader ? readPush(reader) : Promise.resolve(0);
    const { executionId } = await call<{ executionId: string }>(
      server,
      server.runRoute?.(saved.id) ?? '/workflows/run',
      { workflowData: stored },
      withPush ? { 'push-ref': 'bench-tab' } : {},
    );
    const pushBytes = await pushed;
    const ms = Date.now() - started;
    // The saved execution's summary (the list call), not its data: loading the whole run
    // data back is what opening the execution in the editor costs, not the run.
    const saving = !args.includes('--no-save');
    let status: string | undefined;
    for (let i = 0; i < 600 && status !== 'success'; i++) {
      if (!saving && (await call<unknown[]>(server, '/executions-current')).length === 0) break;
      const list = saving
        ? await call<{ results: Array<{ id: string; status: string }> }>(
            server,
            `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: saved.id }))}`,
          )
        : undefined;
      status = list?.results.find((e) => e.id === executionId)?.status;
      if (status !== 'success') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (saving && status !== 'success') throw new Error(`execution ${executionId} not saved as success`);
    const after = memoryOf(pid);
    const mb = (n: number) => Math.round(n);
    return `| ${count.toLocaleString('en')} | ${source === 'code' ? 'Code node' : 'pinned data'} | ${runtime} | ${ms} | ${mb(before.peakMb)} | ${mb(after.peakMb)} | ${mb(after.peakMb - before.peakMb)} | ${(pushBytes / 1024 / 1024).toFixed(1)} |`;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const sizes = option('--sizes', '10000,100000').split(',').map(Number);
  const sourceOption = option('--source', 'both');
  const sources = sourceOption === 'both' ? (['code', 'pinned'] as const) : [sourceOption as 'code' | 'pinned'];
  console.info(
    `server memory bench — node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; fresh server per case; reference: a real n8n server peaks near 1 GB at 100,000 items`,
  );
  const runtimeOption = option('--runtime', 'both');
  const runtimes: Runtime[] = runtimeOption === 'both' ? ['bundle', 'tsx'] : [runtimeOption as Runtime];
  // n8n's own server beside ours when it is installed (n8n-server-anchor.ts), with push and save.
  if (process.env['N8N_SERVER_ANCHOR'] && runtimeOption === 'both' && !args.includes('--no-save') && !args.includes('--no-push'))
    runtimes.push('n8n');
  console.info(
    '| items | first node | server runtime | run to executionFinished (ms) | server peak RSS after start-up (MB) | server peak RSS after the run (MB) | added by the run (MB) | push data read (MB) |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const source of sources)
    for (const size of sizes) for (const runtime of runtimes) console.info(await runCase(size, source, runtime));
}

void main();
