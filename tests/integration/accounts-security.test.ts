/**
 * Accounts from the attacker's and the careless client's side, over real HTTP: failed
 * sign-ins and their rate limit, sign-out, role checks, profile and password changes,
 * API keys, and malformed input on every account route (always 400, never 500).
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS, GOOD_PASSWORD, startServer } from './accounts-helpers';
import type { ApiError, ApiUser, Data, TestServer } from './accounts-helpers';

const WRONG = 'Wrong username or password. Do you have caps lock on?';

describe.each(DIALECTS)('account security on %s', (dialect) => {
  let server: TestServer;
  let owner: Browser;
  let ownerId: string;
  let member: Browser;
  let memberId: string;

  /** Invites `email`; returns the invitee's id (and keeps the link's token in `tokens`). */
  const tokens = new Map<string, string>();
  async function invite(email: string): Promise<string> {
    const response = await owner.post<Data<{ user: { id: string; inviteAcceptUrl: string; emailSent: boolean } }[]>>('/users', [{ email }]);
    expect(response.status).toBe(200);
    const entry = response.body.data[0]!;
    // No SMTP in this suite: the link comes back for the owner to pass on.
    expect(entry.user.emailSent).toBe(false);
    expect(entry.user.inviteAcceptUrl).toContain(`/signup?inviterId=${ownerId}&inviteeId=${entry.user.id}&token=`);
    tokens.set(entry.user.id, new URL(entry.user.inviteAcceptUrl).searchParams.get('token') ?? '');
    return entry.user.id;
  }

  async function signUp(email: string, password: string): Promise<{ id: string; browser: Browser }> {
    const id = await invite(email);
    const browser = new Browser(server.base);
    const response = await browser.post(`/users/${id}`, {
      inviterId: ownerId,
      token: tokens.get(id),
      firstName: 'Mia',
      lastName: 'Member',
      password,
    });
    expect(response.status).toBe(200);
    return { id, browser };
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    owner = new Browser(server.base);
    const setup = await owner.post<Data<ApiUser>>('/owner/setup', {
      email: 'owner@example.com',
      firstName: 'Olga',
      lastName: 'Owner',
      password: GOOD_PASSWORD,
    });
    expect(setup.status).toBe(200);
    ownerId = setup.body.data.id;
    ({ id: memberId, browser: member } = await signUp('member@example.com', 'Member-Pass1'));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('signing in', () => {
    it('refuses a wrong password and an unknown address with the same message', async () => {
      const browser = new Browser(server.base);
      const wrong = await browser.post<ApiError>('/login', { email: 'owner@example.com', password: 'Wrong-Pass1' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 401, message: WRONG });
      const unknown = await browser.post<ApiError>('/login', { email: 'ghost@example.com', password: 'Wrong-Pass1' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ code: 401, message: WRONG });
      expect(browser.session).toBeUndefined();
      // A pending invitee has no password to sign in with.
      await invite('pending@example.com');
      const pending = await browser.post<ApiError>('/login', { email: 'pending@example.com', password: '' });
      expect(pending.status).toBe(401);
    });

    it('blocks an address after 5 failed attempts from one client, with Retry-After', async () => {
      const { id } = await signUp('target@example.com', 'Target-Pass1');
      expect(id).not.toBe('');
      const browser = new Browser(server.base);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await browser.post<ApiError>('/login', { email: 'target@example.com', password: `Guess-${attempt}A` });
        expect(response.status).toBe(401);
      }
      const blocked = await browser.post<ApiError>('/login', { email: 'TARGET@example.com', password: 'Target-Pass1' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(429);
      expect(blocked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Other addresses are not affected.
      expect((await browser.post('/login', { email: 'owner@example.com', password: GOOD_PASSWORD })).status).toBe(200);
    });

    it('counts parallel guesses too', async () => {
      await signUp('parallel@example.com', 'Parallel-Pass1');
      const browser = new Browser(server.base);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          browser.post('/login', { email: 'parallel@example.com', password: `Guess-${i}A` }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });

    it('signs out: the cookie is cleared and the old cookie no longer works', async () => {
      const browser = new Browser(server.base);
      expect((await browser.post('/login', { email: 'member@example.com', password: 'Member-Pass1' })).status).toBe(200);
      const stolen = browser.clone();
      expect((await stolen.get('/login')).status).toBe(200);
      const logout = await browser.post<Data<unknown>>('/logout');
      expect(logout.status).toBe(200);
      expect(logout.body.data).toEqual({ loggedOut: true });
      expect(logout.setCookies.some((c) => /^switchyard-auth=;.*Max-Age=0/.test(c))).toBe(true);
      expect(browser.session).toBeUndefined();
      expect((await browser.get('/login')).status).toBe(401);
      const replay = await stolen.get<ApiError>('/users');
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe(401);
      // Signing out without a session is harmless.
      expect((await new Browser(server.base).post('/logout')).status).toBe(200);
    });

    it('refuses forged and anonymous sessions on protected routes, but not on public ones', async () => {
      const forged = new Browser(server.base);
      forged.cookies.set('switchyard-auth', 'x'.repeat(43));
      expect((await forged.get('/users')).status).toBe(401);
      expect((await forged.get('/me/api-key')).status).toBe(401);
      expect((await forged.patch('/me', { email: 'a@b.co', firstName: 'a', lastName: 'b' })).status).toBe(401);
      expect((await forged.get('/settings')).status).toBe(200);
      expect((await forged.get('/owner/pre-setup')).status).toBe(401);
      expect((await forged.call('GET', '/healthz')).status).toBe(200);
    });
  });

  describe('roles', () => {
    it('lets only the owner manage users', async () => {
      const pendingId = await invite('pending-2@example.com');
      const inviteResponse = await member.post<ApiError>('/users', [{ email: 'friend@example.com' }]);
      expect(inviteResponse.status).toBe(403);
      expect(inviteResponse.body).toEqual({ code: 403, message: 'Only the instance owner can do this.' });
      expect((await member.delete(`/users/${ownerId}`)).status).toBe(403);
      expect((await member.get(`/users/${pendingId}/invite-link`)).status).toBe(403);
      expect((await member.post(`/users/${pendingId}/reinvite`)).status).toBe(403);
      expect((await member.get('/owner/pre-setup')).status).toBe(403);

      const seenByMember = await member.get<Data<ApiUser[]>>('/users');
      expect(seenByMember.status).toBe(200);
      expect(seenByMember.body.data.some((u) => u.id === pendingId)).toBe(false);
      expect(seenByMember.body.data.every((u) => u.inviteAcceptUrl === undefined)).toBe(true);
      const seenByOwner = await owner.get<Data<ApiUser[]>>('/users');
      expect(seenByOwner.body.data.some((u) => u.id === pendingId)).toBe(true);
      expect(seenByOwner.body.data[0]!.id).toBe(ownerId);
    });

    it('answers invite-link, reinvite and deletes for unknown or active users', async () => {
      const link = await owner.get<Data<{ link: string }>>(`/users/${await invite('link@example.com')}/invite-link`);
      expect(link.status).toBe(200);
      expect(link.body.data.link).toMatch(/\/signup\?inviterId=.+&inviteeId=.+&token=.+/);
      expect((await owner.get('/users/no-such-id/invite-link')).status).toBe(404);
      const active = await owner.get<ApiError>(`/users/${memberId}/invite-link`);
      expect(active.status).toBe(400);
      const reinvite = await owner.post<ApiError>(`/users/${await invite('again@example.com')}/reinvite`);
      expect(reinvite.status).toBe(400);
      expect(reinvite.body.message).toContain('E-mail is not set up');
    });

    it('answers an invite of an existing account with an error for that entry only', async () => {
      const response = await owner.post<Data<{ user: { id: string; email: string; emailSent: boolean }; error?: string }[]>>('/users', [
        { email: 'member@example.com' },
        { email: 'new-one@example.com' },
        { email: 'NEW-ONE@example.com' },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(2);
      expect(response.body.data[0]).toMatchObject({ user: { id: memberId, emailSent: false }, error: expect.any(String) });
      expect(response.body.data[1]!.error).toBeUndefined();
      expect(response.body.data[1]!.user.email).toBe('new-one@example.com');
    });
  });

  describe('own account', () => {
    it('validates and applies profile changes', async () => {
      const { browser } = await signUp('profile@example.com', 'Profile-Pass1');
      const badEmail = await browser.patch<ApiError>('/me', { email: 'nope', firstName: 'P', lastName: 'Q' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.message).toBe('Invalid request: email: Invalid email address.');
      const missing = await browser.patch<ApiError>('/me', { email: 'profile@example.com', firstName: 'P' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^Invalid request: lastName: /);
      const long = await browser.patch<ApiError>('/me', { email: 'profile@example.com', firstName: 'x'.repeat(33), lastName: 'Q' });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Invalid request: firstName: First name must be 1 to 32 characters long.');
      const taken = await browser.patch<ApiError>('/me', { email: 'Member@example.com', firstName: 'P', lastName: 'Q' });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toBe('This e-mail address is already in use.');

      const ok = await browser.patch<Data<ApiUser>>('/me', { email: ' Renamed@Example.com ', firstName: ' Pia ', lastName: 'Quinn' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ email: 'renamed@example.com', firstName: 'Pia', lastName: 'Quinn' });
      expect((await new Browser(server.base).post('/login', { email: 'renamed@example.com', password: 'Profile-Pass1' })).status).toBe(200);

      const settings = await browser.patch<Data<Record<string, unknown>>>('/me/settings', { userActivated: true, extra: 'ignored' });
      expect(settings.status).toBe(200);
      expect(settings.body.data).toEqual({ userActivated: true });
      expect((await browser.patch<ApiError>('/me/settings', { userActivated: 'yes' })).status).toBe(400);
      expect((await browser.get<Data<ApiUser>>('/login')).body.data.settings).toEqual({ userActivated: true });

      const survey = await browser.post<Data<unknown>>('/me/survey', { version: 'v4', companySize: '<20', codingSkill: '4' });
      expect(survey.status).toBe(200);
      expect(survey.body.data).toEqual({ success: true });
      expect((await browser.get<Data<ApiUser>>('/login')).body.data.personalizationAnswers).toEqual({
        version: 'v4',
        companySize: '<20',
        codingSkill: '4',
      });
      expect((await browser.post('/me/survey', ['not', 'an', 'object'])).status).toBe(400);
      expect((await browser.post('/me/survey', { big: 'x'.repeat(20_000) })).status).toBe(400);
    });

    it('changes the password only with the right current one and within the policy', async () => {
      const { browser } = await signUp('pw@example.com', 'Password-Pass1');
      const otherDevice = new Browser(server.base);
      expect((await otherDevice.post('/login', { email: 'pw@example.com', password: 'Password-Pass1' })).status).toBe(200);

      const wrong = await browser.patch<ApiError>('/me/password', { currentPassword: 'Nope-Pass1', newPassword: 'Better-Pass2' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Provided current password is incorrect.');
      const weak = await browser.patch<ApiError>('/me/password', { currentPassword: 'Password-Pass1', newPassword: 'weakpassword' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password must contain at least 1 number. Password must contain at least 1 uppercase letter.');
      const long = await browser.patch<ApiError>('/me/password', { currentPassword: 'Password-Pass1', newPassword: `A1${'x'.repeat(63)}` });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Password must be 8 to 64 characters long.');

      const ok = await browser.patch<Data<ApiUser>>('/me/password', { currentPassword: 'Password-Pass1', newPassword: 'Better-Pass2' });
      expect(ok.status).toBe(200);
      expect(ok.body.data.email).toBe('pw@example.com');
      // This browser stays signed in; the other device is signed out.
      expect((await browser.get('/login')).status).toBe(200);
      expect((await otherDevice.get('/login')).status).toBe(401);
      expect((await new Browser(server.base).post('/login', { email: 'pw@example.com', password: 'Password-Pass1' })).status).toBe(401);
      expect((await new Browser(server.base).post('/login', { email: 'pw@example.com', password: 'Better-Pass2' })).status).toBe(200);
    });

    it('creates, rotates and deletes the API key', async () => {
      const none = await member.get<Data<{ apiKey: string | null }>>('/me/api-key');
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual({ apiKey: null });

      const first = await member.post<Data<{ apiKey: string }>>('/me/api-key');
      expect(first.status).toBe(200);
      expect(first.body.data.apiKey).toMatch(/^sy_api_[A-Za-z0-9_-]{40}$/);
      // Shown once: afterwards only its masked form.
      expect((await member.get<Data<{ apiKey: string }>>('/me/api-key')).body.data.apiKey).toBe(
        `sy_api_****${first.body.data.apiKey.slice(-4)}`,
      );

      const rotated = await member.post<Data<{ apiKey: string }>>('/me/api-key');
      expect(rotated.body.data.apiKey).not.toBe(first.body.data.apiKey);
      const { apiKeys } = server.app.switchyard.repositories;
      expect(await apiKeys.findUserIdByKey(first.body.data.apiKey)).toBeUndefined();
      expect(await apiKeys.findUserIdByKey(rotated.body.data.apiKey)).toBe(memberId);
      // The owner's key is separate.
      expect((await owner.get<Data<{ apiKey: string | null }>>('/me/api-key')).body.data.apiKey).toBeNull();

      const removed = await member.delete<Data<unknown>>('/me/api-key');
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ success: true });
      expect((await member.get<Data<{ apiKey: string | null }>>('/me/api-key')).body.data).toEqual({ apiKey: null });
      expect(await apiKeys.findUserIdByKey(rotated.body.data.apiKey)).toBeUndefined();
    });
  });

  describe('malformed input', () => {
    const huge = 'x'.repeat(200_000);
    const cases: { method: 'POST' | 'PATCH' | 'GET' | 'DELETE'; path: string; bodies: unknown[] }[] = [
      {
        method: 'POST',
        path: '/login',
        bodies: [
          '{"email": ',
          { email: 1, password: 2 },
          {},
          [],
          'null',
          { email: huge, password: 'x' },
          { email: 'a@b.co', password: huge },
        ],
      },
      {
        method: 'POST',
        path: '/owner/setup',
        bodies: ['not json', { email: 'a@b.co' }, { email: huge, firstName: 'a', lastName: 'b', password: 'Aa345678' }],
      },
      { method: 'POST', path: '/forgot-password', bodies: ['{', {}, { email: ['a@b.co'] }, { email: huge }, { email: 'no' }] },
      {
        method: 'POST',
        path: '/change-password',
        bodies: ['{', {}, { token: 5, password: 'Aa345678' }, { token: huge, password: 'Aa345678' }],
      },
      {
        method: 'POST',
        path: '/users',
        bodies: [
          '{',
          {},
          [],
          [{}],
          [{ email: 'bad' }],
          [{ email: huge }],
          Array.from({ length: 101 }, (_, i) => ({ email: `u${i}@example.com` })),
        ],
      },
      {
        method: 'POST',
        path: '/users/some-invitee',
        bodies: ['{', {}, { inviterId: 1 }, { inviterId: 'x', firstName: huge, lastName: 'y', password: 'Aa345678' }],
      },
      {
        method: 'PATCH',
        path: '/me',
        bodies: ['{', [], { email: 'a@b.co', firstName: '', lastName: 'x' }, { email: 'a@b.co', firstName: 'x', lastName: huge }],
      },
      {
        method: 'PATCH',
        path: '/me/password',
        bodies: ['{', {}, { currentPassword: 1, newPassword: 2 }, { currentPassword: huge, newPassword: 'Aa345678' }],
      },
      { method: 'PATCH', path: '/me/settings', bodies: ['{', [], { userActivated: 1 }, { userActivatedAt: 'yesterday' }] },
      { method: 'POST', path: '/me/survey', bodies: ['{', 'null', '"text"', 42] },
    ];

    it.each(cases)('$method $path answers 400, never 500', async ({ method, path, bodies }) => {
      for (const body of bodies) {
        const raw = typeof body === 'string' ? body : JSON.stringify(body);
        const response = await owner.call<ApiError>(method, `/rest${path}`, { body: raw });
        expect({ body: raw.slice(0, 80), status: response.status }).toEqual({ body: raw.slice(0, 80), status: 400 });
        expect(response.body.code).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
      // No body and a body that is not JSON at all.
      const empty = await owner.call<ApiError>(method, `/rest${path}`);
      expect(empty.status).toBe(400);
      const text = await owner.call<ApiError>(method, `/rest${path}`, { body: 'plain', headers: { 'content-type': 'text/plain' } });
      expect([400, 415]).toContain(text.status);
    });

    it('validates queries and params', async () => {
      const anonymous = new Browser(server.base);
      expect((await anonymous.get('/resolve-signup-token')).status).toBe(400);
      expect((await anonymous.get('/resolve-signup-token?inviterId=a')).status).toBe(400);
      expect((await anonymous.get(`/resolve-signup-token?inviterId=${ownerId}&inviteeId=${'x'.repeat(2000)}`)).status).toBe(400);
      expect((await anonymous.get('/resolve-signup-token?inviterId=a&inviteeId=b')).status).toBe(400);
      expect((await anonymous.get('/resolve-password-token')).status).toBe(400);
      expect((await anonymous.get('/resolve-password-token?token=')).status).toBe(400);
      expect((await owner.delete(`/users/${memberId}?transferId=`)).status).toBe(400);
      // Fastify refuses over-long path parameters before routing: 414, in the usual error shape.
      const longParam = await owner.delete<ApiError>(`/users/${'x'.repeat(2000)}`);
      expect(longParam.status).toBe(414);
      expect(longParam.body.code).toBe(414);
    });
  });
});
