import type { CommandDescriptor } from '@sdk';

export const WORKBENCH_COMMANDS: readonly CommandDescriptor[] = [
  {
    id: 'edit.undo',
    title: 'Undo',
    category: 'Edit',
    keybinding: 'Mod+Z',
    when: '!readOnly',
    whenReason: 'The workflow is read-only here',
  },
  {
    id: 'edit.redo',
    title: 'Redo',
    category: 'Edit',
    keybinding: ['Mod+Shift+Z', 'Mod+Y'],
    when: '!readOnly',
    whenReason: 'The workflow is read-only here',
  },
  { id: 'help.about', title: 'About Switchyard', category: 'Help', keywords: ['version', 'license'] },
  {
    id: 'help.keyboardShortcuts',
    title: 'Show keyboard shortcuts',
    category: 'Help',
    keybinding: 'Shift+?',
    keywords: ['keys', 'hotkeys'],
  },
  { id: 'view.toggleTheme', title: 'Toggle dark theme', category: 'View', keywords: ['appearance', 'light', 'dark', 'colour'] },
];
