import { BehaviorSubject, filter, firstValueFrom, type Observable } from 'rxjs';
import { listNodes, type CommandBus, type IDisposable, type WorkflowDocument } from '@sdk';
import type { IWorkflowExecutionService } from '@plugins/workflow-editor/api';
import { CHAT_TRIGGER_TYPE, type ChatMessage, type ChatState, type IChatService } from './api';
import { answerFromRun, stepsFromRun } from './chat-run-data';

/** The workflow's Chat Trigger (the first one), or undefined. */
export function chatTriggerOf(doc: WorkflowDocument) {
  return listNodes(doc).find((n) => n.type === CHAT_TRIGGER_TYPE && n.disabled !== true);
}

/** See {@link IChatService}. */
export class ChatService implements IChatService, IDisposable {
  private readonly subject: BehaviorSubject<ChatState>;
  private counter = 0;
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
    this.patch({ sessionId: this.newId(), messages: [], steps: [] });
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
    // A manual run with the message as the Chat Trigger's output item, pinned for this run only.
    const started = await this.execution.run({
      pinData: { [trigger.name]: [{ json: { sessionId, action: 'sendMessage', chatInput } }] },
    });
    if (!started) {
      this.patch({ running: false });
      this.add('error', 'The workflow could not be started.');
      return;
    }
    const done = await firstValueFrom(
      this.execution.state$.pipe(
        filter((s) => s.status === 'success' || s.status === 'error' || s.status === 'canceled' || s.status === 'idle'),
      ),
    );
    const steps = stepsFromRun(done.runData);
    this.patch({ running: false, steps });
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
