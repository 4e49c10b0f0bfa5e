/** Limit (`n8n-nodes-base.limit` v1): keeps the first or last items. */
import type { INodeType } from '../../engine/node-interface';
import { limitItems } from '../shared/transform/limit';
import { limitDescription } from './description';

export const limitNode: INodeType = {
  description: limitDescription,
  async execute() {
    return [limitItems(this, this.getInputData())];
  },
};
