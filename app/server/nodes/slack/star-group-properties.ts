/** The Slack node's star and user group operations and fields (n8n's names and defaults). */
import type { INodeProperties } from '@sdk/workflow';
import { channelLocator, channelNameOrId, operationsFor, optionsCollection, returnAllAndLimit, show, timestampField } from './locators';

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
  operationsFor('star', 'add', [
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
  optionsCollection(show('star', ['add']), [{ displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' }]),
  optionsCollection(show('star', ['delete']), [
    channelNameOrId,
    { displayName: 'File ID', name: 'fileId', type: 'string', default: '' },
    { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' },
    { displayName: 'Timestamp', name: 'timestamp', type: 'string', default: '' },
  ]),
  ...returnAllAndLimit('star', ['getAll'], 50, 100),
];

const userGroupProperties: INodeProperties[] = [
  operationsFor('userGroup', 'create', [
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
  optionsCollection(show('userGroup', ['create']), [
    channelsOption,
    { displayName: 'Description', name: 'description', type: 'string', default: '' },
    { displayName: 'Handle', name: 'handle', type: 'string', default: '' },
    includeCount,
  ]),
  optionsCollection(show('userGroup', ['disable', 'enable']), [includeCount]),
  ...returnAllAndLimit('userGroup', ['getAll'], 100),
  optionsCollection(show('userGroup', ['getAll']), [
    includeCount,
    { displayName: 'Include Disabled', name: 'include_disabled', type: 'boolean', default: true },
    { displayName: 'Include Users', name: 'include_users', type: 'boolean', default: true },
  ]),
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
