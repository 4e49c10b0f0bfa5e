/**
 * Remove Duplicates v2 across executions: "Remove Items Processed in Previous Executions"
 * (keeps items whose value is new, or higher / later than any seen) and "Clear
 * Deduplication History", over the engine's deduplication helpers. The node has one
 * output, as in n8n: the discarded items are dropped.
 */
import type { INodeExecutionData } from '@sdk/workflow';
import {
  NodeOperationError,
  type DeduplicationScope,
  type IExecuteFunctions,
  type ICheckProcessedOptions,
} from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';

const DEFAULT_HISTORY_SIZE = 10_000;

function scopeOf(fn: IExecuteFunctions): DeduplicationScope {
  // Files from n8n's first v2 releases name the option `context`.
  const scope = fn.getNodeParameter('options.scope', 0, fn.getNodeParameter('options.context', 0, 'node')) as string;
  if (scope !== 'node' && scope !== 'workflow')
    throw new NodeOperationError(fn.getNode(), `The scope '${scope}' is not supported. Please select either "node" or "workflow".`);
  return scope;
}

/** The kept items, grouped by their dedupe value in input order. */
async function split(
  fn: IExecuteFunctions,
  items: INodeExecutionData[],
  keys: string[],
  options: ICheckProcessedOptions,
  scope: DeduplicationScope,
): Promise<INodeExecutionData[][]> {
  const groups = new Map<string, INodeExecutionData[]>();
  items.forEach((item, index) => {
    const group = groups.get(keys[index]!) ?? [];
    group.push({ ...item, pairedItem: pairedItemOf(index) });
    groups.set(keys[index]!, group);
  });
  const result = await fn.helpers.checkProcessedAndRecord([...groups.keys()], scope, options);
  return [result.new.flatMap((key) => groups.get(key) ?? [])];
}

/** "Remove Items Processed in Previous Executions". */
export async function removeItemsSeenBefore(fn: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[][]> {
  const logic = (fn.getNodeParameter('logic', 0, 'removeItemsWithAlreadySeenKeyValues') as string).toLowerCase();
  const scope = scopeOf(fn);
  if (logic === 'removeitemswithalreadyseenkeyvalues') {
    const keys = items.map((_, index) => String(fn.getNodeParameter('dedupeField', index, '') ?? ''));
    const maxEntries = Number(fn.getNodeParameter('options.historySize', 0, DEFAULT_HISTORY_SIZE));
    const options: ICheckProcessedOptions = { mode: 'entries', maxEntries };
    const count = await fn.helpers.getProcessedDataCount(scope, options);
    if (count + items.length > maxEntries) {
      throw new NodeOperationError(
        fn.getNode(),
        'The number of items to be processed exceeds the maximum history size. Please increase the history size or reduce the number of items to be processed.',
      );
    }
    return split(fn, items, keys, options, scope);
  }
  if (logic === 'removeitemsuptostoredincrementalkey') {
    const keys = items.map((_, index) => {
      const value = fn.getNodeParameter('incrementalDedupeField', index, '');
      const number = Number(value);
      if (Number.isNaN(number))
        throw new NodeOperationError(fn.getNode(), `The value '${String(value)}' is not a number. Please provide a number.`);
      return String(number);
    });
    return split(fn, items, keys, { mode: 'latestIncrementalKey' }, scope);
  }
  if (logic === 'removeitemsuptostoreddate') {
    const keys = items.map((_, index) => {
      const value = String(fn.getNodeParameter('dateDedupeField', index, '') ?? '');
      if (Number.isNaN(new Date(value).getTime()))
        throw new NodeOperationError(fn.getNode(), `The value '${value}' is not a valid date. Please provide a valid date.`);
      return value;
    });
    return split(fn, items, keys, { mode: 'latestDate' }, scope);
  }
  return [items];
}

/** "Clear Deduplication History": forgets the scope's history; the items pass through. */
export async function clearHistory(fn: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[][]> {
  const mode = fn.getNodeParameter('mode', 0, 'cleanDatabase') as string;
  if (mode === 'cleanDatabase') await fn.helpers.clearAllProcessedItems(scopeOf(fn), { mode: 'entries' });
  return [items];
}
