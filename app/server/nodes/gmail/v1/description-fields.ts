/**
 * Gmail 1's message and draft parameters (n8n's names and defaults): recipients as lists of
 * addresses, "HTML" with an HTML body beside the text one, attachments from binary fields,
 * the "Format" a message is read in (resolved: parsed with attachments as binary).
 */
import type { INodeProperties } from '@sdk/workflow';

const on = (resource: string, operation: string[], extra: Record<string, Array<string | boolean>> = {}) => ({
  show: { resource: [resource], operation, ...extra },
});

const addressList = (displayName: string, name: string, what: string): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  default: [],
  typeOptions: { multipleValues: true, multipleValueButtonText: `Add ${displayName}` },
  placeholder: 'info@example.com',
  description: `The email addresses of the ${what}`,
});

const attachments: INodeProperties = {
  displayName: 'Attachment',
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
          displayName: 'Attachment Field Name (in Input)',
          name: 'property',
          type: 'string',
          default: '',
          description: 'Add the field name from the input node. Multiple properties can be set separated by comma.',
        },
      ],
    },
  ],
  default: {},
  description: 'Array of supported attachments to add to the message',
};

const senderName: INodeProperties = {
  displayName: 'Override Sender Name',
  name: 'senderName',
  type: 'string',
  placeholder: 'Name <test@gmail.com>',
  default: '',
  description: 'The name displayed in your contacts inboxes, as "Display-Name <name@gmail.com>" with the signed-in address',
};

/** A reply's extra fields; a new message adds "Reply To Email". */
const replyOptions: INodeProperties[] = [
  attachments,
  addressList('BCC Email', 'bccList', 'blind copy recipients'),
  addressList('CC Email', 'ccList', 'copy recipients'),
  senderName,
];

const FORMATS = [
  { name: 'Full', value: 'full', description: 'Returns the full email message data with body content parsed in the payload field' },
  { name: 'IDs', value: 'ids', description: 'Returns only the IDs of the emails' },
  { name: 'Metadata', value: 'metadata', description: 'Returns only email message ID, labels, and email headers' },
  { name: 'Minimal', value: 'minimal', description: 'Returns only email message ID and labels' },
  { name: 'RAW', value: 'raw', description: 'Returns the full email message data with body content in the raw field (base64url)' },
  {
    name: 'Resolved',
    value: 'resolved',
    description: 'Returns the full email with all data resolved and attachments saved as binary data',
  },
];

function readFields(many: boolean): INodeProperties[] {
  return [
    {
      displayName: 'Format',
      name: 'format',
      type: 'options',
      options: FORMATS.filter((format) => many || format.value !== 'ids'),
      default: 'resolved',
      description: 'The format to return the message in',
    },
    {
      displayName: 'Attachment Prefix',
      name: 'dataPropertyAttachmentsPrefixName',
      type: 'string',
      default: 'attachment_',
      displayOptions: { hide: { format: ['full', 'ids', 'metadata', 'minimal', 'raw'] } },
      description: 'Prefix for the binary properties the attachments go to, followed by an index from 0 ("attachment_0")',
    },
  ];
}

/** Get Many's "Return All" and the "Limit" it hides. */
export const returnAllAndLimit = (resource: string, limit: number): INodeProperties[] => [
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: on(resource, ['getAll']),
    default: false,
    description: 'Whether to return all results or only up to a given limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: on(resource, ['getAll'], { returnAll: [false] }),
    typeOptions: { minValue: 1, maxValue: 500 },
    default: limit,
    description: 'Max number of results to return',
  },
];

function listFields(resource: string, withQuery: boolean): INodeProperties[] {
  return [
    ...returnAllAndLimit(resource, 10),
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      displayOptions: on(resource, ['getAll']),
      options: [
        ...readFields(true),
        {
          displayName: 'Include Spam and Trash',
          name: 'includeSpamTrash',
          type: 'boolean',
          default: false,
          description: 'Whether to include messages from SPAM and TRASH in the results',
        },
        ...(withQuery
          ? [
              {
                displayName: 'Label Names or IDs',
                name: 'labelIds',
                type: 'multiOptions' as const,
                typeOptions: { loadOptionsMethod: 'getLabels' },
                default: [],
                description: 'Only return messages with labels that match all of the specified label IDs',
              },
              {
                displayName: 'Query',
                name: 'q',
                type: 'string' as const,
                default: '',
                description: 'Only return messages matching the query, in the Gmail search box format',
              },
            ]
          : []),
      ],
    },
  ];
}

const bodyFields = (resource: string, operation: string[]): INodeProperties[] => [
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on(resource, operation),
    placeholder: 'Hello World!',
  },
  {
    displayName: 'HTML',
    name: 'includeHtml',
    type: 'boolean',
    displayOptions: on(resource, operation),
    default: false,
    description: 'Whether the message should also be included as HTML',
  },
  {
    displayName: 'HTML Message',
    name: 'htmlMessage',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on(resource, operation, { includeHtml: [true] }),
    description: 'The HTML message body',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on(resource, operation),
    description: 'Plain text message body',
  },
];

const getFields = (resource: string, idName: string): INodeProperties[] => [
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: on(resource, ['get']),
    default: {},
    options: readFields(false),
  },
  {
    displayName: idName,
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: on(resource, ['get', 'delete']),
    placeholder: resource === 'draft' ? 'r-3254521568507167962' : '172ce2c4a72cc243',
  },
];

export const messageFields: INodeProperties[] = [
  ...getFields('message', 'Message ID'),
  { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', required: true, displayOptions: on('message', ['reply']) },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, displayOptions: on('message', ['reply']) },
  ...bodyFields('message', ['reply', 'send']),
  { ...addressList('To Email', 'toList', 'recipients'), required: true, displayOptions: on('message', ['reply', 'send']) },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: on('message', ['reply']),
    default: {},
    options: replyOptions,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: on('message', ['send']),
    default: {},
    options: [
      ...replyOptions,
      {
        displayName: 'Reply To Email',
        name: 'replyTo',
        type: 'string',
        placeholder: 'reply@example.com',
        default: '',
        description: "The email address that the reply message is sent to (n8n's version 1 does not send it)",
      },
    ],
  },
  ...listFields('message', true),
];

export const draftFields: INodeProperties[] = [
  ...getFields('draft', 'Draft ID'),
  ...bodyFields('draft', ['create']),
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: on('draft', ['create']),
    default: {},
    options: [
      addressList('To Email', 'toList', 'recipients'),
      addressList('CC Email', 'ccList', 'copy recipients'),
      addressList('BCC Email', 'bccList', 'blind copy recipients'),
      attachments,
    ],
  },
  ...listFields('draft', false),
];
