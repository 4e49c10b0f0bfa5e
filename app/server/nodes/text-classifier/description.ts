/**
 * Text Classifier (`@n8n/n8n-nodes-langchain.textClassifier` 1, 1.1, n8n's parameter
 * names): the connected model sorts each item's text into the categories; the item leaves
 * on the output of each category it fits (one per category, plus "Other" when the fallback
 * is "other"), as n8n's outputs expression computes them.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The default system prompt; `{categories}` is filled in. */
export const DEFAULT_CLASSIFIER_PROMPT =
  "Please classify the text provided by the user into one of the following categories: {categories}, and use the provided formatting instructions below. Don't explain, and only output the json.";

export const textClassifierDescription: INodeTypeDescription = {
  displayName: 'Text Classifier',
  name: `${AI_PACKAGE}.textClassifier`,
  icon: 'fa:tags',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Classify your text into distinct categories',
  defaults: { name: 'Text Classifier' },
  inputs: ['main', { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }],
  outputs: `={{ ($parameter.categories?.categories ?? []).map((entry) => ({ type: 'main', displayName: entry.category })).concat($parameter.options?.fallback === 'other' ? [{ type: 'main', displayName: 'Other' }] : []) }}`,
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] }, alias: ['Classify', 'Categorize', 'Sort'] },
  properties: [
    {
      displayName: 'Text to Classify',
      name: 'inputText',
      type: 'string',
      required: true,
      default: '',
      description: 'Use an expression to reference data in previous nodes or enter static text',
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Categories',
      name: 'categories',
      placeholder: 'Add Category',
      type: 'fixedCollection',
      default: {},
      typeOptions: { multipleValues: true },
      options: [
        {
          name: 'categories',
          displayName: 'Categories',
          values: [
            { displayName: 'Category', name: 'category', type: 'string', default: '', description: 'Category to add', required: true },
            {
              displayName: 'Description',
              name: 'description',
              type: 'string',
              default: '',
              description: "Describe your category if it's not obvious",
            },
          ],
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        { displayName: 'Allow Multiple Classes To Be True', name: 'multiClass', type: 'boolean', default: false },
        {
          displayName: 'When No Clear Match',
          name: 'fallback',
          type: 'options',
          default: 'discard',
          description: 'What to do with items that don’t match the categories exactly',
          options: [
            { name: 'Discard Item', value: 'discard', description: 'Ignore the item and drop it from the output' },
            { name: "Output on Extra, 'Other' Branch", value: 'other', description: "Create a separate output branch called 'Other'" },
          ],
        },
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: DEFAULT_CLASSIFIER_PROMPT,
          description: 'String to use directly as the system prompt template',
          typeOptions: { rows: 6 },
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
