/**
 * A local server speaking Anthropic's Messages API as Anthropic documents it, standing in
 * for Anthropic in tests: `POST /v1/messages` (JSON answers with text and `tool_use`
 * blocks and usage; streaming is not spoken) and `GET /v1/models`. Answers come from the
 * test's script; every request is kept. Requests without `x-api-key: <apiKey>` get
 * Anthropic's 401.
 */
import { sendJson, startLocalServer, type LocalServer } from '../http-request/testing/local-server';

/** A content block as the client sends or the server answers it. */
export interface AnthropicBlock {
  type: 'text' | 'tool_use' | 'tool_result' | string;
  text?: string;
  id?: string;
  name?: string;
  input?: Record<string, unknown>;
  tool_use_id?: string;
  content?: string | AnthropicBlock[];
}

/** A Messages API request body. */
export interface MessagesRequest {
  model: string;
  max_tokens: number;
  system?: string | AnthropicBlock[];
  messages: Array<{ role: 'user' | 'assistant'; content: string | AnthropicBlock[] }>;
  tools?: Array<{ name: string; description?: string; input_schema: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** What the script answers. */
export interface AnthropicReply {
  text?: string;
  toolUses?: Array<{ name: string; input: Record<string, unknown> }>;
  usage?: { input_tokens: number; output_tokens: number };
}

export interface AnthropicCompatibleServer extends LocalServer {
  messageRequests: MessagesRequest[];
}

/** The text of the `tool_result` blocks of a request, in order. */
export function anthropicToolResults(request: MessagesRequest): string[] {
  return request.messages.flatMap((message) =>
    typeof message.content === 'string'
      ? []
      : message.content
          .filter((block) => block.type === 'tool_result')
          .map((block) =>
            typeof block.content === 'string' ? block.content : (block.content ?? []).map((part) => part.text ?? '').join(''),
          ),
  );
}

export async function startAnthropicCompatibleServer(
  script: (request: MessagesRequest) => AnthropicReply,
  options: { apiKey?: string } = {},
): Promise<AnthropicCompatibleServer> {
  const apiKey = options.apiKey ?? 'sk-ant-test';
  const messageRequests: MessagesRequest[] = [];
  const server = await startLocalServer((request, response) => {
    if (request.headers['x-api-key'] !== apiKey) {
      return sendJson(response, 401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      return sendJson(response, 200, {
        data: [{ type: 'model', id: 'claude-3-5-sonnet-20240620', display_name: 'Claude 3.5 Sonnet' }],
        has_more: false,
      });
    }
    if (request.method !== 'POST' || request.path !== '/v1/messages') {
      return sendJson(response, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    }
    const body = JSON.parse(request.body.toString('utf8')) as MessagesRequest;
    messageRequests.push(body);
    const reply = script(body);
    const content: AnthropicBlock[] = [
      ...(reply.text !== undefined ? [{ type: 'text', text: reply.text }] : []),
      ...(reply.toolUses ?? []).map((use, index) => ({ type: 'tool_use', id: `toolu_${index + 1}`, name: use.name, input: use.input })),
    ];
    sendJson(response, 200, {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: (reply.toolUses?.length ?? 0) > 0 ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: reply.usage ?? { input_tokens: 10, output_tokens: 5 },
    });
  });
  return { ...server, messageRequests };
}
