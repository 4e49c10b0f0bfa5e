/**
 * Runs one Code node request in a fresh context of an isolate (worker process side).
 *
 * @module
 */
import ivm from './ivm';
import type { WorkerFailure, WorkerRunMessage } from '../protocol';
import type { IsolateHost } from './isolate-host';
import { ModuleLoader } from './module-loader';
import { RunTimers } from './run-timers';

/** Thrown for failures the runtime inside the isolate could not report itself. */
export class RunFailure extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(failure.message);
  }
}

/** The failure of a run whose execution was stopped. */
export const CANCELED: WorkerFailure = {
  kind: 'canceled',
  message: 'The Code node run was stopped',
  description: 'The execution was stopped while the code was running.',
};

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} second${value === 1 ? '' : 's'}`;
}

function syntaxFailure(error: Error): WorkerFailure {
  // isolated-vm reports compile errors as "<message> [Code:<line>:<column>]".
  const match = /^(.*?)\s*\[Code:(\d+):\d+\]\s*$/s.exec(error.message);
  const message = match?.[1] ?? error.message;
  const lineNumber = match?.[2] === undefined ? undefined : Number(match[2]);
  const failure: WorkerFailure = {
    kind: 'code',
    message: `SyntaxError: ${message}${lineNumber === undefined ? '' : ` [line ${lineNumber}]`}`,
    description: message,
  };
  if (lineNumber !== undefined) failure.lineNumber = lineNumber;
  return failure;
}

/**
 * @param host - an isolate nobody else is using
 * @param message - the request
 * @param isCanceled - whether the server asked to stop this run
 * @returns the runtime's JSON output ({items, console, ...} or {failure, console})
 * @throws RunFailure for syntax errors, time-outs and memory exhaustion
 */
export async function runRequest(host: IsolateHost, message: WorkerRunMessage, isCanceled: () => boolean = () => false): Promise<string> {
  const { limits } = message;
  const deadline = Date.now() + limits.timeoutMs;
  let timedOut = false;
  // isolated-vm's own timeout covers running code; this timer also ends code that
  // waits forever (a promise nothing can resolve) or hides in microtasks.
  const timer = setTimeout(() => {
    timedOut = true;
    host.dispose();
  }, limits.timeoutMs);
  const remaining = (): number => Math.max(1, deadline - Date.now());
  const context = await host.isolate.createContext();
  const timers = new RunTimers(remaining);
  try {
    await host.runtime.run(context, { timeout: remaining() });
    const loader = new ModuleLoader(message.allowedModules);
    await context.evalClosure(
      '__sy.prepare($0, $1, $2, $3, $4, $5, $6, $7, $8)',
      [
        message.meta,
        message.items,
        message.nodes,
        new ivm.Callback(() => void host.luxon.runSync(context)),
        new ivm.Callback(() => void host.jmespath.runSync(context)),
        new ivm.Callback((specifier: string, fromId: string) => loader.load(specifier, fromId)),
        new ivm.Callback(() => void host.web()?.runSync(context)),
        new ivm.Callback((id: number, delay: number, repeat: boolean) => timers.set(id, delay, repeat)),
        new ivm.Callback((id: number) => timers.clear(id)),
      ],
      { timeout: remaining() },
    );
    // Taken before the user's script runs, so code that breaks out of its function
    // wrapper and replaces `__sy` cannot swap the runtime's entry point.
    const start = (await context.evalClosure('return __sy.run', [], {
      result: { reference: true },
      timeout: remaining(),
    })) as ivm.Reference<() => Promise<string>>;
    timers.connect(
      (await context.evalClosure('return __sy.fire', [], { result: { reference: true }, timeout: remaining() })) as ivm.Reference<
        (id: number) => void
      >,
    );
    let script: ivm.Script;
    try {
      script = await host.userScript(message.code);
    } catch (error) {
      throw new RunFailure(syntaxFailure(error as Error));
    }
    await script.run(context, { timeout: remaining() });
    const output: unknown = await start.apply(undefined, [], { timeout: remaining(), result: { promise: true, copy: true } });
    if (typeof output !== 'string') throw new RunFailure({ kind: 'code', message: 'The Code node returned nothing the server could read' });
    return output;
  } catch (error) {
    if (error instanceof RunFailure) throw error;
    const text = error instanceof Error ? error.message : String(error);
    if (isCanceled()) throw new RunFailure(CANCELED);
    if (/memory limit/i.test(text)) {
      throw new RunFailure({
        kind: 'memory',
        message: `The Code node ran out of memory (limit ${host.memoryMb} MB)`,
        description: 'The code allocated more memory than a Code node may use. Process fewer items at a time, or keep less data in memory.',
      });
    }
    if (timedOut || /timed out|disposed/i.test(text)) {
      throw new RunFailure({
        kind: 'timeout',
        message: `Code execution timed out after ${seconds(limits.timeoutMs)}`,
        description: 'The code ran longer than the Code node time limit; look for an infinite loop, or a promise that never settles.',
      });
    }
    throw new RunFailure({ kind: 'code', message: text });
  } finally {
    timers.dispose();
    clearTimeout(timer);
    if (host.usable) context.release();
  }
}
