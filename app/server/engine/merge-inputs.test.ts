/**
 * A node with more than two main inputs (Merge v3 with "Number of Inputs" 3): the engine
 * waits for every connected input and runs the node once with all of them, in v1 order
 * and in the legacy v0 order.
 */
import { describe, expect, it } from 'vitest';
import { connect, node } from './testing/nodes';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

function threeBranches(executionOrder: 'v0' | 'v1') {
  const merge = node('Merge', 'merge', { mode: 'append', numberInputs: 3 }, { typeVersion: 3.2 });
  const nodes = [node('Start', 'manualTrigger'), node('A', 'noOp'), node('B', 'noOp'), node('C', 'noOp'), merge];
  const connections = connect(
    ['Start', 'A'],
    ['Start', 'B'],
    ['Start', 'C'],
    ['A', 'Merge', 0, 0],
    ['B', 'Merge', 0, 1],
    ['C', 'Merge', 0, 2],
  );
  const pinData = { A: [{ json: { from: 'a' } }], B: [{ json: { from: 'b' } }], C: [{ json: { from: 'c' } }, { json: { from: 'c2' } }] };
  return runTestWorkflow({ nodes, connections, settings: { executionOrder } }, { pinData });
}

describe('a Merge v3 with three inputs connected', () => {
  for (const order of ['v1', 'v0'] as const) {
    it(`runs once with all three inputs (${order})`, async () => {
      const result = await threeBranches(order);
      expect(result.data.resultData.error).toBeUndefined();
      expect(result.data.resultData.runData['Merge']).toHaveLength(1);
      expect(outputJson(result, 'Merge')).toEqual([{ from: 'a' }, { from: 'b' }, { from: 'c' }, { from: 'c2' }]);
      const source = result.data.resultData.runData['Merge']![0]!.source;
      expect(source.map((s) => s?.previousNode)).toEqual(['A', 'B', 'C']);
    });
  }
});
