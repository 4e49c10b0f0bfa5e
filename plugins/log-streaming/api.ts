/**
 * The log-streaming plugin's contract: destinations as `/rest/eventbus/destination` sends
 * and takes them (n8n's `__type` names, one flat object per destination), the modal key,
 * the page, the command ids and `ILogStreamingService`, through which the page and the
 * destination modal reach the server.
 *
 * @module
 */
import type { Observable } from 'rxjs';
import { createServiceToken } from '@sdk';

/** Destination kinds, with the server's type names. */
export type DestinationTypeName =
  '$$MessageEventBusDestinationWebhook' | '$$MessageEventBusDestinationSyslog' | '$$MessageEventBusDestinationSentry';

/** Levels, from least to most important. */
export type EventLevel = 'debug' | 'info' | 'warning' | 'error';

/** What every destination has. */
export interface DestinationCommon {
  readonly id?: string;
  readonly label: string;
  readonly enabled: boolean;
  /** Event names, groups (`n8n.audit`) or `*`. */
  readonly subscribedEvents: readonly string[];
  readonly minLevel: EventLevel;
}

/** A webhook destination. */
export interface WebhookDestination extends DestinationCommon {
  readonly __type: '$$MessageEventBusDestinationWebhook';
  readonly url: string;
  readonly method: 'POST' | 'PUT' | 'PATCH';
  readonly headers: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly authentication: 'none' | 'basicAuth' | 'headerAuth' | 'bearerAuth';
  readonly user: string;
  readonly password: string;
  readonly headerName: string;
  readonly headerValue: string;
  readonly token: string;
  readonly allowUnauthorizedCerts: boolean;
}

/** A syslog destination. */
export interface SyslogDestination extends DestinationCommon {
  readonly __type: '$$MessageEventBusDestinationSyslog';
  readonly host: string;
  readonly port: number;
  readonly protocol: 'udp' | 'tcp' | 'tls';
  readonly facility: number;
  readonly app_name: string;
  readonly allowUnauthorizedCerts: boolean;
}

/** A Sentry destination. */
export interface SentryDestination extends DestinationCommon {
  readonly __type: '$$MessageEventBusDestinationSentry';
  readonly dsn: string;
}

/** Any destination. */
export type Destination = WebhookDestination | SyslogDestination | SentryDestination;

/** The destinations and event names as last loaded. */
export interface LogStreamingState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly destinations: readonly Destination[];
  readonly eventNames: readonly string[];
  readonly error: string | null;
}

/** Destinations on the server. */
export interface ILogStreamingService {
  readonly state$: Observable<LogStreamingState>;
  readonly state: LogStreamingState;
  /** Loads the destinations and event names. */
  refresh(): Promise<void>;
  /** Saves a destination (new without an id); resolves with it as stored. */
  save(destination: Destination): Promise<Destination>;
  remove(id: string): Promise<void>;
  /** Sends a test event; rejects with the destination's answer when it cannot be sent. */
  sendTest(id: string): Promise<void>;
}
/** Token for {@link ILogStreamingService}. */
export const ILogStreamingService = createServiceToken<ILogStreamingService>('ILogStreamingService');

/** The destination modal's key ("log-stream settings" in the spec). */
export const LOG_STREAM_MODAL = 'settingsLogStream';

/** What the destination modal is opened with: the destination to edit, or none for a new one. */
export interface LogStreamModalData {
  readonly destination?: Destination;
}

/** Command ids. */
export const LOG_STREAMING_COMMANDS = { open: 'settings.open.log-streaming', add: 'settings.logStreaming.addDestination' } as const;
