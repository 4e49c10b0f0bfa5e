import type { CommandDescriptor } from '@sdk';
import { TEMPLATES_COMMANDS } from './api';

/** The templates plugin's commands (data): the palette lists them before any code runs. */
export const TEMPLATES_COMMAND_DESCRIPTORS: readonly CommandDescriptor[] = [
  {
    id: TEMPLATES_COMMANDS.browse,
    title: 'Browse templates',
    category: 'Templates',
    keywords: ['examples', 'collections', 'catalogue', 'start'],
  },
  { id: TEMPLATES_COMMANDS.search, title: 'Search templates…', category: 'Templates', keywords: ['find template', 'examples'] },
];
