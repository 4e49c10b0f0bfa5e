/** The Slack node's reaction, file and user operations and fields (n8n's names and defaults). */
import type { INodeProperties } from '@sdk/workflow';
import {
  channelLocator,
  channelNameOrId,
  operationsFor,
  optionsCollection,
  returnAllAndLimit,
  show,
  timestampField,
  userLocator,
} from './locators';

const reactionProperties: INodeProperties[] = [
  operationsFor('reaction', 'add', [
    ['Add', 'add', 'Add a reaction to a message'],
    ['Get', 'get', 'Get a reaction of a message'],
    ['Remove', 'remove', 'Remove a reaction of a message'],
  ]),
  channelLocator('The Slack channel of the message', show('reaction', ['add', 'get', 'remove'])),
  timestampField('timestamp', 'Timestamp of the message', show('reaction', ['add', 'get', 'remove'])),
  {
    displayName: 'Emoji Code',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'robot_face',
    description: 'Emoji code to use for the message reaction, without the colons',
    ...show('reaction', ['add', 'remove']),
  },
];

const versionBefore22 = { '@version': [2, 2.1] };
const fileProperties: INodeProperties[] = [
  operationsFor('file', 'upload', [
    ['Get', 'get', 'Get a file'],
    ['Get Many', 'getAll', 'Get many files'],
    ['Upload', 'upload', 'Upload a file'],
  ]),
  {
    displayName: 'Binary File',
    name: 'binaryData',
    type: 'boolean',
    default: false,
    description: 'Whether the data to upload should be taken from binary field',
    ...show('file', ['upload'], versionBefore22),
  },
  {
    displayName: 'File Content',
    name: 'fileContent',
    type: 'string',
    default: '',
    ...show('file', ['upload'], { ...versionBefore22, binaryData: [false] }),
  },
  {
    displayName: 'File Property',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    hint: 'The name of the input binary field containing the file to be uploaded',
    displayOptions: {
      show: { resource: ['file'], operation: ['upload'] },
      hide: { '@version': [2, 2.1], binaryData: [false] },
    },
  },
  optionsCollection(show('file', ['upload']), [
    {
      displayName: 'Channel Names or IDs',
      name: 'channelIds',
      type: 'multiOptions',
      typeOptions: { loadOptionsMethod: 'getChannels' },
      default: [],
      description: 'The channels to share the file in (versions 2 and 2.1)',
    },
    { ...channelNameOrId, description: 'The channel to share the file in' },
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '' },
    {
      displayName: 'Initial Comment',
      name: 'initialComment',
      type: 'string',
      default: '',
      description: 'The message text introducing the file',
    },
    {
      displayName: 'Thread TS',
      name: 'threadTs',
      type: 'string',
      default: '',
      description: 'Another message’s ts value to upload this file as a reply',
    },
    { displayName: 'Title', name: 'title', type: 'string', default: '' },
  ]),
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'F0123ABCD',
    ...show('file', ['get']),
  },
  ...returnAllAndLimit('file', ['getAll'], 50, 100),
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    ...show('file', ['getAll']),
    options: [
      channelNameOrId,
      { displayName: 'Show Files Hidden By Limit', name: 'showFilesHidden', type: 'boolean', default: false },
      { displayName: 'Timestamp From', name: 'tsFrom', type: 'string', default: '' },
      { displayName: 'Timestamp To', name: 'tsTo', type: 'string', default: '' },
      {
        displayName: 'Types',
        name: 'types',
        type: 'multiOptions',
        options: ['all', 'spaces', 'snippets', 'images', 'gdocs', 'zips', 'pdfs'].map((value) => ({
          name: value[0]!.toUpperCase() + value.slice(1),
          value,
        })),
        default: ['all'],
      },
      { displayName: 'User Name or ID', name: 'userId', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '' },
    ],
  },
];

const userProperties: INodeProperties[] = [
  operationsFor('user', 'info', [
    ['Get', 'info', 'Get information about a user'],
    ['Get Many', 'getAll', 'Get many users'],
    ['Get User’s Profile', 'getProfile', 'Get a user’s profile'],
    ['Get User’s Status', 'getPresence', 'Get online status of a user'],
    ['Update User’s Profile', 'updateProfile', 'Update a user’s profile'],
  ]),
  userLocator('The user', show('user', ['info', 'getPresence', 'getProfile'])),
  ...returnAllAndLimit('user', ['getAll'], 50),
  optionsCollection(show('user', ['updateProfile']), [
    {
      displayName: 'Custom Fields',
      name: 'customFieldUi',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      placeholder: 'Add Custom Fields',
      options: [
        {
          displayName: 'Custom Field',
          name: 'customFieldValues',
          values: [
            {
              displayName: 'Field Name or ID',
              name: 'id',
              type: 'options',
              typeOptions: { loadOptionsMethod: 'getTeamFields' },
              default: '',
            },
            { displayName: 'Field Value', name: 'value', type: 'string', default: '' },
            { displayName: 'Alt', name: 'alt', type: 'string', default: '' },
          ],
        },
      ],
    },
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '' },
    { displayName: 'First Name', name: 'first_name', type: 'string', default: '' },
    { displayName: 'Last Name', name: 'last_name', type: 'string', default: '' },
    {
      displayName: 'Status',
      name: 'status',
      type: 'fixedCollection',
      default: {},
      placeholder: 'Set Status',
      options: [
        {
          displayName: 'Set Status',
          name: 'set_status',
          values: [
            { displayName: 'Status Emoji', name: 'status_emoji', type: 'string', default: '' },
            { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '' },
            { displayName: 'Status Text', name: 'status_text', type: 'string', default: '' },
          ],
        },
      ],
    },
    { displayName: 'User Name or ID', name: 'user', type: 'options', typeOptions: { loadOptionsMethod: 'getUsers' }, default: '' },
  ]),
];

export const otherProperties: INodeProperties[] = [...reactionProperties, ...fileProperties, ...userProperties];
