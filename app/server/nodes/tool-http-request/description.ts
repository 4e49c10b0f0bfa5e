/**
 * HTTP Request Tool, the older AI tool (`@n8n/n8n-nodes-langchain.toolHttpRequest` 1 and
 * 1.1, n8n's parameter names; hidden in the creator as in n8n, where the HTTP Request node
 * used as a tool replaced it, but kept running for the many workflows that use it). Any
 * part of the request may hold a `{placeholder}` the model fills; "Placeholder
 * Definitions" describe them to the model.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AUTHENTICATION_PROPERTIES } from '../http-request/description';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

const specifyBy = (name: string, show: Record<string, Array<string | boolean>>): INodeProperties => ({
  displayName: `Specify ${name === 'specifyQuery' ? 'Query Parameters' : name === 'specifyHeaders' ? 'Headers' : 'Body'}`,
  name,
  type: 'options',
  options: [
    { name: 'Using Fields Below', value: 'keypair' },
    { name: 'Using JSON Below', value: 'json' },
    { name: 'Let Model Specify All', value: 'model' },
  ],
  default: 'keypair',
  displayOptions: { show },
});

const parameters = (displayName: string, name: string, show: Record<string, Array<string | boolean>>): INodeProperties => ({
  displayName,
  name,
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  placeholder: 'Add Parameter',
  default: { values: [{ name: '' }] },
  displayOptions: { show },
  options: [
    {
      name: 'values',
      displayName: 'Values',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        {
          displayName: 'Value Provided',
          name: 'valueProvider',
          type: 'options',
          options: [
            { name: 'By Model (and is required)', value: 'modelRequired' },
            { name: 'By Model (but is optional)', value: 'modelOptional' },
            { name: 'Using Field Below', value: 'fieldValue' },
          ],
          default: 'modelRequired',
        },
        {
          displayName: 'Value',
          name: 'value',
          type: 'string',
          default: '',
          hint: 'Use a {placeholder} for any data to be filled in by the model',
          displayOptions: { show: { valueProvider: ['fieldValue'] } },
        },
      ],
    },
  ],
});

const json = (name: string, show: Record<string, Array<string | boolean>>): INodeProperties => ({
  displayName: 'JSON',
  name,
  type: 'json',
  hint: 'Use a {placeholder} for any data to be filled in by the model',
  default: '',
  displayOptions: { show },
});

/** Query, headers or body: the switch, how they are given, and the fields or JSON. */
function part(send: string, specify: string, label: string, collection: string, jsonName: string, description: string): INodeProperties[] {
  return [
    { displayName: `Send ${label}`, name: send, type: 'boolean', default: false, noDataExpression: true, description },
    specifyBy(specify, { [send]: [true] }),
    parameters(`${label === 'Query Parameters' ? 'Query' : label === 'Headers' ? 'Header' : 'Body'} Parameters`, collection, {
      [send]: [true],
      [specify]: ['keypair'],
    }),
    json(jsonName, { [send]: [true], [specify]: ['json'] }),
  ];
}

