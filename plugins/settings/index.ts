import { definePlugin, INavigationService } from '@sdk';
import { SETTINGS_COMMANDS, SETTINGS_PAGES } from './pages';

/**
 * The settings menu as data. Each page's screen comes from the plugin that
 * owns the feature (users, API, LDAP, ...); pages tied to an enterprise
 * feature show only while the server reports it on.
 */
export default definePlugin({
  id: 'switchyard.settings',
  title: 'Settings',
  contributes: { settingsPages: SETTINGS_PAGES, commands: SETTINGS_COMMANDS },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    for (const page of SETTINGS_PAGES) {
      ctx.commands.handle(`settings.open.${page.id}`, { run: () => navigation.navigate(page.path) });
    }
  },
});
