/**
 * Set-up variants and mail configuration over real HTTP: skipping the owner set-up,
 * instances without SMTP, an SMTP server that cannot be reached, the Secure cookie
 * behind https, and user management switched off.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { IFrontendSettings } from '@sdk/settings';
import { Browser, DIALECTS, GOOD_PASSWORD, startServer } from './accounts-helpers';
import type { ApiError, ApiUser, Data, TestServer } from './accounts-helpers';

const OWNER = { email: 'owner@example.com', firstName: 'Olga', lastName: 'Owner', password: GOOD_PASSWORD };

describe.each(DIALECTS)('set-up and mail on %s', (dialect) => {
  const started: TestServer[] = [];
  async function start(env: Record<string, string> = {}): Promise<TestServer> {
    const server = await startServer(dialect, env);
    started.push(server);
    return server;
  }

  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  async function settings(base: string): Promise<IFrontendSettings> {
    return (await new Browser(base).get<Data<IFrontendSettings>>('/settings')).body.data;
  }

  it('skips the set-up: the screen goes away and the default user stays, until an owner is set up', async () => {
    const server = await start();
    const browser = new Browser(server.base);
    const skip = await browser.post<Data<unknown>>('/owner/skip-setup');
    expect(skip.status).toBe(200);
    expect(skip.body.data).toEqual({ success: true });
    expect((await settings(server.base)).userManagement).toMatchObject({ enabled: true, showSetupOnFirstLoad: false });

    const login = await browser.get<Data<ApiUser>>('/login');
    expect(login.status).toBe(200);
    expect(login.body.data.globalRole.name).toBe('default');
    expect((await new Browser(server.base).get('/users')).status).toBe(200);
    // Owner-only routes stay closed to the default user.
    expect((await browser.post('/users', [{ email: 'x@example.com' }])).status).toBe(403);

    expect((await browser.post('/owner/setup', OWNER)).status).toBe(200);
    expect((await browser.post<ApiError>('/owner/skip-setup')).status).toBe(400);
    expect((await new Browser(server.base).get('/users')).status).toBe(401);
    expect((await settings(server.base)).userManagement.showSetupOnFirstLoad).toBe(false);
  });

  it('keeps accounts and sessions across a restart and creates the default user only once', async () => {
    const first = await start();
    const before = await new Browser(first.base).get<Data<ApiUser>>('/login');
    const defaultId = before.body.data.id;
    // A second server on the same database finds the default user instead of making another.
    const { createServer } = await import('../../app/server/app');
    const again = await createServer({
      config: first.app.switchyard.config,
      database: first.database,
      staticDir: first.app.switchyard.staticDir,
    });
    expect((await again.switchyard.repositories.users.list()).map((u) => u.id)).toEqual([defaultId]);
    await again.close();

    const browser = new Browser(first.base);
    expect((await browser.post('/owner/setup', OWNER)).status).toBe(200);
    const reopened = await createServer({
      config: first.app.switchyard.config,
      database: first.database,
      staticDir: first.app.switchyard.staticDir,
    });
    await reopened.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (reopened.server.address() as AddressInfo).port;
      const sameCookie = new Browser(`http://127.0.0.1:${port}`);
      for (const [k, v] of browser.cookies) sameCookie.cookies.set(k, v);
      const me = await sameCookie.get<Data<ApiUser>>('/login');
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: defaultId, isOwner: true });
      expect((await new Browser(`http://127.0.0.1:${port}`).get('/users')).status).toBe(401);
      expect((await reopened.switchyard.repositories.users.list()).map((u) => u.role)).toEqual(['owner']);
    } finally {
      await reopened.close();
    }
  });

  it('without SMTP: invitations come back as links, password resets send nothing', async () => {
    const server = await start();
    expect((await settings(server.base)).userManagement.smtpSetup).toBe(false);
    const owner = new Browser(server.base);
    const setup = await owner.post<Data<ApiUser>>('/owner/setup', OWNER);
    const invite = await owner.post<Data<{ user: { id: string; inviteAcceptUrl: string; emailSent: boolean }; error?: string }[]>>(
      '/users',
      [{ email: 'member@example.com' }],
    );
    expect(invite.status).toBe(200);
    const entry = invite.body.data[0]!;
    expect(entry.error).toBeUndefined();
    expect(entry.user.emailSent).toBe(false);
    const link = new URL(entry.user.inviteAcceptUrl);
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('inviterId')).toBe(setup.body.data.id);
    expect(link.searchParams.get('inviteeId')).toBe(entry.user.id);

    const forgot = await new Browser(server.base).post<Data<unknown>>('/forgot-password', { email: 'owner@example.com' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.data).toEqual({});
    const tokens = await server.database.db.selectFrom('auth_tokens').select('purpose').execute();
    expect(tokens.map((t) => t.purpose)).toEqual(['invite']);
  });

  it('reports a mail that could not be sent, and still hands out the link', async () => {
    // A port that refuses connections: listen, note the port, close.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createNetServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await start({
      N8N_EMAIL_MODE: 'smtp',
      N8N_SMTP_HOST: '127.0.0.1',
      N8N_SMTP_PORT: String(closedPort),
      N8N_SMTP_SSL: 'false',
      N8N_SMTP_SENDER: 'ops@example.com',
    });
    expect((await settings(server.base)).userManagement.smtpSetup).toBe(true);
    const owner = new Browser(server.base);
    await owner.post('/owner/setup', OWNER);
    const invite = await owner.post<Data<{ user: { id: string; inviteAcceptUrl: string; emailSent: boolean }; error?: string }[]>>(
      '/users',
      [{ email: 'member@example.com' }],
    );
    expect(invite.status).toBe(200);
    const entry = invite.body.data[0]!;
    expect(entry.user.emailSent).toBe(false);
    expect(entry.user.inviteAcceptUrl).toContain('/signup?');
    expect(entry.error).toMatch(/^The invitation mail could not be sent: /);

    const reinvite = await owner.post<ApiError>(`/users/${entry.user.id}/reinvite`);
    expect(reinvite.status).toBe(502);
    expect(reinvite.body.message).toMatch(/^The invitation mail could not be sent: /);
    // A failed reset mail is logged only; the answer is the same as always.
    expect((await new Browser(server.base).post('/forgot-password', { email: 'owner@example.com' })).status).toBe(200);
  });

  it('marks the cookie Secure when the editor is served over https', async () => {
    const server = await start({ N8N_EDITOR_BASE_URL: 'https://editor.example.com' });
    const login = await new Browser(server.base).get('/login');
    const cookie = login.setCookies.find((c) => c.startsWith('switchyard-auth='));
    expect(cookie).toMatch(/; Secure/);
    const owner = new Browser(server.base);
    await owner.post('/owner/setup', OWNER);
    const invite = await owner.post<Data<{ user: { inviteAcceptUrl: string } }[]>>('/users', [{ email: 'm@example.com' }]);
    expect(invite.body.data[0]!.user.inviteAcceptUrl).toMatch(/^https:\/\/editor\.example\.com\/signup\?/);
  });

  it('with user management off, shows no set-up screen until an owner exists anyway', async () => {
    const server = await start({ N8N_USER_MANAGEMENT_DISABLED: 'true' });
    expect((await settings(server.base)).userManagement).toMatchObject({ enabled: false, showSetupOnFirstLoad: false });
    const browser = new Browser(server.base);
    expect((await browser.get<Data<ApiUser>>('/login')).body.data.globalRole.name).toBe('default');
    expect((await browser.post('/owner/setup', OWNER)).status).toBe(200);
    expect((await settings(server.base)).userManagement).toMatchObject({ enabled: true, showSetupOnFirstLoad: false });
  });
});
