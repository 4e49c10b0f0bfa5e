import { describe, expect, it } from 'vitest';
import { importWorkflow, type IExecutionResponse, type ITaskData } from '@sdk';
import { debugSummary, planDebug } from './debug-model';

const task = (items: unknown[], extra: Partial<ITaskData> = {}): ITaskData[] => [
  { startTime: 0, executionTime: 1, source: [], data: { main: [items as never] }, ...extra },
];

const workflow = (names: string[]) =>
  importWorkflow({
    name: 'Orders',
    nodes: names.map((name, i) => ({
      id: `n${i}`,
      name,
      type: name === 'Loop' ? 'n8n-nodes-base.splitInBatches' : 'n8n-nodes-base.noOp',
      typeVersion: 1,
      position: [i * 200, 0],
      parameters: {},
    })),
    connections: {},
  }).document;

const failed = (runData: Record<string, ITaskData[]>): Pick<IExecutionResponse, 'data' | 'executionError' | 'status'> => ({
  status: 'error',
  data: {
    resultData: {
      runData,
      error: { message: 'Order is missing', node: { name: 'Check' } } as never,
      lastNodeExecuted: 'Check',
    },
  } as never,
});

describe('planDebug', () => {
  it('pins the output of the nodes that ran before the failure, binary included, and selects the failing node', () => {
    const doc = workflow(['Start', 'Fetch', 'Check', 'After']);
    const binary = { data: { data: 'aGk=', mimeType: 'text/plain', fileName: 'hi.txt' } };
    const plan = planDebug(
      failed({
        Start: task([{ json: {} }]),
        Fetch: task([{ json: { id: 1 }, binary, pairedItem: { item: 0 } }]),
        Check: task([], { error: { message: 'Order is missing' } as never }),
      }),
      doc,
    );
    expect(plan.pins.map((p) => [p.name, p.items])).toEqual([
      ['Start', [{ json: {} }]],
      ['Fetch', [{ json: { id: 1 }, binary, pairedItem: { item: 0 } }]],
    ]);
    expect(plan.failingNode).toEqual({ id: doc.nameIndex.get('Check'), name: 'Check' });
    expect(plan.missing).toEqual([]);
    expect(debugSummary('7', plan)).toBe('Output of execution #7 pinned on 2 nodes: Start, Fetch. Check failed and is selected.');
  });

  it('skips nodes that no longer exist and says so, and leaves Loop Over Items unpinned', () => {
    const doc = workflow(['Start', 'Loop', 'Check']);
    const plan = planDebug(
      failed({ Start: task([{ json: {} }]), Loop: task([{ json: {} }]), Gone: task([{ json: { a: 1 } }]), Check: task([]) }),
      doc,
    );
    expect(plan.pins.map((p) => p.name)).toEqual(['Start']);
    expect(plan.missing).toEqual(['Gone']);
    expect(debugSummary('8', plan)).toBe(
      'Output of execution #8 pinned on 1 node: Start. Check failed and is selected. Skipped 1 node no longer in the workflow: Gone.',
    );
  });

  it('pins nothing when the output would pass the pinned-data limit', () => {
    const doc = workflow(['Start', 'Check']);
    const big = 'x'.repeat(13 * 1024 * 1024);
    const plan = planDebug(failed({ Start: task([{ json: { big } }]), Check: task([]) }), doc);
    expect(plan.tooLarge).toBe(true);
    expect(plan.pins).toEqual([]);
    expect(debugSummary('9', plan)).toMatch(/too large to pin/);
  });
});
