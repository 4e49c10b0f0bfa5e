/**
 * Ollama Chat Model (`@n8n/n8n-nodes-langchain.lmChatOllama` 1, n8n's parameter names):
 * supplies a chat model speaking Ollama's `/api/chat` at the credential's base URL.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const lmChatOllamaDescription: INodeTypeDescription = {
  displayName: 'Ollama Chat Model',
  name: `${AI_PACKAGE}.lmChatOllama`,
  icon: 'fa:brain',
  group: ['transform'],
  version: 1,
  description: 'Language Model Ollama',
  defaults: { name: 'Ollama Chat Model' },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [{ name: 'ollamaApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
  },
  properties: [
    {
      displayName: 'Model',
      name: 'model',
      type: 'string',
      default: 'llama3.2',
      description: 'The model which will generate the completion',
      required: true,
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
          displayName: 'Sampling Temperature',
          name: 'temperature',
          default: 0.7,
          typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
          type: 'number',
        },
        {
          displayName: 'Top K',
          name: 'topK',
          default: -1,
          typeOptions: { maxValue: 100, minValue: -1, numberPrecision: 1 },
          type: 'number',
        },
        { displayName: 'Top P', name: 'topP', default: 1, typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 }, type: 'number' },
        {
          displayName: 'Context Length',
          name: 'numCtx',
          type: 'number',
          default: 2048,
          description: 'Sets the size of the context window used to generate the next token',
        },
        {
          displayName: 'Max Tokens to Generate',
          name: 'numPredict',
          type: 'number',
          default: -1,
          description: 'Maximum number of tokens to generate (-1: no limit)',
        },
        {
          displayName: 'Keep Alive',
          name: 'keepAlive',
          type: 'string',
          default: '5m',
          description: 'How long the model stays loaded after the request',
        },
        {
          displayName: 'Output Format',
          name: 'format',
          type: 'options',
          options: [
            { name: 'Default', value: 'default' },
            { name: 'JSON', value: 'json' },
          ],
          default: 'default',
        },
      ],
    },
  ],
};
