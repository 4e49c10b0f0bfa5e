/** The Slack node's message operations and fields (n8n's names, defaults and option keys). */
import type { INodeProperties } from '@sdk/workflow';
import { sendAndWaitProperties } from '../shared/send-and-wait';
import { channelLocator, operationsFor, returnAllAndLimit, show, timestampField, userLocator } from './locators';

const onPost = show('message', ['post']);

const attachmentText = (displayName: string, name: string, description?: string): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  typeOptions: { alwaysOpenEditWindow: true },
  default: '',
  ...(description ? { description } : {}),
});

/** Legacy attachments (version 1 shows them for its own operations). */
export const attachments: INodeProperties = {
  displayName: 'Attachments',
  name: 'attachments',
  type: 'collection',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add attachment' },
  default: {},
  placeholder: 'Add attachment item',
  ...show('message', ['post'], { messageType: ['attachment'] }),
  options: [
    attachmentText('Fallback Text', 'fallback', 'Required plain-text summary of the attachment'),
    attachmentText('Text', 'text'),
    attachmentText('Title', 'title'),
    attachmentText('Title Link', 'title_link'),
    { displayName: 'Color', name: 'color', type: 'color', default: '#ff0000', description: 'Color of the line left of text' },
    attachmentText('Pretext', 'pretext', 'Text which appears before the message block'),
    { displayName: 'Author Name', name: 'author_name', type: 'string', default: '', description: 'Name that should appear' },
    attachmentText('Author Link', 'author_link'),
    attachmentText('Author Icon', 'author_icon', 'Icon which should appear for the user'),
    attachmentText('Image URL', 'image_url'),
    attachmentText('Thumbnail URL', 'thumb_url'),
    attachmentText('Footer', 'footer', 'Text of footer to add'),
    attachmentText('Footer Icon', 'footer_icon', 'Icon which should appear next to footer'),
    { displayName: 'Message Timestamp', name: 'ts', type: 'dateTime', default: '', placeholder: '1663233118.856619' },
    {
      displayName: 'Fields',
      name: 'fields',
      placeholder: 'Add Fields',
      description: 'Fields to add to message',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      options: [
        {
          name: 'item',
          displayName: 'Item',
          values: [
            { displayName: 'Title', name: 'title', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
            {
              displayName: 'Short',
              name: 'short',
              type: 'boolean',
              default: true,
              description: 'Whether items can be displayed next to each other',
            },
          ],
        },
      ],
    },
  ],
};

const includeLinkToWorkflow: INodeProperties = {
  displayName: 'Include Link to Workflow',
  name: 'includeLinkToWorkflow',
  type: 'boolean',
  default: true,
  description: 'Whether to append a link to this workflow at the end of the message',
};

const otherOptions: INodeProperties = {
  displayName: 'Options',
  name: 'otherOptions',
  type: 'collection',
  default: {},
  placeholder: 'Add option',
  ...onPost,
  options: [
    {
      displayName: 'Custom Bot Profile Photo',
      name: 'botProfile',
      type: 'fixedCollection',
      default: { imageValues: [{ profilePhotoType: '' }] },
      description: 'Set an image or an emoji as the Profile Photo (avatar) of the bot sending the message',
      options: [
        {
          name: 'imageValues',
          displayName: 'Add Bot Profile Photo',
          values: [
            {
              displayName: 'Profile Photo Type',
              name: 'profilePhotoType',
              type: 'options',
              options: [
                { name: 'Image', value: 'image' },
                { name: 'Emoji', value: 'emoji' },
              ],
              default: '',
            },
            {
              displayName: 'Emoji',
              name: 'icon_emoji',
              type: 'string',
              default: '',
              displayOptions: { show: { profilePhotoType: ['emoji'] } },
            },
            {
              displayName: 'Image',
              name: 'icon_url',
              type: 'string',
              default: '',
              displayOptions: { show: { profilePhotoType: ['image'] } },
            },
          ],
        },
      ],
    },
    includeLinkToWorkflow,
    { displayName: 'Link User and Channel Names', name: 'link_names', type: 'boolean', default: false },
    {
      displayName: 'Reply to a Message',
      name: 'thread_ts',
      type: 'fixedCollection',
      default: {},
      placeholder: 'Reply to a Message',
      options: [
        {
          displayName: 'Reply to a Message',
          name: 'replyValues',
          values: [
            {
              displayName: 'Message Timestamp to Reply To',
              name: 'thread_ts',
              type: 'string',
              default: '',
              placeholder: '1663233118.856619',
            },
            {
              displayName: 'Reply to Thread',
              name: 'reply_broadcast',
              type: 'boolean',
              default: false,
              description: 'Whether the reply should be made visible to everyone in the channel or conversation',
            },
          ],
        },
      ],
    },
    { displayName: 'Use Markdown?', name: 'mrkdwn', type: 'boolean', default: true },
    { displayName: 'Unfurl Links', name: 'unfurl_links', type: 'boolean', default: false },
    { displayName: 'Unfurl Media', name: 'unfurl_media', type: 'boolean', default: true },
    {
      displayName: 'Send as Ephemeral Message',
      name: 'ephemeral',
      type: 'fixedCollection',
      default: {},
      displayOptions: { show: { '/select': ['channel'] } },
      options: [
        {
          displayName: 'Send as Ephemeral Message',
          name: 'ephemeralValues',
          values: [
            { ...userLocator('The user who sees the message', {}), required: false },
            { displayName: 'Send as Ephemeral Message', name: 'ephemeral', type: 'boolean', default: true },
          ],
        },
      ],
    },
    {
      displayName: 'Send as User',
      name: 'sendAsUser',
      type: 'string',
      default: '',
      displayOptions: { show: { '/authentication': ['accessToken'] } },
      description: 'The message will be sent from this username (add the chat:write.customize scope)',
    },
  ],
};

export const messageProperties: INodeProperties[] = [
  operationsFor('message', 'post', [
    ['Delete', 'delete', 'Delete a message'],
    ['Get Permalink', 'getPermalink', 'Get a message permalink'],
    ['Search', 'search', 'Search for messages'],
    ['Send', 'post', 'Send a message'],
    ['Send and Wait for Response', 'sendAndWait', 'Send message and wait for response'],
    ['Update', 'update', 'Update a message'],
  ]),
  {
    displayName: 'Send Message To',
    name: 'select',
    type: 'options',
    required: true,
    options: [
      { name: 'Channel', value: 'channel' },
      { name: 'User', value: 'user' },
    ],
    default: '',
    placeholder: 'Select...',
    ...show('message', ['post', 'delete', 'sendAndWait']),
  },
  channelLocator('The Slack channel to send to', show('message', ['post', 'delete', 'sendAndWait'], { select: ['channel'] })),
  userLocator('The user to send the message to', show('message', ['post', 'delete', 'sendAndWait'], { select: ['user'] })),
  // Whom it goes to is the Send Message To above; chat buttons have no styles and n8n's labels.
  ...sendAndWaitProperties([], {
    resource: 'message',
    subject: false,
    buttonStyle: false,
    approveLabel: '✅ Approve',
    disapproveLabel: '❌ Decline',
  }),
  channelLocator('The Slack channel of the message', show('message', ['getPermalink', 'update'])),
  timestampField('timestamp', 'Timestamp of the message', show('message', ['getPermalink', 'delete'])),
  timestampField('ts', 'Timestamp of the message to update', show('message', ['update'])),
  {
    displayName: 'Message Type',
    name: 'messageType',
    type: 'options',
    options: [
      { name: 'Simple Text Message', value: 'text', description: 'Supports basic Markdown' },
      { name: 'Blocks', value: 'block', description: 'Combine text, buttons, form elements, dividers and more in Slack’s visual builder' },
      { name: 'Attachments', value: 'attachment' },
    ],
    default: 'text',
    ...show('message', ['post', 'update']),
  },
  {
    displayName: 'Message Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    description: 'The message text to post (Slack markdown unless turned off in Options)',
    ...show('message', ['post', 'update'], { messageType: ['text'] }),
  },
  {
    displayName: 'Blocks',
    name: 'blocksUi',
    type: 'string',
    typeOptions: { rows: 3 },
    default: '',
    required: true,
    description: "The JSON output from Slack's Block Kit Builder (an object with `blocks`, or the array of blocks)",
    ...show('message', ['post', 'update'], { messageType: ['block'] }),
  },
  {
    displayName: 'Notification Text',
    name: 'text',
    type: 'string',
    default: '',
    description: 'Fallback text to display in slack notifications',
    ...show('message', ['post', 'update'], { messageType: ['block'] }),
  },
  attachments,
  otherOptions,
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    ...show('message', ['update']),
    options: [
      includeLinkToWorkflow,
      { displayName: 'Link User and Channel Names', name: 'link_names', type: 'boolean', default: false },
      {
        displayName: 'Parse',
        name: 'parse',
        type: 'options',
        options: [
          { name: 'Client', value: 'client' },
          { name: 'Full', value: 'full' },
          { name: 'None', value: 'none' },
        ],
        default: 'client',
        description: 'Change how messages are treated',
      },
    ],
  },
  {
    displayName: 'Search Query',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'how to build *',
    ...show('message', ['search']),
  },
  {
    displayName: 'Sort By',
    name: 'sort',
    type: 'options',
    options: [
      { name: 'Newest', value: 'desc' },
      { name: 'Oldest', value: 'asc' },
      { name: 'Relevance Score', value: 'relevance' },
    ],
    default: 'desc',
    ...show('message', ['search']),
  },
  ...returnAllAndLimit('message', ['search'], 25, 50),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    ...show('message', ['search']),
    options: [
      {
        displayName: 'Search in Channel Names or IDs',
        name: 'searchChannel',
        type: 'multiOptions',
        typeOptions: { loadOptionsMethod: 'getChannelsName' },
        default: [],
      },
    ],
  },
];
