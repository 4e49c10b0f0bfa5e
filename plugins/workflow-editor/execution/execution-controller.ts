import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import {
  EXECUTION_ERROR_MESSAGE,
  prepareWorkflowForSave,
  type CommandBus,
  type IDisposable,
  type INotificationService,
  type IRestApi,
  type IRunData,
  type NodeTypeLookup,
  type WorkflowDocument,
} from '@sdk';
import type { ExecutionOverlay, NodeExecutionState } from '@plugins/canvas/api';
import type { ChatReply, IWorkflowExecutionService, ManualRunOptions } from '../api';
import { followDocument, IDLE_RUN, isRunning, mergeStepRun, reduceRun, type PushEvent, type RunState } from './run-state';

/** What the controller needs. */
export interface ExecutionControllerDeps {
  readonly bus: CommandBus;
  /** A REST client that sends this tab's pushRef, so the run's events come back here. */
  readonly rest: IRestApi;
  readonly notifications: INotificationService;
  readonly nodeTypes: NodeTypeLookup;
  /** Push messages of this tab. */
  readonly push$: Observable<PushEvent>;
  /** Waits for the push stream before a run starts; resolves whether it is open. */
  readonly waitForPush: () => Promise<boolean>;
  /** This tab's push id: the server keys an unsaved workflow's test webhook by it (`unsaved:<pushRef>`). */
  readonly pushRef: string;
}

/** What `POST /executions/:id/chat-reply` answers. */
interface ChatReplyAnswer {
  readonly status: string;
  readonly runData: IRunData;
  readonly lastNodeExecuted?: string;
  readonly error?: unknown;
}

/** The overlay the canvas draws, from the run state (by node name) and the document (name → id). */
export function overlayFor(run: RunState, document: WorkflowDocument): ExecutionOverlay {
  const overlay = new Map<string, NodeExecutionState>();
  for (const [name, node] of run.nodes) {
    const id = document.nameIndex.get(name);
    if (id === undefined) continue;
    const stale = node.status !== 'running' && run.staleNodes?.has(name) === true;
    overlay.set(id, {
      status: node.status,
      itemsPerOutput: node.itemsPerOutput,
      ...(node.error ? { error: node.error } : {}),
      ...(stale ? { stale } : {}),
    });
  }
  return overlay;
}

/** Execute Workflow, Stop and Clear execution data, fed by the push channel. */
export class ExecutionController implements IWorkflowExecutionService, IDisposable {
  private readonly subject = new BehaviorSubject<RunState>(IDLE_RUN);
  private readonly subscription: Subscription;
  private readonly edits: Subscription;

  /** The run state; emits on subscribe and after every change. */
  readonly state$: Observable<RunState> = this.subject.asObservable();

  /** The latest run's task data per node name. */
  readonly runData$: Observable<IRunData> = this.subject.pipe(
    map((state) => state.runData),
    distinctUntilChanged(),
  );

  constructor(private readonly deps: ExecutionControllerDeps) {
    this.subscription = deps.push$.subscribe((event) => this.apply(event));
    // Run data follows edits: deleted nodes lose theirs, renamed ones keep it, changed ones go stale.
    this.edits = deps.bus.transactions$.subscribe((tx) => {
      const before = this.subject.value;
      const after = followDocument(before, tx.before, tx.after);
      if (after !== before) this.subject.next(after);
    });
  }

  /**
   * Merges a step run's task data (the node details view's 'Execute step') into the run data,
   * as n8n keeps partial runs: the canvas shows their status and counts, and downstream nodes
   * see them as input, until a run replaces them or the data is cleared.
   */
  mergeStepRun(runData: IRunData): void {
    const before = this.subject.value;
    const after = mergeStepRun(before, runData);
    if (after !== before) this.subject.next(after);
  }

  get state(): RunState {
    return this.subject.value;
  }

  /** Applies a push event (exposed for tests that replay a recorded stream). */
  apply(event: PushEvent): void {
    const before = this.subject.value;
    const after = reduceRun(before, event);
    if (after === before) return;
    this.subject.next(after);
    if (after.status === 'error' && before.status !== 'error') {
      // A run refused before any node ran (a node not installed at its version) has no failed node: its reason is the message.
      const message = after.errorNode
        ? `${EXECUTION_ERROR_MESSAGE} (${after.errorNode}: ${after.error ?? ''})`
        : after.error
          ? `${EXECUTION_ERROR_MESSAGE} ${after.error}`
          : EXECUTION_ERROR_MESSAGE;
      this.deps.notifications.showMessage({
        type: 'error',
        title: 'Workflow execution failed',
        message,
        key: 'execution-result',
        duration: 0,
      });
    }
    // Success is shown beside the Execute button; a toast would only repeat it.
  }

