/**
 * The "Send and Wait for Response" parameters shared by Send Email, Gmail, Telegram,
 * Slack and Discord (n8n's send-and-wait parameters: subject, message, response type,
 * approval buttons, the custom form's fields, the response form's title, description
 * and labels, wait limit, attribution), shown for `operation: sendAndWait` only. Chat
 * nodes have no subject and no button styles, and their own default button labels.
 */
import type { INodeProperties } from '@sdk/workflow';
import { defineFormProperties } from '../../form-trigger/description';

/** How a node's operation differs from Send Email's. */
export interface SendAndWaitShape {
  /** The resource the operation belongs to (shown only with it), when the node has resources. */
  resource?: string;
  /** Whether there is a Subject parameter (mail); default true. */
  subject?: boolean;
  /** Whether the buttons have styles (mail); default true. */
  buttonStyle?: boolean;
  approveLabel?: string;
  disapproveLabel?: string;
}

const buttonStyle = (name: string, displayName: string, fallback: string, approvalType: string[]): INodeProperties => ({
  displayName,
  name,
  type: 'options',
  default: fallback,
  options: [
    { name: 'Primary', value: 'primary' },
    { name: 'Secondary', value: 'secondary' },
  ],
  displayOptions: { show: { approvalType } },
});

const limitWaitTime: INodeProperties = {
  displayName: 'Limit Wait Time',
  name: 'limitWaitTime',
  type: 'fixedCollection',
  description: 'Whether the workflow will automatically resume execution after the specified limit type',
  default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'Limit Type',
          name: 'limitType',
          type: 'options',
          default: 'afterTimeInterval',
          options: [
            { name: 'After Time Interval', value: 'afterTimeInterval', description: 'Waits for a certain amount of time' },
            { name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Waits until the set date and time to continue' },
          ],
        },
        {
          displayName: 'Amount',
          name: 'resumeAmount',
          type: 'number',
          default: 1,
          typeOptions: { minValue: 0, numberPrecision: 2 },
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
        },
        {
          displayName: 'Unit',
          name: 'resumeUnit',
          type: 'options',
          default: 'hours',
          options: [
            { name: 'Minutes', value: 'minutes' },
            { name: 'Hours', value: 'hours' },
            { name: 'Days', value: 'days' },
          ],
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
        },
        {
          displayName: 'Max Date and Time',
          name: 'maxDateAndTime',
          type: 'dateTime',
          default: '',
          displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
        },
      ],
    },
  ],
};

const appendAttributionOf = (mail: boolean): INodeProperties => ({
  displayName: 'Append Attribution',
  name: 'appendAttribution',
  type: 'boolean',
  default: true,
  description: `Whether to include the phrase “This ${mail ? 'email' : 'message'} was sent automatically with Switchyard” to the end of the message`,
});

const SUBJECT: INodeProperties = {
  displayName: 'Subject',
  name: 'subject',
  type: 'string',
  default: '',
  required: true,
  placeholder: 'e.g. Approval required',
};

/**
 * @param targets - whom the message goes to (To Email, Chat ID, channel...)
 * @param shape - how the node differs from Send Email
 * @returns the operation's parameters
 */
export function sendAndWaitProperties(targets: INodeProperties[], shape: SendAndWaitShape = {}): INodeProperties[] {
  const styled = shape.buttonStyle !== false;
  const mail = shape.subject !== false;
  const appendAttribution = appendAttributionOf(mail);
  const properties: INodeProperties[] = [
    ...targets,
    ...(mail ? [SUBJECT] : []),
    { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, typeOptions: { rows: 4 } },
    {
      displayName: 'Response Type',
      name: 'responseType',
      type: 'options',
      default: 'approval',
      options: [
        { name: 'Approval', value: 'approval', description: 'User can approve/disapprove from within the message' },
        { name: 'Free Text', value: 'freeText', description: 'User can submit a response via a form' },
        { name: 'Custom Form', value: 'customForm', description: 'User can submit a response via a custom form' },
      ],
    },
    {
      displayName: 'Approval Options',
      name: 'approvalOptions',
      type: 'fixedCollection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Type of Approval',
              name: 'approvalType',
              type: 'options',
              default: 'single',
              options: [
                { name: 'Approve Only', value: 'single' },
                { name: 'Approve and Disapprove', value: 'double' },
              ],
            },
            {
              displayName: 'Approve Button Label',
              name: 'approveLabel',
              type: 'string',
              default: shape.approveLabel ?? 'Approve',
              displayOptions: { show: { approvalType: ['single', 'double'] } },
            },
            ...(styled ? [buttonStyle('buttonApprovalStyle', 'Approve Button Style', 'primary', ['single', 'double'])] : []),
            {
              displayName: 'Disapprove Button Label',
              name: 'disapproveLabel',
              type: 'string',
              default: shape.disapproveLabel ?? 'Decline',
              displayOptions: { show: { approvalType: ['double'] } },
            },
            ...(styled ? [buttonStyle('buttonDisapprovalStyle', 'Disapprove Button Style', 'secondary', ['double'])] : []),
          ],
        },
      ],
      displayOptions: { show: { responseType: ['approval'] } },
    },
    ...defineFormProperties.map((property) => ({
      ...property,
      displayOptions: { show: { ...property.displayOptions?.show, responseType: ['customForm'] } },
    })),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [limitWaitTime, appendAttribution],
      displayOptions: { show: { responseType: ['approval'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Message Button Label', name: 'messageButtonLabel', type: 'string', default: 'Respond' },
        {
          displayName: 'Response Form Title',
          name: 'responseFormTitle',
          description: 'Title of the form that the user can access to provide their response',
          type: 'string',
          default: '',
        },
        {
          displayName: 'Response Form Description',
          name: 'responseFormDescription',
          description: 'Description of the form that the user can access to provide their response',
          type: 'string',
          default: '',
        },
        { displayName: 'Response Form Button Label', name: 'responseFormButtonLabel', type: 'string', default: 'Submit' },
        limitWaitTime,
        appendAttribution,
      ],
      displayOptions: { show: { responseType: ['freeText', 'customForm'] } },
    },
  ];
  const only = { ...(shape.resource ? { resource: [shape.resource] } : {}), operation: ['sendAndWait'] };
  return properties.map((property) => ({
    ...property,
    displayOptions: { ...property.displayOptions, show: { ...property.displayOptions?.show, ...only } },
  }));
}
