import { describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { createEmptyDocument, type INodeExecutionData, type IRestApi, type IRunData, type ITaskData } from '@sdk';
import { displayDataSize, isTooMuchData, pageSizeOptions, tooMuchDataMessage } from './display';
import { isMappingOnboarded, mappingTooltipText, markMappingOnboarded, shouldShowMappingTooltip } from './mapping-onboarding';
import { buildPairedItemGraph, itemId, pairedWith } from './paired-items';
import { NdvRunStore } from './run-store';
import { canLinkRuns, inputSourceOf, linkedInputRun, linkedOutputRun, runLabel, taskItemCount } from './runs';

const items = (n: number, paired?: (i: number) => INodeExecutionData['pairedItem']): INodeExecutionData[] =>
  Array.from({ length: n }, (_, i) => ({ json: { i }, ...(paired ? { pairedItem: paired(i) } : {}) }));
const task = (outputs: INodeExecutionData[][], source: ITaskData['source'] = []): ITaskData => ({
  startTime: 1,
  executionTime: 1,
  source,
  data: { main: outputs },
});
const from = (previousNode: string, previousNodeRun = 0, previousNodeOutput = 0) => ({ previousNode, previousNodeRun, previousNodeOutput });

/** A loop: Trigger → Batches (3 runs) → Set (3 runs, each fed by the same Batches run). */
const loop: IRunData = {
  Trigger: [task([items(4)])],
  Batches: [0, 1, 2].map((r) => task([items(r === 2 ? 0 : 2, (i) => ({ item: r * 2 + i })), items(r === 2 ? 4 : 0)], [from('Trigger')])),
  Set: [0, 1].map((r) => task([items(2, (i) => ({ item: i }))], [from('Batches', r)])),
};

describe('run selector', () => {
  it("labels runs 'n of total (k items)', counting every output and leaving out an empty count", () => {
    expect(runLabel(0, 3, 2)).toBe('1 of 3 (2 items)');
    expect(runLabel(2, 3, 1)).toBe('3 of 3 (1 item)');
    expect(runLabel(1, 3, 0)).toBe('2 of 3');
    expect(taskItemCount(loop['Batches']![2])).toBe(4);
  });
  it('finds the input run that fed an output run through its source, and back', () => {
    expect(inputSourceOf(loop, 'Set', 1, 'Batches')).toEqual({ runIndex: 1, outputIndex: 0 });
    expect(inputSourceOf(loop, 'Set', 1, 'Trigger')).toBeNull();
    expect(linkedInputRun(loop, 'Set', 1, 'Batches')).toBe(1);
    expect(linkedOutputRun(loop, 'Set', 1, 'Batches')).toBe(1);
    // Batches run 3 fed no Set run, and the counts differ: nothing to follow.
    expect(linkedOutputRun(loop, 'Set', 2, 'Batches')).toBeNull();
  });
  it('offers linking only when both nodes ran more than once', () => {
    expect(canLinkRuns(loop, 'Set', 'Batches')).toBe(true);
    expect(canLinkRuns(loop, 'Batches', 'Trigger')).toBe(false);
    expect(canLinkRuns(loop, 'Set', undefined)).toBe(false);
  });
});

describe('paired items', () => {
  const graph = buildPairedItemGraph(loop);
  it('links an output item to the input items it came from, across nodes and runs', () => {
    const paired = pairedWith(graph, itemId('Set', 1, 0, 1));
    expect(paired.has(itemId('Batches', 1, 0, 1))).toBe(true);
    expect(paired.has(itemId('Trigger', 0, 0, 3))).toBe(true);
    expect(paired.has(itemId('Batches', 0, 0, 1))).toBe(false);
  });
  it('links an input item to every output item that came from it', () => {
    const paired = pairedWith(graph, itemId('Trigger', 0, 0, 0));
    expect([...paired].sort()).toEqual([itemId('Trigger', 0, 0, 0), itemId('Batches', 0, 0, 0), itemId('Set', 0, 0, 0)].sort());
  });
  it('reads every pairedItem form: a number, an object with input, and a list', () => {
    const runData: IRunData = {
      A: [task([items(2)])],
      B: [task([items(2)])],
      Merge: [
        task(
          [
            [
              { json: {}, pairedItem: 1 },
              { json: {}, pairedItem: [{ item: 0 }, { item: 1, input: 1 }] },
            ],
          ],
          [from('A'), from('B')],
        ),
      ],
    };
    const g = buildPairedItemGraph(runData);
    expect(pairedWith(g, itemId('A', 0, 0, 1)).has(itemId('Merge', 0, 0, 0))).toBe(true);
    const second = pairedWith(g, itemId('Merge', 0, 0, 1));
    expect(second.has(itemId('A', 0, 0, 0)) && second.has(itemId('B', 0, 0, 1))).toBe(true);
    expect(second.has(itemId('A', 0, 0, 1))).toBe(false);
  });
});

describe('display limits', () => {
  it("offers 10, 25, 50 and 100 per page, and 'All' up to 250 items", () => {
    expect(pageSizeOptions(40).map((o) => o.label)).toEqual(['10 / page', '25 / page', '50 / page', '100 / page', 'All']);
    expect(pageSizeOptions(40).at(-1)?.value).toBe(40);
    expect(pageSizeOptions(250).at(-1)?.label).toBe('All');
    expect(pageSizeOptions(251).map((o) => o.label)).not.toContain('All');
  });
  it("asks 'Display data?' from 204,800 characters of JSON on, with the size in MB", () => {
    const big = [{ json: { text: 'x'.repeat(204_800) } }];
    expect(isTooMuchData(displayDataSize(big))).toBe(true);
    expect(isTooMuchData(204_799)).toBe(false);
    expect(tooMuchDataMessage(512_000)).toBe(
      'The node contains 0.5 MB of data. Displaying it may cause problems. If you do decide to display it, avoid the JSON view.',
    );
  });
});

describe('mapping tooltip', () => {
  it('shows only before the first mapping, with input data, in table, json or schema mode', () => {
    const base = { onboarded: false, inputMode: 'schema' as const, inputItemCount: 2, readOnly: false };
    expect(shouldShowMappingTooltip(base)).toBe(true);
    expect(shouldShowMappingTooltip({ ...base, inputMode: 'table' })).toBe(true);
    expect(shouldShowMappingTooltip({ ...base, onboarded: true })).toBe(false);
    expect(shouldShowMappingTooltip({ ...base, inputItemCount: 0 })).toBe(false);
    expect(shouldShowMappingTooltip({ ...base, inputMode: 'binary' })).toBe(false);
    expect(shouldShowMappingTooltip({ ...base, readOnly: true })).toBe(false);
    expect(mappingTooltipText('table', 'URL')).toBe('Drag a column from the input onto “URL” to map it.');
  });
  it('remembers the onboarding in local storage', () => {
    const values = new Map<string, string>();
    const store = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) } as Storage;
    expect(isMappingOnboarded(store)).toBe(false);
    markMappingOnboarded(store);
    expect(isMappingOnboarded(store)).toBe(true);
    expect([...values.keys()]).toEqual(['switchyard.mappingOnboarded']);
  });
});

