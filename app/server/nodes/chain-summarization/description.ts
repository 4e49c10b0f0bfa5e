/**
 * Summarization Chain (`@n8n/n8n-nodes-langchain.chainSummarization`, n8n's parameter
 * names). Version 1 summarizes what a connected document loader gives; 2 and 2.1 summarize
 * the input item's JSON or file (split by "Characters Per Chunk" or a connected splitter)
 * or a loader's documents. Methods and prompts: ./summarize.ts. 2.1 adds batching.
 */
import type { INodeInputConfiguration, INodeProperties, INodeTypeDescription } from '@sdk/workflow';
import { batchingOption } from '../shared/ai/batching';
import { AI_PACKAGE } from '../shared/ai/prompt-properties';
import { DEFAULT_REFINE_PROMPT, DEFAULT_SUMMARY_PROMPT } from './summarize';

const MODEL: INodeInputConfiguration = { type: 'ai_languageModel', displayName: 'Model', maxConnections: 1, required: true };
const DOCUMENT: INodeInputConfiguration = { type: 'ai_document', displayName: 'Document', maxConnections: 1, required: true };
const SPLITTER: INodeInputConfiguration = { type: 'ai_textSplitter', displayName: 'Text Splitter', maxConnections: 1, required: false };

/** Version 2's slots: Document with a loader, Text Splitter with advanced chunking. */
export function summarizationInputs(operationMode: unknown, chunkingMode: unknown): Array<'main' | INodeInputConfiguration> {
  if (operationMode === 'documentLoader') return ['main', MODEL, DOCUMENT];
  return chunkingMode === 'advanced' ? ['main', MODEL, SPLITTER] : ['main', MODEL];
}

const METHODS = [
  {
    name: 'Map Reduce (Recommended)',
    value: 'map_reduce',
    description: 'Summarize each document (or chunk) individually, then summarize those summaries',
  },
  {
    name: 'Refine',
    value: 'refine',
    description: 'Summarize the first document (or chunk). Then update that summary based on the next document (or chunk), and repeat.',
  },
  { name: 'Stuff', value: 'stuff', description: 'Pass all documents (or chunks) at once. Ideal for small datasets.' },
];

/**
 * The prompt fields, hidden for the methods that do not use them (`methodPath` names the
 * method parameter). `hide`, as n8n writes it, not `show`: the server fills defaults with
 * only the simple parameters as the root of `/` paths, where a hidden-unless-listed field
 * would be dropped.
 */
function promptFields(methodPath: string): INodeProperties[] {
  const only = (...methods: string[]) => ({ hide: { [methodPath]: METHODS.map((m) => m.value).filter((m) => !methods.includes(m)) } });
  const text = (displayName: string, name: string, fallback: string, methods: string[], hint: string): INodeProperties => ({
    displayName,
    name,
    type: 'string',
    default: fallback,
    hint,
    typeOptions: { rows: 9 },
    displayOptions: only(...methods),
  });
  return [
    text(
      'Individual Summary Prompt',
      'combineMapPrompt',
      DEFAULT_SUMMARY_PROMPT,
      ['map_reduce'],
      'The prompt to summarize an individual document (or chunk)',
    ),
    text('Final Prompt to Combine', 'prompt', DEFAULT_SUMMARY_PROMPT, ['map_reduce'], 'The prompt to combine individual summaries'),
    text('Prompt', 'prompt', DEFAULT_SUMMARY_PROMPT, ['stuff'], 'The prompt to summarize the documents'),
    text(
      'Subsequent (Refine) Prompt',
      'refinePrompt',
      DEFAULT_REFINE_PROMPT,
      ['refine'],
      'The prompt to refine the summary based on the next document (or chunk)',
    ),
    text('Initial Prompt', 'refineQuestionPrompt', DEFAULT_SUMMARY_PROMPT, ['refine'], 'The prompt for the first document (or chunk)'),
  ];
}

