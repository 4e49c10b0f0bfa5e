/**
 * Remove Duplicates (`n8n-nodes-base.removeDuplicates`): v1 and v1.1 remove items repeated
 * within the input (1.1 allows null values among the compared ones); v2 also removes items
 * processed in previous executions (kept on output 1, discarded on output 2) and clears
 * that history, kept per workflow in the database.
 */
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { removeDuplicateInputItems } from '../shared/transform/remove-duplicates';
import { removeDuplicatesV1Description, removeDuplicatesV2Description } from './description';
import { clearHistory, removeItemsSeenBefore } from './history';

export const removeDuplicatesV1Node: INodeType = {
  description: removeDuplicatesV1Description,
  async execute() {
    const types = this.getNode().typeVersion > 1 ? 'allowNull' : 'strict';
    return [removeDuplicateInputItems(this, this.getInputData(), { types })];
  },
};

export const removeDuplicatesV2Node: INodeType = {
  description: removeDuplicatesV2Description,
  async execute() {
    const operation = this.getNodeParameter('operation', 0, 'removeDuplicateInputItems') as string;
    const items = this.getInputData();
    if (operation === 'removeDuplicateInputItems') return [removeDuplicateInputItems(this, items, { types: 'allowNull' })];
    if (operation === 'removeItemsSeenInPreviousExecutions') return removeItemsSeenBefore(this, items);
    if (operation === 'clearDeduplicationHistory') return clearHistory(this, items);
    throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
  },
};
