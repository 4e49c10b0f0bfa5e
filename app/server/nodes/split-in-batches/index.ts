/**
 * Split In Batches (`n8n-nodes-base.splitInBatches` v1, v2): on its first run it keeps
 * its input and outputs the first `batchSize` items; each later run (the loop coming
 * back) outputs the next batch, and once none are left it outputs nothing, which ends the
 * loop. `options.reset` starts over with the current input. v2 points each item's paired
 * item at the original input (sourceOverwrite), so expressions after the loop resolve.
 * `noItemsLeft` and `currentRunIndex` are kept in the node context, as in n8n.
 */
import type { IDataObject, INodeExecutionData, ISourceData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';

interface BatchContext extends IDataObject {
  items?: INodeExecutionData[] & IDataObject[];
  offset?: number;
  currentRunIndex?: number;
  maxRunIndex?: number;
  noItemsLeft?: boolean;
}

export const splitInBatchesNode: INodeType = {
  description: {
    displayName: 'Split In Batches',
    name: 'n8n-nodes-base.splitInBatches',
    icon: 'fa:th-large',
    group: ['organization'],
    version: [1, 2],
    description: 'Split data into batches and iterate over each batch',
    defaults: { name: 'Split In Batches', color: '#007755' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Flow'] },
      alias: ['Loop', 'Concatenate', 'Batch', 'Split', 'Split In Batches'],
    },
    properties: [
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
        default: 10,
        description: 'The number of items to return with each call',
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        options: [
          {
            displayName: 'Reset',
            name: 'reset',
            type: 'boolean',
            default: false,
            description: 'Whether the node will be reset and so with the current input-data newly initialized',
          },
        ],
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const context = this.getContext('node') as BatchContext;
    const batchSize = Math.max(1, Number(this.getNodeParameter('batchSize', 0, 10)));
    const reset = this.getNodeParameter('options.reset', 0, false) as boolean;
    const version = this.getNode().typeVersion;
    if (context.items === undefined || reset) {
      const source: ISourceData | null = this.getInputSourceData();
      const all =
        version >= 2 && source
          ? items.map((item, i) => ({ ...item, pairedItem: { item: i, sourceOverwrite: source } }))
          : items.map((item, i) => ({ ...item, pairedItem: pairedItemOf(i) }));
      context.items = all as BatchContext['items'];
      context.offset = 0;
      context.currentRunIndex = 0;
      context.maxRunIndex = Math.ceil(items.length / batchSize);
    } else {
      context.currentRunIndex = (context.currentRunIndex ?? 0) + 1;
    }
    const offset = context.offset ?? 0;
    const batch = (context.items ?? []).slice(offset, offset + batchSize) as INodeExecutionData[];
    context.offset = offset + batch.length;
    context.noItemsLeft = context.offset >= (context.items?.length ?? 0);
    if (batch.length === 0) return null;
    return [batch];
  },
};
