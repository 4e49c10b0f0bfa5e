/**
 * A stand-in for the slice of Slack's Web API the Slack node uses, on 127.0.0.1:
 * `POST|GET /api/<method>` with `Authorization: Bearer <token>` (a bot token and an OAuth2
 * token are accepted), arguments from the query and a JSON, form or multipart body, and
 * Slack's answers: HTTP 200 `{ ok: false, error }` for refusals (`invalid_auth`,
 * `channel_not_found`, ...), cursor pagination, and 429 `{ ok: false, error: 'ratelimited' }`
 * with `Retry-After` while `tooManyRequests` counts down. Uploads go to the URL
 * `files.getUploadURLExternal` hands out (`/upload/<file id>`). The workspace and the
 * methods are in slack-state.ts.
 */
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../../http-request/testing/local-server';
import { answer, initialState, type SlackState } from './slack-state';

export const SLACK_TEST_TOKEN = 'xoxb-test-token';
export const SLACK_OAUTH_TOKEN = 'xoxp-oauth-token';

export interface SlackCall {
  method: string;
  args: IDataObject;
  contentType?: string;
  /** An urlencoded call's body as sent, so tests can check its encoding byte for byte. */
  form?: string;
}

export interface SlackServer extends LocalServer {
  apiUrl: string;
  calls: SlackCall[];
  tooManyRequests: { count: number };
  state: SlackState;
}

/** The call's arguments: query, then the body (JSON, urlencoded or multipart; a file part as `__file`). */
async function argsOf(request: SeenRequest): Promise<IDataObject> {
  const args: IDataObject = Object.fromEntries(request.query);
  const type = String(request.headers['content-type'] ?? '');
  if (request.body.length === 0) return args;
  if (type.includes('application/json')) return { ...args, ...(JSON.parse(request.body.toString('utf8')) as IDataObject) };
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...args, ...Object.fromEntries(new URLSearchParams(request.body.toString('utf8'))) };
  if (type.includes('multipart/form-data')) {
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': type } }).formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') args[key] = value;
      else {
        args['__file'] = Buffer.from(await value.arrayBuffer()) as never;
        args['__fileName'] = value.name;
      }
    }
  }
  return args;
}

const USERS: Readonly<Record<string, string>> = { [SLACK_TEST_TOKEN]: 'U001', [SLACK_OAUTH_TOKEN]: 'U002' };

/** Starts the stand-in with a fresh workspace. */
export async function startSlackServer(): Promise<SlackServer> {
  const extra = { calls: [] as SlackCall[], tooManyRequests: { count: 0 }, state: initialState() };
  const server = (await startLocalServer(async (request, response) => {
    const args = await argsOf(request);
    const upload = /^\/upload\/(F\w+)$/.exec(request.path);
    if (upload) {
      const pending = extra.state.uploads.get(upload[1]!);
      if (!pending || !args['__file']) return sendJson(response, 404, { ok: false, error: 'not_found' });
      pending.content = args['__file'] as unknown as Buffer;
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`OK - ${pending.content.length}`);
      return;
    }
    const method = /^\/api\/([\w.]+)$/.exec(request.path)?.[1];
    if (!method) return sendJson(response, 404, { ok: false, error: 'unknown_method' });
    const { __file: file, ...shown } = args;
    extra.calls.push({
      method,
      args: file ? { ...shown, __file: String((file as unknown as Buffer).length) } : shown,
      contentType: request.headers['content-type'],
      ...(String(request.headers['content-type']).includes('application/x-www-form-urlencoded')
        ? { form: request.body.toString('utf8') }
        : {}),
    });
    if (extra.tooManyRequests.count > 0) {
      extra.tooManyRequests.count--;
      return sendJson(response, 429, { ok: false, error: 'ratelimited' }, { 'retry-after': '1' });
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer) return sendJson(response, 200, { ok: false, error: 'not_authed' });
    const userId = USERS[bearer];
    if (!userId) return sendJson(response, 200, { ok: false, error: 'invalid_auth' });
    sendJson(response, 200, answer(extra.state, method, args, userId, server.url));
  })) as SlackServer;
  return Object.assign(server, extra, { apiUrl: `${server.url}/api` });
}
