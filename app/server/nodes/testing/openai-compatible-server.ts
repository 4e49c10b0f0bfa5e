/**
 * A local server speaking the OpenAI HTTP API as OpenAI documents it, standing in for
 * OpenAI (or Ollama, vLLM ...) in tests: `POST /v1/chat/completions` (JSON, or server-sent
 * events when `stream` is set, with tool calls and usage), `GET /v1/models`,
 * `POST /v1/embeddings`, `POST /v1/moderations` (flags text that mentions violence) and
 * `POST /v1/images/generations` (a 1×1 PNG, as base64 or as a URL on this server). Answers come from the test's script, a function of the request
 * (its last user message, whether tool results are in it ...), and every request is kept
 * so a test can check what the model was sent (system message, history, tool schemas).
 * Requests without `Authorization: Bearer <apiKey>` get OpenAI's 401.
 */
import type { ServerResponse } from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../http-request/testing/local-server';

/** A chat message as the client sends it. */
export interface WireMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'developer';
  content?: string | Array<{ type: string; text?: string }> | null;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/** A chat completion request body. */
export interface ChatCompletionRequest {
  model: string;
  messages: WireMessage[];
  tools?: Array<{ type: 'function'; function: { name: string; description?: string; parameters?: Record<string, unknown> } }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

/** What the script answers: text, tool calls, or an HTTP error. */
export interface ScriptedReply {
  content?: string;
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown>; id?: string }>;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Answer with this status and OpenAI's error body instead. */
  error?: { status: number; message: string };
}

/** The script: the answer to one chat completion request. */
export type ChatScript = (request: ChatCompletionRequest) => ScriptedReply;

export interface OpenAiCompatibleServer extends LocalServer {
  /** The base URL clients use (`<url>/v1`). */
  baseUrl: string;
  /** Every chat completion request, parsed, in order. */
  chatRequests: ChatCompletionRequest[];
  /** Every moderation and image request body, with its path, in order. */
  otherRequests: Array<{ path: string; body: Record<string, unknown> }>;
}

