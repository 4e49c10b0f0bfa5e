/**
 * Basic LLM Chain (`@n8n/n8n-nodes-langchain.chainLlm` 1 to 1.7, n8n's parameter names):
 * one prompt (and chat messages before it) to the connected chat model; `{text}` out, or
 * the parsed value under `output` when an output parser is connected.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import {
  AI_PACKAGE,
  hasOutputParserProperty,
  promptTextProperties,
  promptTypeProperty,
  rootInputsExpression,
} from '../shared/ai/prompt-properties';

export const chainLlmDescription: INodeTypeDescription = {
  displayName: 'Basic LLM Chain',
  name: `${AI_PACKAGE}.chainLlm`,
  icon: 'fa:link',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7],
  defaultVersion: 1.7,
  description: 'A simple chain to prompt a large language model',
  defaults: { name: 'Basic LLM Chain', color: '#909298' },
  inputs: rootInputsExpression(false),
  outputs: ['main'],
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  properties: [
    promptTypeProperty(1.4),
    ...promptTextProperties(1.4),
    { ...hasOutputParserProperty, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } } },
    {
      displayName: 'Chat Messages (if Using a Chat Model)',
      name: 'messages',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      placeholder: 'Add prompt',
      options: [
        {
          name: 'messageValues',
          displayName: 'Prompt',
          values: [
            {
              displayName: 'Type Name or ID',
              name: 'type',
              type: 'options',
              options: [
                { name: 'AI', value: 'AIMessagePromptTemplate' },
                { name: 'System', value: 'SystemMessagePromptTemplate' },
                { name: 'User', value: 'HumanMessagePromptTemplate' },
              ],
              default: 'SystemMessagePromptTemplate',
            },
            { displayName: 'Message', name: 'message', type: 'string', default: '', typeOptions: { rows: 2 } },
          ],
        },
      ],
    },
  ],
};
