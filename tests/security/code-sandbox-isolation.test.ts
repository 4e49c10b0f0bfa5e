/**
 * The Code node sandbox shared by everyone (docs/security.md "Code and expression
 * sandbox"): one user's code must not take memory past its limit, take down the worker
 * process other users' runs are on, or hold every isolate while others wait. Real worker
 * processes and isolates, as in production.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CodeSandbox, CodeSandboxError, type CodeSandboxRequest } from '../../app/server/sandbox';

const sandboxes: CodeSandbox[] = [];
afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.dispose()));
});

function sandboxOf(options: ConstructorParameters<typeof CodeSandbox>[0]): CodeSandbox {
  const sandbox = new CodeSandbox(options);
  sandboxes.push(sandbox);
  return sandbox;
}

function request(code: string, extra: Partial<CodeSandboxRequest> = {}): CodeSandboxRequest {
  return {
    code,
    mode: 'runOnceForAllItems',
    items: [{ json: { a: 1 } }],
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ...extra,
  };
}

async function failure(promise: Promise<unknown>): Promise<CodeSandboxError> {
  const outcome = await promise.then(
    (value) => value,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(CodeSandboxError);
  return outcome as CodeSandboxError;
}

describe('what the isolate offers', { timeout: 60_000 }, () => {
  const sandbox = sandboxOf({ workers: 1, isolatesPerWorker: 2, limits: { timeoutMs: 10_000, memoryMb: 64 } });

  it('WebAssembly memory cannot be allocated past the heap limit: there is no WebAssembly', async () => {
    // 16,384 pages of 64 KiB: 1 GiB outside a 64 MB isolate heap.
    const error = await failure(
      sandbox.run(request('const memory = new WebAssembly.Memory({initial: 16384}); return [{json: {bytes: memory.buffer.byteLength}}]')),
    );
    expect(error.message).toMatch(/^ReferenceError: WebAssembly is not defined/);
    const globals = await sandbox.run(
      request(
        'return [{json: {wasm: typeof WebAssembly, sab: typeof SharedArrayBuffer, atomics: typeof Atomics, ab: typeof ArrayBuffer}}]',
      ),
    );
    expect(globals.items[0]?.json).toEqual({ wasm: 'undefined', sab: 'undefined', atomics: 'undefined', ab: 'function' });
  });

  it('Atomics.waitAsync on a SharedArrayBuffer fails that run only; a run beside it on the same worker finishes', async () => {
    await sandbox.run(request('return []'));
    const [pid] = sandbox.workerPids();
    const beside = sandbox.run(
      request('const end = Date.now() + 1500; while (Date.now() < end) {} return [{json: {beside: true}}]', {
        workflow: { id: 'other-user' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const error = await failure(
      sandbox.run(
        request('const view = new Int32Array(new SharedArrayBuffer(16)); await Atomics.waitAsync(view, 0, 0, 100).value; return []', {
          workflow: { id: 'attacker' },
        }),
      ),
    );
    expect(error.message).toMatch(/^ReferenceError: (SharedArrayBuffer|Atomics) is not defined/);
    expect((await beside).items).toEqual([{ json: { beside: true } }]);
    expect(sandbox.workerPids()).toEqual([pid]);
  });
});

describe('a worker that dies fails only the runs it held', { timeout: 60_000 }, () => {
  it('runs still waiting for an isolate run on the next worker', async () => {
    const sandbox = sandboxOf({ workers: 1, isolatesPerWorker: 1, limits: { timeoutMs: 20_000 } });
    await sandbox.run(request('return []'));
    const [pid] = sandbox.workerPids();
    const held = failure(sandbox.run(request('while (true) {}', { workflow: { id: 'looping' } })));
    const waitingA = sandbox.run(request('return [{json: {waited: "a"}}]', { workflow: { id: 'user-a' } }));
    const waitingB = sandbox.run(request('return [{json: {waited: "b"}}]', { workflow: { id: 'user-b' } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(pid as number, 'SIGKILL');
    expect((await held).kind).toBe('crashed');
    expect((await waitingA).items).toEqual([{ json: { waited: 'a' } }]);
    expect((await waitingB).items).toEqual([{ json: { waited: 'b' } }]);
    expect(sandbox.workerPids()[0]).not.toBe(pid);
  });
});

describe('fair scheduling', { timeout: 90_000 }, () => {
  it("one workflow's looping runs leave an isolate for everyone else", async () => {
    const sandbox = sandboxOf({ workers: 1, isolatesPerWorker: 2, limits: { timeoutMs: 4_000 } });
    // Both isolates started (two owners, so the two runs go at once).
    await Promise.all([
      sandbox.run(request('return []', { workflow: { id: 'warm-1' } })),
      sandbox.run(request('return []', { workflow: { id: 'warm-2' } })),
    ]);
    const loops = Array.from({ length: 3 }, () => failure(sandbox.run(request('while (true) {}', { workflow: { id: 'greedy' } }))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const other = await sandbox.run(request('return [{json: {other: true}}]', { workflow: { id: 'someone-else' } }));
    const waitedMs = performance.now() - started;
    expect(other.items).toEqual([{ json: { other: true } }]);
    // Before: queued behind the loops, it waited for them to time out (4 s).
    expect(waitedMs).toBeLessThan(2_500);
    for (const loop of loops) expect((await loop).kind).toBe('timeout');
  });

  it('a run stopped while it waits for an isolate leaves the queue at once', async () => {
    const sandbox = sandboxOf({ workers: 1, isolatesPerWorker: 1, limits: { timeoutMs: 5_000 } });
    const loop = failure(sandbox.run(request('while (true) {}')));
    const controller = new AbortController();
    const queued = failure(sandbox.run(request('return []', { signal: controller.signal })));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    controller.abort();
    const error = await queued;
    expect(error.kind).toBe('canceled');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await loop).kind).toBe('timeout');
  });
});
