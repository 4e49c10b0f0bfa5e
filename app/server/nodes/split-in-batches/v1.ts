/**
 * Split In Batches v1 (`n8n-nodes-base.splitInBatches`): one output; each run (the loop
 * coming back) outputs the next batch, and once none are left it outputs nothing, which
 * ends the loop (`batches.ts`).
 */
import type { INodeType } from '../../engine/node-interface';
import { takeBatch } from './batches';
import { splitInBatchesV1Description } from './description';

export const splitInBatchesV1Node: INodeType = {
  description: splitInBatchesV1Description,
  async execute() {
    const { batch } = takeBatch(this);
    return batch.length === 0 ? null : [batch];
  },
};
