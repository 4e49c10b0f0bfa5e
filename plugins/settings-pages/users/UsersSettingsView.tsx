import { useEffect, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Crown, LoaderCircle, MoreHorizontal, UserPlus } from 'lucide-react';
import {
  IModalService,
  INotificationService,
  ISettingsService,
  ITelemetryService,
  copyText,
  getFullName,
  type IUserResponse,
  type ViewProps,
} from '@sdk';
import { useKernel, useObservable, useService, useView } from '@sdk/react';
import { AUTH_VIEWS } from '@plugins/auth/api';
import { errorMessage, FormAlert, initials, NotAllowedView, Section, SettingsPage, useCurrentUser } from '../ui';
import { IUsersSettingsService } from './users-store';

const INVITE_MODAL = 'inviteUser';
const DELETE_MODAL = 'deleteUser';

/** What a row says about a pending user: the invitation is open (a link exists) or expired. */
function pendingState(user: IUserResponse): { label: string; tone: 'pending' | 'expired'; title: string } {
  return user.inviteAcceptUrl
    ? { label: 'Pending', tone: 'pending', title: 'Invited; has not signed up yet. The invite link is open.' }
    : {
        label: 'Invitation expired',
        tone: 'expired',
        title: 'The invite link has expired or was used up. Copy a new link or resend the invitation.',
      };
}

