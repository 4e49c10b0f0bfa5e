/**
 * Information Extractor (`@n8n/n8n-nodes-langchain.informationExtractor` 1 to 1.2, n8n's
 * parameter names): the connected chat model extracts the described attributes (or a JSON
 * example's / a JSON Schema's fields) from a text; output `{output: {...}}`.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The default system prompt (what the node's option holds until changed). */
export const DEFAULT_EXTRACTION_PROMPT =
  "You are an expert extraction algorithm.\nOnly extract relevant information from the text.\nIf you do not know the value of an attribute asked to extract, you may omit the attribute's value.";

export const informationExtractorDescription: INodeTypeDescription = {
  displayName: 'Information Extractor',
  name: `${AI_PACKAGE}.informationExtractor`,
  icon: 'fa:project-diagram',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  description: 'Extract information from text in a structured format',
  defaults: { name: 'Information Extractor' },
  inputs: ['main', { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }],
  outputs: ['main'],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Chains', 'Root Nodes'] },
    alias: ['NER', 'parse', 'parsing', 'JSON', 'data extraction', 'structured'],
  },
  properties: [
    {
      displayName: 'Text',
      name: 'text',
      type: 'string',
      default: '',
      description: 'The text to extract information from',
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Schema Type',
      name: 'schemaType',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'From Attribute Descriptions',
          value: 'fromAttributes',
          description: 'Extract specific attributes from the text based on types and descriptions',
        },
        { name: 'Generate From JSON Example', value: 'fromJson', description: 'Generate a schema from an example JSON object' },
        { name: 'Define using JSON Schema', value: 'manual', description: 'Define the JSON schema manually' },
      ],
      default: 'fromAttributes',
      description: 'How to specify the schema for the desired output',
    },
    {
      displayName: 'JSON Example',
      name: 'jsonSchemaExample',
      type: 'json',
      default: '{\n\t"state": "California",\n\t"cities": ["Los Angeles", "San Francisco", "San Diego"]\n}',
      noDataExpression: true,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['fromJson'] } },
    },
    {
      displayName: 'Input Schema',
      name: 'inputSchema',
      type: 'json',
      default: '{\n\t"type": "object",\n\t"properties": {\n\t\t"state": {\n\t\t\t"type": "string"\n\t\t}\n\t}\n}',
      noDataExpression: false,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['manual'] } },
    },
    {
      displayName: 'Attributes',
      name: 'attributes',
      placeholder: 'Add Attribute',
      type: 'fixedCollection',
      default: {},
      typeOptions: { multipleValues: true },
      options: [
        {
          name: 'attributes',
          displayName: 'Attribute List',
          values: [
            {
              displayName: 'Name',
              name: 'name',
              type: 'string',
              default: '',
              description: 'Attribute to extract',
              placeholder: 'e.g. company_name',
              required: true,
            },
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              description: 'Data type of the attribute',
              required: true,
              options: [
                { name: 'Boolean', value: 'boolean' },
                { name: 'Date', value: 'date' },
                { name: 'Number', value: 'number' },
                { name: 'String', value: 'string' },
              ],
              default: 'string',
            },
            {
              displayName: 'Description',
              name: 'description',
              type: 'string',
              default: '',
              description: 'Describe your attribute',
              placeholder: 'Add description for the attribute',
              required: true,
            },
            {
              displayName: 'Required',
              name: 'required',
              type: 'boolean',
              default: false,
              description: 'Whether attribute is required',
              required: true,
            },
          ],
        },
      ],
      displayOptions: { show: { schemaType: ['fromAttributes'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: DEFAULT_EXTRACTION_PROMPT,
          description: 'String to use directly as the system prompt template',
          typeOptions: { rows: 6 },
        },
      ],
    },
  ],
};
