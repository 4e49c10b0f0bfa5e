/**
 * A real Switchyard server for plugin tests (import `@sdk/testing/test-server`; it is not in
 * the testing index, which runs in browsers): the CLI started as a child process (plugins may
 * not import the server) on a free port, with a fresh SQLite user folder and the setup screen
 * off, so the default user calls the API without signing in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A started server. */
export interface TestServer {
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Stops the server and removes its folders. */
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it answers `/healthz`. */
export async function startTestServer(): Promise<TestServer> {
  const userFolder = mkdtempSync(join(tmpdir(), 'sy-editor-test-'));
  // A stand-in editor build so the CLI does not run vite; these tests use only the REST API.
  const webDist = mkdtempSync(join(tmpdir(), 'sy-editor-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'app/server/cli.ts', 'start'], {
    // Node's own path helpers: under jsdom the global URL is jsdom's.
    cwd: resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SWITCHYARD_USER_FOLDER: userFolder,
      SWITCHYARD_WEB_DIST: webDist,
      SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(userFolder, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${output}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return { base, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`The server did not start within 60 s: ${output}`);
}
