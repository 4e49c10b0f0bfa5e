/**
 * Log-streaming destinations as the editor sends and receives them (`/rest/eventbus/destination`):
 * one flat object per destination with n8n's `__type` names, the fields of its kind, and the
 * filters every kind has. Secrets (webhook password, header value and token; Sentry DSN) are
 * stored encrypted and answered as {@link SECRET_PLACEHOLDER}; sending the placeholder back
 * keeps the stored secret.
 */
import { CREDENTIAL_BLANKING_VALUE } from '../credentials/redaction';
import type { EventLevel } from './event-names';

/** The value answered instead of a stored secret (the one credentials use). */
export const SECRET_PLACEHOLDER = CREDENTIAL_BLANKING_VALUE;

/** The destination kinds, with n8n's type names. */
export const DESTINATION_TYPES = {
  webhook: '$$MessageEventBusDestinationWebhook',
  syslog: '$$MessageEventBusDestinationSyslog',
  sentry: '$$MessageEventBusDestinationSentry',
} as const;

/** A destination kind. */
export type DestinationKind = keyof typeof DESTINATION_TYPES;
/** A destination `__type`. */
export type DestinationTypeName = (typeof DESTINATION_TYPES)[DestinationKind];

/** What every destination has. */
export interface DestinationCommon {
  id: string;
  label: string;
  enabled: boolean;
  /** Event names, groups (`n8n.audit`) or `*`; nothing subscribed sends nothing. */
  subscribedEvents: string[];
  /** Lowest level sent. */
  minLevel: EventLevel;
}

/** How a webhook destination signs its requests. */
export type WebhookAuthentication = 'none' | 'basicAuth' | 'headerAuth' | 'bearerAuth';

/** A webhook destination: each event is one request with the event as JSON. */
export interface WebhookDestination extends DestinationCommon {
  __type: typeof DESTINATION_TYPES.webhook;
  url: string;
  method: 'POST' | 'PUT' | 'PATCH';
  headers: Array<{ name: string; value: string }>;
  authentication: WebhookAuthentication;
  /** basicAuth. */
  user: string;
  /** basicAuth (secret). */
  password: string;
  /** headerAuth. */
  headerName: string;
  /** headerAuth (secret). */
  headerValue: string;
  /** bearerAuth (secret). */
  token: string;
  /** Accept a self-signed or otherwise invalid TLS certificate. */
  allowUnauthorizedCerts: boolean;
}

/** A syslog destination (RFC 5424 messages). */
export interface SyslogDestination extends DestinationCommon {
  __type: typeof DESTINATION_TYPES.syslog;
  host: string;
  port: number;
  protocol: 'udp' | 'tcp' | 'tls';
  /** Syslog facility code, 0 (kern) to 23 (local7); 16 (local0) by default. */
  facility: number;
  app_name: string;
  /** TLS only: accept a self-signed or otherwise invalid certificate. */
  allowUnauthorizedCerts: boolean;
}

/** A Sentry destination (events sent through the envelope API of the DSN's project). */
export interface SentryDestination extends DestinationCommon {
  __type: typeof DESTINATION_TYPES.sentry;
  /** Secret. */
  dsn: string;
}

/** Any destination, in the clear (inside the server only). */
export type Destination = WebhookDestination | SyslogDestination | SentryDestination;

/** A destination as sent to be saved: no id for a new one. */
export type DestinationInput =
  | (Omit<WebhookDestination, 'id'> & { id?: string })
  | (Omit<SyslogDestination, 'id'> & { id?: string })
  | (Omit<SentryDestination, 'id'> & { id?: string });

/** The secret fields of each kind. */
export const SECRET_FIELDS: Readonly<Record<DestinationTypeName, readonly string[]>> = {
  [DESTINATION_TYPES.webhook]: ['password', 'headerValue', 'token'],
  [DESTINATION_TYPES.syslog]: [],
  [DESTINATION_TYPES.sentry]: ['dsn'],
};

/** `destination` as answered: each set secret replaced by {@link SECRET_PLACEHOLDER}. */
export function redactDestination(destination: Destination): Destination {
  const copy: Record<string, unknown> = { ...destination };
  for (const field of SECRET_FIELDS[destination.__type]) {
    if (typeof copy[field] === 'string' && copy[field] !== '') copy[field] = SECRET_PLACEHOLDER;
  }
  return copy as unknown as Destination;
}
