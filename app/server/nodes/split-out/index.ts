/** Split Out (`n8n-nodes-base.splitOut` v1): one item per element of list field(s). */
import type { INodeType } from '../../engine/node-interface';
import { splitOutItems } from '../shared/transform/split-out';
import { splitOutDescription } from './description';

export const splitOutNode: INodeType = {
  description: splitOutDescription,
  async execute() {
    return [splitOutItems(this, this.getInputData(), { binary: true })];
  },
};
