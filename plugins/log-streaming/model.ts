/** What the page and the modal show of destinations: kinds, defaults, event groups, problems. */
import type { Destination, DestinationTypeName, EventLevel } from './api';

/** The kinds a destination can be, as the type select lists them. */
export const DESTINATION_KINDS: ReadonlyArray<{ type: DestinationTypeName; label: string; description: string }> = [
  { type: '$$MessageEventBusDestinationWebhook', label: 'Webhook', description: 'An HTTP request per event, with the event as JSON.' },
  { type: '$$MessageEventBusDestinationSyslog', label: 'Syslog', description: 'RFC 5424 messages over UDP, TCP or TLS.' },
  { type: '$$MessageEventBusDestinationSentry', label: 'Sentry', description: 'Events in a Sentry project, through its DSN.' },
];

/** The label of a kind. */
export function kindLabel(type: DestinationTypeName): string {
  return DESTINATION_KINDS.find((kind) => kind.type === type)?.label ?? type;
}

/** Levels with their labels. */
export const LEVELS: ReadonlyArray<{ value: EventLevel; label: string }> = [
  { value: 'debug', label: 'Debug and above (everything)' },
  { value: 'info', label: 'Info and above' },
  { value: 'warning', label: 'Warnings and errors' },
  { value: 'error', label: 'Errors only' },
];

/** Syslog facilities (RFC 5424 codes). */
export const FACILITIES: readonly string[] = [
  'kern',
  'user',
  'mail',
  'daemon',
  'auth',
  'syslog',
  'lpr',
  'news',
  'uucp',
  'cron',
  'authpriv',
  'ftp',
  'ntp',
  'security',
  'console',
  'solaris-cron',
  'local0',
  'local1',
  'local2',
  'local3',
  'local4',
  'local5',
  'local6',
  'local7',
];

/** The event groups, by name prefix. */
export const EVENT_GROUPS: ReadonlyArray<{ prefix: string; label: string }> = [
  { prefix: 'n8n.audit', label: 'Audit events' },
  { prefix: 'n8n.workflow', label: 'Workflow events' },
  { prefix: 'n8n.node', label: 'Node events' },
];

/** A new destination of `type` with its defaults: every audit and workflow event. */
export function newDestination(type: DestinationTypeName): Destination {
  const common = { enabled: true, subscribedEvents: ['n8n.audit', 'n8n.workflow'], minLevel: 'debug' as const };
  switch (type) {
    case '$$MessageEventBusDestinationWebhook':
      return {
        ...common,
        __type: type,
        label: 'My webhook',
        url: '',
        method: 'POST',
        headers: [],
        authentication: 'none',
        user: '',
        password: '',
        headerName: '',
        headerValue: '',
        token: '',
        allowUnauthorizedCerts: false,
      };
    case '$$MessageEventBusDestinationSyslog':
      return {
        ...common,
        __type: type,
        label: 'My syslog',
        host: '',
        port: 514,
        protocol: 'udp',
        facility: 16,
        app_name: 'switchyard',
        allowUnauthorizedCerts: false,
      };
    case '$$MessageEventBusDestinationSentry':
      return { ...common, __type: type, label: 'My Sentry', dsn: '' };
  }
}

/** Where a destination sends to, in a few words (cards). */
export function targetOf(destination: Destination): string {
  switch (destination.__type) {
    case '$$MessageEventBusDestinationWebhook':
      return `${destination.method} ${destination.url}`;
    case '$$MessageEventBusDestinationSyslog':
      return `${destination.protocol.toUpperCase()} ${destination.host}:${destination.port}`;
    case '$$MessageEventBusDestinationSentry':
      return 'Sentry project';
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Field problems of `destination` (field → message); empty when it can be saved. */
export function destinationProblems(destination: Destination): Record<string, string> {
  const problems: Record<string, string> = {};
  if (destination.label.trim() === '') problems['label'] = 'Give the destination a name.';
  switch (destination.__type) {
    case '$$MessageEventBusDestinationWebhook': {
      if (!isHttpUrl(destination.url.trim())) problems['url'] = 'Enter an http:// or https:// address.';
      break;
    }
    case '$$MessageEventBusDestinationSyslog':
      if (destination.host.trim() === '') problems['host'] = 'Enter the syslog server’s host name or IP address.';
      if (!Number.isInteger(destination.port) || destination.port < 1 || destination.port > 65535)
        problems['port'] = 'Enter a port from 1 to 65535.';
      break;
    case '$$MessageEventBusDestinationSentry':
      if (destination.dsn.trim() === '') problems['dsn'] = 'Enter the DSN of your Sentry project.';
      break;
  }
  return problems;
}
