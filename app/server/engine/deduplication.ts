/**
 * The deduplication history nodes keep across executions (n8n's `IDeduplicationHelpers`,
 * used by Remove Duplicates v2): per workflow, either for the whole workflow or per node.
 *
 * Three modes, as in n8n: `entries` remembers the values seen (as hashes, the newest
 * `maxEntries`), `latestIncrementalKey` the highest number, `latestDate` the latest date.
 * A history recorded in one mode is refused in another rather than misread.
 */
import { createHash } from 'node:crypto';
import type { INode } from '@sdk/workflow';
import { NodeOperationError } from './node-errors';

/** Where histories are kept (the database's `processed_data`). */
export interface DeduplicationStore {
  get(workflowId: string, context: string): Promise<unknown>;
  set(workflowId: string, context: string, value: unknown): Promise<void>;
  delete(workflowId: string, context: string): Promise<void>;
}

/** Shared by the workflow's nodes, or this node's own. */
export type DeduplicationScope = 'workflow' | 'node';
export type DeduplicationMode = 'entries' | 'latestIncrementalKey' | 'latestDate';

export interface ICheckProcessedOptions {
  mode: DeduplicationMode;
  /** `entries`: how many values to remember (the oldest are forgotten first). */
  maxEntries?: number;
}

/** Which of the values given were new and which were seen before. */
export interface IDeduplicationOutput {
  new: string[];
  processed: string[];
}

/** The helpers a node gets (`this.helpers`). */
export interface IDeduplicationHelpers {
  /** Sorts `values` into new and seen, and remembers the new ones. */
  checkProcessedAndRecord(
    values: Array<string | number>,
    scope: DeduplicationScope,
    options: ICheckProcessedOptions,
  ): Promise<IDeduplicationOutput>;
  /** Forgets `values` (`entries` mode). */
  removeProcessed(values: Array<string | number>, scope: DeduplicationScope, options: ICheckProcessedOptions): Promise<void>;
  /** Forgets the whole history of the scope. */
  clearAllProcessedItems(scope: DeduplicationScope, options: ICheckProcessedOptions): Promise<void>;
  /** How many values the scope remembers (`entries` mode; 0 otherwise). */
  getProcessedDataCount(scope: DeduplicationScope, options: ICheckProcessedOptions): Promise<number>;
}

interface Stored {
  mode: DeduplicationMode;
  data: string[] | number | string;
}

const hash = (value: string | number) => createHash('sha256').update(String(value)).digest('base64url');

/**
 * Checks of one history run one after another: each reads the history, decides and writes
 * it back, so two executions running at once (parallel webhook calls) must not interleave
 * or both would keep the same item. The server is one process; the chain is per history.
 */
const queues = new WeakMap<DeduplicationStore, Map<string, Promise<unknown>>>();

function serialized<T>(store: DeduplicationStore, key: string, task: () => Promise<T>): Promise<T> {
  let byKey = queues.get(store);
  if (!byKey) queues.set(store, (byKey = new Map()));
  const previous = byKey.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  byKey.set(key, settled);
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return next;
}

function isStored(value: unknown): value is Stored {
  return value !== null && typeof value === 'object' && 'mode' in value && 'data' in value;
}

/** The helpers for `node` of the workflow `workflowId`; without a store or a saved workflow they explain why they cannot work. */
export function deduplicationHelpers(
  store: DeduplicationStore | undefined,
  workflowId: string | undefined,
  node: INode,
): IDeduplicationHelpers {
  const contextOf = (scope: DeduplicationScope) => (scope === 'workflow' ? 'workflow' : `node:${node.id}`);
  const open = async (scope: DeduplicationScope, mode: DeduplicationMode) => {
    if (!store)
      throw new NodeOperationError(node, 'Deduplication history is not available here', {
        description: 'Items processed in previous executions are remembered by the server; run the workflow there.',
      });
    if (!workflowId)
      throw new NodeOperationError(node, 'Save the workflow to remember items across executions', {
        description: 'The deduplication history is kept per saved workflow.',
      });
    const context = contextOf(scope);
    const stored = await store.get(workflowId, context);
    if (isStored(stored) && stored.mode !== mode) {
      throw new NodeOperationError(
        node,
        "Deduplication data was originally saved with an incompatible setting of the 'Keep Items Where' parameter. Try the 'Clean Database' operation to reset.",
      );
    }
    return { store, workflowId, context, stored: isStored(stored) ? stored : undefined };
  };

  const inTurn = <T>(scope: DeduplicationScope, task: () => Promise<T>): Promise<T> =>
    store && workflowId ? serialized(store, `${workflowId}\u0000${contextOf(scope)}`, task) : task();

  return {
    checkProcessedAndRecord: (values, scope, options) =>
      inTurn(scope, async () => {
        const { store: target, workflowId: id, context, stored } = await open(scope, options.mode);
        const result: IDeduplicationOutput = { new: [], processed: [] };
        if (options.mode === 'entries') {
          const seen = Array.isArray(stored?.data) ? [...stored.data] : [];
          const known = new Set(seen);
          for (const value of values) {
            const key = hash(value);
            if (known.has(key)) result.processed.push(String(value));
            else {
              result.new.push(String(value));
              known.add(key);
              seen.push(key);
            }
          }
          const max = options.maxEntries && options.maxEntries > 0 ? options.maxEntries : seen.length;
          await target.set(id, context, { mode: 'entries', data: seen.slice(Math.max(0, seen.length - max)) });
          return result;
        }
        const asNumber = (value: string | number) => (options.mode === 'latestDate' ? new Date(value).getTime() : Number(value));
        const previous = stored === undefined ? undefined : asNumber(stored.data as string | number);
        let latest = previous;
        let latestValue = stored?.data as string | number | undefined;
        for (const value of values) {
          const number = asNumber(value);
          if (previous !== undefined && number <= previous) {
            result.processed.push(String(value));
            continue;
          }
          result.new.push(String(value));
          if (latest === undefined || number > latest) {
            latest = number;
            latestValue = options.mode === 'latestDate' ? new Date(value).toISOString() : number;
          }
        }
        if (latestValue !== undefined) await target.set(id, context, { mode: options.mode, data: latestValue });
        return result;
      }),
    removeProcessed: (values, scope, options) =>
      inTurn(scope, async () => {
        const { store: target, workflowId: id, context, stored } = await open(scope, options.mode);
        if (options.mode !== 'entries' || !Array.isArray(stored?.data)) return;
        const drop = new Set(values.map(hash));
        await target.set(id, context, { mode: 'entries', data: stored.data.filter((key) => !drop.has(key)) });
      }),
    clearAllProcessedItems: (scope) =>
      inTurn(scope, async () => {
        if (!store || !workflowId) return;
        await store.delete(workflowId, contextOf(scope));
      }),
    async getProcessedDataCount(scope, options) {
      if (!store || !workflowId) return 0;
      const stored = await store.get(workflowId, contextOf(scope));
      return options.mode === 'entries' && isStored(stored) && Array.isArray(stored.data) ? stored.data.length : 0;
    },
  };
}
