import type { CommandDescriptor } from '@sdk';
import { OPEN_TAGS_MANAGER } from './api';

/** The tags plugin's commands (data): the palette lists them before any code runs. */
export const TAGS_COMMANDS: readonly CommandDescriptor[] = [
  {
    id: OPEN_TAGS_MANAGER,
    title: 'Manage tags',
    category: 'Workflow',
    keywords: ['tags', 'labels', 'rename tag', 'delete tag', 'create tag'],
  },
];
