/**
 * Expression evaluation benchmark (issue item 6).
 *
 * Evaluates three expressions over 100,000 items and prints items/second for
 * - switchyard: `evaluateExpression` (cache lookup per call) with a per-item
 *   context from `createExpressionContextFactory`;
 * - plain (bare ctx): a compiled JavaScript function (`new Function`) with a
 *   per-item context object holding only `$json`, the fastest anything can be;
 * - plain (full ctx): the same function with the per-item context a
 *   straightforward implementation builds eagerly ($input helpers,
 *   $workflow, $execution, Luxon $now/$today ...);
 * - n8n-workflow: the anchor product's own `getParameterValue`, installed on
 *   demand into tests/bench/anchors (git-ignored), never into package.json.
 * Each engine/expression pair runs in a fresh process so JIT feedback from
 * one does not slow down another.
 *
 * Run: node --import tsx tests/bench/expressions/expressions.bench.ts
 * Options: --items N (default 100000), --rounds N (default 5, best round kept),
 * --no-anchor (skip n8n-workflow).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import { createExpressionContextFactory, evaluateExpression } from '../../../sdk/expressions';
import type { INode, INodeExecutionData } from '../../../sdk/workflow';

interface Case {
  label: string;
  expression: string;
  plain: string;
}

const CASES: Case[] = [
  { label: '$json.a + 1', expression: '={{ $json.a + 1 }}', plain: 'return ctx.$json.a + 1' },
  { label: '$json.name.toUpperCase()', expression: '={{ $json.name.toUpperCase() }}', plain: 'return ctx.$json.name.toUpperCase()' },
  {
    label: 'text with three {{ }}',
    expression: '=Hello {{ $json.name }}, item {{ $json.a }} lives in {{ $json.city }}.',
    plain: 'return "Hello " + ctx.$json.name + ", item " + ctx.$json.a + " lives in " + ctx.$json.city + "."',
  },
];

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ITEMS = option('--items', 100_000);
const ROUNDS = option('--rounds', 5);
const here = dirname(fileURLToPath(import.meta.url));
const anchorsDir = join(here, '..', 'anchors');

const items: INodeExecutionData[] = Array.from({ length: ITEMS }, (_, i) => ({
  json: { a: i, name: `name ${i}`, city: i % 2 === 0 ? 'Lisbon' : 'Berlin' },
  pairedItem: { item: i },
}));
const node = (name: string): INode => ({ id: name, name, type: 'n8n-nodes-base.set', typeVersion: 3, position: [0, 0], parameters: {} });
const nodes = [node('Start'), node('Set')];
const connections = { Start: { main: [[{ node: 'Set', type: 'main' as const, index: 0 }]] } };

let sink: unknown;

function time(run: (i: number) => unknown): number {
  // Warm-up: at least 20,000 items and at least two seconds, so the JIT has settled.
  const warmUntil = performance.now() + 2000;
  for (let done = 0; done < 20_000 || performance.now() < warmUntil; done += 1000) {
    for (let i = 0; i < 1000; i += 1) sink = run((done + i) % ITEMS);
  }
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < ITEMS; i += 1) sink = run(i);
    best = Math.min(best, performance.now() - start);
  }
  return ITEMS / (best / 1000);
}

type Engine = 'switchyard' | 'plain' | 'plain-full' | 'n8n';
const ENGINES: Engine[] = ['switchyard', 'plain', 'plain-full', 'n8n'];

function switchyard(c: Case): number {
  const factory = createExpressionContextFactory({
    workflow: { id: 'bench', name: 'Bench', active: false, nodes, connections },
    activeNodeName: 'Set',
    inputItems: items,
    inputSource: { previousNode: 'Start' },
    mode: 'execution',
  });
  return time((i) => evaluateExpression(c.expression, factory.forItem(i)));
}

function compilePlain(body: string): (ctx: Record<string, unknown>) => unknown {
  // The baselines may do what Switchyard never does: real code generation.
  return new Function('ctx', body) as (ctx: Record<string, unknown>) => unknown;
}

/** (a) the bare baseline: a compiled function and a per-item context holding only $json. */
function plain(c: Case): number {
  const fn = compilePlain(c.plain);
  return time((i) => fn({ $json: (items[i] as INodeExecutionData).json }));
}

/**
 * (a') the same compiled function with the per-item context a straightforward
 * implementation builds eagerly: the item, its index, $input helpers,
 * $workflow, $execution, $prevNode and $now/$today as Luxon DateTimes.
 */
function plainFull(c: Case): number {
  const fn = compilePlain(c.plain);
  const workflow = { id: 'bench', name: 'Bench', active: false };
  const execution = { id: '1', mode: 'production', resumeUrl: 'http://localhost:5678/webhook-waiting/1' };
  return time((i) => {
    const item = items[i] as INodeExecutionData;
    const now = DateTime.now().setZone('America/New_York');
    return fn({
      $json: item.json,
      $binary: item.binary ?? {},
      $itemIndex: i,
      $position: i,
      $runIndex: 0,
      $input: { item, all: () => items, first: () => items[0], last: () => items[items.length - 1], params: {} },
      $workflow: workflow,
      $execution: execution,
      $prevNode: { name: 'Start', outputIndex: 0, runIndex: 0 },
      $now: now,
      $today: now.startOf('day'),
    });
  });
}

