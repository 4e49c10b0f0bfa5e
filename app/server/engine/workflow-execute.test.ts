import { describe, expect, it } from 'vitest';
import { connect, node } from './testing/nodes';
import { outputJson, runTestWorkflow } from './testing/run-test-workflow';

const trigger = () => node('Start', 'manualTrigger');
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ json: { i } }));

describe('engine: basics', () => {
  it('runs a chain, resolving expressions per item and recording source and paired items', async () => {
    const wf = {
      nodes: [
        trigger(),
        node('Set', 'set', { values: { string: [{ name: 'label', value: '={{ "n" + $json.i }}' }] } }),
        node('End', 'noOp'),
      ],
      connections: connect(['Start', 'Set'], ['Set', 'End']),
    };
    const result = await runTestWorkflow(wf, { pinData: { Start: items(3) } });
    expect(result.status).toBe('success');
    expect(outputJson(result, 'End')).toEqual([
      { i: 0, label: 'n0' },
      { i: 1, label: 'n1' },
      { i: 2, label: 'n2' },
    ]);
    const setRun = result.data.resultData.runData.Set![0]!;
    expect(setRun.source).toEqual([{ previousNode: 'Start', previousNodeOutput: 0, previousNodeRun: 0 }]);
    expect(setRun.data?.main?.[0]?.[1]?.pairedItem).toEqual({ item: 1 });
    expect(result.data.resultData.lastNodeExecuted).toBe('End');
  });

  it('fails with the node error and stops there', async () => {
    const wf = {
      nodes: [trigger(), node('Fail', 'stopAndError', { errorMessage: 'boom' }), node('After', 'noOp')],
      connections: connect(['Start', 'Fail'], ['Fail', 'After']),
    };
    const result = await runTestWorkflow(wf);
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('boom');
    expect(result.data.resultData.runData.Fail![0]!.error?.message).toBe('boom');
    expect(result.data.resultData.runData.After).toBeUndefined();
  });

  it('continues on fail with the input passed on, and routes to the error output', async () => {
    const regular = await runTestWorkflow({
      nodes: [
        trigger(),
        node('Fail', 'stopAndError', { errorMessage: 'boom' }, { onError: 'continueRegularOutput' }),
        node('After', 'noOp'),
      ],
      connections: connect(['Start', 'Fail'], ['Fail', 'After']),
    });
    expect(regular.status).toBe('success');
    expect(outputJson(regular, 'After')).toEqual([{}]);
    expect(regular.data.resultData.runData.Fail![0]!.error?.message).toBe('boom');
  });

  it('passes data through disabled nodes and replaces pinned nodes', async () => {
    const wf = {
      nodes: [
        trigger(),
        node('Off', 'stopAndError', { errorMessage: 'x' }, { disabled: true }),
        node('Pinned', 'noOp'),
        node('End', 'noOp'),
      ],
      connections: connect(['Start', 'Off'], ['Off', 'Pinned'], ['Pinned', 'End']),
    };
    const result = await runTestWorkflow(wf, { pinData: { Pinned: [{ json: { pinned: true } }] } });
    expect(result.status).toBe('success');
    expect(outputJson(result, 'Off')).toEqual([{}]);
    expect(outputJson(result, 'End')).toEqual([{ pinned: true }]);
  });

  it('executeOnce keeps the first item; alwaysOutputData gives one empty item', async () => {
    const wf = {
      nodes: [
        trigger(),
        node('Once', 'noOp', {}, { executeOnce: true }),
        node(
          'If',
          'filter',
          { conditions: { boolean: [{ value1: true, operation: 'equal', value2: false }] } },
          { alwaysOutputData: true },
        ),
        node('End', 'noOp'),
      ],
      connections: connect(['Start', 'Once'], ['Once', 'If'], ['If', 'End']),
    };
    const result = await runTestWorkflow(wf, { pinData: { Start: items(3) } });
    expect(outputJson(result, 'Once')).toEqual([{ i: 0 }]);
    expect(outputJson(result, 'End')).toEqual([{}]);
  });

  it('retries a failing node maxTries times', async () => {
    const wf = {
      nodes: [trigger(), node('Fail', 'stopAndError', { errorMessage: 'again' }, { retryOnFail: true, maxTries: 3, waitBetweenTries: 0 })],
      connections: connect(['Start', 'Fail']),
    };
    const result = await runTestWorkflow(wf);
    expect(result.status).toBe('error');
    expect(result.data.resultData.runData.Fail).toHaveLength(1);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await runTestWorkflow({ nodes: [trigger()], connections: {} }, { signal: controller.signal });
    expect(result.status).toBe('canceled');
  });
});

