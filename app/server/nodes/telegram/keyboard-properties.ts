/**
 * The Telegram node's "Reply Markup" parameters (n8n's names): inline keyboards (rows of
 * buttons with callback data, URL, ...), reply keyboards, force reply and keyboard removal.
 */
import type { INodeProperties } from '@sdk/workflow';

const SENDING = ['sendAnimation', 'sendAudio', 'sendDocument', 'sendMessage', 'sendPhoto', 'sendSticker', 'sendVideo', 'sendLocation'];

const buttonFields = (inline: boolean): INodeProperties[] =>
  inline
    ? [
        {
          displayName: 'Callback Data',
          name: 'callback_data',
          type: 'string',
          default: '',
          description: 'Data to be sent in a callback query to the bot when button is pressed, 1-64 bytes',
        },
        { displayName: 'Pay', name: 'pay', type: 'boolean', default: false, description: 'Whether to send a Pay button' },
        { displayName: 'Switch Inline Query Current Chat', name: 'switch_inline_query_current_chat', type: 'string', default: '' },
        { displayName: 'Switch Inline Query', name: 'switch_inline_query', type: 'string', default: '' },
        {
          displayName: 'URL',
          name: 'url',
          type: 'string',
          default: '',
          description: 'HTTP or tg:// URL to be opened when button is pressed',
        },
        {
          displayName: 'Web App',
          name: 'web_app',
          type: 'json',
          default: '{}',
          description: 'Web App opened when the button is pressed, as `{ "url": "..." }`',
        },
      ]
    : [
        {
          displayName: 'Request Contact',
          name: 'request_contact',
          type: 'boolean',
          default: false,
          description: "Whether the user's phone number will be sent",
        },
        {
          displayName: 'Request Location',
          name: 'request_location',
          type: 'boolean',
          default: false,
          description: "Whether the user's request_location",
        },
      ];

function keyboard(name: 'inlineKeyboard' | 'replyKeyboard', displayName: string, operations: string[]): INodeProperties {
  return {
    displayName,
    name,
    placeholder: 'Add Keyboard Row',
    description: 'Adds an inline keyboard that appears right next to the message it belongs to',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    displayOptions: { show: { replyMarkup: [name], resource: ['message'], operation: operations } },
    default: {},
    options: [
      {
        displayName: 'Rows',
        name: 'rows',
        values: [
          {
            displayName: 'Row',
            name: 'row',
            type: 'fixedCollection',
            description: 'The value to set',
            placeholder: 'Add Button',
            typeOptions: { multipleValues: true },
            default: {},
            options: [
              {
                displayName: 'Buttons',
                name: 'buttons',
                values: [
                  { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'Label text on the button' },
                  {
                    displayName: 'Additional Fields',
                    name: 'additionalFields',
                    type: 'collection',
                    placeholder: 'Add Field',
                    default: {},
                    options: buttonFields(name === 'inlineKeyboard'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

export const replyMarkupProperties: INodeProperties[] = [
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    displayOptions: { show: { resource: ['message'], operation: SENDING } },
    type: 'options',
    options: [
      { name: 'Force Reply', value: 'forceReply' },
      { name: 'Inline Keyboard', value: 'inlineKeyboard' },
      { name: 'None', value: 'none' },
      { name: 'Reply Keyboard', value: 'replyKeyboard' },
      { name: 'Reply Keyboard Remove', value: 'replyKeyboardRemove' },
    ],
    default: 'none',
    description: 'Additional interface options',
  },
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    displayOptions: { show: { resource: ['message'], operation: ['editMessageText'] } },
    type: 'options',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Inline Keyboard', value: 'inlineKeyboard' },
    ],
    default: 'none',
    description: 'Additional interface options',
  },
  {
    displayName: 'Force Reply',
    name: 'forceReply',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { replyMarkup: ['forceReply'], resource: ['message'] } },
    default: {},
    options: [
      {
        displayName: 'Force Reply',
        name: 'force_reply',
        type: 'boolean',
        default: false,
        description: 'Whether to show reply interface to the user',
      },
      {
        displayName: 'Selective',
        name: 'selective',
        type: 'boolean',
        default: false,
        description: 'Whether to force reply from specific users only',
      },
    ],
  },
  keyboard('inlineKeyboard', 'Inline Keyboard', [...SENDING, 'editMessageText']),
  keyboard('replyKeyboard', 'Reply Keyboard', SENDING),
  {
    displayName: 'Reply Keyboard Options',
    name: 'replyKeyboardOptions',
    type: 'collection',
    placeholder: 'Add Option',
    displayOptions: { show: { replyMarkup: ['replyKeyboard'], resource: ['message'] } },
    default: {},
    options: [
      {
        displayName: 'Resize Keyboard',
        name: 'resize_keyboard',
        type: 'boolean',
        default: false,
        description: 'Whether to request clients to resize the keyboard vertically for optimal fit',
      },
      {
        displayName: 'One Time Keyboard',
        name: 'one_time_keyboard',
        type: 'boolean',
        default: false,
        description: "Whether to request clients to hide the keyboard as soon as it's been used",
      },
      {
        displayName: 'Selective',
        name: 'selective',
        type: 'boolean',
        default: false,
        description: 'Whether to show the keyboard to specific users only',
      },
    ],
  },
  {
    displayName: 'Reply Keyboard Remove',
    name: 'replyKeyboardRemove',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: { show: { replyMarkup: ['replyKeyboardRemove'], resource: ['message'] } },
    default: {},
    options: [
      {
        displayName: 'Remove Keyboard',
        name: 'remove_keyboard',
        type: 'boolean',
        default: false,
        description: 'Whether to request clients to remove the custom keyboard',
      },
      {
        displayName: 'Selective',
        name: 'selective',
        type: 'boolean',
        default: false,
        description: 'Whether to force reply from specific users only',
      },
    ],
  },
];
