/**
 * Entry point of a sandbox worker process (forked by the server's CodeSandbox).
 * It runs requests on a small pool of isolates: isolated-vm executes them on its
 * own threads, so several runs proceed at once and this process stays responsive.
 * If anything here dies (V8 catastrophic error, native crash, out of memory) only
 * this process goes; the server fails the pending runs and starts a new one.
 *
 * @module
 */
import type { WorkerCancelMessage, WorkerReply, WorkerRunMessage } from '../protocol';
import { IsolateHost } from './isolate-host';
import { CANCELED, RunFailure, runRequest } from './run-request';

const maxIsolates = Math.max(1, Number(process.env['SANDBOX_ISOLATES'] ?? 2));
const idle: IsolateHost[] = [];
let busy = 0;
const waiting: Array<() => void> = [];
const running = new Map<number, IsolateHost>();
const canceled = new Set<number>();

function send(reply: WorkerReply): void {
  process.send?.(reply);
}

async function acquire(memoryMb: number): Promise<IsolateHost> {
  while (busy >= maxIsolates) await new Promise<void>((resolve) => waiting.push(resolve));
  busy++;
  const at = idle.findIndex((host) => host.memoryMb === memoryMb && host.usable);
  if (at >= 0) return idle.splice(at, 1)[0] as IsolateHost;
  try {
    return new IsolateHost(memoryMb);
  } catch (error) {
    busy--;
    throw error;
  }
}

function release(host: IsolateHost): void {
  busy--;
  if (host.usable) {
    idle.push(host);
    while (idle.length > maxIsolates) idle.shift()?.dispose();
  }
  waiting.shift()?.();
}

async function handle(message: WorkerRunMessage): Promise<void> {
  let host: IsolateHost | undefined;
  try {
    host = await acquire(message.limits.memoryMb);
    if (canceled.has(message.id)) throw new RunFailure(CANCELED);
    running.set(message.id, host);
    const output = await runRequest(host, message, () => canceled.has(message.id));
    send({ type: 'result', id: message.id, output });
  } catch (error) {
    const failure =
      error instanceof RunFailure
        ? error.failure
        : { kind: 'code' as const, message: error instanceof Error ? error.message : String(error) };
    send({ type: 'failure', id: message.id, failure, console: [] });
  } finally {
    running.delete(message.id);
    canceled.delete(message.id);
    if (host) release(host);
  }
}

function cancel(id: number): void {
  canceled.add(id);
  // Disposing the isolate is the only way to stop code that is running; the pool makes a new one.
  running.get(id)?.dispose();
}

process.on('message', (message: WorkerRunMessage | WorkerCancelMessage) => {
  if (message?.type === 'run') void handle(message);
  else if (message?.type === 'cancel') cancel(message.id);
});
// The server went away: nothing left to serve.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
