/**
 * Group commit for execution writes: the writes of concurrent executions (records of
 * started runs, outcomes of finished ones) that arrive while a transaction is being
 * written go together into the next one, so under load many executions share one
 * BEGIN/COMMIT instead of paying one each. Each caller's promise settles only once its
 * own transaction has committed, so "saved" still means saved. If a batch fails (one bad
 * write), its writes are retried one transaction each, so only the bad one fails.
 */
import type { Kysely, Transaction } from 'kysely';

/** One write: runs inside the batch's transaction. */
export type BatchedWrite<T> = (trx: Transaction<never>) => Promise<T>;

interface Job {
  write: BatchedWrite<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How many writes one transaction takes at most (keeps a transaction short). */
const MAX_BATCH = 256;

/** Queues writes and commits them in batches, one transaction at a time. */
export class WriteBatcher {
  private queue: Job[] = [];
  private flushing = false;

  constructor(private readonly db: Kysely<never>) {}

  /** Runs `write` in the next batch; settles after that batch committed. */
  submit<T>(write: BatchedWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Writes submitted in the same turn of the event loop join this batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const jobs = this.queue.splice(0, MAX_BATCH);
        await this.commit(jobs);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(jobs: Job[]): Promise<void> {
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const job of jobs) out.push(await job.write(trx));
        return out;
      });
      jobs.forEach((job, i) => job.resolve(results[i]));
    } catch (error) {
      if (jobs.length === 1) {
        jobs[0]!.reject(error);
        return;
      }
      // Everything was rolled back: give each write its own transaction.
      for (const job of jobs) await this.commit([job]);
    }
  }
}
