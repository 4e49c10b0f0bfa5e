/**
 * HTML v1, 1.1, 1.2 description: generate from a template, extract by CSS selector, convert to a
 * table. From 1.1 the extraction list starts with one empty row; 1.2 adds Skip Selectors to text.
 */
import type { INodeTypeDescription } from '@sdk/workflow';

const op = (operation: string[]) => ({ show: { operation } });

export const htmlDescription: INodeTypeDescription = {
  displayName: 'HTML',
  name: 'n8n-nodes-base.html',
  icon: 'file:html.svg',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  subtitle: '={{ $parameter["operation"] }}',
  description: 'Work with HTML',
  defaults: { name: 'HTML' },
  inputs: ['main'],
  outputs: ['main'],
  parameterPane: 'wide',
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['extract', 'template', 'table'] },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Generate HTML Template', value: 'generateHtmlTemplate', action: 'Generate HTML template' },
        { name: 'Extract HTML Content', value: 'extractHtmlContent', action: 'Extract HTML Content' },
        { name: 'Convert to HTML Table', value: 'convertToHtmlTable', action: 'Convert to HTML Table' },
      ],
      default: 'generateHtmlTemplate',
    },
    {
      displayName: 'HTML Template',
      name: 'html',
      typeOptions: { editor: 'htmlEditor' },
      type: 'string',
      default:
        '<!DOCTYPE html>\n\n<html>\n<head>\n  <meta charset="UTF-8" />\n  <title>My HTML document</title>\n</head>\n<body>\n  <div class="container">\n    <h1>This is an H1 heading</h1>\n    <h2>This is an H2 heading</h2>\n    <p>This is a paragraph</p>\n  </div>\n</body>\n</html>\n',
      noDataExpression: true,
      description: 'HTML template to render',
      displayOptions: op(['generateHtmlTemplate']),
    },
    {
      displayName:
        '<b>Tips</b>: Type ctrl+space for completions. Use <code>{{ }}</code> for expressions and <code>&lt;style&gt;</code> tags for CSS. JS in <code>&lt;script&gt;</code> tags is included but not executed when the workflow runs.',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: op(['generateHtmlTemplate']),
    },
    {
      displayName: 'Source Data',
      name: 'sourceData',
      type: 'options',
      options: [
        { name: 'Binary', value: 'binary' },
        { name: 'JSON', value: 'json' },
      ],
      default: 'json',
      description: 'If HTML should be read from binary or JSON data',
      displayOptions: op(['extractHtmlContent']),
    },
    {
      displayName: 'Input Binary Field',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      displayOptions: { show: { operation: ['extractHtmlContent'], sourceData: ['binary'] } },
    },
    {
      displayName: 'JSON Property',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description:
        'Name of the JSON property in which the HTML to extract the data from can be found. The property can either contain a string or an array of strings.',
      displayOptions: { show: { operation: ['extractHtmlContent'], sourceData: ['json'] } },
    },
    {
      displayName: 'Extraction Values',
      name: 'extractionValues',
      placeholder: 'Add Value',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      displayOptions: { show: { operation: ['extractHtmlContent'], '@version': [1] } },
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            {
              displayName: 'Key',
              name: 'key',
              type: 'string',
              default: '',
              description: 'The key under which the extracted value should be saved',
            },
            {
              displayName: 'CSS Selector',
              name: 'cssSelector',
              type: 'string',
              default: '',
              placeholder: '.price',
              description: 'The CSS selector to use',
            },
            {
              displayName: 'Return Value',
              name: 'returnValue',
              type: 'options',
              options: [
                { name: 'Attribute', value: 'attribute', description: 'Get an attribute value like "class" from an element' },
                { name: 'HTML', value: 'html', description: 'Get the HTML the element contains' },
                { name: 'Text', value: 'text', description: 'Get only the text content of the element' },
                { name: 'Value', value: 'value', description: 'Get value of an input, select or textarea' },
              ],
              default: 'text',
              description: 'What kind of data should be returned',
            },
            {
              displayName: 'Attribute',
              name: 'attribute',
              type: 'string',
              displayOptions: { show: { returnValue: ['attribute'] } },
              default: '',
              placeholder: 'class',
              description: 'The name of the attribute to return the value off',
            },
            {
              displayName: 'Skip Selectors',
              name: 'skipSelectors',
              type: 'string',
              displayOptions: { show: { returnValue: ['text'], '@version': [{ _cnd: { gt: 1.1 } }] } },
              default: '',
              placeholder: 'e.g. img, .className, #ItemId',
              description: 'Comma-separated list of selectors to skip in the text extraction',
            },
            {
              displayName: 'Return Array',
              name: 'returnArray',
              type: 'boolean',
              default: false,
              description:
                'Whether to return the values as an array so if multiple ones get found they also get returned separately. If not set all will be returned as a single string.',
            },
          ],
        },
      ] as never,
    },
    {
      displayName: 'Extraction Values',
      name: 'extractionValues',
      placeholder: 'Add Value',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: { values: [{ key: '', cssSelector: '', returnValue: 'text', returnArray: false }] },
      displayOptions: { show: { operation: ['extractHtmlContent'], '@version': [{ _cnd: { gt: 1 } }] } },
      options: [
        {
          name: 'values',
          displayName: 'Values',
          values: [
            {
              displayName: 'Key',
              name: 'key',
              type: 'string',
              default: '',
              description: 'The key under which the extracted value should be saved',
            },
            {
              displayName: 'CSS Selector',
              name: 'cssSelector',
              type: 'string',
              default: '',
              placeholder: '.price',
              description: 'The CSS selector to use',
            },
            {
              displayName: 'Return Value',
              name: 'returnValue',
              type: 'options',
              options: [
                { name: 'Attribute', value: 'attribute', description: 'Get an attribute value like "class" from an element' },
                { name: 'HTML', value: 'html', description: 'Get the HTML the element contains' },
                { name: 'Text', value: 'text', description: 'Get only the text content of the element' },
                { name: 'Value', value: 'value', description: 'Get value of an input, select or textarea' },
              ],
              default: 'text',
              description: 'What kind of data should be returned',
            },
            {
              displayName: 'Attribute',
              name: 'attribute',
              type: 'string',
              displayOptions: { show: { returnValue: ['attribute'] } },
              default: '',
              placeholder: 'class',
              description: 'The name of the attribute to return the value off',
            },
            {
              displayName: 'Skip Selectors',
              name: 'skipSelectors',
              type: 'string',
              displayOptions: { show: { returnValue: ['text'], '@version': [{ _cnd: { gt: 1.1 } }] } },
              default: '',
              placeholder: 'e.g. img, .className, #ItemId',
              description: 'Comma-separated list of selectors to skip in the text extraction',
            },
            {
              displayName: 'Return Array',
              name: 'returnArray',
              type: 'boolean',
              default: false,
              description:
                'Whether to return the values as an array so if multiple ones get found they also get returned separately. If not set all will be returned as a single string.',
            },
          ],
        },
      ] as never,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: op(['extractHtmlContent']),
      options: [
        {
          displayName: 'Trim Values',
          name: 'trimValues',
          type: 'boolean',
          default: true,
          description: 'Whether to remove automatically all spaces and newlines from the beginning and end of the values',
        },
        {
          displayName: 'Clean Up Text',
          name: 'cleanUpText',
          type: 'boolean',
          default: true,
          description:
            'Whether to remove leading and trailing whitespaces, line breaks (newlines) and condense multiple consecutive whitespaces into a single space',
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: op(['convertToHtmlTable']),
      options: [
        {
          displayName: 'Capitalize Headers',
          name: 'capitalize',
          type: 'boolean',
          default: false,
          description: 'Whether to capitalize the headers',
        },
        {
          displayName: 'Table Attributes',
          name: 'tableAttributes',
          type: 'string',
          default: '',
          description: 'Attributes to attach to the table',
          placeholder: 'e.g. style="padding:10px"',
        },
      ],
    },
  ],
};
