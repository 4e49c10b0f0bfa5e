import type { CommandDescriptor, WorkflowMenuActionContribution } from '@sdk';
import { EDITOR_COMMANDS as C } from './api';

/** While the workflow editor view is open and editable. */
const IN_EDITOR = 'workflowEditor && !readOnly';
const IN_EDITOR_REASON = 'Open a workflow in the editor first';
/** ...and the workflow is stored on the server. */
const SAVED = `${IN_EDITOR} && workflowSaved`;
const SAVED_REASON = 'Save the workflow first';

/** The editor's commands: every header button and menu entry, reachable from the palette and the keyboard. */
export const EDITOR_COMMAND_DESCRIPTORS: readonly CommandDescriptor[] = [
  {
    id: C.save,
    title: 'Save workflow',
    category: 'Workflow',
    keybinding: 'Mod+S',
    allowInInput: true,
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['store'],
  },
  {
    id: C.rename,
    title: 'Rename workflow',
    category: 'Workflow',
    keybinding: 'Alt+Shift+R',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['name', 'title'],
  },
  {
    id: C.execute,
    title: 'Execute workflow',
    category: 'Workflow',
    keybinding: 'Mod+Enter',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['run', 'test', 'start'],
  },
  {
    id: C.stop,
    title: 'Stop current execution',
    category: 'Workflow',
    keybinding: 'Mod+Shift+Enter',
    when: `${IN_EDITOR} && workflowRunning`,
    whenReason: 'No execution is running',
    keywords: ['cancel', 'abort'],
  },
  {
    id: C.clearExecution,
    title: 'Clear execution data',
    category: 'Workflow',
    keybinding: 'Alt+Shift+C',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['reset', 'results', 'statuses'],
  },
  {
    id: C.activate,
    title: 'Activate or deactivate workflow',
    category: 'Workflow',
    keybinding: 'Alt+Shift+A',
    when: SAVED,
    whenReason: SAVED_REASON,
    keywords: ['active', 'enable', 'toggle', 'production'],
  },
  {
    id: C.duplicate,
    title: 'Duplicate workflow',
    category: 'Workflow',
    keybinding: 'Alt+Shift+D',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['copy', 'clone'],
  },
  {
    id: C.download,
    title: 'Download workflow as JSON',
    category: 'Workflow',
    keybinding: 'Mod+Shift+E',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['export', 'file'],
  },
  {
    id: C.importFromUrl,
    title: 'Import workflow from URL',
    category: 'Workflow',
    keybinding: 'Alt+Shift+U',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['link', 'load'],
  },
  {
    id: C.importFromFile,
    title: 'Import workflow from file',
    category: 'Workflow',
    keybinding: 'Mod+O',
    when: IN_EDITOR,
    whenReason: IN_EDITOR_REASON,
    keywords: ['open', 'upload', 'json'],
  },
  {
    id: C.delete,
    title: 'Delete workflow',
    category: 'Workflow',
    keybinding: 'Alt+Shift+Backspace',
    when: SAVED,
    whenReason: SAVED_REASON,
    keywords: ['remove', 'trash'],
  },
];

/** The workflow menu, in order; each entry runs one of the commands above. */
export const EDITOR_MENU_ACTIONS: readonly WorkflowMenuActionContribution[] = [
  { id: 'duplicate', label: 'Duplicate', command: C.duplicate, order: 10 },
  { id: 'download', label: 'Download', command: C.download, order: 20 },
  { id: 'import-from-url', label: 'Import from URL...', command: C.importFromUrl, order: 30 },
  { id: 'import-from-file', label: 'Import from file...', command: C.importFromFile, order: 40 },
  { id: 'settings', label: 'Settings', command: 'workflow.openSettings', order: 50 },
  { id: 'delete', label: 'Delete', command: C.delete, order: 60, danger: true },
];
