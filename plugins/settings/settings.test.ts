import { afterEach, describe, expect, it } from 'vitest';
import { SettingsPagesPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import settings from './index';
import { SETTINGS_PAGE_PLUGINS } from '@plugins/settings-pages';
import logStreaming from '@plugins/log-streaming';
import authLdap from '@plugins/auth-ldap';
import authSaml from '@plugins/auth-saml';
import { SETTINGS_PAGES } from './pages';

let host: TestHost;
afterEach(() => host?.dispose());

describe('settings plugin', () => {
  it('starts cleanly and, with the pages built as their own plugins, makes the settings menu in order', async () => {
    host = await createTestHost({ plugins: [settings, ...SETTINGS_PAGE_PLUGINS, logStreaming, authLdap, authSaml] });
    expect(host.report.failed).toEqual([]);
    const pages = host.kernel.extensions.get(SettingsPagesPoint);
    expect(pages.map((p) => p.label)).toEqual([
      'Personal',
      'Users',
      'API',
      'SSO',
      'LDAP',
      'Log streaming',
      'Community nodes',
      'Usage and plan',
      'Environments',
    ]);
    expect(pages.every((p) => p.path.startsWith('/settings/'))).toBe(true);
  });

  it('ties SSO, LDAP and log streaming to their enterprise features', async () => {
    host = await createTestHost({ plugins: [settings, logStreaming, authLdap, authSaml] });
    const features = Object.fromEntries(host.kernel.extensions.get(SettingsPagesPoint).map((p) => [p.id, p.feature]));
    expect(features).toMatchObject({ sso: 'saml', ldap: 'ldap', 'log-streaming': 'logStreaming' });
    expect(features['personal']).toBeUndefined();
  });

  it('shows SSO, LDAP and log streaming to the owner only', async () => {
    host = await createTestHost({ plugins: [settings, ...SETTINGS_PAGE_PLUGINS, logStreaming, authLdap, authSaml] });
    const roles = Object.fromEntries(host.kernel.extensions.get(SettingsPagesPoint).map((p) => [p.id, p.roles]));
    expect(roles).toMatchObject({ sso: ['owner'], ldap: ['owner'], 'log-streaming': ['owner'] });
    expect(roles['personal']).toBeUndefined();
  });

  it.each(SETTINGS_PAGES.map((p) => [p.id, p.path] as const))('settings.open.%s navigates to %s', async (id, path) => {
    host = await createTestHost({ plugins: [settings], location: '/workflows' });
    const command = host.kernel.commands.get(`settings.open.${id}`);
    expect(command?.category).toBe('Settings');
    expect(command?.hasHandler).toBe(true);
    expect((await host.run(`settings.open.${id}`)).status).toBe('ok');
    expect(host.navigation.history).toEqual(['/workflows', path]);
  });

  it('titles each command after its page, for the palette', async () => {
    host = await createTestHost({ plugins: [settings, authSaml] });
    expect(host.kernel.commands.get('settings.open.sso')?.title).toBe('Open SSO settings');
    expect(host.kernel.commands.get('settings.open.environments')?.title).toBe('Open Environments settings');
  });

  it('leaves nothing behind when unloaded', async () => {
    host = await createTestHost({ plugins: [settings] });
    host.kernel.host.dispose();
    expect(host.kernel.commands.list()).toEqual([]);
    expect(host.kernel.extensions.size()).toBe(0);
  });
});
