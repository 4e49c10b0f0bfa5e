/**
 * With no branch index, `$('Node').all()`, `.first()`, `.last()` and `$node['Node']` in
 * the Code node read the output of the node that leads to the Code node (here an IF's
 * false output, one node up), and `$items('Node')` reads output 0, as in n8n and as
 * expressions do: a Set node beside the Code node gives the same answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { disposeTestCodeSandbox } from '../../engine/testing/code-sandbox';

afterAll(() => disposeTestCodeSandbox());

const reads: Record<string, string> = {
  all: "$('Check').all().map((item) => item.json.n).join(',')",
  first: "$('Check').first().json.n",
  last: "$('Check').last().json.n",
  latest: "$('Check').all(undefined, -1).map((item) => item.json.n).join(',')",
  trueBranch: "$('Check').all(0).map((item) => item.json.n).join(',')",
  items: "$items('Check').map((item) => item.json.n).join(',')",
  legacy: "$node['Check'].json.n",
};
const reportCode = `return [{ json: { ${Object.entries(reads)
  .map(([key, code]) => `${key}: ${code}`)
  .join(', ')} } }];`;

// Start → Check; Check false → Mid → Report (Code) and Expr (Set); Check true → Yes.
const workflow = {
  nodes: [
    node('Start', 'manualTrigger'),
    node('Check', 'if', { conditions: { boolean: [{ value1: '={{ $json.n > 2 }}', value2: true }] } }),
    node('Yes', 'noOp'),
    node('Mid', 'noOp'),
    node('Report', 'code', { jsCode: reportCode }, { typeVersion: 2 }),
    node(
      'Expr',
      'set',
      { values: { string: Object.entries(reads).map(([name, code]) => ({ name, value: `={{ ${code} }}` })) }, options: {} },
      { executeOnce: true },
    ),
  ],
  connections: connect(['Start', 'Check'], ['Check', 'Yes', 0], ['Check', 'Mid', 1], ['Mid', 'Report'], ['Mid', 'Expr']),
};

describe("Code node reading an IF's output without naming the branch", { timeout: 60_000 }, () => {
  it('reads the false output it hangs off, like expressions', async () => {
    const pinData = { Start: [1, 2, 3, 4].map((n) => ({ json: { n } })) };
    const result = await runTestWorkflow(workflow, { pinData });
    expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
    const expected = { all: '1,2', first: 1, last: 2, latest: '1,2', trueBranch: '3,4', items: '3,4', legacy: 1 };
    expect(outputJson(result, 'Report')).toEqual([expected]);
    expect(outputJson(result, 'Expr')).toEqual([expect.objectContaining(expected)]);
  });
});
