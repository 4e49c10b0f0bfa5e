import { describe, expect, it } from 'vitest';
import { createEmptyDocument, documentWithNodes } from '@sdk';
import { overlayFor } from './execution-controller';
import { followDocument, IDLE_RUN, isRunning, mergeStepRun, reduceRun, type PushEvent, type RunState } from './run-state';

const task = (items: number[], error?: string) => ({
  startTime: 1,
  executionTime: 1,
  source: [],
  data: { main: items.map((n) => Array.from({ length: n }, () => ({ json: {} }))) },
  ...(error ? { error: { message: error } } : {}),
});
const replay = (events: PushEvent[], from: RunState = { ...IDLE_RUN, status: 'starting' }) => events.reduce(reduceRun, from);

describe('the run state fed by push events', () => {
  it('follows a successful run: started, node before/after, finished', () => {
    const state = replay([
      { type: 'executionStarted', data: { executionId: '7' } },
      { type: 'nodeExecuteBefore', data: { executionId: '7', nodeName: 'Start' } },
      { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'Start', data: task([1]) } },
      { type: 'nodeExecuteBefore', data: { executionId: '7', nodeName: 'If' } },
      { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'If', data: task([2, 0]) } },
      { type: 'executionFinished', data: { executionId: '7', data: { status: 'success', data: { resultData: { runData: {} } } } } },
    ]);
    expect(state.status).toBe('success');
    expect(state.executionId).toBe('7');
    expect(state.nodes.get('If')).toEqual({ status: 'success', itemsPerOutput: [2, 0] });
    expect(isRunning(state)).toBe(false);
  });

  it('marks a run that ended waiting, and its resumed part under the same id clears the mark', () => {
    const waiting = replay([
      { type: 'executionStarted', data: { executionId: '7' } },
      { type: 'nodeExecuteAfter', data: { executionId: '7', nodeName: 'Ask', data: task([1]) } },
      { type: 'executionFinished', data: { executionId: '7', data: { status: 'waiting', data: { resultData: { runData: {} } } } } },
    ]);
    expect(waiting).toMatchObject({ status: 'success', waiting: true });
    const resumed = replay(
      [
        { type: 'nodeExecuteBefore', data: { executionId: '7', nodeName: 'Confirm' } },
        { type: 'executionFinished', data: { executionId: '7', data: { status: 'success', data: { resultData: { runData: {} } } } } },
      ],
      waiting,
    );
    expect(resumed.status).toBe('success');
    expect(resumed.waiting).toBeUndefined();
  });

  it('marks a running node and ignores other executions once it follows one', () => {
    const state = replay([
      { type: 'executionStarted', data: { executionId: '7' } },
      { type: 'nodeExecuteBefore', data: { executionId: '7', nodeName: 'Start' } },
      { type: 'nodeExecuteBefore', data: { executionId: '8', nodeName: 'Other' } },
    ]);
    expect(state.nodes.get('Start')?.status).toBe('running');
    expect(state.nodes.has('Other')).toBe(false);
    expect(isRunning(state)).toBe(true);
  });

  it('reports a failed node and the error', () => {
    const state = replay([
      { type: 'executionStarted', data: { executionId: '9' } },
      { type: 'nodeExecuteAfter', data: { executionId: '9', nodeName: 'Call API', data: task([], 'boom') } },
      {
        type: 'executionFinished',
        data: {
          executionId: '9',
          data: { status: 'error', data: { resultData: { runData: {}, lastNodeExecuted: 'Call API', error: { message: 'boom' } } } },
        },
      },
    ]);
    expect(state).toMatchObject({ status: 'error', error: 'boom', errorNode: 'Call API' });
    expect(state.nodes.get('Call API')).toMatchObject({ status: 'error', error: 'boom' });
  });

  it('ignores events while idle (a run of another tab or an old one)', () => {
    expect(reduceRun(IDLE_RUN, { type: 'executionStarted', data: { executionId: '1' } })).toBe(IDLE_RUN);
  });

  it('maps node names to ids for the canvas overlay, dropping unknown names', () => {
    const doc = createEmptyDocument({ nodes: [{ id: 'n1', name: 'Start', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }] });
    const state = replay([
      { type: 'executionStarted', data: { executionId: '3' } },
      { type: 'nodeExecuteAfter', data: { executionId: '3', nodeName: 'Start', data: task([3]) } },
      { type: 'nodeExecuteAfter', data: { executionId: '3', nodeName: 'Gone', data: task([1]) } },
    ]);
    expect([...overlayFor(state, doc)]).toEqual([['n1', { status: 'success', itemsPerOutput: [3] }]]);
  });

  it('keeps every run of every node with its items, then adopts the full run data of executionFinished', () => {
    const streamed = replay([
      { type: 'executionStarted', data: { executionId: '5' } },
      { type: 'nodeExecuteAfter', data: { executionId: '5', nodeName: 'Loop', data: task([2]) } },
      { type: 'nodeExecuteAfter', data: { executionId: '5', nodeName: 'Loop', data: task([1]) } },
    ]);
    expect(streamed.runData['Loop']?.map((t) => t.data?.['main']?.[0]?.length)).toEqual([2, 1]);
    const finalRunData = { Loop: [task([2]), task([1])], Done: [task([3])] };
    const finished = reduceRun(streamed, {
      type: 'executionFinished',
      data: { executionId: '5', data: { status: 'success', data: { resultData: { runData: finalRunData } } } },
    });
    expect(finished.runData).toBe(finalRunData);
    expect(IDLE_RUN.runData).toEqual({});
  });
});

