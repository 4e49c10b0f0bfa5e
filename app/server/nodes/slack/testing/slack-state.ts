/**
 * The workspace the Slack stand-in serves (slack-server.ts) and its Web API methods: each
 * takes the call's arguments (query and body merged, as Slack reads them) and answers
 * Slack's `{ ok: true, ... }` or `{ ok: false, error }`. Lists page with `cursor` /
 * `limit` and `response_metadata.next_cursor`; `files.list` and `search.messages` page
 * the classic way (`page` / `count`, `paging`).
 */
import type { IDataObject } from '@sdk/workflow';

export interface SlackState {
  channels: IDataObject[];
  users: IDataObject[];
  messages: Map<string, IDataObject[]>;
  reactions: Map<string, IDataObject[]>;
  files: IDataObject[];
  uploads: Map<string, { name: string; length: number; content?: Buffer }>;
  stars: IDataObject[];
  groups: IDataObject[];
  clock: number;
}

export function initialState(): SlackState {
  const channel = (id: string, name: string, extra: IDataObject = {}) => ({
    id,
    name,
    is_channel: true,
    is_private: false,
    is_archived: false,
    topic: { value: '' },
    purpose: { value: '' },
    members: ['U001'],
    ...extra,
  });
  return {
    channels: [
      channel('C001', 'general'),
      channel('C002', 'random'),
      channel('C003', 'releases'),
      channel('C004', 'secret-plans', { is_private: true }),
      channel('C005', 'old-news', { is_archived: true }),
    ],
    users: [
      { id: 'U001', name: 'ada', real_name: 'Ada Lovelace', profile: { email: 'ada@example.com', status_text: 'Computing' } },
      { id: 'U002', name: 'grace', real_name: 'Grace Hopper', profile: { email: 'grace@example.com', status_text: '' } },
      { id: 'U003', name: 'linus', real_name: 'Linus T', profile: { email: 'linus@example.com', status_text: '' } },
    ],
    messages: new Map(),
    reactions: new Map(),
    files: [],
    uploads: new Map(),
    stars: [],
    groups: [],
    clock: 1790000000,
  };
}

type Answer = IDataObject;

/** Most entries one cursor page holds. */
const PAGE_CAP = 2;
const fail = (error: string, extra: IDataObject = {}): Answer => ({ ok: false, error, ...extra });

/** A page of `list` after `cursor` (an offset, base64 as Slack's cursors look). */
export function cursorPage(list: unknown[], args: IDataObject, key: string): Answer {
  const start = args['cursor'] ? Number(Buffer.from(String(args['cursor']), 'base64').toString('utf8').replace('offset:', '')) : 0;
  // Slack may answer fewer entries than `limit`; this one pages by 2 so every list pages.
  const limit = Math.max(1, Math.min(Number(args['limit'] ?? 100) || 100, PAGE_CAP));
  const page = list.slice(start, start + limit);
  const next = start + limit < list.length ? Buffer.from(`offset:${start + limit}`).toString('base64') : '';
  return { ok: true, [key]: page, response_metadata: { next_cursor: next } };
}

/** A classic page: `page` (1-based) of `count`. */
function classicPage(list: IDataObject[], args: IDataObject) {
  const count = Math.max(1, Number(args['count'] ?? 100) || 100);
  const page = Math.max(1, Number(args['page'] ?? 1) || 1);
  return {
    items: list.slice((page - 1) * count, page * count),
    paging: { count, total: list.length, page, pages: Math.max(1, Math.ceil(list.length / count)) },
  };
}