const base = {
  displayName: 'Summarization Chain',
  name: `${AI_PACKAGE}.chainSummarization`,
  icon: 'fa:link',
  iconColor: 'black',
  group: ['transform'],
  description: 'Transforms text into a concise summary',
  defaults: { name: 'Summarization Chain', color: '#909298' },
  outputs: ['main'],
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
} satisfies Partial<INodeTypeDescription>;

export const chainSummarizationV1Description: INodeTypeDescription = {
  ...base,
  version: 1,
  inputs: ['main', MODEL, DOCUMENT],
  properties: [
    {
      displayName: 'Type',
      name: 'type',
      type: 'options',
      description: 'The type of summarization to run',
      default: 'map_reduce',
      options: METHODS,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: promptFields('/type'),
    },
  ],
};

export const chainSummarizationDescription: INodeTypeDescription = {
  ...base,
  version: [2, 2.1],
  defaultVersion: 2.1,
  // Drawn from the parameters alone (defaults: JSON input, simple chunking); the engine asks `inputsOf`.
  inputs: `={{ $parameter.operationMode === 'documentLoader' ? ${JSON.stringify(summarizationInputs('documentLoader', undefined))} : $parameter.chunkingMode === 'advanced' ? ${JSON.stringify(summarizationInputs(undefined, 'advanced'))} : ${JSON.stringify(summarizationInputs(undefined, undefined))} }}`,
  properties: [
    {
      displayName: 'Data to Summarize',
      name: 'operationMode',
      noDataExpression: true,
      type: 'options',
      description: 'How to pass data into the summarization chain',
      default: 'nodeInputJson',
      options: [
        {
          name: 'Use Node Input (JSON)',
          value: 'nodeInputJson',
          description: 'Summarize the JSON data coming into this node from the previous one',
        },
        {
          name: 'Use Node Input (Binary)',
          value: 'nodeInputBinary',
          description: 'Summarize the binary data coming into this node from the previous one',
        },
        { name: 'Use Document Loader', value: 'documentLoader', description: 'Use a loader sub-node with more configuration options' },
      ],
    },
    {
      displayName: 'Chunking Strategy',
      name: 'chunkingMode',
      noDataExpression: true,
      type: 'options',
      description: 'Chunk splitting strategy',
      default: 'simple',
      options: [
        { name: 'Simple (Define Below)', value: 'simple' },
        { name: 'Advanced', value: 'advanced', description: 'Use a splitter sub-node with more configuration options' },
      ],
      displayOptions: { show: { '/operationMode': ['nodeInputJson', 'nodeInputBinary'] } },
    },
    {
      displayName: 'Characters Per Chunk',
      name: 'chunkSize',
      description: 'Controls the max size (in terms of number of characters) of the final document chunk',
      type: 'number',
      default: 1000,
      displayOptions: { show: { '/chunkingMode': ['simple'] } },
    },
    {
      displayName: 'Chunk Overlap (Characters)',
      name: 'chunkOverlap',
      type: 'number',
      description: 'Specifies how much characters overlap there should be between chunks',
      default: 200,
      displayOptions: { show: { '/chunkingMode': ['simple'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'Input Data Field Name',
          name: 'binaryDataKey',
          type: 'string',
          default: 'data',
          description: 'The name of the field in the agent or chain’s input that contains the binary file to be processed',
          displayOptions: { show: { '/operationMode': ['nodeInputBinary'] } },
        },
        {
          displayName: 'Summarization Method and Prompts',
          name: 'summarizationMethodAndPrompts',
          type: 'fixedCollection',
          default: {
            values: { summarizationMethod: 'map_reduce', prompt: DEFAULT_SUMMARY_PROMPT, combineMapPrompt: DEFAULT_SUMMARY_PROMPT },
          },
          placeholder: 'Add Option',
          options: [
            {
              name: 'values',
              displayName: 'Values',
              values: [
                {
                  displayName: 'Summarization Method',
                  name: 'summarizationMethod',
                  type: 'options',
                  description: 'The type of summarization to run',
                  default: 'map_reduce',
                  options: METHODS,
                },
                ...promptFields('/options.summarizationMethodAndPrompts.values.summarizationMethod'),
              ],
            },
          ],
        },
        batchingOption(2.1),
      ],
    },
  ],
};
