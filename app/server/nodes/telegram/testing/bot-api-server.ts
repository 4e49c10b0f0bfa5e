/**
 * A stand-in for the Telegram Bot API on 127.0.0.1 for tests: `POST /bot<token>/<method>`
 * with JSON, form or multipart bodies, answered as Telegram does (`{ ok: true, result }`,
 * `{ ok: false, error_code, description }`; 401 for a wrong token; 429 with
 * `parameters.retry_after` while `tooManyRequests` counts down). Files are served under
 * `/file/bot<token>/<path>`. Every call is recorded with its fields and uploaded files.
 */
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../../http-request/testing/local-server';

/** One Bot API call as the stand-in saw it. */
export interface BotCallSeen {
  method: string;
  fields: IDataObject;
  files: Record<string, { name: string; type: string; content: Buffer }>;
}

export interface BotApiServer extends LocalServer {
  token: string;
  calls: BotCallSeen[];
  /** Answer the next n calls of `method` with 429. */
  tooManyRequests: Map<string, number>;
  /** The webhook registered with setWebhook ('' when none). */
  webhook: { url: string; allowed_updates?: unknown; secret_token?: string };
}

const BOT = { id: 42, is_bot: true, first_name: 'Switchyard Test Bot', username: 'switchyard_test_bot' };
const FILE_CONTENT = Buffer.from('file kept by telegram');

async function readCall(request: SeenRequest, method: string): Promise<BotCallSeen> {
  const type = String(request.headers['content-type'] ?? '');
  const call: BotCallSeen = { method, fields: {}, files: {} };
  if (type.includes('application/json')) {
    call.fields = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as IDataObject) : {};
  } else if (type.includes('multipart/form-data') || type.includes('x-www-form-urlencoded')) {
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': type } }).formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') call.fields[key] = value;
      else call.files[key] = { name: value.name, type: value.type, content: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return call;
}

function message(call: BotCallSeen, extra: IDataObject = {}): IDataObject {
  return {
    message_id: 100 + Number(call.fields['message_id'] ?? 0),
    chat: { id: Number(call.fields['chat_id']) || 0, type: 'private' },
    date: 1790000000,
    ...extra,
  };
}

function resultOf(server: BotApiServer, call: BotCallSeen): IDataObject | boolean | IDataObject[] | { error: number; description: string } {
  const f = call.fields;
  switch (call.method) {
    case 'getMe':
      return BOT;
    case 'sendMessage':
      if (!f['chat_id']) return { error: 400, description: 'Bad Request: chat_id is empty' };
      if (f['chat_id'] === '404') return { error: 400, description: 'Bad Request: chat not found' };
      return message(call, { text: f['text'] });
    case 'editMessageText':
      return message(call, { text: f['text'], edit_date: 1790000100 });
    case 'sendPhoto':
      return message(call, {
        photo: [{ file_id: call.files['photo'] ? 'uploaded-photo' : String(f['photo']), width: 90, height: 90 }],
        caption: f['caption'],
      });
    case 'sendDocument':
      return message(call, { document: { file_id: 'uploaded-doc', file_name: call.files['document']?.name ?? String(f['document']) } });
    case 'sendMediaGroup': {
      const media = Array.isArray(f['media']) ? (f['media'] as IDataObject[]) : [];
      if (media.length < 2 || media.length > 10)
        return { error: 400, description: 'Bad Request: wrong number of media files specified in media group' };
      return media.map((entry, n) =>
        message(
          { ...call, fields: { ...f, message_id: n } },
          {
            media_group_id: 'album-1',
            ...(entry['type'] === 'video'
              ? { video: { file_id: String(entry['media']) } }
              : { photo: [{ file_id: String(entry['media']) }] }),
            ...(entry['caption'] !== undefined ? { caption: entry['caption'] } : {}),
          },
        ),
      );
    }
    case 'answerInlineQuery':
      if (typeof f['results'] !== 'string') return { error: 400, description: 'Bad Request: results must be a JSON-serialized array' };
      try {
        return Array.isArray(JSON.parse(f['results'])) ? true : { error: 400, description: 'Bad Request: results must be an array' };
      } catch {
        return { error: 400, description: "Bad Request: can't parse inline query results JSON object" };
      }
    case 'getChat':
      return { id: Number(f['chat_id']), type: 'group', title: 'Test group' };
    case 'getChatAdministrators':
      return [{ user: BOT, status: 'administrator' }];
    case 'getChatMember':
      return { user: { id: Number(f['user_id']), is_bot: false, first_name: 'Ada' }, status: 'member' };
    case 'getFile':
      return { file_id: f['file_id'], file_unique_id: 'u1', file_size: FILE_CONTENT.length, file_path: 'documents/file_1.txt' };
    case 'setWebhook':
      server.webhook = { url: String(f['url'] ?? ''), allowed_updates: f['allowed_updates'], secret_token: f['secret_token'] as string };
      return true;
    case 'deleteWebhook':
      server.webhook = { url: '' };
      return true;
    case 'getWebhookInfo':
      return { url: server.webhook.url, has_custom_certificate: false, pending_update_count: 0 };
    default:
      // deleteMessage, pinChatMessage, unpinChatMessage, sendChatAction, answerCallbackQuery, leaveChat, ...
      return true;
  }
}

/** Starts the stand-in; `token` is the only token it accepts. */
export async function startBotApiServer(token = '123456:TEST-token'): Promise<BotApiServer> {
  const state = { calls: [] as BotCallSeen[], tooManyRequests: new Map<string, number>(), webhook: { url: '' } };
  const server = (await startLocalServer(async (request, response) => {
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(request.path);
    if (file) {
      response.writeHead(file[1] === token ? 200 : 404, { 'content-type': 'text/plain' });
      response.end(file[1] === token ? FILE_CONTENT : 'Not Found');
      return;
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.path);
    if (!match) return sendJson(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    if (match[1] !== token) return sendJson(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const call = await readCall(request, match[2]!);
    state.calls.push(call);
    const waits = state.tooManyRequests.get(call.method) ?? 0;
    if (waits > 0) {
      state.tooManyRequests.set(call.method, waits - 1);
      return sendJson(response, 429, {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 1',
        parameters: { retry_after: 1 },
      });
    }
    const result = resultOf(server, call);
    if (typeof result === 'object' && result !== null && 'error' in result && typeof result.error === 'number')
      return sendJson(response, result.error, { ok: false, error_code: result.error, description: result.description });
    sendJson(response, 200, { ok: true, result });
  })) as BotApiServer;
  return Object.assign(server, state, { token });
}
