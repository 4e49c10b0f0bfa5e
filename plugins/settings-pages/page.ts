import type { CommandDescriptor, SettingsPageContribution } from '@sdk';

/** The palette command that opens a settings page: "Open Personal settings", ... */
export function openPageCommand(page: SettingsPageContribution): CommandDescriptor {
  return { id: `settings.open.${page.id}`, title: `Open ${page.label} settings`, category: 'Settings' };
}
