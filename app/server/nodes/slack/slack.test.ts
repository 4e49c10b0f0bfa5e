/**
 * Slack 2 – 2.3 against a local stand-in of Slack's Web API (testing/slack-server.ts):
 * what each operation sends and outputs, the workflow link 2.1 appends, blocks and
 * attachments, cursor and classic pagination, both upload flows, stars and user groups,
 * profile updates, Slack's `ok: false` refusals, its 429 Retry-After, the OAuth2
 * credential (as the installing user), the credential test (auth.test) and the channel
 * and user lists of the resource locators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { loadOptionsContextFor } from '../../engine/testing/load-options';
import { node } from '../../engine/testing/nodes';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { slackNode } from './index';
import { SLACK_OAUTH_TOKEN, SLACK_TEST_TOKEN, startSlackServer, type SlackServer } from './testing/slack-server';

const credentialTypes = new CredentialTypeRegistry();
let slack: SlackServer;
beforeAll(async () => {
  slack = await startSlackServer();
});
afterAll(() => slack.close());

const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });

interface RunOptions {
  version?: number;
  items?: INodeExecutionData[];
  token?: string;
  continueOnFail?: boolean;
}

function run(parameters: INodeParameters, options: RunOptions = {}) {
  const oauth = parameters['authentication'] === 'oAuth2';
  return runSingleNode({
    type: 'slack',
    name: 'Slack',
    parameters,
    version: options.version ?? 2.3,
    credentials: oauth ? { slackOAuth2Api: { id: 'oauth', name: 'Slack app' } } : { slackApi: { id: 'token', name: 'Slack bot' } },
    loadCredential: async (id) =>
      id === 'oauth'
        ? {
            baseUrl: slack.apiUrl,
            oauthTokenData: {
              access_token: SLACK_TEST_TOKEN,
              token_type: 'bearer',
              authed_user: { id: 'U002', access_token: SLACK_OAUTH_TOKEN },
            },
          }
        : { accessToken: options.token ?? SLACK_TEST_TOKEN, baseUrl: slack.apiUrl },
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: slack.calls,
  });
}

const post = (extra: INodeParameters = {}) => ({ select: 'channel', channelId: rl('C001'), text: 'Deploy finished', ...extra });

describe('Slack 2 – 2.3 (n8n-nodes-base.slack): messages', () => {
  it('posts a text message; 2.1+ appends the workflow link, the answer’s ts becomes message_timestamp', async () => {
    const sent = await run(post({ otherOptions: { thread_ts: { replyValues: { thread_ts: '1.2' } }, unfurl_links: true } }));
    expect(sent.error).toBeUndefined();
    expect(sent.calls).toEqual([
      {
        method: 'chat.postMessage',
        contentType: 'application/json; charset=utf-8',
        args: {
          channel: 'C001',
          text: expect.stringMatching(/^Deploy finished\n_Automated with this <http.+\/workflow\/.*\|Switchyard workflow>_$/),
          thread_ts: '1.2',
          reply_broadcast: false,
          unfurl_links: true,
        },
      },
    ]);
    expect(sent.json).toEqual([
      {
        ok: true,
        channel: 'C001',
        message: expect.objectContaining({ text: expect.stringContaining('Deploy finished') }),
        message_timestamp: expect.any(String),
      },
    ]);
    expect(sent.json?.[0]).not.toHaveProperty('ts');

    const plain = await run(post({ text: 'no link' }), { version: 2 });
    expect(plain.calls[0]?.args['text']).toBe('no link');
    const off = await run(post({ text: 'off', otherOptions: { includeLinkToWorkflow: false } }), { version: 2.2 });
    expect(off.calls[0]?.args['text']).toBe('off');
  });

  it('posts blocks (object or array) and attachments, to a channel or a user by username', async () => {
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*Hi*' } }];
    const asObject = await run(
      post({
        messageType: 'block',
        blocksUi: JSON.stringify({ blocks }),
        text: 'fallback',
        otherOptions: { includeLinkToWorkflow: false },
      }),
    );
    expect(asObject.calls[0]?.args).toEqual({ channel: 'C001', blocks, text: 'fallback' });
    const asArray = await run(post({ messageType: 'block', blocksUi: JSON.stringify(blocks), text: '' }), { version: 2.1 });
    expect(asArray.calls[0]?.args['blocks']).toEqual([
      ...blocks,
      { type: 'section', text: { type: 'mrkdwn', text: expect.stringContaining('Automated') } },
    ]);

    const attached = await run({
      select: 'user',
      user: rl('grace', 'username'),
      messageType: 'attachment',
      attachments: [{ title: 'Build', color: '#00ff00', fields: { item: [{ title: 'Status', value: 'green', short: true }] } }],
      otherOptions: {
        includeLinkToWorkflow: false,
        botProfile: { imageValues: { profilePhotoType: 'emoji', icon_emoji: ':robot_face:' } },
      },
    });
    expect(attached.calls[0]?.args).toEqual({
      channel: '@grace',
      attachments: [{ title: 'Build', color: '#00ff00', fields: [{ title: 'Status', value: 'green', short: true }] }],
      icon_emoji: ':robot_face:',
    });
    expect(attached.json?.[0]).toMatchObject({ ok: true, channel: 'DU002' });

    const broken = await run(post({ messageType: 'block', blocksUi: '{not json' }));
    expect(broken.error?.message).toBe('The blocks are not valid JSON');
  });

  it('updates, links, searches and deletes a message', async () => {
    const sent = await run(post({ text: 'release 1.0 shipped', otherOptions: { includeLinkToWorkflow: false } }));
    const ts = String(sent.json?.[0]?.['message_timestamp']);
    const updated = await run({
      operation: 'update',
      channelId: rl('C001'),
      ts,
      text: 'release 1.0.1 shipped',
      updateFields: { includeLinkToWorkflow: false, link_names: true },
    });
    expect(updated.calls[0]).toMatchObject({
      method: 'chat.update',
      args: { channel: 'C001', ts, text: 'release 1.0.1 shipped', link_names: true },
    });
    expect(updated.json).toEqual([
      expect.objectContaining({ ok: true, channel: 'C001', message_timestamp: ts, text: 'release 1.0.1 shipped' }),
    ]);

    const link = await run({ operation: 'getPermalink', channelId: rl('https://app.slack.com/client/T001/C001', 'url'), timestamp: ts });
    expect(link.calls[0]?.args).toEqual({ channel: 'C001', message_ts: ts });
    expect(link.json).toEqual([
      { ok: true, channel: 'C001', permalink: expect.stringContaining(`/archives/C001/p${ts.replace('.', '')}`) },
    ]);

    const found = await run({ operation: 'search', query: '1.0.1', sort: 'desc', limit: 5, options: { searchChannel: ['general'] } });
    expect(found.calls[0]?.args).toEqual({ query: '1.0.1 in:general', sort: 'timestamp', sort_dir: 'desc', count: '5' });
    expect(found.json).toEqual([expect.objectContaining({ ts, text: 'release 1.0.1 shipped', channel: { id: 'C001', name: 'general' } })]);

    const deleted = await run({ operation: 'delete', select: 'channel', channelId: rl('C001'), timestamp: ts });
    expect(deleted.json).toEqual([{ ok: true, channel: 'C001', message_timestamp: ts }]);
    const again = await run({ operation: 'delete', select: 'channel', channelId: rl('C001'), timestamp: ts }, { continueOnFail: true });
    expect(again.json).toEqual([{ error: 'Slack error response: "message_not_found"' }]);
  });
});

describe('Slack: channels, reactions, users', () => {
  it('creates, renames, sets the topic of, invites to, kicks from and archives a channel', async () => {
    const created = await run({ resource: 'channel', operation: 'create', channelId: '#launch', channelVisibility: 'private' });
    expect(created.calls[0]?.args).toEqual({ name: 'launch', is_private: true });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json?.[0]).toMatchObject({ name: 'launch', is_private: true });

    const renamed = await run({ resource: 'channel', operation: 'rename', channelId: rl(id), name: 'launch-2' });
    expect(renamed.json?.[0]).toMatchObject({ id, name: 'launch-2' });
    const topic = await run({ resource: 'channel', operation: 'setTopic', channelId: rl(id), topic: 'Go time' });
    expect(topic.json?.[0]).toMatchObject({ topic: { value: 'Go time' } });
    const invited = await run({ resource: 'channel', operation: 'invite', channelId: rl(id), userIds: ['U002', 'U003'] });
    expect(invited.calls[0]?.args).toEqual({ channel: id, users: 'U002,U003' });
    const kicked = await run({ resource: 'channel', operation: 'kick', channelId: rl(id), userId: 'U003' });
    expect(kicked.json).toEqual([{ ok: true }]);
    const members = await run({ resource: 'channel', operation: 'member', channelId: rl(id), returnAll: true, resolveData: true });
    expect(members.json?.map((user) => user['name'])).toEqual(['ada', 'grace']);
    const archived = await run({ resource: 'channel', operation: 'archive', channelId: rl(id) });
    expect(archived.json).toEqual([{ ok: true }]);
    const twice = await run({ resource: 'channel', operation: 'archive', channelId: rl(id) });
    expect(twice.error?.message).toBe('Slack error response: "already_archived"');
  });

  it('lists channels page by page along next_cursor, or up to the limit', async () => {
    const all = await run({
      resource: 'channel',
      operation: 'getAll',
      returnAll: true,
      filters: { types: ['public_channel', 'private_channel'], excludeArchived: true },
    });
    const names = all.json?.map((channel) => channel['name']);
    expect(names).toEqual(expect.arrayContaining(['general', 'random', 'releases', 'secret-plans']));
    expect(names).not.toContain('old-news');
    expect(all.calls.length).toBeGreaterThan(1);
    expect(all.calls[1]?.args['cursor']).toEqual(expect.any(String));
    const limited = await run({ resource: 'channel', operation: 'getAll', limit: 2 });
    expect(limited.calls).toHaveLength(1);
    expect(limited.json?.map((channel) => channel['name'])).toEqual(['general', 'random']);
  });

  it('reads a channel’s history and adds, reads and removes a reaction', async () => {
    const sent = await run({
      select: 'channel',
      channelId: rl('C002'),
      text: 'react to me',
      otherOptions: { includeLinkToWorkflow: false },
    });
    const timestamp = String(sent.json?.[0]?.['message_timestamp']);
    const history = await run({ resource: 'channel', operation: 'history', channelId: rl('C002'), returnAll: true });
    expect(history.json).toEqual([expect.objectContaining({ ts: timestamp, text: 'react to me' })]);
    const added = await run({ resource: 'reaction', operation: 'add', channelId: rl('C002'), timestamp, name: ':tada:' });
    expect(added.calls[0]?.args).toEqual({ channel: 'C002', name: 'tada', timestamp });
    expect(added.json).toEqual([{ ok: true }]);
    const got = await run({ resource: 'reaction', operation: 'get', channelId: rl('C002'), timestamp });
    expect(got.json?.[0]).toMatchObject({
      ok: true,
      type: 'message',
      message: { reactions: [{ name: 'tada', count: 1, users: ['U001'] }] },
    });
    const removed = await run({ resource: 'reaction', operation: 'remove', channelId: rl('C002'), timestamp, name: 'tada' });
    expect(removed.json).toEqual([{ ok: true }]);
  });

  it('gets users, a user’s presence and profile, and updates a profile', async () => {
    const all = await run({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(all.json?.map((user) => user['name'])).toEqual(['ada', 'grace', 'linus']);
    const info = await run({ resource: 'user', operation: 'info', user: rl('U002') });
    expect(info.json).toEqual([expect.objectContaining({ id: 'U002', name: 'grace' })]);
    const presence = await run({ resource: 'user', operation: 'getPresence', user: rl('U001') });
    expect(presence.json).toEqual([{ ok: true, presence: 'active' }]);
    const profile = await run({ resource: 'user', operation: 'getProfile', user: rl('U001') });
    expect(profile.json).toEqual([{ email: 'ada@example.com', status_text: 'Computing' }]);
    const updated = await run({
      resource: 'user',
      operation: 'updateProfile',
      options: {
        first_name: 'Linus',
        user: 'U003',
        status: { set_status: { status_emoji: ':palm_tree:', status_text: 'Away', status_expiration: '2026-12-24T00:00:00' } },
        customFieldUi: { customFieldValues: [{ id: 'Xf01', value: 'Kernel', alt: '' }] },
      },
    });
    // The expiration is read in the workflow's time zone (America/New_York here): 05:00 UTC.
    expect(updated.calls[0]?.args).toEqual({
      profile: {
        first_name: 'Linus',
        status_emoji: ':palm_tree:',
        status_text: 'Away',
        status_expiration: Date.UTC(2026, 11, 24, 5) / 1000,
        fields: { Xf01: { value: 'Kernel', alt: '' } },
      },
      user: 'U003',
    });
    expect(updated.json?.[0]).toMatchObject({ email: 'linus@example.com', first_name: 'Linus', status_text: 'Away' });
  });
});

describe('Slack: files', () => {
  const csv = [
    { json: {}, binary: { data: { data: Buffer.from('a,b\n1,2').toString('base64'), mimeType: 'text/csv', fileName: 'report.csv' } } },
  ];

  it('2.2+ uploads binary data through the external upload flow', async () => {
    const uploaded = await run(
      { resource: 'file', operation: 'upload', options: { channelId: 'C001', initialComment: 'Here', title: 'Report' } },
      { items: csv },
    );
    expect(uploaded.error).toBeUndefined();
    expect(uploaded.calls.map((call) => call.method)).toEqual(['files.getUploadURLExternal', 'files.completeUploadExternal']);
    expect(uploaded.calls[0]?.args).toEqual({ filename: 'report.csv', length: '7' });
    expect(uploaded.calls[1]?.args).toEqual({
      channel_id: 'C001',
      initial_comment: 'Here',
      files: [{ id: expect.any(String), title: 'Report' }],
    });
    expect(uploaded.json).toEqual([expect.objectContaining({ name: 'report.csv', title: 'Report', size: 7, channels: ['C001'] })]);
    expect(slack.requests.some((request) => request.path.startsWith('/upload/'))).toBe(true);

    const id = String(uploaded.json?.[0]?.['id']);
    const info = await run({ resource: 'file', operation: 'get', fileId: id });
    expect(info.json).toEqual([expect.objectContaining({ id, name: 'report.csv' })]);
    const listed = await run({ resource: 'file', operation: 'getAll', returnAll: true, filters: { channelId: 'C001' } });
    expect(listed.json?.map((file) => file['id'])).toContain(id);
  });

  it('2 and 2.1 upload text or binary data with files.upload', async () => {
    const text = await run(
      { resource: 'file', operation: 'upload', fileContent: 'hello', options: { channelIds: ['C002'], title: 'Note' } },
      { version: 2.1 },
    );
    expect(text.calls[0]).toMatchObject({ method: 'files.upload', args: { channels: 'C002', content: 'hello', title: 'Note' } });
    expect(text.json).toEqual([expect.objectContaining({ title: 'Note', size: 5, channels: ['C002'] })]);
    const binary = await run(
      { resource: 'file', operation: 'upload', binaryData: true, binaryPropertyName: 'data', options: {} },
      { version: 2, items: csv },
    );
    expect(binary.calls[0]).toMatchObject({
      method: 'files.upload',
      contentType: expect.stringContaining('multipart/form-data'),
      args: { __file: '7', __fileName: 'report.csv' },
    });
    expect(binary.json).toEqual([expect.objectContaining({ name: 'report.csv', size: 7 })]);
  });
});

describe('Slack: credentials, errors, rate limits, lists', () => {
  it('waits out a 429 for its Retry-After, and names Slack’s refusals', async () => {
    slack.tooManyRequests.count = 1;
    const retried = await run({ resource: 'user', operation: 'info', user: rl('U001') });
    expect(retried.calls.map((call) => call.method)).toEqual(['users.info', 'users.info']);
    expect(retried.json).toEqual([expect.objectContaining({ id: 'U001' })]);
    const wrongToken = await run({ resource: 'user', operation: 'info', user: rl('U001') }, { token: 'xoxb-wrong' });
    expect(wrongToken.error?.message).toBe('Slack error response: "invalid_auth"');
    const noChannel = await run(post({ channelId: rl('C999') }), { continueOnFail: true });
    expect(noChannel.json).toEqual([{ error: 'Slack error response: "channel_not_found"' }]);
  });

  it('sends with the OAuth2 app as the user who installed it (authed_user’s token)', async () => {
    const sent = await run({
      authentication: 'oAuth2',
      ...post({ text: 'via app', otherOptions: { includeLinkToWorkflow: false, sendAsUser: 'ignored' } }),
    });
    expect(sent.json?.[0]).toMatchObject({ ok: true, message: { user: 'U002', text: 'via app' } });
    expect(sent.calls[0]?.args).not.toHaveProperty('username');
  });

  it('tests the slackApi credential with auth.test', async () => {
    const context = { types: credentialTypes, instanceApiBaseUrl: 'http://localhost:5678/api/v1' };
    expect(await testCredential(context, 'slackApi', { accessToken: SLACK_TEST_TOKEN, baseUrl: slack.apiUrl })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    expect(slack.calls.at(-1)?.method).toBe('auth.test');
    expect(await testCredential(context, 'slackApi', { accessToken: 'xoxb-wrong', baseUrl: slack.apiUrl })).toEqual({
      status: 'Error',
      message: 'Invalid access token',
    });
  });

  it('lists channels and users for the resource locators, every page, filtered by the typed text', async () => {
    const credentials = { accessToken: SLACK_TEST_TOKEN, baseUrl: slack.apiUrl };
    const context = loadOptionsContextFor(
      node('Slack', 'slack', {}, { typeVersion: 2.3, credentials: { slackApi: { id: 's', name: 'Slack' } } }),
      credentials,
    );
    const channels = await slackNode.methods!.listSearch!['getChannels']!.call(context, 'SE');
    expect(channels.results).toEqual([
      { name: 'releases', value: 'C003' },
      { name: 'secret-plans', value: 'C004' },
    ]);
    const byId = await slackNode.methods!.listSearch!['getChannels']!.call(context, 'c002');
    expect(byId.results).toEqual([{ name: 'random', value: 'C002' }]);
    const users = await slackNode.methods!.listSearch!['getUsers']!.call(context);
    expect(users.results.map((user) => user.name)).toEqual(['ada', 'grace', 'linus']);
  });
});

describe('Slack: stars and user groups', () => {
  it('stars a message, lists and removes the star', async () => {
    const sent = await run({ select: 'channel', channelId: rl('C003'), text: 'star me', otherOptions: { includeLinkToWorkflow: false } });
    const timestamp = String(sent.json?.[0]?.['message_timestamp']);
    const added = await run({ resource: 'star', operation: 'add', target: 'message', channelId: rl('C003'), timestamp, options: {} });
    expect(added.calls[0]).toEqual({
      method: 'stars.add',
      contentType: 'application/json; charset=utf-8',
      args: { channel: 'C003', timestamp },
    });
    expect(added.json).toEqual([{ ok: true }]);
    const listed = await run({ resource: 'star', operation: 'getAll', returnAll: true });
    expect(listed.json).toEqual([{ type: 'message', channel: 'C003', timestamp }]);
    const removed = await run({ resource: 'star', operation: 'delete', options: { channelId: 'C003', timestamp } });
    expect(removed.json).toEqual([{ ok: true }]);
    const twice = await run({ resource: 'star', operation: 'delete', options: { channelId: 'C003', timestamp } }, { continueOnFail: true });
    expect(twice.json).toEqual([{ error: 'Slack error response: "not_starred"' }]);
  });

  it('creates, updates, disables and lists user groups', async () => {
    const created = await run({
      resource: 'userGroup',
      operation: 'create',
      name: 'Oncall',
      options: { channels: ['C001', 'C002'], handle: 'oncall' },
    });
    expect(created.calls[0]?.args).toEqual({ name: 'Oncall', channels: 'C001,C002', handle: 'oncall' });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json?.[0]).toMatchObject({ name: 'Oncall', handle: 'oncall', prefs: { channels: ['C001', 'C002'] } });
    const updated = await run({ resource: 'userGroup', operation: 'update', userGroupId: id, updateFields: { description: 'Pager duty' } });
    expect(updated.json?.[0]).toMatchObject({ id, description: 'Pager duty' });
    await run({ resource: 'userGroup', operation: 'disable', userGroupId: id, options: {} });
    const enabledOnly = await run({ resource: 'userGroup', operation: 'getAll', returnAll: true, options: { include_disabled: false } });
    expect(enabledOnly.json).toEqual([]);
    const all = await run({ resource: 'userGroup', operation: 'getAll', limit: 5, options: { include_disabled: true } });
    expect(all.json?.map((group) => group['id'])).toEqual([id]);
  });
});
