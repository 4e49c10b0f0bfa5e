/**
 * A local server speaking Google's Generative Language API (Gemini) as Google documents it,
 * standing in for Google in tests: `GET /v1beta/models` (chat and embedding models),
 * `POST /v1beta/models/{model}:generateContent` and `:streamGenerateContent?alt=sse` (text
 * parts, `functionCall` parts, `usageMetadata`). Answers come from the test's script and
 * every request is kept. A request without the key (`x-goog-api-key` header or `key` query
 * parameter) gets Google's 400 "API key not valid".
 */
import type { ServerResponse } from 'node:http';
import { sendJson, startLocalServer, type LocalServer } from '../http-request/testing/local-server';

/** A part of a Gemini message. */
export interface GeminiPart {
  text?: string;
  functionCall?: { name: string; args: Record<string, unknown> };
  functionResponse?: { name: string; response: Record<string, unknown> };
}

/** A generateContent request body. */
export interface GenerateContentRequest {
  contents: Array<{ role: 'user' | 'model' | 'function'; parts: GeminiPart[] }>;
  systemInstruction?: { role?: string; parts: GeminiPart[] };
  tools?: Array<{ functionDeclarations?: Array<{ name: string; description?: string; parameters?: Record<string, unknown> }> }>;
  generationConfig?: Record<string, unknown>;
  safetySettings?: Array<{ category: string; threshold: string }>;
}

/** What the script answers. */
export interface GeminiReply {
  text?: string;
  functionCalls?: Array<{ name: string; args: Record<string, unknown> }>;
}

export interface GeminiCompatibleServer extends LocalServer {
  /** Every generate request with the model it named, in order. */
  generateRequests: Array<GenerateContentRequest & { model: string }>;
}

/** The function results a request carries, as JSON text, in order. */
export function geminiFunctionResults(request: GenerateContentRequest): string[] {
  return request.contents.flatMap((content) =>
    content.parts.filter((part) => part.functionResponse).map((part) => JSON.stringify(part.functionResponse!.response)),
  );
}

/** The text of the last user message. */
export function geminiLastUserText(request: GenerateContentRequest): string {
  const last = [...request.contents].reverse().find((content) => content.role === 'user');
  return (last?.parts ?? []).map((part) => part.text ?? '').join('');
}

function answer(request: GenerateContentRequest, reply: GeminiReply, model: string) {
  const parts: GeminiPart[] = [
    ...(reply.text !== undefined ? [{ text: reply.text }] : []),
    ...(reply.functionCalls ?? []).map((call) => ({ functionCall: call })),
  ];
  const prompt = Math.ceil(JSON.stringify(request.contents).length / 4);
  const candidates = Math.ceil(JSON.stringify(parts).length / 4);
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: prompt, candidatesTokenCount: candidates, totalTokenCount: prompt + candidates },
    modelVersion: model,
  };
}

function googleError(response: ServerResponse, status: number, message: string, code: string): void {
  sendJson(response, status, { error: { code: status, message, status: code } });
}

export async function startGeminiCompatibleServer(
  script: (request: GenerateContentRequest) => GeminiReply,
  options: { apiKey?: string } = {},
): Promise<GeminiCompatibleServer> {
  const apiKey = options.apiKey ?? 'gemini-test-key';
  const generateRequests: GeminiCompatibleServer['generateRequests'] = [];
  const server = await startLocalServer((request, response) => {
    const key = request.headers['x-goog-api-key'] ?? request.query.get('key');
    if (key !== apiKey) return googleError(response, 400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    if (request.method === 'GET' && request.path === '/v1beta/models') {
      return sendJson(response, 200, {
        models: [
          { name: 'models/gemini-2.5-flash', displayName: 'Gemini 2.5 Flash', description: 'Fast and versatile' },
          { name: 'models/gemini-1.5-pro', displayName: 'Gemini 1.5 Pro', description: 'Mid-size multimodal' },
          { name: 'models/text-embedding-004', displayName: 'Text Embedding 004', description: 'Embeddings' },
        ],
      });
    }
    const call = /^\/v1beta\/(models\/[^:]+):(generateContent|streamGenerateContent)$/.exec(request.path);
    if (request.method !== 'POST' || call === null) return googleError(response, 404, 'Not found', 'NOT_FOUND');
    const body = JSON.parse(request.body.toString('utf8')) as GenerateContentRequest;
    generateRequests.push({ ...body, model: call[1]! });
    const reply = answer(body, script(body), call[1]!);
    if (call[2] === 'generateContent') return sendJson(response, 200, reply);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(`data: ${JSON.stringify(reply)}\r\n\r\n`);
  });
  return { ...server, generateRequests };
}
