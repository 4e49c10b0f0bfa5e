/**
 * Discord 2 (`n8n-nodes-base.discord`) with n8n's parameter names: the channel and member
 * resources (./channel-member.ts) and the message operations:
 * send (to a channel or as a DM to a user; options, embeds, files), get, get many, delete
 * and react with the bot credential; send through a channel webhook with the webhook
 * credential. Server, channel and user are resource locators listed from Discord.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { channelMemberFields, channelMemberOperations } from './channel-member';
import { sendAndWaitProperties } from '../shared/send-and-wait';

const locator = (displayName: string, name: string, search: string, description: string): INodeProperties => ({
  displayName,
  name,
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  description,
  modes: [
    {
      displayName: 'By Name',
      name: 'list',
      type: 'list',
      placeholder: `e.g. my-${name.replace('Id', '')}`,
      typeOptions: { searchListMethod: search, searchable: true },
    },
    { displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 896347036838936576' },
  ],
});

const bot = (operation: string[], extra: Record<string, unknown[]> = {}) => ({
  show: { resource: ['message'], operation, ...extra },
  hide: { authentication: ['webhook'] },
});
const onWebhook = { show: { authentication: ['webhook'] } };

const embeds: INodeProperties = {
  displayName: 'Embeds',
  name: 'embeds',
  type: 'fixedCollection',
  placeholder: 'Add Embeds',
  typeOptions: { multipleValues: true },
  default: [],
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Input Method',
          name: 'inputMethod',
          type: 'options',
          options: [
            { name: 'Enter Fields', value: 'fields' },
            { name: 'Raw JSON', value: 'json' },
          ],
          default: 'fields',
        },
        { displayName: 'Value', name: 'json', type: 'json', default: '={}', displayOptions: { show: { inputMethod: ['json'] } } },
        ...[
          ['Description', 'description'],
          ['Author', 'author'],
          ['Color', 'color'],
          ['Timestamp', 'timestamp'],
          ['Title', 'title'],
          ['URL', 'url'],
          ['URL Image', 'image'],
          ['URL Thumbnail', 'thumbnail'],
          ['URL Video', 'video'],
        ].map(([displayName, name]): INodeProperties => ({
          displayName: displayName!,
          name: name!,
          type: name === 'color' ? 'color' : 'string',
          default: '',
          displayOptions: { show: { inputMethod: ['fields'] } },
        })),
      ],
    },
  ],
};

const files: INodeProperties = {
  displayName: 'Files',
  name: 'files',
  type: 'fixedCollection',
  placeholder: 'Add Files',
  typeOptions: { multipleValues: true },
  default: [],
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Input Data Field Name',
          name: 'inputFieldName',
          type: 'string',
          default: 'data',
          hint: 'The name of the input field containing the binary file data to be sent',
        },
      ],
    },
  ],
};

const flags: INodeProperties = {
  displayName: 'Flags',
  name: 'flags',
  type: 'multiOptions',
  default: [],
  options: [
    { name: 'Suppress Embeds', value: 'SUPPRESS_EMBEDS' },
    { name: 'Suppress Notifications', value: 'SUPPRESS_NOTIFICATIONS' },
  ],
};
const tts: INodeProperties = {
  displayName: 'Text-to-Speech (TTS)',
  name: 'tts',
  type: 'boolean',
  default: false,
  description: 'Whether to have a bot reading the message directly in the channel',
};
const simplify: INodeProperties = {
  displayName: 'Simplify',
  name: 'simplify',
  type: 'boolean',
  default: true,
  description: 'Whether to return a simplified version of the response instead of the raw data',
};
const content: INodeProperties = {
  displayName: 'Message',
  name: 'content',
  type: 'string',
  default: '',
  typeOptions: { rows: 2 },
  description: 'The content of the message (up to 2000 characters)',
};

const DISCORD_SEND_AND_WAIT = {
  resource: 'message',
  subject: false,
  buttonStyle: false,
  approveLabel: '✓ Approve',
  disapproveLabel: '✗ Decline',
};

export const discordDescription: INodeTypeDescription = {
  displayName: 'Discord',
  name: 'n8n-nodes-base.discord',
  icon: 'file:discord.svg',
  group: ['output'],
  version: 2,
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  description: 'Sends data to Discord',
  defaults: { name: 'Discord' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'discordBotApi', required: true, displayOptions: { show: { authentication: ['botToken'] } } },
    { name: 'discordWebhookApi', required: true, displayOptions: { show: { authentication: ['webhook'] } } },
  ],
  codex: { categories: ['Communication'], alias: ['chat', 'bot', 'message'] },
  properties: [
    {
      displayName: 'Connection Type',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Bot Token', value: 'botToken', description: 'Manage messages as a bot user' },
        { name: 'Webhook', value: 'webhook', description: 'Send messages to a channel through its webhook' },
      ],
      default: 'botToken',
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Channel', value: 'channel' },
        { name: 'Message', value: 'message' },
        { name: 'Member', value: 'member' },
      ],
      default: 'message',
      displayOptions: { hide: { authentication: ['webhook'] } },
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['message'] }, hide: { authentication: ['webhook'] } },
      options: [
        { name: 'Delete', value: 'deleteMessage', description: 'Delete a message in a channel', action: 'Delete a message' },
        { name: 'Get', value: 'get', description: 'Get a message in a channel', action: 'Get a message' },
        { name: 'Get Many', value: 'getAll', description: 'Retrieve the latest messages in a channel', action: 'Get many messages' },
        {
          name: 'React with Emoji',
          value: 'react',
          description: 'React to a message with an emoji',
          action: 'React with an emoji to a message',
        },
        { name: 'Send', value: 'send', description: 'Send a message to a channel, thread, or member', action: 'Send a message' },
        {
          name: 'Send and Wait for Response',
          value: 'sendAndWait',
          description: 'Send a message and wait for response',
          action: 'Send message and wait for response',
        },
      ],
      default: 'send',
    },
    ...channelMemberOperations,
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'hidden',
      noDataExpression: true,
      displayOptions: onWebhook,
      default: 'sendLegacy',
    },
    {
      ...locator('Server', 'guildId', 'guildSearch', 'Select the server (guild) that your bot is connected to'),
      displayOptions: { hide: { authentication: ['webhook'] } },
    },
    ...channelMemberFields,
    {
      displayName: 'Send To',
      name: 'sendTo',
      type: 'options',
      options: [
        { name: 'User', value: 'user' },
        { name: 'Channel', value: 'channel' },
      ],
      default: 'channel',
      description: 'Send message to a channel or DM to a user',
      displayOptions: bot(['send', 'sendAndWait']),
    },
    {
      ...locator('User', 'userId', 'userSearch', 'The user to send the message to'),
      displayOptions: bot(['send', 'sendAndWait'], { sendTo: ['user'] }),
    },
    {
      ...locator('Channel', 'channelId', 'textChannelSearch', 'Select the channel by name or ID'),
      displayOptions: bot(['send', 'sendAndWait'], { sendTo: ['channel'] }),
    },
    // Whom it goes to is Send To above; Discord's link buttons have no styles and n8n's labels.
    ...sendAndWaitProperties([], DISCORD_SEND_AND_WAIT),
    {
      ...locator('Channel', 'channelId', 'channelSearch', 'Select the channel by name or ID'),
      displayOptions: bot(['deleteMessage', 'get', 'getAll', 'react']),
    },
    {
      displayName: 'Message ID',
      name: 'messageId',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. 1057576506244726804',
      displayOptions: bot(['deleteMessage', 'get', 'react']),
    },
    {
      displayName: 'Emoji',
      name: 'emoji',
      type: 'string',
      default: '',
      required: true,
      description: 'The emoji you want to react with',
      displayOptions: bot(['react']),
    },
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to return all results or only up to a given limit',
      displayOptions: bot(['getAll']),
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 50,
      typeOptions: { minValue: 1, maxValue: 100 },
      description: 'Max number of results to return',
      displayOptions: bot(['getAll'], { returnAll: [false] }),
    },
    { ...content, displayOptions: bot(['send']) },
    { ...content, displayOptions: onWebhook },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: bot(['send']),
      options: [
        flags,
        {
          displayName: 'Message to Reply to',
          name: 'message_reference',
          type: 'string',
          default: '',
          description: 'Fill this to make your message a reply. Add the message ID.',
        },
        tts,
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: bot(['get', 'getAll']),
      options: [simplify],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: onWebhook,
      options: [
        { displayName: 'Avatar URL', name: 'avatar_url', type: 'string', default: '' },
        flags,
        { displayName: 'Username', name: 'username', type: 'string', default: '', description: 'The username shown for the message' },
        {
          displayName: 'Thread ID',
          name: 'thread_id',
          type: 'string',
          default: '',
          description: 'Send the message to this thread of the webhook’s channel',
        },
        tts,
      ],
    },
    { ...embeds, displayOptions: { show: { operation: ['send', 'sendLegacy'] } } },
    { ...files, displayOptions: { show: { operation: ['send', 'sendLegacy'] } } },
  ],
};