/** A 1×1 transparent PNG, the picture every image generation answers with. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const VIOLENT = /\b(kill|attack|hurt)\b/i;

function moderation(body: Record<string, unknown>) {
  const flagged = VIOLENT.test(String(body['input']));
  return {
    id: 'modr-test',
    model: body['model'],
    results: [
      { flagged, categories: { violence: flagged, hate: false }, category_scores: { violence: flagged ? 0.97 : 0.01, hate: 0.01 } },
    ],
  };
}

function images(body: Record<string, unknown>, baseUrl: string) {
  const count = typeof body['n'] === 'number' ? body['n'] : 1;
  const entry =
    body['response_format'] === 'url'
      ? { url: `${baseUrl}/files/image.png`, revised_prompt: body['prompt'] }
      : { b64_json: TINY_PNG.toString('base64') };
  return { created: 0, data: Array.from({ length: count }, () => entry) };
}

/** The text of a message's content. */
export function messageText(message: WireMessage | undefined): string {
  const content = message?.content;
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

/** The last user message of a request. */
export function lastUserMessage(request: ChatCompletionRequest): string {
  return messageText([...request.messages].reverse().find((message) => message.role === 'user'));
}

/** The tool results of a request (messages of role `tool`), in order. */
export function toolResults(request: ChatCompletionRequest): string[] {
  return request.messages.filter((message) => message.role === 'tool').map(messageText);
}

/** Usage counted roughly from the text (4 characters a token), unless the script gives it. */
function usageOf(request: ChatCompletionRequest, reply: ScriptedReply) {
  const prompt = reply.usage?.prompt_tokens ?? Math.ceil(JSON.stringify(request.messages).length / 4);
  const completion = reply.usage?.completion_tokens ?? Math.ceil(JSON.stringify(reply.content ?? reply.toolCalls ?? '').length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

function toolCallsOf(reply: ScriptedReply) {
  return (reply.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index + 1}`,
    type: 'function' as const,
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
}

function completion(request: ChatCompletionRequest, reply: ScriptedReply) {
  const toolCalls = toolCallsOf(reply);
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: toolCalls.length > 0 ? (reply.content ?? null) : (reply.content ?? ''),
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageOf(request, reply),
  };
}

/** The answer as server-sent events: role, content in pieces, tool calls, finish, usage, [DONE]. */
function stream(response: ServerResponse, request: ChatCompletionRequest, reply: ScriptedReply): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: request.model };
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    response.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
  send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const piece of (reply.content ?? '').match(/\S+\s*|\s+/g) ?? []) {
    send([{ index: 0, delta: { content: piece }, finish_reason: null }]);
  }
  toolCallsOf(reply).forEach((call, index) => {
    send([
      {
        index: 0,
        delta: { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] },
        finish_reason: null,
      },
    ]);
    send([{ index: 0, delta: { tool_calls: [{ index, function: { arguments: call.function.arguments } }] }, finish_reason: null }]);
  });
  send([{ index: 0, delta: {}, finish_reason: (reply.toolCalls?.length ?? 0) > 0 ? 'tool_calls' : 'stop' }]);
  if (request.stream_options?.include_usage) send([], { usage: usageOf(request, reply) });
  response.write('data: [DONE]\n\n');
  response.end();
}

/** A small deterministic vector for a text (the same text always gets the same one). */
/** A deterministic unit vector of `text` (the same text always gets the same vector). */
export function embeddingOf(text: string, dimensions: number): number[] {
  const vector = Array.from({ length: dimensions }, () => 0);
  for (let i = 0; i < text.length; i++) vector[i % dimensions]! += text.charCodeAt(i) / 1000;
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

function openAiError(response: ServerResponse, status: number, message: string, code: string | null = null): void {
  sendJson(response, status, { error: { message, type: 'invalid_request_error', param: null, code } });
}

/** Starts the server; `apiKey` is the key it accepts, `models` the ids `/v1/models` lists. */
export async function startOpenAiCompatibleServer(
  script: ChatScript,
  options: { apiKey?: string; models?: string[] } = {},
): Promise<OpenAiCompatibleServer> {
  const apiKey = options.apiKey ?? 'sk-test';
  const chatRequests: ChatCompletionRequest[] = [];
  const otherRequests: OpenAiCompatibleServer['otherRequests'] = [];
  let url = '';
  const server = await startLocalServer((request, response) => {
    if (request.headers['authorization'] !== `Bearer ${apiKey}`) {
      return openAiError(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      const data = (options.models ?? ['gpt-4o-mini', 'gpt-4o']).map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' }));
      return sendJson(response, 200, { object: 'list', data });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return openAiError(response, 400, 'We could not parse the JSON body of your request.');
    }
    if (request.method === 'POST' && request.path === '/v1/embeddings') {
      const inputs = Array.isArray(body['input']) ? (body['input'] as unknown[]) : [body['input']];
      const dimensions = typeof body['dimensions'] === 'number' ? body['dimensions'] : 8;
      return sendJson(response, 200, {
        object: 'list',
        // The official clients ask for base64 (little-endian float32), others for a list of numbers.
        data: inputs.map((input, index) => {
          const vector = embeddingOf(String(input), dimensions);
          const embedding = body['encoding_format'] === 'base64' ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
          return { object: 'embedding', index, embedding };
        }),
        model: body['model'],
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      });
    }
    if (request.method === 'POST' && (request.path === '/v1/moderations' || request.path === '/v1/images/generations')) {
      otherRequests.push({ path: request.path, body });
      return sendJson(response, 200, request.path === '/v1/moderations' ? moderation(body) : images(body, url));
    }
    if (request.method === 'POST' && request.path === '/v1/chat/completions') {
      const chat = body as unknown as ChatCompletionRequest;
      if (!Array.isArray(chat.messages)) return openAiError(response, 400, "Missing required parameter: 'messages'.");
      chatRequests.push(chat);
      const reply = script(chat);
      if (reply.error) return openAiError(response, reply.error.status, reply.error.message);
      if (chat.stream) return stream(response, chat, reply);
      return sendJson(response, 200, completion(chat, reply));
    }
    openAiError(response, 404, `Unknown request URL: ${request.method} ${request.path}.`, 'unknown_url');
  });
  url = server.url;
  return { ...server, baseUrl: `${server.url}/v1`, chatRequests, otherRequests };
}
