/**
 * Code tool (`@n8n/n8n-nodes-langchain.toolCode` 1 to 1.3, n8n's parameter names): a tool
 * whose JavaScript runs in the server's code sandbox with the model's input as `query`
 * and returns a string (or a value turned into JSON). Python is not built here.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { inputSchemaProperties, toolNameProperties } from '../shared/ai/tool-properties';

export const toolCodeDescription: INodeTypeDescription = {
  displayName: 'Code Tool',
  name: `${AI_PACKAGE}.toolCode`,
  icon: 'fa:code',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Write a tool in JS or Python',
  defaults: { name: 'Code Tool' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] } },
  properties: [
    ...toolNameProperties(
      'Call this tool to get a random color. The input should be a string with comma separated names of colors to exclude.',
    ),
    {
      displayName: 'Language',
      name: 'language',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'JavaScript', value: 'javaScript' },
        { name: 'Python (Beta)', value: 'python' },
      ],
      default: 'javaScript',
    },
    {
      displayName: 'JavaScript',
      name: 'jsCode',
      type: 'string',
      displayOptions: { show: { language: ['javaScript'] } },
      typeOptions: { editor: 'jsEditor' },
      default: '// Example: convert the incoming query to uppercase and return it\nreturn query.toUpperCase()',
      hint: 'You can access the input the tool receives via the input property "query". The returned value should be a single string.',
      description: 'E.g. Converts any text to uppercase',
      noDataExpression: true,
    },
    {
      displayName: 'Python',
      name: 'pythonCode',
      type: 'string',
      displayOptions: { show: { language: ['python'] } },
      typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'python' },
      default: '# Example: convert the incoming query to uppercase and return it\nreturn _query.upper()',
      noDataExpression: true,
    },
    ...inputSchemaProperties,
  ],
};
