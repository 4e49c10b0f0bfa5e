/**
 * `$('Node').all(branch, run)`, `.first(branch, run)`, `.last(branch, run)` and
 * `$items(name, branch, run)` in the Code node read the named run of a node that ran
 * several times (here the body of a Split In Batches loop), as expressions do; no run
 * or run -1 means the latest, as in n8n.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { disposeTestCodeSandbox } from '../../engine/testing/code-sandbox';
import { mayNameRun } from './node-data';

afterAll(() => disposeTestCodeSandbox());

const reportCode = `
const ns = (list) => list.map((item) => item.json.n);
let missing;
try { $('Body').all(0, 7); } catch (error) { missing = error.message; }
return [{ json: {
  latest: ns($('Body').all()),
  run0: ns($('Body').all(0, 0)),
  run1: ns($('Body').all(0, 1)),
  minusOne: ns($('Body').all(0, -1)),
  first1: $('Body').first(0, 1).json.n,
  last0: $('Body').last(0, 0).json.n,
  items1: ns($items('Body', 0, 1)),
  item: $('Body').item.json.n,
  runIndex: $('Body').runIndex,
  missing,
} }];`;

// Start → Loop (2 per batch) → Body → Done? —false→ Loop; Done? —true→ Report and Expr.
const workflow = {
  nodes: [
    node('Start', 'manualTrigger'),
    node('Loop', 'splitInBatches', { batchSize: 2, options: {} }, { typeVersion: 2 }),
    node('Body', 'code', { jsCode: 'return $input.all().map((item) => ({ json: { n: item.json.n * 10 } }))' }, { typeVersion: 2 }),
    node('Done?', 'if', { conditions: { boolean: [{ value1: "={{ $('Loop').context.noItemsLeft }}", value2: true }] } }),
    node('Report', 'code', { jsCode: reportCode }, { typeVersion: 2 }),
    node('Expr', 'set', {
      values: {
        string: [
          { name: 'run1', value: "={{ $('Body').all(0, 1).map((item) => item.json.n).join(',') }}" },
          { name: 'first0', value: "={{ $('Body').first(0, 0).json.n }}" },
        ],
      },
      options: {},
    }),
  ],
  connections: connect(
    ['Start', 'Loop'],
    ['Loop', 'Body'],
    ['Body', 'Done?'],
    ['Done?', 'Report', 0],
    ['Done?', 'Expr', 0],
    ['Done?', 'Loop', 1],
  ),
  settings: { executionOrder: 'v1' as const },
};

describe('Code node reading a run of a node that ran several times', { timeout: 60_000 }, () => {
  it('gives the named run, the latest one by default, like expressions', async () => {
    const pinData = { Start: [1, 2, 3, 4, 5].map((n) => ({ json: { n } })) };
    const result = await runTestWorkflow(workflow, { pinData });
    expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
    expect(result.data.resultData.runData['Body']).toHaveLength(3);
    expect(outputJson(result, 'Report')).toEqual([
      {
        latest: [50],
        run0: [10, 20],
        run1: [30, 40],
        minusOne: [50],
        first1: 30,
        last0: 20,
        items1: [30, 40],
        item: 50,
        runIndex: 2,
        missing: "Node 'Body' has no run 7",
      },
    ]);
    expect(outputJson(result, 'Expr')).toEqual([expect.objectContaining({ run1: '30,40', first0: 10 })]);
  });
});

describe('mayNameRun', () => {
  it('is true when a run may be named, false for reads of the latest run only', () => {
    expect(mayNameRun("$('A').all(0, 1)")).toBe(true);
    expect(mayNameRun("$('A').first(branch)")).toBe(true);
    expect(mayNameRun("$items('A', 0, run)")).toBe(true);
    expect(mayNameRun("$input.all(); $('A').first(); $('A').last(1); $items('A'); $items(\"A\", 2)")).toBe(false);
  });
});
