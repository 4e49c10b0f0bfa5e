/**
 * Item Lists (`n8n-nodes-base.itemLists` v1-v3): split out, concatenate (aggregate),
 * remove duplicates, sort, limit and summarize items.
 */
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { itemListsDescription } from './description';
import { aggregateItems, limitItems, removeDuplicates, sortItems, splitOutItems, summarize } from './operations';

const OPERATIONS = { splitOutItems, aggregateItems, removeDuplicates, sort: sortItems, limit: limitItems, summarize } as const;

export const itemListsNode: INodeType = {
  description: itemListsDescription,
  async execute() {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'splitOutItems') as keyof typeof OPERATIONS;
    const run = OPERATIONS[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${String(operation)}" is not known`);
    if (items.length === 0) return [[]];
    return [run(this, items)];
  },
};
