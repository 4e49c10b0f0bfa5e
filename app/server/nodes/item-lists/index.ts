/**
 * Item Lists (`n8n-nodes-base.itemLists` v1-v3.1): split out, concatenate (aggregate),
 * remove duplicates, sort, limit and summarize items. Every version runs the same
 * operation code as the Transform nodes (app/server/nodes/shared/transform); the versions
 * differ only in the variant they ask for.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { aggregateItems } from '../shared/transform/aggregate';
import { limitItems } from '../shared/transform/limit';
import { removeDuplicateInputItems } from '../shared/transform/remove-duplicates';
import { sortItems } from '../shared/transform/sort';
import { splitOutItems } from '../shared/transform/split-out';
import { summarizeItems } from '../shared/transform/summarize';
import { itemListsDescription } from './description';
import { itemListsV3Description } from './description-v3';

type Operation = (
  fn: IExecuteFunctions,
  items: INodeExecutionData[],
  version: number,
) => INodeExecutionData[] | Promise<INodeExecutionData[]>;

const aggregate: Operation = (fn, items, version) => aggregateItems(fn, items, { failOnMissingField: version < 2.1 });

const OPERATIONS: Record<string, Operation> = {
  // v1 splits one array field; from v2 several fields side by side, 2-2.1 refusing single
  // values (2.0 also missing fields), 2.2 on like Split Out.
  splitOutItems: (fn, items, version) =>
    splitOutItems(fn, items, version < 2 ? { legacy: 'array' } : version < 2.2 ? { strict: { missing: version < 2.1 } } : {}),
  aggregateItems: aggregate,
  concatenateItems: aggregate,
  // 3.1 compares values of any types; earlier versions want one type per field.
  removeDuplicates: (fn, items, version) => removeDuplicateInputItems(fn, items, { types: version >= 3.1 ? 'none' : 'strict' }),
  sort: (fn, items) => sortItems(fn, items),
  limit: (fn, items) => limitItems(fn, items),
  // Before 2.1 a field no item has fails; 2.0 answers one empty item with "Continue if Field Not Found".
  summarize: (fn, items, version) =>
    summarizeItems(fn, items, {
      groupKeys: 'objectOrder',
      neverFailOnMissingField: version >= 2.1,
      emptyItemWhenFieldMissing: version >= 2,
    }),
};

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const operation = this.getNodeParameter('operation', 0, 'splitOutItems') as string;
  const run = OPERATIONS[operation];
  if (!run) throw new NodeOperationError(this.getNode(), `Operation '${operation}' is not recognized`);
  if (items.length === 0) return [[]];
  return [await run(this, items, this.getNode().typeVersion)];
}

export const itemListsNode: INodeType = { description: itemListsDescription, execute };
export const itemListsV3Node: INodeType = { description: itemListsV3Description, execute };
