/**
 * Discord 2's channel and member resources with n8n's parameter names, outputs and calls:
 * - channel create (`POST /guilds/{guild}/channels`), get (`GET /channels/{id}`), get many
 *   (the guild's channels, first `limit` unless "Return All", then "Filter by Type"), update
 *   (`PATCH /channels/{id}`) and delete (`{success: true}`); "Parent Category" becomes
 *   `parent_id`;
 * - member get many (`GET /guilds/{guild}/members`, `after` and `limit`, "Return All" pages of
 *   100 after the last user; "Simplify" keeps user, roles and permissions), role add and role
 *   remove (one call per role, `{success: true}`).
 */
import type { IDataObject, INodeProperties } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';
import { locatorName } from '../shared/sql/locator';
import { discordRequest } from './discord-api';

const on = (resource: string, operation: string[], extra: Record<string, unknown[]> = {}) => ({
  show: { resource: [resource], operation, ...extra },
  hide: { authentication: ['webhook'] },
});

const idLocator = (displayName: string, name: string, search: string, description: string, required = true): INodeProperties => ({
  displayName,
  name,
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required,
  description,
  modes: [
    {
      displayName: 'By Name',
      name: 'list',
      type: 'list',
      placeholder: 'e.g. my-channel',
      typeOptions: { searchListMethod: search, searchable: true },
    },
    { displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 896347036838936576' },
  ],
});

const CHANNEL_TYPES = [
  { name: 'Guild Text', value: '0' },
  { name: 'Guild Voice', value: '2' },
  { name: 'Guild Category', value: '4' },
];

const category = idLocator(
  'Parent Category',
  'categoryId',
  'categorySearch',
  'The parent category where you want the channel to appear',
  false,
);

const channelOptions = (forCreate: boolean): INodeProperties[] => {
  const notCategory = forCreate ? { displayOptions: { hide: { '/type': ['4'] } } } : {};
  const voiceOnly = forCreate ? { displayOptions: { show: { '/type': ['2'] } } } : { hint: 'Only applicable to voice channels' };
  return [
    {
      displayName: 'Age-Restricted (NSFW)',
      name: 'nsfw',
      type: 'boolean',
      default: false,
      description: 'Whether the content of the channel might be nsfw (not safe for work)',
      ...notCategory,
    },
    {
      displayName: 'Bitrate',
      name: 'bitrate',
      type: 'number',
      default: 8000,
      typeOptions: { minValue: 8000, maxValue: 96000 },
      description: 'The bitrate (in bits) of the voice channel',
      ...voiceOnly,
    },
    { ...category, ...notCategory },
    { displayName: 'Position', name: 'position', type: 'number', default: 1 },
    {
      displayName: 'Rate Limit Per User',
      name: 'rate_limit_per_user',
      type: 'number',
      default: 0,
      description: 'Amount of seconds a user has to wait before sending another message',
      ...notCategory,
    },
    {
      displayName: 'Topic',
      name: 'topic',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      description: 'The channel topic description (0-1024 characters)',
      placeholder: 'e.g. This channel is about…',
      ...notCategory,
    },
    {
      displayName: 'User Limit',
      name: 'user_limit',
      type: 'number',
      default: 0,
      typeOptions: { minValue: 0, maxValue: 99 },
      description: 'The limit for the number of members that can be in the channel (0 refers to no limit)',
      ...voiceOnly,
    },
  ];
};

const returnAllOrLimit = (resource: string): INodeProperties[] => [
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    description: 'Whether to return all results or only up to a given limit',
    displayOptions: on(resource, ['getAll']),
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: { minValue: 1 },
    description: 'Max number of results to return',
    displayOptions: on(resource, ['getAll'], { returnAll: [false] }),
  },
];

