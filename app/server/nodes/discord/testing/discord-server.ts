/**
 * A stand-in for the slice of the Discord API the Discord node uses, on 127.0.0.1: bot
 * routes under `/api/v10` (`Authorization: Bot <token>`, 401 `{ message, code: 0 }`
 * otherwise), a channel webhook at `/api/webhooks/<id>/<token>`, messages kept per channel
 * (newest first, `limit` / `before` paging), JSON or multipart (`payload_json`,
 * `files[n]`) bodies, and 429 `{ message, retry_after, global }` while `tooManyRequests`
 * counts down.
 */
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../../http-request/testing/local-server';

export interface DiscordCall {
  method: string;
  path: string;
  authorization?: string;
  body: IDataObject;
  files: Array<{ field: string; name: string; content: Buffer }>;
}

export interface DiscordServer extends LocalServer {
  apiUrl: string;
  /** The server's channels (created, changed and deleted by the node's calls). */
  channels: IDataObject[];
  /** Role ids per member user id. */
  memberRoles: Map<string, string[]>;
  webhookUrl: string;
  calls: DiscordCall[];
  tooManyRequests: { count: number };
  messages: Map<string, IDataObject[]>;
  reactions: string[];
}

const TOKEN = 'bot-token-1';
const GUILDS = [{ id: '100', name: 'Switchyard Lab' }];
const CHANNELS: IDataObject[] = [
  { id: '200', name: 'general', type: 0, guild_id: '100' },
  { id: '201', name: 'Voice', type: 2, guild_id: '100' },
  { id: '202', name: 'Projects', type: 4, guild_id: '100' },
];
const ROLES = [
  { id: '100', name: '@everyone' },
  { id: '500', name: 'Admin' },
  { id: '501', name: 'Helper' },
];
/** Members in id order, as Discord lists them (`after` a user id, `limit`). */
const MEMBER_IDS = ['7', '8', '9'];

async function readCall(request: SeenRequest): Promise<DiscordCall> {
  const type = String(request.headers['content-type'] ?? '');
  const call: DiscordCall = {
    method: request.method,
    path: request.path,
    body: {},
    files: [],
    ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
  };
  if (type.includes('multipart/form-data')) {
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': type } }).formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string')
        call.body = key === 'payload_json' ? (JSON.parse(value) as IDataObject) : { ...call.body, [key]: value };
      else call.files.push({ field: key, name: value.name, content: Buffer.from(await value.arrayBuffer()) });
    }
  } else if (request.body.length > 0) call.body = JSON.parse(request.body.toString('utf8')) as IDataObject;
  return call;
}

function newMessage(server: DiscordServer, channelId: string, call: DiscordCall): IDataObject {
  const list = server.messages.get(channelId) ?? [];
  const message = {
    id: String(1000 + server.calls.length),
    channel_id: channelId,
    author: { id: '42', username: 'switchyard-bot', bot: true },
    content: call.body['content'] ?? '',
    timestamp: '2026-11-29T09:00:00.000000+00:00',
    type: 0,
    tts: call.body['tts'] ?? false,
    embeds: call.body['embeds'] ?? [],
    attachments: call.files.map((file, index) => ({ id: String(index), filename: file.name, size: file.content.length })),
    ...(call.body['flags'] !== undefined ? { flags: call.body['flags'] } : {}),
    ...(call.body['message_reference'] ? { message_reference: call.body['message_reference'] } : {}),
  };
  server.messages.set(channelId, [message, ...list]);
  return message;
}

function page(list: IDataObject[], query: URLSearchParams): IDataObject[] {
  const before = query.get('before');
  const start = before ? list.findIndex((message) => message['id'] === before) + 1 : 0;
  return list.slice(start, start + Number(query.get('limit') ?? 50));
}

function member(server: DiscordServer, id: string): IDataObject {
  return {
    user: { id, username: `user${id}` },
    roles: server.memberRoles.get(id) ?? [],
    joined_at: '2026-01-01T00:00:00.000000+00:00',
    permissions: '0',
  };
}

