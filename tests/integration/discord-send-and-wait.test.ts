/**
 * Discord "Send and Wait for Response" through a running server, against the Discord API
 * stand-in: the node sends one message whose embed holds the text and whose action row
 * holds link buttons to the execution's signed resume link, the execution waits, and
 * opening a button's link resumes it with `{ data: { approved } }` (a forged signature
 * is refused).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Data } from './accounts-helpers';
import { askAndWait, openAndFinish, resumePathOf } from './send-and-wait-helpers';
import { eventually } from './webhooks-helpers';
import { startTeam, type Team } from './workflows-helpers';
import { DISCORD_TEST_TOKEN, startDiscordServer, type DiscordServer } from '../../app/server/nodes/discord/testing/discord-server';

type Sent = {
  embeds: Array<{ description: string; color: number }>;
  components: Array<{ type: number; components: Array<{ type: number; style: number; label: string; url: string }> }>;
};
const rl = (value: string) => ({ __rl: true, mode: 'id', value });

describe('Discord: Send and Wait for Response', { timeout: 60_000 }, () => {
  let team: Team;
  let discord: DiscordServer;
  let credentialId: string;
  beforeAll(async () => {
    [team, discord] = await Promise.all([startTeam('sqlite', []), startDiscordServer()]);
    const created = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Bot',
      type: 'discordBotApi',
      data: { botToken: DISCORD_TEST_TOKEN, baseUrl: discord.apiUrl },
    });
    credentialId = created.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([team?.close(), discord?.close()]);
  });

  const ask = (parameters: Record<string, unknown>) => ({
    id: randomUUID(),
    type: 'n8n-nodes-base.discord',
    typeVersion: 2,
    position: [200, 0],
    webhookId: randomUUID(),
    credentials: { discordBotApi: { id: credentialId, name: 'Bot' } },
    parameters: { resource: 'message', operation: 'sendAndWait', guildId: rl('100'), ...parameters },
  });

  const sent = (text: string) =>
    eventually(async () => {
      const call = discord.calls.find((c) => c.method === 'POST' && JSON.stringify(c.body['embeds'] ?? []).includes(text));
      return call && { path: call.path, body: call.body as unknown as Sent };
    });

  it('sends the embed and Decline/Approve link buttons to the channel; opening Approve resumes with { data: { approved: true } }', async () => {
    const executionId = await askAndWait(
      team,
      'discord-ask-double',
      ask({
        sendTo: 'channel',
        channelId: rl('200'),
        message: 'Ban the spammer?',
        approvalOptions: { values: { approvalType: 'double' } },
      }),
    );
    const { path, body } = await sent('Ban the spammer?');
    expect(path).toBe('/api/v10/channels/200/messages');
    expect(body.embeds).toEqual([
      { description: 'Ban the spammer?\n\n_This message was sent automatically with _Switchyard', color: 5814783 },
    ]);
    const row = body.components[0]!;
    expect(row.type).toBe(1);
    expect(row.components.map((b) => [b.type, b.style, b.label])).toEqual([
      [2, 5, '✗ Decline'],
      [2, 5, '✓ Approve'],
    ]);
    const { ask: output, after } = await openAndFinish(team, executionId, resumePathOf(row.components[1]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
    expect(after).toMatchObject({ seen: 'yes' });
  });

  it('sends to a user through a DM channel; "Approve Only" has one button', async () => {
    const executionId = await askAndWait(
      team,
      'discord-ask-dm',
      ask({ sendTo: 'user', userId: rl('7'), message: 'Join the call?', options: { appendAttribution: false } }),
    );
    const { path, body } = await sent('Join the call?');
    expect(path).toBe('/api/v10/channels/997/messages');
    expect(body.embeds[0]?.description).toBe('Join the call?');
    const buttons = body.components[0]!.components;
    expect(buttons.map((b) => b.label)).toEqual(['✓ Approve']);
    const { ask: output } = await openAndFinish(team, executionId, resumePathOf(buttons[0]!.url, executionId));
    expect(output).toEqual({ data: { approved: true } });
  });
});
