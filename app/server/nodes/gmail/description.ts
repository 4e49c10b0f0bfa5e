/**
 * Gmail (`n8n-nodes-base.gmail`) versions 2 and 2.1: n8n's resources (message, label,
 * draft, thread), operations and parameter names; OAuth2 (`gmailOAuth2`) or a service account.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { googleAuthentication, googleCredentials } from '../shared/google/auth-properties';
import { sendAndWaitProperties } from '../shared/send-and-wait';

const on = (resource: string, ...operation: string[]) => ({ show: { resource: [resource], operation } });
const at = (property: INodeProperties, resource: string, ...operation: string[]): INodeProperties => ({
  ...property,
  displayOptions: on(resource, ...operation),
});
const operations = (resource: string, list: Array<[string, string, string]>, defaultValue: string): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: list.map(([name, value, action]) => ({ name, value, action })),
  default: defaultValue,
});

const messageId: INodeProperties = {
  displayName: 'Message ID',
  name: 'messageId',
  type: 'string',
  default: '',
  required: true,
  placeholder: '172ce2c4a72cc243',
};
const emailType: INodeProperties = {
  displayName: 'Email Type',
  name: 'emailType',
  type: 'options',
  default: 'text',
  required: true,
  noDataExpression: true,
  options: [
    { name: 'Text', value: 'text' },
    { name: 'HTML', value: 'html' },
  ],
};
const attachments: INodeProperties = {
  displayName: 'Attachments',
  name: 'attachmentsUi',
  placeholder: 'Add Attachment',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  options: [
    {
      name: 'attachmentsBinary',
      displayName: 'Attachment Binary',
      values: [
        {
          displayName: 'Attachment Field Name',
          name: 'property',
          type: 'string',
          default: 'data',
          hint: 'The name of the field with the attachment in the node input',
        },
      ],
    },
  ],
  default: {},
};
const address = (displayName: string, name: string): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  default: '',
  placeholder: 'info@example.com',
});
const appendAttribution: INodeProperties = {
  displayName: 'Append Attribution',
  name: 'appendAttribution',
  type: 'boolean',
  default: true,
  description: 'Whether to include the phrase “This email was sent automatically with Switchyard” at the end of the email',
  displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
};
const labelIds: INodeProperties = {
  displayName: 'Label Names or IDs',
  name: 'labelIds',
  type: 'multiOptions',
  typeOptions: { loadOptionsMethod: 'getLabels' },
  default: [],
  description: 'Choose from the list, or specify IDs using an expression',
};
const readOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Attachment Prefix',
      name: 'dataPropertyAttachmentsPrefixName',
      type: 'string',
      default: 'attachment_',
      description: "Prefix of the binary fields the attachments go to: 'attachment_0', 'attachment_1', ...",
    },
    {
      displayName: 'Download Attachments',
      name: 'downloadAttachments',
      type: 'boolean',
      default: false,
      description: "Whether the email's attachments will be downloaded and included in the output",
    },
  ],
};
const simple: INodeProperties = {
  displayName: 'Simplify',
  name: 'simple',
  type: 'boolean',
  default: true,
  description: 'Whether to return a simplified version of the response instead of the raw data',
};
const returnAll: INodeProperties = {
  displayName: 'Return All',
  name: 'returnAll',
  type: 'boolean',
  default: false,
  description: 'Whether to return all results or only up to a given limit',
};
const limit = (resource: string): INodeProperties => ({
  displayName: 'Limit',
  name: 'limit',
  type: 'number',
  typeOptions: { minValue: 1, maxValue: 500 },
  default: 50,
  description: 'Max number of results to return',
  displayOptions: { show: { resource: [resource], operation: ['getAll'], returnAll: [false] } },
});

/** The Get Many filters, shared with the Gmail Trigger. */
export const messageFilters: INodeProperties = {
  displayName: 'Filters',
  name: 'filters',
  type: 'collection',
  placeholder: 'Add Filter',
  default: {},
  options: [
    {
      displayName: 'Include Spam and Trash',
      name: 'includeSpamTrash',
      type: 'boolean',
      default: false,
      description: 'Whether to include messages from SPAM and TRASH in the results',
    },
    { ...labelIds, description: 'Only return messages with all of these labels' },
    {
      displayName: 'Search',
      name: 'q',
      type: 'string',
      default: '',
      placeholder: 'has:attachment',
      hint: 'Use the same format as in the Gmail search box',
    },
    {
      displayName: 'Read Status',
      name: 'readStatus',
      type: 'options',
      default: 'unread',
      options: [
        { name: 'Unread and read emails', value: 'both' },
        { name: 'Unread emails only', value: 'unread' },
        { name: 'Read emails only', value: 'read' },
      ],
    },
    { displayName: 'Received After', name: 'receivedAfter', type: 'dateTime', default: '' },
    { displayName: 'Received Before', name: 'receivedBefore', type: 'dateTime', default: '' },
    { displayName: 'Sender', name: 'sender', type: 'string', default: '', description: 'Sender name or email to filter by' },
  ],
};

