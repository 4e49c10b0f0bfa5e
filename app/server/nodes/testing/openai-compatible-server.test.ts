/**
 * The OpenAI stand-in speaks the wire protocol LangChain's real OpenAI client reads:
 * streamed answers (server-sent events) with text and tool calls and usage, the model
 * list and embeddings. Tests of the AI nodes rely on it answering as OpenAI would.
 */
import { ChatOpenAI, OpenAIEmbeddings } from '@langchain/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastUserMessage, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from './openai-compatible-server';

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer((request) =>
    lastUserMessage(request) === 'tool please'
      ? { toolCalls: [{ name: 'lookup', arguments: { city: 'Oslo' } }] }
      : { content: 'Streamed words arrive in pieces', usage: { prompt_tokens: 11, completion_tokens: 5 } },
  );
});
afterAll(() => server.close());

const model = (streaming: boolean) =>
  new ChatOpenAI({ apiKey: 'sk-test', model: 'gpt-4o-mini', streaming, configuration: { baseURL: server.baseUrl } });

describe('the local OpenAI-compatible server', () => {
  it('streams text with usage to the real client', async () => {
    const chunks: string[] = [];
    const stream = await model(true).stream('Hello');
    let usage: unknown;
    for await (const chunk of stream) {
      if (typeof chunk.content === 'string' && chunk.content !== '') chunks.push(chunk.content);
      if (chunk.usage_metadata) usage = chunk.usage_metadata;
    }
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe('Streamed words arrive in pieces');
    expect(usage).toMatchObject({ input_tokens: 11, output_tokens: 5, total_tokens: 16 });
    expect(server.chatRequests.at(-1)!.stream).toBe(true);
  });

  it('streams tool calls in pieces, and answers them whole without streaming', async () => {
    const tools = [
      {
        type: 'function' as const,
        function: { name: 'lookup', description: 'Looks up', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
      },
    ];
    const pieces: unknown[] = [];
    for await (const chunk of await model(true).bindTools(tools).stream('tool please')) pieces.push(...(chunk.tool_call_chunks ?? []));
    expect(pieces).toEqual([
      expect.objectContaining({ name: 'lookup', id: 'call_1', args: '' }),
      expect.objectContaining({ args: '{"city":"Oslo"}' }),
    ]);
    const whole = await model(false).bindTools(tools).invoke('tool please');
    expect(whole.tool_calls).toEqual([expect.objectContaining({ name: 'lookup', args: { city: 'Oslo' }, id: 'call_1' })]);
  });

  it('answers embeddings, and refuses a wrong key as OpenAI does', async () => {
    const embeddings = new OpenAIEmbeddings({
      apiKey: 'sk-test',
      model: 'text-embedding-3-small',
      configuration: { baseURL: server.baseUrl },
    });
    const [a, b] = await embeddings.embedDocuments(['same text', 'same text']);
    expect(a).toHaveLength(8);
    expect(a).toEqual(b);
    const wrong = new ChatOpenAI({ apiKey: 'sk-wrong', model: 'gpt-4o-mini', maxRetries: 0, configuration: { baseURL: server.baseUrl } });
    await expect(wrong.invoke('Hi')).rejects.toThrow('Incorrect API key provided');
  });
});
