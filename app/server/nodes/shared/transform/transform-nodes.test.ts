/**
 * Edge cases of the Transform nodes (Split Out, Aggregate, Limit, Sort, Summarize, Remove
 * Duplicates, Item Lists) run through the engine: missing fields, dotted paths, disabled
 * dot notation, binary data and empty input, as n8n's versions answer them.
 */
import { describe, expect, it } from 'vitest';
import type { IBinaryData, IDataObject, INodeExecutionData } from '@sdk/workflow';
import { connect, node } from '../../../engine/testing/nodes';
import { runTestWorkflow } from '../../../engine/testing/run-test-workflow';

const binary = (fileName: string, mimeType = 'text/plain', fileSize = '5 B'): IBinaryData => ({
  data: Buffer.from(fileName).toString('base64'),
  mimeType,
  fileName,
  fileSize,
  fileExtension: 'txt',
  fileType: 'text',
});

async function run(type: string, parameters: IDataObject, input: INodeExecutionData[], typeVersion = 1) {
  const target = node('Target', type, parameters as never, { typeVersion });
  const result = await runTestWorkflow(
    { nodes: [node('Input', 'noOp'), target], connections: connect(['Input', 'Target']) },
    { pinData: { Input: input }, startNodes: ['Input'] },
  );
  const runs = result.data.resultData.runData['Target'];
  const output = runs?.[runs.length - 1]?.data?.main?.[0] ?? [];
  return { error: result.data.resultData.error?.message, output, json: output.map((item) => item.json) };
}

const json = (...objects: IDataObject[]): INodeExecutionData[] => objects.map((object) => ({ json: object }));

describe('Split Out', () => {
  it('skips a field an item lacks, where Item Lists 2 fails naming it', async () => {
    expect((await run('splitOut', { fieldToSplitOut: 'list' }, json({ other: 1 }, { list: [1] }))).json).toEqual([{ list: 1 }]);
    const legacy = await run('itemLists', { fieldToSplitOut: 'list' }, json({ other: 1 }), 2);
    expect(legacy.error).toBe("Couldn't find the field 'list' in the input data");
  });

  it('Item Lists 2 refuses a single value; Split Out makes it one item', async () => {
    expect((await run('itemLists', { fieldToSplitOut: 'list' }, json({ list: 'one' }), 2)).error).toBe(
      "The provided field 'list' is not an array or object",
    );
    expect((await run('splitOut', { fieldToSplitOut: 'list' }, json({ list: 'one' }))).json).toEqual([{ list: 'one' }]);
  });

  it('follows a dotted path, or reads the literal key when dot notation is disabled', async () => {
    const input = json({ a: { b: [1, 2] }, 'a.b': ['x'] });
    expect((await run('splitOut', { fieldToSplitOut: 'a.b' }, input)).json).toEqual([{ 'a.b': 1 }, { 'a.b': 2 }]);
    expect((await run('splitOut', { fieldToSplitOut: 'a.b', options: { disableDotNotation: true } }, input)).json).toEqual([
      { 'a.b': 'x' },
    ]);
  });

  it('removes the nested field from "all other fields" without touching the input', async () => {
    const input = json({ a: { b: [1], c: 2 }, d: 3 });
    const { json: out } = await run('splitOut', { fieldToSplitOut: 'a.b', include: 'allOtherFields' }, input);
    expect(out).toEqual([{ a: { c: 2 }, d: 3, 'a.b': 1 }]);
    expect(input[0]!.json).toEqual({ a: { b: [1], c: 2 }, d: 3 });
  });

  it('splits binary properties with $binary and keeps binary data when asked', async () => {
    const input: INodeExecutionData[] = [{ json: { list: [1, 2] }, binary: { first: binary('a.txt'), second: binary('b.txt') } }];
    const split = await run('splitOut', { fieldToSplitOut: '$binary' }, input);
    expect(split.output.map((item) => Object.keys(item.binary ?? {}))).toEqual([['first'], ['second']]);
    const kept = await run('splitOut', { fieldToSplitOut: 'list', options: { includeBinary: true } }, input);
    expect(kept.output.map((item) => Object.keys(item.binary ?? {}))).toEqual([
      ['first', 'second'],
      ['first', 'second'],
    ]);
    const dropped = await run('splitOut', { fieldToSplitOut: 'list' }, input);
    expect(dropped.output.every((item) => item.binary === undefined)).toBe(true);
  });

  it('asks for as many destination fields as fields to split', async () => {
    const { error } = await run('splitOut', { fieldToSplitOut: 'a, b', options: { destinationFieldName: 'x' } }, json({ a: [1], b: [2] }));
    expect(error).toBe('If multiple fields to split out are given, the same number of destination fields must be given');
  });
});

