import { createRestClient, definePlugin, INavigationService, IRestApi, type SettingsPageContribution } from '@sdk';
import { ILdapService, LDAP_COMMANDS } from './api';
import { LdapService } from './ldap-service';
import { LdapSettingsView } from './views/LdapSettingsView';
import './views/ldap.css';

/** The LDAP entry of the settings menu, for the owner while the ldap feature is on. */
export const LDAP_PAGE: SettingsPageContribution = {
  id: 'ldap',
  label: 'LDAP',
  path: '/settings/ldap',
  order: 50,
  feature: 'ldap',
  roles: ['owner'],
};

/**
 * LdapSettings: the owner's LDAP sign-in and sync settings (test connection, save), the
 * sync history with dry run and sync now, and the unlicensed view while the ldap feature is off.
 */
export default definePlugin({
  id: 'switchyard.auth-ldap',
  title: 'LDAP',
  description: 'Sign users in with an LDAP directory and sync their accounts.',
  optional: [IRestApi],
  provides: [ILdapService],
  contributes: {
    settingsPages: [LDAP_PAGE],
    commands: [
      { id: LDAP_COMMANDS.open, title: 'Open LDAP settings', category: 'Settings', keywords: ['directory', 'active directory', 'sso'] },
    ],
    // Editable: the page is a form (spec §2 keeps most routes read-only).
    routes: [{ path: LDAP_PAGE.path, view: 'LdapSettings', title: 'LDAP', component: LdapSettingsView, editable: true }],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const service = new LdapService(ctx.services.getOptional(IRestApi) ?? createRestClient());
    ctx.provide(ILdapService, service);
    ctx.subscriptions.add({ dispose: () => service.dispose() });
    ctx.commands.handle(LDAP_COMMANDS.open, {
      run: () => {
        if (navigation.location.split('?')[0] !== LDAP_PAGE.path) navigation.navigate(LDAP_PAGE.path);
      },
    });
  },
});
