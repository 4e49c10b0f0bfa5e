/**
 * "Execute step" from outside the node details view (the canvas's hover toolbar and node
 * menu): runs the workflow up to one node exactly as the view does, through a run store of
 * its own, hands the result to the editor's run data (so the canvas shows it) and tells the
 * user how it went ("Node executed successfully", or the error).
 *
 * @module
 */
import type { INotificationService, IRestApi, WorkflowDocument } from '@sdk';
import type { IWorkflowExecutionService } from '@plugins/workflow-editor/api';
import { NdvRunStore, type PushOpener } from './run-store';
import { partialStep } from './step-start';

/** The toast a finished step shows, wherever it was started. */
export function reportStep(notifications: INotificationService, state: { status: string; error?: string }): void {
  if (state.status === 'success') notifications.showMessage({ type: 'success', title: 'Node executed successfully' });
  else if (state.status === 'error' && state.error) notifications.showError(new Error(state.error), 'Problem running the step');
  else if (state.status === 'error')
    notifications.showMessage({ type: 'error', title: 'Problem running the step', message: 'A node failed; see its output.' });
}

/** Runs steps for the canvas. */
export class StepRunner {
  constructor(
    private readonly rest: IRestApi,
    private readonly execution: IWorkflowExecutionService,
    private readonly notifications: INotificationService,
    private readonly openPush?: PushOpener,
  ) {}

  /** Runs the workflow up to `nodeName` and reports the outcome; resolves when it has finished. */
  async run(doc: WorkflowDocument, nodeName: string): Promise<void> {
    const store = new NdvRunStore(this.rest, this.openPush, undefined, (runData) => this.execution.mergeStepRun(runData));
    try {
      const partial = partialStep(doc, this.execution.state.runData, this.execution.state.staleNodes, nodeName);
      await store.executeNode(doc, nodeName, partial);
      reportStep(this.notifications, await store.finished());
    } finally {
      store.dispose();
    }
  }
}
