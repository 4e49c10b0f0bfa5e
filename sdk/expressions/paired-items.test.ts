import { describe, expect, it } from 'vitest';
import type { INodeExecutionData, IRunData, ITaskData } from '../workflow';
import { buildPairedItemGraph, getPairedItemsMapping, pairedItemId, relatedPairedItems } from './paired-item-map';
import { assignPairedItems, getPairedItem, PairedItemError, pairedItemToInputs, runDataLookup } from './paired-items';

const run = (items: INodeExecutionData[], source: ITaskData['source'] = []): ITaskData => ({
  startTime: 0,
  executionTime: 0,
  source,
  data: { main: [items] },
});

const aOut: INodeExecutionData[] = [{ json: { a: 'a0' } }, { json: { a: 'a1' } }, { json: { a: 'a2' } }];
const bOut: INodeExecutionData[] = [
  { json: { b: 'b0' }, pairedItem: { item: 2 } },
  { json: { b: 'b1' }, pairedItem: [{ item: 0 }, { item: 1 }] },
  { json: { b: 'b2' } },
  { json: { b: 'b3' }, pairedItem: 1 },
  { json: { b: 'b4' }, pairedItem: [{ item: 1 }, { item: 1, input: 0 }] },
];
const runData: IRunData = {
  A: [run(aOut)],
  B: [run(bOut, [{ previousNode: 'A' }])],
};
const lookup = runDataLookup(runData);
const fromB = (item: number): INodeExecutionData => getPairedItem(lookup, 'A', { previousNode: 'B' }, { item });

function failure(fn: () => unknown): PairedItemError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PairedItemError);
    return error as PairedItemError;
  }
  throw new Error('expected a paired item error');
}

describe('pairedItemToInputs', () => {
  it('normalizes numbers, objects and lists', () => {
    expect(pairedItemToInputs(undefined)).toEqual([]);
    expect(pairedItemToInputs(3)).toEqual([{ item: 3, input: 0 }]);
    expect(pairedItemToInputs({ item: 1, input: 2 })).toEqual([{ item: 1, input: 2 }]);
    expect(pairedItemToInputs([{ item: 0 }, { item: 4, input: 1 }])).toEqual([
      { item: 0, input: 0 },
      { item: 4, input: 1 },
    ]);
  });
});

describe('getPairedItem', () => {
  it('returns the item of the source itself when it is the wanted node', () => {
    expect(getPairedItem(lookup, 'B', { previousNode: 'B' }, { item: 3 })).toBe(bOut[3]);
  });

  it('follows object, number and single-match list links back', () => {
    expect(fromB(0)).toBe(aOut[2]);
    expect(fromB(3)).toBe(aOut[1]);
    expect(fromB(4)).toBe(aOut[1]);
  });

  it('refuses a list of links that leads to several items', () => {
    expect(failure(() => fromB(1)).message).toBe('Multiple matching items for the expression');
  });

  it('explains missing links', () => {
    expect(failure(() => fromB(2)).message).toBe("Paired item data for an item from node 'B' is unavailable");
    expect(failure(() => getPairedItem(lookup, 'Nope', { previousNode: 'B' }, { item: 0 })).noPath).toBe(true);
    expect(failure(() => getPairedItem(lookup, 'A', { previousNode: 'X' }, { item: 0 })).message).toBe("Node 'X' hasn't been executed");
    expect(failure(() => getPairedItem(lookup, 'A', { previousNode: 'B' }, { item: 99 })).message).toContain('which does not exist');
  });

  it('infers the link when the node had a single input item', () => {
    const single: IRunData = {
      A: [run([{ json: { a: 1 } }])],
      B: [run([{ json: { b: 1 } }, { json: { b: 2 } }], [{ previousNode: 'A' }])],
    };
    expect(getPairedItem(runDataLookup(single), 'A', { previousNode: 'B' }, { item: 1 }).json).toEqual({ a: 1 });
  });

  it('follows links across inputs, runs and outputs', () => {
    const multi: IRunData = {
      X: [run([{ json: { x: 0 } }])],
      Y: [
        run([{ json: { y: 0 } }]),
        { startTime: 0, executionTime: 0, source: [], data: { main: [[{ json: { y: 'run1-out0' } }], [{ json: { y: 'run1-out1' } }]] } },
      ],
      M: [
        run(
          [{ json: { m: 0 }, pairedItem: { item: 0, input: 1 } }],
          [{ previousNode: 'X' }, { previousNode: 'Y', previousNodeRun: 1, previousNodeOutput: 1 }],
        ),
      ],
    };
    expect(getPairedItem(runDataLookup(multi), 'Y', { previousNode: 'M' }, { item: 0 }).json).toEqual({ y: 'run1-out1' });
  });
});

describe('assignPairedItems', () => {
  it('links every output to a single input, or output i to input i', () => {
    expect(assignPairedItems(1, [{ json: {} }, { json: {} }]).map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
    expect(assignPairedItems(2, [{ json: {} }, { json: {}, pairedItem: 0 }]).map((i) => i.pairedItem)).toEqual([{ item: 0 }, 0]);
    expect(assignPairedItems(3, [{ json: {} }]).map((i) => i.pairedItem)).toEqual([undefined]);
  });
});

describe('paired item map for hover highlighting', () => {
  const chain: IRunData = {
    ...runData,
    C: [
      run(
        [
          { json: { c: 0 }, pairedItem: 0 },
          { json: { c: 1 }, pairedItem: 3 },
        ],
        [{ previousNode: 'B' }],
      ),
    ],
  };

  it('links items to their parents and children', () => {
    const graph = buildPairedItemGraph(chain);
    expect(graph.parents.get(pairedItemId('C', 0, 0, 1))).toEqual([pairedItemId('B', 0, 0, 3)]);
    expect(graph.children.get(pairedItemId('A', 0, 0, 1))).toEqual(
      expect.arrayContaining([pairedItemId('B', 0, 0, 1), pairedItemId('B', 0, 0, 3)]),
    );
  });

  it('relates an item to all its ancestors and descendants', () => {
    const graph = buildPairedItemGraph(chain);
    expect(relatedPairedItems(graph, 'C_r0_o0_i1')).toEqual(new Set(['B_r0_o0_i3', 'A_r0_o0_i1']));
    expect(relatedPairedItems(graph, 'A_r0_o0_i2')).toEqual(new Set(['B_r0_o0_i0', 'C_r0_o0_i0']));
    const mapping = getPairedItemsMapping(chain);
    expect(mapping['B_r0_o0_i0']).toEqual(new Set(['A_r0_o0_i2', 'C_r0_o0_i0']));
  });
});
