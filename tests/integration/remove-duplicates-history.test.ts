/**
 * Remove Duplicates v2 "Remove Items Processed in Previous Executions" and "Clear
 * Deduplication History" against real databases: the history lives in `processed_data`
 * (migration 0004) on SQLite and on PostgreSQL at 127.0.0.1:5432 (database `test`; set
 * SWITCHYARD_TEST_POSTGRES=0 to leave it out). Each execution is a separate engine run
 * over the same store, as successive executions of a saved workflow are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INode } from '@sdk/workflow';
import { createRepositories, migrate } from '../../app/server/db';
import type { DatabaseHandle, Repositories } from '../../app/server/db';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { dialects } from './db-test-support';

describe.each(dialects)('Remove Duplicates history on $name', (dialect) => {
  let handle: DatabaseHandle;
  let repos: Repositories;

  beforeAll(async () => {
    handle = await dialect.open();
    await migrate(handle);
    repos = createRepositories(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await dialect.dispose();
  });

  /** A saved workflow whose Dedupe node (and a second one, Other) run one after the other on `items`. */
  async function savedWorkflow(parameters: IDataObject, otherParameters: IDataObject = parameters) {
    const dedupe = node('Dedupe', 'removeDuplicates', parameters as never, { typeVersion: 2 });
    const other = node('Other', 'removeDuplicates', otherParameters as never, { typeVersion: 2 });
    const nodes: INode[] = [node('Input', 'noOp'), dedupe, other];
    const connections = connect(['Input', 'Dedupe'], ['Input', 'Other']);
    const record = await repos.workflows.create({ name: `Dedupe ${Math.random()}`, nodes, connections });
    const execute = async (items: IDataObject[], only: 'Dedupe' | 'Other' = 'Dedupe') => {
      const result = await runTestWorkflow(
        { id: record.id, nodes: nodes.filter((n) => n.name === 'Input' || n.name === only), connections },
        { pinData: { Input: items.map((json) => ({ json })) }, startNodes: ['Input'], services: { deduplication: repos.processedData } },
      );
      return { error: result.data.resultData.error?.message, output: outputJson(result, only) };
    };
    return { id: record.id, execute };
  }

  const seen = { operation: 'removeItemsSeenInPreviousExecutions', dedupeField: '={{ $json.id }}' };

  it('keeps only values no earlier execution had, including repeats within one execution', async () => {
    const workflow = await savedWorkflow(seen);
    expect((await workflow.execute([{ id: 1 }, { id: 2 }, { id: 1 }])).output).toEqual([{ id: 1 }, { id: 1 }, { id: 2 }]);
    expect((await workflow.execute([{ id: 2 }, { id: 3 }])).output).toEqual([{ id: 3 }]);
    expect((await workflow.execute([{ id: 1 }, { id: 3 }])).output).toEqual([]);
  });

  it('keeps a node its own history, or shares the workflow one', async () => {
    const workflow = await savedWorkflow(seen, seen);
    await workflow.execute([{ id: 'a' }]);
    expect((await workflow.execute([{ id: 'a' }], 'Other')).output).toEqual([{ id: 'a' }]);
    const shared = { ...seen, options: { scope: 'workflow' } };
    const sharing = await savedWorkflow(shared, shared);
    await sharing.execute([{ id: 'a' }]);
    expect((await sharing.execute([{ id: 'a' }], 'Other')).output).toEqual([]);
  });

  it('keeps only values above the highest number seen, or later than the latest date', async () => {
    const numbers = await savedWorkflow({
      operation: 'removeItemsSeenInPreviousExecutions',
      logic: 'removeItemsUpToStoredIncrementalKey',
      incrementalDedupeField: '={{ $json.n }}',
    });
    expect((await numbers.execute([{ n: 5 }, { n: 3 }])).output).toEqual([{ n: 5 }, { n: 3 }]);
    expect((await numbers.execute([{ n: 4 }, { n: 6 }, { n: 5 }])).output).toEqual([{ n: 6 }]);
    const dates = await savedWorkflow({
      operation: 'removeItemsSeenInPreviousExecutions',
      logic: 'removeItemsUpToStoredDate',
      dateDedupeField: '={{ $json.at }}',
    });
    await dates.execute([{ at: '2024-05-01T10:00:00Z' }]);
    expect((await dates.execute([{ at: '2024-04-30T10:00:00Z' }, { at: '2024-05-02T00:00:00Z' }])).output).toEqual([
      { at: '2024-05-02T00:00:00Z' },
    ]);
  });

  it('refuses a value that is not a number, and a history larger than its size', async () => {
    const numbers = await savedWorkflow({
      operation: 'removeItemsSeenInPreviousExecutions',
      logic: 'removeItemsUpToStoredIncrementalKey',
      incrementalDedupeField: '={{ $json.n }}',
    });
    expect((await numbers.execute([{ n: 'seven' }])).error).toBe("The value 'seven' is not a number. Please provide a number.");
    const small = await savedWorkflow({ ...seen, options: { historySize: 2 } });
    expect((await small.execute([{ id: 1 }, { id: 2 }, { id: 3 }])).error).toMatch(/exceeds the maximum history size/);
  });

  it('forgets the history when cleared, and with the workflow', async () => {
    const workflow = await savedWorkflow(seen, { operation: 'clearDeduplicationHistory', mode: 'cleanDatabase' });
    await workflow.execute([{ id: 9 }]);
    expect((await workflow.execute([{ id: 9 }])).output).toEqual([]);
    // The Other node clears the Dedupe node's history only when both use the workflow scope.
    expect((await workflow.execute([{ x: 1 }], 'Other')).output).toEqual([{ x: 1 }]);
    expect((await workflow.execute([{ id: 9 }])).output).toEqual([]);
    const shared = await savedWorkflow(
      { ...seen, options: { scope: 'workflow' } },
      { operation: 'clearDeduplicationHistory', options: { scope: 'workflow' } },
    );
    await shared.execute([{ id: 9 }]);
    await shared.execute([{ x: 1 }], 'Other');
    expect((await shared.execute([{ id: 9 }])).output).toEqual([{ id: 9 }]);
    await repos.workflows.delete(shared.id);
    expect(await repos.processedData.get(shared.id, 'workflow')).toBeUndefined();
  });

  it('refuses a history recorded with another "keep items where" setting', async () => {
    const workflow = await savedWorkflow(
      { ...seen, options: { scope: 'workflow' } },
      {
        operation: 'removeItemsSeenInPreviousExecutions',
        logic: 'removeItemsUpToStoredIncrementalKey',
        incrementalDedupeField: '={{ $json.id }}',
        options: { scope: 'workflow' },
      },
    );
    await workflow.execute([{ id: 1 }]);
    expect((await workflow.execute([{ id: 2 }], 'Other')).error).toMatch(/incompatible setting/);
  });
});
