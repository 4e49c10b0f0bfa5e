/**
 * The chat panel's contract: for a workflow with a Chat Trigger, a conversation with the
 * workflow run by run in the editor, and a log of what the agent did (model calls, tool
 * calls, memory reads and writes) built from the sub-nodes' run data.
 */
import type { Observable } from 'rxjs';
import { createServiceToken, type ViewId, type WorkflowDocument } from '@sdk';

/** The Chat Trigger's type name (n8n's). */
export const CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.chatTrigger';

/** Respond to Chat's type name (n8n's): its messages are the answers, and it may wait for the user's reply. */
export const RESPOND_TO_CHAT_TYPE = '@n8n/n8n-nodes-langchain.chat';

/** One message of the conversation; `text` is shown as text, never as HTML. */
export interface ChatMessage {
  readonly id: string;
  readonly role: 'user' | 'bot' | 'error';
  readonly text: string;
}

/** One entry of the step log: a sub-node's run (a model call, a tool call, a memory read or write). */
export interface ChatStep {
  readonly id: string;
  /** The sub-node's name. */
  readonly node: string;
  /** What kind of step: 'Model call', 'Tool call', 'Memory', 'Output parser', ... */
  readonly kind: string;
  /** The input the root handed the sub-node (items' json). */
  readonly input: readonly unknown[];
  /** What the sub-node answered (items' json). */
  readonly output: readonly unknown[];
  /** Tokens the model call used, when it reported them. */
  readonly tokens?: { readonly prompt?: number; readonly completion?: number; readonly total?: number };
  /** The step's error message. */
  readonly error?: string;
}

/** The panel's state. */
export interface ChatState {
  readonly open: boolean;
  /** The conversation's session id (the memory key); a new one per "New session". */
  readonly sessionId: string;
  readonly messages: readonly ChatMessage[];
  /** The step log of the last answer. */
  readonly steps: readonly ChatStep[];
  /** A message is being answered. */
  readonly running: boolean;
  /** The run waits at a Respond to Chat node: the next message is the reply it goes on with. */
  readonly awaitingReply?: boolean;
}

/** The chat with the open workflow. */
export interface IChatService {
  readonly state$: Observable<ChatState>;
  readonly state: ChatState;
  /** Opens the panel. */
  open(): void;
  close(): void;
  /**
   * Sends a message: a manual run from the Chat Trigger with `{sessionId, action: 'sendMessage',
   * chatInput}`, or, while the run waits at a Respond to Chat node, the reply it goes on with.
   */
  send(text: string): Promise<void>;
  /** Starts a new session: a new session id and an empty conversation. */
  newSession(): void;
}

/** Token for {@link IChatService}. */
export const IChatService = createServiceToken<IChatService>('IChatService');

/** Command ids. */
export const CHAT_COMMANDS = {
  open: 'chat.open',
} as const;

/** Views the chat plugin contributes. */
export const CHAT_VIEWS = {
  /** The "Open chat" button beside Execute workflow (shown only with a Chat Trigger). */
  openButton: 'chat.openButton' as ViewId<{ readonly document: WorkflowDocument }>,
  /** The chat panel (shown while open). */
  panel: 'chat.panel' as ViewId<Record<string, never>>,
} as const;
