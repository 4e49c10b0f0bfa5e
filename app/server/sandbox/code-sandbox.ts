/**
 * The server's {@link ICodeSandbox}: a pool of one or two long-lived worker
 * processes, each running Code node requests in fresh isolated-vm contexts.
 * Workers start on first use and are replaced when they die.
 *
 * @module
 */
import type { IAllowedModules } from '@sdk/settings/types';
import type { INodeExecutionData } from '@sdk/workflow';
import type { WorkerRunMessage } from './protocol';
import {
  CodeSandboxError,
  DEFAULT_SANDBOX_LIMITS,
  type CodeSandboxOptions,
  type CodeSandboxRequest,
  type CodeSandboxResult,
  type ICodeSandbox,
  type SandboxConsoleMessage,
  type SandboxLimits,
} from './types';
import { SandboxWorker } from './worker-process';

/** Extra time the server gives a worker past the run's own limit before killing it. */
const GUARD_MS = 10_000;

function clampLimits(wanted: Partial<SandboxLimits> | undefined, defaults: SandboxLimits, max: Partial<SandboxLimits>): SandboxLimits {
  const out = { ...defaults };
  for (const key of Object.keys(out) as Array<keyof SandboxLimits>) {
    const value = wanted?.[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) out[key] = value;
    const cap = max[key];
    if (cap !== undefined) out[key] = Math.min(out[key], cap);
  }
  out.memoryMb = Math.max(8, Math.round(out.memoryMb));
  return out;
}

function buildMessage(request: CodeSandboxRequest, limits: SandboxLimits, allowedModules: IAllowedModules): Omit<WorkerRunMessage, 'id'> {
  const meta = {
    mode: request.mode,
    code: request.code,
    node: request.node,
    nodeNames: request.nodeNames ?? Object.keys(request.nodes ?? {}),
    workflow: request.workflow ?? {},
    execution: request.execution ?? {},
    prevNode: request.prevNode ?? {},
    runIndex: request.runIndex ?? 0,
    timezone: request.timezone,
    variables: request.variables ?? {},
    staticData: request.staticData ?? { global: {}, node: {} },
    continueOnFail: request.continueOnFail === true,
    limits,
  };
  return {
    type: 'run',
    code: request.code,
    meta: JSON.stringify(meta),
    items: JSON.stringify(request.items),
    nodes: JSON.stringify(request.nodes ?? {}),
    allowedModules: request.allowedModules ?? allowedModules,
    limits,
  };
}

function parseOutput(text: string, limits: SandboxLimits): RuntimeOutput {
  // The runtime enforces the output limit; this catches output that did not come from it.
  if (text.length <= limits.maxOutputChars + 2 * limits.maxConsoleChars + 65_536) {
    try {
      return JSON.parse(text) as RuntimeOutput;
    } catch {
      // reported below
    }
  }
  throw new CodeSandboxError({ kind: 'validation', message: "Code doesn't return items properly", description: 'The sandbox returned output the server could not read.' });
}

/**
 * The runtime validated the items inside the isolate, but code that rewrote the
 * isolate's built-ins could forge that; the engine gets nothing that is not items.
 */
function checkedItems(items: unknown): INodeExecutionData[] {
  const isPlain = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!Array.isArray(items) || !items.every((item) => isPlain(item) && isPlain((item as INodeExecutionData).json))) {
    throw new CodeSandboxError({ kind: 'validation', message: "Code doesn't return items properly", description: 'Please return an array of objects, one for each item you would like to output.' });
  }
  return items as INodeExecutionData[];
}

interface RuntimeOutput extends Partial<CodeSandboxResult> {
  failure?: ConstructorParameters<typeof CodeSandboxError>[0];
  console: SandboxConsoleMessage[];
}

/** Runs Code node JavaScript in isolates hosted by worker processes. */
export class CodeSandbox implements ICodeSandbox {
  private readonly workers: Array<SandboxWorker | undefined>;
  private readonly defaults: SandboxLimits;
  private readonly maxLimits: Partial<SandboxLimits>;
  private disposed = false;

  /** @param options - pool size and limits */
  constructor(private readonly options: CodeSandboxOptions = {}) {
    this.workers = new Array<SandboxWorker | undefined>(Math.min(4, Math.max(1, options.workers ?? 1))).fill(undefined);
    this.maxLimits = options.maxLimits ?? {};
    this.defaults = clampLimits(options.limits, { ...DEFAULT_SANDBOX_LIMITS }, this.maxLimits);
  }

  async run(request: CodeSandboxRequest): Promise<CodeSandboxResult> {
    if (this.disposed) throw new CodeSandboxError({ kind: 'unavailable', message: 'The Code node sandbox was shut down' });
    const limits = clampLimits(request.limits, this.defaults, this.maxLimits);
    const message = buildMessage(request, limits, this.options.allowedModules ?? {});
    const reply = await this.pickWorker().run(message, limits.timeoutMs + GUARD_MS, request.signal);
    if (reply.type === 'failure') throw new CodeSandboxError(reply.failure, reply.console);
    const output = parseOutput(reply.output, limits);
    if (output.failure) throw new CodeSandboxError(output.failure, output.console);
    const result: CodeSandboxResult = { items: checkedItems(output.items), console: output.console ?? [], customData: output.customData ?? {} };
    if (output.staticData) result.staticData = output.staticData;
    return result;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    const running = this.workers.filter((worker): worker is SandboxWorker => worker !== undefined);
    this.workers.fill(undefined);
    await Promise.all(running.map((worker) => worker.stop()));
  }

  /** Process ids of the running workers (for diagnostics and tests). */
  workerPids(): number[] {
    return this.workers.flatMap((worker) => (worker?.alive && worker.pid !== undefined ? [worker.pid] : []));
  }

  private pickWorker(): SandboxWorker {
    let best = -1;
    for (let index = 0; index < this.workers.length; index++) {
      const worker = this.workers[index];
      if (!worker?.alive) {
        this.workers[index] = new SandboxWorker({ heapMb: this.options.workerHeapMb ?? 2048, isolates: this.options.isolatesPerWorker ?? 2 });
      }
      if (best < 0 || (this.workers[index]?.load ?? 0) < (this.workers[best]?.load ?? 0)) best = index;
    }
    return this.workers[best] as SandboxWorker;
  }
}
