/**
 * Sort: by fields ("Simple"), shuffled ("Random") or by the user's compare function
 * ("Code", run in the Code node sandbox). The one implementation behind the Sort node
 * (`n8n-nodes-base.sort`) and Item Lists' "Sort".
 */
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type IExecuteFunctions } from '../../../engine/node-interface';
import { pairedItemOf } from '../../../engine/paired-item';
import { CodeSandboxError } from '../../../sandbox';
import { buildCodeRequest } from '../../code';
import { isEqualValue, lessThan, valueGetter } from './fields';

const NESTED_HINT = "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options";

interface SortField {
  fieldName: string;
  order?: 'ascending' | 'descending';
}

function sortSimple(fn: IExecuteFunctions, items: INodeExecutionData[]): INodeExecutionData[] {
  const dotNotation = !(fn.getNodeParameter('options.disableDotNotation', 0, false) as boolean);
  const fields = ((fn.getNodeParameter('sortFieldsUi', 0, {}) as { sortField?: SortField[] }).sortField ?? []).map((field) => ({
    name: field.fieldName,
    dir: field.order === 'descending' ? -1 : 1,
  }));
  if (!fields.length) throw new NodeOperationError(fn.getNode(), 'No sorting specified. Please add a field to sort by');
  const get = valueGetter(dotNotation);
  for (const { name } of fields) {
    if (items.some((item) => get(item.json, name) !== undefined)) continue;
    throw new NodeOperationError(
      fn.getNode(),
      `Couldn't find the field '${name}' in the input data`,
      !dotNotation && name.includes('.') ? { description: NESTED_HINT } : {},
    );
  }
  // Text compares without case; values lodash cannot order (a missing one) sort after.
  const read = (item: INodeExecutionData, name: string) => {
    const value = get(item.json, name);
    return typeof value === 'string' ? value.toLowerCase() : value;
  };
  return [...items].sort((a, b) => {
    for (const { name, dir } of fields) {
      const x = read(a, name);
      const y = read(b, name);
      if (isEqualValue(x, y)) continue;
      return lessThan(x, y) ? -dir : dir;
    }
    return 0;
  });
}

function shuffle(items: INodeExecutionData[]): INodeExecutionData[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * Runs the user's compare function over the items in the Code sandbox; the sandbox returns
 * only the new order, so the items themselves (binary data included) never leave the host.
 */
async function sortByCode(fn: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const code = fn.getNodeParameter('code', 0, '', { rawExpressions: true }) as string;
  if (!/\breturn\b/.test(code))
    throw new NodeOperationError(fn.getNode(), "Sort code doesn't return. Please add a 'return' statement to your code");
  const wrapped = [
    'const __entries = $input.all().map((item, index) => ({ item, index }));',
    `const __compare = function (a, b) {\n${code}\n};`,
    '__entries.sort((x, y) => __compare(x.item, y.item));',
    'return __entries.map((entry) => ({ json: { index: entry.index } }));',
  ].join('\n');
  const request = buildCodeRequest(fn, 'runOnceForAllItems', wrapped);
  const signal = fn.getExecutionCancelSignal();
  if (signal) request.signal = signal;
  try {
    const result = await fn.getCodeSandbox().run(request);
    for (const message of result.console) fn.sendMessageToUI?.(message.message);
    return result.items.map((entry) => items[Number(entry.json.index)]!);
  } catch (error) {
    if (!(error instanceof CodeSandboxError)) throw error;
    throw new NodeOperationError(fn.getNode(), error.message, { description: error.description });
  }
}

/** The input items in the new order. */
export async function sortItems(fn: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const tagged = items.map((item, index) => ({ ...item, pairedItem: pairedItemOf(index) }));
  const type = fn.getNodeParameter('type', 0, 'simple') as string;
  if (type === 'random') return shuffle(tagged);
  if (type === 'code') return sortByCode(fn, tagged);
  return sortSimple(fn, tagged);
}
