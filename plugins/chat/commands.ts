import type { CommandDescriptor } from '@sdk';
import { CHAT_COMMANDS } from './api';

/** The chat plugin's commands (data): the palette lists them before any code runs. */
export const CHAT_DESCRIPTORS: readonly CommandDescriptor[] = [
  {
    id: CHAT_COMMANDS.open,
    title: 'Open chat',
    category: 'Workflow',
    keywords: ['chat', 'agent', 'ai', 'message', 'conversation'],
  },
];
