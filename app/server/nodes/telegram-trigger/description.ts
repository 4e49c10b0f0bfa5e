/** Telegram Trigger (`n8n-nodes-base.telegramTrigger` 1, 1.1, 1.2), n8n's parameter names. */
import type { INodeTypeDescription } from '@sdk/workflow';

const UPDATES: Array<[string, string, string]> = [
  ['*', '*', 'All updates'],
  ['Callback Query', 'callback_query', 'Trigger on new incoming callback query'],
  ['Channel Post', 'channel_post', 'Trigger on new incoming channel post of any kind — text, photo, sticker, etc'],
  ['Edited Channel Post', 'edited_channel_post', 'Trigger on new version of a channel post that is known to the bot and was edited'],
  ['Edited Message', 'edited_message', 'Trigger on new version of a channel post that is known to the bot and was edited'],
  ['Inline Query', 'inline_query', 'Trigger on new incoming inline query'],
  ['Message', 'message', 'Trigger on new incoming message of any kind — text, photo, sticker, etc'],
  ['Poll', 'poll', 'Trigger on new poll state. Bots receive only updates about stopped polls and polls, which are sent by the bot.'],
  ['Pre-Checkout Query', 'pre_checkout_query', 'Trigger on new incoming pre-checkout query. Contains full information about checkout.'],
  ['Shipping Query', 'shipping_query', 'Trigger on new incoming shipping query. Only for invoices with flexible price.'],
];

export const telegramTriggerDescription: INodeTypeDescription = {
  displayName: 'Telegram Trigger',
  name: 'n8n-nodes-base.telegramTrigger',
  icon: 'file:telegram.svg',
  group: ['trigger'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  subtitle: '=Updates: {{$parameter["updates"].join(", ")}}',
  description: 'Starts the workflow on a Telegram update',
  defaults: { name: 'Telegram Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'telegramApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  activationMessage: 'Telegram now sends the bot’s updates to this workflow (its webhook is registered with setWebhook).',
  codex: { categories: ['Communication'], alias: ['bot', 'chat', 'message'] },
  properties: [
    {
      displayName: 'Due to Telegram API limitations, you can use just one Telegram trigger for each bot at a time',
      name: 'telegramTriggerNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Trigger On',
      name: 'updates',
      type: 'multiOptions',
      options: UPDATES.map(([name, value, description]) => ({ name, value, description })),
      required: true,
      default: [],
    },
    {
      displayName: 'Every uploaded attachment, even if sent in a group, will trigger a separate event',
      name: 'attachmentNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        {
          displayName: 'Download Images/Files',
          name: 'download',
          type: 'boolean',
          default: false,
          description: "Whether to download the message's photo or file as binary data (`data`)",
        },
        {
          displayName: 'Image Size',
          name: 'imageSize',
          type: 'options',
          displayOptions: { show: { download: [true] } },
          options: [
            { name: 'Small', value: 'small' },
            { name: 'Medium', value: 'medium' },
            { name: 'Large', value: 'large' },
            { name: 'Extra Large', value: 'extraLarge' },
          ],
          default: 'large',
          description: 'The size of the image to be downloaded',
        },
        {
          displayName: 'Restrict to Chat IDs',
          name: 'chatIds',
          type: 'string',
          default: '',
          description: 'The chat IDs to restrict the trigger to. Multiple can be defined separated by comma.',
        },
        {
          displayName: 'Restrict to User IDs',
          name: 'userIds',
          type: 'string',
          default: '',
          description: 'The user IDs to restrict the trigger to. Multiple can be defined separated by comma.',
        },
      ],
    },
  ],
};
