/**
 * Postgres Chat Memory against the real PostgreSQL at 127.0.0.1:5432 (database `test`):
 * an agent's conversation lands in the table n8n's node uses, in LangChain's row layout,
 * and the next run of the session reads it back.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { lastUserMessage, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../testing/openai-compatible-server';

const AI = '@n8n/n8n-nodes-langchain';
const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
const table = `chat_histories_${randomBytes(4).toString('hex')}`;

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => ({ content: `Reply to ${lastUserMessage(request)}` }));
});
afterAll(async () => {
  await server.close();
  const client = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
  await client.connect();
  await client.query(`DROP TABLE IF EXISTS "${table}"`);
  await client.end();
});

function runChat(chatInput: string) {
  const nodes: INode[] = [
    node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
    node('Agent', `${AI}.agent`, {}, { typeVersion: 1.7 }),
    node(
      'Model',
      `${AI}.lmChatOpenAi`,
      { model: 'gpt-4o-mini' },
      { typeVersion: 1, credentials: { openAiApi: { id: 'openai', name: 'o' } } },
    ),
    node(
      'Memory',
      `${AI}.memoryPostgresChat`,
      { tableName: table, contextWindowLength: 3 },
      { typeVersion: 1.3, credentials: { postgres: { id: 'pg', name: 'pg' } } },
    ),
  ];
  const connections: IConnections = {
    Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    Memory: { ai_memory: [[{ node: 'Agent', type: 'ai_memory', index: 0 }]] },
  };
  return runTestWorkflow(
    { nodes, connections },
    {
      pinData: { Chat: [{ json: { sessionId: 'pg-session', action: 'sendMessage', chatInput } }] },
      services: { loadCredential: async (id) => (id === 'pg' ? PG : { apiKey: 'sk-test', url: server.baseUrl }) },
    },
  );
}

describe('Postgres Chat Memory', () => {
  it("keeps the session's messages in the table and hands them to the next run", async () => {
    const first = await runChat('First question');
    expect(first.data.resultData.error).toBeUndefined();
    const second = await runChat('Second question');
    expect(outputJson(second, 'Agent')).toEqual([{ output: 'Reply to Second question' }]);
    expect(server.chatRequests.at(-1)!.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'You are a helpful assistant'],
      ['user', 'First question'],
      ['assistant', 'Reply to First question'],
      ['user', 'Second question'],
    ]);
    const client = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
    await client.connect();
    const rows = await client.query(`SELECT session_id, message FROM "${table}" ORDER BY id`);
    await client.end();
    expect(rows.rows).toEqual([
      { session_id: 'pg-session', message: { type: 'human', data: { content: 'First question' } } },
      { session_id: 'pg-session', message: { type: 'ai', data: { content: 'Reply to First question' } } },
      { session_id: 'pg-session', message: { type: 'human', data: { content: 'Second question' } } },
      { session_id: 'pg-session', message: { type: 'ai', data: { content: 'Reply to Second question' } } },
    ]);
  });
});
