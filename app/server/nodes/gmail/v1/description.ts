/**
 * Gmail 1 (`n8n-nodes-base.gmail` version 1, n8n's parameter names and defaults): drafts,
 * labels, messages and message labels. Workflows from before Gmail 2 open and run
 * unchanged; new nodes get version 2.x.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { googleAuthentication, googleCredentials } from '../../shared/google/auth-properties';
import { draftFields, messageFields, returnAllAndLimit } from './description-fields';

const operations = (resource: string, fallback: string, list: Array<[string, string, string]>): INodeProperties => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  displayOptions: { show: { resource: [resource] } },
  options: list.map(([name, value, action]) => ({ name, value, action })),
  default: fallback,
});

const on = (resource: string, operation: string[]) => ({ show: { resource: [resource], operation } });

const labelFields: INodeProperties[] = [
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on('label', ['create']),
    placeholder: 'invoices',
    description: 'Label Name',
  },
  {
    displayName: 'Label ID',
    name: 'labelId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on('label', ['get', 'delete']),
    description: 'The ID of the label',
  },
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
    required: true,
    displayOptions: on('label', ['create']),
    description: 'The visibility of the label in the label list in the Gmail web interface',
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
    required: true,
    displayOptions: on('label', ['create']),
    description: 'The visibility of messages with this label in the message list in the Gmail web interface',
  },
  ...returnAllAndLimit('label', 50),
];

const messageLabelFields: INodeProperties[] = [
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on('messageLabel', ['add', 'remove']),
    placeholder: '172ce2c4a72cc243',
  },
  {
    displayName: 'Label Names or IDs',
    name: 'labelIds',
    type: 'multiOptions',
    typeOptions: { loadOptionsMethod: 'getLabels' },
    default: [],
    required: true,
    displayOptions: on('messageLabel', ['add', 'remove']),
    description: 'The ID of the label. Choose from the list, or specify IDs using an expression.',
  },
];

export const gmailV1Description: INodeTypeDescription = {
  displayName: 'Gmail',
  name: 'n8n-nodes-base.gmail',
  icon: 'file:gmail.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Consume the Gmail API',
  defaults: { name: 'Gmail' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: googleCredentials('gmailOAuth2'),
  properties: [
    googleAuthentication(),
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Draft', value: 'draft' },
        { name: 'Label', value: 'label' },
        { name: 'Message', value: 'message' },
        { name: 'Message Label', value: 'messageLabel' },
      ],
      default: 'draft',
    },
    operations('draft', 'create', [
      ['Create', 'create', 'Create a draft'],
      ['Delete', 'delete', 'Delete a draft'],
      ['Get', 'get', 'Get a draft'],
      ['Get Many', 'getAll', 'Get all drafts'],
    ]),
    ...draftFields,
    operations('label', 'create', [
      ['Create', 'create', 'Create a label'],
      ['Delete', 'delete', 'Delete a label'],
      ['Get', 'get', 'Get a label'],
      ['Get Many', 'getAll', 'Get all labels'],
    ]),
    ...labelFields,
    operations('message', 'send', [
      ['Delete', 'delete', 'Delete a message'],
      ['Get', 'get', 'Get a message'],
      ['Get Many', 'getAll', 'Get many messages'],
      ['Reply', 'reply', 'Reply to a message'],
      ['Send', 'send', 'Send a message'],
    ]),
    ...messageFields,
    operations('messageLabel', 'add', [
      ['Add', 'add', 'Add a label to a message'],
      ['Remove', 'remove', 'Remove a label from a message'],
    ]),
    ...messageLabelFields,
  ],
};
