/**
 * Messages between the processes of one queue-mode instance over Redis pub/sub: a worker's
 * progress for an editor tab (push), a Respond to Webhook node's answer for the process
 * holding the HTTP request, a request to stop an execution, and workflow activations the
 * webhook processes and the other mains follow. Each process publishes and subscribes; a
 * message nobody holds the target of is dropped where it lands, as in regular mode.
 *
 * Besides the instance's channel every process listens on its own (named by `id`): a
 * webhook answer goes only to the process that queued the execution, so with N workers
 * and M webhook processes each answer is read once, not by every process.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { QueueRedisConfig } from '../config';
import type { WebhookResponse } from '../engine/node-interface';
import type { PushMessage, PushTarget } from '../push';
import { connectRedis } from './redis';
import { decodeWire, encodeWire } from './wire-codec';

/** One message on the bus. */
export type BusMessage =
  | { kind: 'push'; pushRef: PushTarget; message: PushMessage }
  | { kind: 'webhook-response'; executionId: string; response: WebhookResponse }
  | { kind: 'stop'; executionId: string }
  | { kind: 'activation'; workflowId: string; active: boolean; from: string };

type Kind = BusMessage['kind'];
type Handler<K extends Kind> = (message: Extract<BusMessage, { kind: K }>) => void;

/** Publishes and receives the instance's messages. */
export class QueueBus {
  /** This process's own channel name, which others address messages for it to. */
  readonly id = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly handlers = new Map<Kind, Set<(message: BusMessage) => void>>();
  /** Executions running here whose answers go to one process: execution id → its bus id. */
  private readonly routes = new Map<string, string>();
  private ready: Promise<unknown> | undefined;

  constructor(redis: QueueRedisConfig, onError: (error: Error) => void) {
    this.channel = `${redis.prefix}:switchyard:bus`;
    this.publisher = connectRedis(redis, 'switchyard-bus-pub', onError);
    this.subscriber = connectRedis(redis, 'switchyard-bus-sub', onError);
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel && channel !== this.channelOf(this.id)) return;
      let message: BusMessage;
      try {
        message = decodeWire<BusMessage>(text);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      for (const handler of this.handlers.get(message.kind) ?? []) {
        try {
          handler(message);
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  }

  /** Subscribes to the channel (ioredis subscribes again after a reconnect). */
  start(): Promise<unknown> {
    this.ready ??= this.subscriber.subscribe(this.channel, this.channelOf(this.id));
    return this.ready;
  }

  private channelOf(processId: string): string {
    return `${this.channel}:${processId}`;
  }

  /**
   * Sends the answers of `executionId` (see {@link publishFor}) to process `processId` only,
   * until the disposer is called.
   */
  route(executionId: string, processId: string | undefined): () => void {
    if (processId === undefined) return () => undefined;
    this.routes.set(executionId, processId);
    return () => {
      if (this.routes.get(executionId) === processId) this.routes.delete(executionId);
    };
  }

  /** Publishes a message about `executionId` to the process it is routed to, or to every process. */
  async publishFor(executionId: string, message: BusMessage): Promise<void> {
    const to = this.routes.get(executionId);
    await this.publisher.publish(to === undefined ? this.channel : this.channelOf(to), encodeWire(message));
  }

  /** Calls `handler` for each message of `kind`; returns the disposer. */
  on<K extends Kind>(kind: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(kind);
    if (set === undefined) this.handlers.set(kind, (set = new Set()));
    const wrapped = handler as (message: BusMessage) => void;
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  /** Sends `message` to every process of the instance (this one included). */
  async publish(message: BusMessage): Promise<void> {
    await this.publisher.publish(this.channel, encodeWire(message));
  }

  /** Whether both connections are up. */
  get connected(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
