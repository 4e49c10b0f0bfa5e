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
    legacy: request.legacy,
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
  throw new CodeSandboxError({
    kind: 'validation',
    message: "Code doesn't return items properly",
    description: 'The sandbox returned output the server could not read.',
  });
}

/**
 * The runtime validated the items inside the isolate, but code that rewrote the
 * isolate's built-ins could forge that; the engine gets nothing that is not items.
 */
function checkedItems(items: unknown): INodeExecutionData[] {
  const isPlain = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!Array.isArray(items) || !items.every((item) => isPlain(item) && isPlain((item as INodeExecutionData).json))) {
    throw new CodeSandboxError({
      kind: 'validation',
      message: "Code doesn't return items properly",
      description: 'Please return an array of objects, one for each item you would like to output.',
    });
  }
  return items as INodeExecutionData[];
}

interface RuntimeOutput extends Partial<CodeSandboxResult> {
  failure?: ConstructorParameters<typeof CodeSandboxError>[0];
  console: SandboxConsoleMessage[];
}

/** A run waiting for, or holding, an isolate. */
interface Job {
  readonly owner: string;
  readonly message: Omit<WorkerRunMessage, 'id'>;
  readonly guardMs: number;
  readonly signal: AbortSignal | undefined;
  resolve(reply: Awaited<ReturnType<SandboxWorker['run']>>): void;
  reject(error: unknown): void;
  /** Removes the abort listener of a queued job. */
  detach(): void;
}

/** Who a run counts against for fairness: the caller's owner key, else its workflow or execution. */
function ownerOf(request: CodeSandboxRequest): string {
  if (request.owner) return `owner:${request.owner}`;
  if (request.workflow?.id) return `workflow:${request.workflow.id}`;
  if (request.execution?.id) return `execution:${request.execution.id}`;
  return 'anonymous';
}

/**
 * Runs Code node JavaScript in isolates hosted by worker processes.
 *
 * Scheduling (docs/security.md "Code and expression sandbox"): the pool has
 * `workers x isolatesPerWorker` slots, and a worker is sent a run only when it has a free
 * isolate, so runs that wait are queued here, never inside a worker (a worker that dies
 * fails only the runs it was executing). Waiting runs are grouped by owner (the
 * request's `owner`, else its workflow) and taken round-robin, one owner after the other,
 * and one owner never holds more than all slots but one, so code that loops until its
 * time limit cannot make everyone else's Code nodes wait for it.
 */
export class CodeSandbox implements ICodeSandbox {
  private readonly workers: Array<SandboxWorker | undefined>;
  private readonly isolatesPerWorker: number;
  private readonly defaults: SandboxLimits;
  private readonly maxLimits: Partial<SandboxLimits>;
  private readonly queues = new Map<string, Job[]>();
  private readonly runningByOwner = new Map<string, number>();
  private disposed = false;

  /** @param options - pool size and limits */
  constructor(private readonly options: CodeSandboxOptions = {}) {
    this.workers = new Array<SandboxWorker | undefined>(Math.min(64, Math.max(1, Math.floor(options.workers ?? 2)))).fill(undefined);
    this.isolatesPerWorker = Math.min(16, Math.max(1, Math.floor(options.isolatesPerWorker ?? 2)));
    this.maxLimits = options.maxLimits ?? {};
    this.defaults = clampLimits(options.limits, { ...DEFAULT_SANDBOX_LIMITS }, this.maxLimits);
  }

  /** Runs that can execute at once. */
  get slots(): number {
    return this.workers.length * this.isolatesPerWorker;
  }

  /** Runs queued, waiting for a free isolate. */
  get queued(): number {
    let count = 0;
    for (const jobs of this.queues.values()) count += jobs.length;
    return count;
  }

