/**
 * `GET /rest/push` over real HTTP: a tab's event stream by pushRef (query or header),
 * authenticated by the session cookie, `retry:` and heartbeats, messages reaching only
 * their tab, broadcasts, reconnection and refusals.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Browser } from './accounts-helpers';
import { startTeam } from './workflows-helpers';
import type { Actor, Team } from './workflows-helpers';

/** An open event stream, parsed as it arrives. */
interface Stream {
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** The `data:` payloads received so far, parsed. */
  events(): { type: string; data: unknown }[];
  /** Resolves once `predicate(text)` holds. */
  waitFor(predicate: (text: string) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function cookieOf(browser: Browser): string {
  return [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Opens `/rest/push` with a real HTTP client (like the browser's EventSource). */
function openStream(base: string, options: { pushRef?: string; header?: string; cookie?: string }): Promise<Stream> {
  const url = new URL('/rest/push', base);
  if (options.pushRef !== undefined) url.searchParams.set('pushRef', options.pushRef);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.header !== undefined) headers['push-ref'] = options.header;
  if (options.cookie !== undefined) headers['cookie'] = options.cookie;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      let text = '';
      const waiters: (() => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of [...waiters]) waiter();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        response,
        text: () => text,
        events: () =>
          text
            .split('\n\n')
            .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
            .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; data: unknown }),
        waitFor(predicate, timeoutMs = 5_000) {
          if (predicate(text)) return Promise.resolve();
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`Timed out; received:\n${text}`)), timeoutMs);
            const waiter = () => {
              if (!predicate(text)) return;
              clearTimeout(timer);
              waiters.splice(waiters.indexOf(waiter), 1);
              done();
            };
            waiters.push(waiter);
          });
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JSON error body of a refused stream. */
async function errorOf(stream: Stream): Promise<ApiError> {
  await stream.ended;
  return JSON.parse(stream.text()) as ApiError;
}

describe.each(DIALECTS)('push on %s', (dialect) => {
  let team: Team;
  let owner: Actor;
  let member: Actor;
  const open: Stream[] = [];

  async function connect(actor: Actor | undefined, options: { pushRef?: string; header?: string }): Promise<Stream> {
    const stream = await openStream(team.server.base, {
      ...options,
      ...(actor === undefined ? {} : { cookie: cookieOf(actor.browser) }),
    });
    open.push(stream);
    return stream;
  }

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
    owner = team.owner;
    member = team.members['mia']!;
  });

  afterAll(async () => {
    for (const stream of open) stream.close();
    await team?.close();
  });

  it('opens an event stream with retry: and delivers messages to that tab only', async () => {
    const { push } = team.server.app.switchyard;
    const tabA = await connect(owner, { pushRef: 'tab-a' });
    const tabB = await connect(owner, { pushRef: 'tab-b' });
    expect(tabA.response.statusCode).toBe(200);
    expect(tabA.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(tabA.response.headers['cache-control']).toMatch(/no-cache/);
    await tabA.waitFor((t) => t.includes(': connected'));
    await tabB.waitFor((t) => t.includes(': connected'));
    expect(tabA.text().startsWith('retry: 5000\n')).toBe(true);

    expect(push.send('tab-a', { type: 'executionStarted', data: { executionId: '1' } })).toBe(1);
    await tabA.waitFor((t) => t.includes('executionStarted'));
    expect(tabA.events()).toEqual([{ type: 'executionStarted', data: { executionId: '1' } }]);

    // The other tab did not get it: a later message to it arrives alone.
    push.send('tab-b', { type: 'nodeExecuteBefore', data: { nodeName: 'Set' } });
    await tabB.waitFor((t) => t.includes('nodeExecuteBefore'));
    expect(tabB.events()).toEqual([{ type: 'nodeExecuteBefore', data: { nodeName: 'Set' } }]);
    expect(tabA.events().map((e) => e.type)).toEqual(['executionStarted']);

    expect(push.send('broadcast', { type: 'reloadNodeType', data: {} })).toBe(2);
    await tabA.waitFor((t) => t.includes('reloadNodeType'));
    await tabB.waitFor((t) => t.includes('reloadNodeType'));
    expect(push.send('no-such-tab', { type: 'x', data: null })).toBe(0);
    tabA.close();
    tabB.close();
  });

  it('takes the pushRef from the push-ref header too, and sends to a user', async () => {
    const { push } = team.server.app.switchyard;
    const tab = await connect(member, { header: 'header-tab' });
    expect(tab.response.statusCode).toBe(200);
    await tab.waitFor((t) => t.includes(': connected'));
    expect(push.isConnected('header-tab')).toBe(true);
    expect(push.sendToUsers([member.id], { type: 'userMessage', data: 1 })).toBe(1);
    await tab.waitFor((t) => t.includes('userMessage'));
    tab.close();
    await tab.ended;
  });

  it('sends heartbeat comments', async () => {
    const { push } = team.server.app.switchyard;
    push.heartbeatMs = 50;
    try {
      const tab = await connect(owner, { pushRef: 'heartbeat-tab' });
      await tab.waitFor((t) => (t.match(/: heartbeat\n\n/g) ?? []).length >= 2);
      expect(tab.events()).toEqual([]);
      tab.close();
    } finally {
      push.heartbeatMs = 15_000;
    }
  });

  it('replaces the stream when the same tab reconnects', async () => {
    const { push } = team.server.app.switchyard;
    const first = await connect(owner, { pushRef: 'reconnect-tab' });
    await first.waitFor((t) => t.includes(': connected'));
    const second = await connect(owner, { pushRef: 'reconnect-tab' });
    await second.waitFor((t) => t.includes(': connected'));
    await first.ended;
    push.send('reconnect-tab', { type: 'afterReconnect', data: true });
    await second.waitFor((t) => t.includes('afterReconnect'));
    expect(first.text()).not.toContain('afterReconnect');
    second.close();
  });

  it("refuses another user's pushRef (409), no session (401) and a missing or bad pushRef (400)", async () => {
    const mine = await connect(owner, { pushRef: 'owned-tab' });
    await mine.waitFor((t) => t.includes(': connected'));
    const theirs = await connect(member, { pushRef: 'owned-tab' });
    expect(theirs.response.statusCode).toBe(409);
    expect((await errorOf(theirs)).message).toBe('pushRef: this push connection belongs to another user.');

    const anonymous = await connect(undefined, { pushRef: 'anon-tab' });
    expect(anonymous.response.statusCode).toBe(401);

    const missing = await connect(owner, {});
    expect(missing.response.statusCode).toBe(400);
    expect((await errorOf(missing)).message).toMatch(/^pushRef: /);
    for (const bad of ['has space', 'broadcast', 'x'.repeat(129)]) {
      const response = await connect(owner, { pushRef: bad });
      expect(response.response.statusCode, bad).toBe(400);
    }
    mine.close();
  });

  it('ends open streams when the server closes', async () => {
    const server = await import('./workflows-helpers').then((m) => m.startTeam(dialect, []));
    const stream = await openStream(server.server.base, { pushRef: 'closing', cookie: cookieOf(server.owner.browser) });
    await stream.waitFor((t) => t.includes(': connected'));
    await server.close();
    await stream.ended;
  });
});
