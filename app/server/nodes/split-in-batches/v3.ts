/**
 * Loop Over Items, Split In Batches v3 (`n8n-nodes-base.splitInBatches`): v2 with the
 * outputs swapped, "done" (0) then "loop" (1), and a batch size of 1 by default.
 */
import type { INodeType } from '../../engine/node-interface';
import { takeBatch } from './batches';
import { splitInBatchesV3Description } from './description';

export const splitInBatchesV3Node: INodeType = {
  description: splitInBatchesV3Description,
  async execute() {
    const { batch, processed } = takeBatch(this);
    return batch.length === 0 ? [processed, []] : [[], batch];
  },
};