  async run(request: CodeSandboxRequest): Promise<CodeSandboxResult> {
    if (this.disposed) throw new CodeSandboxError({ kind: 'unavailable', message: 'The Code node sandbox was shut down' });
    const limits = clampLimits(request.limits, this.defaults, this.maxLimits);
    const message = buildMessage(request, limits, this.options.allowedModules ?? {});
    const reply = await this.schedule(ownerOf(request), message, limits.timeoutMs + GUARD_MS, request.signal);
    if (reply.type === 'failure') throw new CodeSandboxError(reply.failure, reply.console);
    const output = parseOutput(reply.output, limits);
    if (output.failure) throw new CodeSandboxError(output.failure, output.console);
    const result: CodeSandboxResult = {
      items: checkedItems(output.items),
      console: output.console ?? [],
      customData: output.customData ?? {},
    };
    if (output.staticData) result.staticData = output.staticData;
    return result;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    for (const jobs of this.queues.values()) {
      for (const job of jobs) {
        job.detach();
        job.reject(new CodeSandboxError({ kind: 'unavailable', message: 'The Code node sandbox was shut down' }));
      }
    }
    this.queues.clear();
    const running = this.workers.filter((worker): worker is SandboxWorker => worker !== undefined);
    this.workers.fill(undefined);
    await Promise.all(running.map((worker) => worker.stop()));
  }

  /** Process ids of the running workers (for diagnostics and tests). */
  workerPids(): number[] {
    return this.workers.flatMap((worker) => (worker?.alive && worker.pid !== undefined ? [worker.pid] : []));
  }

  private schedule(
    owner: string,
    message: Omit<WorkerRunMessage, 'id'>,
    guardMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Awaited<ReturnType<SandboxWorker['run']>>> {
    if (signal?.aborted) return Promise.reject(new CodeSandboxError(CANCELED_WHILE_QUEUED));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const jobs = this.queues.get(owner);
        const at = jobs?.indexOf(job) ?? -1;
        if (jobs === undefined || at < 0) return;
        jobs.splice(at, 1);
        if (jobs.length === 0) this.queues.delete(owner);
        reject(new CodeSandboxError(CANCELED_WHILE_QUEUED));
      };
      const job: Job = { owner, message, guardMs, signal, resolve, reject, detach: () => signal?.removeEventListener('abort', onAbort) };
      signal?.addEventListener('abort', onAbort, { once: true });
      const jobs = this.queues.get(owner);
      if (jobs) jobs.push(job);
      else this.queues.set(owner, [job]);
      this.pump();
    });
  }

  /** Most slots one owner may hold: all but one (at least one), the last kept for others. */
  private get perOwnerCap(): number {
    return Math.max(1, this.slots - 1);
  }

  /** Starts queued runs while isolates are free, owners taken in turn. */
  private pump(): void {
    while (!this.disposed && this.queues.size > 0) {
      const worker = this.freeWorker();
      if (worker === undefined) return;
      const job = this.nextJob();
      if (job === undefined) return;
      job.detach();
      this.runningByOwner.set(job.owner, (this.runningByOwner.get(job.owner) ?? 0) + 1);
      const done = () => {
        const left = (this.runningByOwner.get(job.owner) ?? 1) - 1;
        if (left <= 0) this.runningByOwner.delete(job.owner);
        else this.runningByOwner.set(job.owner, left);
        this.pump();
      };
      worker.run(job.message, job.guardMs, job.signal).then(
        (reply) => {
          done();
          job.resolve(reply);
        },
        (error: unknown) => {
          done();
          job.reject(error);
        },
      );
    }
  }

  /** The first owner in turn (Map order: the owner served last goes to the back) under its cap. */
  private nextJob(): Job | undefined {
    for (const [owner, jobs] of this.queues) {
      if ((this.runningByOwner.get(owner) ?? 0) >= this.perOwnerCap) continue;
      const job = jobs.shift() as Job;
      this.queues.delete(owner);
      // Back of the line: the next free slot goes to another owner first.
      if (jobs.length > 0) this.queues.set(owner, jobs);
      return job;
    }
    return undefined;
  }

  /** A live worker with a free isolate (a dead one is replaced), or undefined when all are busy. */
  private freeWorker(): SandboxWorker | undefined {
    let best: SandboxWorker | undefined;
    for (let index = 0; index < this.workers.length; index++) {
      let worker = this.workers[index];
      if (!worker?.alive) {
        worker = new SandboxWorker({ heapMb: this.options.workerHeapMb ?? 2048, isolates: this.isolatesPerWorker });
        this.workers[index] = worker;
      }
      if (worker.load < this.isolatesPerWorker && (best === undefined || worker.load < best.load)) best = worker;
    }
    return best;
  }
}

const CANCELED_WHILE_QUEUED = {
  kind: 'canceled' as const,
  message: 'The Code node run was stopped',
  description: 'The execution was stopped while the code waited for the sandbox.',
};
