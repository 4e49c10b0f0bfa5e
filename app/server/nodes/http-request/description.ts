/**
 * The HTTP Request node's description: n8n's `n8n-nodes-base.httpRequest` at typeVersion
 * 3 and 4 to 4.4, with n8n's parameter names so exported workflows keep their settings.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const nameValueRows = (what: string): INodeProperties['options'] => [
  {
    name: 'parameters',
    displayName: what,
    values: [
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  },
];

const options: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  options: [
    {
      displayName: 'Batching',
      name: 'batching',
      type: 'fixedCollection',
      default: { batch: {} },
      options: [
        {
          displayName: 'Batching',
          name: 'batch',
          values: [
            { displayName: 'Items per Batch', name: 'batchSize', type: 'number', typeOptions: { minValue: -1 }, default: 50 },
            { displayName: 'Batch Interval (ms)', name: 'batchInterval', type: 'number', typeOptions: { minValue: 0 }, default: 1000 },
          ],
        },
      ],
    },
    { displayName: 'Ignore SSL Issues', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Array Format in Query Parameters',
      name: 'queryParameterArrays',
      type: 'options',
      options: [
        { name: 'No Brackets', value: 'repeat', description: 'e.g. foo=bar&foo=qux' },
        { name: 'Brackets Only', value: 'brackets', description: 'e.g. foo[]=bar&foo[]=qux' },
        { name: 'Brackets with Indices', value: 'indices', description: 'e.g. foo[0]=bar&foo[1]=qux' },
      ],
      default: 'brackets',
    },
    { displayName: 'Lowercase Headers', name: 'lowercaseHeaders', type: 'boolean', default: true },
    {
      displayName: 'Redirects',
      name: 'redirect',
      type: 'fixedCollection',
      default: { redirect: {} },
      options: [
        {
          displayName: 'Redirect',
          name: 'redirect',
          values: [
            { displayName: 'Follow Redirects', name: 'followRedirects', type: 'boolean', default: true, noDataExpression: true },
            { displayName: 'Max Redirects', name: 'maxRedirects', type: 'number', default: 21 },
          ],
        },
      ],
    },
    {
      displayName: 'Response',
      name: 'response',
      type: 'fixedCollection',
      default: { response: {} },
      options: [
        {
          displayName: 'Response',
          name: 'response',
          values: [
            { displayName: 'Include Response Headers and Status', name: 'fullResponse', type: 'boolean', default: false },
            { displayName: 'Never Error', name: 'neverError', type: 'boolean', default: false },
            {
              displayName: 'Response Format',
              name: 'responseFormat',
              type: 'options',
              noDataExpression: true,
              options: [
                { name: 'Autodetect', value: 'autodetect' },
                { name: 'File', value: 'file' },
                { name: 'JSON', value: 'json' },
                { name: 'Text', value: 'text' },
              ],
              default: 'autodetect',
            },
            {
              displayName: 'Put Output in Field',
              name: 'outputPropertyName',
              type: 'string',
              default: 'data',
              required: true,
              displayOptions: { show: { responseFormat: ['file', 'text'] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'Pagination',
      name: 'pagination',
      type: 'fixedCollection',
      default: { pagination: {} },
      options: [
        {
          displayName: 'Pagination',
          name: 'pagination',
          values: [
            {
              displayName: 'Pagination Mode',
              name: 'paginationMode',
              type: 'options',
              options: [
                { name: 'Off', value: 'off' },
                { name: 'Update a Parameter in Each Request', value: 'updateAParameterInEachRequest' },
                { name: 'Response Contains Next URL', value: 'responseContainsNextURL' },
              ],
              default: 'updateAParameterInEachRequest',
            },
            {
              displayName: 'Next URL',
              name: 'nextURL',
              type: 'string',
              default: '',
              displayOptions: { show: { paginationMode: ['responseContainsNextURL'] } },
            },
            {
              displayName: 'Parameters',
              name: 'parameters',
              type: 'fixedCollection',
              typeOptions: { multipleValues: true },
              default: { parameters: [{ type: 'qs', name: '', value: '' }] },
              displayOptions: { show: { paginationMode: ['updateAParameterInEachRequest'] } },
              options: [
                {
                  name: 'parameters',
                  displayName: 'Parameter',
                  values: [
                    {
                      displayName: 'Type',
                      name: 'type',
                      type: 'options',
                      options: [
                        { name: 'Body', value: 'body' },
                        { name: 'Header', value: 'headers' },
                        { name: 'Query', value: 'qs' },
                      ],
                      default: 'qs',
                    },
                    { displayName: 'Name', name: 'name', type: 'string', default: '' },
                    { displayName: 'Value', name: 'value', type: 'string', default: '' },
                  ],
                },
              ],
            },
            {
              displayName: 'Pagination Complete When',
              name: 'paginationCompleteWhen',
              type: 'options',
              options: [
                { name: 'Response Is Empty', value: 'responseIsEmpty' },
                { name: 'Receive Specific Status Codes', value: 'receiveSpecificStatusCodes' },
                { name: 'Other', value: 'other' },
              ],
              default: 'responseIsEmpty',
            },
            {
              displayName: 'Status Code(s) when Complete',
              name: 'statusCodesWhenComplete',
              type: 'string',
              default: '',
              displayOptions: { show: { paginationCompleteWhen: ['receiveSpecificStatusCodes'] } },
            },
            {
              displayName: 'Complete Expression',
              name: 'completeExpression',
              type: 'string',
              default: '',
              displayOptions: { show: { paginationCompleteWhen: ['other'] } },
            },
            { displayName: 'Limit Pages Fetched', name: 'limitPagesFetched', type: 'boolean', default: false, noDataExpression: true },
            {
              displayName: 'Max Pages',
              name: 'maxRequests',
              type: 'number',
              default: 100,
              displayOptions: { show: { limitPagesFetched: [true] } },
            },
            {
              displayName: 'Interval Between Requests (ms)',
              name: 'requestInterval',
              type: 'number',
              typeOptions: { minValue: 0 },
              default: 0,
            },
          ],
        },
      ],
    },
    { displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'e.g. http://myproxy:3128' },
    { displayName: 'Timeout', name: 'timeout', type: 'number', typeOptions: { minValue: 1 }, default: 10000 },
  ],
};

/**
 * How the request authenticates (v2+, and the HTTP Request Tool): none, a predefined
 * credential type of a service, or a generic one (basic, header, query, digest, OAuth).
 */
