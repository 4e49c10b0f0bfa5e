/**
 * Sentiment Analysis (`@n8n/n8n-nodes-langchain.sentimentAnalysis` 1, 1.1, n8n's parameter
 * names): the connected model names each item's sentiment among the categories (Positive,
 * Neutral, Negative by default); the item leaves on that category's output with
 * `sentimentAnalysis: {category}` (plus `strength` and `confidence` when asked).
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const DEFAULT_SENTIMENT_CATEGORIES = 'Positive, Neutral, Negative';

/** The default system prompt; `{categories}` is filled in. */
export const DEFAULT_SENTIMENT_PROMPT =
  'You are highly intelligent and accurate sentiment analyzer. Analyze the sentiment of the provided text. Categorize it into one of the following: {categories}. Use the provided formatting instructions. Only output the JSON.';

export const sentimentAnalysisDescription: INodeTypeDescription = {
  displayName: 'Sentiment Analysis',
  name: `${AI_PACKAGE}.sentimentAnalysis`,
  icon: 'fa:balance-scale-left',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Analyze the sentiment of your text',
  defaults: { name: 'Sentiment Analysis' },
  inputs: ['main', { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }],
  outputs: `={{ String($parameter.options?.categories ?? '${DEFAULT_SENTIMENT_CATEGORIES}').split(',').map((c) => c.trim()).filter(Boolean).map((c) => ({ type: 'main', displayName: c })) }}`,
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  properties: [
    {
      displayName: 'Text to Analyze',
      name: 'inputText',
      type: 'string',
      required: true,
      default: '',
      description: 'Use an expression to reference data in previous nodes or enter static text',
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Sentiment Categories',
          name: 'categories',
          type: 'string',
          default: DEFAULT_SENTIMENT_CATEGORIES,
          description: 'A comma-separated list of categories to analyze',
        },
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: DEFAULT_SENTIMENT_PROMPT,
          description: 'String to use directly as the system prompt template',
          typeOptions: { rows: 6 },
        },
        {
          displayName: 'Include Detailed Results',
          name: 'includeDetailedResults',
          type: 'boolean',
          default: false,
          description: 'Whether to include sentiment strength and confidence scores in the output',
        },
        {
          displayName: 'Enable Auto-Fixing',
          name: 'enableAutoFixing',
          type: 'boolean',
          default: true,
          description: 'Whether to enable auto-fixing (may trigger an additional LLM call if output is broken)',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
      ],
    },
  ],
};