/** The operations of both resources (shown for their resource). */
export const channelMemberOperations: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['channel'] }, hide: { authentication: ['webhook'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a new channel', action: 'Create a channel' },
      { name: 'Delete', value: 'deleteChannel', description: 'Delete a channel', action: 'Delete a channel' },
      { name: 'Get', value: 'get', description: 'Get a channel', action: 'Get a channel' },
      { name: 'Get Many', value: 'getAll', description: 'Retrieve the channels of a server', action: 'Get many channels' },
      { name: 'Update', value: 'update', description: 'Update a channel', action: 'Update a channel' },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['member'] }, hide: { authentication: ['webhook'] } },
    options: [
      { name: 'Get Many', value: 'getAll', description: 'Retrieve members of a server', action: 'Get many members' },
      { name: 'Role Add', value: 'roleAdd', description: 'Add a role to a member', action: 'Add a role to a member' },
      { name: 'Role Remove', value: 'roleRemove', description: 'Remove a role from a member', action: 'Remove a role from a member' },
    ],
    default: 'getAll',
  },
];

/** The fields of both resources, after the server locator. */
export const channelMemberFields: INodeProperties[] = [
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    description: 'The name of the channel',
    placeholder: 'e.g. new-channel',
    displayOptions: on('channel', ['create']),
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    default: '0',
    required: true,
    description: 'The type of channel to create',
    options: CHANNEL_TYPES,
    displayOptions: on('channel', ['create']),
  },
  {
    ...idLocator('Channel', 'channelId', 'channelSearch', 'Select the channel by name or ID'),
    displayOptions: on('channel', ['deleteChannel', 'get', 'update']),
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    description: "The new name of the channel. Fill this field only if you want to change the channel's name.",
    placeholder: 'e.g. new-channel-name',
    displayOptions: on('channel', ['update']),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: channelOptions(true),
    displayOptions: on('channel', ['create']),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: channelOptions(false),
    displayOptions: on('channel', ['update']),
  },
  ...returnAllOrLimit('channel'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('channel', ['getAll']),
    options: [
      {
        displayName: 'Filter by Type',
        name: 'filter',
        type: 'multiOptions',
        default: [],
        options: CHANNEL_TYPES.map(({ name, value }) => ({ name, value: Number(value) })),
      },
    ],
  },
  ...returnAllOrLimit('member'),
  {
    displayName: 'After',
    name: 'after',
    type: 'string',
    default: '',
    placeholder: 'e.g. 786953432728469534',
    description: 'The ID of the user after which to return the members',
    displayOptions: on('member', ['getAll']),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('member', ['getAll']),
    options: [
      {
        displayName: 'Simplify',
        name: 'simplify',
        type: 'boolean',
        default: false,
        description: 'Whether to return a simplified version of the response instead of the raw data',
      },
    ],
  },
  {
    ...idLocator('User', 'userId', 'userSearch', 'Select the user you want to assign a role to'),
    displayOptions: on('member', ['roleAdd', 'roleRemove']),
  },
  {
    displayName: 'Role Names or IDs',
    name: 'role',
    type: 'multiOptions',
    typeOptions: { loadOptionsMethod: 'getRoles', loadOptionsDependsOn: ['userId.value', 'guildId.value', 'operation'] },
    required: true,
    default: [],
    description: 'Select the roles you want to add to the user',
    displayOptions: on('member', ['roleAdd', 'roleRemove']),
  },
];

const idOf = (fn: IExecuteFunctions, name: string, i: number) => locatorName(fn.getNodeParameter(name, i, ''));

