/**
 * The event bus and log streaming (docs/log-streaming.md): services emit audit and
 * workflow events on the {@link EventBus}; with the `logStreaming` enterprise feature on,
 * the {@link LogStreamingService} delivers them to webhook, syslog and Sentry destinations.
 */
import type { Kysely } from 'kysely';
import type { EventBusConfig } from '../config/event-bus';
import { CredentialCipher } from '../credentials/cipher';
import type { Database } from '../db/types';
import { DestinationStore } from './destination-store';
import type { EventBus } from './event-bus';
import { LogStreamingService, type LogStreamingLogger } from './log-streaming-service';
import { Outbox } from './outbox';

export { actorFields, EventBus, eventMessage, NO_EVENTS } from './event-bus';
export type { EventActor, EventMessage, IEventSink } from './event-bus';
export { EVENT_LEVELS, EVENT_NAMES, isSubscribed, levelOf, meetsLevel } from './event-names';
export type { EventLevel, EventName } from './event-names';
export * from './destination-types';
export { LogStreamingService, senderFor } from './log-streaming-service';
export { parseDsn } from './senders/sentry';

/** Builds log streaming over the database; `destinationKey` encrypts the destinations' secrets. */
export function createLogStreaming(parts: {
  bus: EventBus;
  db: Kysely<Database>;
  destinationKey: Buffer;
  config: EventBusConfig;
  release: string;
  logger?: LogStreamingLogger;
}): LogStreamingService {
  return new LogStreamingService({
    bus: parts.bus,
    store: new DestinationStore(parts.db, new CredentialCipher(parts.destinationKey)),
    outbox: new Outbox(parts.db),
    config: parts.config,
    release: parts.release,
    logger: parts.logger,
  });
}