describe('the view follows whole-workflow runs', () => {
  it("shows the editor's latest run data, replaced on every run and cleared with it", () => {
    const workflowRuns = new BehaviorSubject<IRunData>({});
    const store = new NdvRunStore({} as IRestApi, () => ({ close() {}, ready: Promise.resolve() }), workflowRuns);
    expect(store.current.runData).toEqual({});
    workflowRuns.next(loop);
    expect(store.current.runData).toBe(loop);
    workflowRuns.next({});
    expect(store.current.runData).toEqual({});
    store.dispose();
    workflowRuns.next(loop);
    expect(store.current.runData).toEqual({});
  });
});

describe("'Execute step' asks the server for the run it means", () => {
  const post = (bodies: unknown[]) =>
    ({
      post: (_path: string, options: { body: unknown }) => (bodies.push(options.body), Promise.resolve({ executionId: '9' })),
    }) as unknown as IRestApi;
  const opener = () => ({ close() {}, ready: Promise.resolve() });
  const doc = createEmptyDocument();

  it('sends the reused run data and the node as start for a partial step, and only the destination otherwise', async () => {
    const bodies: unknown[] = [];
    const store = new NdvRunStore(post(bodies), opener);
    await store.executeNode(doc, 'Save', { startNodes: ['Save'], runData: { Shape: loop['Set']! } });
    await store.executeNode(doc, 'Save', null);
    expect(bodies[0]).toMatchObject({ destinationNode: 'Save', startNodes: ['Save'], runData: { Shape: loop['Set'] } });
    expect(bodies[1]).toMatchObject({ destinationNode: 'Save' });
    expect(bodies[1]).not.toHaveProperty('startNodes');
    expect(bodies[1]).not.toHaveProperty('runData');
    store.dispose();
  });
});
