/**
 * The Slack node's resource-locator lists and option loaders (n8n's method names): the
 * workspace's public and private channels and its users, every page, filtered by the typed
 * text (name, or an exact ID) and sorted by name.
 */
import type { IDataObject, INodeListSearchResult, INodePropertyOptions } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { slackRequest, slackRequestAll } from './slack-api';

const CHANNEL_TYPES = { types: 'public_channel,private_channel' };

async function entries(
  fn: ILoadOptionsFunctions,
  endpoint: string,
  property: string,
  qs: IDataObject = {},
): Promise<INodePropertyOptions[]> {
  const list = (await slackRequestAll(fn, endpoint, property, qs)) as IDataObject[];
  return list
    .map((entry) => ({ name: String(entry['name'] ?? entry['id']), value: String(entry['id']) }))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

function filtered(options: INodePropertyOptions[], filter?: string): INodeListSearchResult {
  const wanted = (filter ?? '').trim().toLowerCase();
  return {
    results: options.filter(
      (option) => wanted === '' || option.name.toLowerCase().includes(wanted) || String(option.value).toLowerCase() === wanted,
    ),
  };
}

export const listSearch = {
  async getChannels(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return filtered(await entries(this, 'conversations.list', 'channels', CHANNEL_TYPES), filter);
  },
  async getUsers(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return filtered(await entries(this, 'users.list', 'members'), filter);
  },
};

export const loadOptions = {
  async getChannels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return entries(this, 'conversations.list', 'channels', CHANNEL_TYPES);
  },
  async getChannelsName(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await entries(this, 'conversations.list', 'channels', CHANNEL_TYPES)).map((option) => ({
      name: option.name,
      value: option.name,
    }));
  },
  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return entries(this, 'users.list', 'members');
  },
  async getTeamFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const profile = (await slackRequest(this, { method: 'GET', endpoint: 'team.profile.get' }))['profile'] as IDataObject | undefined;
    return ((profile?.['fields'] ?? []) as IDataObject[]).map((field) => ({ name: String(field['label']), value: String(field['id']) }));
  },
};
