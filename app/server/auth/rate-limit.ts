/**
 * Counts failures per key in a sliding window and blocks a key that reached the limit
 * until its oldest counted failure leaves the window. Used for sign-in (three independent
 * limits, see http/auth/login.ts: per e-mail + client IP, per client IP, and per account
 * for addresses that have not signed in to it before) and for wrong current passwords.
 *
 * In memory, per server process: a restart forgets the counts, and several processes
 * behind one load balancer each count on their own. That is enough to stop online
 * password guessing against one instance; a shared store would be needed to make the
 * limit exact across processes.
 */

/** Settings of a {@link FailureLimiter}. */
export interface FailureLimiterOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  maxFailures: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Most keys remembered; the least recently failed are forgotten first. */
  maxKeys?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** Outcome of {@link FailureLimiter.check}. */
export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Sliding-window failure counter. */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: FailureLimiterOptions) {
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (times === undefined) return [];
    const kept = times.filter((t) => now - t < this.options.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else if (kept.length !== times.length) this.failures.set(key, kept);
    return kept;
  }

  /** Whether another attempt for `key` may go ahead now. */
  check(key: string): LimitCheck {
    const now = this.now();
    const times = this.recent(key, now);
    if (times.length < this.options.maxFailures) return { allowed: true };
    const oldest = times[times.length - this.options.maxFailures] ?? now;
    const waitMs = oldest + this.options.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Records a failed attempt for `key`. */
  fail(key: string): void {
    const now = this.now();
    const times = this.recent(key, now);
    times.push(now);
    // Re-inserting moves the key to the end, so the map's order is least recent first.
    this.failures.delete(key);
    this.failures.set(key, times.slice(-this.options.maxFailures));
    while (this.failures.size > this.maxKeys) {
      const first = this.failures.keys().next();
      if (first.done === true) break;
      this.failures.delete(first.value);
    }
  }

  /** Forgets `key` (after a successful attempt). */
  reset(key: string): void {
    this.failures.delete(key);
  }
}

/** Settings of {@link KnownAddresses}. */
export interface KnownAddressesOptions {
  /** How long an address stays known after its last successful sign-in. */
  ttlMs: number;
  /** Most addresses remembered per account (the least recent are forgotten first). */
  maxPerAccount?: number;
  /** Most accounts remembered (the least recent are forgotten first). */
  maxAccounts?: number;
  now?: () => number;
}

/**
 * The client addresses each account signed in from successfully, lately. Sign-in attempts
 * from such an address are not held back by the account's limit, so a flood of guesses
 * from many new addresses cannot lock the account's owner out of their usual place.
 * In memory, like the failure counts.
 */
export class KnownAddresses {
  private readonly accounts = new Map<string, Map<string, number>>();
  private readonly now: () => number;

  constructor(private readonly options: KnownAddressesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether `address` signed in to `account` within the time to live. */
  has(account: string, address: string): boolean {
    const at = this.accounts.get(account)?.get(address);
    return at !== undefined && this.now() - at < this.options.ttlMs;
  }

  /** Records a successful sign-in of `account` from `address`. */
  remember(account: string, address: string): void {
    const addresses = this.accounts.get(account) ?? new Map<string, number>();
    this.accounts.delete(account);
    this.accounts.set(account, addresses);
    addresses.delete(address);
    addresses.set(address, this.now());
    while (addresses.size > (this.options.maxPerAccount ?? 20)) addresses.delete(addresses.keys().next().value as string);
    while (this.accounts.size > (this.options.maxAccounts ?? 100_000)) this.accounts.delete(this.accounts.keys().next().value as string);
  }
}

/** "15 minutes", "1 minute", "30 seconds": how long to wait, for messages. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
