/**
 * Debug sessions: "Debug in editor" opens the workflow as it is now, pins the execution's
 * output on the nodes that ran before the failure (debug-model.ts), selects the failing node
 * and keeps what was loaded for the banner, until another workflow is loaded or the user closes it.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import {
  createServiceToken,
  op,
  type CommandBus,
  type IDisposable,
  type INavigationService,
  type INotificationService,
  type IExecutionResponse,
  type IRestApi,
  importWorkflow,
} from '@sdk';
import type { ICanvasService } from '@plugins/canvas/api';
import { NDV_OPS, type SetPinDataPayload } from '@plugins/ndv/api';
import type { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { getExecution } from '../executions-rest';
import { debugSummary, planDebug, type DebugPlan } from './debug-model';

/** What the banner shows. */
export interface DebugSession {
  readonly executionId: string;
  readonly workflowId: string;
  readonly plan: DebugPlan;
  readonly summary: string;
  /** "Unpin all" was used. */
  readonly unpinned: boolean;
}

/** Debug sessions of executions in the editor. */
export interface IExecutionDebugService {
  /** The session the banner shows; null when none. */
  readonly session$: Observable<DebugSession | null>;
  /**
   * Loads the execution into the editor; resolves whether it worked (failures are reported as
   * toasts). With `runVersion` ("Copy to editor") the workflow is the one the execution ran,
   * loaded over the saved one as unsaved changes, instead of the workflow as it is now.
   */
  debug(executionId: string, options?: { readonly runVersion?: boolean }): Promise<boolean>;
  /** Unpins every node's data, as one undoable edit. */
  unpinAll(): void;
  /** Closes the banner. */
  close(): void;
}

/** Token for {@link IExecutionDebugService} (the executions plugin's own). */
export const IExecutionDebugService = createServiceToken<IExecutionDebugService>('IExecutionDebugService');

/** What {@link ExecutionDebugService} works with. */
export interface ExecutionDebugDeps {
  readonly bus: CommandBus;
  readonly rest: IRestApi;
  readonly editor: IWorkflowEditorService;
  readonly canvas: ICanvasService;
  readonly navigation: INavigationService;
  readonly notifications: INotificationService;
}

/**
 * Puts the workflow the execution ran (its recorded copy, the same content as that version in
 * the history) in place of the open one, keeping the open one's id, version, name and tags, and
 * marks it unsaved: saving makes it the newest version, leaving asks first.
 */
function loadRunVersion(bus: CommandBus, execution: IExecutionResponse): void {
  const current = bus.getState();
  const { document } = importWorkflow(execution.workflowData);
  bus.load(
    { ...document, id: current.id, versionId: current.versionId, name: current.name, active: current.active, tags: current.tags },
    'copy-to-editor',
  );
  bus.setDirty(true);
}

/** The debug service. */
export class ExecutionDebugService implements IExecutionDebugService, IDisposable {
  private readonly session = new BehaviorSubject<DebugSession | null>(null);
  readonly session$ = this.session.asObservable();
  private readonly replaced;

  constructor(private readonly deps: ExecutionDebugDeps) {
    // Another workflow (or the same one reloaded) replaces what the session described.
    this.replaced = deps.bus.replaced$.subscribe(() => this.session.next(null));
  }

  async debug(executionId: string, options: { readonly runVersion?: boolean } = {}): Promise<boolean> {
    const { rest, editor, bus, canvas, navigation, notifications } = this.deps;
    try {
      const execution = await getExecution(rest, executionId);
      if (execution.workflowId === '') throw new Error('The execution belongs to a workflow that was never saved.');
      await editor.open(execution.workflowId);
      if (editor.state.phase !== 'ready') throw new Error(editor.state.error ?? 'The workflow could not be opened.');
      if (options.runVersion) loadRunVersion(bus, execution);
      const document = bus.getState();
      const plan = planDebug(execution, document);
      if (plan.pins.length > 0) {
        const ops = plan.pins.map((pin) => op<SetPinDataPayload>(NDV_OPS.setPinData, { nodeId: pin.nodeId, items: pin.items }));
        const done = bus.dispatch({ ops, meta: { origin: 'user', label: `Debug execution #${executionId}` } });
        if (done === null) throw new Error('The execution data could not be pinned.');
      }
      const summary = debugSummary(executionId, plan);
      this.session.next({
        executionId,
        workflowId: execution.workflowId,
        plan,
        summary: options.runVersion
          ? `Loaded the workflow as execution #${executionId} ran it (unsaved; save to keep it). ${summary}`
          : summary,
        unpinned: false,
      });
      navigation.navigate(`/workflow/${encodeURIComponent(execution.workflowId)}`);
      if (plan.failingNode) canvas.select([plan.failingNode.id]);
      return true;
    } catch (error) {
      notifications.showError(error, 'Could not debug the execution in the editor');
      return false;
    }
  }

  unpinAll(): void {
    const { bus } = this.deps;
    const ops = [...bus.getState().pinData.keys()].map((nodeId) => op<SetPinDataPayload>(NDV_OPS.setPinData, { nodeId, items: null }));
    if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user', label: 'Unpin all' } });
    const current = this.session.value;
    if (current) this.session.next({ ...current, unpinned: true });
  }

  close(): void {
    this.session.next(null);
  }

  dispose(): void {
    this.replaced.unsubscribe();
    this.session.complete();
  }
}
