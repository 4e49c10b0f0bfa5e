/**
 * Runs a queue-mode process carries out itself, outside BullMQ: a main's manual runs
 * (`EXECUTIONS_PROCESS_MAIN_FOR_MANUAL`), resumed waiting executions and sub-workflows. BullMQ
 * notices when a worker dies mid-job; nothing notices these. So each process keeps a lease in
 * Redis (a key with a time to live, renewed as the leadership key is) and the set of execution
 * ids it is running. Every process looks at the others' sets as often as it renews: a set whose
 * owner's lease has lapsed belongs to a dead process, and its executions still `running` are
 * marked `crashed`, as a regular-mode start-up marks what the last run of the process left.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ScalingConfig } from '../config';
import type { ExecutionRepository } from '../db/repositories/execution-repository';
import type { ILocalRuns } from '../engine/execution-service';
import { connectRedis } from './redis';

/** How many set keys one SCAN round asks for. */
const SCAN_COUNT = 100;

/** This process's lease on the executions it runs itself, and the sweep of dead processes' runs. */
export class LocalRunLeases implements ILocalRuns {
  readonly id = randomUUID();
  private readonly redis: Redis;
  private readonly leasePrefix: string;
  private readonly runsPrefix: string;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> = Promise.resolve();

  constructor(
    private readonly scaling: ScalingConfig,
    private readonly repository: Pick<ExecutionRepository, 'markCrashedIfUnfinished'>,
    private readonly onError: (error: Error) => void,
  ) {
    this.redis = connectRedis(scaling.redis, 'switchyard-local-runs', onError);
    this.leasePrefix = `${scaling.redis.prefix}:switchyard:runner:`;
    this.runsPrefix = `${scaling.redis.prefix}:switchyard:runs:`;
  }

  /** Takes the lease, sweeps once, then renews and sweeps every leadership check interval. */
  async start(): Promise<void> {
    await this.renewAndSweep();
    this.timer = setInterval(() => {
      this.round = this.round.then(() => this.renewAndSweep());
    }, this.scaling.leaderCheckMs);
    this.timer.unref();
  }

  track(executionId: string): () => void {
    const runs = this.runsPrefix + this.id;
    this.redis.sadd(runs, executionId).catch((error: unknown) => this.report(error));
    return () => void this.redis.srem(runs, executionId).catch((error: unknown) => this.report(error));
  }

  /** Marks the executions of processes whose lease lapsed as crashed; returns how many. */
  async sweep(): Promise<number> {
    let crashed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.runsPrefix}*`, 'COUNT', SCAN_COUNT);
      cursor = next;
      for (const key of keys) crashed += await this.sweepSet(key);
    } while (cursor !== '0');
    return crashed;
  }

  private async sweepSet(key: string): Promise<number> {
    const owner = key.slice(this.runsPrefix.length);
    if (owner === this.id || (await this.redis.exists(this.leasePrefix + owner)) === 1) return 0;
    let crashed = 0;
    for (const executionId of await this.redis.smembers(key)) {
      if (await this.repository.markCrashedIfUnfinished(executionId)) crashed++;
      // Removed one by one: a sweep cut short leaves the rest for the next one.
      await this.redis.srem(key, executionId);
    }
    return crashed;
  }

  private async renewAndSweep(): Promise<void> {
    try {
      await this.redis.set(this.leasePrefix + this.id, '1', 'PX', this.scaling.leaderTtlMs);
      await this.sweep();
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown): void {
    this.onError(error instanceof Error ? error : new Error(String(error)));
  }

  /**
   * Stops renewing and gives the lease up at once (shutdown, after the runs were stopped): what
   * this process could not finish is marked crashed by the next process that sweeps.
   */
  async close(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.round;
    await this.redis.del(this.leasePrefix + this.id).catch(() => undefined);
    await this.redis.quit().catch(() => undefined);
  }
}
