/**
 * A chat-memory store over a PostgreSQL table in LangChain's layout (what n8n's Postgres
 * Chat Memory writes): `id SERIAL`, `session_id VARCHAR(255)`, `message JSONB` holding
 * `{type: 'human' | 'ai', data: {content}}`. The table is created when missing; each
 * read and write uses a short-lived connection (../postgres/transport.ts).
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { MAX_STORED_CHAT_MESSAGES, type ChatMemoryStore, type StoredChatMessage } from '../../engine/chat-memory';
import { quoteIdentifier, withClient } from '../postgres/transport';

/** `schema.table` or `table`, each part quoted. */
function qualified(tableName: string): string {
  return tableName
    .split('.')
    .map((part) => quoteIdentifier(part.trim()))
    .join('.');
}

export function postgresChatStore(credential: ICredentialDataDecryptedObject, tableName: string): ChatMemoryStore {
  const table = qualified(tableName);
  const ensure = `CREATE TABLE IF NOT EXISTS ${table} (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL)`;
  return {
    read: (_workflowId, sessionKey) =>
      withClient(credential, async (client) => {
        await client.query(ensure);
        const rows = await client.query<{ message: { type?: string; data?: { content?: unknown } } }>(
          `SELECT message FROM ${table} WHERE session_id = $1 ORDER BY id DESC LIMIT $2`,
          [sessionKey, MAX_STORED_CHAT_MESSAGES],
        );
        return rows.rows.reverse().map(({ message }): StoredChatMessage => ({
          type: message.type === 'ai' ? 'ai' : 'human',
          content: typeof message.data?.content === 'string' ? message.data.content : JSON.stringify(message.data?.content ?? ''),
        }));
      }),
    append: (_workflowId, sessionKey, messages) =>
      withClient(credential, async (client) => {
        await client.query(ensure);
        for (const message of messages) {
          await client.query(`INSERT INTO ${table} (session_id, message) VALUES ($1, $2)`, [
            sessionKey,
            JSON.stringify({ type: message.type, data: { content: message.content } }),
          ]);
        }
      }),
  };
}
