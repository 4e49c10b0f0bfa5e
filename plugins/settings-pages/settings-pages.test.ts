import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { definePlugin, IRestApi, ResponseError, RoutesPoint, SettingsPagesPoint, type IUserResponse, type RestClient } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import { IAuthService } from '@plugins/auth/api';
import { SETTINGS_PAGE_PLUGINS } from './index';
import { API_KEY_COMMANDS } from './api-keys';
import { ApiKeyService, maskKey } from './api-keys/api-key-store';
import { validateDetails } from './personal/PersonalSettingsView';
import { CHANGE_PASSWORD_COMMAND, CHANGE_PASSWORD_MODAL } from './personal';
import { INVITE_USERS_COMMAND, USERS_MODALS } from './users';
import { inviteProblem } from './users/InviteUsersModal';
import { splitEmails } from './users/users-store';

let host: TestHost;
afterEach(() => host?.dispose());

type Handler = (body: unknown) => unknown;

/** A REST client answering `METHOD /path` from handlers; unknown routes are 404s. */
function fakeRest(handlers: Record<string, Handler>): RestClient & { calls: string[] } {
  const calls: string[] = [];
  const request = async <T>(method: string, path: string, options?: { body?: unknown }): Promise<T> => {
    calls.push(`${method} ${path}`);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new ResponseError('Not found', { httpStatusCode: 404 });
    return handler(options?.body) as T;
  };
  return {
    baseUrl: '/rest',
    calls,
    request: request as RestClient['request'],
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    patch: (path, o) => request('PATCH', path, o),
    put: (path, o) => request('PUT', path, o),
    delete: (path, o) => request('DELETE', path, o),
  } as RestClient & { calls: string[] };
}

