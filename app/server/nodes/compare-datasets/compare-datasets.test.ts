/** Compare Datasets through the engine: version differences and options the fixtures leave out. */
import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { runTestWorkflow } from '../../engine/testing/run-test-workflow';

async function compare(parameters: IDataObject, a: IDataObject[], b: IDataObject[], typeVersion = 2.3) {
  const target = node('Compare', 'compareDatasets', parameters as never, { typeVersion });
  const result = await runTestWorkflow(
    { nodes: [node('A', 'noOp'), node('B', 'noOp'), target], connections: connect(['A', 'Compare'], ['B', 'Compare', 0, 1]) },
    { pinData: { A: a.map((json) => ({ json })), B: b.map((json) => ({ json })) }, startNodes: ['A', 'B'] },
  );
  const runs = result.data.resultData.runData['Compare'];
  const outputs = (runs?.[runs.length - 1]?.data?.main ?? []).map((items) => (items ?? []).map((item) => item.json));
  return { error: result.data.resultData.error?.message, outputs };
}

const byId = { mergeByFields: { values: [{ field1: 'id', field2: 'id' }] } };

describe('Compare Datasets', () => {
  it('before 2.2 a match field no item of an input has is an error; 2.2 just matches nothing', async () => {
    const parameters = { mergeByFields: { values: [{ field1: 'id', field2: 'key' }] } };
    const old = await compare(parameters, [{ id: 1 }], [{ id: 1 }], 2.1);
    expect(old.error).toBe("Field 'key' is not present in any of items in 'Input B'");
    const current = await compare(parameters, [{ id: 1 }], [{ id: 1 }], 2.2);
    expect(current.outputs).toEqual([[{ id: 1 }], [], [], [{ id: 1 }]]);
  });

  it('pairs every match when asked, the first match otherwise', async () => {
    const a = [{ id: 1, v: 'x' }];
    const b = [
      { id: 1, v: 'x' },
      { id: 1, v: 'y' },
    ];
    expect((await compare({ ...byId, resolve: 'preferInput2' }, a, b)).outputs).toEqual([[], [{ id: 1, v: 'x' }], [], [{ id: 1, v: 'y' }]]);
    const all = await compare({ ...byId, resolve: 'preferInput2', options: { multipleMatches: 'all' } }, a, b);
    expect(all.outputs).toEqual([[], [{ id: 1, v: 'x' }], [{ id: 1, v: 'y' }], []]);
  });

  it('matches on nested fields, and skips nested fields when comparing (listing them apart)', async () => {
    const a = [{ user: { id: 7 }, meta: { seen: 1, tag: 'a' } }];
    const b = [{ user: { id: 7 }, meta: { seen: 2, tag: 'b' } }];
    const { outputs } = await compare(
      { mergeByFields: { values: [{ field1: 'user.id', field2: 'user.id' }] }, options: { skipFields: 'meta.seen' } },
      a,
      b,
    );
    expect(outputs[2]).toEqual([
      {
        keys: {},
        same: { user: { id: 7 } },
        different: { meta: { inputA: { tag: 'a' }, inputB: { tag: 'b' } } },
        skipped: { meta: { inputA: { seen: 1 }, inputB: { seen: 2 } } },
      },
    ]);
  });

  it('refuses a dotted field to skip when dot notation is disabled', async () => {
    const { error } = await compare({ ...byId, options: { skipFields: 'meta.seen', disableDotNotation: true } }, [{ id: 1 }], [{ id: 1 }]);
    expect(error).toBe("Dot notation is disabled, but field to skip comparing 'meta.seen' contains dot");
  });

  it('fuzzy compare treats null, 0 and "0" alike from version 2, and 3 like "3"', async () => {
    const a = [{ id: 1, n: null, m: 3 }];
    const b = [{ id: '1', n: 0, m: '3' }];
    // Version 2 keeps B's item for a fuzzy match when B's version is preferred (its default).
    const fuzzy = await compare({ ...byId, fuzzyCompare: true }, a, b, 2);
    expect(fuzzy.outputs.slice(1, 3)).toEqual([[{ id: '1', n: 0, m: '3' }], []]);
    // Version 1 tells null and 0 apart.
    const v1 = await compare({ ...byId, resolve: 'preferInput1', options: { fuzzyCompare: true } }, a, b, 1);
    expect(v1.outputs.slice(1, 3)).toEqual([[], [{ id: 1, n: null, m: 3 }]]);
  });
});
