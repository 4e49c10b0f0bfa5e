/**
 * Log streaming against real receivers started here: an HTTP webhook endpoint, syslog over
 * UDP and TCP, and a Sentry envelope endpoint. A user journey's events arrive at each with
 * the right fields; a receiver that is down for a while gets every event once it is back;
 * events queued when the server stops are delivered after it starts again. Retries are set
 * to tens of milliseconds so the outage test stays short.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';
import type { Data, ApiUser } from './accounts-helpers';
import { Browser, DIALECTS, GOOD_PASSWORD, TEST_SSRF_ALLOWED_HOSTS } from './accounts-helpers';
import { failingWorkflow, runWorkflow, waitForExecution } from './executions-helpers';
import {
  eventually,
  parseSyslogLine,
  selfSignedCertificate,
  startHttpReceiver,
  startHttpsReceiver,
  startSyslogTls,
  startSentryReceiver,
  startSyslogTcp,
  startSyslogUdp,
  type HttpReceiver,
  type SentryReceiver,
  type SyslogReceiver,
} from './log-streaming-helpers';
import { createWorkflow, manualWorkflow, put, startTeam, type Team } from './workflows-helpers';

const FAST_RETRIES = {
  SWITCHYARD_EVENTBUS_RETRY_BASE_MS: '50',
  SWITCHYARD_EVENTBUS_RETRY_MAX_MS: '200',
  SWITCHYARD_EVENTBUS_POLL_MS: '50',
};
const LICENSED = { SWITCHYARD_ENTERPRISE_FEATURES: 'logStreaming,sharing', ...FAST_RETRIES };
const BLANK = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

interface Destination {
  id: string;
  __type: string;
  [field: string]: unknown;
}

interface Message {
  __type: string;
  id: string;
  ts: string;
  eventName: string;
  level: string;
  payload: Record<string, unknown>;
}

function webhookDestination(url: string, extra: Record<string, unknown> = {}) {
  return {
    __type: '$$MessageEventBusDestinationWebhook',
    label: 'Audit webhook',
    url,
    subscribedEvents: ['n8n.audit', 'n8n.workflow', 'n8n.node'],
    authentication: 'basicAuth',
    user: 'collector',
    password: 'webhook-secret',
    headers: [{ name: 'X-Source', value: 'switchyard-test' }],
    ...extra,
  };
}

async function addDestination(browser: Browser, body: Record<string, unknown>): Promise<Destination> {
  const answer = await browser.post<Data<Destination>>('/eventbus/destination', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

function messagesOf(receiver: HttpReceiver): Message[] {
  return receiver.requests.map((request) => JSON.parse(request.body) as Message);
}

describe.each(DIALECTS)('log streaming on %s', (dialect) => {
  let team: Team;
  let webhook: HttpReceiver;
  let udp: SyslogReceiver;
  let tcp: SyslogReceiver;
  let sentry: SentryReceiver;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [webhook, udp, tcp, sentry] = await Promise.all([startHttpReceiver(), startSyslogUdp(), startSyslogTcp(), startSentryReceiver()]);
    team = await startTeam(dialect, ['maria'], LICENSED);
    ids['webhook'] = (await addDestination(team.owner.browser, webhookDestination(`${webhook.url}/events`))).id;
    const syslog = {
      __type: '$$MessageEventBusDestinationSyslog',
      host: '127.0.0.1',
      facility: 16,
      app_name: 'switchyard-test',
      subscribedEvents: ['n8n.audit', 'n8n.workflow'],
    };
    ids['udp'] = (await addDestination(team.owner.browser, { ...syslog, label: 'UDP', port: udp.port, protocol: 'udp' })).id;
    ids['tcp'] = (
      await addDestination(team.owner.browser, { ...syslog, label: 'TCP', port: tcp.port, protocol: 'tcp', minLevel: 'warning' })
    ).id;
    ids['sentry'] = (
      await addDestination(team.owner.browser, {
        __type: '$$MessageEventBusDestinationSentry',
        label: 'Sentry',
        dsn: sentry.dsn,
        subscribedEvents: ['n8n.workflow.failed', 'n8n.audit.workflow'],
      })
    ).id;
  });
  afterAll(async () => {
    await team?.close();
    await Promise.all([webhook?.close(), udp?.close(), tcp?.close(), sentry?.close()]);
  });

  it('lists destinations with their secrets hidden, and names the events', async () => {
    const list = await team.owner.browser.get<Data<Destination[]>>('/eventbus/destination');
    expect(list.status).toBe(200);
    const hook = list.body.data.find((destination) => destination.id === ids['webhook']);
    expect(hook).toMatchObject({ label: 'Audit webhook', user: 'collector', password: BLANK, enabled: true });
    expect(JSON.stringify(list.body)).not.toContain('webhook-secret');
    expect(JSON.stringify(list.body)).not.toContain('publickey');
    const names = await team.owner.browser.get<Data<string[]>>('/eventbus/eventnames');
    expect(names.body.data).toEqual(
      expect.arrayContaining(['n8n.audit.user.login.success', 'n8n.audit.workflow.created', 'n8n.workflow.started', 'n8n.node.finished']),
    );
  });

  it('delivers the events of a user journey to the webhook, syslog and Sentry with their fields', async () => {
    const owner = team.owner;
    // Sign-in, wrong and right.
    const guest = new Browser(team.server.base);
    expect((await guest.post('/login', { email: 'owner@example.com', password: 'wrong-Password1' })).status).toBe(401);
    expect((await guest.post('/login', { email: 'owner@example.com', password: GOOD_PASSWORD })).status).toBe(200);
    // Users, credentials, workflows, a failing run.
    const invite = await owner.browser.post<Data<Array<{ user: { id: string } }>>>('/users', [{ email: 'journey@example.com' }]);
    const inviteeId = invite.body.data[0]!.user.id;
    const credential = await owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Journey key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Key', value: 'v' },
    });
    expect(credential.status).toBe(200);
    expect(
      (await put(owner.browser, `/credentials/${credential.body.data.id}/share`, { shareWithIds: [team.members['maria']!.id] })).status,
    ).toBe(200);
    const workflow = await createWorkflow(owner, manualWorkflow('Journey flow'));
    expect((await owner.browser.patch(`/workflows/${workflow.id}`, { name: 'Journey flow 2', versionId: workflow.versionId })).status).toBe(
      200,
    );
    const failed = await runWorkflow(owner, { ...failingWorkflow('Journey failing') });
    await waitForExecution(owner, failed);
    expect((await owner.browser.delete(`/workflows/${workflow.id}`)).status).toBe(200);
    expect((await owner.browser.delete(`/credentials/${credential.body.data.id}`)).status).toBe(200);
    expect((await owner.browser.delete(`/users/${inviteeId}`)).status).toBe(200);

    const expected = [
      'n8n.audit.user.login.failed',
      'n8n.audit.user.login.success',
      'n8n.audit.user.invited',
      'n8n.audit.user.credentials.created',
      'n8n.audit.user.credentials.shared',
      'n8n.audit.workflow.created',
      'n8n.audit.workflow.updated',
      'n8n.workflow.started',
      'n8n.node.started',
      'n8n.node.finished',
      'n8n.workflow.failed',
      'n8n.audit.workflow.deleted',
      'n8n.audit.user.credentials.deleted',
      'n8n.audit.user.deleted',
    ];
    const received = await eventually('the journey at the webhook', () => {
      const names = new Set(messagesOf(webhook).map((message) => message.eventName));
      return expected.every((name) => names.has(name)) ? messagesOf(webhook) : undefined;
    });
    // In the order they happened.
    const order = received.map((message) => message.eventName).filter((name) => expected.includes(name));
    expect(order.indexOf('n8n.audit.workflow.created')).toBeLessThan(order.indexOf('n8n.audit.workflow.deleted'));
    expect(order.indexOf('n8n.workflow.started')).toBeLessThan(order.indexOf('n8n.workflow.failed'));
    const byName = (name: string) => received.find((message) => message.eventName === name)!;
    expect(byName('n8n.audit.user.login.success')).toMatchObject({
      __type: '$$EventMessageAudit',
      level: 'info',
      payload: { userId: owner.id, _email: 'owner@example.com', _firstName: 'Olga', authenticationMethod: 'email' },
    });
    expect(byName('n8n.audit.user.login.failed')).toMatchObject({ level: 'warning', payload: { userEmail: 'owner@example.com' } });
    expect(byName('n8n.audit.workflow.created').payload).toMatchObject({
      userId: owner.id,
      workflowId: workflow.id,
      workflowName: 'Journey flow',
    });
    expect(byName('n8n.audit.workflow.updated').payload).toMatchObject({ workflowId: workflow.id, workflowName: 'Journey flow 2' });
    expect(byName('n8n.audit.user.credentials.shared').payload).toMatchObject({
      credentialId: credential.body.data.id,
      userIdsSharedWith: [team.members['maria']!.id],
    });
    expect(byName('n8n.audit.user.invited').payload).toMatchObject({ targetUserId: [inviteeId], targetUserEmail: 'journey@example.com' });
    expect(byName('n8n.workflow.failed')).toMatchObject({
      __type: '$$EventMessageWorkflow',
      level: 'error',
      payload: { executionId: failed, success: false, isManual: true },
    });
    expect(byName('n8n.node.started')).toMatchObject({ __type: '$$EventMessageNode', payload: { executionId: failed } });
    expect(typeof byName('n8n.node.started').payload['nodeType']).toBe('string');
    // The webhook's method, headers and Basic auth.
    const request = webhook.requests.find((r) => r.body.includes('n8n.audit.workflow.created'))!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/events');
    expect(request.headers['authorization']).toBe(`Basic ${Buffer.from('collector:webhook-secret').toString('base64')}`);
    expect(request.headers['x-source']).toBe('switchyard-test');
    expect(request.headers['content-type']).toBe('application/json');

    // Syslog over UDP: subscribed to audit and workflow events, every level; RFC 5424 lines.
    const udpLines = await eventually('the journey over UDP', () => {
      const parsed = udp.lines.map(parseSyslogLine);
      return parsed.some((line) => line.msgId === 'n8n.audit.user.deleted') ? parsed : undefined;
    });
    const created = udpLines.find((line) => line.msg['eventName'] === 'n8n.audit.workflow.created')!;
    expect(created).toMatchObject({ pri: 16 * 8 + 6, version: '1', app: 'switchyard-test', sd: '-' });
    expect(created.msg['payload']).toMatchObject({ workflowId: workflow.id });
    expect(udpLines.find((line) => line.msgId === 'n8n.workflow.failed')?.pri).toBe(16 * 8 + 3);
    expect(udpLines.some((line) => line.msgId.startsWith('n8n.node'))).toBe(false);

    // Syslog over TCP with "warning" as its lowest level: the failed sign-in and the failed run only.
    const tcpLines = await eventually('warnings over TCP', () => {
      const parsed = tcp.lines.map(parseSyslogLine);
      return parsed.length >= 2 ? parsed : undefined;
    });
    expect(tcpLines.map((line) => line.msgId)).toEqual(['n8n.audit.user.login.failed', 'n8n.workflow.failed']);
    expect(tcpLines[0]!.pri).toBe(16 * 8 + 4);

    // Sentry: the workflow audit events and the failed run, as envelope events.
    const envelopes = await eventually('Sentry envelopes', () => {
      const all = sentry.envelopes;
      return all.some((envelope) => envelope.event.tags['event'] === 'n8n.workflow.failed') && all.length >= 4 ? all : undefined;
    });
    expect(envelopes.map((envelope) => envelope.event.tags['event']).sort()).toEqual(
      ['n8n.audit.workflow.created', 'n8n.audit.workflow.deleted', 'n8n.audit.workflow.updated', 'n8n.workflow.failed'].sort(),
    );
    const failure = envelopes.find((envelope) => envelope.event.tags['event'] === 'n8n.workflow.failed')!;
    expect(failure.path).toBe('/api/42/envelope/');
    expect(failure.auth).toContain('sentry_key=publickey');
    expect(failure.itemHeader).toMatchObject({ type: 'event' });
    expect(failure.event).toMatchObject({ level: 'error', platform: 'node', message: { formatted: 'n8n.workflow.failed' } });
    expect(failure.event.extra.payload).toMatchObject({ executionId: failed });
  });

  it('sends a test event on request and reports a destination that cannot take it', async () => {
    const test = await team.owner.browser.get<Data<boolean>>(`/eventbus/testmessage?id=${ids['webhook']}`);
    expect(test.status).toBe(200);
    await eventually('the test event', () => messagesOf(webhook).find((message) => message.eventName === 'n8n.destination.test'));
    const closed = await startHttpReceiver();
    await closed.close();
    const dead = await addDestination(team.owner.browser, webhookDestination(`${closed.url}/gone`, { label: 'Gone', enabled: false }));
    const failing = await team.owner.browser.get<{ message: string }>(`/eventbus/testmessage?id=${dead.id}`);
    expect(failing.status).toBe(502);
    expect(failing.body.message).toMatch(/could not be sent/);
    expect((await team.owner.browser.delete(`/eventbus/destination?id=${dead.id}`)).status).toBe(200);
    expect((await team.owner.browser.get(`/eventbus/testmessage?id=${dead.id}`)).status).toBe(404);
  });

  it('keeps a stored secret when the placeholder comes back, and refuses another type for an id', async () => {
    const list = await team.owner.browser.get<Data<Destination[]>>('/eventbus/destination');
    const hook = list.body.data.find((destination) => destination.id === ids['webhook'])!;
    const saved = await addDestination(team.owner.browser, { ...hook, label: 'Audit webhook (renamed)' });
    expect(saved).toMatchObject({ id: ids['webhook'], label: 'Audit webhook (renamed)', password: BLANK });
    const before = webhook.requests.length;
    expect((await team.owner.browser.get(`/eventbus/testmessage?id=${ids['webhook']}`)).status).toBe(200);
    expect(webhook.requests[before]?.headers['authorization']).toBe(`Basic ${Buffer.from('collector:webhook-secret').toString('base64')}`);
    const retyped = await team.owner.browser.post('/eventbus/destination', {
      __type: '$$MessageEventBusDestinationSentry',
      id: ids['webhook'],
      dsn: sentry.dsn,
    });
    expect(retyped.status).toBe(400);
    const badDsn = await team.owner.browser.post('/eventbus/destination', {
      __type: '$$MessageEventBusDestinationSentry',
      dsn: 'not a dsn',
    });
    expect(badDsn.status).toBe(400);
  });

  it('is for the owner: a member is refused', async () => {
    const member = team.members['maria']!.browser;
    expect((await member.get('/eventbus/destination')).status).toBe(403);
    expect((await member.post('/eventbus/destination', webhookDestination('http://127.0.0.1:9/x'))).status).toBe(403);
    expect((await member.delete(`/eventbus/destination?id=${ids['webhook']}`)).status).toBe(403);
  });
});

describe('log streaming delivery', () => {
  it('holds events while a receiver is down and delivers every one, once, when it is back', async () => {
    const receiver = await startHttpReceiver();
    const team = await startTeam('sqlite', [], LICENSED);
    try {
      const destination = await addDestination(
        team.owner.browser,
        webhookDestination(`${receiver.url}/in`, { subscribedEvents: ['n8n.audit.workflow.created'] }),
      );
      await createWorkflow(team.owner, manualWorkflow('Before the outage'));
      await eventually('the first event', () => (receiver.requests.length === 1 ? true : undefined));

      await receiver.down();
      const names = ['Outage 1', 'Outage 2', 'Outage 3', 'Outage 4', 'Outage 5'];
      for (const name of names) await createWorkflow(team.owner, manualWorkflow(name));
      const logStreaming = team.server.app.switchyard.logStreaming;
      expect(await logStreaming.backlog(destination.id)).toBe(5);
      // Retries fail while it is down (a second, tens of retries at 50-200 ms).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.requests.length).toBe(1);
      await receiver.up();

      const messages = await eventually('the backlog to drain', () => (receiver.requests.length >= 6 ? messagesOf(receiver) : undefined));
      expect(messages.map((message) => message.payload['workflowName'])).toEqual(['Before the outage', ...names]);
      expect(new Set(messages.map((message) => message.id)).size).toBe(6);
      expect(await logStreaming.backlog(destination.id)).toBe(0);
    } finally {
      await team.close();
      await receiver.close();
    }
  });

  it('delivers after a restart what was queued before it, and keeps secrets encrypted on disk', async () => {
    const userFolder = await mkdtemp(join(tmpdir(), 'switchyard-logstream-'));
    const config = () =>
      loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0', SWITCHYARD_SSRF_ALLOWED_HOSTS: TEST_SSRF_ALLOWED_HOSTS, ...LICENSED });
    const start = async () => {
      const app = await createServer({ config: config(), staticDir: join(userFolder, 'no-web') });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, browser: new Browser(`http://127.0.0.1:${boundPort(app.server) ?? 0}`) };
    };
    const receiver = await startHttpReceiver();
    await receiver.down();
    try {
      const first = await start();
      const setup = await first.browser.post<Data<ApiUser>>('/owner/setup', {
        email: 'owner@example.com',
        firstName: 'Olga',
        lastName: 'Owner',
        password: GOOD_PASSWORD,
      });
      expect(setup.status).toBe(200);
      const owner = { id: setup.body.data.id, browser: first.browser };
      await addDestination(first.browser, webhookDestination(`${receiver.url}/in`, { subscribedEvents: ['n8n.audit.workflow.created'] }));
      for (const name of ['Queued 1', 'Queued 2', 'Queued 3']) await createWorkflow(owner, manualWorkflow(name));
      const stored = await first.app.switchyard.database.db.selectFrom('event_destinations').select('config').execute();
      expect(JSON.stringify(stored)).not.toContain('webhook-secret');
      await first.app.close();

      await receiver.up();
      const second = await start();
      try {
        const messages = await eventually('the queued events after the restart', () =>
          receiver.requests.length >= 3 ? messagesOf(receiver) : undefined,
        );
        expect(messages.map((message) => message.payload['workflowName'])).toEqual(['Queued 1', 'Queued 2', 'Queued 3']);
        expect(receiver.requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('collector:webhook-secret').toString('base64')}`);
      } finally {
        await second.app.close();
      }
    } finally {
      await receiver.close();
      await rm(userFolder, { recursive: true, force: true });
    }
  });

  it('speaks TLS to syslog and https webhooks, refusing a self-signed certificate unless allowed', async () => {
    const certificate = selfSignedCertificate();
    const [tls, https] = await Promise.all([startSyslogTls(certificate), startHttpsReceiver(certificate)]);
    const team = await startTeam('sqlite', [], LICENSED);
    try {
      const owner = team.owner.browser;
      const syslog = await addDestination(owner, {
        __type: '$$MessageEventBusDestinationSyslog',
        label: 'TLS syslog',
        host: '127.0.0.1',
        port: tls.port,
        protocol: 'tls',
        subscribedEvents: ['*'],
      });
      const hook = await addDestination(owner, webhookDestination(https.url, { label: 'HTTPS hook', authentication: 'none' }));
      for (const destination of [syslog, hook]) {
        const refused = await owner.get<{ message: string }>(`/eventbus/testmessage?id=${destination.id}`);
        expect(refused.status).toBe(502);
        expect(refused.body.message).toMatch(/certificate/i);
        await addDestination(owner, { ...destination, allowUnauthorizedCerts: true });
        expect((await owner.get(`/eventbus/testmessage?id=${destination.id}`)).status).toBe(200);
      }
      const line = await eventually('the test event over TLS', () => tls.lines[0]);
      expect(parseSyslogLine(line)).toMatchObject({ msgId: 'n8n.destination.test', app: 'switchyard' });
      expect(JSON.parse(https.bodies[0]!)).toMatchObject({ eventName: 'n8n.destination.test' });
    } finally {
      await team.close();
      await Promise.all([tls.close(), https.close()]);
    }
  });

  it('is refused without the logStreaming feature', async () => {
    const team = await startTeam('sqlite', [], {});
    try {
      const answer = await team.owner.browser.get<{ message: string }>('/eventbus/destination');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/not part of this plan/);
    } finally {
      await team.close();
    }
  });
});
