/** The Slack node's star and user group operations and fields (n8n's names and defaults). */
import type { INodeProperties } from '@sdk/workflow';
import { channelLocator, returnAllAndLimit, show, timestampField } from './locators';

const operations = (resource: string, defaultValue: string, options: Array<[string, string, string]>): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: options.map(([name, value, action]) => ({ name, value, action })),
  default: defaultValue,
});

const channelsOption: INodeProperties = {
  displayName: 'Channel Names or IDs',
  name: 'channels',
  type: 'multiOptions',
  typeOptions: { loadOptionsMethod: 'getChannels' },
  default: [],
  description: 'The default channels of the user group',
};
const includeCount: INodeProperties = { displayName: 'Include Count', name: 'include_count', type: 'boolean', default: true };

const starProperties: INodeProperties[] = [
  operations('star', 'add', [
    ['Add', 'add', 'Add a star'],
    ['Delete', 'delete', 'Delete a star'],
    ['Get Many', 'getAll', 'Get many stars'],
  ]),
  {
    displayName: 'Item to Add Star',
    name: 'target',
    type: 'options',
    required: true,
    options: [
      { name: 'Message', value: 'message' },
      { name: 'File', value: 'file' },
    ],
    default: '',
    ...show('star', ['add']),
  },
  channelLocator('The Slack channel of the item', show('star', ['add'])),
  timestampField('timestamp', 'Timestamp of the message to star', show('star', ['add'], { target: ['message'] })),
  { displayName: 'File ID', name: 'fileId', type: 'string', default: '', required: true, ...show('star', ['add'], { target: ['file'] }) },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('star', ['add']),
    options: [{ displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' }],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('star', ['delete']),
    options: [
      {
        displayName: 'Channel Name or ID',
        name: 'channelId',
        type: 'options',
        typeOptions: { loadOptionsMethod: 'getChannels' },
        default: '',
      },
      { displayName: 'File ID', name: 'fileId', type: 'string', default: '' },
      { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' },
      { displayName: 'Timestamp', name: 'timestamp', type: 'string', default: '' },
    ],
  },
  ...returnAllAndLimit('star', ['getAll'], 50, 100),
];

const userGroupProperties: INodeProperties[] = [
  operations('userGroup', 'create', [
    ['Create', 'create', 'Create a user group'],
    ['Disable', 'disable', 'Disable a user group'],
    ['Enable', 'enable', 'Enable a user group'],
    ['Get Many', 'getAll', 'Get many user groups'],
    ['Update', 'update', 'Update a user group'],
  ]),
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, ...show('userGroup', ['create']) },
  {
    displayName: 'User Group ID',
    name: 'userGroupId',
    type: 'string',
    default: '',
    required: true,
    ...show('userGroup', ['disable', 'enable', 'update']),
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('userGroup', ['create']),
    options: [
      channelsOption,
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
      { displayName: 'Handle', name: 'handle', type: 'string', default: '' },
      includeCount,
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('userGroup', ['disable', 'enable']),
    options: [includeCount],
  },
  ...returnAllAndLimit('userGroup', ['getAll'], 100),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('userGroup', ['getAll']),
    options: [
      includeCount,
      { displayName: 'Include Disabled', name: 'include_disabled', type: 'boolean', default: true },
      { displayName: 'Include Users', name: 'include_users', type: 'boolean', default: true },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add field',
    default: {},
    ...show('userGroup', ['update']),
    options: [
      channelsOption,
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
      { displayName: 'Handle', name: 'handle', type: 'string', default: '' },
      includeCount,
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
    ],
  },
];

export const starGroupProperties: INodeProperties[] = [...starProperties, ...userGroupProperties];