/** The options as Discord's fields: "Parent Category" is `parent_id`. */
function channelFields(fn: IExecuteFunctions, i: number): IDataObject {
  const { categoryId, ...rest } = (fn.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
  const parent = categoryId === undefined ? '' : locatorName(categoryId);
  return { ...rest, ...(parent !== '' ? { parent_id: parent } : {}) };
}

async function channels(fn: IExecuteFunctions, guildId: string): Promise<IDataObject[]> {
  let found = (await discordRequest(fn, { method: 'GET', path: `/guilds/${guildId}/channels` })) as IDataObject[];
  if (fn.getNodeParameter('returnAll', 0, false) !== true) found = found.slice(0, Number(fn.getNodeParameter('limit', 0, 50)));
  const filter = ((fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject)['filter'];
  const types = Array.isArray(filter) ? filter.map(Number) : [];
  if (types.length > 0) found = found.filter((channel) => types.includes(Number(channel['type'])));
  return found;
}

async function members(fn: IExecuteFunctions, guildId: string): Promise<IDataObject[]> {
  const path = `/guilds/${guildId}/members`;
  const after = String(fn.getNodeParameter('after', 0, '') ?? '');
  const qs: IDataObject = after !== '' ? { after } : {};
  let found: IDataObject[] = [];
  if (fn.getNodeParameter('returnAll', 0, false) !== true) {
    found = (await discordRequest(fn, {
      method: 'GET',
      path,
      qs: { ...qs, limit: Number(fn.getNodeParameter('limit', 0, 50)) },
    })) as IDataObject[];
  } else {
    for (qs['limit'] = 100; ;) {
      const page = (await discordRequest(fn, { method: 'GET', path, qs })) as IDataObject[];
      if (!Array.isArray(page) || page.length === 0) break;
      found.push(...page);
      qs['after'] = (page[page.length - 1]!['user'] as IDataObject | undefined)?.['id'];
    }
  }
  if (((fn.getNodeParameter('options', 0, {}) ?? {}) as IDataObject)['simplify'] !== true) return found;
  return found.map((member) =>
    Object.fromEntries(['user', 'roles', 'permissions'].filter((key) => key in member).map((key) => [key, member[key]])),
  );
}

/** Operations that run once for all items (get many) answer on the first item only, as n8n's. */
export const RUNS_ONCE: ReadonlySet<string> = new Set(['channel:getAll', 'member:getAll']);

/** Item `i`'s call of a channel or member operation; the items it outputs. */
export async function runChannelOrMember(
  fn: IExecuteFunctions,
  resource: string,
  operation: string,
  guildId: string,
  i: number,
): Promise<IDataObject[]> {
  const channel = () => idOf(fn, 'channelId', i);
  switch (`${resource}:${operation}`) {
    case 'channel:create':
      return [
        (await discordRequest(fn, {
          method: 'POST',
          path: `/guilds/${guildId}/channels`,
          body: {
            name: String(fn.getNodeParameter('name', i)),
            type: String(fn.getNodeParameter('type', i, '0')),
            ...channelFields(fn, i),
          },
        })) as IDataObject,
      ];
    case 'channel:get':
      return [(await discordRequest(fn, { method: 'GET', path: `/channels/${channel()}` })) as IDataObject];
    case 'channel:getAll':
      return channels(fn, guildId);
    case 'channel:update':
      return [
        (await discordRequest(fn, {
          method: 'PATCH',
          path: `/channels/${channel()}`,
          // An empty name leaves the name as it is (Discord refuses an empty one).
          body: {
            ...(String(fn.getNodeParameter('name', i, '')) !== '' ? { name: String(fn.getNodeParameter('name', i)) } : {}),
            ...channelFields(fn, i),
          },
        })) as IDataObject,
      ];
    case 'channel:deleteChannel':
      await discordRequest(fn, { method: 'DELETE', path: `/channels/${channel()}` });
      return [{ success: true }];
    case 'member:getAll':
      return members(fn, guildId);
    case 'member:roleAdd':
    case 'member:roleRemove': {
      const user = idOf(fn, 'userId', i);
      const roles = (fn.getNodeParameter('role', i, []) ?? []) as string[];
      for (const role of roles)
        await discordRequest(fn, {
          method: operation === 'roleAdd' ? 'PUT' : 'DELETE',
          path: `/guilds/${guildId}/members/${user}/roles/${role}`,
        });
      return [{ success: true }];
    }
    default:
      throw new NodeOperationError(fn.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
  }
}
