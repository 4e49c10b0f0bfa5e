/**
 * A chat-memory store over Redis in LangChain's layout (what n8n's Redis Chat Memory
 * writes, so sessions n8n stored are read as they are): one list per session id, newest
 * first (`LPUSH`), each entry `{"type": "human" | "ai", "data": {"content": …}}`; a session
 * time-to-live is renewed on every write. Each read and write uses a short-lived connection.
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { withRedis } from '../shared/redis-client';
import { MAX_STORED_CHAT_MESSAGES, type ChatMemoryStore, type StoredChatMessage } from '../../engine/chat-memory';

function parseEntry(raw: string): StoredChatMessage | undefined {
  try {
    const entry = JSON.parse(raw) as { type?: string; data?: { content?: unknown } };
    const content = entry.data?.content;
    return { type: entry.type === 'ai' ? 'ai' : 'human', content: typeof content === 'string' ? content : JSON.stringify(content ?? '') };
  } catch {
    return undefined;
  }
}

export function redisChatStore(
  credential: ICredentialDataDecryptedObject,
  options: { ttlSeconds: number; withUser: boolean },
): ChatMemoryStore {
  return {
    read: (_workflowId, sessionKey) =>
      withRedis(credential, options.withUser, async (client) => {
        const newestFirst = await client.lrange(sessionKey, 0, MAX_STORED_CHAT_MESSAGES - 1);
        return newestFirst
          .reverse()
          .map(parseEntry)
          .filter((message): message is StoredChatMessage => message !== undefined);
      }),
    append: (_workflowId, sessionKey, messages) =>
      withRedis(credential, options.withUser, async (client) => {
        for (const message of messages) {
          const entry = { type: message.type, data: { content: message.content, additional_kwargs: {}, response_metadata: {} } };
          await client.lpush(sessionKey, JSON.stringify(entry));
          if (options.ttlSeconds > 0) await client.expire(sessionKey, options.ttlSeconds);
        }
      }),
  };
}
