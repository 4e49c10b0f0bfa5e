import { IModalService, INotificationService, type PluginContext } from '@sdk';
import {
  DUPLICATE_WORKFLOW_MODAL,
  EDITOR_COMMANDS as C,
  type DuplicateWorkflowModalData,
  type IWorkflowEditorService,
  type IWorkflowExecutionService,
} from './api';
import { isRunning } from './execution/run-state';
import { downloadWorkflow, pickWorkflowFile } from './file-actions';

/** Binds the editor's declared commands to the services. */
export function registerEditorCommands(ctx: PluginContext, editor: IWorkflowEditorService, execution: IWorkflowExecutionService): void {
  const notifications = ctx.services.get(INotificationService);
  const saved = {
    isEnabled: () => ctx.bus.getState().id !== null,
    disabledReason: () => 'Save the workflow first',
  };
  ctx.commands.handle(C.save, {
    isEnabled: () => !editor.state.saving,
    disabledReason: () => 'The workflow is being saved',
    run: () => editor.save().then(() => undefined),
  });
  ctx.commands.handle(C.rename, { run: () => editor.requestRename() });
  ctx.commands.handle(C.execute, {
    isEnabled: () => !isRunning(execution.state),
    disabledReason: () => 'The workflow is running',
    run: () => execution.run().then(() => undefined),
  });
  ctx.commands.handle(C.stop, {
    isEnabled: () => isRunning(execution.state),
    disabledReason: () => 'No execution is running',
    run: () => execution.stop().then(() => undefined),
  });
  ctx.commands.handle(C.clearExecution, { run: () => execution.clear() });
  ctx.commands.handle(C.activate, {
    isEnabled: () => editor.activationDisabledReason() === null && !editor.state.activating,
    disabledReason: () => editor.activationDisabledReason() ?? 'The activation is being changed',
    run: () => editor.setActive(!ctx.bus.getState().active).then(() => undefined),
  });
  ctx.commands.handle(C.duplicate, {
    run: () => {
      const { name, tags } = ctx.bus.getState();
      const data: DuplicateWorkflowModalData = { name, tags: tags.map((t) => ({ id: t.id, name: t.name })) };
      ctx.services.get(IModalService).open(DUPLICATE_WORKFLOW_MODAL, data);
    },
  });
  ctx.commands.handle(C.download, { run: () => downloadWorkflow(ctx.bus.getState()) });
  ctx.commands.handle(C.importFromUrl, { run: () => ctx.services.get(IModalService).open('importWorkflowUrl') });
  ctx.commands.handle(C.importFromFile, {
    run: async () => {
      try {
        const picked = await pickWorkflowFile();
        if (picked) await editor.importJson(picked.json, picked.name);
      } catch (error) {
        notifications.showError(error, 'Could not import the workflow');
      }
    },
  });
  ctx.commands.handle(C.delete, { ...saved, run: () => editor.deleteWorkflow().then(() => undefined) });
}