export const AUTHENTICATION_PROPERTIES: INodeProperties[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    noDataExpression: true,
    type: 'options',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Predefined Credential Type', value: 'predefinedCredentialType' },
      { name: 'Generic Credential Type', value: 'genericCredentialType' },
    ],
    default: 'none',
  },
  {
    displayName: 'Credential Type',
    name: 'nodeCredentialType',
    type: 'credentialsSelect',
    noDataExpression: true,
    required: true,
    default: '',
    credentialTypes: ['extends:oAuth2Api', 'extends:oAuth1Api', 'has:authenticate'],
    displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
  },
  {
    displayName: 'Generic Auth Type',
    name: 'genericAuthType',
    type: 'credentialsSelect',
    required: true,
    default: '',
    credentialTypes: ['has:genericAuth'],
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
];

/** `n8n-nodes-base.httpRequest` v3 and v4 to v4.4 (v1 and v2: v1/description.ts). */

export const httpRequestDescription: INodeTypeDescription = {
  displayName: 'HTTP Request',
  name: 'n8n-nodes-base.httpRequest',
  icon: 'fa:at',
  group: ['output'],
  version: [3, 4, 4.1, 4.2, 4.3, 4.4],
  defaultVersion: 4.4,
  subtitle: '={{$parameter["method"] + ": " + $parameter["url"]}}',
  description: 'Makes an HTTP request and returns the response data',
  defaults: { name: 'HTTP Request', color: '#0004F5' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['API', 'Request', 'URL', 'Build', 'cURL'],
  },
  properties: [
    { displayName: '', name: 'curlImport', type: 'curlImport', default: '' },
    {
      displayName: 'Method',
      name: 'method',
      type: 'options',
      options: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].map((m) => ({ name: m, value: m })),
      default: 'GET',
    },
    { displayName: 'URL', name: 'url', type: 'string', default: '', placeholder: 'http://example.com/index.html', required: true },
    ...AUTHENTICATION_PROPERTIES,
    { displayName: 'Send Query Parameters', name: 'sendQuery', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Specify Query Parameters',
      name: 'specifyQuery',
      type: 'options',
      displayOptions: { show: { sendQuery: [true] } },
      options: [
        { name: 'Using Fields Below', value: 'keypair' },
        { name: 'Using JSON', value: 'json' },
      ],
      default: 'keypair',
    },
    {
      displayName: 'Query Parameters',
      name: 'queryParameters',
      type: 'fixedCollection',
      displayOptions: { show: { sendQuery: [true], specifyQuery: ['keypair'] } },
      typeOptions: { multipleValues: true },
      placeholder: 'Add Parameter',
      default: { parameters: [{ name: '', value: '' }] },
      options: nameValueRows('Parameter'),
    },
    {
      displayName: 'JSON',
      name: 'jsonQuery',
      type: 'json',
      displayOptions: { show: { sendQuery: [true], specifyQuery: ['json'] } },
      default: '',
    },
    { displayName: 'Send Headers', name: 'sendHeaders', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Specify Headers',
      name: 'specifyHeaders',
      type: 'options',
      displayOptions: { show: { sendHeaders: [true] } },
      options: [
        { name: 'Using Fields Below', value: 'keypair' },
        { name: 'Using JSON', value: 'json' },
      ],
      default: 'keypair',
    },
    {
      displayName: 'Header Parameters',
      name: 'headerParameters',
      type: 'fixedCollection',
      displayOptions: { show: { sendHeaders: [true], specifyHeaders: ['keypair'] } },
      typeOptions: { multipleValues: true },
      placeholder: 'Add Parameter',
      default: { parameters: [{ name: '', value: '' }] },
      options: nameValueRows('Parameter'),
    },
    {
      displayName: 'JSON',
      name: 'jsonHeaders',
      type: 'json',
      displayOptions: { show: { sendHeaders: [true], specifyHeaders: ['json'] } },
      default: '',
    },
    { displayName: 'Send Body', name: 'sendBody', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Body Content Type',
      name: 'contentType',
      type: 'options',
      displayOptions: { show: { sendBody: [true] } },
      options: [
        { name: 'Form Urlencoded', value: 'form-urlencoded' },
        { name: 'Form-Data', value: 'multipart-form-data' },
        { name: 'JSON', value: 'json' },
        { name: 'Binary File', value: 'binaryData' },
        { name: 'Raw', value: 'raw' },
      ],
      default: 'json',
    },
    {
      displayName: 'Specify Body',
      name: 'specifyBody',
      type: 'options',
      displayOptions: { show: { sendBody: [true], contentType: ['json', 'form-urlencoded'] } },
      options: [
        { name: 'Using Fields Below', value: 'keypair' },
        { name: 'Using JSON', value: 'json' },
        { name: 'Using Single Field', value: 'string' },
      ],
      default: 'keypair',
    },
    {
      displayName: 'Body Parameters',
      name: 'bodyParameters',
      type: 'fixedCollection',
      displayOptions: { show: { sendBody: [true], specifyBody: ['keypair'] } },
      typeOptions: { multipleValues: true },
      placeholder: 'Add Parameter',
      default: { parameters: [{ name: '', value: '' }] },
      options: [
        {
          name: 'parameters',
          displayName: 'Parameter',
          values: [
            {
              displayName: 'Parameter Type',
              name: 'parameterType',
              type: 'options',
              displayOptions: { show: { '/contentType': ['multipart-form-data'] } },
              options: [
                { name: 'Binary File', value: 'formBinaryData' },
                { name: 'Form Data', value: 'formData' },
              ],
              default: 'formData',
            },
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            {
              displayName: 'Value',
              name: 'value',
              type: 'string',
              default: '',
              displayOptions: { hide: { parameterType: ['formBinaryData'] } },
            },
            {
              displayName: 'Input Data Field Name',
              name: 'inputDataFieldName',
              type: 'string',
              default: '',
              displayOptions: { show: { parameterType: ['formBinaryData'] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'JSON',
      name: 'jsonBody',
      type: 'json',
      displayOptions: { show: { sendBody: [true], contentType: ['json'], specifyBody: ['json'] } },
      default: '',
    },
    {
      displayName: 'Body',
      name: 'body',
      type: 'string',
      displayOptions: { show: { sendBody: [true], specifyBody: ['string'] } },
      default: '',
      placeholder: 'field1=value1&field2=value2',
    },
    {
      displayName: 'Input Data Field Name',
      name: 'inputDataFieldName',
      type: 'string',
      displayOptions: { show: { sendBody: [true], contentType: ['binaryData'] } },
      default: '',
    },
    {
      displayName: 'Content Type',
      name: 'rawContentType',
      type: 'string',
      displayOptions: { show: { sendBody: [true], contentType: ['raw'] } },
      default: '',
      placeholder: 'text/html',
    },
    {
      displayName: 'Body',
      name: 'body',
      type: 'string',
      displayOptions: { show: { sendBody: [true], contentType: ['raw'] } },
      default: '',
    },
    options,
  ],
};
