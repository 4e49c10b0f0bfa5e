/** The deduplication helpers over a store that answers slowly, as a database under load does. */
import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { deduplicationHelpers, type DeduplicationStore } from './deduplication';

/** An in-memory store whose every call resolves only on a later turn of the event loop. */
function slowStore(): DeduplicationStore {
  const rows = new Map<string, unknown>();
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(value())));
  return {
    get: (workflow, context) => later(() => rows.get(`${workflow}/${context}`)),
    set: (workflow, context, value) => later(() => void rows.set(`${workflow}/${context}`, value)),
    delete: (workflow, context) => later(() => void rows.delete(`${workflow}/${context}`)),
  };
}

const node = {
  id: 'n1',
  name: 'Dedupe',
  type: 'n8n-nodes-base.removeDuplicates',
  typeVersion: 2,
  position: [0, 0],
  parameters: {},
} as INode;

describe('deduplication helpers', () => {
  it('let only one of two checks running at once keep a new value', async () => {
    const store = slowStore();
    const first = deduplicationHelpers(store, 'wf', node);
    const second = deduplicationHelpers(store, 'wf', node);
    const results = await Promise.all([
      first.checkProcessedAndRecord(['x'], 'node', { mode: 'entries' }),
      second.checkProcessedAndRecord(['x'], 'node', { mode: 'entries' }),
    ]);
    expect(results.map((result) => result.new)).toEqual([['x'], []]);
  });

  it('forget the oldest values beyond the history size', async () => {
    const helpers = deduplicationHelpers(slowStore(), 'wf', node);
    await helpers.checkProcessedAndRecord(['a', 'b', 'c'], 'workflow', { mode: 'entries', maxEntries: 2 });
    expect(await helpers.getProcessedDataCount('workflow', { mode: 'entries' })).toBe(2);
    expect(await helpers.checkProcessedAndRecord(['a', 'c'], 'workflow', { mode: 'entries', maxEntries: 2 })).toEqual({
      new: ['a'],
      processed: ['c'],
    });
  });
});
