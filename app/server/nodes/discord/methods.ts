/**
 * The Discord node's resource-locator lists (n8n's method names): the bot's servers, a
 * server's channels (text channels for sending) and members, filtered by the typed text.
 */
import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { DISCORD_API_URL } from '../../credentials/types/discord';
import { locatorName } from '../shared/sql/locator';

/** Discord's text channel types: guild text and announcement. */
const TEXT_CHANNEL_TYPES: ReadonlySet<number> = new Set([0, 5]);

async function get(fn: ILoadOptionsFunctions, path: string): Promise<IDataObject[]> {
  const credential = await fn.getCredentials('discordBotApi');
  const base = String(credential['baseUrl'] || DISCORD_API_URL).replace(/\/+$/, '');
  return (await fn.helpers.httpRequestWithAuthentication('discordBotApi', {
    method: 'GET',
    url: `${base}${path}`,
    json: true,
  })) as IDataObject[];
}

function listOf(entries: IDataObject[], nameOf: (entry: IDataObject) => string, filter?: string): INodeListSearchResult {
  const wanted = (filter ?? '').trim().toLowerCase();
  return {
    results: entries
      .map((entry) => ({ name: nameOf(entry), value: String(entry['id'] ?? (entry['user'] as IDataObject | undefined)?.['id'] ?? '') }))
      .filter((entry) => wanted === '' || entry.name.toLowerCase().includes(wanted)),
  };
}

const guildOf = (fn: ILoadOptionsFunctions) => locatorName(fn.getNodeParameter('guildId', ''));

export async function guildSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  return listOf(await get(this, '/users/@me/guilds'), (guild) => String(guild['name'] ?? ''), filter);
}

export async function channelSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  return listOf(await get(this, `/guilds/${guildOf(this)}/channels`), (channel) => String(channel['name'] ?? ''), filter);
}

export async function textChannelSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const channels = (await get(this, `/guilds/${guildOf(this)}/channels`)).filter((channel) =>
    TEXT_CHANNEL_TYPES.has(Number(channel['type'])),
  );
  return listOf(channels, (channel) => String(channel['name'] ?? ''), filter);
}

/** Discord's category channel type. */
const CATEGORY_TYPE = 4;

export async function categorySearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const categories = (await get(this, `/guilds/${guildOf(this)}/channels`)).filter((channel) => Number(channel['type']) === CATEGORY_TYPE);
  return listOf(categories, (channel) => String(channel['name'] ?? ''), filter);
}

/**
 * The server's roles for "Role Add" / "Role Remove": the ones the user lacks, or has, as n8n
 * lists them (without @everyone, which cannot be given or taken).
 */
export async function getRoles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const guild = guildOf(this);
  const user = locatorName(this.getNodeParameter('userId', ''));
  const roles = (await get(this, `/guilds/${guild}/roles`)).filter((role) => role['name'] !== '@everyone');
  const held =
    user === ''
      ? []
      : ((((await get(this, `/guilds/${guild}/members/${user}`)) as unknown as IDataObject)['roles'] as string[] | undefined) ?? []);
  const removing = this.getNodeParameter('operation', '') === 'roleRemove';
  return roles
    .filter((role) => held.includes(String(role['id'])) === removing)
    .map((role) => ({ name: String(role['name'] ?? ''), value: String(role['id'] ?? '') }));
}

export async function userSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const members = await get(this, `/guilds/${guildOf(this)}/members?limit=100`);
  return listOf(members, (member) => String((member['user'] as IDataObject | undefined)?.['username'] ?? ''), filter);
}
