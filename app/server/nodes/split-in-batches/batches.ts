/**
 * The batching every Split In Batches version shares, with n8n's node context: `items` (the
 * input items not handed out yet), `currentRunIndex`, `maxRunIndex`, `noItemsLeft`, and
 * from v2 `processedItems` (what came back through the loop) and `done`. Expressions read
 * these as `$('Loop').context.noItemsLeft`.
 */
import type { IDataObject, INodeExecutionData, ISourceData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';

interface BatchContext extends IDataObject {
  items?: INodeExecutionData[] & IDataObject[];
  processedItems?: INodeExecutionData[] & IDataObject[];
  currentRunIndex?: number;
  maxRunIndex?: number;
  noItemsLeft?: boolean;
  done?: boolean;
}

/** One run's result: the next batch (empty once every item was handed out) and, from v2, all items looped back so far. */
export interface BatchStep {
  batch: INodeExecutionData[];
  processed: INodeExecutionData[];
}

/**
 * Hands out the next batch. The first run (or one with Reset) takes the input as the list
 * to go through; each later run is the loop coming back, and its input is kept as
 * processed (v2+). Every handed-out item pairs with its place in the first input (v2+
 * through sourceOverwrite, so expressions after the loop resolve to the loop's input).
 */
export function takeBatch(fns: IExecuteFunctions): BatchStep {
  const input = fns.getInputData();
  const context = fns.getContext('node') as BatchContext;
  const version = fns.getNode().typeVersion;
  const batchSize = Math.max(1, Number(fns.getNodeParameter('batchSize', 0, version >= 3 ? 1 : 10)));
  const reset = fns.getNodeParameter('options.reset', 0, false) === true;
  const source: ISourceData | null = fns.getInputSourceData();
  if (context.items === undefined || reset) {
    const all = input.map((item, i) => ({
      ...item,
      pairedItem: version >= 2 && source ? { item: i, sourceOverwrite: source } : pairedItemOf(i),
    }));
    context.currentRunIndex = 0;
    context.maxRunIndex = Math.ceil(input.length / batchSize);
    context.items = all as BatchContext['items'];
    // Only what comes back through the loop counts as processed, never the first input.
    context.processedItems = [] as unknown as BatchContext['processedItems'];
  } else {
    context.currentRunIndex = (context.currentRunIndex ?? 0) + 1;
    const back = input.map((item, i) => ({ ...item, pairedItem: source ? { item: i, sourceOverwrite: source } : pairedItemOf(i) }));
    context.processedItems = [...(context.processedItems ?? []), ...back] as BatchContext['processedItems'];
  }
  const remaining = context.items ?? [];
  const batch = remaining.slice(0, batchSize) as INodeExecutionData[];
  context.items = remaining.slice(batch.length) as BatchContext['items'];
  context.noItemsLeft = context.items!.length === 0;
  context.done = batch.length === 0;
  return { batch, processed: (context.processedItems ?? []) as INodeExecutionData[] };
}
