import { combineLatest } from 'rxjs';
import {
  createRestClient,
  definePlugin,
  IConfirmService,
  INavigationService,
  INotificationService,
  IRestApi,
  ISettingsService,
  ITelemetryService,
  RouteGuardsPoint,
} from '@sdk';
import { ICanvasService } from '@plugins/canvas/api';
import { INodeTypesService } from '@plugins/node-types/api';
import { IWorkflowActivationService } from '@plugins/workflow-activation/api';
import { IWorkflowEditorService, IWorkflowExecutionService } from './api';
import { EDITOR_COMMAND_DESCRIPTORS, EDITOR_MENU_ACTIONS } from './commands';
import { WorkflowEditorService } from './editor-service';
import { ExecutionController, overlayFor } from './execution/execution-controller';
import { PushConnection } from './execution/push-connection';
import { isRunning } from './execution/run-state';
import { createLeaveGuard } from './leave-guard';
import { registerEditorCommands } from './register-commands';
import { ImportUrlModal } from './views/ImportUrlModal';
import { NodeView } from './views/NodeView';

/**
 * The workflow editor: NodeViewNew and NodeViewExisting with the header
 * (name, tabs, activation, Save, workflow menu), saving with the
 * concurrent-change flow, the unsaved-changes guard, and manual executions
 * with live progress on the canvas.
 */
export default definePlugin({
  id: 'switchyard.workflow-editor',
  title: 'Workflow editor',
  description: 'The editor view: open, save, rename, activate and run workflows.',
  requires: [INodeTypesService],
  optional: [ICanvasService, IRestApi, ISettingsService, ITelemetryService, IWorkflowActivationService],
  provides: [IWorkflowEditorService, IWorkflowExecutionService],
  contributes: {
    commands: EDITOR_COMMAND_DESCRIPTORS,
    workflowMenuActions: EDITOR_MENU_ACTIONS,
    routes: [
      { path: '/workflow/new', view: 'NodeViewNew', title: 'New workflow', nodeView: true, editable: true, component: NodeView },
      { path: '/workflow/:id', view: 'NodeViewExisting', title: 'Workflow', nodeView: true, editable: true, component: NodeView },
    ],
    modals: [{ key: 'importWorkflowUrl', title: 'Import workflow from URL', component: ImportUrlModal }],
  },
  activate(ctx) {
    const nodeTypes = ctx.services.get(INodeTypesService);
    const rest = ctx.services.getOptional(IRestApi) ?? createRestClient();
    const settings = ctx.services.getOptional(ISettingsService);
    const telemetry = ctx.services.getOptional(ITelemetryService);
    const notifications = ctx.services.get(INotificationService);
    const navigation = ctx.services.get(INavigationService);
    const confirm = ctx.services.get(IConfirmService);

    const editor = new WorkflowEditorService({
      bus: ctx.bus,
      rest,
      navigation,
      confirm,
      notifications,
      ...(telemetry ? { telemetry } : {}),
      nodeTypes: nodeTypes.lookup,
      isTrigger: (type, version) => nodeTypes.isTrigger(type, version) || nodeTypes.isTrigger(type),
      instanceId: () => settings?.settings?.instanceId ?? '',
      // Looked up when needed: the activation plugin may start after this one.
      afterActivated: (workflow) => ctx.services.getOptional(IWorkflowActivationService)?.activated(workflow),
    });
    ctx.subscriptions.add(editor);
    ctx.provide(IWorkflowEditorService, editor);

    // Runs go out with this tab's own push id, so their progress comes back on this tab's stream.
    const push = new PushConnection(typeof crypto !== 'undefined' ? crypto.randomUUID() : `tab-${Date.now()}`, rest.baseUrl);
    ctx.subscriptions.add(push);
    const execution = new ExecutionController({
      bus: ctx.bus,
      rest: createRestClient({ baseUrl: rest.baseUrl, sessionId: push.pushRef }),
      notifications,
      nodeTypes: nodeTypes.lookup,
      push$: push.messages$,
      waitForPush: () => push.waitOpen(),
      pushRef: push.pushRef,
    });
    ctx.subscriptions.add(execution);
    ctx.provide(IWorkflowExecutionService, execution);
    // The stream serves runs started in the editor: it opens when an editor page first shows
    // (the `workflowEditor` context key), not on every page; a run also opens it (waitOpen).
    if (typeof window !== 'undefined') {
      const opener = ctx.contextKeys.changes$.subscribe(() => {
        if (ctx.contextKeys.get('workflowEditor') === true) push.connect();
      });
      ctx.subscriptions.addFn(() => opener.unsubscribe());
    }

    const canvas = ctx.services.getOptional(ICanvasService);
    const sync = combineLatest([execution.state$, ctx.bus.state$]).subscribe(([run, document]) => {
      ctx.contextKeys.set('workflowRunning', isRunning(run));
      canvas?.setExecutionOverlay(overlayFor(run, document));
    });
    ctx.subscriptions.addFn(() => sync.unsubscribe());
    // A workflow opened or replaced wholesale starts without the previous run's results.
    const replaced = ctx.bus.replaced$.subscribe(() => execution.clear());
    ctx.subscriptions.addFn(() => replaced.unsubscribe());

    ctx.extensions.contribute(
      RouteGuardsPoint,
      createLeaveGuard({
        confirm,
        navigation,
        isDirty: () => ctx.bus.isDirty(),
        editorLocation: () => {
          if (ctx.contextKeys.get('workflowEditor') !== true) return null;
          const id = ctx.bus.getState().id;
          return id === null ? '/workflow/new' : `/workflow/${id}`;
        },
        discard: () => ctx.bus.setDirty(false),
        savingDelegated: () => editor.savingDelegated(),
        save: () => editor.save(),
      }),
    );
    registerEditorCommands(ctx, editor, execution);
  },
});
