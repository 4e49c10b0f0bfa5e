/**
 * Anthropic Chat Model (`@n8n/n8n-nodes-langchain.lmChatAnthropic` 1 to 1.3, n8n's
 * parameter names): supplies a chat model speaking Anthropic's Messages API at the
 * credential's base URL. The model is a name before 1.3 and a resource locator from 1.3.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The model new nodes get. */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-3-5-sonnet-20240620';

export const lmChatAnthropicDescription: INodeTypeDescription = {
  displayName: 'Anthropic Chat Model',
  name: `${AI_PACKAGE}.lmChatAnthropic`,
  icon: 'fa:brain',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'Language Model Anthropic',
  defaults: { name: 'Anthropic Chat Model' },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [{ name: 'anthropicApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    alias: ['claude', 'sonnet', 'opus'],
  },
  properties: [
    {
      displayName: 'Model',
      name: 'model',
      type: 'string',
      default: 'claude-2',
      description: 'The model which will generate the completion',
      displayOptions: { show: { '@version': [{ _cnd: { lte: 1.2 } }] } },
    },
    {
      displayName: 'Model',
      name: 'model',
      type: 'resourceLocator',
      default: { mode: 'list', value: DEFAULT_ANTHROPIC_MODEL, cachedResultName: 'Claude 3.5 Sonnet' },
      required: true,
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          placeholder: 'Select a model...',
          typeOptions: { searchListMethod: 'searchModels', searchable: true },
        },
        { displayName: 'ID', name: 'id', type: 'string', placeholder: DEFAULT_ANTHROPIC_MODEL },
      ],
      description: 'The model. Choose from the list, or specify an ID.',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      description: 'Additional options to add',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Maximum Number of Tokens',
          name: 'maxTokensToSample',
          default: 4096,
          description: 'The maximum number of tokens to generate in the completion',
          type: 'number',
        },
        {
          displayName: 'Sampling Temperature',
          name: 'temperature',
          default: 0.7,
          typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
          type: 'number',
        },
        { displayName: 'Top K', name: 'topK', default: -1, typeOptions: { maxValue: 1, minValue: -1, numberPrecision: 1 }, type: 'number' },
        { displayName: 'Top P', name: 'topP', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 }, type: 'number' },
      ],
    },
  ],
};
