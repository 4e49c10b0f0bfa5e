/**
 * The sending side of queue mode (main and webhook processes): each execution the service
 * records is added to BullMQ's queue as a job, and its `done` settles when BullMQ reports
 * the job completed (the result travels back as the job's return value) or failed.
 */
import { Queue, QueueEvents } from 'bullmq';
import type { ScalingConfig } from '../config';
import type { ExecutionRepository } from '../db/repositories/execution-repository';
import type { IExecutionQueue, StartExecution, StartedExecution } from '../engine/execution-service';
import { ExecutionCancelledError, serializeError } from '../engine/node-errors';
import type { RunResult } from '../engine/run-types';
import type { QueueBus } from './queue-bus';
import { bullConnection } from './redis';
import { JobEncoder, type ExecutionJobData } from './job-payload';
import { decodeWire } from './wire-codec';

export type { ExecutionJobData } from './job-payload';

/** The queue's name (n8n's). */
export const QUEUE_NAME = 'jobs';

/** How long a stop waits for the worker to end the run. */
const STOP_WAIT_MS = 30_000;

/** BullMQ refuses job ids that are plain integers, which execution ids are. */
export function jobIdOf(executionId: string): string {
  return `execution-${executionId}`;
}

function executionIdOf(jobId: string): string | undefined {
  return jobId.startsWith('execution-') ? jobId.slice('execution-'.length) : undefined;
}

/** A run that ended without a result from a worker (crashed, or cancelled before it started). */
export function endedWithout(request: Pick<StartExecution, 'mode'>, status: 'crashed' | 'canceled', error: unknown): RunResult {
  const now = new Date();
  return {
    data: { resultData: { runData: {}, error: serializeError(error) } },
    status,
    finished: false,
    mode: request.mode,
    startedAt: now,
    stoppedAt: now,
    staticDataChanged: false,
  };
}

/** Queues executions and hears when they end. */
export class ExecutionQueue implements IExecutionQueue {
  readonly queue: Queue<ExecutionJobData>;
  private readonly events: QueueEvents;
  private readonly waiting = new Map<string, Set<(result: RunResult) => void>>();
  private readonly jobs = new JobEncoder();

  constructor(
    private readonly deps: {
      scaling: ScalingConfig;
      bus: QueueBus;
      repository: ExecutionRepository;
      logError(error: unknown, message: string): void;
    },
  ) {
    const { redis } = deps.scaling;
    this.queue = new Queue<ExecutionJobData>(QUEUE_NAME, { connection: bullConnection(redis, 'switchyard-queue'), prefix: redis.prefix });
    this.events = new QueueEvents(QUEUE_NAME, { connection: bullConnection(redis, 'switchyard-queue-events'), prefix: redis.prefix });
    this.queue.on('error', (error) => deps.logError(error, 'Queue connection error'));
    this.events.on('error', (error) => deps.logError(error, 'Queue events connection error'));
    this.events.on('completed', ({ jobId, returnvalue }) => this.completed(jobId, returnvalue));
    this.events.on('failed', ({ jobId, failedReason }) => void this.failed(jobId, failedReason));
  }

  /** Resolves once the queue's event stream is read (jobs added after it are heard). */
  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  accepts(request: StartExecution): boolean {
    // A sub-workflow runs inside its parent's process, which waits for it.
    if (request.subWorkflowDepth !== undefined) return false;
    return !(request.mode === 'manual' && this.deps.scaling.processMainForManual);
  }

  async enqueue(executionId: string, request: StartExecution): Promise<StartedExecution> {
    const done = this.waitFor(executionId);
    try {
      await this.queue.add(
        'execution',
        this.jobs.encode(executionId, request, this.deps.bus.id),
        // Finished jobs leave Redis: the execution's record is in the database.
        { jobId: jobIdOf(executionId), removeOnComplete: true, removeOnFail: { count: 1000 } },
      );
    } catch (error) {
      this.settle(executionId, endedWithout(request, 'crashed', error));
      await this.deps.repository.markCrashedIfUnfinished(executionId).catch(() => undefined);
      throw error;
    }
    return { executionId, done };
  }

  async stop(executionId: string): Promise<RunResult | undefined> {
    const job = await this.queue.getJob(jobIdOf(executionId));
    if (job === undefined) return undefined;
    const state = await job.getState();
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized' || state === 'waiting-children') {
      const removed = await job.remove().then(
        () => true,
        () => false,
      );
      if (removed) {
        const result = endedWithout(
          decodeWire<Pick<StartExecution, 'mode'>>(job.data.request),
          'canceled',
          new ExecutionCancelledError(executionId),
        );
        await this.deps.repository.finish(executionId, { ...result, waitTill: null });
        this.settle(executionId, result);
        return result;
      }
      // A worker took it meanwhile: stop it there.
    } else if (state !== 'active') {
      return undefined;
    }
    const done = this.waitFor(executionId);
    await this.deps.bus.publish({ kind: 'stop', executionId });
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), STOP_WAIT_MS).unref());
    return Promise.race([done, timeout]);
  }

  /** Jobs by state, for `/metrics`. */
  async counts(): Promise<Record<'waiting' | 'active' | 'completed' | 'failed' | 'delayed', number>> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    return {
      waiting: counts['waiting'] ?? 0,
      active: counts['active'] ?? 0,
      completed: counts['completed'] ?? 0,
      failed: counts['failed'] ?? 0,
      delayed: counts['delayed'] ?? 0,
    };
  }

  private waitFor(executionId: string): Promise<RunResult> {
    return new Promise((resolve) => {
      let set = this.waiting.get(executionId);
      if (set === undefined) this.waiting.set(executionId, (set = new Set()));
      set.add(resolve);
    });
  }

  private settle(executionId: string, result: RunResult): void {
    const set = this.waiting.get(executionId);
    this.waiting.delete(executionId);
    for (const resolve of set ?? []) resolve(result);
  }

  private completed(jobId: string, returnvalue: unknown): void {
    const executionId = executionIdOf(jobId);
    if (executionId === undefined || !this.waiting.has(executionId)) return;
    try {
      // The worker returns wire JSON text; BullMQ may hand it back still JSON-quoted.
      let text = returnvalue;
      if (typeof text === 'string' && text.startsWith('"')) text = JSON.parse(text) as unknown;
      this.settle(executionId, decodeWire<RunResult>(String(text)));
    } catch (error) {
      this.deps.logError(error, `Execution ${executionId}: the worker's result could not be read`);
      this.settle(executionId, endedWithout({ mode: 'webhook' }, 'crashed', error));
    }
  }

  private async failed(jobId: string, reason: string): Promise<void> {
    const executionId = executionIdOf(jobId);
    if (executionId === undefined) return;
    // Its worker died too often (stalled past QUEUE_WORKER_MAX_STALLED_COUNT), or failed outside the engine.
    await this.deps.repository.markCrashedIfUnfinished(executionId).catch((error: unknown) => {
      this.deps.logError(error, `Execution ${executionId} could not be marked crashed`);
    });
    if (this.waiting.has(executionId)) this.settle(executionId, endedWithout({ mode: 'webhook' }, 'crashed', new Error(reason)));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
  }
}
