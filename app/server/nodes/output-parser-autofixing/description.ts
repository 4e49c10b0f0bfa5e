/**
 * Auto-fixing Output Parser (`@n8n/n8n-nodes-langchain.outputParserAutofixing` 1, n8n's
 * parameter names): wraps the connected output parser; an answer it cannot read goes to
 * the connected model with the format, the answer and the error, and the model's fix is
 * parsed instead.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The fix prompt; `{instructions}`, `{completion}` and `{error}` are filled in. */
export const DEFAULT_FIX_PROMPT = [
  'Instructions:',
  '--------------',
  '{instructions}',
  '--------------',
  'Completion:',
  '--------------',
  '{completion}',
  '--------------',
  '',
  'The completion above does not meet the instructions. Error:',
  '--------------',
  '{error}',
  '--------------',
  '',
  'Answer again, with only an answer that meets the instructions:',
].join('\n');

export const outputParserAutofixingDescription: INodeTypeDescription = {
  displayName: 'Auto-fixing Output Parser',
  name: `${AI_PACKAGE}.outputParserAutofixing`,
  icon: 'fa:tools',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  description: 'Deprecated, use structured output parser',
  defaults: { name: 'Auto-fixing Output Parser' },
  inputs: [
    { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
    { displayName: 'Output Parser', maxConnections: 1, required: true, type: 'ai_outputParser' },
  ],
  outputs: ['ai_outputParser'],
  outputNames: ['Output Parser'],
  codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
  properties: [
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Retry Prompt',
          name: 'prompt',
          type: 'string',
          default: DEFAULT_FIX_PROMPT,
          typeOptions: { rows: 10 },
          hint: 'Should include "{error}", "{instructions}", and "{completion}" placeholders',
          description:
            'Prompt template used for fixing the output. Uses placeholders: "{instructions}" for parsing rules, "{completion}" for the failed attempt, and "{error}" for the validation error message.',
        },
      ],
    },
  ],
};
