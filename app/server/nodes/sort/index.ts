/** Sort (`n8n-nodes-base.sort` v1): by fields, at random or by code (in the Code sandbox). */
import type { INodeType } from '../../engine/node-interface';
import { sortItems } from '../shared/transform/sort';
import { sortDescription } from './description';

export const sortNode: INodeType = {
  description: sortDescription,
  async execute() {
    return [await sortItems(this, this.getInputData())];
  },
};
