/**
 * Remove Duplicates (`n8n-nodes-base.removeDuplicates`): v1 and v1.1 remove items repeated
 * within the input (1.1 allows null values among the compared ones); v2 adds operations
 * over previous executions, which need the deduplication store this server lacks so far:
 * they fail loudly rather than pass duplicates on.
 */
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { removeDuplicateInputItems } from '../shared/transform/remove-duplicates';
import { removeDuplicatesV1Description, removeDuplicatesV2Description } from './description';

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
    if (operation === 'removeDuplicateInputItems') return [removeDuplicateInputItems(this, this.getInputData(), { types: 'allowNull' })];
    throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported yet`, { description: 'Remove Duplicates can remove items repeated within the current input; keeping a history across executions is not available on this server yet.' });
  },
};
