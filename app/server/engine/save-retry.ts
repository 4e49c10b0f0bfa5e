/**
 * Retrying an execution's save while the database is briefly unreachable (queue-mode
 * workers: PostgreSQL restarting or failing over must not turn finished runs into failed
 * ones). Only connection failures are retried, with a doubling wait up to a bound; an error
 * the same save would meet again (a value JSON cannot write) fails at once.
 */

/** How a save is retried. */
export interface SaveRetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try, in ms; doubled for each next one. */
  firstWaitMs: number;
  /** Longest wait between tries, in ms. */
  maxWaitMs: number;
  /** Told of each retry (the worker's log). */
  warn(message: string): void;
}

/** The policy of queue-mode workers: 6 tries over about 15 s. */
export const WORKER_SAVE_RETRY: Omit<SaveRetryPolicy, 'warn'> = { attempts: 6, firstWaitMs: 500, maxWaitMs: 8_000 };

const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether `error` says the database could not be reached, rather than that the write was wrong. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's class 08 is "connection exception".
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|ECONNREFUSED|ECONNRESET/i.test(
      error.message,
    )
  )
    return true;
  return error.cause !== undefined && isConnectionError(error.cause);
}

/** Runs `save`, again after a wait while it fails for want of a connection. */
export async function saveWithRetry(what: string, save: () => Promise<void>, policy: SaveRetryPolicy | undefined): Promise<void> {
  let wait = policy?.firstWaitMs ?? 0;
  for (let attempt = 1; ; attempt++) {
    try {
      await save();
      return;
    } catch (error) {
      if (policy === undefined || attempt >= policy.attempts || !isConnectionError(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      policy.warn(`${what} could not be saved (${reason}); try ${attempt + 1} of ${policy.attempts} in ${wait} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, policy.maxWaitMs);
    }
  }
}
