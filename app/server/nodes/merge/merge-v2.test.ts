/** Merge v2/v2.1 through the engine: n8n's answers where its own tests and source pin them. */
import { describe, expect, it } from 'vitest';
import { runMerge } from './merge-test-helpers';

const a = [
  { id: 1, a: 'x' },
  { id: 2, a: 'y' },
];
const b = [
  { id: 2, b: 'p' },
  { id: 3, b: 'q' },
];
const byId = { mode: 'combine', combinationMode: 'mergeByFields', mergeByFields: { values: [{ field1: 'id', field2: 'id' }] } };

describe('Merge v2', () => {
  it('passes input 1 through when input 2 has no items (by position, enrich input 1, keep everything)', async () => {
    expect((await runMerge(2.1, { mode: 'combine', combinationMode: 'mergeByPosition' }, a, [])).json).toEqual(a);
    expect((await runMerge(2.1, { ...byId, joinMode: 'enrichInput1' }, a, [])).json).toEqual(a);
    expect((await runMerge(2.1, { ...byId, joinMode: 'keepEverything' }, a, [])).json).toEqual(a);
    expect((await runMerge(2.1, { ...byId, joinMode: 'keepMatches' }, a, [])).json).toEqual([]);
    expect((await runMerge(2.1, { mode: 'combine', combinationMode: 'multiplex' }, a, [])).json).toEqual([]);
  });

  it('2.0 fails when a match field is on no item of an input; 2.1 does not', async () => {
    expect((await runMerge(2, { ...byId, joinMode: 'enrichInput1' }, a, [])).error).toBe(
      "Field 'id' is not present in any of items in 'Input 2'",
    );
    const keyed = { ...byId, mergeByFields: { values: [{ field1: 'id', field2: 'key' }] }, joinMode: 'enrichInput1' };
    expect((await runMerge(2, keyed, a, b)).error).toBe("Field 'key' is not present in any of items in 'Input 2'");
    expect((await runMerge(2.1, keyed, a, b)).json).toEqual(a);
  });

  it('multiplex with "Prefer Input 1" pairs input 2 items outside, input 1 values winning', async () => {
    const parameters = {
      mode: 'combine',
      combinationMode: 'multiplex',
      options: { clashHandling: { values: { resolveClash: 'preferInput1' } } },
    };
    const run = await runMerge(
      2,
      parameters,
      [{ v: 1 }, { v: 2 }],
      [
        { v: 'a', w: 1 },
        { v: 'b', w: 2 },
      ],
    );
    expect(run.json).toEqual([
      { v: 1, w: 1 },
      { v: 2, w: 1 },
      { v: 1, w: 2 },
      { v: 2, w: 2 },
    ]);
  });

  it('keep non-matches from both inputs marks each item with _source', async () => {
    const run = await runMerge(2.1, { ...byId, joinMode: 'keepNonMatches', outputDataFrom: 'both' }, a, b);
    expect(run.json).toEqual([
      { id: 1, a: 'x', _source: 'input1' },
      { id: 3, b: 'q', _source: 'input2' },
    ]);
    expect((await runMerge(2.1, { ...byId, joinMode: 'keepNonMatches', outputDataFrom: 'input2' }, a, b)).json).toEqual([
      { id: 3, b: 'q' },
    ]);
  });

  it('choose branch keeps paired items; the empty item is paired with every input item', async () => {
    const second = await runMerge(2.1, { mode: 'chooseBranch', output: 'input2' }, a, b);
    expect(second.items.map((item) => item.pairedItem)).toEqual([
      { item: 0, input: 1 },
      { item: 1, input: 1 },
    ]);
    const empty = await runMerge(2.1, { mode: 'chooseBranch', output: 'empty' }, a, b);
    expect(empty.items).toEqual([
      {
        json: {},
        pairedItem: [
          { item: 0, input: 0 },
          { item: 1, input: 0 },
          { item: 0, input: 1 },
          { item: 1, input: 1 },
        ],
      },
    ]);
  });

  it('enriching puts the merged items first (in input 1 order), then the unmatched ones', async () => {
    // With clash handling unset, n8n lets input 1 win when enriching input 2 (input 2 otherwise).
    const one = [
      { id: 3, v: 'one' },
      { id: 2, v: 'one' },
    ];
    const two = [
      { id: 2, v: 'two' },
      { id: 3, v: 'two' },
      { id: 4, v: 'two' },
    ];
    expect((await runMerge(2.1, { ...byId, joinMode: 'enrichInput2' }, one, two)).json).toEqual([
      { id: 3, v: 'one' },
      { id: 2, v: 'one' },
      { id: 4, v: 'two' },
    ]);
    expect((await runMerge(2.1, { ...byId, joinMode: 'enrichInput1' }, [...one, { id: 9, v: 'one' }], two)).json).toEqual([
      { id: 3, v: 'two' },
      { id: 2, v: 'two' },
      { id: 9, v: 'one' },
    ]);
    const suffixed = await runMerge(
      2.1,
      { ...byId, joinMode: 'enrichInput1', options: { clashHandling: { values: { resolveClash: 'addSuffix' } } } },
      a,
      b,
    );
    expect(suffixed.json).toEqual([
      { id_1: 2, a_1: 'y', id_2: 2, b_2: 'p' },
      { id_1: 1, a_1: 'x' },
    ]);
  });

  it('merges nested arrays index by index (lodash merge), and minimizes empty fields on request', async () => {
    const parameters = { mode: 'combine', combinationMode: 'mergeByPosition' };
    expect((await runMerge(2.1, parameters, [{ tags: ['a', 'b', 'c'], n: { x: 1 } }], [{ tags: ['z'], n: { y: 2 } }])).json).toEqual([
      { tags: ['z', 'b', 'c'], n: { x: 1, y: 2 } },
    ]);
    const minimize = { ...parameters, options: { clashHandling: { values: { resolveClash: 'preferInput2', overrideEmpty: true } } } };
    expect((await runMerge(2.1, minimize, [{ v: 'kept', w: 1 }], [{ v: '', w: null }])).json).toEqual([{ v: 'kept', w: 1 }]);
  });

  it('refuses a field pair with one side empty', async () => {
    const run = await runMerge(2.1, { ...byId, mergeByFields: { values: [{ field1: 'id', field2: '' }] } }, a, b);
    expect(run.error).toContain('You need to define both fields in "Fields to Match" for pair 1');
  });
});
