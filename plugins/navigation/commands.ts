import type { CommandDescriptor } from '@sdk';

/** "Go to …" commands and the screen each opens. */
export const GO_TO_COMMANDS: Readonly<Record<string, string>> = {
  'navigate.workflows': '/workflows',
  'navigate.newWorkflow': '/workflow/new',
  'navigate.templates': '/templates',
  'navigate.credentials': '/credentials',
  'navigate.executions': '/executions',
  'navigate.settings': '/settings/personal',
};

export const NAVIGATION_COMMANDS: readonly CommandDescriptor[] = [
  { id: 'navigate.workflows', title: 'Go to Workflows', category: 'Navigate', keywords: ['overview', 'home', 'list'] },
  { id: 'navigate.newWorkflow', title: 'Create a new workflow', category: 'Workflow', keybinding: 'Alt+N', keywords: ['add', 'new'] },
  { id: 'navigate.templates', title: 'Go to Templates', category: 'Navigate', keywords: ['examples', 'collections'] },
  { id: 'navigate.credentials', title: 'Go to Credentials', category: 'Navigate', keywords: ['secrets', 'keys', 'accounts'] },
  { id: 'navigate.executions', title: 'Go to All executions', category: 'Navigate', keywords: ['runs', 'history'] },
  { id: 'navigate.settings', title: 'Open Settings', category: 'Navigate', keywords: ['preferences', 'account'] },
  {
    id: 'workflow.openEditor',
    title: 'Show the workflow editor',
    category: 'Workflow',
    when: 'nodeView || workflowId',
    whenReason: 'Open a workflow first',
  },
  {
    id: 'workflow.openExecutions',
    title: "Show this workflow's executions",
    category: 'Workflow',
    when: 'workflowId',
    whenReason: 'Open a saved workflow first',
  },
  {
    id: 'workflow.openSettings',
    title: 'Open workflow settings',
    category: 'Workflow',
    when: 'workflowId',
    whenReason: 'Open a saved workflow first',
  },
];