/** Channels, roles and members of guild 100; undefined for other paths. */
function guildRoutes(server: DiscordServer, call: DiscordCall, path: string, query: URLSearchParams): [number, unknown] | undefined {
  const channel = /^\/channels\/(\d+)$/.exec(path);
  if (channel) {
    const index = server.channels.findIndex((c) => c['id'] === channel[1]);
    if (index < 0) return [404, { message: 'Unknown Channel', code: 10003 }];
    if (call.method === 'GET') return [200, server.channels[index]];
    if (call.method === 'PATCH') {
      if (call.body['name'] === '') return [400, { message: 'Invalid Form Body', code: 50035 }];
      server.channels[index] = { ...server.channels[index], ...call.body };
      return [200, server.channels[index]];
    }
    if (call.method === 'DELETE') return [200, server.channels.splice(index, 1)[0]];
  }
  if (path === '/guilds/100/channels') {
    if (call.method === 'GET') return [200, server.channels];
    if (call.method === 'POST') {
      if (typeof call.body['name'] !== 'string' || call.body['name'] === '') return [400, { message: 'Invalid Form Body', code: 50035 }];
      const created = { id: String(300 + server.channels.length), guild_id: '100', ...call.body, type: Number(call.body['type'] ?? 0) };
      server.channels.push(created);
      return [201, created];
    }
  }
  if (call.method === 'GET' && path === '/guilds/100/roles') return [200, ROLES];
  if (call.method === 'GET' && path === '/guilds/100/members') {
    const after = query.get('after') ?? '0';
    const limit = Number(query.get('limit') ?? 1);
    return [
      200,
      MEMBER_IDS.filter((id) => Number(id) > Number(after))
        .slice(0, limit)
        .map((id) => member(server, id)),
    ];
  }
  const memberPath = /^\/guilds\/100\/members\/(\d+)(?:\/roles\/(\d+))?$/.exec(path);
  if (memberPath && MEMBER_IDS.includes(memberPath[1]!)) {
    const [, user, role] = memberPath;
    if (call.method === 'GET' && role === undefined) return [200, member(server, user!)];
    if (role !== undefined && ROLES.some((r) => r.id === role)) {
      const held = (server.memberRoles.get(user!) ?? []).filter((r) => r !== role);
      server.memberRoles.set(user!, call.method === 'PUT' ? [...held, role] : held);
      return [204, undefined];
    }
    return [404, { message: 'Unknown Role', code: 10011 }];
  }
  return undefined;
}

function route(server: DiscordServer, call: DiscordCall, query: URLSearchParams): [number, unknown] {
  const path = call.path.replace(/^\/api\/v10/, '');
  const inChannel = /^\/channels\/(\d+)\/messages(?:\/(\d+))?(?:\/reactions\/([^/]+)\/@me)?$/.exec(path);
  if (call.method === 'GET' && path === '/users/@me') return [200, { id: '42', username: 'switchyard-bot', bot: true }];
  if (call.method === 'GET' && path === '/users/@me/guilds') return [200, GUILDS];
  const guildRoute = guildRoutes(server, call, path, query);
  if (guildRoute) return guildRoute;
  // A DM channel's id is a snowflake like any channel's, so messages can be sent to it.
  if (call.method === 'POST' && path === '/users/@me/channels') return [200, { id: `99${String(call.body['recipient_id'])}`, type: 1 }];
  if (!inChannel) return [404, { message: '404: Not Found', code: 0 }];
  const [, channelId, messageId, emoji] = inChannel;
  const list = server.messages.get(channelId!) ?? [];
  if (channelId === '404') return [404, { message: 'Unknown Channel', code: 10003 }];
  if (emoji && call.method === 'PUT') {
    server.reactions.push(`${messageId}:${decodeURIComponent(emoji)}`);
    return [204, undefined];
  }
  if (messageId && call.method === 'GET') {
    const found = list.find((message) => message['id'] === messageId);
    return found ? [200, found] : [404, { message: 'Unknown Message', code: 10008 }];
  }
  if (messageId && call.method === 'DELETE') {
    server.messages.set(
      channelId!,
      list.filter((message) => message['id'] !== messageId),
    );
    return [204, undefined];
  }
  if (call.method === 'GET') return [200, page(list, query)];
  if (call.method === 'POST') return [200, newMessage(server, channelId!, call)];
  return [405, { message: '405: Method Not Allowed', code: 0 }];
}

/** Starts the stand-in. */
export async function startDiscordServer(): Promise<DiscordServer> {
  const state = {
    calls: [] as DiscordCall[],
    tooManyRequests: { count: 0 },
    messages: new Map<string, IDataObject[]>(),
    reactions: [] as string[],
    channels: CHANNELS.map((channel) => ({ ...channel })),
    memberRoles: new Map<string, string[]>([['7', ['501']]]),
  };
  const server = (await startLocalServer(async (request, response) => {
    const call = await readCall(request);
    state.calls.push(call);
    if (state.tooManyRequests.count > 0) {
      state.tooManyRequests.count--;
      return sendJson(response, 429, { message: 'You are being rate limited.', retry_after: 0.2, global: false }, { 'retry-after': '1' });
    }
    const webhook = /^\/api\/webhooks\/(\d+)\/([\w-]+)$/.exec(request.path);
    if (webhook) {
      if (webhook[2] !== 'hook-token') return sendJson(response, 401, { message: 'Invalid Webhook Token', code: 50027 });
      const message = newMessage(server, request.query.get('thread_id') ?? '200', call);
      if (request.query.get('wait') === 'true') return sendJson(response, 200, message);
      response.writeHead(204);
      response.end();
      return;
    }
    if (call.authorization !== `Bot ${TOKEN}`) return sendJson(response, 401, { message: '401: Unauthorized', code: 0 });
    const [status, body] = route(server, call, request.query);
    if (body === undefined) {
      response.writeHead(status);
      response.end();
      return;
    }
    sendJson(response, status, body);
  })) as DiscordServer;
  return Object.assign(server, state, { apiUrl: `${server.url}/api/v10`, webhookUrl: `${server.url}/api/webhooks/300/hook-token` });
}

export const DISCORD_TEST_TOKEN = TOKEN;
