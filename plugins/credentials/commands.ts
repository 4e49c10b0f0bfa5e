import type { CommandDescriptor } from '@sdk';
import { CREDENTIAL_COMMANDS } from './api';

/** The credentials plugin's commands, as data: the palette lists them under Credentials. */
export const CREDENTIAL_COMMAND_DESCRIPTORS: readonly CommandDescriptor[] = [
  {
    id: CREDENTIAL_COMMANDS.create,
    title: 'Create a new credential',
    category: 'Credentials',
    keywords: ['add', 'new', 'api key', 'oauth', 'secret'],
  },
  { id: CREDENTIAL_COMMANDS.open, title: 'Open a credential', category: 'Credentials', keywords: ['edit', 'show', 'list'] },
  { id: CREDENTIAL_COMMANDS.save, title: 'Save the credential', category: 'Credentials', keywords: ['store'] },
  { id: CREDENTIAL_COMMANDS.test, title: 'Test the credential', category: 'Credentials', keywords: ['check', 'verify', 'connection'] },
  { id: CREDENTIAL_COMMANDS.delete, title: 'Delete the credential', category: 'Credentials', keywords: ['remove'] },
  {
    id: CREDENTIAL_COMMANDS.connect,
    title: 'Connect the OAuth account',
    category: 'Credentials',
    keywords: ['oauth', 'sign in', 'authorize'],
  },
  { id: CREDENTIAL_COMMANDS.share, title: 'Share the credential', category: 'Credentials', keywords: ['sharing', 'users', 'access'] },
  { id: CREDENTIAL_COMMANDS.sortByName, title: 'Sort credentials by name', category: 'Credentials', keywords: ['order', 'alphabetical'] },
  {
    id: CREDENTIAL_COMMANDS.sortByUpdated,
    title: 'Sort credentials by last update',
    category: 'Credentials',
    keywords: ['order', 'date', 'recent'],
  },
];