function findChannel(state: SlackState, id: unknown): IDataObject | undefined {
  return state.channels.find((channel) => channel['id'] === id || channel['name'] === String(id).replace(/^#/, ''));
}

function nextTs(state: SlackState): string {
  state.clock += 1;
  return `${state.clock}.000100`;
}

function postMessage(state: SlackState, args: IDataObject, userId: string): Answer {
  let channelId = String(args['channel'] ?? '');
  if (channelId.startsWith('@') || channelId.startsWith('U')) {
    const user = state.users.find((u) => u['id'] === channelId || `@${String(u['name'])}` === channelId);
    if (!user) return fail('channel_not_found');
    channelId = `D${String(user['id'])}`;
  } else {
    const channel = findChannel(state, channelId);
    if (!channel) return fail('channel_not_found');
    if (channel['is_archived']) return fail('is_archived');
    channelId = String(channel['id']);
  }
  if (!args['text'] && !args['blocks'] && !args['attachments']) return fail('no_text');
  const ts = nextTs(state);
  const message: IDataObject = { type: 'message', user: userId, ts, text: String(args['text'] ?? '') };
  for (const key of ['blocks', 'attachments', 'thread_ts', 'icon_emoji', 'icon_url', 'username']) {
    if (args[key] === undefined) continue;
    message[key] =
      typeof args[key] === 'string' && key !== 'thread_ts' && key !== 'icon_emoji' && key !== 'icon_url' && key !== 'username'
        ? (JSON.parse(String(args[key])) as IDataObject)
        : args[key];
  }
  state.messages.set(channelId, [message, ...(state.messages.get(channelId) ?? [])]);
  return { ok: true, channel: channelId, ts, message };
}

function withMessage(
  state: SlackState,
  args: IDataObject,
  tsKey: string,
  then: (list: IDataObject[], index: number, channel: string) => Answer,
) {
  const channel = findChannel(state, args['channel'])?.['id'] ?? String(args['channel'] ?? '');
  const list = state.messages.get(String(channel)) ?? [];
  const index = list.findIndex((message) => message['ts'] === String(args[tsKey] ?? ''));
  if (index < 0) return fail('message_not_found');
  return then(list, index, String(channel));
}

function channelMethod(state: SlackState, method: string, args: IDataObject): Answer | undefined {
  const channel = findChannel(state, args['channel']);
  switch (method) {
    case 'conversations.list': {
      const types = String(args['types'] ?? 'public_channel').split(',');
      const list = state.channels.filter(
        (c) =>
          (c['is_private'] ? types.includes('private_channel') : types.includes('public_channel')) &&
          !(String(args['exclude_archived']) === 'true' && c['is_archived']),
      );
      return cursorPage(list, args, 'channels');
    }
    case 'conversations.create': {
      const name = String(args['name'] ?? '');
      if (!/^[a-z0-9_-]{1,80}$/.test(name)) return fail('invalid_name_specials');
      if (findChannel(state, name)) return fail('name_taken');
      const created = {
        id: `C${String(100 + state.channels.length)}`,
        name,
        is_channel: true,
        is_private: args['is_private'] === true,
        is_archived: false,
        topic: { value: '' },
        purpose: { value: '' },
        members: ['U001'],
      };
      state.channels.push(created);
      return { ok: true, channel: created };
    }
  }
  if (!method.startsWith('conversations.')) return undefined;
  if (!channel) return fail('channel_not_found');
  switch (method) {
    case 'conversations.info':
      return { ok: true, channel };
    case 'conversations.archive':
      if (channel['is_archived']) return fail('already_archived');
      channel['is_archived'] = true;
      return { ok: true };
    case 'conversations.unarchive':
      channel['is_archived'] = false;
      return { ok: true };
    case 'conversations.rename':
      channel['name'] = String(args['name'] ?? '');
      return { ok: true, channel };
    case 'conversations.setTopic':
      channel['topic'] = { value: String(args['topic'] ?? '') };
      return { ok: true, channel };
    case 'conversations.setPurpose':
      channel['purpose'] = { value: String(args['purpose'] ?? '') };
      return { ok: true, channel };
    case 'conversations.join':
      return { ok: true, channel };
    case 'conversations.leave':
      return { ok: true };
    case 'conversations.close':
      return { ok: true };
    case 'conversations.invite': {
      const members = channel['members'] as string[];
      for (const user of String(args['users'] ?? '')
        .split(',')
        .filter(Boolean)) {
        if (!state.users.some((u) => u['id'] === user)) return fail('user_not_found');
        if (!members.includes(user)) members.push(user);
      }
      return { ok: true, channel };
    }
    case 'conversations.kick': {
      const members = channel['members'] as string[];
      if (!members.includes(String(args['user']))) return fail('not_in_channel');
      channel['members'] = members.filter((member) => member !== args['user']);
      return { ok: true };
    }
    case 'conversations.members':
      return cursorPage(channel['members'] as string[], args, 'members');
    case 'conversations.history':
      return { ...cursorPage(state.messages.get(String(channel['id'])) ?? [], args, 'messages'), has_more: false };
    case 'conversations.replies': {
      const all = state.messages.get(String(channel['id'])) ?? [];
      const thread = all.filter((m) => m['ts'] === args['ts'] || m['thread_ts'] === args['ts']).reverse();
      return cursorPage(thread, args, 'messages');
    }
    default:
      return undefined;
  }
}

function messageMethod(state: SlackState, method: string, args: IDataObject, userId: string, baseUrl: string): Answer | undefined {
  switch (method) {
    case 'chat.postMessage':
      return postMessage(state, args, userId);
    case 'chat.postEphemeral': {
      const posted = postMessage(state, args, userId);
      return posted['ok'] ? { ok: true, message_ts: posted['ts'] } : posted;
    }
    case 'chat.update':
      return withMessage(state, args, 'ts', (list, index, channel) => {
        const message: IDataObject = {
          ...list[index],
          text: String(args['text'] ?? list[index]!['text']),
          edited: { user: userId, ts: nextTs(state) },
        };
        if (args['blocks']) message['blocks'] = args['blocks'];
        // Attachments given replace the message's (an empty list removes them), as Slack does.
        if (args['attachments'] !== undefined)
          message['attachments'] = typeof args['attachments'] === 'string' ? JSON.parse(args['attachments']) : args['attachments'];
        list[index] = message;
        return { ok: true, channel, ts: message['ts'], text: message['text'], message };
      });
    case 'chat.delete':
      return withMessage(state, args, 'ts', (list, index, channel) => {
        const [removed] = list.splice(index, 1);
        return { ok: true, channel, ts: removed!['ts'] };
      });
    case 'chat.getPermalink':
      return withMessage(state, args, 'message_ts', (_list, _index, channel) => ({
        ok: true,
        channel,
        permalink: `${baseUrl}/archives/${channel}/p${String(args['message_ts']).replace('.', '')}`,
      }));
    case 'search.messages': {
      const words = String(args['query'] ?? '')
        .split(/\s+/)
        .filter((w) => w && !w.startsWith('in:'));
      const inChannels = String(args['query'] ?? '')
        .split(/\s+/)
        .filter((w) => w.startsWith('in:'))
        .map((w) => w.slice(3).replace(/^#/, ''));
      const matches: IDataObject[] = [];
      for (const [channelId, list] of state.messages) {
        const channel = findChannel(state, channelId);
        if (inChannels.length > 0 && !inChannels.includes(String(channel?.['name']))) continue;
        for (const message of list)
          if (words.every((word) => String(message['text']).toLowerCase().includes(word.toLowerCase())))
            matches.push({ ...message, channel: { id: channelId, name: channel?.['name'] ?? channelId } });
      }
      const sorted = args['sort_dir'] === 'asc' ? matches.reverse() : matches;
      const { items, paging } = classicPage(sorted, args);
      return { ok: true, query: args['query'], messages: { total: matches.length, matches: items, paging } };
    }
    default:
      return undefined;
  }
}

function reactionMethod(state: SlackState, method: string, args: IDataObject, userId: string): Answer | undefined {
  if (!method.startsWith('reactions.')) return undefined;
  return withMessage(state, args, 'timestamp', (list, index, channel) => {
    const key = `${channel}:${String(args['timestamp'])}`;
    const reactions = state.reactions.get(key) ?? [];
    const name = String(args['name'] ?? '');
    const found = reactions.find((reaction) => reaction['name'] === name);
    if (method === 'reactions.add') {
      if (found && (found['users'] as string[]).includes(userId)) return fail('already_reacted');
      if (found) {
        (found['users'] as string[]).push(userId);
        found['count'] = Number(found['count']) + 1;
      } else reactions.push({ name, users: [userId], count: 1 });
      state.reactions.set(key, reactions);
      return { ok: true };
    }
    if (method === 'reactions.remove') {
      if (!found) return fail('no_reaction');
      state.reactions.set(
        key,
        reactions.filter((reaction) => reaction !== found),
      );
      return { ok: true };
    }
    return { ok: true, type: 'message', channel, message: { ...list[index], reactions } };
  });
}

function fileMethod(state: SlackState, method: string, args: IDataObject, userId: string, baseUrl: string): Answer | undefined {
  switch (method) {
    case 'files.getUploadURLExternal': {
      if (!args['filename'] || !args['length']) return fail('invalid_arguments');
      const id = `F${String(100 + state.uploads.size)}`;
      state.uploads.set(id, { name: String(args['filename']), length: Number(args['length']) });
      return { ok: true, upload_url: `${baseUrl}/upload/${id}`, file_id: id };
    }
    case 'files.completeUploadExternal': {
      const entries = (typeof args['files'] === 'string' ? JSON.parse(args['files']) : args['files']) as IDataObject[];
      const files: IDataObject[] = [];
      for (const entry of entries ?? []) {
        const upload = state.uploads.get(String(entry['id']));
        if (!upload?.content) return fail('file_not_found');
        const channels = args['channel_id'] ? [String(args['channel_id'])] : args['channels'] ? String(args['channels']).split(',') : [];
        const file = {
          id: entry['id'],
          name: upload.name,
          title: entry['title'] ?? upload.name,
          size: upload.content.length,
          user: userId,
          channels,
          created: state.clock,
        };
        state.files.unshift(file);
        files.push(file);
      }
      return { ok: true, files };
    }
    case 'files.upload': {
      const content =
        (args['__file'] as Buffer | undefined) ?? (args['content'] !== undefined ? Buffer.from(String(args['content'])) : undefined);
      if (!content) return fail('no_file_data');
      const name = String(args['__fileName'] ?? args['filename'] ?? 'file');
      const file = {
        id: `F${String(200 + state.files.length)}`,
        name,
        title: args['title'] ?? name,
        size: content.length,
        user: userId,
        channels: args['channels'] ? String(args['channels']).split(',') : [],
        created: state.clock,
      };
      state.files.unshift(file);
      return { ok: true, file };
    }
    case 'files.info': {
      const file = state.files.find((f) => f['id'] === args['file']);
      return file ? { ok: true, file } : fail('file_not_found');
    }
    case 'files.list': {
      const list = state.files.filter((f) => !args['channel'] || (f['channels'] as string[]).includes(String(args['channel'])));
      const { items, paging } = classicPage(list, args);
      return { ok: true, files: items, paging };
    }
    default:
      return undefined;
  }
}

function userMethod(state: SlackState, method: string, args: IDataObject, userId: string): Answer | undefined {
  if (method === 'users.profile.set') {
    const target = state.users.find((u) => u['id'] === (args['user'] ?? userId));
    if (!target) return fail('user_not_found');
    const profile = (typeof args['profile'] === 'string' ? JSON.parse(args['profile']) : args['profile']) as IDataObject;
    target['profile'] = { ...(target['profile'] as IDataObject), ...profile };
    return { ok: true, profile: target['profile'] };
  }
  // users.profile.get without a user reads the caller's own profile, as Slack does.
  const wanted = args['user'] ?? (method === 'users.profile.get' ? userId : undefined);
  const user = state.users.find((u) => u['id'] === wanted);
  switch (method) {
    case 'users.list':
      return cursorPage(state.users, args, 'members');
    case 'users.info':
      return user ? { ok: true, user } : fail('user_not_found');
    case 'users.getPresence':
      return user ? { ok: true, presence: user['id'] === 'U001' ? 'active' : 'away' } : fail('user_not_found');
    case 'users.profile.get':
      return user ? { ok: true, profile: user['profile'] } : fail('user_not_found');
    case 'team.profile.get':
      return { ok: true, profile: { fields: [{ id: 'Xf01', label: 'Team', type: 'text' }] } };
    default:
      return undefined;
  }
}

function starGroupMethod(state: SlackState, method: string, args: IDataObject): Answer | undefined {
  const key = (entry: IDataObject) => `${String(entry['channel'] ?? '')}:${String(entry['timestamp'] ?? entry['file'] ?? '')}`;
  switch (method) {
    case 'stars.add': {
      if (!args['timestamp'] && !args['file']) return fail('bad_timestamp');
      if (state.stars.some((star) => key(star) === key(args))) return fail('already_starred');
      state.stars.push({
        type: args['file'] ? 'file' : 'message',
        channel: args['channel'],
        timestamp: args['timestamp'],
        file: args['file'],
      });
      return { ok: true };
    }
    case 'stars.remove': {
      const before = state.stars.length;
      state.stars = state.stars.filter((star) => key(star) !== key(args));
      return before === state.stars.length ? fail('not_starred') : { ok: true };
    }
    case 'stars.list':
      return cursorPage(state.stars, args, 'items');
    case 'usergroups.create': {
      const group = {
        id: `S${String(100 + state.groups.length)}`,
        name: args['name'],
        handle: args['handle'] ?? String(args['name']).toLowerCase(),
        description: args['description'] ?? '',
        date_delete: 0,
        prefs: {
          channels: String(args['channels'] ?? '')
            .split(',')
            .filter(Boolean),
        },
      };
      state.groups.push(group);
      return { ok: true, usergroup: group };
    }
    case 'usergroups.list':
      return {
        ok: true,
        usergroups: state.groups.filter((group) => String(args['include_disabled']) === 'true' || group['date_delete'] === 0),
      };
  }
  if (!method.startsWith('usergroups.')) return undefined;
  const group = state.groups.find((entry) => entry['id'] === args['usergroup']);
  if (!group) return fail('no_such_subteam');
  if (method === 'usergroups.disable') group['date_delete'] = state.clock;
  else if (method === 'usergroups.enable') group['date_delete'] = 0;
  else if (method === 'usergroups.update') {
    for (const field of ['name', 'handle', 'description']) if (args[field] !== undefined) group[field] = args[field];
    if (args['channels'] !== undefined) group['prefs'] = { channels: String(args['channels']).split(',').filter(Boolean) };
  } else return fail('unknown_method');
  return { ok: true, usergroup: group };
}

/** Answers one Web API method for the token's user. */
export function answer(state: SlackState, method: string, args: IDataObject, userId: string, baseUrl: string): Answer {
  if (method === 'auth.test')
    return {
      ok: true,
      url: `${baseUrl}/`,
      team: 'Switchyard Lab',
      user: 'switchyard-bot',
      team_id: 'T001',
      user_id: userId,
      bot_id: 'B001',
    };
  return (
    channelMethod(state, method, args) ??
    messageMethod(state, method, args, userId, baseUrl) ??
    reactionMethod(state, method, args, userId) ??
    fileMethod(state, method, args, userId, baseUrl) ??
    userMethod(state, method, args, userId) ??
    starGroupMethod(state, method, args) ??
    fail('unknown_method')
  );
}
