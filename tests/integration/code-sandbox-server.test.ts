/**
 * The server keeps serving while Code node runs loop, exhaust memory or lose their
 * worker process: a real Switchyard server (SQLite) and the Code node sandbox run in
 * this process, as in production.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSandbox, CodeSandboxError, type CodeSandboxRequest } from '../../app/server/sandbox';
import { startServer, type TestServer } from './accounts-helpers';

let server: TestServer;
const sandbox = new CodeSandbox({ workers: 1, isolatesPerWorker: 2, limits: { timeoutMs: 8000, memoryMb: 64 } });

beforeAll(async () => {
  process.env['SWITCHYARD_TEST_SECRET'] = 'do-not-leak-7f3a';
  server = await startServer('sqlite');
});
afterAll(async () => {
  await sandbox.dispose();
  await server.close();
});

function run(code: string, extra: Partial<CodeSandboxRequest> = {}) {
  return sandbox.run({
    code,
    mode: 'runOnceForAllItems',
    items: [{ json: { a: 1 } }],
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ...extra,
  });
}

async function settingsStatus(): Promise<number> {
  const response = await fetch(`${server.base}/rest/settings`);
  await response.arrayBuffer();
  return response.status;
}

/** Starts `code`, checks the server answers while it is still running, then returns its failure. */
async function answersWhileRunning(code: string, extra: Partial<CodeSandboxRequest> = {}): Promise<CodeSandboxError> {
  let settled = false;
  const pending = run(code, extra).then(
    () => {
      settled = true;
      return undefined;
    },
    (error: unknown) => {
      settled = true;
      return error;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await settingsStatus()).toBe(200);
  expect(settled).toBe(false);
  const error = await pending;
  expect(error).toBeInstanceOf(CodeSandboxError);
  return error as CodeSandboxError;
}

// Generous: on a loaded machine starting the server and a worker takes seconds.
describe('the server while Code nodes misbehave', { timeout: 90_000 }, () => {
  it('serves requests during an infinite loop, which then fails with a clear message', async () => {
    const error = await answersWhileRunning('while (true) {}', { limits: { timeoutMs: 5000 } });
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Code execution timed out after 5 seconds');
    expect(await settingsStatus()).toBe(200);
    expect((await run('return {ok: true}')).items).toEqual([{ json: { ok: true } }]);
  });

  it('runs other Code nodes while one loops', async () => {
    const looping = run('for (;;) {}', { limits: { timeoutMs: 3000 } }).catch((error: unknown) => error);
    const quick = await run('return {quick: 1}');
    expect(quick.items).toEqual([{ json: { quick: 1 } }]);
    expect(((await looping) as CodeSandboxError).kind).toBe('timeout');
  });

  it('survives a memory bomb', async () => {
    const [error, status] = await Promise.all([
      run('const hoard = [];\nwhile (true) hoard.push(new Array(1e6).fill(1.5));', { limits: { timeoutMs: 30000 } }).then(
        () => undefined,
        (thrown: unknown) => thrown as CodeSandboxError,
      ),
      settingsStatus(),
    ]);
    expect(status).toBe(200);
    expect(error).toBeInstanceOf(CodeSandboxError);
    expect(error?.kind).toBe('memory');
    expect(error?.message).toBe('The Code node ran out of memory (limit 64 MB)');
    expect((await run('return {ok: 2}')).items).toEqual([{ json: { ok: 2 } }]);
  });

  it('survives the sandbox process being killed mid-run and starts a new one', async () => {
    const [pid] = sandbox.workerPids();
    expect(pid).toBeGreaterThan(0);
    const running = run('while (true) {}').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(pid as number, 'SIGKILL');
    const error = (await running) as CodeSandboxError;
    expect(error.kind).toBe('crashed');
    expect(error.message).toBe('The Code node sandbox process stopped unexpectedly (signal SIGKILL)');
    expect(await settingsStatus()).toBe(200);
    expect((await run('return {again: true}')).items).toEqual([{ json: { again: true } }]);
    expect(sandbox.workerPids()[0]).not.toBe(pid);
  });

  it('stops a run when its execution is stopped', async () => {
    const controller = new AbortController();
    const running = run('while (true) {}', { signal: controller.signal, limits: { timeoutMs: 60000 } }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    const error = (await running) as CodeSandboxError;
    expect(error.kind).toBe('canceled');
    expect(error.message).toBe('The Code node run was stopped');
    expect((await run('return {after: 1}')).items).toEqual([{ json: { after: 1 } }]);
  });

  it('gives the sandbox process none of the server environment', async () => {
    const [pid] = sandbox.workerPids();
    // Node adds the IPC channel variables itself.
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environment.some((entry) => entry.includes('do-not-leak-7f3a'))).toBe(false);
    expect(
      environment
        .filter((entry) => entry !== '')
        .map((entry) => entry.split('=')[0])
        .sort(),
    ).toEqual(['NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE', 'NODE_ENV', 'SANDBOX_ISOLATES', 'SANDBOX_WEB_LIBRARIES']);
  });
});
