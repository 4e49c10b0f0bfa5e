/**
 * Slack 1 against the local stand-in of Slack's Web API (../testing/slack-server.ts): version
 * 1's parameter names (`channel` and `text` for posts, plain channel and user IDs), built and
 * JSON attachments and blocks, Slack's answers as given (`ts` kept), every resource's
 * operations, its refusals as `Slack error response: <answer>` and Continue On Fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { loadOptionsContextFor } from '../../../engine/testing/load-options';
import { node } from '../../../engine/testing/nodes';
import { runSingleNode } from '../../../engine/testing/run-single-node';
import { slackV1Description } from './description';
import { slackV1Node } from './index';
import { SLACK_TEST_TOKEN, startSlackServer, type SlackServer } from '../testing/slack-server';

let slack: SlackServer;
beforeAll(async () => {
  slack = await startSlackServer();
});
afterAll(() => slack.close());

function run(parameters: INodeParameters, options: { items?: INodeExecutionData[]; continueOnFail?: boolean } = {}) {
  return runSingleNode({
    type: 'slack',
    name: 'Slack',
    parameters,
    version: 1,
    credentials: { slackApi: { id: 'token', name: 'Slack bot' } },
    loadCredential: async () => ({ accessToken: SLACK_TEST_TOKEN, baseUrl: slack.apiUrl }),
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: slack.calls,
  });
}

const confirmUi = {
  confirmValue: {
    titleUi: { titleValue: { text: 'Sure?', emoji: false } },
    textUi: { textValue: { text: 'This deploys', emoji: false } },
    confirmTextUi: { confirmValue: { text: 'Yes', emoji: true } },
    denyUi: { denyValue: { text: 'No', emoji: false } },
    style: 'danger',
  },
};

describe('Slack 1 (n8n-nodes-base.slack): messages', () => {
  it('posts text with options, built attachments and blocks; the answer keeps its ts', async () => {
    const sent = await run({
      channel: '#general',
      text: 'Deploy finished',
      otherOptions: { thread_ts: '', unfurl_links: true, icon_emoji: ':rocket:' },
      attachments: [
        { title: 'Build', color: '#00ff00', fields: { item: [{ title: 'Status', value: 'green', short: true }] } },
        { text: 'bare', fields: {} },
      ],
      blocksUi: {
        blocksValues: [
          {
            type: 'actions',
            blockId: 'b1',
            elementsUi: {
              elementsValues: [
                {
                  type: 'button',
                  text: 'Ship',
                  emoji: true,
                  actionId: 'ship',
                  url: 'https://x.test',
                  value: 'v1',
                  style: 'primary',
                  confirmUi,
                },
                { type: 'button', text: 'Wait', emoji: false, actionId: 'wait', style: 'default', confirmUi: {} },
              ],
            },
          },
          {
            type: 'section',
            blockId: 'b2',
            textUi: { textValue: { type: 'mrkwdn', text: '*Done*', verbatim: false } },
            fieldsUi: { fieldsValues: [{ type: 'plainText', text: 'Env', emoji: true }] },
            accessoryUi: {
              accessoriesValues: { type: 'button', text: 'Logs', emoji: false, style: 'default', url: 'https://logs.test', confirmUi: {} },
            },
          },
        ],
      },
    });
    expect(sent.error).toBeUndefined();
    expect(sent.calls).toEqual([
      {
        method: 'chat.postMessage',
        contentType: 'application/json; charset=utf-8',
        args: {
          channel: '#general',
          text: 'Deploy finished',
          thread_ts: '',
          unfurl_links: true,
          icon_emoji: ':rocket:',
          attachments: [{ title: 'Build', color: '#00ff00', fields: [{ title: 'Status', value: 'green', short: true }] }, { text: 'bare' }],
          blocks: [
            {
              block_id: 'b1',
              type: 'actions',
              elements: [
                {
                  action_id: 'ship',
                  type: 'button',
                  text: { type: 'plain_text', text: 'Ship', emoji: true },
                  url: 'https://x.test',
                  value: 'v1',
                  style: 'primary',
                  confirm: {
                    title: { type: 'plain_text', text: 'Sure?', emoji: false },
                    text: { type: 'plain_text', text: 'This deploys', emoji: false },
                    confirm: { type: 'plain_text', text: 'Yes', emoji: true },
                    deny: { type: 'plain_text', text: 'No', emoji: false },
                    style: 'danger',
                  },
                },
                { action_id: 'wait', type: 'button', text: { type: 'plain_text', text: 'Wait', emoji: false } },
              ],
            },
            {
              block_id: 'b2',
              type: 'section',
              text: { type: 'mrkdwn', verbatim: false, text: '*Done*' },
              fields: [{ type: 'plain_text', emoji: true, text: 'Env' }],
              accessory: { type: 'button', text: { type: 'plain_text', text: 'Logs', emoji: false }, url: 'https://logs.test' },
            },
          ],
        },
      },
    ]);
    expect(sent.json).toEqual([
      { ok: true, channel: 'C001', ts: expect.stringMatching(/^\d+\.\d+$/), message: expect.objectContaining({ text: 'Deploy finished' }) },
    ]);
    expect(sent.json?.[0]).not.toHaveProperty('message_timestamp');
  });

  it('sends JSON attachments and blocks as given, posts ephemerally, and refuses JSON that does not parse', async () => {
    const blocks = JSON.stringify([{ type: 'section', text: { type: 'mrkdwn', text: 'Hi' } }]);
    const sent = await run({
      operation: 'postEphemeral',
      channel: 'C002',
      user: 'U002',
      text: 'psst',
      jsonParameters: true,
      attachmentsJson: '[{"text":"a"}]',
      blocksJson: blocks,
      otherOptions: { sendAsUser: 'deploy-bot' },
    });
    expect(sent.calls[0]).toMatchObject({
      method: 'chat.postEphemeral',
      args: {
        channel: 'C002',
        user: 'U002',
        text: 'psst',
        attachments: '[{"text":"a"}]',
        blocks,
        username: 'deploy-bot',
        sendAsUser: 'deploy-bot',
      },
    });
    expect(sent.json).toEqual([{ ok: true, message_ts: expect.any(String) }]);

    const bad = await run({ channel: 'C001', text: 'x', jsonParameters: true, blocksJson: '{nope' });
    expect(bad.calls).toEqual([]);
    expect(bad.error?.message).toBe('Blocks it is not a valid json');
  });

  it('updates, links to and deletes a message by channel and timestamp', async () => {
    const posted = await run({ channel: 'C003', text: 'v1' });
    const ts = String(posted.json?.[0]?.['ts']);
    const updated = await run({
      operation: 'update',
      channelId: 'C003',
      ts,
      text: 'v2',
      attachments: [{ text: 'note' }],
      updateFields: { link_names: true },
    });
    expect(updated.calls[0]?.args).toEqual({ channel: 'C003', text: 'v2', ts, attachments: [{ text: 'note' }], link_names: true });
    expect(updated.json?.[0]).toMatchObject({ ok: true, channel: 'C003', ts, text: 'v2' });
    const link = await run({ operation: 'getPermalink', channelId: 'C003', timestamp: ts });
    expect(link.calls[0]).toMatchObject({ method: 'chat.getPermalink', args: { channel: 'C003', message_ts: ts } });
    expect(link.json?.[0]?.['permalink']).toContain(`/archives/C003/p${ts.replace('.', '')}`);
    const deleted = await run({ operation: 'delete', channelId: 'C003', timestamp: ts });
    expect(deleted.calls[0]?.args).toEqual({ channel: 'C003', ts });
    expect(deleted.json).toEqual([{ ok: true, channel: 'C003', ts }]);
  });

  it('names Slack’s refusal with its whole answer, or gives it as the item with Continue On Fail', async () => {
    const failed = await run({ channel: 'C999', text: 'x' });
    expect(failed.error?.message).toBe('Slack error response: {"ok":false,"error":"channel_not_found"}');
    const kept = await run({ channel: 'C999', text: 'x' }, { continueOnFail: true, items: [{ json: {} }, { json: {} }] });
    expect(kept.json).toEqual([
      { error: 'Slack error response: {"ok":false,"error":"channel_not_found"}' },
      { error: 'Slack error response: {"ok":false,"error":"channel_not_found"}' },
    ]);
  });
});

describe('Slack 1 (n8n-nodes-base.slack): channels', () => {
  const channel = (operation: string, extra: INodeParameters = {}) => run({ resource: 'channel', operation, ...extra });

  it('creates, gets, renames, sets topic and purpose, archives and unarchives', async () => {
    const created = await channel('create', { channelId: 'ops-room', additionalFields: { isPrivate: true } });
    expect(created.calls[0]?.args).toEqual({ name: 'ops-room', is_private: true });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json?.[0]).toMatchObject({ name: 'ops-room', is_private: true });
    const got = await channel('get', { channelId: id });
    expect(got.calls[0]).toMatchObject({ method: 'conversations.info', args: { channel: id } });
    expect(got.json?.[0]).toMatchObject({ id, name: 'ops-room' });
    expect((await channel('rename', { channelId: id, name: 'ops' })).json?.[0]).toMatchObject({ id, name: 'ops' });
    expect((await channel('setTopic', { channelId: id, topic: 'On call' })).json?.[0]).toMatchObject({ topic: { value: 'On call' } });
    expect((await channel('setPurpose', { channelId: id, purpose: 'Pager' })).json?.[0]).toMatchObject({ purpose: { value: 'Pager' } });
    expect((await channel('archive', { channelId: id })).json).toEqual([{ ok: true }]);
    expect((await channel('unarchive', { channelId: id })).json).toEqual([{ ok: true }]);
  });

  it('lists channels (limit, filters, every page), history and replies', async () => {
    const some = await channel('getAll', { limit: 2, filters: { types: ['public_channel', 'private_channel'], excludeArchived: true } });
    expect(some.calls[0]?.args).toEqual({ types: 'public_channel,private_channel', exclude_archived: 'true', limit: '2' });
    expect(some.json?.map((c) => c['name'])).toEqual(['general', 'random']);
    const all = await channel('getAll', { returnAll: true });
    expect(all.calls.length).toBeGreaterThan(1);
    expect(all.json?.map((c) => c['id'])).toEqual(['C001', 'C002', 'C003', 'C005']);

    const parent = await run({ channel: 'C002', text: 'thread start' });
    const ts = String(parent.json?.[0]?.['ts']);
    await run({ channel: 'C002', text: 'reply', otherOptions: { thread_ts: ts } });
    const history = await channel('history', {
      channelId: 'C002',
      returnAll: true,
      filters: { inclusive: true, oldest: '2020-01-01T00:00:00Z' },
    });
    expect(history.calls[0]?.args).toMatchObject({ channel: 'C002', inclusive: 'true', oldest: String(Date.UTC(2020, 0, 1) / 1000) });
    // Newest first, every page (the ephemeral post above went to this channel too).
    expect(history.json?.map((m) => m['text'])).toEqual(['reply', 'thread start', 'psst']);
    expect(history.calls).toHaveLength(2);
    const replies = await channel('replies', { channelId: 'C002', ts, limit: 10 });
    expect(replies.calls[0]?.args).toEqual({ channel: 'C002', ts, limit: '10' });
    expect(replies.json?.map((m) => m['text'])).toEqual(['thread start', 'reply']);
  });

  it('invites, lists members (resolved), kicks, joins, leaves, opens and closes', async () => {
    const invited = await channel('invite', { channelId: 'C003', userIds: ['U002', 'U003'] });
    expect(invited.calls[0]?.args).toEqual({ channel: 'C003', users: 'U002,U003' });
    expect(invited.json?.[0]?.['members']).toEqual(['U001', 'U002', 'U003']);
    const ids = await channel('member', { channelId: 'C003', returnAll: true });
    expect(ids.json).toEqual([{ member: 'U001' }, { member: 'U002' }, { member: 'U003' }]);
    const users = await channel('member', { channelId: 'C003', limit: 2, resolveData: true });
    expect(users.json?.map((u) => u['name'])).toEqual(['ada', 'grace']);
    const kicked = await channel('kick', { channelId: 'C003', userId: 'U003' });
    expect(kicked.calls[0]?.args).toEqual({ channel: 'C003', user: 'U003' });
    expect(kicked.json).toEqual([{ ok: true }]);
    expect((await channel('join', { channelId: 'C003' })).json?.[0]).toMatchObject({ id: 'C003' });
    expect((await channel('leave', { channelId: 'C003' })).json).toEqual([{ ok: true }]);
    expect((await channel('close', { channelId: 'C003' })).json).toEqual([{ ok: true }]);
    const opened = await channel('open', { options: { channelId: 'C001', returnIm: true, users: ['U002'] } });
    expect(opened.calls[0]?.args).toEqual({ channel: 'C001', return_im: true, users: 'U002' });
  });
});

describe('Slack 1 (n8n-nodes-base.slack): reactions, stars and files', () => {
  it('adds, gets and removes a reaction; adds, lists and deletes a star', async () => {
    const ts = String((await run({ channel: 'C001', text: 'react to me' })).json?.[0]?.['ts']);
    const on = { resource: 'reaction', channelId: 'C001', timestamp: ts };
    const added = await run({ ...on, operation: 'add', name: 'tada' });
    expect(added.calls[0]).toMatchObject({ method: 'reactions.add', args: { channel: 'C001', name: 'tada', timestamp: ts } });
    expect(added.json).toEqual([{ ok: true }]);
    const got = await run({ ...on, operation: 'get' });
    expect(got.json?.[0]).toMatchObject({ ok: true, type: 'message', message: { reactions: [{ name: 'tada', count: 1 }] } });
    expect((await run({ ...on, operation: 'remove', name: 'tada' })).json).toEqual([{ ok: true }]);

    const starred = await run({ resource: 'star', operation: 'add', options: { channelId: 'C001', timestamp: ts } });
    expect(starred.calls[0]?.args).toEqual({ channel: 'C001', timestamp: ts });
    const stars = await run({ resource: 'star', operation: 'getAll', limit: 5 });
    expect(stars.json).toEqual([expect.objectContaining({ type: 'message', channel: 'C001', timestamp: ts })]);
    const removed = await run({ resource: 'star', operation: 'delete', options: { channelId: 'C001', timestamp: ts } });
    expect(removed.calls[0]).toMatchObject({ method: 'stars.remove', args: { channel: 'C001', timestamp: ts } });
  });

  it('uploads text content as an urlencoded form and the item’s binary as multipart, then gets and lists files', async () => {
    const text = await run({
      resource: 'file',
      fileContent: 'hello, world!',
      options: { channelIds: ['C001', 'C002'], fileName: 'hello.txt', title: 'Greeting', initialComment: 'see', threadTs: '1.2' },
    });
    // n8n's version 1 sends text content as a form (qs encoding: a space as %20, `!` and `,` escaped).
    expect(text.calls[0]).toMatchObject({
      method: 'files.upload',
      contentType: 'application/x-www-form-urlencoded',
      form: 'channels=C001%2CC002&filename=hello.txt&initial_comment=see&thread_ts=1.2&title=Greeting&content=hello%2C%20world%21',
    });
    expect(text.json?.[0]).toMatchObject({ name: 'hello.txt', title: 'Greeting', size: 13, channels: ['C001', 'C002'] });
    const binary = await run(
      { resource: 'file', binaryData: true, binaryPropertyName: 'doc' },
      {
        items: [
          { json: {}, binary: { doc: { data: Buffer.from('PDF!').toString('base64'), mimeType: 'application/pdf', fileName: 'r.pdf' } } },
        ],
      },
    );
    expect(binary.calls[0]).toMatchObject({
      contentType: expect.stringContaining('multipart/form-data'),
      args: { __file: '4', __fileName: 'r.pdf' },
    });
    expect(binary.calls[0]?.args).not.toHaveProperty('content');
    const id = String(binary.json?.[0]?.['id']);
    expect((await run({ resource: 'file', operation: 'get', fileId: id })).json?.[0]).toMatchObject({ id, name: 'r.pdf', size: 4 });
    const listed = await run({ resource: 'file', operation: 'getAll', limit: 1, filters: { types: ['all'], userId: 'U001' } });
    expect(listed.calls[0]?.args).toEqual({ types: 'all', user: 'U001', count: '1' });
    expect(listed.json?.map((f) => f['id'])).toEqual([id]);
    const all = await run({ resource: 'file', operation: 'getAll', returnAll: true });
    expect(all.json).toHaveLength(2);
  });

  it('fails an upload whose item lacks the binary field', async () => {
    const missing = await run({ resource: 'file', binaryData: true, binaryPropertyName: 'doc' });
    expect(missing.calls).toEqual([]);
    expect(missing.error?.message).toContain('doc');
  });
});

describe('Slack 1 (n8n-nodes-base.slack): users, user groups and profiles', () => {
  it('gets a user, their presence and every user', async () => {
    expect((await run({ resource: 'user', operation: 'info', user: 'U002' })).json?.[0]).toMatchObject({ id: 'U002', name: 'grace' });
    expect((await run({ resource: 'user', operation: 'getPresence', user: 'U001' })).json).toEqual([{ ok: true, presence: 'active' }]);
    const all = await run({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(all.json?.map((u) => u['id'])).toEqual(['U001', 'U002', 'U003']);
    expect((await run({ resource: 'user', operation: 'getAll', limit: 1 })).calls[0]?.args).toEqual({ limit: '1' });
  });

  it('creates, updates, disables, enables and lists user groups', async () => {
    const created = await run({
      resource: 'userGroup',
      name: 'Oncall',
      additionalFields: { handle: 'oncall', description: 'Pager', include_count: true },
    });
    expect(created.calls[0]?.args).toEqual({ name: 'Oncall', handle: 'oncall', description: 'Pager', include_count: true });
    const id = String(created.json?.[0]?.['id']);
    const updated = await run({
      resource: 'userGroup',
      operation: 'update',
      userGroupId: id,
      updateFields: { name: 'On call', channels: 'C001' },
    });
    expect(updated.json?.[0]).toMatchObject({ id, name: 'On call', prefs: { channels: ['C001'] } });
    expect((await run({ resource: 'userGroup', operation: 'disable', userGroupId: id })).json?.[0]?.['date_delete']).not.toBe(0);
    const hidden = await run({ resource: 'userGroup', operation: 'getAll', additionalFields: { include_disabled: false } });
    expect(hidden.calls[0]?.args).toEqual({ include_disabled: 'false' });
    expect(hidden.json).toEqual([]);
    expect((await run({ resource: 'userGroup', operation: 'enable', userGroupId: id })).json?.[0]).toMatchObject({ id, date_delete: 0 });
    const listed = await run({ resource: 'userGroup', operation: 'getAll', limit: 1 });
    expect(listed.json?.map((g) => g['id'])).toEqual([id]);
  });

  it('gets the caller’s or a user’s profile and updates it with custom fields and a status expiring in the workflow’s zone', async () => {
    const own = await run({ resource: 'userProfile', operation: 'get' });
    expect(own.calls[0]).toMatchObject({ method: 'users.profile.get', args: {} });
    expect(own.json?.[0]).toMatchObject({ email: 'ada@example.com' });
    expect((await run({ resource: 'userProfile', operation: 'get', additionalFields: { user: 'U002' } })).json?.[0]).toMatchObject({
      email: 'grace@example.com',
    });
    const updated = await run({
      resource: 'userProfile',
      operation: 'update',
      additionalFields: {
        status_text: 'Travelling',
        status_expiration: '2030-01-01T09:00:00',
        customFieldUi: { customFieldValues: [{ id: 'Xf01', value: 'Core', alt: '' }] },
      },
    });
    expect(updated.calls[0]?.args).toEqual({
      profile: {
        status_text: 'Travelling',
        // 09:00 in the test workflow's zone (America/New_York) is 14:00 UTC.
        status_expiration: Date.UTC(2030, 0, 1, 14) / 1000,
        fields: { Xf01: { value: 'Core', alt: '' } },
      },
    });
    expect(updated.json?.[0]).toMatchObject({ status_text: 'Travelling', email: 'ada@example.com' });
    const cleared = await run({ resource: 'userProfile', operation: 'update', additionalFields: { status_text: '' } });
    expect(cleared.calls[0]?.args).toEqual({ profile: { status_text: '', status_expiration: 0 } });
  });
});

describe('Slack 1 (n8n-nodes-base.slack): option lists', () => {
  it('lists channels, users and team profile fields for every list the description names', async () => {
    const credentials = { accessToken: SLACK_TEST_TOKEN, baseUrl: slack.apiUrl };
    const context = loadOptionsContextFor(
      node('Slack', 'slack', {}, { typeVersion: 1, credentials: { slackApi: { id: 's', name: 'Slack' } } }),
      credentials,
    );
    const methods = slackV1Node.methods!.loadOptions!;
    const named = new Set<string>();
    JSON.stringify(slackV1Description.properties, (key, value: unknown) => {
      if (key === 'loadOptionsMethod') named.add(String(value));
      return value;
    });
    expect([...named].sort()).toEqual(['getChannels', 'getTeamFields', 'getUsers']);
    expect((await methods['getChannels']!.call(context)).map((option) => option.value)).toContain('C004');
    expect((await methods['getUsers']!.call(context)).map((option) => option.name)).toEqual(['ada', 'grace', 'linus']);
    expect(await methods['getTeamFields']!.call(context)).toEqual([{ name: 'Team', value: 'Xf01' }]);
  });
});
