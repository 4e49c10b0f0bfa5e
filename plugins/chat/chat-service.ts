import { BehaviorSubject, filter, firstValueFrom, type Observable } from 'rxjs';
import { listNodes, type CommandBus, type IDisposable, type WorkflowDocument } from '@sdk';
import type { IWorkflowExecutionService, RunState } from '@plugins/workflow-editor/api';
import { CHAT_TRIGGER_TYPE, RESPOND_TO_CHAT_TYPE, type ChatMessage, type ChatState, type IChatService } from './api';
import { answerFromRun, runCounts, sentMessages, stepsFromRun } from './chat-run-data';

/** The workflow's Chat Trigger (the first one), or undefined. */
export function chatTriggerOf(doc: WorkflowDocument) {
  return listNodes(doc).find((n) => n.type === CHAT_TRIGGER_TYPE && n.disabled !== true);
}

/** See {@link IChatService}. */
export class ChatService implements IChatService, IDisposable {
  private readonly subject: BehaviorSubject<ChatState>;
  private counter = 0;
  /** The run waiting at a Respond to Chat node for this conversation's next message. */
  private waitingExecutionId: string | null = null;
  /** Run counts per node before the current answer: only runs after them belong to it. */
  private seen: Record<string, number> = {};
  readonly state$: Observable<ChatState>;

  constructor(
    private readonly bus: CommandBus,
    private readonly execution: IWorkflowExecutionService,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.subject = new BehaviorSubject<ChatState>({ open: false, sessionId: newId(), messages: [], steps: [], running: false });
    this.state$ = this.subject.asObservable();
  }

  get state(): ChatState {
    return this.subject.value;
  }

  open(): void {
    this.patch({ open: true });
  }

  close(): void {
    this.patch({ open: false });
  }

  newSession(): void {
    this.waitingExecutionId = null;
    this.patch({ sessionId: this.newId(), messages: [], steps: [], awaitingReply: false });
  }

  async send(text: string): Promise<void> {
    const chatInput = text.trim();
    if (chatInput === '' || this.state.running) return;
    this.add('user', chatInput);
    const trigger = chatTriggerOf(this.bus.getState());
    if (!trigger) {
      this.add('error', 'This workflow has no Chat Trigger to send the message to.');
      return;
    }
    const { sessionId } = this.state;
    this.patch({ running: true, steps: [] });
    const done = this.awaitsReply()
      ? await this.reply(sessionId, chatInput)
      : await this.runFromTrigger(trigger.name, sessionId, chatInput);
    this.patch({ running: false, awaitingReply: false });
    if (done) this.show(done);
  }

  /** Whether the latest run waits at a Respond to Chat node for this conversation's next message. */
  private awaitsReply(): boolean {
    const run = this.execution.state;
    return this.state.awaitingReply === true && run.waiting === true && run.executionId === this.waitingExecutionId;
  }

  /** The user's reply resumes the waiting run; what it adds to the run data is this answer's. */
  private async reply(sessionId: string, chatInput: string): Promise<RunState | undefined> {
    this.seen = runCounts(this.execution.state.runData);
    const done = await this.execution.replyToChat({ sessionId, chatInput });
    if (!done) this.add('error', 'The reply could not be sent: the run no longer waits for it.');
    return done;
  }

  /** A manual run with the message as the Chat Trigger's output item, pinned for this run only. */
  private async runFromTrigger(triggerName: string, sessionId: string, chatInput: string): Promise<RunState | undefined> {
    this.seen = {};
    const started = await this.execution.run({
      pinData: { [triggerName]: [{ json: { sessionId, action: 'sendMessage', chatInput } }] },
    });
    if (!started) {
      this.add('error', 'The workflow could not be started.');
      return undefined;
    }
    return firstValueFrom(
      this.execution.state$.pipe(
        filter((s) => s.status === 'success' || s.status === 'error' || s.status === 'canceled' || s.status === 'idle'),
      ),
    );
  }

  /** Shows what a run (or the part after a reply) answered: Respond to Chat messages, else the last node's answer. */
  private show(done: RunState): void {
    this.patch({ steps: stepsFromRun(done.runData) });
    const document = this.bus.getState();
    const isChatNode = (name: string) => {
      const id = document.nameIndex.get(name);
      return id !== undefined && document.nodes.get(id)?.type === RESPOND_TO_CHAT_TYPE;
    };
    const sent = sentMessages(done.runData, isChatNode, this.seen);
    for (const text of sent) this.add('bot', text);
    if (done.status === 'error') {
      this.add(
        'error',
        done.errorNode ? `Error in ${done.errorNode}: ${done.error ?? 'the node failed'}` : (done.error ?? 'The workflow failed.'),
      );
      return;
    }
    if (done.status !== 'success') {
      this.add('error', 'The run was stopped.');
      return;
    }
    if (done.waiting === true && sent.length > 0) {
      this.waitingExecutionId = done.executionId;
      this.patch({ awaitingReply: true });
      return;
    }
    if (sent.length > 0) return;
    const answer = answerFromRun(done.runData);
    this.add(answer === null ? 'error' : 'bot', answer ?? 'The workflow finished without an answer (no output, text or message field).');
  }

  private add(role: ChatMessage['role'], text: string): void {
    this.patch({ messages: [...this.state.messages, { id: `m${++this.counter}`, role, text }] });
  }

  private patch(next: Partial<ChatState>): void {
    this.subject.next({ ...this.subject.value, ...next });
  }

  dispose(): void {
    this.subject.complete();
  }
}
