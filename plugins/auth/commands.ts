import type { CommandDescriptor } from '@sdk';
import { AUTH_COMMANDS } from './api';

/** The auth plugin's commands, as data: the palette lists them under Account. */
export const AUTH_COMMAND_DESCRIPTORS: readonly CommandDescriptor[] = [
  { id: AUTH_COMMANDS.signOut, title: 'Sign out', category: 'Account', keywords: ['log out', 'logout', 'sign off', 'leave'] },
  {
    id: AUTH_COMMANDS.setUpOwner,
    title: 'Set up owner account',
    category: 'Account',
    keywords: ['owner', 'user management', 'setup', 'invite', 'users'],
  },
];
