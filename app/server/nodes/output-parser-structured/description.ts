/**
 * Structured Output Parser (`@n8n/n8n-nodes-langchain.outputParserStructured` 1 to 1.3,
 * n8n's parameter names): the shape the root node's answer must have, as a JSON example
 * or a JSON Schema. The root node tells the model the format and, when the answer does
 * not parse, asks once more with the problem.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const outputParserStructuredDescription: INodeTypeDescription = {
  displayName: 'Structured Output Parser',
  name: `${AI_PACKAGE}.outputParserStructured`,
  icon: 'fa:code',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Return data in a defined JSON format',
  defaults: { name: 'Structured Output Parser' },
  inputs: [],
  outputs: ['ai_outputParser'],
  outputNames: ['Output Parser'],
  codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
  properties: [
    {
      displayName: 'Schema Type',
      name: 'schemaType',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Generate From JSON Example', value: 'fromJson', description: 'Generate a schema from an example JSON object' },
        { name: 'Define using JSON Schema', value: 'manual', description: 'Define the JSON schema manually' },
      ],
      default: 'fromJson',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'JSON Example',
      name: 'jsonSchemaExample',
      type: 'json',
      default: '{\n\t"state": "California",\n\t"cities": ["Los Angeles", "San Francisco", "San Diego"]\n}',
      noDataExpression: true,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['fromJson'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Input Schema',
      name: 'inputSchema',
      type: 'json',
      default:
        '{\n\t"type": "object",\n\t"properties": {\n\t\t"state": {\n\t\t\t"type": "string"\n\t\t},\n\t\t"cities": {\n\t\t\t"type": "array",\n\t\t\t"items": {\n\t\t\t\t"type": "string"\n\t\t\t}\n\t\t}\n\t}\n}',
      noDataExpression: false,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['manual'], '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'JSON Schema',
      name: 'jsonSchema',
      type: 'json',
      description: 'JSON Schema to structure and validate the output against',
      default:
        '{\n  "type": "object",\n  "properties": {\n    "state": {\n      "type": "string"\n    },\n    "cities": {\n      "type": "array",\n      "items": {\n        "type": "string"\n      }\n    }\n  }\n}',
      typeOptions: { rows: 10 },
      required: true,
      displayOptions: { show: { '@version': [{ _cnd: { lt: 1.2 } }] } },
    },
    {
      displayName: 'Auto-Fix Format',
      name: 'autoFix',
      type: 'boolean',
      default: false,
      description: 'Whether to automatically fix the output when it is not in the correct format. Will cause another LLM call.',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
    },
  ],
};
