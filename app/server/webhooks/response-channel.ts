/**
 * How a Respond to Webhook node reaches the HTTP request that started its execution: the
 * node hands its response here under its execution id, and the webhook server, which
 * waits on that id, writes it. The server learns the id only once the execution is
 * recorded, and the node may already have answered by then, so a response nobody waits
 * for yet is kept briefly ({@link EARLY_RESPONSE_TTL_MS}); one nobody ever asks for (the
 * workflow was not started by such a webhook call) is dropped, as in n8n.
 */

/** A response a node built. `body` is a Buffer (binary), a string, or JSON-able data. */
export interface WebhookResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

/** How long an unclaimed response is kept. */
export const EARLY_RESPONSE_TTL_MS = 60_000;
/** Most unclaimed responses kept at once (the oldest go first). */
export const MAX_EARLY_RESPONSES = 10_000;

type Waiter = (response: WebhookResponse) => void;

const waiters = new Map<string, Waiter>();
const early = new Map<string, { response: WebhookResponse; at: number }>();

function purge(now: number): void {
  for (const [id, entry] of early) {
    if (now - entry.at < EARLY_RESPONSE_TTL_MS && early.size <= MAX_EARLY_RESPONSES) break;
    early.delete(id);
  }
}

/**
 * Calls `waiter` with the response of `executionId`, at once when it already came.
 * Returns a disposer that stops waiting and forgets the execution.
 */
export function awaitWebhookResponse(executionId: string, waiter: Waiter): () => void {
  const came = early.get(executionId);
  if (came !== undefined) {
    early.delete(executionId);
    waiter(came.response);
    return () => undefined;
  }
  waiters.set(executionId, waiter);
  return () => {
    if (waiters.get(executionId) === waiter) waiters.delete(executionId);
    early.delete(executionId);
  };
}

/** Hands a response to the waiting request (or keeps it briefly); only the first counts. */
export function sendWebhookResponse(executionId: string, response: WebhookResponse): void {
  const waiter = waiters.get(executionId);
  if (waiter !== undefined) {
    waiters.delete(executionId);
    waiter(response);
    return;
  }
  if (early.has(executionId)) return;
  const now = Date.now();
  early.set(executionId, { response, at: now });
  purge(now);
}
