/**
 * The server as `npm start` runs it, in a process of its own: the bundle, a temporary
 * user folder, port 0, user management off (one default user, no sign-in), and a page
 * in place of the built editor. For tests that must measure the server from outside
 * (its event loop is not the test's) or that kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from '../../app/server/bundle/server-bundle';
import { REPO_ROOT } from '../../app/server/paths';

/** A started server process. */
export interface SpawnedServer {
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  close(): Promise<void>;
}

/** Bundles and starts the server with extra environment `env`; resolves once it prints its URL. */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const folder = mkdtempSync(join(tmpdir(), 'switchyard-spawned-'));
  // Inside the project, as npm start's own bundle, so the packages resolve from node_modules.
  const bundle = await bundleServer(
    undefined,
    join(REPO_ROOT, 'node_modules', '.cache', 'switchyard', `spawned-${process.pid}-${Date.now()}.mjs`),
  );
  const web = join(folder, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Switchyard</title>');
  let output = '';
  let exited = false;
  const child: ChildProcess = spawn(process.execPath, [bundle, 'start'], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: folder,
      PORT: '0',
      SWITCHYARD_USER_FOLDER: join(folder, 'data'),
      SWITCHYARD_WEB_DIST: web,
      SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => {
    exited = true;
  });
  const cleanUp = () => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Switchyard is ready: (http:\/\/\S+)/.exec(output);
        if (ready) resolve(ready[1]!);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the server exited with ${String(code)}:\n${output}`)));
    });
    return {
      base,
      output: () => output,
      alive: () => !exited,
      async close() {
        if (!exited) {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await gone;
        }
        cleanUp();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
}

/** `fetch` of a JSON call on the server; returns the status and the parsed body. */
export async function callJson<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}
