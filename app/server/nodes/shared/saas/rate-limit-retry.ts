/**
 * Retries a request a SaaS API answered 429 ("Too Many Requests"), after the seconds its
 * `Retry-After` header names (or a second when it names none), a few times and with the
 * wait capped, so a burst of items slows down instead of failing. The Slack, Airtable and
 * Notion nodes send every call through it; the last answer (429 included) is returned for
 * the caller to turn into its service's error.
 */
import type { IN8nHttpFullResponse } from '../../../engine/node-interface';

/** How often a 429 is retried before the caller gets it. */
const MAX_RETRIES = 3;
/** Longest wait (s) for one retry; a service may ask for more. */
const MAX_WAIT_S = 30;
/** The wait when a 429 names none (Airtable's, for one, sends no Retry-After). */
const DEFAULT_WAIT_S = 1;

/** Seconds `response` asks to wait: its Retry-After header (seconds or an HTTP date). */
export function retryAfterSeconds(response: IN8nHttpFullResponse, now = Date.now()): number {
  const raw = response.headers['retry-after'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined || header === '') return DEFAULT_WAIT_S;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), MAX_WAIT_S);
  const date = Date.parse(String(header));
  return Number.isNaN(date) ? DEFAULT_WAIT_S : Math.min(Math.max((date - now) / 1000, 0), MAX_WAIT_S);
}

function sleep(seconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('The execution was cancelled'));
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('The execution was cancelled'));
    });
  });
}

/** Sends with `send` until the answer is not a 429 or the retries are spent. */
export async function sendWithRateLimitRetry(
  send: () => Promise<IN8nHttpFullResponse>,
  signal?: AbortSignal,
): Promise<IN8nHttpFullResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.statusCode !== 429 || attempt >= MAX_RETRIES) return response;
    await sleep(retryAfterSeconds(response), signal);
  }
}
