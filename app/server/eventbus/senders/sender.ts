/** What a destination kind implements: deliver messages, in order, and say how far it got. */
import type { EventMessage } from '../event-bus';

/** The outcome of one delivery: the first `delivered` messages arrived; `error` says why the rest did not. */
export interface DeliveryResult {
  delivered: number;
  error?: string;
}

/** Sends messages to one destination. */
export interface DestinationSender {
  /** `signal` aborts the exchange (server shutting down). */
  send(messages: readonly EventMessage[], signal?: AbortSignal): Promise<DeliveryResult>;
}

/** The message of `error`, for the backlog's `last_error` and the test answer. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** How long one network exchange with a destination may take. */
export const DELIVERY_TIMEOUT_MS = 10_000;
