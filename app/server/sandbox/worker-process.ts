/**
 * One sandbox worker process as seen from the server: forks it, matches replies to
 * requests, and fails every pending run when the process dies. How it is started (empty
 * environment, heap limit, Node's permission model) is in worker-launch.ts.
 *
 * @module
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { WorkerReply, WorkerRunMessage } from './protocol';
import { CodeSandboxError } from './types';
import { workerLaunch } from './worker-launch';

type Settled = Exclude<WorkerReply, { type: 'ready' }>;

interface Pending {
  resolve(reply: Settled): void;
  reject(error: CodeSandboxError): void;
  timer: NodeJS.Timeout;
}

/** A forked worker; once it has exited it stays dead (the pool starts a new one). */
export class SandboxWorker {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;
  private stderrTail = '';

  /**
   * @param options - heap of the worker's main thread (MiB) and isolates it may run at once
   */
  constructor(options: { heapMb: number; isolates: number }) {
    const launch = workerLaunch(options);
    this.child = fork(launch.script, [], {
      execArgv: launch.execArgv,
      env: launch.env,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // Passed through to the server's log, and the tail kept to explain a crash.
    this.child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-1000);
    });
    this.child.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') return;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      pending.resolve(reply);
    });
    this.child.on('exit', (code, signal) => this.failAll(code, signal));
    this.child.on('error', () => this.failAll(null, null));
  }

  /** Whether the process is still running. */
  get alive(): boolean {
    return !this.exited;
  }

  /** Runs in flight. */
  get load(): number {
    return this.pending.size;
  }

  /** The worker's process id (for tests that kill it). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Sends a run and waits for its reply. If no reply comes within `guardMs`
   * (the worker itself is stuck), the worker is killed and every run on it fails.
   *
   * @param message - the run, without its id
   * @param guardMs - how long to wait before declaring the worker stuck
   * @param signal - aborting it asks the worker to stop the run
   * @returns the worker's reply
   */
  run(message: Omit<WorkerRunMessage, 'id'>, guardMs: number, signal?: AbortSignal): Promise<Settled> {
    if (this.exited) return Promise.reject(crashed('the worker had stopped'));
    const id = this.nextId++;
    const onAbort = () => {
      if (this.pending.has(id) && !this.exited) this.child.send({ type: 'cancel', id });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    return new Promise<Settled>((resolve, reject) => {
      const timer = setTimeout(() => this.child.kill('SIGKILL'), guardMs);
      this.pending.set(id, { resolve, reject, timer });
      this.child.send({ ...message, id }, (error) => {
        if (error && this.pending.delete(id)) {
          clearTimeout(timer);
          reject(crashed(error.message));
        }
      });
      if (signal?.aborted) onAbort();
    }).finally(() => signal?.removeEventListener('abort', onAbort));
  }

  /** Stops the process; pending runs fail with kind 'unavailable'. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new CodeSandboxError({ kind: 'unavailable', message: 'The Code node sandbox was shut down' }));
      this.pending.delete(id);
    }
    this.child.kill('SIGKILL');
    await gone;
  }

  private failAll(code: number | null, signal: NodeJS.Signals | null): void {
    this.exited = true;
    const why = signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`;
    const lastLine = this.stderrTail.trim().split('\n').pop()?.trim();
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(crashed(why, lastLine));
    }
    this.pending.clear();
  }
}

function crashed(why: string, lastError?: string): CodeSandboxError {
  const cause = lastError ? ` Its last error: ${lastError}` : '';
  return new CodeSandboxError({
    kind: 'crashed',
    message: `The Code node sandbox process stopped unexpectedly (${why})`,
    description: `The code may have exhausted the sandbox process. The server is unaffected; a new sandbox process starts for the next run.${cause}`,
  });
}
