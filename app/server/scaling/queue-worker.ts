/**
 * The receiving side of queue mode (worker processes): BullMQ's Worker takes jobs, and each
 * runs through the same execution service as in regular mode, under the execution id the
 * main process recorded; the result goes back as the job's return value. A worker that
 * dies mid-run leaves its job to BullMQ's stalled-job check, which starts it again on
 * another worker (QUEUE_WORKER_MAX_STALLED_COUNT times) and then fails it, which marks the
 * execution crashed.
 */
import { Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { ScalingConfig } from '../config';
import type { ExecutionRepository } from '../db/repositories/execution-repository';
import type { ExecutionService } from '../engine/execution-service';
import { QUEUE_NAME } from './execution-queue';
import { JobDecoder, type ExecutionJobData } from './job-payload';
import type { QueueBus } from './queue-bus';
import { bullConnection } from './redis';
import { encodeWire } from './wire-codec';

/** What a worker logs. */
export interface WorkerLogger {
  info(message: string): void;
  warn(message: string): void;
  error(details: object, message: string): void;
}

/** Counters for `/metrics`. */
export interface WorkerCounts {
  completed: number;
  failed: number;
}

/** A running worker. */
export interface QueueWorker {
  readonly counts: WorkerCounts;
  /** Jobs running here now. */
  running(): number;
  /**
   * Stops taking jobs and waits up to `timeoutS` for the running ones; what is still running
   * then is handed back (its lock lapses and another worker takes it).
   */
  close(timeoutS: number): Promise<'finished' | 'handed-back'>;
}

/** Starts taking jobs from the queue. */
export function startQueueWorker(deps: {
  scaling: ScalingConfig;
  executions: ExecutionService;
  repository: ExecutionRepository;
  bus: QueueBus;
  concurrency: number;
  logger: WorkerLogger;
}): QueueWorker {
  const { scaling, executions, repository, logger, bus } = deps;
  const counts: WorkerCounts = { completed: 0, failed: 0 };
  const jobs = new JobDecoder();
  let running = 0;
  const process = async (job: Job<ExecutionJobData>): Promise<string> => {
    const { executionId } = job.data;
    // The webhook's answer goes to the process holding its HTTP request.
    const unroute = bus.route(executionId, job.data.origin);
    let counted = false;
    try {
      const request = jobs.decode(job.data);
      const again = job.attemptsStarted > 1 || job.stalledCounter > 0;
      // A first attempt has stored nothing but the record the main created.
      await repository.markRunning(executionId, { firstAttempt: !again });
      // Counted as running here once the database says so too.
      running += 1;
      counted = true;
      if (again) logger.warn(`Execution ${executionId} starts again (its worker stopped)`);
      const result = await executions.run(executionId, request).done;
      return encodeWire(result);
    } finally {
      unroute();
      if (counted) running -= 1;
    }
  };
  const worker = new Worker<ExecutionJobData, string>(QUEUE_NAME, process, {
    connection: bullConnection(scaling.redis, 'switchyard-worker'),
    prefix: scaling.redis.prefix,
    concurrency: deps.concurrency,
    stalledInterval: scaling.stalledIntervalMs,
    lockDuration: scaling.lockDurationMs,
    maxStalledCount: scaling.maxStalledCount,
  });
  worker.on('error', (error) => logger.error({ err: error }, 'Queue worker connection error'));
  worker.on('completed', () => {
    counts.completed += 1;
  });
  worker.on('failed', (job, error) => {
    counts.failed += 1;
    const executionId = job?.data.executionId;
    if (executionId === undefined) return;
    logger.warn(`Execution ${executionId} failed in the queue: ${error.message}`);
    void repository.markCrashedIfUnfinished(executionId).catch((second: unknown) => {
      logger.error({ err: second }, `Execution ${executionId} could not be marked crashed`);
    });
  });
  worker.on('stalled', (jobId) => logger.warn(`Job ${jobId} stalled (its worker stopped); it goes back to the queue`));
  const stopListener = deps.bus.on('stop', ({ executionId }) => {
    void executions.active.stop(executionId);
  });
  return {
    counts,
    running: () => running,
    async close(timeoutS) {
      stopListener();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'handed-back'>((resolve) => {
        timer = setTimeout(() => resolve('handed-back'), timeoutS * 1000);
      });
      const outcome = await Promise.race([worker.close().then(() => 'finished' as const), timedOut]);
      clearTimeout(timer);
      // Jobs still running keep their lock until it lapses; then the stalled check hands them on.
      if (outcome === 'handed-back') await worker.close(true).catch(() => undefined);
      return outcome;
    },
  };
}
