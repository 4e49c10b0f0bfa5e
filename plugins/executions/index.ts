import { definePlugin } from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { INdvRunDataSource } from '@plugins/ndv/api';
import { ExecutionsLandingPage } from './views/ExecutionsLandingPage';
import { WorkflowExecutionsView } from './views/WorkflowExecutionsView';

/**
 * Executions: the list of all executions (ExecutionsLandingPage), a workflow's
 * executions beside the read-only preview of the selected one (WorkflowExecutions,
 * ExecutionPreview). Both workflow routes render the same component, so moving between
 * executions keeps the list and the canvas mounted.
 */
export default definePlugin({
  id: 'switchyard.executions',
  title: 'Executions',
  description: 'Lists, filters, previews, retries, stops and deletes executions.',
  requires: [ICanvasService],
  // nodes opened from a preview show its run data where the node details view is on
  optional: [INdvRunDataSource],
  contributes: {
    routes: [
      { path: '/executions', view: 'ExecutionsLandingPage', title: 'Executions', component: ExecutionsLandingPage },
      {
        path: '/workflow/:id/executions',
        view: 'WorkflowExecutions',
        title: 'Workflow executions',
        nodeView: true,
        headerTab: 'executions',
        component: WorkflowExecutionsView,
      },
      {
        path: '/workflow/:id/executions/:executionId',
        view: 'ExecutionPreview',
        title: 'Execution',
        nodeView: true,
        headerTab: 'executions',
        component: WorkflowExecutionsView,
      },
    ],
  },
});
