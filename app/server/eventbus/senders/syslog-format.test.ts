import { describe, expect, it } from 'vitest';
import { eventMessage } from '../event-bus';
import { formatSyslog, headerField } from './syslog-format';
import { parseDsn } from './sentry';
import { isSubscribed, meetsLevel } from '../event-names';

describe('syslog messages (RFC 5424)', () => {
  it('writes PRI from facility and level, the header fields and the event as JSON', () => {
    const message = eventMessage('n8n.workflow.failed', { workflowId: 'w1' }, new Date('2026-01-02T03:04:05.678Z'));
    const line = formatSyslog(message, { facility: 16, appName: 'my app', hostname: 'host-1', procId: 42 });
    expect(line.startsWith('<131>1 2026-01-02T03:04:05.678Z host-1 myapp 42 n8n.workflow.failed - {')).toBe(true);
    expect(JSON.parse(line.slice(line.indexOf('{')))).toMatchObject({ eventName: 'n8n.workflow.failed', payload: { workflowId: 'w1' } });
  });

  it('keeps header fields printable and within their length, "-" when empty', () => {
    expect(headerField('n8n.audit.user.credentials.created', 32)).toBe('n8n.audit.user.credentials.creat');
    expect(headerField(' \t', 48)).toBe('-');
  });
});

describe('Sentry DSNs', () => {
  it('gives the envelope endpoint and public key, with a path prefix kept', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toEqual({
      publicKey: 'abc',
      envelopeUrl: new URL('https://o1.ingest.sentry.io/api/123/envelope/'),
    });
    expect(parseDsn('http://key@127.0.0.1:9000/sentry/7')?.envelopeUrl.href).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
  });

  it('refuses what is not a DSN', () => {
    expect(parseDsn('https://o1.ingest.sentry.io/123')).toBeUndefined();
    expect(parseDsn('https://abc@host/project')).toBeUndefined();
    expect(parseDsn('not a url')).toBeUndefined();
  });
});

describe('destination filters', () => {
  it('match whole names, groups and everything, never a prefix that is not a group', () => {
    expect(isSubscribed('n8n.audit.workflow.created', ['n8n.audit'])).toBe(true);
    expect(isSubscribed('n8n.audit.workflow.created', ['n8n.audit.workflow.created'])).toBe(true);
    expect(isSubscribed('n8n.node.started', ['*'])).toBe(true);
    expect(isSubscribed('n8n.auditor.x', ['n8n.audit'])).toBe(false);
    expect(isSubscribed('n8n.node.started', [])).toBe(false);
  });

  it('take levels at or above the lowest level', () => {
    expect(meetsLevel('error', 'warning')).toBe(true);
    expect(meetsLevel('info', 'warning')).toBe(false);
    expect(meetsLevel('debug', 'debug')).toBe(true);
  });
});
