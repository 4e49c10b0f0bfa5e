/** The Wait node's description: n8n's `n8n-nodes-base.wait` v1 and 1.1. */
import type { INodeTypeDescription } from '@sdk/workflow';
import { IP_WHITELIST_OPTION } from '../webhook/description';

const units = [
  { name: 'Seconds', value: 'seconds' },
  { name: 'Minutes', value: 'minutes' },
  { name: 'Hours', value: 'hours' },
  { name: 'Days', value: 'days' },
];

const onWebhook = (extra: Record<string, unknown[]> = {}) => ({ show: { resume: ['webhook'], ...extra } });

export const waitDescription: INodeTypeDescription = {
  displayName: 'Wait',
  name: 'n8n-nodes-base.wait',
  icon: 'fa:pause-circle',
  group: ['organization'],
  version: [1, 1.1],
  description: 'Wait before continue with execution',
  defaults: { name: 'Wait', color: '#804050' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'httpBasicAuth', required: true, displayOptions: { show: { incomingAuthentication: ['basicAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { incomingAuthentication: ['headerAuth'] } } },
  ],
  webhooks: [
    {
      name: 'default',
      httpMethod: '={{$parameter["httpMethod"]}}',
      isFullPath: true,
      responseMode: '={{$parameter["responseMode"]}}',
      responseData: '={{$parameter["responseData"]}}',
      responseBinaryPropertyName: '={{$parameter["responseBinaryPropertyName"]}}',
      path: '={{$parameter["options"]["webhookSuffix"] || ""}}',
      restartWebhook: true,
    },
  ],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['pause', 'sleep', 'delay', 'timeout'] },
  properties: [
    {
      displayName: 'Resume',
      name: 'resume',
      type: 'options',
      options: [
        { name: 'After Time Interval', value: 'timeInterval', description: 'Waits for a certain amount of time' },
        { name: 'At Specified Time', value: 'specificTime', description: 'Waits until a specific date and time to continue' },
        { name: 'On Webhook Call', value: 'webhook', description: 'Waits for a webhook call before continuing' },
      ],
      default: 'timeInterval',
    },
    {
      displayName: 'Amount',
      name: 'amount',
      type: 'number',
      displayOptions: { show: { resume: ['timeInterval'] } },
      typeOptions: { minValue: 0, numberPrecision: 2 },
      default: 1,
    },
    {
      displayName: 'Unit',
      name: 'unit',
      type: 'options',
      displayOptions: { show: { resume: ['timeInterval'] } },
      options: units,
      default: 'hours',
    },
    {
      displayName: 'Date and Time',
      name: 'dateTime',
      type: 'dateTime',
      displayOptions: { show: { resume: ['specificTime'] } },
      default: '',
      required: true,
    },
    {
      displayName:
        'The webhook URL will be generated at run time. It can be referenced with the <strong>$execution.resumeUrl</strong> variable. Send it somewhere before getting to this node.',
      name: 'webhookNotice',
      type: 'notice',
      displayOptions: onWebhook(),
      default: '',
    },
    {
      displayName: 'Authentication',
      name: 'incomingAuthentication',
      type: 'options',
      displayOptions: onWebhook(),
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'Header Auth', value: 'headerAuth' },
        { name: 'None', value: 'none' },
      ],
      default: 'none',
    },
    {
      displayName: 'HTTP Method',
      name: 'httpMethod',
      type: 'options',
      displayOptions: onWebhook(),
      options: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'].map((m) => ({ name: m, value: m })),
      default: 'GET',
    },
    {
      displayName: 'Response Code',
      name: 'responseCode',
      type: 'number',
      displayOptions: onWebhook(),
      typeOptions: { minValue: 100, maxValue: 599 },
      default: 200,
    },
    {
      displayName: 'Respond',
      name: 'responseMode',
      type: 'options',
      displayOptions: onWebhook(),
      options: [
        { name: 'Immediately', value: 'onReceived' },
        { name: 'When Last Node Finishes', value: 'lastNode' },
        { name: "Using 'Respond to Webhook' Node", value: 'responseNode' },
      ],
      default: 'onReceived',
    },
    {
      displayName: 'Response Data',
      name: 'responseData',
      type: 'options',
      displayOptions: onWebhook({ responseMode: ['lastNode'] }),
      options: [
        { name: 'All Entries', value: 'allEntries' },
        { name: 'First Entry JSON', value: 'firstEntryJson' },
        { name: 'First Entry Binary', value: 'firstEntryBinary' },
        { name: 'No Response Body', value: 'noData' },
      ],
      default: 'firstEntryJson',
    },
    { displayName: 'Limit Wait Time', name: 'limitWaitTime', type: 'boolean', default: false, displayOptions: onWebhook() },
    {
      displayName: 'Limit Type',
      name: 'limitType',
      type: 'options',
      default: 'afterTimeInterval',
      displayOptions: onWebhook({ limitWaitTime: [true] }),
      options: [
        { name: 'After Time Interval', value: 'afterTimeInterval' },
        { name: 'At Specified Time', value: 'atSpecifiedTime' },
      ],
    },
    {
      displayName: 'Amount',
      name: 'resumeAmount',
      type: 'number',
      displayOptions: onWebhook({ limitWaitTime: [true], limitType: ['afterTimeInterval'] }),
      typeOptions: { minValue: 0, numberPrecision: 2 },
      default: 1,
    },
    {
      displayName: 'Unit',
      name: 'resumeUnit',
      type: 'options',
      displayOptions: onWebhook({ limitWaitTime: [true], limitType: ['afterTimeInterval'] }),
      options: units,
      default: 'hours',
    },
    {
      displayName: 'Max Date and Time',
      name: 'maxDateAndTime',
      type: 'dateTime',
      displayOptions: onWebhook({ limitWaitTime: [true], limitType: ['atSpecifiedTime'] }),
      default: '',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: onWebhook(),
      options: [
        IP_WHITELIST_OPTION,
        { displayName: 'Webhook Suffix', name: 'webhookSuffix', type: 'string', default: '', placeholder: 'webhook' },
      ],
    },
  ],
};
