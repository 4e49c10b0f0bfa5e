/** Limit description (`n8n-nodes-base.limit` v1, n8n's parameter names). */
import type { INodeTypeDescription } from '@sdk/workflow';

export const limitDescription: INodeTypeDescription = {
  displayName: 'Limit',
  name: 'n8n-nodes-base.limit',
  icon: 'file:limit.svg',
  group: ['transform'],
  subtitle: '',
  version: 1,
  description: 'Restrict the number of items',
  defaults: { name: 'Limit' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Limit', 'Remove', 'Slice', 'Transform', 'Array', 'List', 'Item'],
  },
  properties: [
    {
      displayName: 'Max Items',
      name: 'maxItems',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description: 'If there are more items than this number, some are removed',
    },
    {
      displayName: 'Keep',
      name: 'keep',
      type: 'options',
      options: [
        { name: 'First Items', value: 'firstItems' },
        { name: 'Last Items', value: 'lastItems' },
      ],
      default: 'firstItems',
      description: 'When removing items, whether to keep the ones at the start or the ending',
    },
  ],
};
