/** Item Lists v1-v3.1 against n8n's ItemListsV1/V2/V3 answers, one case per behaviour. */
import { describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { runTestWorkflow } from '../../engine/testing/run-test-workflow';

async function run(typeVersion: number, parameters: IDataObject, input: IDataObject[]) {
  const target = node('Target', 'itemLists', parameters as never, { typeVersion });
  const items: INodeExecutionData[] = input.map((json) => ({ json }));
  const result = await runTestWorkflow(
    { nodes: [node('Input', 'noOp'), target], connections: connect(['Input', 'Target']) },
    { pinData: { Input: items }, startNodes: ['Input'] },
  );
  const runs = result.data.resultData.runData['Target'];
  const output = runs?.[runs.length - 1]?.data?.main?.[0] ?? [];
  return { error: result.data.resultData.error?.message, json: output.map((item) => item.json), output };
}

describe('Item Lists: split out', () => {
  it('2.1 gives nothing for an item without the field, 2 fails', async () => {
    const input = [{ other: 1 }, { list: [1, 2] }];
    expect((await run(2.1, { fieldToSplitOut: 'list', include: 'noOtherFields' }, input)).json).toEqual([{ list: 1 }, { list: 2 }]);
    expect((await run(2, { fieldToSplitOut: 'list', include: 'noOtherFields' }, input)).error).toBe(
      "Couldn't find the field 'list' in the input data",
    );
  });

  it('2.2 splits a comma-separated list of fields side by side (as 2 and 2.1 do), wrapping single values', async () => {
    const input = [{ a: [1, 2], b: ['x', 'y'], c: 0 }];
    expect((await run(2.1, { fieldToSplitOut: 'a,b', include: 'noOtherFields' }, input)).json).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    expect((await run(2.2, { fieldToSplitOut: 'c', include: 'noOtherFields' }, input)).json).toEqual([{ c: 0 }]);
    expect((await run(2.1, { fieldToSplitOut: 'c', include: 'noOtherFields' }, input)).error).toBe(
      "The provided field 'c' is not an array or object",
    );
    expect((await run(2.2, { fieldToSplitOut: 'a, b', include: 'noOtherFields' }, input)).json).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    expect((await run(2.2, { fieldToSplitOut: 'a,b', include: 'allOtherFields' }, input)).json).toEqual([
      { c: 0, a: 1, b: 'x' },
      { c: 0, a: 2, b: 'y' },
    ]);
  });

  it('2 splits an object-valued field into its values (objects merged in when no other fields)', async () => {
    const input = [{ obj: { x: { p: 1 }, y: { p: 2 } } }];
    expect((await run(2, { fieldToSplitOut: 'obj', include: 'noOtherFields' }, input)).json).toEqual([{ p: 1 }, { p: 2 }]);
    expect((await run(2, { fieldToSplitOut: 'obj', include: 'noOtherFields' }, [{ obj: { x: 1, y: 2 } }])).json).toEqual([
      { obj: 1 },
      { obj: 2 },
    ]);
  });
});

describe('Item Lists: aggregate / concatenate', () => {
  const input = [{ a: 1, b: 2, c: 3 }, { a: 4, b: 5 }, { c: 6 }];

  it('all item data honours fields to include and exclude (items left empty are dropped)', async () => {
    const include = await run(
      2,
      {
        operation: 'aggregateItems',
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'data',
        include: 'specifiedFields',
        fieldsToInclude: { fields: [{ fieldName: 'a' }] },
      },
      input,
    );
    expect(include.json).toEqual([{ data: [{ a: 1 }, { a: 4 }] }]);
    expect(include.output[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    const exclude = await run(
      2,
      {
        operation: 'aggregateItems',
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'data',
        include: 'allFieldsExcept',
        fieldsToExclude: { fields: [{ fieldName: 'c' }] },
      },
      input,
    );
    expect(exclude.json).toEqual([
      {
        data: [
          { a: 1, b: 2 },
          { a: 4, b: 5 },
        ],
      },
    ]);
  });

  it('3 names the operation concatenateItems and takes the fields as text', async () => {
    const parameters = {
      operation: 'concatenateItems',
      aggregate: 'aggregateAllItemData',
      destinationFieldName: 'all',
      include: 'specifiedFields',
      fieldsToInclude: 'a, c',
    };
    expect((await run(3, parameters, input)).json).toEqual([{ all: [{ a: 1, c: 3 }, { a: 4 }, { c: 6 }] }]);
    const individual = {
      operation: 'concatenateItems',
      aggregate: 'aggregateIndividualFields',
      fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'c' }] },
    };
    expect((await run(3.1, individual, input)).json).toEqual([{ c: [3, 6] }]);
  });

  it('individual fields: a nested field is named by its last key; 2.1 does not fail on a field no item has', async () => {
    const nested = [{ p: { q: 1 } }, { p: { q: 2 } }];
    const parameters = {
      operation: 'aggregateItems',
      aggregate: 'aggregateIndividualFields',
      fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'p.q' }] },
    };
    expect((await run(2, parameters, nested)).json).toEqual([{ q: [1, 2] }]);
    const missing = {
      operation: 'aggregateItems',
      aggregate: 'aggregateIndividualFields',
      fieldsToAggregate: { fieldToAggregate: [{ fieldToAggregate: 'zz' }] },
    };
    expect((await run(2, missing, nested)).error).toBe("Couldn't find the field 'zz' in the input data");
    expect((await run(2.1, missing, nested)).json).toEqual([{ zz: [] }]);
  });
});

