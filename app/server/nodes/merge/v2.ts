/**
 * Merge (`n8n-nodes-base.merge` v2, v2.1): append; combine by fields (inner, outer, left,
 * right join, non-matches), by position, or multiplex (cross join); choose a branch. 2.0
 * fails when a match field is on no item of an input; 2.1 matches nothing instead.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type INodeType } from '../../engine/node-interface';
import { clashOptionsOf, pairedList, taggedInputs } from './combine';
import { checkFieldPairs, combineByFields, FieldsError, type FieldPair } from './combine-by-fields';
import { combineAll, combineByPositionV2 } from './combine-by-position';
import { mergeDescription } from './description';

function chooseBranch(ctx: IExecuteFunctions, inputs: INodeExecutionData[][]): INodeExecutionData[] {
  if (ctx.getNodeParameter('chooseBranchMode', 0, 'waitForBoth') !== 'waitForBoth') return [];
  const output = ctx.getNodeParameter('output', 0, 'input1') as string;
  if (output === 'input1') return inputs[0]!;
  if (output === 'input2') return inputs[1]!;
  // The empty item stands for the items of both inputs.
  return output === 'empty' ? [{ json: {}, pairedItem: inputs.flat().flatMap(pairedList) }] : [];
}

function byFields(ctx: IExecuteFunctions, inputs: INodeExecutionData[][]): INodeExecutionData[] {
  const read = (path: string, fallback: unknown) => ctx.getNodeParameter(path, 0, fallback);
  try {
    return combineByFields(inputs[0]!, inputs[1]!, {
      fields: checkFieldPairs(read('mergeByFields.values', []) as FieldPair[]),
      joinMode: read('joinMode', 'keepMatches') as string,
      outputDataFrom: read('outputDataFrom', 'both') as string,
      clash: clashOptionsOf(read),
      fuzzyCompare: read('options.fuzzyCompare', false) === true,
      disableDotNotation: read('options.disableDotNotation', false) === true,
      multipleMatches: (read('options.multipleMatches', 'all') as string) || 'all',
      preferLast: 'preferInput2',
      requireFields: ctx.getNode().typeVersion < 2.1,
    });
  } catch (error) {
    if (error instanceof FieldsError) throw new NodeOperationError(ctx.getNode(), error.message);
    throw error;
  }
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const inputs = taggedInputs([this.getInputData(0), this.getInputData(1)]);
  const mode = this.getNodeParameter('mode', 0, 'append') as string;
  if (mode === 'append') return [inputs.flat()];
  if (mode === 'chooseBranch') return [chooseBranch(this, inputs)];
  if (mode !== 'combine') return [[]];
  const clash = clashOptionsOf((path, fallback) => this.getNodeParameter(path, 0, fallback));
  const combination = this.getNodeParameter('combinationMode', 0, 'mergeByFields') as string;
  if (combination === 'multiplex') return [combineAll(inputs, clash)];
  if (combination === 'mergeByPosition')
    return [combineByPositionV2(inputs, clash, this.getNodeParameter('options.includeUnpaired', 0, false) === true)];
  return [byFields(this, inputs)];
}

export const mergeNode: INodeType = { description: mergeDescription, execute };