  /** Starts a manual run of the whole workflow (`POST /workflows/run`). */
  async run(options: ManualRunOptions = {}): Promise<boolean> {
    if (isRunning(this.state)) return false;
    const document = this.deps.bus.getState();
    if (document.nodes.size === 0) {
      this.deps.notifications.showMessage({
        type: 'warning',
        title: 'Nothing to execute',
        message: 'Add a trigger node to the workflow first.',
      });
      return false;
    }
    this.subject.next({ ...IDLE_RUN, status: 'starting' });
    await this.deps.waitForPush();
    try {
      const workflowData = prepareWorkflowForSave(document, this.deps.nodeTypes);
      const answer = await this.deps.rest.post<{ executionId?: string; waitingForWebhook?: boolean }>('/workflows/run', {
        // The server takes a body-level pinData instead of the workflow's: the run's own pins go over the workflow's.
        body: options.pinData ? { workflowData, pinData: { ...(workflowData.pinData ?? {}), ...options.pinData } } : { workflowData },
      });
      const current = this.subject.value;
      if (answer?.executionId && current.executionId === null && isRunning(current)) {
        this.subject.next({ ...current, executionId: answer.executionId });
      }
      if (answer?.waitingForWebhook) {
        const waiting = this.subject.value;
        if (isRunning(waiting) && waiting.executionId === null) this.subject.next({ ...waiting, waitingForWebhook: true });
        this.deps.notifications.showMessage({
          type: 'info',
          title: 'Waiting for a trigger event',
          message: 'Call the test webhook URL to run the workflow.',
        });
      }
      return true;
    } catch (error) {
      this.subject.next(IDLE_RUN);
      this.deps.notifications.showError(error, 'Problem running workflow', EXECUTION_ERROR_MESSAGE);
      return false;
    }
  }

  /** See {@link IWorkflowExecutionService.replyToChat}. */
  async replyToChat(reply: ChatReply): Promise<RunState | undefined> {
    const before = this.state;
    const { executionId } = before;
    if (isRunning(before) || before.waiting !== true || executionId === null) return undefined;
    const { waiting: _waiting, ...rest } = before;
    this.subject.next({ ...rest, status: 'running' });
    await this.deps.waitForPush();
    try {
      const answer = await this.deps.rest.post<ChatReplyAnswer>(`/executions/${encodeURIComponent(executionId)}/chat-reply`, {
        body: reply,
      });
      // The push stream normally brought the end already; the answer stands in when it did not.
      if (isRunning(this.state)) {
        const resultData = { runData: answer.runData, lastNodeExecuted: answer.lastNodeExecuted, error: answer.error };
        this.apply({ type: 'executionFinished', data: { executionId, data: { data: { resultData }, status: answer.status } } });
      }
      return this.state;
    } catch (error) {
      this.subject.next(before);
      this.deps.notifications.showError(error, 'Problem sending the reply');
      return undefined;
    }
  }

  /** Stops the running execution (`POST /executions-current/:id/stop`), or the waiting for a test webhook call. */
  async stop(): Promise<boolean> {
    if (this.state.waitingForWebhook && this.state.executionId === null) return this.stopWaiting();
    const { executionId } = this.state;
    if (!isRunning(this.state) || executionId === null) return false;
    try {
      await this.deps.rest.post(`/executions-current/${encodeURIComponent(executionId)}/stop`);
      const current = this.subject.value;
      if (isRunning(current) && current.executionId === executionId) this.subject.next({ ...current, status: 'canceled' });
      this.deps.notifications.showMessage({ type: 'info', title: 'Execution stopped', key: 'execution-result' });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Problem stopping execution');
      return false;
    }
  }

  /** Ends the waiting for a test webhook call: the server forgets the test URL, the editor is idle again. */
  private async stopWaiting(): Promise<boolean> {
    const key = this.deps.bus.getState().id ?? `unsaved:${this.deps.pushRef}`;
    const before = this.subject.value;
    this.subject.next({ ...before, status: 'idle', waitingForWebhook: false });
    try {
      await this.deps.rest.delete(`/test-webhook/${encodeURIComponent(key)}`);
      this.deps.notifications.showMessage({ type: 'info', title: 'Stopped waiting for a trigger event', key: 'execution-result' });
      return true;
    } catch (error) {
      this.deps.notifications.showError(error, 'Problem stopping the waiting');
      return false;
    }
  }

  /** Clears the statuses and item counts from the canvas. */
  clear(): void {
    if (isRunning(this.state)) return;
    this.subject.next(IDLE_RUN);
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.edits.unsubscribe();
    this.subject.complete();
  }
}
