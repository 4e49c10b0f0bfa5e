import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from './node-interface';
import type { NodeTypeRegistry } from './node-type-registry';
import { createCoreNodeTypes } from '../nodes';
import { WorkflowGraph } from './graph';
import { connect, node } from './testing/nodes';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

const trigger = () => node('Start', 'manualTrigger');
const v1 = { executionOrder: 'v1' as const };

/** Start → A → B → A: No Operation nodes that pass one item round forever. */
const cycle = () => ({
  nodes: [trigger(), node('A', 'noOp'), node('B', 'noOp')],
  connections: connect(['Start', 'A'], ['A', 'B'], ['B', 'A']),
  settings: v1,
});

/** `{ v: [{ v: … }] }` nested `depth` levels, built without recursion. */
function deepJson(depth: number): IDataObject {
  let value: unknown = 1;
  for (let i = 1; i < depth; i++) value = i % 2 ? [value] : { v: value };
  return { v: value } as IDataObject;
}

describe('engine limits: node runs', () => {
  it('ends an endless loop at maxNodeRuns with an error naming the loop', async () => {
    const result = await runTestWorkflow(cycle(), { limits: { maxNodeRuns: 50 } });
    expect(result.status).toBe('error');
    const error = result.data.resultData.error;
    expect(error?.message).toBe(
      'The execution stopped after 50 node runs (EXECUTIONS_MAX_NODE_RUNS): the loop "A" → "B" → "A" kept running',
    );
    expect(error?.description).toContain('If node');
    const { runData } = result.data.resultData;
    expect(runData['Start']!.length + runData['A']!.length + runData['B']!.length).toBe(50);
  });

  it('counts node runs exactly: a Loop Over Items that ends by itself fits a cap of its own size', async () => {
    const wf = {
      nodes: [
        trigger(),
        node('Loop', 'splitInBatches', { batchSize: 1, options: {} }, { typeVersion: 2 }),
        node('Body', 'noOp'),
        node('Done?', 'if', { conditions: { boolean: [{ value1: "={{ $('Loop').context.noItemsLeft }}", value2: true }] } }),
        node('End', 'noOp'),
      ],
      connections: connect(['Start', 'Loop'], ['Loop', 'Body'], ['Body', 'Done?'], ['Done?', 'End', 0], ['Done?', 'Loop', 1]),
      settings: v1,
    };
    const pinData = { Start: Array.from({ length: 20 }, (_, i) => ({ json: { i } })) };
    const free = await runTestWorkflow(wf, { pinData });
    expect(free.status).toBe('success');
    expect(outputJson(free, 'End')).toEqual([{ i: 19 }]);
    const runs = Object.values(free.data.resultData.runData).reduce((sum, list) => sum + list.length, 0);
    expect(free.data.resultData.runData['Body']).toHaveLength(20);

    expect((await runTestWorkflow(wf, { pinData, limits: { maxNodeRuns: runs } })).status).toBe('success');
    const capped = await runTestWorkflow(wf, { pinData, limits: { maxNodeRuns: runs - 1 } });
    expect(capped.status).toBe('error');
    expect(capped.data.resultData.error?.message).toContain('the loop "Loop" → "Body" → "Done?" → "Loop" kept running');
  });

  it('hands the event loop back while it loops: a timer can stop a cycle', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 0);
    const result = await runTestWorkflow(cycle(), { signal: controller.signal, limits: { maxNodeRuns: Number.MAX_SAFE_INTEGER } });
    expect(result.status).toBe('canceled');
    expect(result.data.resultData.error?.message).toBe('The execution was cancelled');
  });

  it('ends at once when stopped while a node is still busy, and records nothing after', async () => {
    const nodeTypes: NodeTypeRegistry = createCoreNodeTypes();
    const stuck: INodeType = {
      description: {
        displayName: 'Stuck',
        name: 'test.stuck',
        group: ['transform'],
        version: 1,
        description: 'Never settles',
        defaults: { name: 'Stuck' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [],
      },
      // Ignores the run's signal, as a node waiting on something without a timeout would.
      execute: () => new Promise(() => undefined),
    };
    nodeTypes.register(stuck);
    const controller = new AbortController();
    const wf = {
      nodes: [trigger(), node('Stuck', 'test.stuck'), node('After', 'noOp')],
      connections: connect(['Start', 'Stuck'], ['Stuck', 'After']),
      settings: v1,
    };
    const result = await runTestWorkflow(wf, {
      signal: controller.signal,
      services: { nodeTypes },
      hooks: { nodeExecuteBefore: (name) => name === 'Stuck' && setTimeout(() => controller.abort(), 0) },
    });
    expect(result.status).toBe('canceled');
    expect(result.data.resultData.runData['Stuck']).toBeUndefined();
    expect(result.data.resultData.runData['After']).toBeUndefined();
  });

  it('names the shortest loop through a node, and none for a node on no loop', () => {
    const graph = new WorkflowGraph(
      ['S', 'A', 'B', 'C', 'D'].map((name) => node(name, 'noOp')),
      connect(['S', 'A'], ['A', 'B'], ['B', 'C'], ['C', 'A'], ['B', 'D'], ['D', 'B']),
    );
    expect(graph.cycleThrough('A')).toEqual(['A', 'B', 'C', 'A']);
    expect(graph.cycleThrough('B')).toEqual(['B', 'D', 'B']);
    expect(graph.cycleThrough('S')).toBeUndefined();
  });
});

