/**
 * Window Buffer Memory's conversations (`chat_memory`): one JSON list of messages per
 * workflow and session key. Two runs appending to one session at the same moment may lose
 * one's messages (last write wins), as the list is read, extended and written back.
 */
import type { Kysely } from 'kysely';
import { fromJson, nowDbTime, toJson } from '../codec';
import type { Database } from '../types';
import { MAX_STORED_CHAT_MESSAGES, type ChatMemoryStore, type StoredChatMessage } from '../../engine/chat-memory';

/** Reads and writes the chat memories of workflows. */
export class ChatMemoryRepository implements ChatMemoryStore {
  constructor(private readonly db: Kysely<Database>) {}

  async read(workflowId: string, sessionKey: string): Promise<StoredChatMessage[]> {
    const row = await this.db
      .selectFrom('chat_memory')
      .select('messages')
      .where('workflow_id', '=', workflowId)
      .where('session_key', '=', sessionKey)
      .executeTakeFirst();
    if (row === undefined) return [];
    const messages = fromJson(row.messages);
    return Array.isArray(messages) ? (messages as StoredChatMessage[]) : [];
  }

  async append(workflowId: string, sessionKey: string, messages: readonly StoredChatMessage[]): Promise<void> {
    const all = [...(await this.read(workflowId, sessionKey)), ...messages].slice(-MAX_STORED_CHAT_MESSAGES);
    const text = toJson(all);
    const now = nowDbTime();
    await this.db
      .insertInto('chat_memory')
      .values({ workflow_id: workflowId, session_key: sessionKey, messages: text, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['workflow_id', 'session_key']).doUpdateSet({ messages: text, updated_at: now }))
      .execute();
  }
}