/** Send and Wait for Response: a mail like Send Email's, to `sendTo`. */
const sendAndWaitTo: INodeProperties = {
  displayName: 'To',
  name: 'sendTo',
  type: 'string',
  default: '',
  required: true,
  placeholder: 'e.g. info@example.com',
};

const messageProperties: INodeProperties[] = [
  operations(
    'message',
    [
      ['Add Label', 'addLabels', 'Add label to message'],
      ['Delete', 'delete', 'Delete a message'],
      ['Get', 'get', 'Get a message'],
      ['Get Many', 'getAll', 'Get many messages'],
      ['Mark as Read', 'markAsRead', 'Mark a message as read'],
      ['Mark as Unread', 'markAsUnread', 'Mark a message as unread'],
      ['Remove Label', 'removeLabels', 'Remove label from message'],
      ['Reply', 'reply', 'Reply to a message'],
      ['Send', 'send', 'Send a message'],
      ['Send and Wait for Response', 'sendAndWait', 'Send message and wait for response'],
    ],
    'send',
  ),
  at(messageId, 'message', 'get', 'delete', 'markAsRead', 'markAsUnread', 'reply', 'addLabels', 'removeLabels'),
  at(
    {
      displayName: 'To',
      name: 'sendTo',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'info@example.com',
      description: 'The recipients, separated by commas',
    },
    'message',
    'send',
  ),
  at(
    { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, placeholder: 'Hello World!' },
    'message',
    'send',
  ),
  at(emailType, 'message', 'send', 'reply'),
  at(
    { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 } },
    'message',
    'send',
    'reply',
  ),
  at(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        appendAttribution,
        attachments,
        address('BCC', 'bccList'),
        address('CC', 'ccList'),
        {
          displayName: 'Sender Name',
          name: 'senderName',
          type: 'string',
          default: '',
          placeholder: 'e.g. Nathan',
          description: "The name that will be shown in recipients' inboxes",
        },
        address('Send Replies To', 'replyTo'),
        {
          displayName: 'Reply to Sender Only',
          name: 'replyToSenderOnly',
          type: 'boolean',
          default: false,
          description: 'Whether to reply to the sender only or to the entire list of recipients',
        },
      ],
    },
    'message',
    'send',
    'reply',
  ),
  at(simple, 'message', 'get', 'getAll'),
  { ...readOptions, displayOptions: { show: { resource: ['message'], operation: ['get', 'getAll'] }, hide: { simple: [true] } } },
  ...sendAndWaitProperties([sendAndWaitTo], { resource: 'message' }),
  at(returnAll, 'message', 'getAll'),
  limit('message'),
  at(messageFilters, 'message', 'getAll'),
  at({ ...labelIds, required: true }, 'message', 'addLabels', 'removeLabels'),
];

const labelProperties: INodeProperties[] = [
  operations(
    'label',
    [
      ['Create', 'create', 'Create a label'],
      ['Delete', 'delete', 'Delete a label'],
      ['Get', 'get', 'Get a label info'],
      ['Get Many', 'getAll', 'Get many labels'],
    ],
    'getAll',
  ),
  at(
    { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoices', description: 'Label Name' },
    'label',
    'create',
  ),
  at(
    { displayName: 'Label ID', name: 'labelId', type: 'string', default: '', required: true, description: 'The ID of the label' },
    'label',
    'get',
    'delete',
  ),
  at(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Label List Visibility',
          name: 'labelListVisibility',
          type: 'options',
          options: [
            { name: 'Hide', value: 'labelHide' },
            { name: 'Show', value: 'labelShow' },
            { name: 'Show If Unread', value: 'labelShowIfUnread' },
          ],
          default: 'labelShow',
        },
        {
          displayName: 'Message List Visibility',
          name: 'messageListVisibility',
          type: 'options',
          options: [
            { name: 'Hide', value: 'hide' },
            { name: 'Show', value: 'show' },
          ],
          default: 'show',
        },
      ],
    },
    'label',
    'create',
  ),
  at(returnAll, 'label', 'getAll'),
  limit('label'),
];

