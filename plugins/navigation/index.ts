import { definePlugin, INavigationService, IModalService } from '@sdk';
import { GO_TO_COMMANDS, NAVIGATION_COMMANDS } from './commands';

/**
 * Where things are: the sidebar, the workflow header tabs and a "Go to …"
 * command for every top-level screen, so the palette reaches all of them.
 */
export default definePlugin({
  id: 'switchyard.navigation',
  title: 'Navigation',
  contributes: {
    commands: NAVIGATION_COMMANDS,
    sidebarItems: [
      { id: 'workflows', label: 'Workflows', path: '/workflows', icon: 'workflows', order: 10 },
      { id: 'credentials', label: 'Credentials', path: '/credentials', icon: 'credentials', order: 30 },
      { id: 'executions', label: 'All executions', path: '/executions', icon: 'executions', order: 40 },
      { id: 'settings', label: 'Settings', path: '/settings/personal', icon: 'settings', order: 90, position: 'bottom' },
      { id: 'about', label: 'About', command: 'help.about', icon: 'help', order: 100, position: 'bottom' },
    ],
    headerTabs: [
      { id: 'workflow', label: 'Workflow', order: 1, command: 'workflow.openEditor' },
      { id: 'executions', label: 'Executions', order: 2, command: 'workflow.openExecutions' },
      { id: 'settings', label: 'Settings', order: 3, command: 'workflow.openSettings' },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    for (const [id, path] of Object.entries(GO_TO_COMMANDS)) {
      ctx.commands.handle(id, { run: () => navigation.navigate(path) });
    }
    const workflowId = (args: unknown) =>
      (args as { workflowId?: string } | undefined)?.workflowId ?? (ctx.contextKeys.get('workflowId') as string | null) ?? undefined;
    const needsSavedWorkflow = {
      isEnabled: (_c: unknown, args: unknown) => workflowId(args) !== undefined,
      disabledReason: () => 'Save the workflow first',
    };
    ctx.commands.handle('workflow.openEditor', {
      run: (_c, args) => {
        const id = workflowId(args);
        navigation.navigate(id ? `/workflow/${id}` : '/workflow/new');
      },
    });
    ctx.commands.handle('workflow.openExecutions', {
      ...needsSavedWorkflow,
      run: (_c, args) => navigation.navigate(`/workflow/${workflowId(args) ?? ''}/executions`),
    });
    ctx.commands.handle('workflow.openSettings', {
      ...needsSavedWorkflow,
      run: (_c, args) => ctx.services.get(IModalService).open('settings', { workflowId: workflowId(args) }),
    });
  },
});
