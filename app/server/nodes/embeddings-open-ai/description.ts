/**
 * Embeddings OpenAI (`@n8n/n8n-nodes-langchain.embeddingsOpenAi` 1 to 1.2, n8n's parameter
 * names): supplies embeddings from OpenAI's `/embeddings` API at the credential's base URL
 * (any OpenAI-compatible server). n8n loads the model list from the API; here the list is
 * OpenAI's embedding models, and any other name can be given as an expression.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

const MODEL_OPTIONS = ['text-embedding-3-large', 'text-embedding-3-small', 'text-embedding-ada-002'].map((name) => ({ name, value: name }));

const model = (fallback: string, versions: INodeProperties['displayOptions']): INodeProperties => ({
  displayName: 'Model',
  name: 'model',
  type: 'options',
  options: MODEL_OPTIONS,
  default: fallback,
  description: 'The model which will generate the embeddings',
  displayOptions: versions,
});

export const embeddingsOpenAiDescription: INodeTypeDescription = {
  displayName: 'Embeddings OpenAI',
  name: `${AI_PACKAGE}.embeddingsOpenAi`,
  icon: 'fa:vector-square',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  description: 'Use Embeddings OpenAI',
  defaults: { name: 'Embeddings OpenAI' },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  credentials: [{ name: 'openAiApi', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  properties: [
    model('text-embedding-ada-002', { show: { '@version': [1] } }),
    model('text-embedding-3-small', { hide: { '@version': [1] } }),
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      description: 'Additional options to add',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Dimensions',
          name: 'dimensions',
          default: 1536,
          description:
            'The number of dimensions the resulting output embeddings should have. Only supported in text-embedding-3 and later models.',
          type: 'options',
          options: [256, 512, 1024, 1536, 3072].map((value) => ({ name: String(value), value })),
        },
        {
          displayName: 'Base URL',
          name: 'baseURL',
          default: 'https://api.openai.com/v1',
          description: 'Override the default base URL for the API',
          type: 'string',
          displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.2 } }] } },
        },
        {
          displayName: 'Batch Size',
          name: 'batchSize',
          default: 512,
          typeOptions: { maxValue: 2048 },
          description: 'Maximum number of documents to send in each request',
          type: 'number',
        },
        {
          displayName: 'Strip New Lines',
          name: 'stripNewLines',
          default: true,
          description: 'Whether to strip new lines from the input text',
          type: 'boolean',
        },
        {
          displayName: 'Timeout',
          name: 'timeout',
          default: -1,
          description: 'Maximum amount of time a request is allowed to take in seconds. Set to -1 for no timeout.',
          type: 'number',
        },
      ],
    },
  ],
};
