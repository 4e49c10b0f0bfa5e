/**
 * Character Text Splitter (`@n8n/n8n-nodes-langchain.textSplitterCharacterTextSplitter` 1,
 * n8n's parameter names): splits on one separator, then merges pieces up to the chunk size.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';

export const textSplitterCharacterDescription: INodeTypeDescription = {
  displayName: 'Character Text Splitter',
  name: `${AI_PACKAGE}.textSplitterCharacterTextSplitter`,
  icon: 'fa:grip-lines-vertical',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  description: 'Split text into chunks by characters',
  defaults: { name: 'Character Text Splitter' },
  inputs: [],
  outputs: ['ai_textSplitter'],
  outputNames: ['Text Splitter'],
  codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
  properties: [
    { displayName: 'Separator', name: 'separator', type: 'string', default: '' },
    { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000 },
    { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0 },
  ],
};
