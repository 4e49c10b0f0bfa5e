import { getFullName, isDefaultUser, type IUserResponse, type SidebarItemContribution } from '@sdk';
import { AUTH_COMMANDS } from './api';

/**
 * Sidebar user info, for signed-in users except the default user: the user's name
 * (to their personal settings) and a sign-out entry, at the foot of the sidebar.
 */
export function sidebarEntriesFor(user: IUserResponse | null): SidebarItemContribution[] {
  if (!user || isDefaultUser(user)) return [];
  const name = getFullName(user) || user.email || 'Your account';
  return [
    { id: 'auth.user', label: name, path: '/settings/personal', icon: 'user', order: 120, position: 'bottom' },
    { id: 'auth.signOut', label: 'Sign out', command: AUTH_COMMANDS.signOut, icon: 'sign-out', order: 130, position: 'bottom' },
  ];
}

/** Why the sign-out command cannot run for this user, or null when it can. */
export function signOutDisabledReason(user: IUserResponse | null): string | null {
  if (!user) return 'You are not signed in';
  if (isDefaultUser(user)) return 'Nobody is signed in yet: set up an owner account first';
  return null;
}
