/**
 * Chat replies to a Respond to Chat node that waits for one ("Wait for User Reply"). The
 * execution waits with the node as its last one; the chat session's next message resumes it
 * (the node's `onMessage` makes the message its output) instead of starting a new run:
 * - through the Chat Trigger's webhook (the hosted chat page, an embedded chat widget): the
 *   trigger asks {@link ChatReplies.waitingFor} for the session's waiting execution;
 * - from the editor's chat panel, whose runs are manual: `POST /rest/chat/:executionId/reply`
 *   ({@link ChatReplies.reply}).
 * The session is the Chat Trigger's `sessionId`, so a reply for another session never
 * resumes a conversation that is not its own.
 */
import type { IDataObject, INode } from '@sdk/workflow';
import type { StoredExecution } from '../db/repositories/execution-repository';
import type { ExecutionService, StartedExecution } from '../engine/execution-service';
import type { WaitingExecutions } from './waiting-executions';

const CHAT_NODE = '@n8n/n8n-nodes-langchain.chat';
const CHAT_TRIGGER = '@n8n/n8n-nodes-langchain.chatTrigger';
/** Waiting executions of one workflow looked at per chat message. */
const MAX_WAITING_LOOKED_AT = 200;

/** Why a reply resumed nothing. */
export type ChatReplyProblem = 'not-found' | 'not-waiting' | 'other-session';

/** The Respond to Chat node an execution waits at for a reply, if any. */
function waitingChatNode(stored: StoredExecution): INode | undefined {
  if (stored.status !== 'waiting') return undefined;
  const name = stored.data.resultData.lastNodeExecuted;
  const node = stored.workflowData.nodes.find((n) => n.name === name);
  if (node?.type !== CHAT_NODE || node.parameters['waitUserReply'] === false) return undefined;
  return node;
}

/** The session the execution's Chat Trigger received its first message for. */
function sessionOf(stored: StoredExecution): string | undefined {
  for (const node of stored.workflowData.nodes) {
    if (node.type !== CHAT_TRIGGER) continue;
    const first = stored.data.resultData.runData[node.name]?.[0]?.data?.['main']?.[0]?.[0]?.json as IDataObject | undefined;
    if (typeof first?.['sessionId'] === 'string') return first['sessionId'];
  }
  return undefined;
}

export class ChatReplies {
  constructor(private readonly deps: { executions: ExecutionService; waiting: WaitingExecutions }) {}

  /** The execution of `workflowId` waiting for a reply in `sessionId`, newest first; undefined when none. */
  async waitingFor(workflowId: string, sessionId: string): Promise<string | undefined> {
    const { repository } = this.deps.executions;
    const { results } = await repository.list({ status: ['waiting'], workflowId }, { limit: MAX_WAITING_LOOKED_AT });
    for (const summary of results) {
      const stored = await repository.get(summary.id);
      if (stored && waitingChatNode(stored) && sessionOf(stored) === sessionId) return summary.id;
    }
    return undefined;
  }

  /**
   * Resumes `executionId` with the user's reply; `pushRef` is the editor tab that follows
   * the run. A problem when it does not wait for a reply of that session.
   */
  async reply(
    executionId: string,
    message: { sessionId: string; chatInput: string },
    pushRef?: string,
  ): Promise<StartedExecution | ChatReplyProblem> {
    const stored = await this.deps.executions.repository.get(executionId);
    if (stored === undefined) return 'not-found';
    if (!waitingChatNode(stored)) return 'not-waiting';
    if (sessionOf(stored) !== message.sessionId) return 'other-session';
    const item = { json: { sessionId: message.sessionId, action: 'sendMessage', chatInput: message.chatInput } };
    const started = await this.deps.waiting.resume(executionId, undefined, { message: item, ...(pushRef ? { pushRef } : {}) });
    return started ?? 'not-waiting';
  }
}
