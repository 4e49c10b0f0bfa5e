/**
 * HTTP Request v1 and v2 (`n8n-nodes-base.httpRequest`): n8n's older parameter shape
 * (`requestMethod`, `responseFormat` json/string/file, `jsonParameters`, the `*Ui` rows and
 * `*Json` fields, `sendBinaryData`, options with `bodyContentType`, `fullResponse`,
 * `splitIntoItems`, `ignoreResponseCode`, ...). The two differ only in how the credential
 * is chosen: v1 lists the credential kinds (`basicAuth`, `headerAuth`, ...), v2 has v3's
 * "Predefined / Generic Credential Type".
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AUTHENTICATION_PROPERTIES } from '../description';

const methods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].map((m) => ({ name: m, value: m }));
const withBody = ['PATCH', 'POST', 'PUT'];

const rows = (name: string, displayName: string, what: string, show: Record<string, unknown[]>): INodeProperties => ({
  displayName,
  name,
  placeholder: `Add ${what}`,
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  displayOptions: { show: show as never },
  default: {},
  options: [
    {
      name: 'parameter',
      displayName: what,
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    },
  ],
});

const options: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    { displayName: 'Batch Interval', name: 'batchInterval', type: 'number', typeOptions: { minValue: 0 }, default: 1000 },
    { displayName: 'Batch Size', name: 'batchSize', type: 'number', typeOptions: { minValue: -1 }, default: 50 },
    {
      displayName: 'Body Content Type',
      name: 'bodyContentType',
      type: 'options',
      displayOptions: { show: { '/requestMethod': withBody } },
      options: [
        { name: 'JSON', value: 'json' },
        { name: 'RAW/Custom', value: 'raw' },
        { name: 'Form-Data Multipart', value: 'multipart-form-data' },
        { name: 'Form Urlencoded', value: 'form-urlencoded' },
      ],
      default: 'json',
    },
    { displayName: 'Full Response', name: 'fullResponse', type: 'boolean', default: false },
    { displayName: 'Follow All Redirects', name: 'followAllRedirects', type: 'boolean', default: false },
    { displayName: 'Follow GET/HEAD Redirect', name: 'followRedirect', type: 'boolean', default: true },
    { displayName: 'Ignore Response Code', name: 'ignoreResponseCode', type: 'boolean', default: false },
    {
      displayName: 'MIME Type',
      name: 'bodyContentCustomMimeType',
      type: 'string',
      default: '',
      placeholder: 'text/xml',
      displayOptions: { show: { '/requestMethod': withBody } },
    },
    { displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'http://myproxy:3128' },
    {
      displayName: 'Split Into Items',
      name: 'splitIntoItems',
      type: 'boolean',
      default: false,
      displayOptions: { show: { '/responseFormat': ['json'] } },
    },
    { displayName: 'Timeout', name: 'timeout', type: 'number', typeOptions: { minValue: 1 }, default: 10000 },
    { displayName: 'Use Querystring', name: 'useQueryString', type: 'boolean', default: false },
  ],
};

/** The parameters after `authentication` (the same in v1 and v2). */
const common: INodeProperties[] = [
  { displayName: 'Request Method', name: 'requestMethod', type: 'options', options: methods, default: 'GET' },
  { displayName: 'URL', name: 'url', type: 'string', default: '', placeholder: 'http://example.com/index.html', required: true },
  { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false },
  {
    displayName: 'Response Format',
    name: 'responseFormat',
    type: 'options',
    options: [
      { name: 'File', value: 'file' },
      { name: 'JSON', value: 'json' },
      { name: 'String', value: 'string' },
    ],
    default: 'json',
  },
  {
    displayName: 'Property Name',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { responseFormat: ['string'] } },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { responseFormat: ['file'] } },
  },
  { displayName: 'JSON/RAW Parameters', name: 'jsonParameters', type: 'boolean', default: false },
  options,
  {
    displayName: 'Send Binary File',
    name: 'sendBinaryData',
    type: 'boolean',
    displayOptions: { show: { jsonParameters: [true], requestMethod: withBody } },
    default: false,
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: { hide: { sendBinaryData: [false] }, show: { jsonParameters: [true], requestMethod: withBody } },
    description: 'For Form-Data Multipart: "sendKey1:binaryProperty1,sendKey2:binaryProperty2"',
  },
  {
    displayName: 'Body Parameters',
    name: 'bodyParametersJson',
    type: 'json',
    displayOptions: { hide: { sendBinaryData: [true] }, show: { jsonParameters: [true], requestMethod: [...withBody, 'DELETE'] } },
    default: '',
  },
  rows('bodyParametersUi', 'Body Parameters', 'Parameter', { jsonParameters: [false], requestMethod: [...withBody, 'DELETE'] }),
  { displayName: 'Headers', name: 'headerParametersJson', type: 'json', displayOptions: { show: { jsonParameters: [true] } }, default: '' },
  rows('headerParametersUi', 'Headers', 'Header', { jsonParameters: [false] }),
  {
    displayName: 'Query Parameters',
    name: 'queryParametersJson',
    type: 'json',
    displayOptions: { show: { jsonParameters: [true] } },
    default: '',
  },
  rows('queryParametersUi', 'Query Parameters', 'Parameter', { jsonParameters: [false] }),
];

const base = {
  displayName: 'HTTP Request',
  name: 'n8n-nodes-base.httpRequest',
  icon: 'fa:at',
  group: ['output'],
  subtitle: '={{$parameter["requestMethod"] + ": " + $parameter["url"]}}',
  description: 'Makes an HTTP request and returns the response data',
  defaults: { name: 'HTTP Request', color: '#2200DD' },
  inputs: ['main'],
  outputs: ['main'],
} satisfies Partial<INodeTypeDescription>;

const credential = (name: string, value: string) => ({ name, required: true, displayOptions: { show: { authentication: [value] } } });

/** v1: the credential kind is an `authentication` value. */
export const httpRequestV1Description: INodeTypeDescription = {
  ...base,
  version: 1,
  credentials: [
    credential('httpBasicAuth', 'basicAuth'),
    credential('httpDigestAuth', 'digestAuth'),
    credential('httpHeaderAuth', 'headerAuth'),
    credential('httpQueryAuth', 'queryAuth'),
    credential('oAuth1Api', 'oAuth1'),
    credential('oAuth2Api', 'oAuth2'),
  ],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'Digest Auth', value: 'digestAuth' },
        { name: 'Header Auth', value: 'headerAuth' },
        { name: 'None', value: 'none' },
        { name: 'OAuth1', value: 'oAuth1' },
        { name: 'OAuth2', value: 'oAuth2' },
        { name: 'Query Auth', value: 'queryAuth' },
      ],
      default: 'none',
    },
    ...common,
  ],
};

/** v2: v3's "Predefined / Generic Credential Type". */
export const httpRequestV2Description: INodeTypeDescription = {
  ...base,
  version: 2,
  credentials: [
    credential('httpBasicAuth', 'httpBasicAuth'),
    credential('httpDigestAuth', 'httpDigestAuth'),
    credential('httpHeaderAuth', 'httpHeaderAuth'),
    credential('httpQueryAuth', 'httpQueryAuth'),
    credential('oAuth1Api', 'oAuth1Api'),
    credential('oAuth2Api', 'oAuth2Api'),
  ],
  properties: [
    // v3's authentication, its first choice marked required as v2 has it.
    { ...AUTHENTICATION_PROPERTIES[0]!, required: true },
    ...AUTHENTICATION_PROPERTIES.slice(1),
    ...common,
  ],
};
