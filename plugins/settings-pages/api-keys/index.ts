import {
  createRestClient,
  definePlugin,
  IConfirmService,
  INavigationService,
  INotificationService,
  IRestApi,
  type SettingsPageContribution,
} from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { openPageCommand } from '../page';
import { createApiKey, deleteApiKey } from './api-key-actions';
import { ApiKeyService, IApiKeyService } from './api-key-store';
import { ApiSettingsView } from './ApiSettingsView';
import '../settings-pages.css';

/** The API entry of the settings menu. */
export const API_PAGE: SettingsPageContribution = { id: 'api', label: 'API', path: '/settings/api', order: 30 };
/** Command ids of the API page. */
export const API_KEY_COMMANDS = { create: 'settings.api.createKey', remove: 'settings.api.deleteKey' } as const;

/**
 * APISettings: the signed-in user's public-API key. A new key is shown once
 * with a copy button; afterwards only its masked form. Deleting asks first.
 */
export default definePlugin({
  id: 'switchyard.settings.api',
  title: 'API settings',
  description: 'Your key for the public REST API, and its OpenAPI document.',
  optional: [IAuthService, IRestApi],
  provides: [IApiKeyService],
  contributes: {
    settingsPages: [API_PAGE],
    commands: [
      openPageCommand(API_PAGE),
      {
        id: API_KEY_COMMANDS.create,
        title: 'Create an API key',
        category: 'Settings',
        keywords: ['api key', 'token', 'public api', 'rest'],
      },
      { id: API_KEY_COMMANDS.remove, title: 'Delete my API key', category: 'Settings', keywords: ['api key', 'revoke', 'token'] },
    ],
    routes: [{ path: API_PAGE.path, view: 'APISettings', title: 'API', component: ApiSettingsView }],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const confirm = ctx.services.get(IConfirmService);
    const notifications = ctx.services.get(INotificationService);
    const keys = new ApiKeyService(ctx.services.getOptional(IRestApi) ?? createRestClient());
    ctx.provide(IApiKeyService, keys);
    const goToPage = () => {
      if (navigation.location.split('?')[0] !== API_PAGE.path) navigation.navigate(API_PAGE.path);
    };
    ctx.commands.handle(`settings.open.${API_PAGE.id}`, { run: goToPage });
    ctx.commands.handle(API_KEY_COMMANDS.create, {
      isEnabled: () => keys.state.status !== 'disabled',
      disabledReason: () => 'The public API is disabled on this instance',
      run: async () => createApiKey(keys, confirm, notifications, goToPage),
    });
    ctx.commands.handle(API_KEY_COMMANDS.remove, {
      isEnabled: () => keys.state.status !== 'disabled',
      disabledReason: () => 'The public API is disabled on this instance',
      run: async () => {
        goToPage();
        await keys.refresh();
        if (keys.state.masked === null) {
          notifications.showMessage({ type: 'info', title: 'You have no API key', message: 'There is nothing to delete.' });
          return;
        }
        await deleteApiKey(keys, confirm, notifications);
      },
    });
  },
});
