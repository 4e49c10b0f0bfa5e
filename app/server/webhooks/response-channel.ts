/**
 * How a Respond to Webhook node reaches the HTTP request that started its execution: the
 * node hands its response here under its execution id, and the webhook server, which
 * waits on that id, writes it. The server learns the id only once the execution is
 * recorded, and the node may already have answered by then, so a response nobody waits
 * for yet is kept briefly ({@link EARLY_RESPONSE_TTL_MS}); one nobody ever asks for (the
 * workflow was not started by such a webhook call) is dropped, as in n8n. Each server has
 * its own channel, handed to the execution service (send side) and the webhook calls
 * (waiting side).
 */
import type { WebhookResponse } from '../engine/node-interface';
import type { IWebhookResponseChannel } from '../engine/run-types';

export type { WebhookResponse } from '../engine/node-interface';

/** How long an unclaimed response is kept. */
export const EARLY_RESPONSE_TTL_MS = 60_000;
/** Most unclaimed responses kept at once (the oldest go first). */
export const MAX_EARLY_RESPONSES = 10_000;

type Waiter = (response: WebhookResponse) => void;

/** The responses of one server's executions, by execution id. */
export class WebhookResponseChannel implements IWebhookResponseChannel {
  private readonly waiters = new Map<string, Waiter>();
  private readonly early = new Map<string, { response: WebhookResponse; at: number }>();

  /**
   * Calls `waiter` with the response of `executionId`, at once when it already came.
   * Returns a disposer that stops waiting and forgets the execution.
   */
  await(executionId: string, waiter: Waiter): () => void {
    const came = this.early.get(executionId);
    if (came !== undefined) {
      this.early.delete(executionId);
      waiter(came.response);
      return () => undefined;
    }
    this.waiters.set(executionId, waiter);
    return () => {
      if (this.waiters.get(executionId) === waiter) this.waiters.delete(executionId);
      this.early.delete(executionId);
    };
  }

  /** Hands a response to the waiting request (or keeps it briefly); only the first counts. */
  send(executionId: string, response: WebhookResponse): void {
    const waiter = this.waiters.get(executionId);
    if (waiter !== undefined) {
      this.waiters.delete(executionId);
      waiter(response);
      return;
    }
    if (this.early.has(executionId)) return;
    const now = Date.now();
    this.early.set(executionId, { response, at: now });
    this.purge(now);
  }

  private purge(now: number): void {
    for (const [id, entry] of this.early) {
      if (now - entry.at < EARLY_RESPONSE_TTL_MS && this.early.size <= MAX_EARLY_RESPONSES) break;
      this.early.delete(id);
    }
  }
}
