import type { CommandDescriptor } from '@sdk';

export const SHOW_WORD_COUNT = 'examples.wordCount.show';
export const RECORD_WORD_COUNT = 'examples.wordCount.record';
/** The modal key the command opens and the manifest contributes. */
export const WORD_COUNT_MODAL = 'wordCount';

/** Commands as data: the palette and the keymap know them before any code runs. */
export const WORD_COUNT_COMMANDS: readonly CommandDescriptor[] = [
  {
    id: SHOW_WORD_COUNT,
    title: 'Count words in this workflow',
    category: 'Examples',
    keybinding: 'Alt+Shift+W',
    keywords: ['sticky', 'notes', 'names', 'statistics'],
  },
  {
    id: RECORD_WORD_COUNT,
    title: 'Record the word count in this workflow',
    category: 'Examples',
    when: '!readOnly',
    whenReason: 'The workflow is read-only here',
  },
];