describe('engine limits: output depth and data size', () => {
  it('fails the node whose output nests too deeply, whatever its error settings, and keeps none of it', async () => {
    const wf = {
      nodes: [trigger(), node('Deep', 'noOp', {}, { onError: 'continueRegularOutput' }), node('After', 'noOp')],
      connections: connect(['Start', 'Deep'], ['Deep', 'After']),
      settings: v1,
    };
    const result = await runTestWorkflow(wf, { pinData: { Deep: [{ json: deepJson(20_000) }] } });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe(
      'The output of node "Deep" nests deeper than 136 levels (or refers to itself), which an execution cannot keep',
    );
    const run = result.data.resultData.runData['Deep']![0]!;
    expect(run.executionStatus).toBe('error');
    expect(run.data).toBeUndefined();
    expect(result.data.resultData.runData['After']).toBeUndefined();
    // The run data can be saved (no stack overflow writing it).
    expect(() => JSON.stringify(result.data.resultData.runData)).not.toThrow();
  });

  it('measures every key of an item, not only json', async () => {
    const deepBinary: INodeType = {
      description: {
        displayName: 'Deep binary',
        name: 'test.deepBinary',
        group: ['transform'],
        version: 1,
        description: 'Deep binary',
        defaults: { name: 'Deep' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [],
      },
      execute: async () => [[{ json: {}, binary: { data: deepJson(20_000) } as never }]],
    };
    const nodeTypes = createCoreNodeTypes();
    nodeTypes.register(deepBinary);
    const result = await runTestWorkflow(
      { nodes: [trigger(), node('Deep', 'test.deepBinary')], connections: connect(['Start', 'Deep']), settings: v1 },
      { services: { nodeTypes } },
    );
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toContain('The output of node "Deep" nests deeper than 136 levels');
  });

  it('keeps outputs within the depth limit', async () => {
    const wf = { nodes: [trigger(), node('Deep', 'noOp')], connections: connect(['Start', 'Deep']), settings: v1 };
    const result = await runTestWorkflow(wf, { pinData: { Deep: [{ json: deepJson(136) }] } });
    expect(result.status).toBe('success');
    const tooDeep = await runTestWorkflow(wf, { pinData: { Deep: [{ json: deepJson(137) }] } });
    expect(tooDeep.status).toBe('error');
  });

  it('fails the run once its data passes maxDataSize, naming the node; data passed on unchanged is not counted again', async () => {
    const copy = node(
      'Copy',
      'set',
      { assignments: { assignments: [{ id: 'a', name: 'copied', value: 'yes', type: 'string' }] }, includeOtherFields: true },
      { typeVersion: 3.4 },
    );
    const wf = {
      nodes: [trigger(), node('A', 'noOp'), node('B', 'noOp'), copy],
      connections: connect(['Start', 'A'], ['A', 'B'], ['B', 'Copy']),
      settings: v1,
    };
    // 40 items of ~1 KB: ~41 KB of data, passed on by A and B, copied by Copy.
    const pinData = { Start: Array.from({ length: 40 }, (_, i) => ({ json: { i, text: 'x'.repeat(1000) } })) };
    const fits = await runTestWorkflow(wf, { pinData, limits: { maxDataSize: 100_000 } });
    expect(fits.status).toBe('success');
    const result = await runTestWorkflow(wf, { pinData, limits: { maxDataSize: 60_000 } });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe(
      'The execution\'s data passed the limit of 0.06 MiB (EXECUTIONS_DATA_MAX_SIZE) at node "Copy"',
    );
    expect(outputJson(result, 'B')).toHaveLength(40);
    expect(result.data.resultData.runData['Copy']![0]!.data).toBeUndefined();
  });
});
