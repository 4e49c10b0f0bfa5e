/**
 * Invitations (security finding, Low): the invite link must carry an unguessable,
 * expiring token that sign-up checks; the inviter's and invitee's ids alone (which other
 * users and logs see) must not open the invitation. Real servers, SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DIALECTS, GOOD_PASSWORD, startServer } from '../integration/accounts-helpers';
import type { ApiError, ApiUser, Data, TestServer } from '../integration/accounts-helpers';

interface InviteEntry {
  user: { id: string; email: string; inviteAcceptUrl: string; emailSent: boolean };
  error?: string;
}

const SIGNUP = { firstName: 'Ivy', lastName: 'Invitee', password: 'Invitee-Pass1' };

describe.each(DIALECTS)('invitation links on %s', (dialect) => {
  let server: TestServer;
  let owner: Browser;
  let ownerId = '';

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
  });
  afterAll(() => server?.close());

  async function invite(email: string): Promise<{ id: string; link: URL; token: string }> {
    const response = await owner.post<Data<InviteEntry[]>>('/users', [{ email }]);
    expect(response.status).toBe(200);
    const entry = response.body.data[0]!;
    const link = new URL(entry.user.inviteAcceptUrl);
    return { id: entry.user.id, link, token: link.searchParams.get('token') ?? '' };
  }

  const resolve = (query: Record<string, string>) =>
    new Browser(server.base).get<ApiError>(`/resolve-signup-token?${new URLSearchParams(query).toString()}`);
  const signUp = (inviteeId: string, body: Record<string, unknown>) =>
    new Browser(server.base).post<ApiError | Data<ApiUser>>(`/users/${inviteeId}`, { ...SIGNUP, ...body });

  it('carries an unguessable token, without which the ids open nothing', async () => {
    const { id, link, token } = await invite('ids-only@example.com');
    expect(link.searchParams.get('inviterId')).toBe(ownerId);
    expect(link.searchParams.get('inviteeId')).toBe(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const attempts: Record<string, string>[] = [
      {},
      { token: '' },
      { token: 'guessed-token' },
      { token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') },
    ];
    for (const attempt of attempts) {
      const resolved = await resolve({ inviterId: ownerId, inviteeId: id, ...attempt });
      expect(resolved.status, JSON.stringify(attempt)).toBe(400);
      const taken = await signUp(id, { inviterId: ownerId, ...attempt });
      expect(taken.status, JSON.stringify(attempt)).toBe(400);
      expect((taken.body as ApiError).message).toBe('This invitation is invalid, has expired or has already been used.');
    }
    // The invitee is still pending: nobody took the account.
    const pending = (await owner.get<Data<ApiUser[]>>('/users')).body.data.find((u) => u.id === id);
    expect(pending?.isPending).toBe(true);

    // The right link works, once.
    expect((await resolve({ inviterId: ownerId, inviteeId: id, token })).status).toBe(200);
    expect((await signUp(id, { inviterId: ownerId, token })).status).toBe(200);
    expect((await signUp(id, { inviterId: ownerId, token })).status).toBe(400);
  });

  it("does not open another invitee's invitation with a valid token", async () => {
    const first = await invite('first@example.com');
    const second = await invite('second@example.com');
    expect((await resolve({ inviterId: ownerId, inviteeId: second.id, token: first.token })).status).toBe(400);
    expect((await signUp(second.id, { inviterId: ownerId, token: first.token })).status).toBe(400);
    expect((await signUp(second.id, { inviterId: ownerId, token: second.token })).status).toBe(200);
  });

  it('expires: a link older than its lifetime is refused', async () => {
    const { id, token } = await invite('late@example.com');
    // Seven days and a minute later.
    await server.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: dialect === 'postgres' ? (new Date(Date.now() - 60_000) as never) : new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await resolve({ inviterId: ownerId, inviteeId: id, token })).status).toBe(400);
    expect((await signUp(id, { inviterId: ownerId, token })).status).toBe(400);
    // The owner no longer lists a link for it, and can make a new one.
    const listed = (await owner.get<Data<ApiUser[]>>('/users')).body.data.find((u) => u.id === id);
    expect(listed?.inviteAcceptUrl).toBeUndefined();
    const fresh = await owner.get<Data<{ link: string }>>(`/users/${id}/invite-link`);
    const freshToken = new URL(fresh.body.data.link).searchParams.get('token') ?? '';
    expect(freshToken).not.toBe(token);
    expect((await signUp(id, { inviterId: ownerId, token: freshToken })).status).toBe(200);
  });

  it('shows the owner the same open link, and inviting again replaces it', async () => {
    const { id, link, token } = await invite('again@example.com');
    const listed = (await owner.get<Data<ApiUser[]>>('/users')).body.data.find((u) => u.id === id);
    expect(listed?.inviteAcceptUrl).toBe(link.toString());
    const shown = await owner.get<Data<{ link: string }>>(`/users/${id}/invite-link`);
    expect(shown.body.data.link).toBe(link.toString());

    const again = await invite('again@example.com');
    expect(again.id).toBe(id);
    expect(again.token).not.toBe(token);
    expect((await signUp(id, { inviterId: ownerId, token })).status).toBe(400);
    expect((await signUp(id, { inviterId: ownerId, token: again.token })).status).toBe(200);
  });
});
