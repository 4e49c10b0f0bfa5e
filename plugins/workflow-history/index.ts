import { definePlugin, INavigationService } from '@sdk';
import { WORKFLOW_HISTORY_COMMANDS, WORKFLOW_HISTORY_VIEWS } from './api';
import { ChangedSinceRun } from './views/ChangedSinceRun';
import { HistoryButton } from './views/HistoryButton';
import { HISTORY_ROUTE, HISTORY_VERSION_ROUTE, historyPath } from './views/paths';
import { WorkflowHistoryView } from './views/WorkflowHistoryView';

/**
 * Workflow history (docs/workflow-history.md): the saved versions of a workflow by day, the
 * selected one read-only on the canvas with a diff marked on its nodes and listed value by
 * value, restore and copy to a new workflow. Opened from the editor header's button and the
 * "Open workflow history" command.
 */
export default definePlugin({
  id: 'switchyard.workflowHistory',
  title: 'Workflow history',
  description: 'Saved versions of a workflow, their differences, restore and copy.',
  contributes: {
    commands: [
      {
        id: WORKFLOW_HISTORY_COMMANDS.open,
        title: 'Open workflow history',
        category: 'Workflow',
        keywords: ['history', 'versions', 'restore', 'diff', 'changes', 'undo'],
      },
    ],
    routes: [
      { path: HISTORY_ROUTE, view: 'WorkflowHistory', title: 'Workflow history', component: WorkflowHistoryView },
      { path: HISTORY_VERSION_ROUTE, view: 'WorkflowHistory', title: 'Workflow history', component: WorkflowHistoryView },
    ],
    views: [
      { id: WORKFLOW_HISTORY_VIEWS.headerButton, component: HistoryButton },
      { id: WORKFLOW_HISTORY_VIEWS.changedSinceRun, component: ChangedSinceRun },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const workflowId = () => (ctx.contextKeys.get('workflowId') as string | null | undefined) ?? undefined;
    ctx.commands.handle(WORKFLOW_HISTORY_COMMANDS.open, {
      isEnabled: () => workflowId() !== undefined,
      disabledReason: () => 'Open a saved workflow first',
      run: () => {
        const id = workflowId();
        if (id) navigation.navigate(historyPath(id));
      },
    });
  },
});
