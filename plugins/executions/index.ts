import { createRestClient, definePlugin, INavigationService, INotificationService, IRestApi } from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { INdvRunDataSource } from '@plugins/ndv/api';
import { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { DebugBanner } from './debug/DebugBanner';
import { ExecutionDebugService, IExecutionDebugService } from './debug/debug-service';
import './debug/debug.css';
import { ExecutionsLandingPage } from './views/ExecutionsLandingPage';
import { WorkflowExecutionsView } from './views/WorkflowExecutionsView';

/**
 * Executions: the list of all executions (ExecutionsLandingPage), a workflow's
 * executions beside the read-only preview of the selected one (WorkflowExecutions,
 * ExecutionPreview). Both workflow routes render the same component, so moving between
 * executions keeps the list and the canvas mounted. "Debug in editor" opens a failed
 * execution's workflow with its output pinned (debug/).
 */
export default definePlugin({
  id: 'switchyard.executions',
  title: 'Executions',
  description: 'Lists, filters, previews, retries, stops and deletes executions.',
  requires: [ICanvasService, IWorkflowEditorService],
  provides: [IExecutionDebugService],
  // nodes opened from a preview show its run data where the node details view is on
  optional: [INdvRunDataSource],
  contributes: {
    banners: [{ id: 'executions.debug', order: 20, component: DebugBanner }],
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
  activate(ctx) {
    const debug = new ExecutionDebugService({
      bus: ctx.bus,
      rest: ctx.services.getOptional(IRestApi) ?? createRestClient(),
      editor: ctx.services.get(IWorkflowEditorService),
      canvas: ctx.services.get(ICanvasService),
      navigation: ctx.services.get(INavigationService),
      notifications: ctx.services.get(INotificationService),
    });
    ctx.subscriptions.add(debug);
    ctx.provide(IExecutionDebugService, debug);
  },
});
