/**
 * Log streaming: takes the bus's events, writes one outbox entry per destination that
 * wants the event (enabled, subscribed to its name, at or above its level), and delivers
 * each destination's entries in order. A failed delivery waits `retryBaseMs`, doubled per
 * failure up to `retryMaxMs`, before the destination's oldest entry is tried again; newer
 * entries wait behind it, so a destination sees events in the order they happened. The
 * delivery timer starts with {@link start} and stops with {@link stop} (server close).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventBusConfig } from '../config/event-bus';
import { DomainError } from '../domain-error';
import type { DestinationStore } from './destination-store';
import { SECRET_FIELDS, SECRET_PLACEHOLDER, type Destination, type DestinationInput } from './destination-types';
import { eventMessage, type EventBus, type EventMessage } from './event-bus';
import { isSubscribed, meetsLevel } from './event-names';
import type { Outbox } from './outbox';
import type { DestinationSender } from './senders/sender';
import { sentrySender } from './senders/sentry';
import { syslogSender } from './senders/syslog';
import { webhookSender } from './senders/webhook';

/** Entries sent per delivery round and destination. */
const BATCH = 50;

/** Where delivery problems are logged (the server's logger). */
export interface LogStreamingLogger {
  warn(details: object, message: string): void;
}

/** What the service is built with. */
export interface LogStreamingDeps {
  bus: EventBus;
  store: DestinationStore;
  outbox: Outbox;
  config: EventBusConfig;
  /** This server's version (Sentry's `release`). */
  release: string;
  logger?: LogStreamingLogger;
}

/** The sender of `destination`'s kind. */
export function senderFor(destination: Destination, release: string): DestinationSender {
  switch (destination.__type) {
    case '$$MessageEventBusDestinationWebhook':
      return webhookSender(destination);
    case '$$MessageEventBusDestinationSyslog':
      return syslogSender(destination);
    case '$$MessageEventBusDestinationSentry':
      return sentrySender(destination, release);
  }
}

/** Delivers events to the configured destinations; one per server. */
export class LogStreamingService {
  private readonly destinations = new Map<string, Destination>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private roundAgain = false;
  private stopped = true;
  /** Outbox writes in arrival order; awaited before the server closes. */
  private writes: Promise<void> = Promise.resolve();
  private sequence = 0;
  private unsubscribe: (() => void) | undefined;
  /** Aborts deliveries in flight when the server stops (the entries stay queued). */
  private running = new AbortController();

  constructor(private readonly deps: LogStreamingDeps) {}

  /** Loads the destinations, listens to the bus and starts delivering (what a restart left too). */
  async start(): Promise<void> {
    for (const destination of await this.deps.store.list()) this.destinations.set(destination.id, destination);
    this.stopped = false;
    this.running = new AbortController();
    this.unsubscribe = this.deps.bus.subscribe((message) => this.accept(message));
    this.schedule(0);
  }

  /** Stops listening and delivering; events already taken are in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running.abort();
    await this.writes;
    await this.round;
  }

  /** Every destination, in the clear (callers redact). */
  list(): Destination[] {
    return [...this.destinations.values()];
  }

  /** The destination with `id`. */
  get(id: string): Destination {
    const destination = this.destinations.get(id);
    if (destination === undefined) throw new DomainError('not-found', `There is no log-streaming destination with the id "${id}".`);
    return destination;
  }

  /**
   * Saves a new destination (no id, or an unknown one) or replaces one. A secret sent as
   * the placeholder keeps the stored value; a destination's kind cannot change.
   */
  async save(input: DestinationInput): Promise<Destination> {
    const previous = input.id === undefined ? undefined : this.destinations.get(input.id);
    if (previous !== undefined && previous.__type !== input.__type) {
      throw new DomainError('invalid', 'A destination keeps its type; delete it and add a new one instead.');
    }
    const destination = { ...input, id: input.id ?? randomUUID() } as Record<string, unknown>;
    for (const field of SECRET_FIELDS[input.__type]) {
      if (destination[field] === SECRET_PLACEHOLDER)
        destination[field] = previous ? (previous as unknown as Record<string, unknown>)[field] : '';
    }
    const saved = destination as unknown as Destination;
    await this.deps.store.save(saved);
    this.destinations.set(saved.id, saved);
    this.schedule(0);
    return saved;
  }

  /** Deletes a destination and what it had not received yet. */
  async delete(id: string): Promise<void> {
    this.get(id);
    // Writes already queued for it land first, so none is left behind.
    await this.writes;
    this.destinations.delete(id);
    await this.deps.store.delete(id);
  }

