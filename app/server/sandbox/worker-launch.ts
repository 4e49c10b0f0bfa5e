/**
 * How a sandbox worker process is started, with the least the OS and Node allow:
 *
 * - an empty environment (only the pool size, NODE_ENV and where the isolates' web
 *   libraries were bundled), so no database URL,
 *   encryption key or other server secret is there to find;
 * - no inherited descriptors but the IPC channel and a stderr pipe (stdin, stdout closed);
 * - its own heap limit (`--max-old-space-size`);
 * - Node's permission model (`--experimental-permission`): the process may read only
 *   its own code and the project's node_modules (isolated-vm, the libraries it hands to
 *   isolates, the modules the Code node may require), and may write no file, start no
 *   process and open no worker thread. isolated-vm is a native addon, hence
 *   `--allow-addons`. The user folder (database, encryption key, binary data), the rest
 *   of the project and the system stay unreadable even to code that escaped its isolate.
 *
 * tsx cannot run under the permission model (its esbuild service is a child process),
 * so the worker's TypeScript is bundled once per server process into plain JavaScript
 * under node_modules/.cache, with `import.meta.url` kept as the source's, so the
 * worker finds its isolate runtime and the project's node_modules as before. Where that
 * bundle cannot be made, the worker runs through tsx without the permission model.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { buildSync } from 'esbuild';

const require = createRequire(import.meta.url);
const entryUrl = new URL('./child/worker-main.ts', import.meta.url);
const entry = fileURLToPath(entryUrl);
const projectRoot = realpathSync(fileURLToPath(new URL('../../../', import.meta.url)));

/** How to fork a worker: the script and Node's options. */
export interface WorkerLaunch {
  script: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  /** Whether Node's permission model confines the process. */
  confined: boolean;
}

type Build = Parameters<typeof buildSync>[0];

/**
 * Bundles with esbuild and writes the result under node_modules/.cache (named by its
 * hash, so equal builds share a file); null where esbuild is missing or fails.
 */
function cachedBundle(name: string, options: Build): string | null {
  try {
    const esbuild = require('esbuild') as { buildSync: typeof buildSync };
    const result = esbuild.buildSync({ ...options, bundle: true, write: false, logLevel: 'silent' });
    const code = result.outputFiles[0]!.contents;
    const folder = join(projectRoot, 'node_modules', '.cache', 'switchyard-sandbox');
    const extension = options.format === 'esm' ? 'mjs' : 'js';
    const file = join(folder, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.${extension}`);
    if (!existsSync(file)) {
      mkdirSync(folder, { recursive: true });
      // Written aside and renamed, so a worker never starts from a half-written file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, code);
      renameSync(partial, file);
    }
    return file;
  } catch {
    return null;
  }
}

/** Bundles made by this process (each once). */
const bundles = new Map<string, string | null>();

function once(name: string, make: () => string | null): string | null {
  if (!bundles.has(name)) bundles.set(name, make());
  return bundles.get(name) ?? null;
}

/** The worker bundled to one JavaScript file (made once), or null where esbuild is missing or fails. */
function workerBundle(): string | null {
  return once('worker', () =>
    cachedBundle('worker', {
      entryPoints: [entry],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // isolated-vm is a native addon; the rest (the sandbox's own code) is inlined.
      external: ['isolated-vm', 'isolated-vm-node20'],
      // Every file of the worker that reads import.meta.url lives next to worker-main.ts.
      define: { 'import.meta.url': JSON.stringify(entryUrl.href) },
    }),
  );
}

/**
 * The libraries behind the isolates' Buffer, URL and structuredClone as one script with no
 * imports (isolated-vm contexts have no module loader), or null where it cannot be made:
 * then code that uses them fails saying so.
 */
function webLibrariesBundle(): string | null {
  return once('web-libraries', () =>
    cachedBundle('web-libraries', {
      entryPoints: [fileURLToPath(new URL('./web-libraries/entry.js', import.meta.url))],
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      minify: true,
    }),
  );
}

/**
 * Node.js 20 has the permission model as `--experimental-permission`; 22.13 renamed it
 * `--permission`, and 24 no longer takes the old name.
 */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';

/** Node options that confine a worker to reading its code and node_modules. */
export function permissionArgs(root = projectRoot): string[] {
  const folder = (path: string) => realpathSync(path) + sep;
  const readable = [
    folder(join(root, 'app', 'server', 'sandbox')),
    folder(join(root, 'node_modules')),
    join(root, 'package.json'),
    // isolated-vm 6 finds its build with node-gyp-build, which looks for this file to tell
    // musl from glibc; absent on other systems, it reveals nothing.
    '/etc/alpine-release',
  ];
  return [
    PERMISSION_FLAG,
    ...readable.map((path) => `--allow-fs-read=${path}`),
    '--allow-addons',
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
  ];
}

/**
 * How to start a worker with `heapMb` of heap running `isolates` isolates at once.
 *
 * @param options - heap (MiB) and isolate count
 * @returns the script, Node options and environment
 */
export function workerLaunch(options: { heapMb: number; isolates: number }): WorkerLaunch {
  const web = webLibrariesBundle();
  const env = {
    SANDBOX_ISOLATES: String(options.isolates),
    NODE_ENV: process.env['NODE_ENV'] ?? 'production',
    ...(web ? { SANDBOX_WEB_LIBRARIES: web } : {}),
  };
  const heap = `--max-old-space-size=${options.heapMb}`;
  const bundle = process.env['SWITCHYARD_SANDBOX_UNCONFINED'] === 'true' ? null : workerBundle();
  if (bundle !== null) return { script: bundle, execArgv: [...permissionArgs(), heap], env, confined: true };
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  return { script: entry, execArgv: ['--import', tsx, heap], env, confined: false };
}
