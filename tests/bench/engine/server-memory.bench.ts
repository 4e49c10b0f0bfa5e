/**
 * Server memory for a large manual run (issue 5 item 7: "a real n8n server peaks near 1 GB
 * at 100,000 items"): the real server in its own process, started as `npm start` starts it
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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../../../app/server/bundle/server-bundle';
import { REPO_ROOT } from '../../../app/server/paths';
import { chain } from './engine.bench';

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

type Runtime = 'bundle' | 'tsx';

/**
 * The server as `npm start` runs it (`bundle`: app/server/bundle, plain node) or from
 * source through tsx (`tsx`, as in development), on a free port with a fresh user folder.
 */
async function startServer(runtime: Runtime): Promise<{ child: ChildProcess; base: string }> {
  const argv = runtime === 'bundle' ? [await bundleServer(), 'start'] : ['--import', 'tsx', path.join(REPO_ROOT, 'app/server/cli.ts'), 'start'];
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
  return { child, base };
}

/** A web folder with an index.html, so the server starts without building the editor. */
function emptyWebDist(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sy-memory-bench-web-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>bench</title>');
  return folder;
}

async function call<T>(base: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/rest${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the tab's push stream and waits for its first bytes (the server has registered it). */
async function openPush(base: string, pushRef: string): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const response = await fetch(`${base}/rest/push?pushRef=${pushRef}`, { headers: { accept: 'text/event-stream' } });
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
  const { child, base } = await startServer(runtime);
  try {
    const pid = child.pid!;
    const workflow = chain(count, source);
    const saved = await call<{ id: string }>(base, '/workflows', { name: `bench ${count}`, nodes: workflow.nodes, connections: workflow.connections, pinData: workflow.pinData ?? {}, settings: { executionOrder: 'v1', saveManualExecutions: !args.includes('--no-save') } });
    const stored = await call<Record<string, unknown>>(base, `/workflows/${saved.id}`);
    const before = memoryOf(pid);
    const started = Date.now();
    const withPush = !args.includes('--no-push');
    const reader = withPush ? await openPush(base, 'bench-tab') : undefined;
    const pushed = reader ? readPush(reader) : Promise.resolve(0);
    const { executionId } = await call<{ executionId: string }>(base, '/workflows/run', { workflowData: stored }, withPush ? { 'push-ref': 'bench-tab' } : {});
    const pushBytes = await pushed;
    const ms = Date.now() - started;
    // The saved execution's summary (the list call), not its data: loading the whole run
    // data back is what opening the execution in the editor costs, not the run.
    const saving = !args.includes('--no-save');
    let status: string | undefined;
    for (let i = 0; i < 600 && status !== 'success'; i++) {
      if (!saving && (await call<unknown[]>(base, '/executions-current')).length === 0) break;
      const list = saving ? await call<{ results: Array<{ id: string; status: string }> }>(base, `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: saved.id }))}`) : undefined;
      status = list?.results.find((e) => e.id === executionId)?.status;
      if (status !== 'success') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (saving && status !== 'success') throw new Error(`execution ${executionId} not saved as success`);
    const after = memoryOf(pid);
    const mb = (n: number) => Math.round(n);
    return `| ${count.toLocaleString('en')} | ${source === 'code' ? 'Code node' : 'pinned data'} | ${runtime} | ${ms} | ${mb(before.peakMb)} | ${mb(after.peakMb)} | ${mb(after.peakMb - before.peakMb)} | ${(pushBytes / 1024 / 1024).toFixed(1)} |`;
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const sizes = option('--sizes', '10000,100000').split(',').map(Number);
  const sourceOption = option('--source', 'both');
  const sources = sourceOption === 'both' ? (['code', 'pinned'] as const) : [sourceOption as 'code' | 'pinned'];
  console.info(`server memory bench — node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; fresh server per case; reference: a real n8n server peaks near 1 GB at 100,000 items (issue 5)`);
  const runtimes: Runtime[] = option('--runtime', 'both') === 'both' ? ['bundle', 'tsx'] : [option('--runtime', 'bundle') as Runtime];
  console.info('| items | first node | server runtime | run to executionFinished (ms) | server peak RSS after start-up (MB) | server peak RSS after the run (MB) | added by the run (MB) | push data read (MB) |');
  console.info('|---|---|---|---|---|---|---|---|');
  for (const source of sources) for (const size of sizes) for (const runtime of runtimes) console.info(await runCase(size, source, runtime));
}

void main();
