/**
 * LDAP against a real OpenLDAP (Debian's slapd, started here and seeded with users):
 * settings with the binding password kept secret, connection tests good and bad (plain
 * and STARTTLS), dry and live syncs with their history, sign-in by login id (created on
 * first sign-in), a user gone from the directory disabled and refused, and LDAP users
 * kept from changing their e-mail and password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser, Data } from './accounts-helpers';
import { Browser, DIALECTS, GOOD_PASSWORD } from './accounts-helpers';
import { SLAPD_ADMIN_DN, SLAPD_ADMIN_PASSWORD, SLAPD_BASE_DN, startSlapd, type SeedUser, type Slapd } from './slapd-helpers';
import { put, startTeam, type Team } from './workflows-helpers';

const BLANK = '__n8n_BLANK_VALUE_e5362baf-c777-4d57-a609-6eaf1f9e87f6';

const ADA: SeedUser = { uid: 'ada', givenName: 'Ada', sn: 'Lovelace', mail: 'ada@corp.example', password: 'ada-directory-pw' };
const ALAN: SeedUser = { uid: 'alan', givenName: 'Alan', sn: 'Turing', mail: 'alan@corp.example', password: 'alan-directory-pw' };
const GRACE: SeedUser = { uid: 'grace', givenName: 'Grace', sn: 'Hopper', mail: 'grace@corp.example', password: 'grace-directory-pw' };

interface SyncRun {
  id: string;
  runMode: string;
  startedAt: string;
  status: string;
  scanned: number;
  created: number;
  updated: number;
  disabled: number;
  error: string | null;
}

function settingsFor(slapd: Slapd, extra: Record<string, unknown> = {}) {
  return {
    loginEnabled: true,
    loginLabel: 'Corporate ID',
    connectionUrl: '127.0.0.1',
    connectionSecurity: 'none',
    connectionPort: slapd.port,
    baseDn: SLAPD_BASE_DN,
    bindingAdminDn: SLAPD_ADMIN_DN,
    bindingAdminPassword: SLAPD_ADMIN_PASSWORD,
    firstNameAttribute: 'givenName',
    lastNameAttribute: 'sn',
    emailAttribute: 'mail',
    loginIdAttribute: 'uid',
    ldapIdAttribute: 'uid',
    userFilter: '(objectClass=inetOrgPerson)',
    searchTimeout: 10,
    ...extra,
  };
}

describe.each(DIALECTS)('LDAP on %s', (dialect) => {
  let slapd: Slapd;
  let team: Team;

  beforeAll(async () => {
    slapd = await startSlapd([ADA, ALAN]);
    team = await startTeam(dialect, ['maria'], { SWITCHYARD_ENTERPRISE_FEATURES: 'ldap' });
  });
  afterAll(async () => {
    await team?.close();
    await slapd?.stop();
  });

  it('keeps the settings for the owner only, the binding password never sent back', async () => {
    const owner = team.owner.browser;
    const defaults = await owner.get<Data<Record<string, unknown>>>('/ldap/config');
    expect(defaults.body.data).toMatchObject({
      loginEnabled: false,
      connectionSecurity: 'none',
      connectionPort: 389,
      bindingAdminPassword: '',
    });

    const saved = await put<Data<Record<string, unknown>>>(owner, '/ldap/config', settingsFor(slapd));
    expect(saved.status).toBe(200);
    expect(saved.body.data['bindingAdminPassword']).toBe(BLANK);
    expect(JSON.stringify((await owner.get('/ldap/config')).body)).not.toContain(SLAPD_ADMIN_PASSWORD);
    // Saving the placeholder back keeps the stored password.
    expect((await put(owner, '/ldap/config', settingsFor(slapd, { bindingAdminPassword: BLANK }))).status).toBe(200);
    expect((await owner.post('/ldap/test-connection')).status).toBe(200);

    const refused = await put<{ message: string }>(
      owner,
      '/ldap/config',
      settingsFor(slapd, { loginIdAttribute: '', userFilter: 'uid=*' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/userFilter|loginIdAttribute/);
    expect((await team.members['maria']!.browser.get('/ldap/config')).status).toBe(403);
    expect((await team.members['maria']!.browser.post('/ldap/sync', { type: 'live' })).status).toBe(403);

    const settings = await new Browser(team.server.base).get<
      Data<{ sso: { ldap: unknown }; userManagement: { authenticationMethod: string } }>
    >('/settings');
    expect(settings.body.data.sso.ldap).toEqual({ loginEnabled: true, loginLabel: 'Corporate ID' });
    expect(settings.body.data.userManagement.authenticationMethod).toBe('ldap');
  });

  it('names the directory error when the connection test fails', async () => {
    const owner = team.owner.browser;
    await put(owner, '/ldap/config', settingsFor(slapd, { bindingAdminPassword: 'not-the-password' }));
    const wrong = await owner.post<{ message: string }>('/ldap/test-connection');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/Invalid Credentials/i);
    await put(owner, '/ldap/config', settingsFor(slapd));
    expect((await owner.post('/ldap/test-connection')).status).toBe(200);
  });

  it('connects with STARTTLS, refusing the self-signed certificate unless allowed', async () => {
    const owner = team.owner.browser;
    await put(owner, '/ldap/config', settingsFor(slapd, { connectionSecurity: 'startTls', connectionUrl: 'localhost' }));
    const untrusted = await owner.post<{ message: string }>('/ldap/test-connection');
    expect(untrusted.status).toBe(400);
    expect(untrusted.body.message).toMatch(/self[- ]signed/i);
    await put(
      owner,
      '/ldap/config',
      settingsFor(slapd, { connectionSecurity: 'startTls', connectionUrl: 'localhost', allowUnauthorizedCerts: true }),
    );
    expect((await owner.post('/ldap/test-connection')).status).toBe(200);
    await put(owner, '/ldap/config', settingsFor(slapd));
  });

  it('counts on a dry run, then creates, updates and disables users on a live one', async () => {
    const owner = team.owner.browser;
    const dry = await owner.post<Data<SyncRun>>('/ldap/sync', { type: 'dry' });
    expect(dry.body.data).toMatchObject({ runMode: 'dry', status: 'success', scanned: 2, created: 2, updated: 0, disabled: 0 });
    const usersAfterDry = await owner.get<Data<ApiUser[]>>('/users');
    expect(usersAfterDry.body.data.map((user) => user.email)).not.toContain('ada@corp.example');

    const live = await owner.post<Data<SyncRun>>('/ldap/sync', { type: 'live' });
    expect(live.body.data).toMatchObject({ runMode: 'live', status: 'success', scanned: 2, created: 2 });
    const users = await owner.get<Data<Array<ApiUser & { disabled?: boolean }>>>('/users');
    expect(users.body.data.find((user) => user.email === 'alan@corp.example')).toMatchObject({ firstName: 'Alan', lastName: 'Turing' });

    await slapd.removeUser('alan');
    await slapd.addUser(GRACE);
    const again = await owner.post<Data<SyncRun>>('/ldap/sync', { type: 'live' });
    expect(again.body.data).toMatchObject({ scanned: 2, created: 1, updated: 0, disabled: 1 });

    const history = await owner.get<Data<SyncRun[]>>('/ldap/sync?page=0&perPage=2');
    expect(history.body.data.map((run) => run.runMode)).toEqual(['live', 'live']);
    expect((await owner.get<Data<SyncRun[]>>('/ldap/sync?page=1&perPage=2')).body.data.map((run) => run.runMode)).toEqual(['dry']);
    expect((await owner.get('/ldap/sync?perPage=1000')).status).toBe(400);

    // A user removed from the directory cannot sign in any more.
    const alan = new Browser(team.server.base);
    expect((await alan.post('/login', { email: 'alan', password: ALAN.password })).status).toBe(401);
    // Back in the directory, the disabled account is still refused until a sync enables it again.
    await slapd.addUser(ALAN);
    expect((await alan.post('/login', { email: 'alan', password: ALAN.password })).status).toBe(401);
    expect((await owner.post<Data<SyncRun>>('/ldap/sync', { type: 'live' })).body.data).toMatchObject({ updated: 1, disabled: 0 });
    expect((await alan.post('/login', { email: 'alan', password: ALAN.password })).status).toBe(200);
  });

  it('runs a periodic live sync once its interval has passed since the last one', async () => {
    const owner = team.owner.browser;
    const ldap = team.server.app.switchyard.ldap;
    expect(await ldap.syncIfDue()).toBeUndefined();
    await put(owner, '/ldap/config', settingsFor(slapd, { synchronizationEnabled: true, synchronizationInterval: 30 }));
    const last = (await owner.get<Data<SyncRun[]>>('/ldap/sync?perPage=1')).body.data[0]!;
    expect(await ldap.syncIfDue(new Date(Date.parse(last.startedAt) + 29 * 60_000))).toBeUndefined();
    const due = await ldap.syncIfDue(new Date(Date.parse(last.startedAt) + 31 * 60_000));
    expect(due).toMatchObject({ runMode: 'live', status: 'success', created: 0, updated: 0, disabled: 0 });
    await put(owner, '/ldap/config', settingsFor(slapd));
  });

  it('signs a directory user in by login id, creating the account on first sign-in', async () => {
    await slapd.addUser({ uid: 'linus', givenName: 'Linus', sn: 'Pauling', mail: 'linus@corp.example', password: 'linus-directory-pw' });
    const linus = new Browser(team.server.base);
    expect((await linus.post('/login', { email: 'linus', password: 'wrong-password' })).status).toBe(401);
    const signedIn = await linus.post<Data<ApiUser & { signInType: string }>>('/login', { email: 'linus', password: 'linus-directory-pw' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      email: 'linus@corp.example',
      firstName: 'Linus',
      lastName: 'Pauling',
      signInType: 'ldap',
      isPending: false,
    });
    expect((await linus.get<Data<{ signInType: string }>>('/login')).body.data.signInType).toBe('ldap');

    // The directory owns their e-mail and password.
    const email = await linus.patch<{ message: string }>('/me', { email: 'other@corp.example', firstName: 'Linus', lastName: 'Pauling' });
    expect(email.status).toBe(400);
    expect(email.body.message).toMatch(/LDAP/);
    expect((await linus.patch('/me/password', { currentPassword: 'linus-directory-pw', newPassword: GOOD_PASSWORD })).status).toBe(400);

    // The owner keeps e-mail sign-in, and local members still sign in by e-mail.
    expect((await new Browser(team.server.base).post('/login', { email: 'owner@example.com', password: GOOD_PASSWORD })).status).toBe(200);
    expect((await new Browser(team.server.base).post('/login', { email: 'maria@example.com', password: 'Member-Pass1' })).status).toBe(200);
  });
});