describe('Item Lists: summarize', () => {
  const input = [
    { g: 'b', v: 1, t: 'x' },
    { g: 'a', v: 2, t: 'y' },
    { g: 'b', v: 3, t: 'x' },
  ];
  const fields = {
    values: [
      { aggregation: 'append', field: 'v' },
      { aggregation: 'countUnique', field: 't' },
      { aggregation: 'concatenate', field: 't', separateBy: ',' },
      { aggregation: 'sum', field: 'v' },
    ],
  };

  it('names output fields after the aggregation and keeps groups in order of appearance', async () => {
    const result = await run(2, { operation: 'summarize', fieldsToSummarize: fields, fieldsToSplitBy: 'g' }, input);
    expect(result.json).toEqual([
      { g: 'b', appended_v: [1, 3], unique_count_t: 1, concatenated_t: 'x,x', sum_v: 4 },
      { g: 'a', appended_v: [2], unique_count_t: 1, concatenated_t: 'y', sum_v: 2 },
    ]);
  });

  it('before 2.1 a field no item has fails, or gives one empty item when asked to continue; 2.1 carries on', async () => {
    const summarize = (options: IDataObject = {}) => ({
      operation: 'summarize',
      fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'zz' }] },
      options,
    });
    expect((await run(2, summarize(), input)).error).toBe("The field 'zz' does not exist in any items");
    expect((await run(2, summarize({ continueIfFieldNotFound: true }), input)).json).toEqual([{}]);
    expect((await run(2.1, summarize(), input)).json).toEqual([{ sum_zz: 0 }]);
  });

  it('single-item output nests the groups by value', async () => {
    const parameters = {
      operation: 'summarize',
      fieldsToSummarize: { values: [{ aggregation: 'count', field: 'v' }] },
      fieldsToSplitBy: 'g',
      options: { outputFormat: 'singleItem' },
    };
    expect((await run(3, parameters, input)).json).toEqual([{ b: { count_v: 2 }, a: { count_v: 1 } }]);
  });
});

describe('Item Lists: sort and remove duplicates', () => {
  it('sorts by code', async () => {
    const parameters = { operation: 'sort', type: 'code', code: 'return a.json.n - b.json.n;' };
    expect((await run(2, parameters, [{ n: 3 }, { n: 1 }, { n: 2 }])).json).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('3.1 removes duplicates across value types; earlier versions refuse mixed types', async () => {
    const input = [{ v: 1 }, { v: '1' }, { v: 1 }];
    expect((await run(3.1, { operation: 'removeDuplicates', compare: 'allFields' }, input)).json).toEqual([{ v: 1 }, { v: '1' }]);
    expect((await run(3, { operation: 'removeDuplicates', compare: 'allFields' }, input)).error).toBe("'v' isn't always the same type");
  });
});
