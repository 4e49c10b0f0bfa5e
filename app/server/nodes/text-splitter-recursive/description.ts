/**
 * Recursive Character Text Splitter
 * (`@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter` 1, n8n's
 * parameter names): splits on paragraphs, then lines, then words, or by a language's
 * syntax when "Split Code" names one.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

/** The languages "Split Code" offers (LangChain's, as n8n lists them). */
export const SPLIT_CODE_LANGUAGES = [
  'cpp',
  'go',
  'java',
  'js',
  'php',
  'proto',
  'python',
  'rst',
  'ruby',
  'rust',
  'scala',
  'swift',
  'markdown',
  'latex',
  'html',
] as const;

export const textSplitterRecursiveDescription: INodeTypeDescription = {
  displayName: 'Recursive Character Text Splitter',
  name: `${AI_PACKAGE}.textSplitterRecursiveCharacterTextSplitter`,
  icon: 'fa:grip-lines-vertical',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  description: 'Split text into chunks by characters recursively, recommended for most use cases',
  defaults: { name: 'Recursive Character Text Splitter' },
  inputs: [],
  outputs: ['ai_textSplitter'],
  outputNames: ['Text Splitter'],
  codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
  properties: [
    { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000 },
    { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0 },
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      description: 'Additional options to add',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Split Code',
          name: 'splitCode',
          default: 'markdown',
          type: 'options',
          options: SPLIT_CODE_LANGUAGES.map((lang) => ({ name: lang, value: lang })),
        },
      ],
    },
  ],
};
