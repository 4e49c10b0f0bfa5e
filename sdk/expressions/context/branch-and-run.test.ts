/**
 * Which output and which run `$('Node').all()/first()/last()`, `$items()` and
 * `$node[]` read when the expression names none, as n8n: `.all()` and friends
 * read the output that leads to the active node (an IF's false output when the
 * node hangs off it), `$items()` reads output 0, and run -1 is the latest run.
 */
import { describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeExecutionData, IRunData, ITaskData } from '../../workflow';
import { evaluateExpression } from '../evaluate';
import { buildExpressionContext } from './build-context';
import { connectedOutputIndex, mainSourcesByDestination } from './connected-output';

const node = (name: string): INode => ({
  id: `id-${name}`,
  name,
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
});
const items = (...ns: number[]): INodeExecutionData[] => ns.map((n) => ({ json: { n } }));
const task = (...outputs: INodeExecutionData[][]): ITaskData => ({ startTime: 0, executionTime: 0, source: [], data: { main: outputs } });
const link = (target: string, index = 0) => ({ node: target, type: 'main' as const, index });

// Start → Check; Check true → Yes; Check false → No → Report; Check false → Merge input 1; Yes → Merge input 0 → After.
const connections: IConnections = {
  Start: { main: [[link('Check')]] },
  Check: { main: [[link('Yes')], [link('No'), link('Merge', 1)]] },
  Yes: { main: [[link('Merge', 0)]] },
  No: { main: [[link('Report')]] },
  Merge: { main: [[link('After')]] },
};
const names = ['Start', 'Check', 'Yes', 'No', 'Report', 'Merge', 'After', 'Lone'];
const workflow = { nodes: names.map(node), connections };
// Check ran twice: run 0 sent 1, 2 to true and 3 to false; run 1 sent 4 to true and 5, 6 to false.
const runData: IRunData = {
  Start: [task(items(1, 2, 3, 4, 5, 6))],
  Check: [task(items(1, 2), items(3)), task(items(4), items(5, 6))],
  No: [task(items(5, 6))],
};
const run = (activeNodeName: string, code: string): unknown =>
  evaluateExpression(
    `={{ ${code} }}`,
    buildExpressionContext({
      workflow,
      runData,
      activeNodeName,
      mode: 'execution',
      inputItems: items(5, 6),
      inputSource: { previousNode: 'No' },
    }),
  );
const ns = (code: string) => `${code}.map((item) => item.json.n)`;

describe('the branch read when none is named', () => {
  it("is the output that leads to the node: an IF's false output two nodes down", () => {
    expect(run('Report', ns("$('Check').all()"))).toEqual([5, 6]);
    expect(run('Report', "[$('Check').first().json.n, $('Check').last().json.n]")).toEqual([5, 6]);
    expect(run('Report', "$node['Check'].json.n")).toBe(5);
  });

  it('is the named branch when one is given, and output 0 for $items()', () => {
    expect(run('Report', ns("$('Check').all(0)"))).toEqual([4]);
    expect(run('Report', ns("$('Check').all(1)"))).toEqual([5, 6]);
    expect(run('Report', ns("$items('Check')"))).toEqual([4]);
    expect(run('Report', ns("$items('Check', 1)"))).toEqual([5, 6]);
  });

  it('is output 0 for a node on the true output and for a node not connected to it', () => {
    expect(run('Yes', ns("$('Check').all()"))).toEqual([4]);
    expect(run('Lone', ns("$('Check').all()"))).toEqual([4]);
  });

  it('is found by a breadth-first search back from the node, as n8n does', () => {
    // After ← Merge: input 0 comes through Yes (true), input 1 straight from the false output.
    expect(run('After', ns("$('Check').all()"))).toEqual([5, 6]);
    const sources = mainSourcesByDestination(connections);
    expect(connectedOutputIndex(sources, 'After', 'Check')).toBe(1);
    expect(connectedOutputIndex(sources, 'After', 'Start')).toBe(0);
    expect(connectedOutputIndex(sources, 'Lone', 'Check')).toBeUndefined();
  });
});

describe('the run read when none is named', () => {
  it('is the latest, and so is run -1', () => {
    expect(run('Report', ns("$('Check').all(1, -1)"))).toEqual([5, 6]);
    expect(run('Report', ns("$('Check').all(undefined, 0)"))).toEqual([3]);
    expect(run('Report', "$('Check').first(0, 0).json.n")).toBe(1);
    expect(run('Report', "$('Check').last(undefined, -1).json.n")).toBe(6);
    expect(run('Report', ns("$items('Check', 0, -1)"))).toEqual([4]);
    expect(run('Report', ns("$items('Check', 0, 0)"))).toEqual([1, 2]);
  });

  it('rejects other negative runs and runs that do not exist', () => {
    expect(() => run('Report', "$('Check').all(0, -2)")).toThrow('runIndex must be a whole number of 0 or more, or -1 for the latest run');
    expect(() => run('Report', "$('Check').all(0, 2)")).toThrow("Node 'Check' has no run 2");
  });
});
