/** Summarize description (`n8n-nodes-base.summarize` v1 and v1.1, n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { fieldsToSplitByProperties, fieldsToSummarizeProperty, summarizeOptions } from '../shared/transform/summarize-properties';

export const summarizeDescription: INodeTypeDescription = {
  displayName: 'Summarize',
  name: 'n8n-nodes-base.summarize',
  icon: 'file:summarize.svg',
  group: ['transform'],
  subtitle: '',
  version: [1, 1.1],
  defaultVersion: 1.1,
  description: 'Sum, count, max, etc. across items',
  defaults: { name: 'Summarize' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: [
      'Append',
      'Array',
      'Average',
      'Concatenate',
      'Count',
      'Group',
      'Item',
      'List',
      'Max',
      'Min',
      'Pivot',
      'Sum',
      'Summarise',
      'Summarize',
      'Transform',
      'Unique',
    ],
  },
  properties: [
    fieldsToSummarizeProperty,
    ...fieldsToSplitByProperties,
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: (summarizeOptions(true) ?? []).map((option) =>
        option.name === 'continueIfFieldNotFound' ? { ...option, displayOptions: { hide: { '@version': [1.1] } } } : option,
      ) as never,
    },
  ],
};
