import type { CommandDescriptor, SettingsPageContribution } from '@sdk';

/**
 * The settings-menu entries of pages not built as their own plugin yet. Built pages
 * (Personal, Users, API, Usage and plan, Community nodes: plugins/settings-pages; Log streaming:
 * plugins/log-streaming; LDAP: plugins/auth-ldap; SSO: plugins/auth-saml) contribute their entry,
 * route and open command themselves.
 */
export const SETTINGS_PAGES: readonly SettingsPageContribution[] = [
  { id: 'environments', label: 'Environments', path: '/settings/environments', order: 90 },
];

/** One palette command per settings page: "Settings: Users", "Settings: API", ... */
export const SETTINGS_COMMANDS: readonly CommandDescriptor[] = SETTINGS_PAGES.map((page) => ({
  id: `settings.open.${page.id}`,
  title: `Open ${page.label} settings`,
  category: 'Settings',
}));
