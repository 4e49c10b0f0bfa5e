/**
 * Sentry destinations: each event becomes a Sentry event posted to the envelope endpoint
 * of the DSN's project (`<scheme>://<host>/api/<project>/envelope/`, authenticated by the
 * DSN's public key in `X-Sentry-Auth`), through the server's outbound client. No SDK: the
 * envelope is three JSON lines, and @sentry/node would bring its own HTTP transport past
 * the outbound policy and global instrumentation the server does not want.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sendOutbound } from '../../outbound/http-client';
import type { SentryDestination } from '../destination-types';
import type { EventMessage } from '../event-bus';
import { DELIVERY_TIMEOUT_MS, failureText, type DeliveryResult, type DestinationSender } from './sender';

/** The parts of a DSN: `https://<publicKey>@<host>[/<path>]/<projectId>`. */
export interface ParsedDsn {
  publicKey: string;
  envelopeUrl: URL;
}

/** Parses a Sentry DSN; undefined when it is not one. */
export function parseDsn(dsn: string): ParsedDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username === '') return undefined;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const projectId = segments.pop();
  if (projectId === undefined || !/^\d+$/.test(projectId)) return undefined;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: new URL(`${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`),
  };
}

const SENTRY_LEVEL: Readonly<Record<EventMessage['level'], string>> = { debug: 'debug', info: 'info', warning: 'warning', error: 'error' };

/** The envelope of one event. */
export function sentryEnvelope(message: EventMessage, dsn: string, release: string): string {
  const eventId = randomUUID().replace(/-/g, '');
  const event = {
    event_id: eventId,
    timestamp: Date.parse(message.ts) / 1000,
    platform: 'node',
    level: SENTRY_LEVEL[message.level],
    logger: 'switchyard.eventbus',
    server_name: hostname(),
    release,
    message: { formatted: message.eventName },
    tags: { event: message.eventName, type: message.__type },
    extra: { id: message.id, ts: message.ts, payload: message.payload },
  };
  const body = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: 'event', content_type: 'application/json', length: Buffer.byteLength(body) }),
    body,
  ].join('\n');
}

/** A sender for `destination`; `release` is this server's version. */
export function sentrySender(destination: SentryDestination, release: string): DestinationSender {
  return {
    async send(messages: readonly EventMessage[], signal?: AbortSignal): Promise<DeliveryResult> {
      const dsn = parseDsn(destination.dsn);
      if (dsn === undefined) return { delivered: 0, error: 'The Sentry DSN is not valid.' };
      let delivered = 0;
      for (const message of messages) {
        try {
          const answer = await sendOutbound({
            method: 'POST',
            url: dsn.envelopeUrl,
            headers: {
              'content-type': 'application/x-sentry-envelope',
              'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=switchyard/${release}`,
            },
            body: sentryEnvelope(message, destination.dsn.trim(), release),
            timeoutMs: DELIVERY_TIMEOUT_MS,
            signal,
            maxRedirects: 0,
            maxBodyBytes: 64 * 1024,
          });
          if (answer.status < 200 || answer.status >= 300)
            return { delivered, error: `Sentry answered ${answer.status} ${answer.statusText}`.trim() };
        } catch (error) {
          return { delivered, error: failureText(error) };
        }
        delivered++;
      }
      return { delivered };
    },
  };
}
