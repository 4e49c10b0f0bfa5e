import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { INode, INodeExecutionData, IRunData } from '../../workflow';
import { evaluateExpression } from '../evaluate';
import { buildExpressionContext, createExpressionContextFactory } from './build-context';
import type { ExpressionContextOptions } from './context-types';

const node = (name: string, parameters: INode['parameters'] = {}, extra: Partial<INode> = {}): INode => ({
  id: `id-${name}`,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3,
  position: [0, 0],
  parameters,
  ...extra,
});
const startOut: INodeExecutionData[] = [
  { json: { n: 0, name: 'zero' } },
  { json: { n: 1, name: 'one' }, binary: { data: { data: 'eA==', mimeType: 'text/plain' } } },
];
const setOut: INodeExecutionData[] = [
  { json: { v: 'first' }, pairedItem: { item: 1 } },
  { json: { v: 'second' }, pairedItem: { item: 0 } },
];
const workflow: ExpressionContextOptions['workflow'] = {
  id: 'wf1',
  name: 'My workflow',
  active: true,
  settings: { timezone: 'Europe/Berlin' },
  nodes: [
    node('Start', { path: 'x' }),
    node('Set', { mode: 'manual' }),
    node(
      'Target',
      { greeting: '=Hello {{ $json.v }}', plain: 5, nested: { inner: '={{ $json.v.length }}' }, loop: '={{ $parameter.loop }}' },
      { webhookId: 'hook-1' },
    ),
    node('Pinned'),
  ],
  connections: {
    Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
    Set: { main: [[{ node: 'Target', type: 'main', index: 0 }]] },
  },
  pinData: { Pinned: [{ json: { pinned: true } }] },
};
const runData: IRunData = {
  Start: [{ startTime: 0, executionTime: 0, source: [], data: { main: [startOut] } }],
  Set: [{ startTime: 0, executionTime: 0, source: [{ previousNode: 'Start' }], data: { main: [setOut] } }],
};
const options = (extra: Partial<ExpressionContextOptions> = {}): ExpressionContextOptions => ({
  workflow,
  runData,
  activeNodeName: 'Target',
  mode: 'editor',
  ...extra,
});
const run = (code: string, extra: Partial<ExpressionContextOptions> = {}): unknown =>
  evaluateExpression(`={{ ${code} }}`, buildExpressionContext(options(extra)));

describe('item data', () => {
  it('reads the input item from the parent node by default', () => {
    expect(run('$json.v')).toBe('first');
    expect(run('$json.v', { itemIndex: 1 })).toBe('second');
    expect(run('$data.v')).toBe('first');
    expect(run('[$itemIndex, $position, $runIndex]', { itemIndex: 1, runIndex: 2 })).toEqual([1, 1, 2]);
    expect(run('$binary')).toEqual({});
  });

  it('offers $input', () => {
    expect(run('$input.item.json.v', { itemIndex: 1 })).toBe('second');
    expect(run('$input.all().length')).toBe(2);
    expect(run('[$input.first().json.v, $input.last().json.v]')).toEqual(['first', 'second']);
    expect(run('$input.params')).toEqual({ mode: 'manual' });
  });

  it('uses given input items and source in the engine', () => {
    const inputItems = [{ json: { v: 'given' } }];
    expect(run('$json.v', { mode: 'execution', inputItems, inputSource: { previousNode: 'Set' } })).toBe('given');
  });

  it('says when there is no input yet', () => {
    expect(() => run('$json', { activeNodeName: 'Start' })).toThrow('No input data yet');
  });
});