function UserRow({ user, me, smtp }: { user: IUserResponse; me: IUserResponse; smtp: boolean }) {
  const store = useService(IUsersSettingsService);
  const modals = useService(IModalService);
  const notifications = useService(INotificationService);
  const pending = user.isPending;
  const name = getFullName(user) || user.email || 'Unnamed user';
  const label = pending ? (user.email ?? name) : name;
  const state = pending ? pendingState(user) : null;
  const isOwner = user.globalRole?.name === 'owner';
  const isMe = user.id === me.id;

  const copyLink = async () => {
    try {
      const link = await store.inviteLink(user.id);
      await copyText(link);
      notifications.showMessage({
        type: 'success',
        title: 'Invite link copied',
        message: `Pass it on to ${user.email ?? 'them'}; it works once, for 7 days.`,
      });
      await store.refresh().catch(() => undefined);
    } catch (error) {
      notifications.showError(error, 'Could not copy the invite link');
    }
  };
  const resend = async () => {
    try {
      await store.reinvite(user.id);
      notifications.showMessage({
        type: 'success',
        title: 'Invitation sent',
        message: `A new invitation is on its way to ${user.email ?? 'them'}.`,
      });
    } catch (error) {
      notifications.showError(error, 'Could not resend the invitation');
    }
  };

  return (
    <li className="sp-user" aria-label={label}>
      <span className={`sp-avatar${pending ? ' sp-avatar--pending' : ''}`} aria-hidden="true">
        {initials(user)}
      </span>
      <div className="sp-user__main">
        <span className="sp-user__name">
          {pending ? user.email : name}
          {isMe && <span className="sp-muted sp-inline"> (you)</span>}
        </span>
        {!pending && <span className="sp-user__email">{user.email}</span>}
        {pending && <span className="sp-user__email">Invited {new Date(user.createdAt ?? Date.now()).toLocaleDateString()}</span>}
      </div>
      {isOwner && (
        <span className="sp-badge sp-badge--owner">
          <Crown size={12} aria-hidden="true" /> Owner
        </span>
      )}
      {!isOwner && !pending && <span className="sp-badge">Member</span>}
      {state && (
        <span className={`sp-badge sp-badge--${state.tone}`} title={state.title}>
          {state.label}
        </span>
      )}
      {!isOwner && !isMe ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${label}`}>
            <MoreHorizontal size={18} aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="cred-menu" align="end" sideOffset={4}>
              {pending && (
                <>
                  <DropdownMenu.Item className="cred-menu__item" onSelect={() => void copyLink()}>
                    Copy invite link
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className="cred-menu__item"
                    disabled={!smtp}
                    onSelect={() => void resend()}
                    title={smtp ? undefined : 'E-mail is not set up: copy the invite link instead'}
                  >
                    Resend invite
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="cred-menu__separator" />
                </>
              )}
              <DropdownMenu.Item className="cred-menu__item cred-menu__item--danger" onSelect={() => modals.open(DELETE_MODAL, { user })}>
                Delete user
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <span className="sp-menu-spacer" aria-hidden="true" />
      )}
    </li>
  );
}

/** UsersSettings: for the owner; everyone else gets the not-allowed view. */
export function UsersSettingsView(_props: ViewProps) {
  const me = useCurrentUser();
  const store = useService(IUsersSettingsService);
  const modals = useService(IModalService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const users = useObservable(store.users$, store.users);
  const [loadError, setLoadError] = useState<string | null>(null);
  const isOwner = me?.globalRole?.name === 'owner';
  const OwnerSetupOffer = useView(AUTH_VIEWS.ownerSetupOffer);

  useEffect(() => {
    if (!isOwner) return;
    store.refresh().then(
      () => setLoadError(null),
      (error: unknown) => setLoadError(errorMessage(error)),
    );
  }, [store, isOwner]);

  if (!me) return null;
  if (me.globalRole?.name === 'default' && OwnerSetupOffer) {
    return (
      <SettingsPage title="Users" lead="Invite people to this instance and manage who has access.">
        <OwnerSetupOffer returnTo="/settings/users" />
      </SettingsPage>
    );
  }
  if (!isOwner) {
    return (
      <NotAllowedView
        title="You can't manage users"
        message={
          me.globalRole?.name === 'default'
            ? 'Set up the owner account first: then the owner can invite people and manage who has access.'
            : 'Only the owner of this Switchyard instance can invite, see and remove users. Ask them if you need someone added.'
        }
      />
    );
  }

  const smtp = settings?.userManagement?.smtpSetup === true;
  const pendingCount = users?.filter((u) => u.isPending).length ?? 0;
  return (
    <SettingsPage
      title="Users"
      lead="Invite people to this instance and manage who has access."
      actions={
        <button type="button" className="button button--primary" onClick={() => modals.open(INVITE_MODAL)}>
          <UserPlus size={16} aria-hidden="true" /> Invite
        </button>
      }
    >
      {!smtp && (
        <FormAlert
          tone="info"
          message="E-mail is not set up on this instance, so invitations are not mailed: copy each invite link and pass it on yourself."
        />
      )}
      <div className="sp-gap" />
      <Section
        id="sp-users"
        title="People"
        description={users ? `${users.length - pendingCount} signed up${pendingCount ? `, ${pendingCount} pending` : ''}` : undefined}
      >
        <FormAlert message={loadError} />
        {users === null && !loadError && (
          <p className="sp-muted" role="status">
            <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> Loading users…
          </p>
        )}
        {users && (
          <ul className="sp-users" aria-label="Users">
            {users.map((user) => (
              <UserRow key={user.id} user={user} me={me} smtp={smtp} />
            ))}
          </ul>
        )}
      </Section>
      {settings?.enterprise.saml !== true && <SsoFakeDoor />}
    </SettingsPage>
  );
}

/**
 * The "sso" fake door (spec §2: shown in settings/users while SAML is not available): single
 * sign-on is not built yet; the button records the interest through telemetry and says so.
 */
function SsoFakeDoor() {
  const services = useKernel().services;
  const notifications = useService(INotificationService);
  const [asked, setAsked] = useState(false);
  return (
    <Section
      id="sp-sso"
      title="Single sign-on (coming soon)"
      description="Let your team sign in with your company's identity provider (SAML)."
    >
      <button
        type="button"
        className="button"
        disabled={asked}
        onClick={() => {
          services.getOptional(ITelemetryService)?.track('User clicked on fake door', { feature: 'sso' });
          notifications.showMessage({
            type: 'success',
            title: 'Thanks for your interest',
            message: 'We will let you know when single sign-on is ready.',
            duration: 4000,
          });
          setAsked(true);
        }}
      >
        {asked ? 'We will let you know' : 'Tell me when it is ready'}
      </button>
    </Section>
  );
}