const user = (role: 'owner' | 'member' | 'default'): IUserResponse =>
  ({
    id: `${role}-1`,
    email: `${role}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    globalRole: { name: role, scope: 'global' },
    isPending: role === 'default',
    isOwner: role === 'owner',
  }) as IUserResponse;

/** Provides IRestApi and a signed-in user as IAuthService, as the shell and the auth plugin do. */
function shellStandIn(rest: RestClient, who: IUserResponse | null) {
  const user$ = new BehaviorSubject(who);
  return definePlugin({
    id: 'test.shell-stand-in',
    title: 'Shell stand-in',
    provides: [IRestApi, IAuthService],
    activate(ctx) {
      ctx.provide(IRestApi, rest);
      ctx.provide(IAuthService, { user$, currentUser: who, refresh: async () => who } as unknown as IAuthService);
    },
  });
}

async function start(who: IUserResponse | null, handlers: Record<string, Handler> = {}, location = '/workflows') {
  const rest = fakeRest(handlers);
  host = await createTestHost({ plugins: [shellStandIn(rest, who), ...SETTINGS_PAGE_PLUGINS], location });
  return rest;
}

describe('settings pages plugins', () => {
  it('each page comes through the settings-page extension point with its own route and open command', async () => {
    await start(user('owner'));
    expect(host.report.failed).toEqual([]);
    expect(host.kernel.extensions.get(SettingsPagesPoint).map((p) => [p.label, p.path])).toEqual([
      ['Personal', '/settings/personal'],
      ['Users', '/settings/users'],
      ['API', '/settings/api'],
      ['Community nodes', '/settings/community-nodes'],
      ['Usage and plan', '/settings/usage'],
    ]);
    const routes = host.kernel.extensions.get(RoutesPoint);
    for (const [path, view] of [
      ['/settings/personal', 'PersonalSettings'],
      ['/settings/users', 'UsersSettings'],
      ['/settings/api', 'APISettings'],
      ['/settings/usage', 'Usage'],
      ['/settings/community-nodes', 'CommunityNodes'],
    ] as const) {
      expect(routes.get(path)?.view).toBe(view);
    }
  });

  it.each([
    ['personal', '/settings/personal'],
    ['users', '/settings/users'],
    ['api', '/settings/api'],
    ['usage', '/settings/usage'],
    ['community-nodes', '/settings/community-nodes'],
  ])('settings.open.%s navigates to %s', async (id, path) => {
    await start(user('owner'));
    expect(host.kernel.commands.get(`settings.open.${id}`)?.category).toBe('Settings');
    expect((await host.run(`settings.open.${id}`)).status).toBe('ok');
    expect(host.navigation.history.at(-1)).toBe(path);
  });

  it('change password and invite users are palette commands that open their dialogs on their page', async () => {
    await start(user('owner'));
    expect((await host.run(CHANGE_PASSWORD_COMMAND)).status).toBe('ok');
    expect(host.navigation.history.at(-1)).toBe('/settings/personal');
    expect(host.modals.active?.key).toBe(CHANGE_PASSWORD_MODAL);
    host.modals.close(CHANGE_PASSWORD_MODAL);
    expect((await host.run(INVITE_USERS_COMMAND)).status).toBe('ok');
    expect(host.navigation.history.at(-1)).toBe('/settings/users');
    expect(host.modals.active?.key).toBe(USERS_MODALS.invite);
  });

  it('only the owner may invite; the default user has no password to change', async () => {
    await start(user('member'));
    expect(await host.run(INVITE_USERS_COMMAND)).toMatchObject({ status: 'disabled', reason: 'Only the owner can invite users' });
    host.dispose();
    await start(user('default'));
    expect(await host.run(CHANGE_PASSWORD_COMMAND)).toMatchObject({ status: 'disabled' });
  });

  it('the API key commands make a key (shown once) and delete it after asking', async () => {
    let stored: string | null = null;
    const rest = await start(user('owner'), {
      'GET /me/api-key': () => ({ apiKey: stored === null ? null : maskKey(stored) }),
      'POST /me/api-key': () => ({ apiKey: (stored = 'sy_api_0123456789abcdefghijklmnopqrstuvwxyzABCD') }),
      'DELETE /me/api-key': () => ((stored = null), { success: true }),
    });
    expect((await host.run(API_KEY_COMMANDS.create)).status).toBe('ok');
    expect(host.navigation.history.at(-1)).toBe('/settings/api');
    expect(host.notifications.toasts.at(-1)).toMatchObject({ title: 'API key created' });

    const removing = host.run(API_KEY_COMMANDS.remove);
    await expect.poll(() => host.confirms.pending.length).toBe(1);
    expect(host.confirms.pending[0]?.title).toBe('Delete your API key?');
    host.confirms.pending[0]!.resolve(true);
    expect((await removing).status).toBe('ok');
    expect(rest.calls).toContain('DELETE /me/api-key');
    expect(host.notifications.toasts.at(-1)).toMatchObject({ title: 'API key deleted' });
  });
});

describe('API key service', () => {
  it('keeps a new key to show once, masks it afterwards, and reads a 404 as the public API being off', async () => {
    const keys = new ApiKeyService(fakeRest({ 'POST /me/api-key': () => ({ apiKey: 'sy_api_secretsecretsecretWXYZ' }) }));
    await keys.create();
    expect(keys.state).toMatchObject({ status: 'ready', created: 'sy_api_secretsecretsecretWXYZ', masked: 'sy_api_****WXYZ' });
    keys.forgetCreated();
    expect(keys.state.created).toBeNull();
    await keys.refresh();
    expect(keys.state.status).toBe('disabled');
  });
});

describe('form checks', () => {
  it('personal details: names required, the e-mail valid', () => {
    expect(validateDetails({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toEqual({});
    expect(validateDetails({ firstName: ' ', lastName: '', email: 'nope' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
    });
  });

  it('invitations: addresses split on commas, spaces and new lines, each checked', () => {
    expect(splitEmails('a@example.com, b@example.com\nc@example.com;a@example.com ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(inviteProblem([])).toBe('Enter at least one e-mail address.');
    expect(inviteProblem(['a@example.com', 'x'])).toBe('“x” is not a valid e-mail address.');
    expect(inviteProblem(['x', 'y'])).toBe('These are not valid e-mail addresses: x, y.');
    expect(inviteProblem(['a@example.com'])).toBeNull();
  });
});
