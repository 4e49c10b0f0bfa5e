/**
 * The account lifecycle over real HTTP with a real SMTP server: the default user before
 * set-up, owner set-up, an invitation mailed and accepted through its link, a password
 * reset mailed and used, and deleting users with and without transferring what they own.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IFrontendSettings } from '@sdk/settings';
import { newEntityId } from '../../app/server/db/ids';
import { Browser, DIALECTS, GOOD_PASSWORD, linkIn, recipients, smtpEnv, startMailCatcher, startServer } from './accounts-helpers';
import type { ApiError, ApiUser, Data, MailCatcher, TestServer } from './accounts-helpers';

const OWNER = { email: 'Owner@Example.com', firstName: 'Olga', lastName: 'Owner', password: GOOD_PASSWORD };
const SMTP_AUTH = { user: 'mailer', pass: 'smtp secret' };

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let mail: MailCatcher;
  let server: TestServer;
  let owner: Browser;
  let ownerId: string;

  beforeAll(async () => {
    mail = await startMailCatcher(SMTP_AUTH);
    server = await startServer(dialect, smtpEnv(mail, SMTP_AUTH));
    owner = new Browser(server.base);
  });

  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  async function settings(): Promise<IFrontendSettings> {
    const response = await new Browser(server.base).get<Data<IFrontendSettings>>('/settings');
    expect(response.status).toBe(200);
    return response.body.data;
  }

  it('has a default user before set-up and offers the set-up screen', async () => {
    const before = await settings();
    expect(before.userManagement).toEqual({
      enabled: true,
      showSetupOnFirstLoad: true,
      smtpSetup: true,
      authenticationMethod: 'email',
    });

    const login = await owner.get<Data<ApiUser>>('/login');
    expect(login.status).toBe(200);
    expect(login.body.data.globalRole).toEqual({ name: 'default', scope: 'global' });
    expect(login.body.data.email).toBeUndefined();
    expect(login.body.data.isOwner).toBe(false);
    expect(owner.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = login.setCookies.find((c) => c.startsWith('switchyard-auth='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    // Before set-up the editor works without a session as the default user.
    const anonymous = await new Browser(server.base).get<Data<ApiUser[]>>('/users');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.map((u) => u.globalRole.name)).toEqual(['default']);
  });

  it('moves existing workflows to the owner at set-up', async () => {
    const { repositories } = server.app.switchyard;
    await repositories.workflows.create({ name: 'made before set-up' });
    const preSetup = await owner.get<Data<{ credentials: number; workflows: number }>>('/owner/pre-setup');
    expect(preSetup.status).toBe(200);
    expect(preSetup.body.data).toEqual({ credentials: 0, workflows: 1 });

    const weak = await owner.post<ApiError>('/owner/setup', { ...OWNER, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must be 8 to 64 characters long. Password must contain at least 1 number. Password must contain at least 1 uppercase letter.',
    );
    const badEmail = await owner.post<ApiError>('/owner/setup', { ...OWNER, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('email');

    const oldCookie = owner.clone();
    const setup = await owner.post<Data<ApiUser>>('/owner/setup', OWNER);
    expect(setup.status).toBe(200);
    const created = setup.body.data;
    expect(created).toMatchObject({
      email: 'owner@example.com',
      firstName: 'Olga',
      lastName: 'Owner',
      globalRole: { name: 'owner', scope: 'global' },
      isOwner: true,
      isPending: false,
      signInType: 'email',
    });
    expect(created).not.toHaveProperty('passwordHash');
    ownerId = created.id;
    expect(owner.session).not.toBe(oldCookie.session);

    const workflowIds = await repositories.sharing.workflowIdsOwnedBy(ownerId);
    expect(workflowIds).toHaveLength(1);

    const after = await settings();
    expect(after.userManagement.showSetupOnFirstLoad).toBe(false);
    expect((await new Browser(server.base).get('/users')).status).toBe(401);
    expect((await new Browser(server.base).get('/login')).status).toBe(401);
    // The default user's earlier session did not turn into an owner session.
    expect((await oldCookie.get('/users')).status).toBe(401);
    expect((await owner.get('/users')).status).toBe(200);

    const again = await owner.post<ApiError>('/owner/setup', OWNER);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The instance owner is already set up.');
  });

  it('mails an invitation whose link signs the new member up', async () => {
    const invite = await owner.post<
      Data<{ user: { id: string; email: string; inviteAcceptUrl?: string; emailSent: boolean }; error?: string }[]>
    >('/users', [{ email: 'Member@Example.com' }]);
    expect(invite.status).toBe(200);
    expect(invite.body.data).toHaveLength(1);
    const entry = invite.body.data[0]!;
    expect(entry.error).toBeUndefined();
    expect(entry.user.email).toBe('member@example.com');
    expect(entry.user.emailSent).toBe(true);

    const received = await mail.waitFor((m) => recipients(m).includes('member@example.com'));
    expect(mail.logins).toContain('mailer');
    expect(received.subject).toBe('You have been invited to Switchyard');
    expect(received.from?.text).toContain('switchyard@example.com');
    const textLink = linkIn(received.text, 'http://localhost:');
    expect(received.html).toContain(textLink.replace(/&/g, '&amp;'));
    const url = new URL(textLink);
    expect(url.pathname).toBe('/signup');
    expect(url.searchParams.get('inviterId')).toBe(ownerId);
    expect(url.searchParams.get('inviteeId')).toBe(entry.user.id);
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(entry.user.inviteAcceptUrl).toBe(textLink);

    // The owner sees the pending member with the same link.
    const list = await owner.get<Data<ApiUser[]>>('/users');
    const pending = list.body.data.find((u) => u.id === entry.user.id);
    expect(pending).toMatchObject({ isPending: true, globalRole: { name: 'member' }, inviteAcceptUrl: textLink });

    const member = new Browser(server.base);
    const query = `?inviterId=${ownerId}&inviteeId=${entry.user.id}&token=${token}`;
    const resolved = await member.get<Data<unknown>>(`/resolve-signup-token${query}`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toEqual({ inviter: { firstName: 'Olga', lastName: 'Owner' } });

    const weak = await member.post<ApiError>(`/users/${entry.user.id}`, {
      inviterId: ownerId,
      token,
      firstName: 'Max',
      lastName: 'Member',
      password: 'nouppercase1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must contain at least 1 uppercase letter.');

    const signup = await member.post<Data<ApiUser>>(`/users/${entry.user.id}`, {
      inviterId: ownerId,
      token,
      firstName: 'Max',
      lastName: 'Member',
      password: 'Member-Pass1',
    });
    expect(signup.status).toBe(200);
    expect(signup.body.data).toMatchObject({ email: 'member@example.com', isPending: false, globalRole: { name: 'member' } });
    expect(member.session).toBeDefined();
    expect((await member.get<Data<ApiUser>>('/login')).body.data.email).toBe('member@example.com');

    // The link works once.
    expect((await new Browser(server.base).get(`/resolve-signup-token${query}`)).status).toBe(400);
    const reuse = await new Browser(server.base).post<ApiError>(`/users/${entry.user.id}`, {
      inviterId: ownerId,
      token,
      firstName: 'Eve',
      lastName: 'Intruder',
      password: 'Intruder-Pass1',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This invitation is invalid, has expired or has already been used.');

    const fresh = new Browser(server.base);
    const login = await fresh.post<Data<ApiUser>>('/login', { email: 'MEMBER@example.com', password: 'Member-Pass1' });
    expect(login.status).toBe(200);
    expect(login.body.data.firstName).toBe('Max');
    expect((await fresh.get('/users')).status).toBe(200);
  });

  it('mails a password-reset link that works once and replaces the password', async () => {
    const member = new Browser(server.base);
    expect((await member.post('/login', { email: 'member@example.com', password: 'Member-Pass1' })).status).toBe(200);

    const anonymous = new Browser(server.base);
    const forgot = await anonymous.post<Data<unknown>>('/forgot-password', { email: 'member@example.com' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.data).toEqual({});
    const unknown = await anonymous.post<Data<unknown>>('/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({});

    const received = await mail.waitFor(
      (m) => recipients(m).includes('member@example.com') && m.subject === 'Reset your Switchyard password',
    );
    const link = new URL(linkIn(received.text, 'http://localhost:'));
    expect(link.pathname).toBe('/change-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    expect(received.html).toContain(link.toString());

    const resolved = await anonymous.get<Data<unknown>>(`/resolve-password-token?token=${encodeURIComponent(token)}`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toEqual({});
    expect((await anonymous.get('/resolve-password-token?token=not-a-real-token')).status).toBe(404);

    const weak = await anonymous.post<ApiError>('/change-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be 8 to 64 characters long.');

    const changed = await anonymous.post<Data<unknown>>('/change-password', { token, password: 'New-Member-Pass2' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({});

    // Single use, and every earlier session of the member is over.
    const reused = await anonymous.post<ApiError>('/change-password', { token, password: 'Another-Pass3' });
    expect(reused.status).toBe(404);
    expect((await anonymous.get(`/resolve-password-token?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await member.get('/login')).status).toBe(401);

    const old = await new Browser(server.base).post<ApiError>('/login', {
      email: 'member@example.com',
      password: 'Member-Pass1',
    });
    expect(old.status).toBe(401);
    const login = await new Browser(server.base).post<Data<ApiUser>>('/login', {
      email: 'member@example.com',
      password: 'New-Member-Pass2',
    });
    expect(login.status).toBe(200);
    // No mail went to the unknown address.
    expect(mail.mails.some((m) => recipients(m).includes('nobody@example.com'))).toBe(false);
  });

  async function signUpMember(email: string, password: string): Promise<{ id: string; browser: Browser }> {
    const invite = await owner.post<Data<{ user: { id: string; inviteAcceptUrl: string } }[]>>('/users', [{ email }]);
    const id = invite.body.data[0]!.user.id;
    const token = new URL(invite.body.data[0]!.user.inviteAcceptUrl).searchParams.get('token');
    const browser = new Browser(server.base);
    const signup = await browser.post(`/users/${id}`, { inviterId: ownerId, token, firstName: 'Test', lastName: 'User', password });
    expect(signup.status).toBe(200);
    return { id, browser };
  }

  async function insertCredential(ownerUserId: string, shareeId?: string): Promise<string> {
    const db = server.database.db;
    const id = newEntityId();
    await db
      .insertInto('credentials')
      .values({ id, name: `cred ${id}`, type: 'httpBasicAuth', data: 'encrypted' })
      .execute();
    await db.insertInto('shared_credentials').values({ credential_id: id, user_id: ownerUserId, role: 'owner' }).execute();
    if (shareeId !== undefined) {
      await db.insertInto('shared_credentials').values({ credential_id: id, user_id: shareeId, role: 'user' }).execute();
    }
    return id;
  }

  it('deletes a user and transfers what they own, in one go', async () => {
    const { repositories } = server.app.switchyard;
    const leaving = await signUpMember('leaving@example.com', 'Leaving-Pass1');
    const heir = await signUpMember('heir@example.com', 'Heir-Pass1');
    const wf1 = await repositories.workflows.create({ name: 'leaving 1', ownerId: leaving.id });
    const wf2 = await repositories.workflows.create({ name: 'leaving 2', ownerId: leaving.id });
    // The heir already had wf2 shared with them; the leaving user had the owner's workflow shared.
    await server.database.db.insertInto('shared_workflows').values({ workflow_id: wf2.id, user_id: heir.id, role: 'user' }).execute();
    const ownersWorkflow = await repositories.workflows.create({ name: 'owner', ownerId });
    await server.database.db
      .insertInto('shared_workflows')
      .values({ workflow_id: ownersWorkflow.id, user_id: leaving.id, role: 'user' })
      .execute();
    const cred = await insertCredential(leaving.id, heir.id);
    const key = await leaving.browser.post<Data<{ apiKey: string }>>('/me/api-key');
    expect(key.status).toBe(200);

    expect((await owner.delete<ApiError>(`/users/${leaving.id}?transferId=${leaving.id}`)).status).toBe(400);
    expect((await owner.delete<ApiError>(`/users/${ownerId}`)).status).toBe(400);
    expect((await owner.delete<ApiError>(`/users/${leaving.id}?transferId=no-such-user`)).status).toBe(400);
    expect((await owner.delete<ApiError>('/users/no-such-user')).status).toBe(404);

    const deleted = await owner.delete<Data<unknown>>(`/users/${leaving.id}?transferId=${heir.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ success: true });

    expect(await repositories.users.findById(leaving.id)).toBeUndefined();
    expect(await repositories.sharing.workflowIdsOwnedBy(heir.id)).toEqual([wf1.id, wf2.id].sort());
    expect(await repositories.sharing.credentialIdsOwnedBy(heir.id)).toEqual([cred]);
    expect((await repositories.workflows.get(wf1.id))?.name).toBe('leaving 1');
    const rowsOfLeaving = await server.database.db.selectFrom('shared_workflows').selectAll().where('user_id', '=', leaving.id).execute();
    expect(rowsOfLeaving).toEqual([]);
    expect((await leaving.browser.get('/login')).status).toBe(401);
    expect(await repositories.apiKeys.findUserIdByKey(key.body.data.apiKey)).toBeUndefined();
    expect((await repositories.workflows.get(ownersWorkflow.id))?.name).toBe('owner');
  });

  it('deletes a user together with what they own when nobody takes it over', async () => {
    const { repositories } = server.app.switchyard;
    const leaving = await signUpMember('gone@example.com', 'Gone-Pass1');
    const wf = await repositories.workflows.create({ name: 'gone', ownerId: leaving.id });
    const cred = await insertCredential(leaving.id);
    const keep = await repositories.workflows.create({ name: 'stays', ownerId });

    const deleted = await owner.delete<Data<unknown>>(`/users/${leaving.id}`);
    expect(deleted.status).toBe(200);
    expect(await repositories.users.findById(leaving.id)).toBeUndefined();
    expect(await repositories.workflows.get(wf.id)).toBeUndefined();
    const creds = await server.database.db.selectFrom('credentials').select('id').where('id', '=', cred).execute();
    expect(creds).toEqual([]);
    expect((await repositories.workflows.get(keep.id))?.name).toBe('stays');
  });
});
