/**
 * A local server speaking Ollama's API as Ollama documents it, standing in for Ollama in
 * tests: `POST /api/chat` (newline-delimited JSON when `stream` is not false, one JSON
 * object otherwise; text, `tool_calls`, and the token counts `prompt_eval_count` /
 * `eval_count` on the last line), `POST /api/embed` (deterministic vectors) and `GET /api/tags`. Answers come from the test's script;
 * every request is kept.
 */
import type { ServerResponse } from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../http-request/testing/local-server';
import { embeddingOf } from './openai-compatible-server';

/** An `/api/chat` request body. */
export interface OllamaChatRequest {
  model: string;
  messages: Array<{ role: string; content: string; tool_calls?: unknown[] }>;
  tools?: Array<{ type: 'function'; function: { name: string; description?: string; parameters?: unknown } }>;
  stream?: boolean;
  options?: Record<string, unknown>;
  format?: unknown;
  [key: string]: unknown;
}

export interface OllamaReply {
  content?: string;
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> }>;
  promptTokens?: number;
  completionTokens?: number;
}

export interface OllamaCompatibleServer extends LocalServer {
  chatRequests: OllamaChatRequest[];
}

function writeLines(response: ServerResponse, lines: unknown[]): void {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
  for (const line of lines) response.write(`${JSON.stringify(line)}\n`);
  response.end();
}

export async function startOllamaCompatibleServer(script: (request: OllamaChatRequest) => OllamaReply): Promise<OllamaCompatibleServer> {
  const chatRequests: OllamaChatRequest[] = [];
  const server = await startLocalServer((request, response) => {
    if (request.method === 'GET' && request.path === '/api/tags') {
      return sendJson(response, 200, { models: [{ name: 'llama3.2:latest', model: 'llama3.2:latest', size: 1, digest: 'x' }] });
    }
    if (request.method === 'POST' && request.path === '/api/embed') {
      const body = JSON.parse(request.body.toString('utf8')) as { model: string; input: string | string[] };
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      return sendJson(response, 200, { model: body.model, embeddings: inputs.map((input) => embeddingOf(String(input), 8)) });
    }
    if (request.method !== 'POST' || request.path !== '/api/chat') return sendJson(response, 404, { error: 'not found' });
    const body = JSON.parse(request.body.toString('utf8')) as OllamaChatRequest;
    chatRequests.push(body);
    const reply = script(body);
    const created = new Date().toISOString();
    const toolCalls = (reply.toolCalls ?? []).map((call) => ({ function: { name: call.name, arguments: call.arguments } }));
    const final = {
      model: body.model,
      created_at: created,
      message: {
        role: 'assistant',
        content: body.stream === false ? (reply.content ?? '') : '',
        ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
      },
      done: true,
      done_reason: 'stop',
      prompt_eval_count: reply.promptTokens ?? 10,
      eval_count: reply.completionTokens ?? 5,
    };
    if (body.stream === false) return sendJson(response, 200, final);
    const pieces = (reply.content ?? '').match(/\S+\s*|\s+/g) ?? [];
    writeLines(response, [
      ...pieces.map((piece) => ({ model: body.model, created_at: created, message: { role: 'assistant', content: piece }, done: false })),
      final,
    ]);
  });
  return { ...server, chatRequests };
}
