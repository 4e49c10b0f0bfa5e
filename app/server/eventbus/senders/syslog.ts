/**
 * Syslog destinations: RFC 5424 messages over UDP (one datagram each), TCP or TLS (one
 * connection per delivery, each message ended by a line feed, RFC 6587's non-transparent
 * framing, which rsyslog and syslog-ng read by default). The destination's host must pass
 * the outbound policy, as HTTP destinations must. UDP cannot tell whether anything was
 * listening: a datagram sent counts as delivered.
 */
import { createSocket } from 'node:dgram';
import { isIP, connect as connectTcp, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as connectTls } from 'node:tls';
import { assertHostAllowed } from '../../outbound/ssrf';
import type { SyslogDestination } from '../destination-types';
import type { EventMessage } from '../event-bus';
import { DELIVERY_TIMEOUT_MS, failureText, type DeliveryResult, type DestinationSender } from './sender';
import { formatSyslog } from './syslog-format';

function formatAll(destination: SyslogDestination, messages: readonly EventMessage[]): string[] {
  const options = { facility: destination.facility, appName: destination.app_name, hostname: hostname(), procId: process.pid };
  return messages.map((message) => formatSyslog(message, options));
}

async function sendUdp(destination: SyslogDestination, lines: readonly string[]): Promise<DeliveryResult> {
  const socket = createSocket(isIP(destination.host) === 6 ? 'udp6' : 'udp4');
  let delivered = 0;
  try {
    for (const line of lines) {
      await new Promise<void>((resolve, reject) =>
        socket.send(Buffer.from(line, 'utf8'), destination.port, destination.host, (error) => (error ? reject(error) : resolve())),
      );
      delivered++;
    }
    return { delivered };
  } catch (error) {
    return { delivered, error: failureText(error) };
  } finally {
    socket.close();
  }
}

async function sendStream(destination: SyslogDestination, lines: readonly string[], signal?: AbortSignal): Promise<DeliveryResult> {
  const socket: Socket =
    destination.protocol === 'tls'
      ? connectTls({
          host: destination.host,
          port: destination.port,
          rejectUnauthorized: !destination.allowUnauthorizedCerts,
          servername: isIP(destination.host) === 0 ? destination.host : undefined,
        })
      : connectTcp({ host: destination.host, port: destination.port });
  socket.setTimeout(DELIVERY_TIMEOUT_MS);
  const abort = () => socket.destroy(new Error('Delivery stopped: the server is shutting down'));
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once(destination.protocol === 'tls' ? 'secureConnect' : 'connect', () => resolve());
      socket.once('error', reject);
      socket.once('timeout', () =>
        reject(new Error(`No connection to ${destination.host}:${destination.port} within ${DELIVERY_TIMEOUT_MS} ms`)),
      );
    });
    // Everything is written, then the connection is closed and its close awaited: the
    // receiver has read what we wrote once our end finished without an error.
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.end(lines.map((line) => `${line}\n`).join(''), () => resolve());
    });
    return { delivered: lines.length };
  } catch (error) {
    return { delivered: 0, error: failureText(error) };
  } finally {
    signal?.removeEventListener('abort', abort);
    socket.destroy();
  }
}

/** A sender for `destination`. */
export function syslogSender(destination: SyslogDestination): DestinationSender {
  return {
    async send(messages: readonly EventMessage[], signal?: AbortSignal): Promise<DeliveryResult> {
      try {
        await assertHostAllowed(destination.host);
      } catch (error) {
        return { delivered: 0, error: failureText(error) };
      }
      const lines = formatAll(destination, messages);
      return destination.protocol === 'udp' ? sendUdp(destination, lines) : sendStream(destination, lines, signal);
    },
  };
}