describe('other nodes', () => {
  it('finds the paired item with $("Node").item and itemMatching()', () => {
    expect(run("$('Start').item.json.name")).toBe('one');
    expect(run("$('Start').item.json.name", { itemIndex: 1 })).toBe('zero');
    expect(run("$('Start').itemMatching(1).json.name")).toBe('zero');
    expect(run("$('Start').pairedItem().json.name")).toBe('one');
    expect(run("$('Set').item.json.v", { itemIndex: 1 })).toBe('second');
  });

  it('reads first, last and all output items and the parameters', () => {
    expect(run("[$('Start').first().json.n, $('Start').last().json.n, $('Start').all().length]")).toEqual([0, 1, 2]);
    expect(run("$('Start').all(0, 0)[1].binary.data.mimeType")).toBe('text/plain');
    expect(run("$('Start').params.path")).toBe('x');
    expect(run("[$('Start').isExecuted, $('Target').isExecuted]")).toEqual([true, false]);
    expect(run("$('Pinned').first().json.pinned")).toBe(true);
  });

  it('offers the legacy $node and $items', () => {
    expect(run('$node["Start"].json.name')).toBe('zero');
    expect(run('$node.Start.json.name', { itemIndex: 1 })).toBe('one');
    expect(run('[$node["Start"].parameter.path, $node["Start"].runIndex]')).toEqual(['x', 0]);
    expect(run('$items("Start")[1].json.n')).toBe(1);
    expect(run('$items().length')).toBe(2);
  });

  it("reads a node's context in the execution, frozen, and an empty one in the editor", () => {
    const contexts: Record<string, Record<string, unknown>> = { Start: { noItemsLeft: true, currentRunIndex: 2 } };
    const nodeContext = (name: string) => contexts[name];
    expect(run("[$('Start').context.noItemsLeft, $('Start').context.currentRunIndex]", { mode: 'execution', nodeContext })).toEqual([
      true,
      2,
    ]);
    expect(run('$node["Start"].context.noItemsLeft', { mode: 'execution', nodeContext })).toBe(true);
    expect(run("$('Set').context", { mode: 'execution', nodeContext })).toEqual({});
    expect(run("$('Start').context")).toEqual({});
    expect(() => run("$('Start').context.noItemsLeft = false", { mode: 'execution', nodeContext })).toThrow();
    expect(contexts.Start!.noItemsLeft).toBe(true);
    expect(() => run("$('Nope').context", { mode: 'execution', nodeContext })).toThrow("There is no node called 'Nope'");
  });

  it('explains unknown and unexecuted nodes', () => {
    expect(() => run("$('Nope').item")).toThrow("There is no node called 'Nope'");
    expect(() => run("$('Target').first()")).toThrow("Node 'Target' hasn't been executed");
    expect(() => run('$()')).toThrow('$() needs a node name');
  });

  it('does not let expressions change shared data', () => {
    expect(() => run("Object.assign($('Start').params, { path: 'y' })")).toThrow('can only change plain objects');
    expect(workflow.nodes[0]?.parameters.path).toBe('x');
    run("$('Start').all().pop()");
    expect(run("$('Start').all().length")).toBe(2);
  });
});

