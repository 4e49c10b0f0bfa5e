/**
 * Google Gemini Chat Model (`@n8n/n8n-nodes-langchain.lmChatGoogleGemini` 1, n8n's
 * parameter names): supplies a chat model speaking Google's Generative Language API at the
 * credential's host. The model list loads declaratively (`loadOptions.routing`: the host's
 * `GET /v1beta/models`, embedding models left out), as n8n's does.
 */
import type { INodePropertyOptions, INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** n8n's default model. */
export const DEFAULT_GEMINI_MODEL = 'models/gemini-2.5-flash';

const HARM_CATEGORIES: INodePropertyOptions[] = [
  { value: 'HARM_CATEGORY_HARASSMENT', name: 'HARM_CATEGORY_HARASSMENT', description: 'Harassment content' },
  { value: 'HARM_CATEGORY_HATE_SPEECH', name: 'HARM_CATEGORY_HATE_SPEECH', description: 'Hate speech and content' },
  { value: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', name: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', description: 'Sexually explicit content' },
  { value: 'HARM_CATEGORY_DANGEROUS_CONTENT', name: 'HARM_CATEGORY_DANGEROUS_CONTENT', description: 'Dangerous content' },
];

const HARM_THRESHOLDS: INodePropertyOptions[] = [
  { value: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED', name: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED', description: 'Threshold is unspecified' },
  { value: 'BLOCK_LOW_AND_ABOVE', name: 'BLOCK_LOW_AND_ABOVE', description: 'Content with NEGLIGIBLE will be allowed' },
  { value: 'BLOCK_MEDIUM_AND_ABOVE', name: 'BLOCK_MEDIUM_AND_ABOVE', description: 'Content with NEGLIGIBLE and LOW will be allowed' },
  { value: 'BLOCK_ONLY_HIGH', name: 'BLOCK_ONLY_HIGH', description: 'Content with NEGLIGIBLE, LOW, and MEDIUM will be allowed' },
  { value: 'BLOCK_NONE', name: 'BLOCK_NONE', description: 'All content will be allowed' },
];

export const lmChatGoogleGeminiDescription: INodeTypeDescription = {
  displayName: 'Google Gemini Chat Model',
  name: `${AI_PACKAGE}.lmChatGoogleGemini`,
  icon: 'fa:gem',
  group: ['transform'],
  version: 1,
  description: 'Chat Model Google Gemini',
  defaults: { name: 'Google Gemini Chat Model' },
  inputs: [],
  outputs: ['ai_languageModel'],
  outputNames: ['Model'],
  credentials: [{ name: 'googlePalmApi', required: true }],
  requestDefaults: { ignoreHttpStatusErrors: true, baseURL: '={{ $credentials.host }}' },
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] },
    alias: ['gemini', 'google'],
  },
  properties: [
    {
      displayName: 'Model',
      name: 'modelName',
      type: 'options',
      description: 'The model which will generate the completion',
      typeOptions: {
        loadOptions: {
          routing: {
            request: { method: 'GET', url: '/v1beta/models' },
            output: {
              postReceive: [
                { type: 'rootProperty', properties: { property: 'models' } },
                { type: 'filter', properties: { pass: "={{ !$responseItem.name.includes('embedding') }}" } },
                {
                  type: 'setKeyValue',
                  properties: {
                    name: '={{$responseItem.name}}',
                    value: '={{$responseItem.name}}',
                    description: '={{$responseItem.description}}',
                  },
                },
                { type: 'sort', properties: { key: 'name' } },
              ],
            },
          },
        },
      },
      default: DEFAULT_GEMINI_MODEL,
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
          name: 'maxOutputTokens',
          default: 2048,
          description: 'The maximum number of tokens to generate in the completion',
          type: 'number',
        },
        {
          displayName: 'Sampling Temperature',
          name: 'temperature',
          default: 0.4,
          typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
          description: 'Controls randomness: lowering results in less random completions',
          type: 'number',
        },
        {
          displayName: 'Top K',
          name: 'topK',
          default: 32,
          typeOptions: { maxValue: 40, minValue: -1, numberPrecision: 1 },
          description: 'Used to remove "long tail" low probability responses. -1 disables it.',
          type: 'number',
        },
        {
          displayName: 'Top P',
          name: 'topP',
          default: 1,
          typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
          description: 'Controls diversity via nucleus sampling',
          type: 'number',
        },
        {
          displayName: 'Safety Settings',
          name: 'safetySettings',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: { values: { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED' } },
          placeholder: 'Add Option',
          options: [
            {
              name: 'values',
              displayName: 'Values',
              values: [
                {
                  displayName: 'Safety Category',
                  name: 'category',
                  type: 'options',
                  description: 'The category of harmful content to block',
                  default: 'HARM_CATEGORY_UNSPECIFIED',
                  options: HARM_CATEGORIES,
                },
                {
                  displayName: 'Safety Threshold',
                  name: 'threshold',
                  type: 'options',
                  description: 'The threshold of harmful content to block',
                  default: 'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
                  options: HARM_THRESHOLDS,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
