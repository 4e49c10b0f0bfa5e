/**
 * The Webhook node's description: n8n's `n8n-nodes-base.webhook` v1, 1.1, 2 and 2.1. From 2
 * "Allow Multiple HTTP Methods" (one output per method); 2.1 adds the "Streaming Response"
 * mode, which this server does not build (such a webhook refuses its calls, saying so).
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

/** The HTTP methods a webhook can listen to. */
export const WEBHOOK_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'] as const;

/** The "IP(s) Whitelist" option, also offered by the Wait node's resume webhook. */
export const IP_WHITELIST_OPTION: INodeProperties = {
  displayName: 'IP(s) Whitelist',
  name: 'ipWhitelist',
  type: 'string',
  default: '',
  placeholder: 'e.g. 127.0.0.1, 10.0.0.0/8',
  description: 'Comma-separated list of allowed IP addresses or CIDR ranges. Leave empty to allow all IPs.',
};

const responseModes: INodeProperties = {
  displayName: 'Respond',
  name: 'responseMode',
  type: 'options',
  options: [
    { name: 'Immediately', value: 'onReceived', description: 'As soon as this node executes' },
    { name: 'When Last Node Finishes', value: 'lastNode', description: 'Returns data of the last-executed node' },
    { name: "Using 'Respond to Webhook' Node", value: 'responseNode', description: 'Response defined in that node' },
  ],
  default: 'onReceived',
  displayOptions: { show: { '@version': [1, 1.1, 2] } },
};

const responseModesStreaming: INodeProperties = {
  ...responseModes,
  options: [
    ...(responseModes.options ?? []),
    { name: 'Streaming Response', value: 'streaming', description: 'Returns data in real time from streaming enabled nodes' },
  ],
  displayOptions: { hide: { '@version': [1, 1.1, 2] } },
};

