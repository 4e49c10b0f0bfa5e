/**
 * Resuming a run a Wait node paused goes on with everything that was still to run at the
 * pause: branches still on the execution stack, a Merge's input that already arrived,
 * and node contexts (a Split In Batches loop around the Wait).
 */
import { describe, expect, it } from 'vitest';
import type { INodeExecutionData } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow, type TestWorkflow } from '../../engine/testing/run-test-workflow';
import type { RunResult } from '../../engine/run-types';

const trigger = () => node('Start', 'manualTrigger');
const wait = (position: [number, number]) =>
  node('Wait', 'wait', { resume: 'timeInterval', amount: 2, unit: 'hours' }, { typeVersion: 1.1, position });
const tag = (name: string, position: [number, number]) =>
  node(name, 'set', { values: { string: [{ name: 'at', value: name }] } }, { position });

/** Resumes `paused` as the server does: from the stored (JSON) data, the Wait node's output optionally replaced. */
async function resume(workflow: TestWorkflow, paused: RunResult, output?: INodeExecutionData[][]): Promise<RunResult> {
  const stored = JSON.parse(JSON.stringify(paused.data)) as RunResult['data'];
  const waitNode = stored.resultData.lastNodeExecuted!;
  const runs = stored.resultData.runData[waitNode]!;
  if (output) runs[runs.length - 1]!.data = { main: output };
  return runTestWorkflow(workflow, {
    runData: stored.resultData.runData,
    resume: { nodeName: waitNode, executionData: stored.executionData },
  });
}

describe('Wait: resuming a paused run', () => {
  it('runs the branch that was still pending when the Wait paused (v1)', async () => {
    // Start → Wait (top) → After; Start → Other (bottom) → OtherEnd. v1 reaches Wait first.
    const wf = {
      nodes: [trigger(), wait([200, -100]), tag('After', [400, -100]), tag('Other', [200, 100]), tag('OtherEnd', [400, 100])],
      connections: connect(['Start', 'Wait'], ['Start', 'Other'], ['Wait', 'After'], ['Other', 'OtherEnd']),
      settings: { executionOrder: 'v1' as const },
    };
    const paused = await runTestWorkflow(wf);
    expect(paused.status).toBe('waiting');
    expect(paused.data.resultData.runData.Other).toBeUndefined();

    const done = await resume(wf, paused);
    expect(done.status).toBe('success');
    expect(outputJson(done, 'After')).toEqual([{ at: 'After' }]);
    expect(outputJson(done, 'OtherEnd')).toEqual([{ at: 'OtherEnd' }]);
    expect(done.data.resultData.runData.Start).toHaveLength(1);
    expect(done.data.resultData.runData.Other).toHaveLength(1);
  });

  it('runs the pending branch in v0 too, after the nodes queued before it', async () => {
    const wf = {
      nodes: [trigger(), wait([200, -100]), tag('After', [400, -100]), tag('Other', [200, 100])],
      connections: connect(['Start', 'Wait'], ['Start', 'Other'], ['Wait', 'After']),
    };
    const paused = await runTestWorkflow(wf);
    expect(paused.status).toBe('waiting');
    const order: string[] = [];
    const stored = JSON.parse(JSON.stringify(paused.data)) as RunResult['data'];
    const done = await runTestWorkflow(wf, {
      runData: stored.resultData.runData,
      resume: { nodeName: 'Wait', executionData: stored.executionData },
      hooks: { nodeExecuteBefore: (n) => order.push(n) },
    });
    expect(order).toEqual(['Other', 'After']);
    expect(done.status).toBe('success');
  });

  it('completes a Merge whose other input arrived before the pause', async () => {
    // Start → First (top) → Merge input 2; Start → Wait (bottom) → Merge input 1.
    const wf = {
      nodes: [
        trigger(),
        tag('First', [200, -100]),
        wait([200, 100]),
        node('Merge', 'merge', { mode: 'append' }, { typeVersion: 2, position: [400, 0] }),
      ],
      connections: connect(['Start', 'First'], ['Start', 'Wait'], ['First', 'Merge', 0, 1], ['Wait', 'Merge', 0, 0]),
      settings: { executionOrder: 'v1' as const },
    };
    const paused = await runTestWorkflow(wf);
    expect(paused.status).toBe('waiting');
    expect(paused.data.resultData.runData.Merge).toBeUndefined();
    const done = await resume(wf, paused, [[{ json: { from: 'webhook' } }]]);
    expect(done.status).toBe('success');
    expect(outputJson(done, 'Merge')).toEqual([{ from: 'webhook' }, { at: 'First' }]);
  });

  it('keeps node contexts, so a Split In Batches loop around a Wait goes on with the next batch', async () => {
    // Start → Loop (batch size 1) → Wait → back to Loop.
    const wf = {
      nodes: [trigger(), node('Loop', 'splitInBatches', { batchSize: 1, options: {} }, { typeVersion: 2 }), wait([400, 0])],
      connections: connect(['Start', 'Loop'], ['Loop', 'Wait'], ['Wait', 'Loop']),
      settings: { executionOrder: 'v1' as const },
    };
    let run = await runTestWorkflow(wf, { pinData: { Start: [{ json: { n: 1 } }, { json: { n: 2 } }] } });
    let pauses = 0;
    while (run.status === 'waiting' && pauses < 5) {
      pauses++;
      run = await resume(wf, run);
    }
    expect(pauses).toBe(2);
    expect(run.status).toBe('success');
    const batches = run.data.resultData.runData.Loop!.map((task) => task.data?.main?.[0]?.map((item) => item.json) ?? null);
    // v2's last run gives nothing on "loop" and what came back through the Wait on "done".
    expect(batches).toEqual([[{ n: 1 }], [{ n: 2 }], []]);
    expect(outputJson(run, 'Loop', 1)).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