export const toolHttpRequestDescription: INodeTypeDescription = {
  displayName: 'HTTP Request Tool',
  name: `${AI_PACKAGE}.toolHttpRequest`,
  icon: 'fa:globe',
  group: ['output'],
  version: [1, 1.1],
  description: 'Makes an HTTP request and returns the response data',
  subtitle: '={{ $parameter.toolDescription }}',
  defaults: { name: 'HTTP Request' },
  hidden: true,
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] } },
  properties: [
    {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      description: 'Explain to LLM what this tool does, better description would allow LLM to produce expected result',
      placeholder: 'e.g. Get the current weather in the requested city',
      default: '',
      typeOptions: { rows: 3 },
    },
    {
      displayName: 'Method',
      name: 'method',
      type: 'options',
      options: ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'].map((method) => ({ name: method, value: method })),
      default: 'GET',
    },
    {
      displayName:
        'Tip: You can use a {placeholder} for any part of the request to be filled by the model. Provide more context about them in the placeholders section',
      name: 'placeholderNotice',
      type: 'notice',
      default: '',
    },
    { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'e.g. http://www.example.com/{path}' },
    // The HTTP Request node's own, so the tool authenticates the same way (credentials never reach the model).
    ...AUTHENTICATION_PROPERTIES,
    ...part('sendQuery', 'specifyQuery', 'Query Parameters', 'parametersQuery', 'jsonQuery', 'Whether the request has query params or not'),
    ...part('sendHeaders', 'specifyHeaders', 'Headers', 'parametersHeaders', 'jsonHeaders', 'Whether the request has headers or not'),
    ...part('sendBody', 'specifyBody', 'Body', 'parametersBody', 'jsonBody', 'Whether the request has body or not'),
    {
      displayName: 'Placeholder Definitions',
      name: 'placeholderDefinitions',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add Definition',
      default: [],
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            { displayName: 'Placeholder Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Description', name: 'description', type: 'string', default: '' },
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              options: [
                { name: 'Not Specified (Default)', value: 'not specified' },
                { name: 'String', value: 'string' },
                { name: 'Number', value: 'number' },
                { name: 'Boolean', value: 'boolean' },
                { name: 'JSON', value: 'json' },
              ],
              default: 'not specified',
            },
          ],
        },
      ],
    },
    {
      displayName: 'Optimize Response',
      name: 'optimizeResponse',
      type: 'boolean',
      default: false,
      noDataExpression: true,
      description: 'Whether to optimize the tool response to reduce the data passed to the LLM',
    },
    {
      displayName: 'Expected Response Type',
      name: 'responseType',
      type: 'options',
      displayOptions: { show: { optimizeResponse: [true] } },
      options: [
        { name: 'JSON', value: 'json' },
        { name: 'HTML', value: 'html' },
        { name: 'Text', value: 'text' },
      ],
      default: 'json',
    },
    {
      displayName: 'Field Containing Data',
      name: 'dataField',
      type: 'string',
      default: '',
      placeholder: 'e.g. records',
      description: 'Specify the name of the field in the response containing the data',
      hint: 'leave blank to use whole response',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
    },
    {
      displayName: 'Include Fields',
      name: 'fieldsToInclude',
      type: 'options',
      description: 'What fields response object should include',
      default: 'all',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
      options: [
        { name: 'All', value: 'all', description: 'Include all fields' },
        { name: 'Selected', value: 'selected', description: 'Include only fields specified below' },
        { name: 'Except', value: 'except', description: 'Exclude fields specified below' },
      ],
    },
    {
      displayName: 'Fields',
      name: 'fields',
      type: 'string',
      default: '',
      placeholder: 'e.g. field1,field2',
      description: 'Comma-separated list of the field names. Supports dot notation.',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] }, hide: { fieldsToInclude: ['all'] } },
    },
    {
      displayName: 'Selector (CSS)',
      name: 'cssSelector',
      type: 'string',
      description: 'Select specific element (e.g. body) or multiple elements (e.g. div) of chosen type in the response HTML',
      placeholder: 'e.g. body',
      default: 'body',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
    },
    {
      displayName: 'Return Only Content',
      name: 'onlyContent',
      type: 'boolean',
      default: false,
      description: 'Whether to return only content of html elements, stripping html tags and attributes',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
    },
    {
      displayName: 'Elements To Omit',
      name: 'elementsToOmit',
      type: 'string',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'], onlyContent: [true] } },
      default: '',
      placeholder: 'e.g. img, .className, #ItemId',
      description: 'Comma-separated list of selectors that would be excluded when extracting content',
    },
    {
      displayName: 'Truncate Response',
      name: 'truncateResponse',
      type: 'boolean',
      default: false,
      hint: 'Helps save tokens',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'] } },
    },
    {
      displayName: 'Max Response Characters',
      name: 'maxLength',
      type: 'number',
      default: 1000,
      typeOptions: { minValue: 1 },
      displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'], truncateResponse: [true] } },
    },
  ],
};
