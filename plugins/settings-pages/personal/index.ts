import { definePlugin, IModalService, INavigationService, isDefaultUser, type SettingsPageContribution } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { openPageCommand } from '../page';
import { ChangePasswordModal } from './ChangePasswordModal';
import { PersonalSettingsView } from './PersonalSettingsView';
import '../settings-pages.css';

/** The Personal entry of the settings menu. */
export const PERSONAL_PAGE: SettingsPageContribution = { id: 'personal', label: 'Personal', path: '/settings/personal', order: 10 };
/** The change-password modal's key. */
export const CHANGE_PASSWORD_MODAL = 'changePassword';
/** Opens the change-password dialog (from anywhere: it goes to the Personal page first). */
export const CHANGE_PASSWORD_COMMAND = 'settings.personal.changePassword';

/**
 * PersonalSettings: the signed-in user's first and last name and e-mail
 * (`PATCH /me`), and the change-password dialog (`PATCH /me/password`).
 */
export default definePlugin({
  id: 'switchyard.settings.personal',
  title: 'Personal settings',
  description: 'Your name, e-mail address and password.',
  optional: [IAuthService],
  contributes: {
    settingsPages: [PERSONAL_PAGE],
    commands: [
      openPageCommand(PERSONAL_PAGE),
      { id: CHANGE_PASSWORD_COMMAND, title: 'Change my password', category: 'Account', keywords: ['password', 'security', 'personal'] },
    ],
    routes: [{ path: PERSONAL_PAGE.path, view: 'PersonalSettings', title: 'Personal settings', component: PersonalSettingsView }],
    modals: [
      { key: CHANGE_PASSWORD_MODAL, title: 'Change password', component: ChangePasswordModal, width: '480px', closeOnBackdrop: false },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const modals = ctx.services.get(IModalService);
    ctx.commands.handle(`settings.open.${PERSONAL_PAGE.id}`, { run: () => navigation.navigate(PERSONAL_PAGE.path) });
    const auth = ctx.services.getOptional(IAuthService);
    const noAccount = () => !auth?.currentUser || isDefaultUser(auth.currentUser);
    ctx.commands.handle(CHANGE_PASSWORD_COMMAND, {
      isEnabled: () => !noAccount(),
      disabledReason: () => (auth?.currentUser ? 'Set up the owner account first: it has no password yet' : 'Sign in first'),
      run: () => {
        if (navigation.location.split('?')[0] !== PERSONAL_PAGE.path) navigation.navigate(PERSONAL_PAGE.path);
        modals.open(CHANGE_PASSWORD_MODAL);
      },
    });
  },
});