describe('Aggregate', () => {
  it('names a nested field by its last part, or keeps the dotted name literally without dot notation', async () => {
    const input = json({ a: { b: 1 }, 'a.b': 'x' }, { a: { b: 2 } });
    expect((await run('aggregate', { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'a.b' }] } }, input)).json).toEqual([
      { b: [1, 2] },
    ]);
    const literal = await run(
      'aggregate',
      { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'a.b' }] }, options: { disableDotNotation: true } },
      input,
    );
    expect(literal.json).toEqual([{ 'a.b': ['x'] }]);
  });

  it('writes a dotted output name as a nested field', async () => {
    const { json: out } = await run(
      'aggregate',
      { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'n', renameField: true, outputFieldName: 'all.numbers' }] } },
      json({ n: 1 }, { n: 2 }),
    );
    expect(out).toEqual([{ all: { numbers: [1, 2] } }]);
  });

  it('refuses the same output field twice', async () => {
    const { error } = await run(
      'aggregate',
      { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'n' }, { fieldToAggregate: 'n' }] } },
      json({ n: 1 }),
    );
    expect(error).toBe("The 'n' output field is used more than once");
  });

  it('collects binaries, suffixing repeated names, and can keep only distinct files', async () => {
    const input: INodeExecutionData[] = [
      { json: { n: 1 }, binary: { data: binary('a.txt') } },
      { json: { n: 2 }, binary: { data: binary('b.txt') } },
      { json: { n: 3 }, binary: { data: binary('c.pdf', 'application/pdf', '9 B') } },
    ];
    const fields = { fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'n' }] } };
    const all = await run('aggregate', { ...fields, options: { includeBinaries: true } }, input);
    expect(Object.keys(all.output[0]!.binary ?? {})).toEqual(['data', 'data_1', 'data_2']);
    const unique = await run('aggregate', { ...fields, options: { includeBinaries: true, keepOnlyUnique: true } }, input);
    expect(Object.values(unique.output[0]!.binary ?? {}).map((file) => file.fileName)).toEqual(['a.txt', 'c.pdf']);
  });

  it('Item Lists 2 fails on a field no item has; 2.1 gives an empty list', async () => {
    const parameters = { operation: 'aggregateItems', fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'missing' }] } };
    expect((await run('itemLists', parameters, json({ n: 1 }), 2)).error).toBe("Couldn't find the field 'missing' in the input data");
    expect((await run('itemLists', parameters, json({ n: 1 }), 2.1)).json).toEqual([{ missing: [] }]);
  });
});

describe('Remove Duplicates', () => {
  it('fails on a compared field some items lack, naming it', async () => {
    const { error } = await run(
      'removeDuplicates',
      { compare: 'selectedFields', fieldsToCompare: 'email' },
      json({ email: 'a' }, { name: 'b' }),
    );
    expect(error).toBe("'email' field is missing from some input items");
  });

  it('1 fails on a field of varying type or null; 1.1 accepts null', async () => {
    const mixed = json({ v: 1 }, { v: '1' });
    expect((await run('removeDuplicates', { compare: 'selectedFields', fieldsToCompare: 'v' }, mixed)).error).toBe(
      "'v' isn't always the same type",
    );
    const nulls = json({ v: 'a' }, { v: null }, { v: null });
    expect((await run('removeDuplicates', { compare: 'selectedFields', fieldsToCompare: 'v' }, nulls)).error).toBe(
      "'v' isn't always the same type",
    );
    expect((await run('removeDuplicates', { compare: 'selectedFields', fieldsToCompare: 'v' }, nulls, 1.1)).json).toEqual([
      { v: 'a' },
      { v: null },
    ]);
  });

  it('2 explains that a history across executions needs the server, never passing duplicates on', async () => {
    const { error } = await run(
      'removeDuplicates',
      { operation: 'removeItemsSeenInPreviousExecutions', dedupeField: '={{ $json.id }}' },
      json({ id: 1 }),
      2,
    );
    expect(error).toBe('Deduplication history is not available here');
  });
});

describe('Sort, Summarize and Limit', () => {
  it('Sort names a field no item has', async () => {
    const { error } = await run('sort', { sortFieldsUi: { sortField: [{ fieldName: 'nope' }] } }, json({ a: 1 }));
    expect(error).toBe("Couldn't find the field 'nope' in the input data");
  });

  it('Sort by code without a return is refused before it runs', async () => {
    const { error } = await run('sort', { type: 'code', code: 'a.json.x - b.json.x' }, json({ x: 1 }));
    expect(error).toBe("Sort code doesn't return. Please add a 'return' statement to your code");
  });

  it('Summarize 1 fails on a field no item has unless told to continue; 1.1 continues', async () => {
    const parameters = { fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'cost' }] } };
    expect((await run('summarize', parameters, json({ price: 1 }))).error).toBe("The field 'cost' does not exist in any items");
    expect((await run('summarize', { ...parameters, options: { continueIfFieldNotFound: true } }, json({ price: 1 }))).json).toEqual([
      { sum_cost: 0 },
    ]);
    expect((await run('summarize', parameters, json({ price: 1 }), 1.1)).json).toEqual([{ sum_cost: 0 }]);
  });

  it('Summarize can leave out items without a value to group by', async () => {
    const input = json({ city: 'Oslo', n: 1 }, { city: '', n: 2 }, { n: 3 });
    const parameters = {
      fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'n' }] },
      fieldsToSplitBy: 'city',
      options: { skipEmptySplitFields: true },
    };
    expect((await run('summarize', parameters, input, 1.1)).json).toEqual([{ city: 'Oslo', sum_n: 1 }]);
  });

  it('Summarize reads a dotted field literally when dot notation is disabled', async () => {
    const input = json({ 'a.b': 2, a: { b: 5 } });
    const parameters = { fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'a.b' }] } };
    expect((await run('summarize', parameters, input, 1.1)).json).toEqual([{ sum_a_b: 5 }]);
    expect((await run('summarize', { ...parameters, options: { disableDotNotation: true } }, input, 1.1)).json).toEqual([{ sum_a_b: 2 }]);
  });

  it('Limit and Item Lists give nothing for no input', async () => {
    expect((await run('limit', { maxItems: 2 }, [])).json).toEqual([]);
    expect((await run('itemLists', { operation: 'limit', maxItems: 2 }, [], 3.1)).json).toEqual([]);
  });
});
