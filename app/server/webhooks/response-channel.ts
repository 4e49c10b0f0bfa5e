/**
 * How a Respond to Webhook node reaches the HTTP request that started its execution:
 * the webhook server registers a waiter under the execution id before the run starts,
 * the node hands its response here, the server writes it. A response for an execution
 * nobody waits for (the workflow was not started by a webhook in "Using 'Respond to
 * Webhook' Node" mode, or it already answered) is dropped, as in n8n.
 */

/** A response a node built. `body` is a Buffer (binary), a string, or JSON-able data. */
export interface WebhookResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

type Waiter = (response: WebhookResponse) => void;

const waiters = new Map<string, Waiter>();

/** Waits for the response of `executionId`; returns a disposer that stops waiting. */
export function awaitWebhookResponse(executionId: string, waiter: Waiter): () => void {
  waiters.set(executionId, waiter);
  return () => {
    if (waiters.get(executionId) === waiter) waiters.delete(executionId);
  };
}

/** Hands a response to the waiting request; false when nobody waits (any more). */
export function sendWebhookResponse(executionId: string, response: WebhookResponse): boolean {
  const waiter = waiters.get(executionId);
  if (waiter === undefined) return false;
  waiters.delete(executionId);
  waiter(response);
  return true;
}