describe('workflow, execution and parameters', () => {
  it('fakes $execution in the editor and takes it from the engine otherwise', () => {
    expect(run('$execution')).toEqual({
      id: '[filled at execution time]',
      mode: 'test',
      resumeUrl: '[filled at execution time]',
      resumeFormUrl: '[filled at execution time]',
      customData: {},
    });
    expect(run('$execution.resumeUrl', { webhookWaitingBaseUrl: 'https://h/webhook-waiting/' })).toBe(
      'https://h/webhook-waiting/[filled at execution time]',
    );
    expect(
      run('[$execution.id, $execution.mode, $execution.resumeUrl]', {
        mode: 'execution',
        execution: { id: '42' },
        webhookWaitingBaseUrl: 'https://h/webhook-waiting',
      }),
    ).toEqual(['42', 'production', 'https://h/webhook-waiting/42']);
    expect(run('[$executionId, $resumeWebhookUrl]', { mode: 'execution', execution: { id: '7', resumeUrl: 'u' } })).toEqual(['7', 'u']);
  });

  it('describes the workflow, the previous node and the active node', () => {
    expect(run('$workflow')).toEqual({ id: 'wf1', name: 'My workflow', active: true });
    expect(run('$prevNode')).toEqual({ name: 'Set', outputIndex: 0, runIndex: 0 });
    expect(run('[$nodeId, $nodeVersion, $webhookId]')).toEqual(['id-Target', 3, 'hook-1']);
    expect(run('$vars.region', { variables: { region: 'eu' } })).toBe('eu');
  });

  it('resolves $parameter values for the current item', () => {
    expect(run('$parameter.greeting', { itemIndex: 1 })).toBe('Hello second');
    expect(run('$parameter.plain')).toBe(5);
    expect(run('$parameter.nested')).toEqual({ inner: 5 });
    expect(() => run('$parameter.loop')).toThrow("The parameter 'loop' refers to itself");
  });

  it('offers the helper functions', () => {
    expect(run("$jmespath({ a: [{ b: 1 }, { b: 2 }] }, 'a[*].b')")).toEqual([1, 2]);
    expect(() => run("$jmespath('a[*]', { a: 1 })")).toThrow('$jmespath() expects the data first');
    expect(run('[$if(true, 1, 2), $if(0, 1, 2), $min(3, 1), $max(3, 1), $ifEmpty("", "d"), $ifEmpty([], "d"), $ifEmpty(0, "d")]')).toEqual([
      1,
      2,
      1,
      3,
      'd',
      'd',
      0,
    ]);
    expect(run("$evaluateExpression('{{ $json.v }}', 1)")).toBe('second');
    expect(() => run('$min(1, "2")')).toThrow('$min() expects numbers only');
  });

  it('adds additional keys and registers their functions', () => {
    expect(run('[$custom, $twice(2)]', { additionalKeys: { $custom: 'c', $twice: (n: number) => n * 2 } })).toEqual(['c', 4]);
  });
});

describe('dates and laziness', () => {
  it('gives $now and $today in the workflow timezone', () => {
    const fixed = Date.UTC(2024, 2, 15, 23, 30);
    expect(run('$now.toISO()', { now: () => fixed })).toBe('2024-03-16T00:30:00.000+01:00');
    expect(run('$today.toISO()', { now: () => fixed })).toBe('2024-03-16T00:00:00.000+01:00');
    expect(run('$now.zoneName', { timezone: 'UTC', now: () => fixed })).toBe('UTC');
    expect(run('"2024-03-15".toDateTime().zoneName')).toBe('Europe/Berlin');
  });

  it('makes DateTime constructors default to the workflow timezone, as n8n does', () => {
    expect(run('DateTime.now().zoneName')).toBe('Europe/Berlin');
    expect(run('DateTime.fromISO("2024-01-01").toISO()')).toBe('2024-01-01T00:00:00.000+01:00');
    expect(run('DateTime.fromFormat("01.02.2024", "dd.MM.yyyy").toISO()')).toBe('2024-02-01T00:00:00.000+01:00');
    expect(run('DateTime.fromISO("2024-01-01", { zone: "UTC" }).toISO()')).toBe('2024-01-01T00:00:00.000Z');
    expect(run('DateTime.utc(2024, 1, 1).zoneName')).toBe('UTC');
  });

  it('builds $now only when an expression reads it', () => {
    let reads = 0;
    const factory = createExpressionContextFactory(options({ now: () => (reads += 1) }));
    for (let i = 0; i < 100; i += 1) evaluateExpression('={{ $json.v }}', factory.forItem(i % 2));
    expect(reads).toBe(0);
    const ctx = factory.forItem(0);
    evaluateExpression('={{ $now.year + $now.month + $today.day }}', ctx);
    expect(reads).toBe(1);
    expect(DateTime.isDateTime(evaluateExpression('={{ $now }}', ctx))).toBe(true);
  });

  it('counts the input items', () => {
    expect(createExpressionContextFactory(options()).itemCount).toBe(2);
    expect(createExpressionContextFactory(options({ activeNodeName: 'Start' })).itemCount).toBe(0);
  });
});
