import { definePlugin, INavigationService, type SettingsPageContribution } from '@sdk';
import { openPageCommand } from '../page';
import { UsageView } from './UsageView';
import '../settings-pages.css';

/** The Usage and plan entry of the settings menu. */
export const USAGE_PAGE: SettingsPageContribution = { id: 'usage', label: 'Usage and plan', path: '/settings/usage', order: 80 };

/**
 * Usage: what this instance holds (`GET /rest/usage`: active workflows,
 * executions, users) and the enterprise features switched on. For the owner.
 */
export default definePlugin({
  id: 'switchyard.settings.usage',
  title: 'Usage and plan',
  description: "This instance's workflows, executions and users, and its enterprise features.",
  contributes: {
    settingsPages: [USAGE_PAGE],
    commands: [{ ...openPageCommand(USAGE_PAGE), keywords: ['plan', 'license', 'enterprise', 'features', 'quota', 'counts'] }],
    routes: [{ path: USAGE_PAGE.path, view: 'Usage', title: 'Usage and plan', component: UsageView }],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    ctx.commands.handle(`settings.open.${USAGE_PAGE.id}`, { run: () => navigation.navigate(USAGE_PAGE.path) });
  },
});
