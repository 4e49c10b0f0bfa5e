/**
 * Webhook destinations: one request per event, the event's JSON as the body, through the
 * server's outbound client (so the SSRF policy and certificate switch apply as for every
 * outbound request). A 2xx answer is a delivery; anything else is retried.
 */
import { sendOutbound } from '../../outbound/http-client';
import type { WebhookDestination } from '../destination-types';
import { DELIVERY_TIMEOUT_MS, failureText, type DeliveryResult, type DestinationSender } from './sender';
import type { EventMessage } from '../event-bus';

function headersOf(destination: WebhookDestination): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, value } of destination.headers) if (name.trim() !== '') headers[name.trim().toLowerCase()] = value;
  headers['content-type'] = 'application/json';
  switch (destination.authentication) {
    case 'basicAuth':
      headers['authorization'] = `Basic ${Buffer.from(`${destination.user}:${destination.password}`).toString('base64')}`;
      break;
    case 'bearerAuth':
      headers['authorization'] = `Bearer ${destination.token}`;
      break;
    case 'headerAuth':
      if (destination.headerName.trim() !== '') headers[destination.headerName.trim().toLowerCase()] = destination.headerValue;
      break;
    case 'none':
      break;
  }
  return headers;
}

/** A sender for `destination`. */
export function webhookSender(destination: WebhookDestination): DestinationSender {
  return {
    async send(messages: readonly EventMessage[], signal?: AbortSignal): Promise<DeliveryResult> {
      const headers = headersOf(destination);
      let delivered = 0;
      for (const message of messages) {
        try {
          const answer = await sendOutbound({
            method: destination.method,
            url: new URL(destination.url),
            headers,
            body: JSON.stringify(message),
            timeoutMs: DELIVERY_TIMEOUT_MS,
            signal,
            maxRedirects: 3,
            crossOrigin: 'drop-credentials',
            ignoreInvalidCerts: destination.allowUnauthorizedCerts,
            maxBodyBytes: 64 * 1024,
          });
          if (answer.status < 200 || answer.status >= 300) {
            return { delivered, error: `The webhook answered ${answer.status} ${answer.statusText}`.trim() };
          }
        } catch (error) {
          return { delivered, error: failureText(error) };
        }
        delivered++;
      }
      return { delivered };
    },
  };
}