function n8n(c: Case): number {
  const entry = join(anchorsDir, 'node_modules', 'n8n-workflow');
  const require = createRequire(import.meta.url);
  const lib = require(entry) as {
    Workflow: new (p: object) => { expression: { getParameterValue: (...a: unknown[]) => unknown }; nodes: Record<string, unknown> };
  };
  const nodeTypes = {
    getByName: () => ({ description: { properties: [] } }),
    getByNameAndVersion: () => ({ description: { properties: [], inputs: ['main'], outputs: ['main'] } }),
    getKnownTypes: () => ({}),
  };
  const workflow = new lib.Workflow({ id: 'bench', name: 'Bench', nodes, connections, active: false, nodeTypes });
  const runData = { resultData: { runData: { Start: [{ startTime: 0, executionTime: 0, source: [], data: { main: [items] } }] } } };
  const executeData = { node: workflow.nodes.Set, data: { main: [items] }, source: { main: [{ previousNode: 'Start' }] } };
  const expected = switchyardValue(c.expression, 3);
  const got = workflow.expression.getParameterValue(c.expression, runData, 0, 3, 'Set', items, 'manual', {}, executeData);
  if (got !== expected) throw new Error(`n8n-workflow gave ${String(got)} where Switchyard gave ${String(expected)}`);
  return time((i) => workflow.expression.getParameterValue(c.expression, runData, 0, i, 'Set', items, 'manual', {}, executeData));
}

function switchyardValue(expression: string, index: number): unknown {
  const factory = createExpressionContextFactory({
    workflow: { nodes, connections },
    activeNodeName: 'Set',
    inputItems: items,
    mode: 'execution',
  });
  return evaluateExpression(expression, factory.forItem(index));
}

function checkSameResults(): void {
  for (const c of CASES) {
    const ours = switchyardValue(c.expression, 7);
    const base = compilePlain(c.plain)({ $json: (items[7] as INodeExecutionData).json });
    if (ours !== base) throw new Error(`${c.label}: switchyard gave ${String(ours)}, plain gave ${String(base)}`);
  }
}

function ensureAnchor(): string | undefined {
  if (args.includes('--no-anchor')) return 'skipped (--no-anchor)';
  if (existsSync(join(anchorsDir, 'node_modules', 'n8n-workflow'))) return undefined;
  try {
    console.info(`installing n8n-workflow into ${anchorsDir} ...`);
    // --ignore-scripts: its optional isolated-vm engine needs a native build; the default (legacy) engine does not.
    execFileSync('npm', ['install', '--prefix', anchorsDir, 'n8n-workflow', '--no-audit', '--no-fund', '--ignore-scripts'], {
      stdio: 'ignore',
    });
    return undefined;
  } catch (error) {
    return `the anchor could not be installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

/** Runs one engine on one expression in a fresh process, so each gets its own JIT state. */
function measure(engine: Engine, caseIndex: number): number | string {
  const self = fileURLToPath(import.meta.url);
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', self, '--child', engine, String(caseIndex), '--items', String(ITEMS), '--rounds', String(ROUNDS)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return Number(out.trim().split('\n').pop());
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    return (
      stderr
        .trim()
        .split('\n')
        .find((line) => line.includes('Error')) ?? 'failed'
    );
  }
}

const fmt = (n: number | string): string => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const ratio = (a: number | string, b: number | string): string =>
  typeof a === 'number' && typeof b === 'number' && a > 0 && b > 0 ? `${(a / b).toFixed(1)}x` : '-';

function child(engine: Engine, caseIndex: number): void {
  const c = CASES[caseIndex] as Case;
  const run = { switchyard, plain, 'plain-full': plainFull, n8n }[engine];
  console.info(String(run(c)));
  void sink;
}

function main(): void {
  if (args[0] === '--child') {
    child(args[1] as Engine, Number(args[2]));
    return;
  }
  checkSameResults();
  const anchorProblem = ensureAnchor();
  console.info(
    `Expression benchmark: ${ITEMS.toLocaleString('en-US')} items, best of ${ROUNDS} rounds, each measurement in a fresh process`,
  );
  console.info(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}`);
  if (anchorProblem !== undefined) console.info(`n8n-workflow: ${anchorProblem}`);
  const rows: string[][] = [
    [
      'expression',
      'switchyard',
      'plain (bare ctx)',
      'plain (eager ctx)',
      'n8n-workflow',
      'switchyard/n8n',
      'bare/switchyard',
      'switchyard/eager',
    ],
  ];
  for (let i = 0; i < CASES.length; i += 1) {
    const r = Object.fromEntries(ENGINES.map((e) => [e, e === 'n8n' && anchorProblem !== undefined ? 'n/a' : measure(e, i)])) as Record<
      Engine,
      number | string
    >;
    for (const e of ENGINES) if (typeof r[e] === 'string' && r[e] !== 'n/a') console.info(`${e} on ${CASES[i]?.label}: ${String(r[e])}`);
    rows.push([
      CASES[i]?.label ?? '',
      fmt(r.switchyard),
      fmt(r.plain),
      fmt(r['plain-full']),
      fmt(r.n8n),
      ratio(r.switchyard, r.n8n),
      ratio(r.plain, r.switchyard),
      ratio(r.switchyard, r['plain-full']),
    ]);
  }
  console.info('items/second (higher is better). Goals: switchyard/n8n >= 20x; bare/switchyard <= 3x (plain function cost vs ours).');
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  for (const row of rows)
    console.info(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join('  '));
}

main();
