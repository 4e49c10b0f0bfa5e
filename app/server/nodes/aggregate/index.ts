/** Aggregate (`n8n-nodes-base.aggregate` v1): many items into one. */
import type { INodeType } from '../../engine/node-interface';
import { aggregateItems } from '../shared/transform/aggregate';
import { aggregateDescription } from './description';

export const aggregateNode: INodeType = {
  description: aggregateDescription,
  async execute() {
    return [aggregateItems(this, this.getInputData(), { binaries: true })];
  },
};
