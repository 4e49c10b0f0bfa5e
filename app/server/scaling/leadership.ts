/**
 * Which main process leads (queue mode with several mains): the leader alone starts
 * schedules, triggers and polling, so no schedule fires twice. Leadership is a Redis key
 * set with NX and a time to live, renewed by its holder every check; when the holder stops
 * renewing (it died, or lost Redis), the key lapses and the next main to check takes it.
 * A holder that cannot renew steps down at once rather than wait for the key to lapse, so
 * two mains never both believe they lead.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ScalingConfig } from '../config';
import { connectRedis } from './redis';

/** Renews the key only while it is still ours. */
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the key only while it is still ours. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** This main's claim on leadership. */
export class Leadership {
  readonly id = randomUUID();
  private readonly key: string;
  private readonly redis: Redis;
  private timer: NodeJS.Timeout | undefined;
  private leading = false;
  private checking: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(leading: boolean) => void>();

  constructor(
    private readonly scaling: ScalingConfig,
    private readonly onError: (error: Error) => void,
  ) {
    this.key = `${scaling.redis.prefix}:switchyard:leader`;
    this.redis = connectRedis(scaling.redis, 'switchyard-leadership', onError);
  }

  /** Whether this process leads now. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Calls `listener` when this process gains or loses leadership; returns the disposer. */
  onChange(listener: (leading: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tries to lead now, then checks every N8N_MULTI_MAIN_SETUP_CHECK_INTERVAL. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => {
      this.checking = this.checking.then(() => this.check());
    }, this.scaling.leaderCheckMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      if (this.leading) {
        const renewed = await this.redis.eval(RENEW_SCRIPT, 1, this.key, this.id, String(this.scaling.leaderTtlMs));
        if (renewed !== 1) this.set(false);
        return;
      }
      const taken = await this.redis.set(this.key, this.id, 'PX', this.scaling.leaderTtlMs, 'NX');
      if (taken === 'OK') this.set(true);
    } catch (error) {
      // Without Redis this main cannot prove it still leads: it stops firing schedules.
      this.set(false);
      this.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private set(leading: boolean): void {
    if (leading === this.leading) return;
    this.leading = leading;
    for (const listener of this.listeners) listener(leading);
  }

  /** Stops checking and hands leadership on at once (shutdown). */
  async close(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.checking;
    // Nothing in a closing process follows the change (its database may be closed already).
    this.listeners.clear();
    if (this.leading) {
      this.set(false);
      await this.redis.eval(RELEASE_SCRIPT, 1, this.key, this.id).catch(() => undefined);
    }
    await this.redis.quit().catch(() => undefined);
  }
}
