/**
 * The Discord node's editor lists through the real server (`GET /rest/nodes-list-search`,
 * `GET /rest/node-parameter-options`) against the Discord API stand-in: the server's
 * categories for "Parent Category", and for "Role Add" the roles a member lacks, for "Role
 * Remove" the ones they hold (never @everyone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCORD_TEST_TOKEN, startDiscordServer, type DiscordServer } from '../../app/server/nodes/discord/testing/discord-server';
import type { Data } from './accounts-helpers';
import { createCredential, startTeam, type Team } from './credentials-helpers';

const DISCORD = { name: 'n8n-nodes-base.discord', version: 2 };
const rl = (value: string) => ({ __rl: true, mode: 'id', value });

describe('Discord lists in the editor', () => {
  let team: Team;
  let discord: DiscordServer;
  let credentials: Record<string, { id: string; name: string }>;
  beforeAll(async () => {
    discord = await startDiscordServer();
    team = await startTeam('sqlite', []);
    const credential = await createCredential(team.owner, {
      name: 'Discord bot',
      type: 'discordBotApi',
      data: { botToken: DISCORD_TEST_TOKEN, baseUrl: discord.apiUrl },
    });
    credentials = { discordBotApi: { id: credential.id, name: credential.name } };
  });
  afterAll(async () => {
    await team?.close();
    await discord?.close();
  });

  const query = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

  it('lists the categories of the chosen server', async () => {
    const response = await team.owner.browser.get<Data<{ results: Array<{ name: string; value: string }> }>>(
      `/nodes-list-search?${query({
        nodeTypeAndVersion: DISCORD,
        methodName: 'categorySearch',
        credentials,
        currentNodeParameters: { resource: 'channel', operation: 'create', guildId: rl('100') },
      })}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.results).toEqual([{ name: 'Projects', value: '202' }]);
  });

  it('offers the roles a member lacks to add and the roles they hold to remove', async () => {
    const roles = async (operation: string) => {
      const response = await team.owner.browser.get<Data<Array<{ name: string; value: string }>>>(
        `/node-parameter-options?${query({
          nodeTypeAndVersion: DISCORD,
          path: 'parameters.role',
          methodName: 'getRoles',
          credentials,
          currentNodeParameters: { resource: 'member', operation, guildId: rl('100'), userId: rl('7') },
        })}`,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    expect(await roles('roleAdd')).toEqual([{ name: 'Admin', value: '500' }]);
    expect(await roles('roleRemove')).toEqual([{ name: 'Helper', value: '501' }]);
  });
});