describe('engine: execution order', () => {
  // Start → A (top) and B (bottom); A → A2. v1 runs the whole top branch first.
  const branching = (order: 'v0' | 'v1') => {
    const a = node('A', 'noOp', {}, { position: [200, -100] });
    const b = node('B', 'noOp', {}, { position: [200, 100] });
    const a2 = node('A2', 'noOp', {}, { position: [400, -100] });
    return {
      nodes: [trigger(), b, a, a2],
      connections: connect(['Start', 'B'], ['Start', 'A'], ['A', 'A2']),
      settings: { executionOrder: order },
    };
  };
  const order = (result: Awaited<ReturnType<typeof runTestWorkflow>>) =>
    Object.entries(result.data.resultData.runData)
      .map(([name, runs]) => [name, runs[0]!.startTime] as const)
      .map(([name]) => name);

  it('v1: depth first, top branch before bottom', async () => {
    const seen: string[] = [];
    await runTestWorkflow(branching('v1'), { hooks: { nodeExecuteBefore: (n) => seen.push(n) } });
    expect(seen).toEqual(['Start', 'A', 'A2', 'B']);
  });

  it('v0: breadth first in connection order', async () => {
    const seen: string[] = [];
    const result = await runTestWorkflow(branching('v0'), { hooks: { nodeExecuteBefore: (n) => seen.push(n) } });
    expect(seen).toEqual(['Start', 'B', 'A', 'A2']);
    expect(order(result)).toHaveLength(4);
  });

  it('a merge waits for both inputs', async () => {
    const wf = {
      nodes: [trigger(), node('One', 'noOp'), node('Two', 'noOp'), node('Merge', 'merge', { mode: 'append' }, { typeVersion: 2 })],
      connections: connect(['Start', 'One'], ['Start', 'Two'], ['One', 'Merge', 0, 0], ['Two', 'Merge', 0, 1]),
      settings: { executionOrder: 'v1' as const },
    };
    const result = await runTestWorkflow(wf, { pinData: { One: [{ json: { a: 1 } }], Two: [{ json: { b: 2 } }] } });
    expect(result.data.resultData.runData.Merge).toHaveLength(1);
    expect(outputJson(result, 'Merge')).toEqual([{ a: 1 }, { b: 2 }]);
  });
});

describe('engine: partial runs', () => {
  const wf = () => ({
    nodes: [
      trigger(),
      node('A', 'set', { values: { number: [{ name: 'a', value: 1 }] } }),
      node('B', 'set', { values: { number: [{ name: 'b', value: 2 }] } }),
      node('C', 'noOp'),
    ],
    connections: connect(['Start', 'A'], ['A', 'B'], ['B', 'C']),
  });

  it('stops at the destination node', async () => {
    const result = await runTestWorkflow(wf(), { destinationNode: 'B' });
    expect(outputJson(result, 'B')).toEqual([{ a: 1, b: 2 }]);
    expect(result.data.resultData.runData.C).toBeUndefined();
  });

  it('reuses run data of the parents of the start nodes', async () => {
    const first = await runTestWorkflow(wf(), { destinationNode: 'A' });
    const runData = { ...first.data.resultData.runData };
    runData.A = [{ ...runData.A![0]!, data: { main: [[{ json: { a: 'reused' } }]] } }];
    const seen: string[] = [];
    const result = await runTestWorkflow(wf(), {
      runData,
      startNodes: ['B'],
      destinationNode: 'C',
      hooks: { nodeExecuteBefore: (n) => seen.push(n) },
    });
    expect(seen).toEqual(['B', 'C']);
    expect(outputJson(result, 'C')).toEqual([{ a: 'reused', b: 2 }]);
    expect(result.data.resultData.runData.Start).toHaveLength(1);
  });
});
