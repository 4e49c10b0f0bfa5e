import { createRestClient, definePlugin, INavigationService, IRestApi, type SettingsPageContribution } from '@sdk';
import { ISamlService, SAML_COMMANDS } from './api';
import { SamlService } from './saml-service';
import { SsoSettingsView } from './views/SsoSettingsView';
import './views/saml.css';

/** The SSO entry of the settings menu, for the owner while the saml feature is on. */
export const SSO_PAGE: SettingsPageContribution = {
  id: 'sso',
  label: 'SSO',
  path: '/settings/sso',
  order: 40,
  feature: 'saml',
  roles: ['owner'],
};

/**
 * SSoSettings: the owner's SAML settings (this instance's redirect URL and entity id, the
 * IdP metadata by URL or XML, attribute mapping, binding), "Test settings" and activation;
 * the unlicensed view while the saml feature is off.
 */
export default definePlugin({
  id: 'switchyard.auth-saml',
  title: 'SSO',
  description: 'Sign users in with a SAML 2.0 identity provider.',
  optional: [IRestApi],
  provides: [ISamlService],
  contributes: {
    settingsPages: [SSO_PAGE],
    commands: [
      {
        id: SAML_COMMANDS.open,
        title: 'Open SSO settings',
        category: 'Settings',
        keywords: ['saml', 'single sign-on', 'okta', 'identity provider'],
      },
    ],
    // Editable: the page is a form (spec §2 keeps most routes read-only).
    routes: [{ path: SSO_PAGE.path, view: 'SSoSettings', title: 'SSO', component: SsoSettingsView, editable: true }],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const service = new SamlService(ctx.services.getOptional(IRestApi) ?? createRestClient());
    ctx.provide(ISamlService, service);
    ctx.subscriptions.add({ dispose: () => service.dispose() });
    ctx.commands.handle(SAML_COMMANDS.open, {
      run: () => {
        if (navigation.location.split('?')[0] !== SSO_PAGE.path) navigation.navigate(SSO_PAGE.path);
      },
    });
  },
});
