import { createRestClient, definePlugin, IConfirmService, IModalService, INavigationService, INotificationService, IRestApi } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { deleteCredential } from './actions';
import { CREDENTIAL_COMMANDS, CREDENTIAL_MODALS, ICredentialsService, type EditCredentialModalData } from './api';
import { CREDENTIAL_COMMAND_DESCRIPTORS } from './commands';
import { CredentialsService, fetchTypes } from './credentials-service';
import type { EditSession } from './edit-session';
import { CredentialsUi, ICredentialsUi, type SortOrder } from './ui-state';
import { CredentialsView } from './views/CredentialsView';
import { EditCredentialModal } from './views/EditCredentialModal';
import { SelectCredentialModal } from './views/SelectCredentialModal';
import './views/credentials.css';

/** Where the list lives. */
export const CREDENTIALS_PATH = '/credentials';

/**
 * Credentials: the CredentialsView at /credentials, the edit credential modal (new and
 * edit, optional auth selector, test, OAuth connect, sharing), the select credential
 * modal, the credential store other plugins use, and a palette command for every action.
 */
export default definePlugin({
  id: 'switchyard.credentials',
  title: 'Credentials',
  description: 'The credentials list, the edit and select credential modals and the credential store.',
  // The signed-in user decides what the views offer; without accounts everyone is owner.
  optional: [IRestApi, IAuthService],
  provides: [ICredentialsService, ICredentialsUi],
  contributes: {
    commands: CREDENTIAL_COMMAND_DESCRIPTORS,
    routes: [{ path: CREDENTIALS_PATH, view: 'CredentialsView', title: 'Credentials', component: CredentialsView }],
    modals: [
      { key: CREDENTIAL_MODALS.edit, title: 'Credential', component: EditCredentialModal, width: '880px' },
      { key: CREDENTIAL_MODALS.select, title: 'Add new credential', component: SelectCredentialModal, width: '560px' },
    ],
  },
  activate(ctx) {
    const rest = ctx.services.getOptional(IRestApi) ?? createRestClient();
    const service = new CredentialsService(rest, fetchTypes(rest.baseUrl));
    const ui = new CredentialsUi();
    ctx.subscriptions.addFn(() => service.dispose());
    ctx.provide(ICredentialsService, service);
    ctx.provide(ICredentialsUi, ui);
    const modals = ctx.services.get(IModalService);
    const navigation = ctx.services.get(INavigationService);
    const actionServices = {
      credentials: service,
      confirm: ctx.services.get(IConfirmService),
      notifications: ctx.services.get(INotificationService),
    };

    ctx.commands.handle<{ credentialType?: string } | undefined>(CREDENTIAL_COMMANDS.create, {
      run: (_c, args) => {
        const data: EditCredentialModalData = { mode: 'new', credentialType: args?.credentialType };
        if (args?.credentialType) modals.open(CREDENTIAL_MODALS.edit, data);
        else modals.open(CREDENTIAL_MODALS.select);
      },
    });
    ctx.commands.handle<{ id?: string } | undefined>(CREDENTIAL_COMMANDS.open, {
      run: (_c, args) => {
        if (args?.id) modals.open(CREDENTIAL_MODALS.edit, { mode: 'edit', id: args.id } satisfies EditCredentialModalData);
        else navigation.navigate(CREDENTIALS_PATH);
      },
    });

    // Actions on the open edit modal.
    const sessionAction = (id: string, action: keyof EditSession['blocked'], run: (s: EditSession) => unknown) =>
      ctx.commands.handle(id, {
        isEnabled: () => ui.sessions.reason(action) === null,
        disabledReason: () => ui.sessions.reason(action) ?? '',
        run: () => (ui.sessions.current ? run(ui.sessions.current) : undefined),
      });
    sessionAction(CREDENTIAL_COMMANDS.save, 'save', (s) => s.save());
    sessionAction(CREDENTIAL_COMMANDS.test, 'test', (s) => s.test());
    sessionAction(CREDENTIAL_COMMANDS.connect, 'connect', (s) => s.connect());
    sessionAction(CREDENTIAL_COMMANDS.share, 'share', (s) => s.showSharing());
    ctx.commands.handle<{ id?: string } | undefined>(CREDENTIAL_COMMANDS.delete, {
      isEnabled: (_c, args) => Boolean(args?.id) || ui.sessions.reason('delete') === null,
      disabledReason: () => ui.sessions.reason('delete') ?? '',
      run: (_c, args) => {
        const target = args?.id ? service.credentials?.find((c) => c.id === args.id) : undefined;
        if (target) return deleteCredential(actionServices, target);
        return ui.sessions.current?.delete();
      },
    });

    const sortBy = (order: SortOrder) => () => {
      ui.sort.next(order);
      if (!navigation.location.startsWith(CREDENTIALS_PATH)) navigation.navigate(CREDENTIALS_PATH);
    };
    ctx.commands.handle(CREDENTIAL_COMMANDS.sortByName, { run: sortBy('nameAsc') });
    ctx.commands.handle(CREDENTIAL_COMMANDS.sortByUpdated, { run: sortBy('updated') });
  },
});
