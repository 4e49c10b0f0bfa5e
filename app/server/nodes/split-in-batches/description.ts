/** The Split In Batches / Loop Over Items descriptions: the same parameters, per version outputs and defaults. */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const codex: INodeTypeDescription['codex'] = {
  categories: ['Core Nodes'],
  subcategories: { 'Core Nodes': ['Flow'] },
  alias: ['Loop', 'Concatenate', 'Batch', 'Split', 'Split In Batches'],
};

function properties(batchSize: number, resetDescription: string): INodeProperties[] {
  return [
    {
      displayName:
        'You may not need this node — n8n nodes automatically run once for each input item. <a href="https://docs.n8n.io/getting-started/key-concepts/looping.html#using-loops-in-n8n" target="_blank">More info</a>',
      name: 'splitInBatchesNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: batchSize,
      description: 'The number of items to return with each call',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [{ displayName: 'Reset', name: 'reset', type: 'boolean', default: false, description: resetDescription }],
    },
  ];
}

const OLD_RESET = 'Whether the node will be reset and so with the current input-data newly initialized';

/** v1: one output, which ends the loop by giving nothing. */
export const splitInBatchesV1Description: INodeTypeDescription = {
  displayName: 'Split In Batches',
  name: 'n8n-nodes-base.splitInBatches',
  icon: 'fa:th-large',
  group: ['organization'],
  version: 1,
  description: 'Split data into batches and iterate over each batch',
  defaults: { name: 'Split In Batches', color: '#007755' },
  inputs: ['main'],
  outputs: ['main'],
  codex,
  properties: properties(10, OLD_RESET),
};

/** v2: "loop" first, then "done". */
export const splitInBatchesV2Description: INodeTypeDescription = {
  ...splitInBatchesV1Description,
  version: 2,
  outputs: ['main', 'main'],
  outputNames: ['loop', 'done'],
};

/** v3 (Loop Over Items): "done" first, then "loop"; one item per batch by default. */
export const splitInBatchesV3Description: INodeTypeDescription = {
  ...splitInBatchesV1Description,
  displayName: 'Loop Over Items (Split in Batches)',
  icon: 'fa:sync',
  version: 3,
  defaults: { name: 'Loop Over Items', color: '#007755' },
  outputs: ['main', 'main'],
  outputNames: ['done', 'loop'],
  properties: properties(
    1,
    'Whether the node starts again from the beginning of the input items. This will treat incoming data as a new set rather than continuing with the previous items.',
  ),
};
