/**
 * "Batch Processing" of the AI chains (n8n's `options.batching`: Question and Answer Chain
 * from 1.6, Summarization Chain from 2.1): items run `batchSize` at a time, with an optional
 * pause between batches; before those versions one item at a time.
 */
import type { IDataObject, INodeProperties } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../../engine/node-interface';

/** The `batching` option, shown from `minVersion`. */
export function batchingOption(minVersion: number): INodeProperties {
  return {
    displayName: 'Batch Processing',
    name: 'batching',
    type: 'collection',
    placeholder: 'Add Batch Processing Option',
    default: {},
    displayOptions: { show: { '@version': [{ _cnd: { gte: minVersion } }] } },
    options: [
      { displayName: 'Batch Size', name: 'batchSize', type: 'number', default: 5, description: 'How many items to process in parallel' },
      {
        displayName: 'Delay Between Batches',
        name: 'delayBetweenBatches',
        type: 'number',
        default: 0,
        description: 'Delay in milliseconds between batches',
      },
    ],
  };
}

/** Runs `run` for every input item index, in batches when the node's version has them; results in item order. */
export async function runInBatches<T>(
  context: IExecuteFunctions,
  minVersion: number,
  run: (itemIndex: number) => Promise<T>,
): Promise<T[]> {
  const count = context.getInputData().length;
  const enabled = context.getNode().typeVersion >= minVersion;
  const batching = (enabled ? context.getNodeParameter('options.batching', 0, {}) : {}) as IDataObject;
  const batchSize = enabled ? Math.max(1, Math.floor(Number(batching['batchSize'] ?? 5)) || 5) : 1;
  const pause = Math.max(0, Number(batching['delayBetweenBatches'] ?? 0) || 0);
  const out: T[] = [];
  for (let start = 0; start < count; start += batchSize) {
    if (start > 0 && pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const indexes = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => start + i);
    out.push(...(await Promise.all(indexes.map(run))));
  }
  return out;
}
