/**
 * RFC 5424 syslog messages, written here: the maintained npm clients either lack TLS
 * (syslog-client, last released 2019) or are not under an open licence (@n8n/syslog-client).
 *
 *     <PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID STRUCTURED-DATA MSG
 *
 * PRI is facility × 8 + severity; MSG is the event's JSON.
 */
import type { EventMessage } from '../event-bus';
import type { EventLevel } from '../event-names';

/** RFC 5424 severities of our levels. */
const SEVERITY: Readonly<Record<EventLevel, number>> = { debug: 7, info: 6, warning: 4, error: 3 };

/** The header fields' alphabet (PRINTUSASCII, RFC 5424 §6), cut to `max` characters; `-` when empty. */
export function headerField(value: string, max: number): string {
  const printable = value.replace(/[^\x21-\x7e]/g, '').slice(0, max);
  return printable === '' ? '-' : printable;
}

/** One RFC 5424 message of `message`. */
export function formatSyslog(
  message: EventMessage,
  options: { facility: number; appName: string; hostname: string; procId: string | number },
): string {
  const pri = options.facility * 8 + SEVERITY[message.level];
  return [
    `<${pri}>1`,
    message.ts,
    headerField(options.hostname, 255),
    headerField(options.appName, 48),
    headerField(String(options.procId), 128),
    headerField(message.eventName, 32),
    '-',
    JSON.stringify(message),
  ].join(' ');
}