const threadProperties: INodeProperties[] = [
  operations(
    'thread',
    [
      ['Add Label', 'addLabels', 'Add label to thread'],
      ['Delete', 'delete', 'Delete a thread'],
      ['Get', 'get', 'Get a thread'],
      ['Get Many', 'getAll', 'Get many threads'],
      ['Remove Label', 'removeLabels', 'Remove label from thread'],
      ['Reply', 'reply', 'Reply to a message'],
      ['Trash', 'trash', 'Trash a thread'],
      ['Untrash', 'untrash', 'Untrash a thread'],
    ],
    'getAll',
  ),
  at(
    { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243' },
    'thread',
    'get',
    'delete',
    'reply',
    'trash',
    'untrash',
    'addLabels',
    'removeLabels',
  ),
  at({ ...messageId, displayName: 'Message ID', description: 'The message in the thread to reply to' }, 'thread', 'reply'),
  at(emailType, 'thread', 'reply'),
  at({ displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 } }, 'thread', 'reply'),
  at(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        appendAttribution,
        attachments,
        address('BCC', 'bccList'),
        address('CC', 'ccList'),
        { displayName: 'Sender Name', name: 'senderName', type: 'string', default: '' },
        { displayName: 'Reply to Sender Only', name: 'replyToSenderOnly', type: 'boolean', default: false },
      ],
    },
    'thread',
    'reply',
  ),
  at(simple, 'thread', 'get'),
  at(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Return Only Messages',
          name: 'returnOnlyMessages',
          type: 'boolean',
          default: true,
          description: 'Whether to return only thread messages',
        },
      ],
    },
    'thread',
    'get',
  ),
  at(returnAll, 'thread', 'getAll'),
  limit('thread'),
  at(
    { ...messageFilters, options: (messageFilters.options as INodeProperties[]).filter((option) => option.name !== 'sender') },
    'thread',
    'getAll',
  ),
  at({ ...labelIds, required: true }, 'thread', 'addLabels', 'removeLabels'),
];

const draftProperties: INodeProperties[] = [
  operations(
    'draft',
    [
      ['Create', 'create', 'Create a draft'],
      ['Delete', 'delete', 'Delete a draft'],
      ['Get', 'get', 'Get a draft'],
      ['Get Many', 'getAll', 'Get many drafts'],
    ],
    'create',
  ),
  at({ ...messageId, displayName: 'Draft ID', placeholder: 'r-52df502d5df55' }, 'draft', 'delete', 'get'),
  at(
    { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, placeholder: 'Hello World!' },
    'draft',
    'create',
  ),
  at(emailType, 'draft', 'create'),
  at({ displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 } }, 'draft', 'create'),
  at(
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        attachments,
        address('BCC', 'bccList'),
        address('CC', 'ccList'),
        address('From Alias', 'fromAlias'),
        address('Send Replies To', 'replyTo'),
        { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', placeholder: '18cc573e2431878f' },
        address('To Email', 'sendTo'),
      ],
    },
    'draft',
    'create',
  ),
  at(readOptions, 'draft', 'get'),
  at(returnAll, 'draft', 'getAll'),
  limit('draft'),
  at(
    {
      ...readOptions,
      options: [
        ...(readOptions.options as INodeProperties[]),
        { displayName: 'Include Spam and Trash', name: 'includeSpamTrash', type: 'boolean', default: false },
      ],
    },
    'draft',
    'getAll',
  ),
];

export const gmailDescription: INodeTypeDescription = {
  displayName: 'Gmail',
  name: 'n8n-nodes-base.gmail',
  icon: 'file:gmail.svg',
  group: ['transform'],
  version: [2, 2.1],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Consume the Gmail API',
  defaults: { name: 'Gmail' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: googleCredentials('gmailOAuth2'),
  codex: { categories: ['Communication'], alias: ['email', 'mail', 'google', 'inbox'] },
  properties: [
    googleAuthentication(),
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Message', value: 'message' },
        { name: 'Label', value: 'label' },
        { name: 'Draft', value: 'draft' },
        { name: 'Thread', value: 'thread' },
      ],
      default: 'message',
    },
    ...messageProperties,
    ...labelProperties,
    ...draftProperties,
    ...threadProperties,
  ],
};
