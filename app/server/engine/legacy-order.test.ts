/**
 * n8n's legacy (v0) execution order around multi-input nodes, next to v1: the branch of a
 * Merge that got no items runs its first node once with an empty item in v0 only.
 */
import { describe, expect, it } from 'vitest';
import { connect, node } from './testing/nodes';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

const trigger = () => node('Start', 'manualTrigger');
const merge = () => node('Merge', 'merge', { mode: 'append' }, { typeVersion: 2 });
const tag = (name: string) => node(name, 'set', { values: { string: [{ name: 'tag', value: name }] } });

// Start → If; If true → Merge input 1; If false → Tag → Merge input 2. Every item is true.
const ifIntoMerge = (executionOrder?: 'v0' | 'v1') => ({
  nodes: [
    trigger(),
    node('If', 'if', { conditions: { number: [{ value1: '={{ $json.n }}', operation: 'largerEqual', value2: 0 }] } }),
    tag('Tag'),
    merge(),
  ],
  connections: connect(['Start', 'If'], ['If', 'Merge', 0, 0], ['If', 'Tag', 1, 0], ['Tag', 'Merge', 0, 1]),
  settings: executionOrder ? { executionOrder } : {},
});
const input = { Start: [{ json: { n: 1 } }, { json: { n: 2 } }] };

describe('legacy v0 order: Merge with a branch that got no items', () => {
  it('v0 (settings absent) runs the empty branch once with an empty item, and Merge sees it', async () => {
    const result = await runTestWorkflow(ifIntoMerge(), { pinData: input });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData.Tag).toHaveLength(1);
    expect(outputJson(result, 'Tag')).toEqual([{ tag: 'Tag' }]);
    expect(outputJson(result, 'Merge')).toEqual([{ n: 1 }, { n: 2 }, { tag: 'Tag' }]);
  });

  it("v0 given as 'v0' behaves the same", async () => {
    const result = await runTestWorkflow(ifIntoMerge('v0'), { pinData: input });
    expect(outputJson(result, 'Merge')).toEqual([{ n: 1 }, { n: 2 }, { tag: 'Tag' }]);
  });

  it('v1 leaves the empty branch alone and merges what arrived', async () => {
    const result = await runTestWorkflow(ifIntoMerge('v1'), { pinData: input });
    expect(result.data.resultData.runData.Tag).toBeUndefined();
    expect(outputJson(result, 'Merge')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('v0 starts a Merge input chain that has no trigger with an empty item', async () => {
    // Start → A → Merge input 1; Orphan (no inputs) → Tag2 → Merge input 2.
    const wf = {
      nodes: [trigger(), node('A', 'noOp'), tag('Orphan'), tag('Tag2'), merge()],
      connections: connect(['Start', 'A'], ['A', 'Merge', 0, 0], ['Orphan', 'Tag2'], ['Tag2', 'Merge', 0, 1]),
    };
    const seen: string[] = [];
    const result = await runTestWorkflow(wf, { pinData: { A: [{ json: { a: 1 } }] }, hooks: { nodeExecuteBefore: (n) => seen.push(n) } });
    expect(seen).toEqual(['Start', 'A', 'Orphan', 'Tag2', 'Merge']);
    expect(outputJson(result, 'Merge')).toEqual([{ a: 1 }, { tag: 'Tag2' }]);
  });

  it('does not run a Merge whose inputs all arrived empty (both orders)', async () => {
    for (const executionOrder of ['v0', 'v1'] as const) {
      const wf = {
        nodes: [trigger(), node('A', 'noOp'), node('B', 'noOp'), merge(), node('After', 'noOp')],
        connections: connect(['Start', 'A'], ['Start', 'B'], ['A', 'Merge', 0, 0], ['B', 'Merge', 0, 1], ['Merge', 'After']),
        settings: { executionOrder },
      };
      const result = await runTestWorkflow(wf, { pinData: { A: [], B: [] } });
      expect(result.status, executionOrder).toBe('success');
      expect(result.data.resultData.runData.Merge, executionOrder).toBeUndefined();
      expect(result.data.resultData.runData.After, executionOrder).toBeUndefined();
    }
  });

  it('v0 does not force a branch that hangs off the parent which gave no items', async () => {
    // Start → Gate (no items) → Merge input 1 and Gate → Tag → Merge input 2: nothing may run after Gate.
    const wf = {
      nodes: [trigger(), node('Gate', 'noOp'), tag('Tag'), merge()],
      connections: connect(['Start', 'Gate'], ['Gate', 'Tag'], ['Gate', 'Merge', 0, 1], ['Tag', 'Merge', 0, 0]),
    };
    const result = await runTestWorkflow(wf, { pinData: { Gate: [] } });
    expect(result.data.resultData.runData.Tag).toBeUndefined();
    expect(result.data.resultData.runData.Merge).toBeUndefined();
  });
});
