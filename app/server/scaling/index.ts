/**
 * Queue mode's parts for one process (docs/scaling.md). Every process joins the instance's
 * message bus; mains and webhook processes queue executions; workers run them and send
 * their progress and webhook answers back over the bus; mains compete for leadership.
 */
import type { ServerConfig } from '../config';
import type { ExecutionRepository } from '../db/repositories/execution-repository';
import type { IPushSender } from '../engine/execution-service';
import type { IWebhookResponseChannel } from '../engine/run-types';
import type { WebhookResponse } from '../engine/node-interface';
import { ExecutionQueue } from './execution-queue';
import { Leadership } from './leadership';
import { LocalRunLeases } from './local-runs';
import { QueueBus } from './queue-bus';
import type { QueueWorker } from './queue-worker';

export { ExecutionQueue, QUEUE_NAME, jobIdOf } from './execution-queue';
export { Leadership } from './leadership';
export { LocalRunLeases } from './local-runs';
export { QueueBus } from './queue-bus';
export { startQueueWorker } from './queue-worker';
export type { QueueWorker } from './queue-worker';

/** Which part of the instance this process is. */
export type ProcessRole = 'main' | 'worker' | 'webhook';

/** Queue mode's services of one process. */
export interface QueueModeServices {
  readonly role: ProcessRole;
  readonly bus: QueueBus;
  /** Mains and webhook processes: where their executions go. */
  readonly queue: ExecutionQueue | undefined;
  /** Mains: whether this one runs schedules and triggers. */
  readonly leadership: Leadership | undefined;
  /** The runs this process carries out itself, and the sweep of those a dead process left. */
  readonly localRuns: LocalRunLeases;
  /** Workers: the job runner, once it started. */
  readonly worker: QueueWorker | undefined;
  /** Registers the started job runner (for `/metrics`); returns the disposer. */
  useWorker(worker: QueueWorker): () => void;
  /** Whether Redis answers. */
  redisReady(): boolean;
  close(): Promise<void>;
}

/** Creates the process's queue-mode parts (nothing connects to anything but Redis). */
export function createQueueMode(parts: {
  config: ServerConfig;
  role: ProcessRole;
  repository: ExecutionRepository;
  logError(error: unknown, message: string): void;
}): QueueModeServices {
  const { scaling } = parts.config;
  const bus = new QueueBus(scaling.redis, (error) => parts.logError(error, 'Queue bus error'));
  const queue =
    parts.role === 'worker'
      ? undefined
      : new ExecutionQueue({ scaling, bus, repository: parts.repository, logError: (error, message) => parts.logError(error, message) });
  const leadership =
    parts.role === 'main' ? new Leadership(scaling, (error) => parts.logError(error, 'Leadership check failed')) : undefined;
  const localRuns = new LocalRunLeases(scaling, parts.repository, (error) => parts.logError(error, 'Local run lease failed'));
  let worker: QueueWorker | undefined;
  return {
    role: parts.role,
    bus,
    queue,
    leadership,
    localRuns,
    get worker() {
      return worker;
    },
    useWorker(started) {
      worker = started;
      return () => {
        if (worker === started) worker = undefined;
      };
    },
    redisReady: () => bus.connected,
    async close() {
      await localRuns.close();
      await leadership?.close();
      await queue?.close();
      await bus.close();
    },
  };
}

/** A worker's push: each message goes over the bus to whichever main holds the tab. */
export function busPushSender(bus: QueueBus, logError: (error: unknown, message: string) => void): IPushSender {
  return {
    send(pushRef, message) {
      bus.publish({ kind: 'push', pushRef, message }).catch((error: unknown) => logError(error, 'A push message could not be relayed'));
      return 1;
    },
  };
}

/** A worker's Respond to Webhook answers: over the bus to the process holding the HTTP request. */
export function busResponseSender(bus: QueueBus, logError: (error: unknown, message: string) => void): IWebhookResponseChannel {
  return {
    send(executionId: string, response: WebhookResponse) {
      bus
        .publishFor(executionId, { kind: 'webhook-response', executionId, response })
        .catch((error: unknown) => logError(error, 'A webhook response could not be relayed'));
    },
    // Nobody waits on a worker: the request is held by a main or webhook process.
    await: () => () => undefined,
  };
}
