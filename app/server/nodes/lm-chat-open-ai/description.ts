/**
 * OpenAI Chat Model (`@n8n/n8n-nodes-langchain.lmChatOpenAi` 1 to 1.3, n8n's parameter
 * names): supplies a chat model speaking OpenAI's chat completions API at the credential's
 * base URL (`url`), so any OpenAI-compatible server (a local Ollama, vLLM ...) works. The
 * model is a name before 1.2 and a resource locator from 1.2. 1.3's "Use Responses API"
 * is kept but not followed: requests always go to chat completions, which every
 * OpenAI-compatible server speaks (built-in tools need the Responses API and are not built).
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** n8n's default model. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export const lmChatOpenAiDescription: INodeTypeDescription = {
  displayName: 'OpenAI Chat Model',
  name: `${AI_PACKAGE}.lmChatOpenAi`,
  icon: 'fa:brain',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  defaultVersion: 1.3,
  description: 'For advanced usage with an AI chain',
  defaults: { name: 'OpenAI Chat Model' },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [{ name: 'openAiApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
  },
  properties: [
    {
      displayName: 'Model',
      name: 'model',
      type: 'string',
      default: DEFAULT_OPENAI_MODEL,
      description: 'The model which will generate the completion',
      displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.2 } }] } },
    },
    {
      displayName: 'Model',
      name: 'model',
      type: 'resourceLocator',
      default: { mode: 'list', value: DEFAULT_OPENAI_MODEL },
      required: true,
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          placeholder: 'Select a model...',
          typeOptions: { searchListMethod: 'searchModels', searchable: true },
        },
        { displayName: 'ID', name: 'id', type: 'string', placeholder: DEFAULT_OPENAI_MODEL },
      ],
      description: 'The model. Choose from the list, or specify an ID.',
      displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.1 } }] } },
    },
    {
      displayName: 'Use Responses API',
      name: 'responsesApiEnabled',
      type: 'boolean',
      default: true,
      description: 'Whether to use the Responses API to generate the response. Switchyard always uses chat completions.',
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
          displayName: 'Base URL',
          name: 'baseURL',
          default: 'https://api.openai.com/v1',
          description: 'Override the default base URL for the API',
          type: 'string',
          displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
        {
          displayName: 'Frequency Penalty',
          name: 'frequencyPenalty',
          default: 0,
          typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
          type: 'number',
        },
        { displayName: 'Maximum Number of Tokens', name: 'maxTokens', default: -1, type: 'number', typeOptions: { maxValue: 32768 } },
        {
          displayName: 'Response Format',
          name: 'responseFormat',
          default: 'text',
          type: 'options',
          options: [
            { name: 'Text', value: 'text', description: 'Regular text response' },
            {
              name: 'JSON',
              value: 'json_object',
              description: 'Enables JSON mode, which should guarantee the message the model generates is valid JSON',
            },
          ],
        },
        {
          displayName: 'Presence Penalty',
          name: 'presencePenalty',
          default: 0,
          typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
          type: 'number',
        },
        {
          displayName: 'Sampling Temperature',
          name: 'temperature',
          default: 0.7,
          typeOptions: { maxValue: 2, minValue: 0, numberPrecision: 1 },
          type: 'number',
        },
        {
          displayName: 'Timeout',
          name: 'timeout',
          default: 60000,
          description: 'Maximum amount of time a request is allowed to take in milliseconds',
          type: 'number',
        },
        { displayName: 'Max Retries', name: 'maxRetries', default: 2, description: 'Maximum number of retries to attempt', type: 'number' },
        { displayName: 'Top P', name: 'topP', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 }, type: 'number' },
      ],
    },
  ],
};
