/**
 * Discord 2 against a local stand-in of the Discord API (testing/discord-server.ts): the
 * bot token as `Authorization: Bot`, messages sent to a channel or a user's DM with
 * options, embeds and files, read one and many (paged, simplified), deleted and reacted
 * to, a message through a channel webhook, Discord's errors and its 429 retry_after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeCredentials, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { testCredential } from '../../credentials/connect/credential-test';
import { CredentialTypeRegistry } from '../../credentials/types';
import { runSingleNode } from '../../engine/testing/run-single-node';
import { DISCORD_TEST_TOKEN, startDiscordServer, type DiscordServer } from './testing/discord-server';

const credentialTypes = new CredentialTypeRegistry();
let discord: DiscordServer;
beforeAll(async () => {
  discord = await startDiscordServer();
});
afterAll(() => discord.close());

const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const onChannel = { guildId: rl('100'), channelId: rl('200') };

function run(parameters: INodeParameters, options: { items?: INodeExecutionData[]; token?: string; continueOnFail?: boolean } = {}) {
  const webhook = parameters['authentication'] === 'webhook';
  const credentials: INodeCredentials = webhook
    ? { discordWebhookApi: { id: 'hook', name: 'Hook' } }
    : { discordBotApi: { id: 'bot', name: 'Bot' } };
  return runSingleNode({
    type: 'discord',
    name: 'Discord',
    parameters,
    version: 2,
    credentials,
    loadCredential: async (id) =>
      id === 'hook' ? { webhookUri: discord.webhookUrl } : { botToken: options.token ?? DISCORD_TEST_TOKEN, baseUrl: discord.apiUrl },
    items: options.items,
    continueOnFail: options.continueOnFail,
    callLog: discord.calls,
  });
}

describe('Discord 2 (n8n-nodes-base.discord)', () => {
  it('sends a message to a channel as the bot, with flags, a reply reference, tts and an embed', async () => {
    const sent = await run({
      ...onChannel,
      content: 'Build {{ 1 }} passed',
      options: { flags: ['SUPPRESS_NOTIFICATIONS'], message_reference: '999', tts: true },
      embeds: { values: [{ inputMethod: 'fields', title: 'Report', color: '#ff0000', author: 'CI', image: 'https://x.test/a.png' }] },
    });
    expect(sent.error).toBeUndefined();
    expect(sent.calls).toEqual([
      {
        method: 'POST',
        path: '/api/v10/channels/200/messages',
        authorization: `Bot ${DISCORD_TEST_TOKEN}`,
        body: {
          content: 'Build {{ 1 }} passed',
          flags: 4096,
          message_reference: { message_id: '999', guild_id: '100' },
          tts: true,
          embeds: [{ title: 'Report', author: { name: 'CI' }, color: 0xff0000, image: { url: 'https://x.test/a.png' } }],
        },
        files: [],
      },
    ]);
    expect(sent.json).toEqual([
      expect.objectContaining({ channel_id: '200', content: 'Build {{ 1 }} passed', author: expect.objectContaining({ bot: true }) }),
    ]);
  });

  it("sends a DM through the user's DM channel, and attaches files from binary data", async () => {
    const dm = await run({ guildId: rl('100'), sendTo: 'user', userId: rl('7'), content: 'Hi Ada' });
    expect(dm.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/v10/users/@me/channels', { recipient_id: '7' }],
      ['POST', '/api/v10/channels/997/messages', { content: 'Hi Ada' }],
    ]);
    const items: INodeExecutionData[] = [
      { json: {}, binary: { data: { data: Buffer.from('a,b\n1,2').toString('base64'), mimeType: 'text/csv', fileName: 'report.csv' } } },
    ];
    const withFile = await run({ ...onChannel, content: 'See file', files: { values: [{ inputFieldName: 'data' }] } }, { items });
    expect(withFile.calls[0]).toMatchObject({
      body: { content: 'See file' },
      files: [{ field: 'files[0]', name: 'report.csv', content: Buffer.from('a,b\n1,2') }],
    });
    expect(withFile.json?.[0]?.['attachments']).toEqual([{ id: '0', filename: 'report.csv', size: 7 }]);
  });

  it('gets one message and many (paged with before when returning all), simplified or raw', async () => {
    for (let n = 0; n < 3; n++) await run({ ...onChannel, channelId: rl('210'), content: `m${n}` });
    const newest = discord.messages.get('210')![0]!;
    const one = await run({
      operation: 'get',
      ...onChannel,
      channelId: rl('210'),
      messageId: String(newest['id']),
      options: { simplify: true },
    });
    expect(one.json).toEqual([
      { id: newest['id'], channel_id: '210', author: newest['author'], content: 'm2', timestamp: newest['timestamp'], type: 0 },
    ]);
    const limited = await run({ operation: 'getAll', ...onChannel, channelId: rl('210'), limit: 2 });
    expect(limited.json?.map((message) => message['content'])).toEqual(['m2', 'm1']);
    expect(limited.json?.[0]).toHaveProperty('embeds');
    const all = await run({ operation: 'getAll', ...onChannel, channelId: rl('210'), returnAll: true });
    expect(all.json?.map((message) => message['content'])).toEqual(['m2', 'm1', 'm0']);
    expect(all.calls.map((call) => call.path)).toEqual(['/api/v10/channels/210/messages', '/api/v10/channels/210/messages']);
  });

  it('reacts with an emoji and deletes a message, answering { success: true }', async () => {
    await run({ ...onChannel, channelId: rl('220'), content: 'react to me' });
    const id = String(discord.messages.get('220')![0]!['id']);
    const reacted = await run({ operation: 'react', ...onChannel, channelId: rl('220'), messageId: id, emoji: '👍' });
    expect(reacted.json).toEqual([{ success: true }]);
    expect(reacted.calls[0]!.path).toBe(`/api/v10/channels/220/messages/${id}/reactions/${encodeURIComponent('👍')}/@me`);
    expect(discord.reactions).toContain(`${id}:👍`);
    expect((await run({ operation: 'deleteMessage', ...onChannel, channelId: rl('220'), messageId: id })).json).toEqual([
      { success: true },
    ]);
    expect(discord.messages.get('220')).toEqual([]);
  });

  it('creates, gets, updates, lists and deletes channels, with the parent category as parent_id', async () => {
    const created = await run({
      resource: 'channel',
      operation: 'create',
      guildId: rl('100'),
      name: 'releases',
      type: '0',
      options: { topic: 'Shipping news', categoryId: rl('202'), nsfw: false },
    });
    expect(created.error).toBeUndefined();
    expect(created.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v10/guilds/100/channels',
      body: { name: 'releases', type: '0', topic: 'Shipping news', parent_id: '202', nsfw: false },
    });
    const id = String(created.json?.[0]?.['id']);
    expect(created.json).toEqual([expect.objectContaining({ id, name: 'releases', parent_id: '202' })]);

    const got = await run({ resource: 'channel', operation: 'get', guildId: rl('100'), channelId: rl(id) });
    expect(got.json).toEqual([expect.objectContaining({ id, topic: 'Shipping news' })]);
    // An empty name keeps the name; options change what they name.
    const updated = await run({
      resource: 'channel',
      operation: 'update',
      guildId: rl('100'),
      channelId: rl(id),
      name: '',
      options: { position: 3 },
    });
    expect(updated.calls[0]).toMatchObject({ method: 'PATCH', path: `/api/v10/channels/${id}`, body: { position: 3 } });
    expect(updated.json).toEqual([expect.objectContaining({ name: 'releases', position: 3 })]);

    const listed = await run(
      { resource: 'channel', operation: 'getAll', guildId: rl('100'), returnAll: true, options: { filter: [0] } },
      { items: [{ json: {} }, { json: {} }] },
    );
    // Get Many runs once, whatever the number of items.
    expect(listed.calls).toHaveLength(1);
    expect(listed.json?.map((channel) => channel['name'])).toEqual(['general', 'releases']);
    const limited = await run({ resource: 'channel', operation: 'getAll', guildId: rl('100'), limit: 1 });
    expect(limited.json?.map((channel) => channel['name'])).toEqual(['general']);

    const deleted = await run({ resource: 'channel', operation: 'deleteChannel', guildId: rl('100'), channelId: rl(id) });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(discord.channels.some((channel) => channel['id'] === id)).toBe(false);
  });

  it('lists members (all pages after the last user, or a limit; simplified), and adds and removes roles', async () => {
    const all = await run({ resource: 'member', operation: 'getAll', guildId: rl('100'), returnAll: true, options: { simplify: true } });
    expect(all.json?.map((member) => (member['user'] as IDataObject)['id'])).toEqual(['7', '8', '9']);
    expect(Object.keys(all.json?.[0] ?? {}).sort()).toEqual(['permissions', 'roles', 'user']);
    expect(all.calls.map((call) => call.path)).toEqual(['/api/v10/guilds/100/members', '/api/v10/guilds/100/members']);
    const after = await run({ resource: 'member', operation: 'getAll', guildId: rl('100'), limit: 1, after: '7' });
    expect(after.json).toEqual([expect.objectContaining({ user: { id: '8', username: 'user8' }, joined_at: expect.any(String) })]);

    const added = await run({ resource: 'member', operation: 'roleAdd', guildId: rl('100'), userId: rl('8'), role: ['500', '501'] });
    expect(added.json).toEqual([{ success: true }]);
    expect(added.calls.map((call) => [call.method, call.path])).toEqual([
      ['PUT', '/api/v10/guilds/100/members/8/roles/500'],
      ['PUT', '/api/v10/guilds/100/members/8/roles/501'],
    ]);
    await run({ resource: 'member', operation: 'roleRemove', guildId: rl('100'), userId: rl('8'), role: ['500'] });
    expect(discord.memberRoles.get('8')).toEqual(['501']);
    const unknown = await run(
      { resource: 'member', operation: 'roleAdd', guildId: rl('100'), userId: rl('8'), role: ['999'] },
      { continueOnFail: true },
    );
    expect(unknown.json).toEqual([{ error: 'Unknown Role' }]);
  });

  it('sends through a channel webhook with a username and an embed from raw JSON', async () => {
    const sent = await run({
      authentication: 'webhook',
      content: 'From the hook',
      options: { username: 'Switchyard', avatar_url: 'https://x.test/a.png' },
      embeds: { values: [{ inputMethod: 'json', json: '{"title":"Raw"}' }] },
    });
    expect(sent.error).toBeUndefined();
    expect(sent.calls).toEqual([
      {
        method: 'POST',
        path: '/api/webhooks/300/hook-token',
        body: { content: 'From the hook', username: 'Switchyard', avatar_url: 'https://x.test/a.png', embeds: [{ title: 'Raw' }] },
        files: [],
      },
    ]);
    expect(sent.json).toEqual([expect.objectContaining({ content: 'From the hook' })]);
  });

  it("waits out a 429's retry_after, and fails with Discord's message otherwise (or { error } with Continue On Fail)", async () => {
    discord.tooManyRequests.count = 1;
    const retried = await run({ ...onChannel, content: 'after the wait' });
    expect(retried.calls.map((call) => call.path)).toEqual(['/api/v10/channels/200/messages', '/api/v10/channels/200/messages']);
    expect(retried.json).toEqual([expect.objectContaining({ content: 'after the wait' })]);
    const missing = await run({ ...onChannel, channelId: rl('404'), content: 'x' });
    expect(missing.error).toMatchObject({ message: 'Unknown Channel' });
    const unauthorized = await run({ ...onChannel, content: 'x' }, { token: 'wrong', continueOnFail: true });
    expect(unauthorized.json).toEqual([{ error: '401: Unauthorized' }]);
  });

  it('tests the discordBotApi credential by asking who the bot is', async () => {
    const context = { types: credentialTypes, instanceApiBaseUrl: 'http://localhost:5678/api/v1' };
    const ok = await testCredential(context, 'discordBotApi', { botToken: DISCORD_TEST_TOKEN, baseUrl: discord.apiUrl });
    expect(ok).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(discord.calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/v10/users/@me', authorization: `Bot ${DISCORD_TEST_TOKEN}` });
    expect(await testCredential(context, 'discordBotApi', { botToken: 'wrong', baseUrl: discord.apiUrl })).toMatchObject({
      status: 'Error',
    });
  });
});
