/**
 * Where chat memories (Window Buffer Memory) keep a conversation: per workflow and session
 * key, in the database (`chat_memory`), so a conversation survives a restart. Runs without
 * a database (bare engine runs) keep it in the process, per set of engine services.
 */

/** One message of a conversation as stored. */
export interface StoredChatMessage {
  /** `human` (the user's message) or `ai` (the answer). */
  type: 'human' | 'ai';
  content: string;
}

/** The conversations of chat memories. */
export interface ChatMemoryStore {
  /** The session's messages, oldest first (at most the last {@link MAX_STORED_CHAT_MESSAGES}). */
  read(workflowId: string, sessionKey: string): Promise<StoredChatMessage[]>;
  /** Adds messages to the end of the session, dropping the oldest past the cap. */
  append(workflowId: string, sessionKey: string, messages: readonly StoredChatMessage[]): Promise<void>;
}

/**
 * Messages kept per session: windows are counted in exchanges (5 by default, two messages
 * each), so this leaves room for long windows while a busy session's row stays small.
 */
export const MAX_STORED_CHAT_MESSAGES = 200;

/** A store kept in the process (bare engine runs, tests without a database). */
export function createInProcessChatMemory(): ChatMemoryStore {
  const sessions = new Map<string, StoredChatMessage[]>();
  const key = (workflowId: string, sessionKey: string) => JSON.stringify([workflowId, sessionKey]);
  return {
    read: async (workflowId, sessionKey) => [...(sessions.get(key(workflowId, sessionKey)) ?? [])],
    append: async (workflowId, sessionKey, messages) => {
      const all = [...(sessions.get(key(workflowId, sessionKey)) ?? []), ...messages];
      sessions.set(key(workflowId, sessionKey), all.slice(-MAX_STORED_CHAT_MESSAGES));
    },
  };
}
