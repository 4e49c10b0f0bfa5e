/** Slack 1's file, reaction, star, user, user group and user profile parameters (n8n's names). */
import type { INodeProperties } from '@sdk/workflow';
import { boolean, channelOption, operationOf, paging, plain, show, text } from './properties';

const collection = (name: string, resource: string, operations: string[], options: INodeProperties[]): INodeProperties => ({
  displayName:
    name === 'updateFields' ? 'Update Fields' : name === 'options' ? 'Options' : name === 'filters' ? 'Filters' : 'Additional Fields',
  name,
  type: 'collection',
  placeholder: 'Add Field',
  default: {},
  displayOptions: show(resource, operations),
  options,
});

const channels = (name: string): INodeProperties => ({
  displayName: 'Channel Names or IDs',
  name,
  type: 'multiOptions',
  typeOptions: { loadOptionsMethod: 'getChannels' },
  default: [],
});

const option = (name: string, displayName: string, method: string): INodeProperties => ({
  displayName,
  name,
  type: 'options',
  typeOptions: { loadOptionsMethod: method },
  default: '',
});

const FILE_TYPES = ['all', 'gdocs', 'images', 'pdfs', 'snippets', 'spaces', 'zips'];
const includeCount = boolean('include_count', 'Include Count', true);
const starTarget = [
  option('channelId', 'Channel Name or ID', 'getChannels'),
  plain('fileComment', 'File Comment'),
  plain('fileId', 'File ID'),
  plain('timestamp', 'Timestamp'),
];

const fileProperties: INodeProperties[] = [
  operationOf('file', 'upload', [
    ['Get', 'get'],
    ['Get Many', 'getAll'],
    ['Upload', 'upload'],
  ]),
  { ...boolean('binaryData', 'Binary File'), displayOptions: show('file', ['upload']) },
  { ...plain('fileContent', 'File Content'), displayOptions: show('file', ['upload'], { binaryData: [false] }) },
  {
    ...plain('binaryPropertyName', 'Input Binary Field'),
    default: 'data',
    required: true,
    displayOptions: show('file', ['upload'], { binaryData: [true] }),
  },
  collection(
    'options',
    'file',
    ['upload'],
    [
      channels('channelIds'),
      plain('fileName', 'File Name'),
      plain('initialComment', 'Initial Comment'),
      plain('threadTs', 'Thread TS'),
      plain('title', 'Title'),
    ],
  ),
  ...paging('file', 'getAll'),
  collection(
    'filters',
    'file',
    ['getAll'],
    [
      option('channelId', 'Channel Name or ID', 'getChannels'),
      boolean('showFilesHidden', 'Show Files Hidden By Limit'),
      plain('tsFrom', 'Timestamp From'),
      plain('tsTo', 'Timestamp To'),
      {
        displayName: 'Types',
        name: 'types',
        type: 'multiOptions',
        options: FILE_TYPES.map((value) => ({ name: value, value })),
        default: ['all'],
      },
      option('userId', 'User Name or ID', 'getUsers'),
    ],
  ),
  text('fileId', 'File ID', 'file', ['get'], false),
];

const reactionProperties: INodeProperties[] = [
  operationOf('reaction', 'add', [
    ['Add', 'add'],
    ['Get', 'get'],
    ['Remove', 'remove'],
  ]),
  channelOption('reaction', ['add', 'get', 'remove'], 'Channel containing the message'),
  { ...text('name', 'Emoji', 'reaction', ['add', 'remove']), placeholder: '+1' },
  text('timestamp', 'Timestamp', 'reaction', ['add', 'get', 'remove']),
];

const starProperties: INodeProperties[] = [
  operationOf('star', 'add', [
    ['Add', 'add'],
    ['Delete', 'delete'],
    ['Get Many', 'getAll'],
  ]),
  collection('options', 'star', ['add', 'delete'], starTarget),
  ...paging('star', 'getAll'),
];

const userProperties: INodeProperties[] = [
  operationOf('user', 'info', [
    ['Info', 'info'],
    ['Get Many', 'getAll'],
    ['Get Presence', 'getPresence'],
  ]),
  { ...text('user', 'User ID', 'user', ['info', 'getPresence']), typeOptions: { loadOptionsMethod: 'getUsers' } },
  ...paging('user', 'getAll'),
];

const groupFields = [plain('description', 'Description'), plain('handle', 'Handle'), includeCount];

const userGroupProperties: INodeProperties[] = [
  operationOf('userGroup', 'create', [
    ['Create', 'create'],
    ['Disable', 'disable'],
    ['Enable', 'enable'],
    ['Get Many', 'getAll'],
    ['Update', 'update'],
  ]),
  text('name', 'Name', 'userGroup', ['create']),
  collection('additionalFields', 'userGroup', ['create'], [channels('channelIds'), ...groupFields]),
  text('userGroupId', 'User Group ID', 'userGroup', ['disable', 'enable', 'update']),
  collection('additionalFields', 'userGroup', ['disable', 'enable'], [includeCount]),
  ...paging('userGroup', 'getAll', 100, 500),
  collection(
    'additionalFields',
    'userGroup',
    ['getAll'],
    [includeCount, boolean('include_disabled', 'Include Disabled', true), boolean('include_users', 'Include Users', true)],
  ),
  collection('updateFields', 'userGroup', ['update'], [channels('channels'), ...groupFields, plain('name', 'Name')]),
];

const userProfileProperties: INodeProperties[] = [
  operationOf('userProfile', 'get', [
    ['Get', 'get'],
    ['Update', 'update'],
  ]),
  collection(
    'additionalFields',
    'userProfile',
    ['update'],
    [
      {
        displayName: 'Custom Fields',
        name: 'customFieldUi',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        default: {},
        options: [
          {
            name: 'customFieldValues',
            displayName: 'Custom Field',
            values: [option('id', 'Field Name or ID', 'getTeamFields'), plain('value', 'Field Value'), plain('alt', 'Alt')],
          },
        ],
      },
      { ...plain('email', 'Email'), placeholder: 'name@email.com' },
      plain('first_name', 'First Name'),
      plain('last_name', 'Last Name'),
      plain('status_emoji', 'Status Emoji'),
      { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '' },
      plain('status_text', 'Status Text'),
      plain('user', 'User ID'),
    ],
  ),
  collection('additionalFields', 'userProfile', ['get'], [boolean('include_labels', 'Include Labels'), plain('user', 'User ID')]),
];

export const otherProperties: INodeProperties[] = [
  ...fileProperties,
  ...reactionProperties,
  ...starProperties,
  ...userProperties,
  ...userGroupProperties,
  ...userProfileProperties,
];
