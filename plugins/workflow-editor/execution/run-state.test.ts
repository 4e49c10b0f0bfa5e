import { describe, expect, it } from 'vitest';
import { createEmptyDocument } from '@sdk';
import { overlayFor } from './execution-controller';
import { IDLE_RUN, isRunning, reduceRun, type PushEvent, type RunState } from './run-state';

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
      { type: 'executionFinished', data: { executionId: '9', data: { status: 'error', data: { resultData: { runData: {}, lastNodeExecuted: 'Call API', error: { message: 'boom' } } } } } },
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
    const finished = reduceRun(streamed, { type: 'executionFinished', data: { executionId: '5', data: { status: 'success', data: { resultData: { runData: finalRunData } } } } });
    expect(finished.runData).toBe(finalRunData);
    expect(IDLE_RUN.runData).toEqual({});
  });
});
