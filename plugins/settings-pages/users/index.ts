import { createRestClient, definePlugin, IModalService, INavigationService, IRestApi, type SettingsPageContribution } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { openPageCommand } from '../page';
import { DeleteUserModal } from './DeleteUserModal';
import { InviteUsersModal } from './InviteUsersModal';
import { IUsersSettingsService, UsersSettingsService } from './users-store';
import { UsersSettingsView } from './UsersSettingsView';
import '../settings-pages.css';

/** The Users entry of the settings menu. */
export const USERS_PAGE: SettingsPageContribution = { id: 'users', label: 'Users', path: '/settings/users', order: 20 };
/** Modal keys of the invite-user and delete-user dialogs. */
export const USERS_MODALS = { invite: 'inviteUser', delete: 'deleteUser' } as const;
/** Opens the invite dialog on the Users page. */
export const INVITE_USERS_COMMAND = 'settings.users.invite';

/**
 * UsersSettings (owner only): the users with the owner badge and pending
 * invitations, inviting (several addresses at once; the links are shown when no mail is
 * sent), copying an invite link, resending an invitation and deleting a user with the
 * choice of transferring or deleting their workflows and credentials.
 */
export default definePlugin({
  id: 'switchyard.settings.users',
  title: 'Users settings',
  description: 'Invite people, see pending invitations and remove users.',
  optional: [IAuthService, IRestApi],
  provides: [IUsersSettingsService],
  contributes: {
    settingsPages: [USERS_PAGE],
    commands: [
      openPageCommand(USERS_PAGE),
      {
        id: INVITE_USERS_COMMAND,
        title: 'Invite users',
        category: 'Settings',
        keywords: ['users', 'members', 'invitation', 'team', 'add people'],
      },
    ],
    routes: [{ path: USERS_PAGE.path, view: 'UsersSettings', title: 'Users', component: UsersSettingsView }],
    modals: [
      { key: USERS_MODALS.invite, title: 'Invite users', component: InviteUsersModal, width: '560px', closeOnBackdrop: false },
      { key: USERS_MODALS.delete, title: 'Delete user', component: DeleteUserModal, width: '520px' },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const modals = ctx.services.get(IModalService);
    const auth = ctx.services.getOptional(IAuthService);
    ctx.provide(IUsersSettingsService, new UsersSettingsService(ctx.services.getOptional(IRestApi) ?? createRestClient()));
    ctx.commands.handle(`settings.open.${USERS_PAGE.id}`, { run: () => navigation.navigate(USERS_PAGE.path) });
    const isOwner = () => auth?.currentUser?.globalRole?.name === 'owner';
    ctx.commands.handle(INVITE_USERS_COMMAND, {
      isEnabled: isOwner,
      disabledReason: () => 'Only the owner can invite users',
      run: () => {
        if (navigation.location.split('?')[0] !== USERS_PAGE.path) navigation.navigate(USERS_PAGE.path);
        modals.open(USERS_MODALS.invite);
      },
    });
  },
});
