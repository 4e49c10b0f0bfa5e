/**
 * Send Email descriptions (`n8n-nodes-base.emailSend` v1, and v2/v2.1), with n8n's
 * parameter names, defaults and options so exported workflows open and run unchanged.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { sendAndWaitProperties } from '../shared/send-and-wait';

const base = {
  displayName: 'Send Email',
  name: 'n8n-nodes-base.emailSend',
  icon: 'fa:envelope',
  group: ['output'],
  defaults: { name: 'Send Email', color: '#00bb88' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'smtp', required: true }],
  codex: {
    categories: ['Communication', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['SMTP', 'email', 'human', 'form', 'wait', 'hitl', 'approval'],
  },
} satisfies Partial<INodeTypeDescription>;

const subject: INodeProperties = {
  displayName: 'Subject',
  name: 'subject',
  type: 'string',
  default: '',
  placeholder: 'My subject line',
  description: 'Subject line of the email',
};
const replyTo: INodeProperties = {
  displayName: 'Reply To',
  name: 'replyTo',
  type: 'string',
  default: '',
  placeholder: 'info@example.com',
  description: 'The email address to send the reply to',
};
const cc: INodeProperties = {
  displayName: 'CC Email',
  name: 'ccEmail',
  type: 'string',
  default: '',
  placeholder: 'cc@example.com',
  description: 'Email address of CC recipient',
};
const bcc: INodeProperties = {
  displayName: 'BCC Email',
  name: 'bccEmail',
  type: 'string',
  default: '',
  placeholder: 'bcc@example.com',
  description: 'Email address of BCC recipient',
};

export const emailSendV1Description: INodeTypeDescription = {
  ...base,
  version: 1,
  description: 'Sends an Email',
  properties: [
    { displayName: 'Version 1', name: 'notice', type: 'notice', default: '' },
    {
      displayName: 'From Email',
      name: 'fromEmail',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'admin@example.com',
      description: 'Email address of the sender optional with name',
    },
    {
      displayName: 'To Email',
      name: 'toEmail',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'info@example.com',
      description: 'Email address of the recipient',
    },
    cc,
    bcc,
    subject,
    {
      displayName: 'Text',
      name: 'text',
      type: 'string',
      typeOptions: { rows: 5 },
      default: '',
      description: 'Plain text message of email',
    },
    { displayName: 'HTML', name: 'html', type: 'string', typeOptions: { rows: 5 }, default: '', description: 'HTML text message of email' },
    {
      displayName: 'Attachments',
      name: 'attachments',
      type: 'string',
      default: '',
      description: 'Name of the binary properties that contain data to add to email as attachment. Multiple ones can be comma-separated.',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Ignore SSL Issues',
          name: 'allowUnauthorizedCerts',
          type: 'boolean',
          default: false,
          description: 'Whether to connect even if SSL certificate validation is not possible',
        },
        replyTo,
      ],
    },
  ],
};

const formats = (withDescriptions: boolean): INodeProperties['options'] => [
  { name: 'Text', value: 'text', ...(withDescriptions ? { description: 'Send email as plain text' } : {}) },
  { name: 'HTML', value: 'html', ...(withDescriptions ? { description: 'Send email as HTML' } : {}) },
  {
    name: 'Both',
    value: 'both',
    ...(withDescriptions ? { description: "Send both formats, recipient's client selects version to display" } : {}),
  },
];

const emailSendV2Base: INodeTypeDescription = {
  ...base,
  version: [2, 2.1],
  description: 'Sends an email using SMTP protocol',
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'hidden',
      noDataExpression: true,
      default: 'email',
      options: [{ name: 'Email', value: 'email' }],
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'send',
      options: [
        { name: 'Send', value: 'send', action: 'Send an Email' },
        { name: 'Send and Wait for Response', value: 'sendAndWait', action: 'Send message and wait for response' },
      ],
    },
    {
      displayName: 'From Email',
      name: 'fromEmail',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'admin@example.com',
      description: 'Email address of the sender. You can also specify a name: Nathan Doe &lt;nate@n8n.io&gt;.',
    },
    {
      displayName: 'To Email',
      name: 'toEmail',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'info@example.com',
      description: 'Email address of the recipient. You can also specify a name: Nathan Doe &lt;nate@n8n.io&gt;.',
    },
    subject,
    // n8n's v2 defaults to plain text, 2.1 to HTML.
    {
      displayName: 'Email Format',
      name: 'emailFormat',
      type: 'options',
      options: formats(true),
      default: 'html',
      displayOptions: { hide: { '@version': [2] } },
    },
    {
      displayName: 'Email Format',
      name: 'emailFormat',
      type: 'options',
      options: formats(false),
      default: 'text',
      displayOptions: { show: { '@version': [2] } },
    },
    {
      displayName: 'Text',
      name: 'text',
      type: 'string',
      typeOptions: { rows: 5 },
      default: '',
      description: 'Plain text message of email',
      displayOptions: { show: { emailFormat: ['text', 'both'] } },
    },
    {
      displayName: 'HTML',
      name: 'html',
      type: 'string',
      typeOptions: { rows: 5 },
      default: '',
      description: 'HTML text message of email',
      displayOptions: { show: { emailFormat: ['html', 'both'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Append Attribution',
          name: 'appendAttribution',
          type: 'boolean',
          default: true,
          description: 'Whether to include the phrase “This email was sent automatically with Switchyard” to the end of the email',
        },
        {
          displayName: 'Attachments',
          name: 'attachments',
          type: 'string',
          default: '',
          description:
            'Name of the binary properties that contain data to add to email as attachment. Multiple ones can be comma-separated. Reference embedded images or other content within the body of an email message, e.g. &lt;img src="cid:image_1"&gt;',
        },
        cc,
        bcc,
        {
          displayName: 'Ignore SSL Issues (Insecure)',
          name: 'allowUnauthorizedCerts',
          type: 'boolean',
          default: false,
          description: 'Whether to connect even if SSL certificate validation is not possible',
        },
        replyTo,
      ],
    },
  ],
};

/** The "Send" parameters shown for that operation only; "Send and Wait" has its own. */
function forOperations(description: INodeTypeDescription): INodeTypeDescription {
  const [resource, operation, ...send] = description.properties;
  const address = (name: string) => send.find((property) => property.name === name)!;
  return {
    ...description,
    properties: [
      resource!,
      operation!,
      ...send.map((property) => ({
        ...property,
        displayOptions: { ...property.displayOptions, show: { ...property.displayOptions?.show, operation: ['send'] } },
      })),
      ...sendAndWaitProperties([address('fromEmail'), address('toEmail')]),
    ],
  };
}

export const emailSendV2Description = forOperations(emailSendV2Base);
