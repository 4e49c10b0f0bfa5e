/**
 * `$('Node')` members in the Code node and in expressions, as n8n offers them: first(),
 * last(), all(), item, params, isExecuted and context (here Split In Batches' state),
 * also for a node that has not run yet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { disposeTestCodeSandbox } from '../../engine/testing/code-sandbox';

afterAll(() => disposeTestCodeSandbox());

const jsCode = `
let unexecuted;
try { $('Later').first(); } catch (error) { unexecuted = error.message; }
let unknown;
try { $('Nope'); } catch (error) { unknown = error.message; }
return [{ json: {
  first: $('Start').first().json.n,
  last: $('Start').last().json.n,
  all: $('Start').all().map((item) => item.json.n),
  item: $('Loop').item.json.n,
  batchSize: $('Loop').params.batchSize,
  noItemsLeft: $('Loop').context.noItemsLeft,
  legacyRunIndex: $node['Loop'].context.currentRunIndex,
  startExecuted: $('Start').isExecuted,
  laterExecuted: $('Later').isExecuted,
  laterParam: $('Later').params.values.string[0].name,
  unexecuted,
  unknown,
} }];`;

const workflow = {
  nodes: [
    node('Start', 'manualTrigger'),
    node('Loop', 'splitInBatches', { batchSize: 2, options: {} }, { typeVersion: 2 }),
    node('Code', 'code', { jsCode }, { typeVersion: 2 }),
    node('Later', 'set', {
      values: {
        string: [
          { name: 'left', value: "={{ $('Loop').context.noItemsLeft }}" },
          { name: 'run', value: "={{ $('Loop').context.currentRunIndex }}" },
        ],
      },
    }),
  ],
  connections: connect(['Start', 'Loop'], ['Loop', 'Code'], ['Code', 'Later']),
  settings: { executionOrder: 'v1' as const },
};

describe("$('Node') members", () => {
  it('reads items, parameters, run state and context in the Code node and in expressions', async () => {
    const result = await runTestWorkflow(workflow, { pinData: { Start: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }] } });
    expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([
      {
        first: 1,
        last: 3,
        all: [1, 2, 3],
        item: 1,
        batchSize: 2,
        noItemsLeft: false,
        legacyRunIndex: 0,
        startExecuted: true,
        laterExecuted: false,
        laterParam: 'left',
        unexecuted: "Node 'Later' hasn't been executed",
        unknown: "There is no node called 'Nope'",
      },
    ]);
    expect(outputJson(result, 'Later')).toEqual([expect.objectContaining({ left: false, run: 0 })]);
  });
});
