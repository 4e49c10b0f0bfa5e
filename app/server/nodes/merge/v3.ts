/**
 * Merge (`n8n-nodes-base.merge` v3, v3.1, v3.2): append any number of inputs, combine two
 * (matching fields, position over any number, every pairing), an SQL query over the inputs
 * as tables, or choose an input's data. "Number of Inputs" (2..10) sets the node's inputs
 * for append, SQL, position and choose branch (the editor's canvas draws them: parameterInputs). Differences between 3, 3.1 and 3.2 are all in
 * the SQL mode (combine-by-sql.ts).
 */
import type { INodeExecutionData, INodePropertyOptions } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions, type ILoadOptionsFunctions, type INodeType } from '../../engine/node-interface';
import { clashOptionsOf, pairedList, taggedInputs } from './combine';
import { checkFieldPairs, combineByFields, FieldsError, type FieldPair } from './combine-by-fields';
import { combineAll, combineByPositionV3 } from './combine-by-position';
import { combineBySql } from './combine-by-sql';
import { mergeV3Description } from './description-v3';

/** Modes (and combine options) that show "Number of Inputs"; the others always have two inputs. */
const MULTI_INPUT_MODES = ['append', 'combineBySql', 'chooseBranch', 'combineByPosition'];

/**
 * The inputs of a Merge v3 node: its "Number of Inputs" where its mode shows that parameter
 * (a hidden parameter is not part of the node in n8n), else 2. The engine itself counts the
 * connected inputs, as n8n does.
 */
export function mergeV3InputCount(parameters: Record<string, unknown>): number {
  const mode = parameters['mode'] ?? 'append';
  const operation = mode === 'combine' ? (parameters['combineBy'] ?? 'combineByFields') : mode;
  if (!MULTI_INPUT_MODES.includes(String(operation))) return 2;
  const count = Math.floor(Number(parameters['numberInputs']));
  return count >= 1 ? count : 2;
}

function fieldPairs(ctx: IExecuteFunctions): FieldPair[] {
  if (ctx.getNodeParameter('advanced', 0, false) as boolean) return ctx.getNodeParameter('mergeByFields.values', 0, []) as FieldPair[];
  const text = ctx.getNodeParameter('fieldsToMatchString', 0, '') as string;
  return text.split(',').map((f) => ({ field1: f.trim(), field2: f.trim() }));
}

function byFields(ctx: IExecuteFunctions, inputs: INodeExecutionData[][]): INodeExecutionData[] {
  const read = (path: string, fallback: unknown) => ctx.getNodeParameter(path, 0, fallback);
  try {
    return combineByFields(inputs[0] ?? [], inputs[1] ?? [], {
      fields: checkFieldPairs(fieldPairs(ctx)),
      joinMode: read('joinMode', 'keepMatches') as string,
      outputDataFrom: read('outputDataFrom', 'both') as string,
      clash: clashOptionsOf(read),
      fuzzyCompare: read('options.fuzzyCompare', false) === true,
      disableDotNotation: read('options.disableDotNotation', false) === true,
      multipleMatches: (read('options.multipleMatches', 'all') as string) || 'all',
      preferLast: 'preferLast',
      requireFields: false,
    });
  } catch (error) {
    if (error instanceof FieldsError) throw new NodeOperationError(ctx.getNode(), error.message);
    throw error;
  }
}

function chooseBranch(ctx: IExecuteFunctions, inputs: INodeExecutionData[][]): INodeExecutionData[] {
  if (ctx.getNodeParameter('chooseBranchMode', 0, 'waitForAll') !== 'waitForAll') return [];
  const output = ctx.getNodeParameter('output', 0, 'specifiedInput') as string;
  if (output === 'empty') return [{ json: {}, pairedItem: [...(inputs[0] ?? []), ...(inputs[1] ?? [])].flatMap(pairedList) }];
  if (output !== 'specifiedInput') return [];
  const input = Number(ctx.getNodeParameter('useDataOfInput', 0, 1));
  if (input > inputs.length)
    throw new NodeOperationError(ctx.getNode(), `Input ${input} doesn't exist`, {
      description: `The node has only ${inputs.length} inputs, so selecting input ${input} is not possible.`,
    });
  return inputs[input - 1] ?? [];
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const count = mergeV3InputCount(this.getNode().parameters as Record<string, unknown>);
  const inputs = taggedInputs(Array.from({ length: count }, (_, i) => this.getInputData(i)));
  const mode = this.getNodeParameter('mode', 0, 'append') as string;
  const operation = mode === 'combine' ? (this.getNodeParameter('combineBy', 0, 'combineByFields') as string) : mode;
  const clash = () => clashOptionsOf((path, fallback) => this.getNodeParameter(path, 0, fallback));
  switch (operation) {
    case 'append':
      return [inputs.flat()];
    case 'chooseBranch':
      return [chooseBranch(this, inputs)];
    case 'combineByFields':
      return [byFields(this, inputs)];
    case 'combineByPosition':
      return [combineByPositionV3(inputs, clash(), this.getNodeParameter('options.includeUnpaired', 0, false) === true)];
    case 'combineAll':
      return [combineAll(inputs, clash())];
    case 'combineBySql':
      return [await combineBySql(this, inputs)];
    default:
      throw new NodeOperationError(this.getNode(), `The mode "${operation}" is not known`);
  }
}

async function getResolveClashOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const count = Number(this.getNodeParameter('numberInputs', 2));
  if (count <= 2)
    return [
      { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
      { name: 'Prefer Input 1 Version', value: 'preferInput1' },
      { name: 'Prefer Input 2 Version', value: 'preferLast' },
    ];
  return [
    { name: 'Always Add Input Number to Field Names', value: 'addSuffix' },
    { name: 'Use Earliest Version', value: 'preferInput1' },
  ];
}

async function getInputs(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const count = Number(this.getNodeParameter('numberInputs', 2));
  return Array.from({ length: count }, (_, i) => ({ name: String(i + 1), value: i + 1 }));
}

export const mergeV3Node: INodeType = {
  description: mergeV3Description,
  execute,
  methods: { loadOptions: { getResolveClashOptions, getInputs } },
};
