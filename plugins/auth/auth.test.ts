import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { BannersPoint, RouteGuardsPoint, RoutesPoint, SidebarItemsPoint, type IFrontendSettings } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import auth from './index';
import { AUTH_COMMANDS, IAuthService } from './api';
import { AUTH_COMMAND_DESCRIPTORS } from './commands';
import { DEFAULT_USER, FakeRest, MEMBER, OWNER, fail, restPlugin, umSettings } from './test-support';

let host: TestHost | undefined;
afterEach(() => host?.dispose());

async function start(rest: FakeRest, options: { location?: string; settings?: Partial<IFrontendSettings> } = {}) {
  host = await createTestHost({ plugins: [auth, restPlugin(rest)], ...options });
  expect(host.report.failed).toEqual([]);
  return { host, service: host.kernel.services.get(IAuthService) };
}

const guard = (h: TestHost) => h.kernel.extensions.get(RouteGuardsPoint).find((g) => g.id === 'auth.session');
const routeFor = (h: TestHost, path: string) => h.kernel.extensions.get(RoutesPoint).get(path) ?? null;
const check = (h: TestHost, location: string) => guard(h)?.check({ location, route: routeFor(h, location.split('?')[0] ?? '') });

describe('auth plugin', () => {
  it('asks the server who is signed in at start-up, before the first screen renders', async () => {
    const rest = new FakeRest().on('GET /login', () => OWNER);
    const { service } = await start(rest);
    expect(rest.callsTo('GET /login')).toHaveLength(1);
    expect(service.loaded).toBe(true);
    expect(service.currentUser).toEqual(OWNER);
  });

  it('reads a 401 from GET /login as nobody signed in', async () => {
    const { service } = await start(new FakeRest().on('GET /login', () => fail(401, 'Unauthorized')));
    expect(service.state).toEqual({ status: 'ready', user: null });
  });

  it('keeps the user unknown (error state) when the server cannot be asked', async () => {
    const { service, host: h } = await start(new FakeRest().on('GET /login', () => fail(500, 'Boom')));
    expect(service.state.status).toBe('error');
    expect(service.loaded).toBe(false);
    expect(check(h, '/workflows')).toBeNull();
  });

  it('replaces the shell placeholders for every auth view with the auth layout', async () => {
    const { host: h } = await start(new FakeRest().on('GET /login', () => OWNER));
    for (const path of ['/signin', '/signup', '/signout', '/setup', '/forgot-password', '/change-password']) {
      const route = routeFor(h, path);
      expect(route?.layout, path).toBe('auth');
    }
    expect(routeFor(h, '/signin')?.view).toBe('SigninView');
    expect(h.kernel.extensions.get(BannersPoint).map((b) => b.id)).toEqual(['auth.ownerSetup']);
  });

  describe('the route guard', () => {
    it('sends the default user to /setup while setup is pending, and stops once it is skipped', async () => {
      const rest = new FakeRest().on('GET /login', () => DEFAULT_USER).on('POST /owner/skip-setup', () => ({ success: true }));
      const { service, host: h } = await start(rest, { settings: umSettings(true) });
      expect(service.setupPending).toBe(true);
      expect(check(h, '/workflows')).toBe('/setup');
      expect(check(h, '/setup')).toBeNull();

      const changes: unknown[] = [];
      const sub = guard(h)?.changes$?.subscribe((c) => changes.push(c));
      await service.skipSetup();
      sub?.unsubscribe();
      expect(service.setupPending).toBe(false);
      expect(changes.length).toBeGreaterThan(1); // the current value, then the change
      expect(check(h, '/workflows')).toBeNull();
    });

    it('sends a visitor to sign-in with the way back, then back after signing in', async () => {
      const rest = new FakeRest().on('GET /login', () => fail(401, 'Unauthorized')).on('POST /login', () => OWNER);
      const { service, host: h } = await start(rest, { settings: umSettings(false) });
      expect(check(h, '/workflow/abc?x=1')).toBe('/signin?redirect=%2Fworkflow%2Fabc%3Fx%3D1');
      await service.login(' ada@example.com ', 'Secret123');
      expect(rest.callsTo('POST /login')[0]?.options?.body).toEqual({ email: 'ada@example.com', password: 'Secret123' });
      expect(check(h, '/signin?redirect=%2Fworkflow%2Fabc%3Fx%3D1')).toBe('/workflow/abc?x=1');
      expect(check(h, '/workflow/abc?x=1')).toBeNull();
    });
  });

  describe('the service calls', () => {
    it('sets up the owner, signs them in and reloads the settings', async () => {
      const rest = new FakeRest().on('GET /login', () => DEFAULT_USER).on('POST /owner/setup', () => OWNER);
      const { service } = await start(rest, { settings: umSettings(true) });
      const user = await service.setupOwner({ email: ' ada@example.com', firstName: ' Ada ', lastName: 'Lovelace', password: 'Secret123' });
      expect(user).toEqual(OWNER);
      expect(service.currentUser).toEqual(OWNER);
      expect(service.setupPending).toBe(false);
      expect(rest.callsTo('POST /owner/setup')[0]?.options?.body).toEqual({
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: 'Secret123',
      });
    });

    it('signs out, even when the session had already ended (401)', async () => {
      const rest = new FakeRest().on('GET /login', () => MEMBER).on('POST /logout', () => fail(401, 'Unauthorized'));
      const { service } = await start(rest);
      await service.logout();
      expect(service.currentUser).toBeNull();
      expect(await firstValueFrom(service.user$)).toBeNull();
    });

    it('passes server errors through unchanged, for the forms to show', async () => {
      const rest = new FakeRest()
        .on('GET /login', () => fail(401, 'Unauthorized'))
        .on('POST /login', () => fail(401, 'Wrong username or password. Do you have caps lock on?'));
      const { service } = await start(rest);
      await expect(service.login('ada@example.com', 'nope')).rejects.toMatchObject({
        httpStatusCode: 401,
        message: 'Wrong username or password. Do you have caps lock on?',
      });
      expect(service.currentUser).toBeNull();
    });

    it('calls the invitation, reset and pre-setup routes of the contract', async () => {
      const rest = new FakeRest()
        .on('GET /login', () => fail(401, 'Unauthorized'))
        .on('GET /resolve-signup-token', () => ({ inviter: { firstName: 'Ada', lastName: 'Lovelace' } }))
        .on('POST /users/u%2Fmember', () => MEMBER)
        .on('POST /forgot-password', () => ({}))
        .on('GET /resolve-password-token', () => ({}))
        .on('POST /change-password', () => ({}))
        .on('GET /owner/pre-setup', () => ({ credentials: 1, workflows: 2 }));
      const { service } = await start(rest);
      await expect(service.resolveSignupToken({ inviterId: 'u-owner', inviteeId: 'u/member', token: 'tk' })).resolves.toEqual({
        inviter: { firstName: 'Ada', lastName: 'Lovelace' },
      });
      expect(rest.callsTo('GET /resolve-signup-token')[0]?.options?.query).toEqual({
        inviterId: 'u-owner',
        inviteeId: 'u/member',
        token: 'tk',
      });
      await service.signup({
        inviterId: 'u-owner',
        inviteeId: 'u/member',
        token: 'tk',
        firstName: 'Grace ',
        lastName: 'Hopper',
        password: 'Secret123',
      });
      expect(rest.callsTo('POST /users/u%2Fmember')[0]?.options?.body).toEqual({
        inviterId: 'u-owner',
        token: 'tk',
        firstName: 'Grace',
        lastName: 'Hopper',
        password: 'Secret123',
      });
      expect(service.currentUser).toEqual(MEMBER);
      await service.forgotPassword(' grace@example.com ');
      expect(rest.callsTo('POST /forgot-password')[0]?.options?.body).toEqual({ email: 'grace@example.com' });
      await service.resolvePasswordToken('tok');
      expect(rest.callsTo('GET /resolve-password-token')[0]?.options?.query).toEqual({ token: 'tok' });
      await service.changePassword('tok', 'Secret456');
      expect(rest.callsTo('POST /change-password')[0]?.options?.body).toEqual({ token: 'tok', password: 'Secret456' });
      await expect(service.preSetup()).resolves.toEqual({ credentials: 1, workflows: 2 });
    });
  });

  describe('commands and the sidebar', () => {
    it('declares Sign out under Account, and binds every command', async () => {
      const { host: h } = await start(new FakeRest().on('GET /login', () => OWNER));
      expect(h.kernel.commands.get(AUTH_COMMANDS.signOut)).toMatchObject({ title: 'Sign out', category: 'Account' });
      for (const c of AUTH_COMMAND_DESCRIPTORS) expect(h.kernel.commands.get(c.id)?.hasHandler, c.id).toBe(true);
    });

    it('signs a real user out through /signout; the default user cannot, and is offered setup instead', async () => {
      const { host: h } = await start(new FakeRest().on('GET /login', () => MEMBER));
      expect(await h.run(AUTH_COMMANDS.signOut)).toMatchObject({ status: 'ok' });
      expect(h.navigation.location).toBe('/signout');
      expect((await h.run(AUTH_COMMANDS.setUpOwner)).status).toBe('disabled');
      h.dispose();

      host = await createTestHost({ plugins: [auth, restPlugin(new FakeRest().on('GET /login', () => DEFAULT_USER))] });
      expect(await host.run(AUTH_COMMANDS.signOut)).toEqual({
        status: 'disabled',
        reason: 'Nobody is signed in yet: set up an owner account first',
      });
      expect((await host.run(AUTH_COMMANDS.setUpOwner)).status).toBe('ok');
      expect(host.navigation.location).toBe('/setup');
    });

    it('shows the signed-in user and a sign-out entry in the sidebar, following the user', async () => {
      const rest = new FakeRest()
        .on('GET /login', () => DEFAULT_USER)
        .on('POST /owner/setup', () => OWNER)
        .on('POST /logout', () => ({ loggedOut: true }));
      const { service, host: h } = await start(rest);
      const entries = () => h.kernel.extensions.get(SidebarItemsPoint).filter((i) => i.id.startsWith('auth.'));
      expect(entries()).toEqual([]); // default user: no user info

      await service.setupOwner({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'Secret123' });
      expect(entries()).toEqual([
        expect.objectContaining({ id: 'auth.user', label: 'Ada Lovelace', path: '/settings/personal', position: 'bottom' }),
        expect.objectContaining({ id: 'auth.signOut', label: 'Sign out', command: AUTH_COMMANDS.signOut, position: 'bottom' }),
      ]);

      await service.logout();
      expect(entries()).toEqual([]);
    });
  });

  it('unloads completely', async () => {
    const { host: h } = await start(new FakeRest().on('GET /login', () => OWNER));
    h.kernel.host.dispose();
    expect(h.kernel.commands.list()).toEqual([]);
    expect(h.kernel.extensions.size()).toBe(0);
    expect(h.kernel.services.has(IAuthService)).toBe(false);
  });
});
