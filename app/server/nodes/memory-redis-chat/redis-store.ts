/**
 * A chat-memory store over Redis in LangChain's layout (what n8n's Redis Chat Memory
 * writes, so sessions n8n stored are read as they are): one list per session id, newest
 * first (`LPUSH`), each entry `{"type": "human" | "ai", "data": {"content": …}}`; a session
 * time-to-live is renewed on every write. Each read and write uses a short-lived connection.
 */
import { Redis } from 'ioredis';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { MAX_STORED_CHAT_MESSAGES, type ChatMemoryStore, type StoredChatMessage } from '../../engine/chat-memory';

/** How long connecting may take before the node fails. */
const CONNECT_TIMEOUT_MS = 10_000;

function clientOptions(credential: ICredentialDataDecryptedObject, withUser: boolean) {
  const tls = credential['ssl'] === true ? { rejectUnauthorized: credential['disableTlsVerification'] !== true } : undefined;
  return {
    host: String(credential['host'] || 'localhost'),
    port: Number(credential['port'] || 6379),
    db: Number(credential['database'] || 0),
    ...(credential['password'] ? { password: String(credential['password']) } : {}),
    ...(withUser && credential['user'] ? { username: String(credential['user']) } : {}),
    ...(tls ? { tls } : {}),
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: true,
    // One attempt: a wrong address fails the node instead of retrying for ever.
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  };
}

/** Runs `work` on a fresh connection, closed afterwards whatever happens. */
export async function withRedis<T>(
  credential: ICredentialDataDecryptedObject,
  withUser: boolean,
  work: (client: Redis) => Promise<T>,
): Promise<T> {
  const client = new Redis(clientOptions(credential, withUser));
  client.on('error', () => undefined); // reported through the failing command instead
  try {
    await client.connect();
    return await work(client);
  } finally {
    client.disconnect();
  }
}

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

/** The credential's connection test: connect and PING. */
export async function testRedisCredential(
  credential: ICredentialDataDecryptedObject,
): Promise<{ status: 'OK' | 'Error'; message: string }> {
  try {
    await withRedis(credential, true, (client) => client.ping());
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
}