describe('step runs join the run data, which follows edits', () => {
  const node = (id: string, name: string, parameters: Record<string, unknown> = {}) =>
    ({ id, name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [0, 0] as [number, number], parameters }) as never;
  const finishedRun = (): RunState =>
    replay([
      { type: 'executionStarted', data: { executionId: '1' } },
      { type: 'nodeExecuteAfter', data: { executionId: '1', nodeName: 'Start', data: task([1]) } },
      { type: 'nodeExecuteAfter', data: { executionId: '1', nodeName: 'Set', data: task([1]) } },
      { type: 'executionFinished', data: { executionId: '1', data: { status: 'success', data: { resultData: { runData: {} } } } } },
    ]);

  it('merges a step run: the nodes that ran are replaced, the others keep their data', () => {
    const merged = mergeStepRun(IDLE_RUN, { Start: [task([2])], Set: [task([2])] });
    expect(merged.status).toBe('success');
    expect(merged.fromStep).toBe(true);
    expect(merged.nodes.get('Set')).toEqual({ status: 'success', itemsPerOutput: [2] });
    const again = mergeStepRun({ ...finishedRun() }, { Set: [task([5])] });
    expect(again.runData['Start']).toHaveLength(1);
    expect(again.runData['Set']?.[0]?.data?.['main']?.[0]).toHaveLength(5);
    expect(again.nodes.get('Start')).toEqual({ status: 'success', itemsPerOutput: [1] });
  });

  it('marks a failed step as an error, and never merges into a run under way', () => {
    const failed = mergeStepRun(IDLE_RUN, { Set: [task([0], 'boom')] });
    expect(failed.status).toBe('error');
    expect(failed.errorNode).toBe('Set');
    const running = { ...IDLE_RUN, status: 'running' as const };
    expect(mergeStepRun(running, { Set: [task([1])] })).toBe(running);
  });

  it('drops a deleted node, moves a renamed one, and marks changed parameters stale until the next run', () => {
    const before = documentWithNodes([node('a', 'Start'), node('b', 'Set', { x: 1 })]);
    const state = finishedRun();
    const renamed = documentWithNodes([node('a', 'Start'), node('b', 'Greeting', { x: 1 })]);
    const afterRename = followDocument(state, before, renamed);
    expect(Object.keys(afterRename.runData).sort()).toEqual(['Greeting', 'Start']);
    expect(afterRename.staleNodes).toBeUndefined();
    const changed = documentWithNodes([node('a', 'Start'), node('b', 'Greeting', { x: 2 })]);
    const afterChange = followDocument(afterRename, renamed, changed);
    expect(afterChange.runData['Greeting']).toHaveLength(1);
    expect([...(afterChange.staleNodes ?? [])]).toEqual(['Greeting']);
    // the canvas marks the out-of-date result; the other nodes keep theirs as they were
    expect(overlayFor(afterChange, changed).get('b')).toEqual({ status: 'success', itemsPerOutput: [1], stale: true });
    expect(overlayFor(afterChange, changed).get('a')?.stale).toBeUndefined();
    const rerun = mergeStepRun(afterChange, { Greeting: [task([1])] });
    expect(rerun.staleNodes).toBeUndefined();
    const deleted = documentWithNodes([node('a', 'Start')]);
    const afterDelete = followDocument(afterChange, changed, deleted);
    expect(Object.keys(afterDelete.runData)).toEqual(['Start']);
    expect([...afterDelete.nodes.keys()]).toEqual(['Start']);
    expect(afterDelete.staleNodes).toBeUndefined();
  });
});
