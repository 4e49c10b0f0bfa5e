/** Slack 1's message parameters: `channel` as a plain string, `text`, JSON or built attachments and blocks. */
import type { INodeProperties } from '@sdk/workflow';
import { attachments } from '../message-properties';
import { blocksUi } from './block-properties';
import { boolean, channelOption, operationOf, plain, show, text } from './properties';

const POSTS = ['post', 'postEphemeral'];

const json = (name: string, operations: string[]): INodeProperties => ({
  displayName: name === 'attachmentsJson' ? 'Attachments' : 'Blocks',
  name,
  type: 'json',
  typeOptions: { alwaysOpenEditWindow: true },
  default: '',
  displayOptions: show('message', operations, { jsonParameters: [true] }),
});

export const messageProperties: INodeProperties[] = [
  operationOf('message', 'post', [
    ['Delete', 'delete'],
    ['Get Permalink', 'getPermalink'],
    ['Post', 'post'],
    ['Post (Ephemeral)', 'postEphemeral'],
    ['Update', 'update'],
  ]),
  channelOption('message', ['getPermalink', 'update', 'delete'], 'Channel containing the message'),
  text('timestamp', 'Timestamp', 'message', ['getPermalink', 'delete']),
  { ...text('channel', 'Channel', 'message', POSTS), placeholder: 'Channel name', description: 'The channel to send the message to' },
  { ...text('user', 'User', 'message', ['postEphemeral']), placeholder: 'User ID', description: 'The user ID to send the message to' },
  text('text', 'Text', 'message', [...POSTS, 'update'], false),
  text('ts', 'TS', 'message', ['update']),
  { ...boolean('jsonParameters', 'JSON Parameters'), displayOptions: show('message', [...POSTS, 'update']) },
  {
    displayName: 'Options',
    name: 'otherOptions',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: show('message', POSTS),
    options: [
      plain('icon_emoji', 'Icon Emoji'),
      plain('icon_url', 'Icon URL'),
      boolean('link_names', 'Link Names'),
      plain('thread_ts', 'Make Reply'),
      boolean('mrkdwn', 'Markdown', true),
      boolean('reply_broadcast', 'Reply Broadcast'),
      boolean('unfurl_links', 'Unfurl Links'),
      boolean('unfurl_media', 'Unfurl Media', true),
      { ...plain('sendAsUser', 'Send as User'), displayOptions: { show: { '/authentication': ['accessToken'] } } },
    ],
  },
  { ...attachments, displayOptions: show('message', [...POSTS, 'update'], { jsonParameters: [false] }) },
  json('attachmentsJson', [...POSTS, 'update']),
  json('blocksJson', [...POSTS, 'update']),
  blocksUi,
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: show('message', ['update']),
    options: [
      boolean('link_names', 'Link Names'),
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
      },
    ],
  },
];
