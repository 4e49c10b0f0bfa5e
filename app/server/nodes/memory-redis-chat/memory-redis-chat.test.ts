/**
 * Redis Chat Memory against the real Redis at 127.0.0.1:6379: an agent's conversation lands
 * in the list n8n's node uses (LangChain's layout, newest first), with its time-to-live, the
 * next run reads it back, and a session n8n wrote is read as it is.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { lastUserMessage, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../testing/openai-compatible-server';
import { testRedisCredential } from '../shared/redis-client';

const AI = '@n8n/n8n-nodes-langchain';
const REDIS = { host: '127.0.0.1', port: 6379, database: 0, password: '', ssl: false };
const session = `switchyard-test-${randomBytes(4).toString('hex')}`;
const redis = new Redis({ host: REDIS.host, port: REDIS.port, lazyConnect: true });

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) => ({ content: `Reply to ${lastUserMessage(request)}` }));
  await redis.connect();
});
afterAll(async () => {
  await server.close();
  await redis.del(session, `${session}-n8n`);
  redis.disconnect();
});

function runChat(chatInput: string, sessionId = session, parameters: INodeParameters = { sessionTTL: 600, contextWindowLength: 1 }) {
  const nodes: INode[] = [
    node('Chat', `${AI}.chatTrigger`, {}, { typeVersion: 1.1 }),
    node('Agent', `${AI}.agent`, {}, { typeVersion: 1.7 }),
    node(
      'Model',
      `${AI}.lmChatOpenAi`,
      { model: 'gpt-4o-mini' },
      { typeVersion: 1, credentials: { openAiApi: { id: 'openai', name: 'o' } } },
    ),
    node('Memory', `${AI}.memoryRedisChat`, parameters, { typeVersion: 1.5, credentials: { redis: { id: 'redis', name: 'r' } } }),
  ];
  const connections: IConnections = {
    Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    Memory: { ai_memory: [[{ node: 'Agent', type: 'ai_memory', index: 0 }]] },
  };
  return runTestWorkflow(
    { nodes, connections },
    {
      pinData: { Chat: [{ json: { sessionId, action: 'sendMessage', chatInput } }] },
      services: { loadCredential: async (id) => (id === 'redis' ? REDIS : { apiKey: 'sk-test', url: server.baseUrl }) },
    },
  );
}

describe('Redis Chat Memory', () => {
  it("keeps the session's messages in Redis with the time-to-live and hands the window to the next run", async () => {
    expect((await runChat('First question')).data.resultData.error).toBeUndefined();
    await runChat('Second question');
    const third = await runChat('Third question');
    expect(outputJson(third, 'Agent')).toEqual([{ output: 'Reply to Third question' }]);
    // A window of one exchange: only the second question and its answer come before the third.
    expect(server.chatRequests.at(-1)!.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'You are a helpful assistant'],
      ['user', 'Second question'],
      ['assistant', 'Reply to Second question'],
      ['user', 'Third question'],
    ]);
    const stored = (await redis.lrange(session, 0, -1)).map((entry) => JSON.parse(entry) as { type: string; data: { content: string } });
    expect(stored.map((entry) => [entry.type, entry.data.content])).toEqual([
      ['ai', 'Reply to Third question'],
      ['human', 'Third question'],
      ['ai', 'Reply to Second question'],
      ['human', 'Second question'],
      ['ai', 'Reply to First question'],
      ['human', 'First question'],
    ]);
    const ttl = await redis.ttl(session);
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('reads a session n8n stored, and tests the credential by connecting', async () => {
    const key = `${session}-n8n`;
    await redis.lpush(key, JSON.stringify({ type: 'human', data: { content: 'Hi from n8n', additional_kwargs: {} } }));
    await redis.lpush(key, JSON.stringify({ type: 'ai', data: { content: 'Hello!', additional_kwargs: {}, response_metadata: {} } }));
    await runChat('And now?', key, {});
    expect(server.chatRequests.at(-1)!.messages.map((m) => m.content)).toEqual([
      'You are a helpful assistant',
      'Hi from n8n',
      'Hello!',
      'And now?',
    ]);
    expect(await redis.ttl(key)).toBe(-1);

    expect(await testRedisCredential(REDIS)).toEqual({ status: 'OK', message: 'Connection successful!' });
    const refused = await testRedisCredential({ ...REDIS, port: 1 });
    expect(refused.status).toBe('Error');
    expect(refused.message).toMatch(/ECONNREFUSED|connect/i);
  });
});
