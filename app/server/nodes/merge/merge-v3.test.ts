/** Merge v3 through the engine: each mode, "Number of Inputs", and n8n's defaults. */
import { describe, expect, it } from 'vitest';
import { runMerge } from './merge-test-helpers';
import { mergeV3InputCount } from './v3';

const a = [
  { id: 1, v: 'one' },
  { id: 2, v: 'one' },
];
const b = [
  { id: '2', v: 'two' },
  { id: 3, v: 'two' },
];
const c = [{ id: 4, v: 'three' }];
const fields = (joinMode: string, extra: Record<string, unknown> = {}) => ({
  mode: 'combine',
  combineBy: 'combineByFields',
  fieldsToMatchString: 'id',
  joinMode,
  ...extra,
});

describe('Merge v3', () => {
  it('appends every input in input order', async () => {
    expect((await runMerge(3, { mode: 'append', numberInputs: 3 }, a, b, c)).json).toEqual([...a, ...b, ...c]);
  });

  it('counts its inputs from "Number of Inputs" where the mode shows it', () => {
    expect(mergeV3InputCount({})).toBe(2);
    expect(mergeV3InputCount({ mode: 'append', numberInputs: 4 })).toBe(4);
    expect(mergeV3InputCount({ mode: 'combineBySql', numberInputs: 3 })).toBe(3);
    expect(mergeV3InputCount({ mode: 'combine', combineBy: 'combineByPosition', numberInputs: 5 })).toBe(5);
    expect(mergeV3InputCount({ mode: 'combine', numberInputs: 5 })).toBe(2);
  });

  it('choose branch: the specified input, an error for an input it does not have, or one empty item', async () => {
    expect((await runMerge(3.2, { mode: 'chooseBranch', numberInputs: 3, useDataOfInput: 3 }, a, b, c)).json).toEqual(c);
    expect((await runMerge(3.2, { mode: 'chooseBranch' }, a, b)).json).toEqual(a);
    expect((await runMerge(3.2, { mode: 'chooseBranch', useDataOfInput: 3 }, a, b)).error).toBe("Input 3 doesn't exist");
    const empty = await runMerge(3.1, { mode: 'chooseBranch', output: 'empty' }, a, c);
    expect(empty.items).toEqual([
      {
        json: {},
        pairedItem: [
          { item: 0, input: 0 },
          { item: 1, input: 0 },
          { item: 0, input: 1 },
        ],
      },
    ]);
  });

  it('matching fields: one field name for both inputs, input 2 winning clashes', async () => {
    const run = await runMerge(3, fields('keepMatches', { options: { fuzzyCompare: true } }), a, b);
    expect(run.json).toEqual([{ id: '2', v: 'two' }]);
    expect(run.items[0]!.pairedItem).toEqual([
      { item: 1, input: 0 },
      { item: 0, input: 1 },
    ]);
    // Without fuzzy compare 2 and '2' differ.
    expect((await runMerge(3, fields('keepMatches'), a, b)).json).toEqual([]);
  });

  it('matching fields: different names, enrich input 2 (input 1 wins when clash handling is unset), keep everything', async () => {
    const advanced = { advanced: true, mergeByFields: { values: [{ field1: 'id', field2: 'key' }] } };
    const two = [
      { key: 2, v: 'two' },
      { key: 5, v: 'two' },
    ];
    expect((await runMerge(3.1, fields('enrichInput2', advanced), a, two)).json).toEqual([
      { id: 2, key: 2, v: 'one' },
      { key: 5, v: 'two' },
    ]);
    const preferLast = { options: { clashHandling: { values: { resolveClash: 'preferLast' } } } };
    expect((await runMerge(3.1, fields('enrichInput2', { ...advanced, ...preferLast }), a, two)).json).toEqual([
      { id: 2, key: 2, v: 'two' },
      { key: 5, v: 'two' },
    ]);
    const suffix = { options: { clashHandling: { values: { resolveClash: 'addSuffix' } } } };
    expect((await runMerge(3.2, fields('keepEverything', { ...advanced, ...suffix }), a, two)).json).toEqual([
      { id_1: 2, v_1: 'one', key_2: 2, v_2: 'two' },
      { id_1: 1, v_1: 'one' },
      { key_2: 5, v_2: 'two' },
    ]);
  });

  it('matching fields: "first match only", output from one input, and the missing-fields error', async () => {
    const twice = [
      { id: 1, n: 1 },
      { id: 1, n: 2 },
    ];
    expect((await runMerge(3, fields('enrichInput1', { options: { multipleMatches: 'first' } }), a, twice)).json).toEqual([
      { id: 1, v: 'one', n: 1 },
      { id: 2, v: 'one' },
    ]);
    expect((await runMerge(3, fields('keepMatches', { outputDataFrom: 'input1' }), a, twice)).json).toEqual([a[0]]);
    expect((await runMerge(3, fields('keepNonMatches', { fieldsToMatchString: '' }), a, b)).error).toBe(
      'You need to define at least one pair of fields in "Fields to Match" to match on',
    );
  });

  it('position over three inputs: the last input wins, the shortest sets the count unless unpaired items are kept', async () => {
    const position = { mode: 'combine', combineBy: 'combineByPosition', numberInputs: 3 };
    const one = [{ x: 1, v: 1 }, { x: 2 }];
    const two = [{ y: 1, v: 2 }, { y: 2 }];
    const three = [{ z: 1, v: 3 }];
    const run = await runMerge(3, position, one, two, three);
    expect(run.json).toEqual([{ x: 1, y: 1, z: 1, v: 3 }]);
    expect(run.items[0]!.pairedItem).toEqual([
      { item: 0, input: 0 },
      { item: 0, input: 1 },
      { item: 0, input: 2 },
      { item: 0, input: 2 },
    ]);
    const unpaired = { ...position, options: { includeUnpaired: true, clashHandling: { values: { resolveClash: 'preferInput1' } } } };
    expect((await runMerge(3, unpaired, one, two, three)).json).toEqual([
      { x: 1, y: 1, z: 1, v: 1 },
      { x: 2, y: 2 },
    ]);
  });

  it('position with "Add Input Number": the last input also comes unrenamed (n8n takes it before renaming)', async () => {
    const position = {
      mode: 'combine',
      combineBy: 'combineByPosition',
      options: { clashHandling: { values: { resolveClash: 'addSuffix' } } },
    };
    expect((await runMerge(3, position, [{ v: 1 }], [{ v: 2 }])).json).toEqual([{ v_1: 1, v_2: 2, v: 2 }]);
  });

  it('all possible combinations: "Prefer Input 1" runs input 2 outside and lets input 1 win', async () => {
    const all = { mode: 'combine', combineBy: 'combineAll' };
    expect((await runMerge(3, all, [{ v: 1 }, { v: 2 }], [{ w: 'a' }, { w: 'b' }])).json).toEqual([
      { v: 1, w: 'a' },
      { v: 1, w: 'b' },
      { v: 2, w: 'a' },
      { v: 2, w: 'b' },
    ]);
    const prefer = { ...all, options: { clashHandling: { values: { resolveClash: 'preferInput1' } } } };
    expect((await runMerge(3, prefer, [{ v: 1 }, { v: 2 }], [{ v: 'a' }, { v: 'b' }])).json).toEqual([
      { v: 1 },
      { v: 2 },
      { v: 1 },
      { v: 2 },
    ]);
  });
});
