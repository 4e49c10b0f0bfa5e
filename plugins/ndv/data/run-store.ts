/**
 * Run data for the node details view. It follows the editor's whole-workflow
 * runs ('Execute workflow': the execution service's `runData$`), and the view
 * can run the workflow up to the open node itself ('Execute step',
 * `POST /rest/workflows/run` with the node as destination; only the node when its inputs
 * are current, see step-start.ts) on its own push
 * stream, so it receives every node's full task data (`nodeExecuteAfter`).
 * A step run's results are merged into what was shown (the nodes that ran replace
 * their data, the others keep theirs) and handed to `onStepFinished`, so the
 * editor keeps them in the workflow's run data as a whole run would.
 *
 * @module
 */
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { exportWorkflow, type IRestApi, type IRunData, type ITaskData, type WorkflowDocument } from '@sdk';
import type { PartialStep } from './step-start';

/** Where the view's run stands. */
export interface NdvRunState {
  readonly status: 'idle' | 'running' | 'success' | 'error';
  /** Task data per node name, from the latest run. */
  readonly runData: IRunData;
  readonly error?: string;
}

interface PushMessage {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** Opens the push stream; replaced in tests. */
export type PushOpener = (pushRef: string, onMessage: (message: PushMessage) => void) => { close(): void; ready: Promise<void> };

/** The browser's EventSource on `GET /rest/push?pushRef=`. */
export const eventSourceOpener: PushOpener = (pushRef, onMessage) => {
  const source = new EventSource(`/rest/push?pushRef=${encodeURIComponent(pushRef)}`);
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      const message = JSON.parse(event.data) as PushMessage;
      if (message && typeof message.type === 'string') onMessage(message);
    } catch {
      // frames that are not JSON are not ours
    }
  };
  const ready = new Promise<void>((resolve) => {
    source.onopen = () => resolve();
    setTimeout(resolve, 1500);
  });
  return { close: () => source.close(), ready };
};

/** The view's run data and its 'Execute step'. */
export class NdvRunStore {
  private readonly state = new BehaviorSubject<NdvRunState>({ status: 'idle', runData: {} });
  private stream: ReturnType<PushOpener> | null = null;
  private executionId: string | null = null;
  private readonly pushRef = `ndv-${Math.random().toString(36).slice(2, 12)}`;
  private readonly workflowRuns: Subscription | null;
  /** Task data of the nodes that ran in the current step run. */
  private stepRunData: Record<string, ITaskData[]> = {};
  /** True while the finished step is handed to the editor (its run data comes back at once). */
  private reportingStep = false;

  /** The state; emits on subscribe and after every change. */
  readonly state$: Observable<NdvRunState> = this.state.asObservable();

  constructor(
    private readonly rest: IRestApi,
    private readonly openPush: PushOpener = eventSourceOpener,
    /** The editor's whole-workflow run data; each emission replaces what is shown unless a step runs. */
    workflowRunData$?: Observable<IRunData>,
    /** Receives a finished step run's task data (the nodes that ran in it). */
    private readonly onStepFinished?: (runData: IRunData) => void,
  ) {
    this.workflowRuns =
      workflowRunData$?.subscribe((runData) => {
        if (this.state.value.status === 'running') return;
        // The editor's merge of this store's own finished step keeps the step's outcome
        // ('X ran', or its error) on screen; any other change of the run data ends it.
        this.state.next({ status: this.reportingStep ? this.state.value.status : 'idle', runData });
      }) ?? null;
  }

  /** The state now. */
  get current(): NdvRunState {
    return this.state.value;
  }

  /** Resolves with the state once the current run has finished (at once when none runs). */
  finished(): Promise<NdvRunState> {
    return new Promise((resolve) => {
      const sub = this.state.subscribe((state) => {
        if (state.status === 'running') return;
        queueMicrotask(() => sub.unsubscribe());
        resolve(state);
      });
    });
  }

  /**
   * Runs the workflow up to `nodeName` (the node itself included), or, given `partial`, only
   * the node, fed its parents' output from the reused run data.
   */
  async executeNode(doc: WorkflowDocument, nodeName: string, partial?: PartialStep | null): Promise<void> {
    if (!this.stream) {
      this.stream = this.openPush(this.pushRef, (m) => this.onMessage(m));
    }
    await this.stream.ready;
    this.executionId = null;
    this.stepRunData = {};
    // what was shown stays until the nodes of this run replace it
    this.state.next({ status: 'running', runData: this.state.value.runData });
    const workflowData = exportWorkflow(doc);
    try {
      const answer = await this.rest.post<{ executionId?: string }>('/workflows/run', {
        body: partial
          ? { workflowData, destinationNode: nodeName, startNodes: partial.startNodes, runData: partial.runData }
          : { workflowData, destinationNode: nodeName },
        headers: { 'push-ref': this.pushRef },
      });
      this.executionId = answer?.executionId ?? null;
    } catch (error) {
      this.state.next({
        status: 'error',
        runData: this.state.value.runData,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private onMessage(message: PushMessage): void {
    const id = message.data?.['executionId'];
    if (this.executionId !== null && typeof id === 'string' && id !== this.executionId) return;
    if (this.state.value.status !== 'running') return;
    if (message.type === 'nodeExecuteAfter') {
      const name = message.data['nodeName'];
      const task = message.data['data'] as ITaskData | undefined;
      if (typeof name !== 'string' || !task) return;
      const tasks = [...(this.stepRunData[name] ?? []), task];
      this.stepRunData = { ...this.stepRunData, [name]: tasks };
      this.state.next({ ...this.state.value, runData: { ...this.state.value.runData, [name]: tasks } });
    } else if (message.type === 'executionFinished') {
      const failed = Object.values(this.stepRunData).some((tasks) => tasks.some((t) => t.error));
      this.state.next({ ...this.state.value, status: failed ? 'error' : 'success' });
      this.reportingStep = true;
      try {
        this.onStepFinished?.(this.stepRunData);
      } finally {
        this.reportingStep = false;
      }
    }
  }

  /**
   * Stops waiting for a test webhook call ('Stop listening'): `DELETE /rest/test-webhook/:id`
   * with the key the server registered the run under (the workflow id, or `unsaved:<pushRef>`).
   */
  async stopListening(doc: WorkflowDocument): Promise<void> {
    if (this.state.value.status !== 'running' || this.executionId !== null) return;
    const key = doc.id ?? `unsaved:${this.pushRef}`;
    this.state.next({ status: 'idle', runData: this.state.value.runData });
    await this.rest.delete(`/test-webhook/${encodeURIComponent(key)}`);
  }

  /** Closes the push stream. */
  dispose(): void {
    this.workflowRuns?.unsubscribe();
    this.stream?.close();
    this.stream = null;
  }
}
