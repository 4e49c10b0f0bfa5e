/**
 * Parameters the code-backed tools share, with n8n's names: the tool's name and
 * description the model sees, and an optional input schema (from a JSON example or a JSON
 * Schema) for tools whose input is more than one `query` string.
 */
import type { INodeProperties } from '@sdk/workflow';

/** `name` (from 1.1) and `description` of a tool. */
export function toolNameProperties(placeholder: string): INodeProperties[] {
  return [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'My_Tool',
      description: 'The name of the function to be called, could contain letters, numbers, and underscores only',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
    },
    {
      displayName: 'Description',
      name: 'description',
      type: 'string',
      default: '',
      placeholder,
      typeOptions: { rows: 3 },
    },
  ];
}

/** `specifyInputSchema`, `schemaType`, `jsonSchemaExample`, `inputSchema`. */
export const inputSchemaProperties: INodeProperties[] = [
  {
    displayName: 'Specify Input Schema',
    name: 'specifyInputSchema',
    type: 'boolean',
    description:
      'Whether to specify the schema for the function. This would require the LLM to provide the input in the correct format and would validate it against the schema.',
    noDataExpression: true,
    default: false,
  },
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
    displayOptions: { show: { specifyInputSchema: [true] } },
  },
  {
    displayName: 'JSON Example',
    name: 'jsonSchemaExample',
    type: 'json',
    default: '{\n\t"some_input": "some_value"\n}',
    noDataExpression: true,
    displayOptions: { show: { specifyInputSchema: [true], schemaType: ['fromJson'] } },
  },
  {
    displayName: 'Input Schema',
    name: 'inputSchema',
    type: 'json',
    default:
      '{\n"type": "object",\n"properties": {\n\t"some_input": {\n\t\t"type": "string",\n\t\t"description": "Some input to the function"\n\t\t}\n\t}\n}',
    noDataExpression: false,
    displayOptions: { show: { specifyInputSchema: [true], schemaType: ['manual'] } },
  },
];