export const webhookDescription: INodeTypeDescription = {
  displayName: 'Webhook',
  name: 'n8n-nodes-base.webhook',
  icon: 'file:webhook.svg',
  group: ['trigger'],
  version: [1, 1.1, 2, 2.1],
  description: 'Starts the workflow when a webhook is called',
  eventTriggerDescription: 'Waiting for you to call the Test URL',
  activationMessage: 'You can now make calls to your production webhook URL.',
  defaults: { name: 'Webhook' },
  triggerPanel: { header: '', executionsHelp: { inactive: '', active: '' }, activationHint: '' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { authentication: ['headerAuth'] } } },
  ],
  webhooks: [
    {
      name: 'default',
      httpMethod: '={{$parameter["httpMethod"] || "GET"}}',
      isFullPath: true,
      responseMode: '={{$parameter["responseMode"]}}',
      responseData: '={{$parameter["responseData"] || ($parameter.options.noResponseBody ? "noData" : undefined) }}',
      responseBinaryPropertyName: '={{$parameter["responseBinaryPropertyName"]}}',
      responseContentType: '={{$parameter["options"]["responseContentType"]}}',
      responsePropertyName: '={{$parameter["options"]["responsePropertyName"]}}',
      path: '={{$parameter["path"]}}',
    },
  ],
  codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['HTTP', 'API', 'Build', 'WH'] },
  properties: [
    {
      displayName: 'Allow Multiple HTTP Methods',
      name: 'multipleMethods',
      type: 'boolean',
      default: false,
      isNodeSetting: true,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] } },
    },
    {
      displayName: 'HTTP Method',
      name: 'httpMethod',
      type: 'options',
      options: WEBHOOK_METHODS.map((m) => ({ name: m, value: m })),
      default: 'GET',
      // Hidden only when several methods are allowed (2+): v1 and 1.1 have no such switch and always show it.
      displayOptions: { hide: { multipleMethods: [true] } },
    },
    {
      displayName: 'HTTP Methods',
      name: 'httpMethod',
      type: 'multiOptions',
      options: WEBHOOK_METHODS.map((m) => ({ name: m, value: m })),
      default: ['GET', 'POST'],
      displayOptions: { show: { multipleMethods: [true] } },
    },
    {
      displayName: 'Path',
      name: 'path',
      type: 'string',
      default: '',
      placeholder: 'webhook',
      required: true,
      description: "The path to listen to, dynamic values could be specified by using ':', e.g. 'your-path/:dynamic-value'",
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'Header Auth', value: 'headerAuth' },
        { name: 'None', value: 'none' },
      ],
      default: 'none',
    },
    responseModes,
    responseModesStreaming,
    {
      displayName: 'Response Code',
      name: 'responseCode',
      type: 'number',
      displayOptions: { hide: { responseMode: ['responseNode'] } },
      typeOptions: { minValue: 100, maxValue: 599 },
      default: 200,
    },
    {
      displayName: 'Response Data',
      name: 'responseData',
      type: 'options',
      displayOptions: { show: { responseMode: ['lastNode'] } },
      options: [
        { name: 'All Entries', value: 'allEntries' },
        { name: 'First Entry JSON', value: 'firstEntryJson' },
        { name: 'First Entry Binary', value: 'firstEntryBinary' },
        { name: 'No Response Body', value: 'noData' },
      ],
      default: 'firstEntryJson',
    },
    {
      displayName: 'Property Name',
      name: 'responseBinaryPropertyName',
      type: 'string',
      required: true,
      default: 'data',
      displayOptions: { show: { responseData: ['firstEntryBinary'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Binary Data', name: 'binaryData', type: 'boolean', default: false, displayOptions: { show: { '@version': [1] } } },
        { displayName: 'Field Name for Binary Data', name: 'binaryPropertyName', type: 'string', default: 'data' },
        { displayName: 'Ignore Bots', name: 'ignoreBots', type: 'boolean', default: false },
        {
          displayName: 'Response Code',
          name: 'responseCode',
          placeholder: 'Add Response Code',
          type: 'fixedCollection',
          default: { values: { responseCode: 200 } },
          options: [
            {
              name: 'values',
              displayName: 'Values',
              values: [
                {
                  displayName: 'Response Code',
                  name: 'responseCode',
                  type: 'options',
                  options: [200, 201, 204, 301, 302, 304, 400, 401, 403, 404]
                    .map((code) => ({ name: String(code), value: code }) as { name: string; value: number | string })
                    .concat([{ name: 'Custom Code', value: 'customCode' }]),
                  default: 200,
                },
                {
                  displayName: 'Code',
                  name: 'customCode',
                  type: 'number',
                  default: 200,
                  placeholder: 'e.g. 400',
                  typeOptions: { minValue: 100 },
                  displayOptions: { show: { responseCode: ['customCode'] } },
                },
              ],
            },
          ],
          displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] }, hide: { '/responseMode': ['responseNode'] } },
        },
        { ...IP_WHITELIST_OPTION, displayOptions: { hide: { '@version': [1] } } },
        { displayName: 'No Response Body', name: 'noResponseBody', type: 'boolean', default: false },
        { displayName: 'Raw Body', name: 'rawBody', type: 'boolean', default: false },
        {
          displayName: 'Response Data',
          name: 'responseData',
          type: 'string',
          default: '',
          placeholder: 'success',
          displayOptions: { show: { '/responseMode': ['onReceived'] } },
        },
        {
          displayName: 'Response Content-Type',
          name: 'responseContentType',
          type: 'string',
          default: '',
          placeholder: 'application/xml',
          displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
        },
        {
          displayName: 'Response Headers',
          name: 'responseHeaders',
          type: 'fixedCollection',
          default: {},
          typeOptions: { multipleValues: true },
          placeholder: 'Add Response Header',
          options: [
            {
              name: 'entries',
              displayName: 'Entries',
              values: [
                { displayName: 'Name', name: 'name', type: 'string', default: '' },
                { displayName: 'Value', name: 'value', type: 'string', default: '' },
              ],
            },
          ],
        },
        {
          displayName: 'Property Name',
          name: 'responsePropertyName',
          type: 'string',
          default: 'data',
          displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
        },
      ],
    },
  ],
};