  /** Sends a test event to `id` now, past the outbox; throws with the destination's answer when it fails. */
  async sendTest(id: string): Promise<void> {
    const destination = this.get(id);
    const message = eventMessage('n8n.destination.test', {
      destinationId: id,
      label: destination.label,
      msg: 'Test message from Switchyard',
    });
    const result = await senderFor(destination, this.deps.release).send([message]);
    if (result.error !== undefined || result.delivered !== 1) {
      throw new DomainError('upstream-failed', `The test event could not be sent: ${result.error ?? 'the destination did not take it'}`);
    }
  }

  /** How many events wait for `id` (tests, the docs' troubleshooting). */
  async backlog(id: string): Promise<number> {
    await this.writes;
    return this.deps.outbox.count(id);
  }

  private wants(destination: Destination, message: EventMessage): boolean {
    return (
      destination.enabled &&
      isSubscribed(message.eventName, destination.subscribedEvents) &&
      meetsLevel(message.level, destination.minLevel)
    );
  }

  private nextId(now: Date): string {
    this.sequence = (this.sequence + 1) % 1_000_000_000;
    return `${String(now.getTime()).padStart(15, '0')}-${String(this.sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
  }

  private accept(message: EventMessage): void {
    if (this.stopped) return;
    const now = new Date();
    const entries = [...this.destinations.values()]
      .filter((destination) => this.wants(destination, message))
      .map((destination) => ({ id: this.nextId(now), destinationId: destination.id, message }));
    if (entries.length === 0) return;
    this.writes = this.writes
      .then(async () => {
        await this.deps.outbox.add(entries, now);
        for (const entry of entries) {
          const dropped = await this.deps.outbox.trim(entry.destinationId, this.deps.config.backlogMax);
          if (dropped > 0) {
            this.deps.logger?.warn(
              { destinationId: entry.destinationId, dropped },
              'Log streaming: the backlog is full, the oldest events were dropped',
            );
          }
        }
        this.schedule(0);
      })
      .catch((error: unknown) =>
        this.deps.logger?.warn({ err: error, eventName: message.eventName }, 'Log streaming: an event could not be queued'),
      );
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.round !== undefined) {
      this.roundAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.startRound(), delayMs);
    this.timer.unref();
  }

  private startRound(): void {
    this.timer = undefined;
    if (this.stopped || this.round !== undefined) return;
    this.roundAgain = false;
    this.round = this.deliverAll()
      .catch((error: unknown) => {
        this.deps.logger?.warn({ err: error }, 'Log streaming: a delivery round failed');
        return this.deps.config.pollMs;
      })
      .then((waitMs) => {
        this.round = undefined;
        this.schedule(this.roundAgain ? 0 : waitMs);
      });
  }

  /** Delivers what is due to every enabled destination; answers how long until something is due. */
  private async deliverAll(): Promise<number> {
    let wait = this.deps.config.pollMs;
    for (const destination of [...this.destinations.values()]) {
      if (!destination.enabled || this.stopped) continue;
      wait = Math.min(wait, await this.deliver(destination));
    }
    return Math.max(wait, 0);
  }

  private async deliver(destination: Destination): Promise<number> {
    const sender = senderFor(destination, this.deps.release);
    for (;;) {
      if (this.stopped || this.destinations.get(destination.id) !== destination) return this.deps.config.pollMs;
      const entries = await this.deps.outbox.head(destination.id, BATCH);
      if (entries.length === 0) return this.deps.config.pollMs;
      const first = entries[0]!;
      const dueIn = Date.parse(first.nextAttemptAt) - Date.now();
      if (dueIn > 0) return dueIn;
      const result = await sender.send(
        entries.map((entry) => entry.message),
        this.running.signal,
      );
      if (this.stopped) return this.deps.config.pollMs;
      await this.deps.outbox.remove(entries.slice(0, result.delivered).map((entry) => entry.id));
      if (result.error !== undefined) {
        const failedEntry = entries[result.delivered];
        if (failedEntry === undefined) return 0;
        const attempts = failedEntry.attempts + 1;
        const backoff = Math.min(this.deps.config.retryMaxMs, this.deps.config.retryBaseMs * 2 ** Math.min(attempts - 1, 30));
        await this.deps.outbox.failed(failedEntry.id, attempts, new Date(Date.now() + backoff), result.error);
        this.deps.logger?.warn(
          { destinationId: destination.id, attempts, retryInMs: backoff, error: result.error },
          'Log streaming: a delivery failed and will be retried',
        );
        return backoff;
      }
    }
  }
}
