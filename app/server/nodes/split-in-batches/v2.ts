/**
 * Split In Batches v2 (`n8n-nodes-base.splitInBatches`): outputs "loop" (0) and "done"
 * (1). Each run gives the next batch on "loop"; once the input is exhausted "done" gives
 * every item that came back through the loop, combined, and "loop" nothing.
 */
import type { INodeType } from '../../engine/node-interface';
import { takeBatch } from './batches';
import { splitInBatchesV2Description } from './description';

export const splitInBatchesV2Node: INodeType = {
  description: splitInBatchesV2Description,
  async execute() {
    const { batch, processed } = takeBatch(this);
    return batch.length === 0 ? [[], processed] : [batch, []];
  },
};
