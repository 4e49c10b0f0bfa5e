import { describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';

const v1 = { executionOrder: 'v1' as const };
const numbers = (n: number) => ({ Start: Array.from({ length: n }, (_, i) => ({ json: { n: i + 1 } })) });
const double = () => node('Body', 'set', { values: { number: [{ name: 'n', value: '={{ $json.n * 2 }}' }] } });

describe('Loop Over Items (Split In Batches v3)', () => {
  // Start → Loop —loop(1)→ Body → back into Loop; Loop —done(0)→ After.
  const loop = (parameters: INodeParameters) => ({
    nodes: [
      node('Start', 'manualTrigger'),
      node('Loop', 'splitInBatches', parameters, { typeVersion: 3 }),
      double(),
      node('After', 'noOp'),
    ],
    connections: connect(['Start', 'Loop'], ['Loop', 'After', 0], ['Loop', 'Body', 1], ['Body', 'Loop']),
    settings: v1,
  });

  it('loops one item at a time by default and gives every processed item on "done" once the input is exhausted', async () => {
    const result = await runTestWorkflow(loop({ options: {} }), { pinData: numbers(3) });
    expect(result.status).toBe('success');
    const runs = result.data.resultData.runData;
    expect(runs['Body']).toHaveLength(3);
    expect(runs['Loop']!.map((task) => task.data?.main?.[1]?.map((item) => item.json))).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }], []]);
    expect(runs['After']).toHaveLength(1);
    expect(outputJson(result, 'After')).toEqual([{ n: 2 }, { n: 4 }, { n: 6 }]);
    expect(outputJson(result, 'Loop', 0)).toEqual([{ n: 2 }, { n: 4 }, { n: 6 }]);
  });

  it('loops the same in the legacy execution order (v0)', async () => {
    const wf = { ...loop({ batchSize: 2, options: {} }), settings: { executionOrder: 'v0' as const } };
    const result = await runTestWorkflow(wf, { pinData: numbers(3) });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData['Body']).toHaveLength(2);
    expect(result.data.resultData.runData['After']).toHaveLength(1);
    expect(outputJson(result, 'After')).toEqual([{ n: 2 }, { n: 4 }, { n: 6 }]);
  });

  it('hands out batches of batchSize, the last one shorter', async () => {
    const result = await runTestWorkflow(loop({ batchSize: 2, options: {} }), { pinData: numbers(5) });
    const batches = result.data.resultData.runData['Loop']!.map((task) => task.data?.main?.[1]?.length);
    expect(batches).toEqual([2, 2, 1, 0]);
    expect(outputJson(result, 'After')).toEqual([2, 4, 6, 8, 10].map((n) => ({ n })));
  });

  it('with Reset takes every input as a new list (so a loop that never filters its items never ends)', async () => {
    const result = await runTestWorkflow(loop({ batchSize: 2, options: { reset: true } }), {
      pinData: numbers(2),
      limits: { maxNodeRuns: 9 },
    });
    expect(result.status).toBe('error');
    // Each run with Reset starts over with its input: the 2 doubled items come back and go round again.
    const lengths = result.data.resultData.runData['Loop']!.slice(0, 3).map((task) => task.data?.main?.[1]?.map((i) => i.json));
    expect(lengths).toEqual([
      [{ n: 1 }, { n: 2 }],
      [{ n: 2 }, { n: 4 }],
      [{ n: 4 }, { n: 8 }],
    ]);
  });

  it('keeps expressions after the loop pointing at the items the loop got', async () => {
    const wf = loop({ options: {} });
    wf.nodes.push(
      node('Ref', 'set', { values: { number: [{ name: 'first', value: "={{ $('Start').item.json.n }}" }] } }, { position: [0, -100] }),
    );
    wf.connections['Body'] = {
      main: [
        [
          { node: 'Loop', type: 'main', index: 0 },
          { node: 'Ref', type: 'main', index: 0 },
        ],
      ],
    };
    const result = await runTestWorkflow(wf, { pinData: numbers(2) });
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.runData['Ref']!.map((task) => task.data?.main?.[0]?.[0]?.json['first'])).toEqual([1, 2]);
  });
});

describe('Split In Batches v2', () => {
  it('gives the batches on "loop" (0) and, once exhausted, every processed item combined on "done" (1)', async () => {
    const wf = {
      nodes: [
        node('Start', 'manualTrigger'),
        node('Loop', 'splitInBatches', { batchSize: 2, options: {} }, { typeVersion: 2 }),
        double(),
        node('Done', 'noOp'),
      ],
      connections: connect(['Start', 'Loop'], ['Loop', 'Body', 0], ['Loop', 'Done', 1], ['Body', 'Loop']),
      settings: v1,
    };
    const result = await runTestWorkflow(wf, { pinData: numbers(3) });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData['Body']).toHaveLength(2);
    expect(result.data.resultData.runData['Done']).toHaveLength(1);
    expect(outputJson(result, 'Done')).toEqual([{ n: 2 }, { n: 4 }, { n: 6 }]);
    expect(outputJson(result, 'Loop', 0)).toEqual([]);
  });
});

describe('Split In Batches v1', () => {
  it('has one output and gives nothing once the input is exhausted', async () => {
    const wf = {
      nodes: [node('Start', 'manualTrigger'), node('Loop', 'splitInBatches', { batchSize: 2, options: {} }), double()],
      connections: connect(['Start', 'Loop'], ['Loop', 'Body'], ['Body', 'Loop']),
      settings: v1,
    };
    const result = await runTestWorkflow(wf, { pinData: numbers(3) });
    const runs = result.data.resultData.runData['Loop']!;
    expect(runs.map((task) => task.data?.main?.length)).toEqual([1, 1, 0]);
    expect(outputJson(result, 'Body')).toEqual([{ n: 6 }]);
  });
});
