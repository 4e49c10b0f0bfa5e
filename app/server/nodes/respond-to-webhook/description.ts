/**
 * The Respond to Webhook node's description: n8n's `n8n-nodes-base.respondToWebhook` v1 to 1.5.
 * 1.2 takes "Respond With" as a fixed choice (no expression); 1.4 adds "Enable Response
 * Output Branch"; 1.5 adds the "Enable Streaming" option. Outputs: index.ts.
 */
import type { INodeTypeDescription } from '@sdk/workflow';

export const respondToWebhookDescription: INodeTypeDescription = {
  displayName: 'Respond to Webhook',
  name: 'n8n-nodes-base.respondToWebhook',
  icon: 'file:webhook.svg',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5],
  defaultVersion: 1.4,
  description: 'Returns data for Webhook',
  defaults: { name: 'Respond to Webhook' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes', 'Utility'], subcategories: { 'Core Nodes': ['Helpers'] } },
  properties: [
    {
      displayName: 'Enable Response Output Branch',
      name: 'enableResponseOutput',
      type: 'boolean',
      default: false,
      description: 'Whether to provide an additional output branch with the response sent to the webhook',
      isNodeSetting: true,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } },
    },
    {
      displayName:
        'Verify that the "Webhook" node\'s "Respond" parameter is set to "Using Respond to Webhook Node". <a href="https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.respondtowebhook/" target="_blank">More details',
      name: 'generalNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Respond With',
      name: 'respondWith',
      type: 'options',
      options: [
        { name: 'All Incoming Items', value: 'allIncomingItems', description: 'Respond with all input JSON items' },
        { name: 'Binary File', value: 'binary', description: 'Respond with incoming file binary data' },
        { name: 'First Incoming Item', value: 'firstIncomingItem', description: 'Respond with the first input JSON item' },
        { name: 'JSON', value: 'json', description: 'Respond with a custom JSON body' },
        { name: 'No Data', value: 'noData', description: 'Respond with an empty body' },
        { name: 'Redirect', value: 'redirect', description: 'Respond with a redirect to a given URL' },
        { name: 'Text', value: 'text', description: 'Respond with a simple text message body' },
      ],
      default: 'firstIncomingItem',
      displayOptions: { show: { '@version': [1, 1.1] } },
    },
    {
      displayName: 'Respond With',
      name: 'respondWith',
      type: 'options',
      options: [
        { name: 'All Incoming Items', value: 'allIncomingItems', description: 'Respond with all input JSON items' },
        { name: 'Binary File', value: 'binary', description: 'Respond with incoming file binary data' },
        { name: 'First Incoming Item', value: 'firstIncomingItem', description: 'Respond with the first input JSON item' },
        { name: 'JSON', value: 'json', description: 'Respond with a custom JSON body' },
        { name: 'No Data', value: 'noData', description: 'Respond with an empty body' },
        { name: 'Redirect', value: 'redirect', description: 'Respond with a redirect to a given URL' },
        { name: 'Text', value: 'text', description: 'Respond with a simple text message body' },
      ],
      default: 'firstIncomingItem',
      noDataExpression: true,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Redirect URL',
      name: 'redirectURL',
      type: 'string',
      required: true,
      displayOptions: { show: { respondWith: ['redirect'] } },
      default: '',
      placeholder: 'e.g. http://www.n8n.io',
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'json',
      displayOptions: { show: { respondWith: ['json'] } },
      default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 },
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'string',
      displayOptions: { show: { respondWith: ['text'] } },
      typeOptions: { rows: 2 },
      default: '',
      placeholder: 'e.g. Workflow completed',
    },
    {
      displayName: 'Response Data Source',
      name: 'responseDataSource',
      type: 'options',
      displayOptions: { show: { respondWith: ['binary'] } },
      options: [
        { name: 'Choose Automatically From Input', value: 'automatically' },
        { name: 'Specify Myself', value: 'set' },
      ],
      default: 'automatically',
    },
    {
      displayName: 'Input Field Name',
      name: 'inputFieldName',
      type: 'string',
      required: true,
      default: 'data',
      displayOptions: { show: { respondWith: ['binary'], responseDataSource: ['set'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        { displayName: 'Response Code', name: 'responseCode', type: 'number', typeOptions: { minValue: 100, maxValue: 599 }, default: 200 },
        {
          displayName: 'Response Headers',
          name: 'responseHeaders',
          placeholder: 'Add Response Header',
          type: 'fixedCollection',
          default: {},
          typeOptions: { multipleValues: true },
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
          displayName: 'Put Response in Field',
          name: 'responseKey',
          type: 'string',
          displayOptions: { show: { '/respondWith': ['allIncomingItems', 'firstIncomingItem'] } },
          default: '',
        },
        {
          displayName: 'Enable Streaming',
          name: 'enableStreaming',
          type: 'boolean',
          default: true,
          description: 'Whether to enable streaming to the response',
          displayOptions: {
            show: {
              '/respondWith': ['allIncomingItems', 'firstIncomingItem', 'text', 'json', 'jwt'],
              '@version': [{ _cnd: { gte: 1.5 } }],
            },
          },
        },
      ],
    },
  ],
};
