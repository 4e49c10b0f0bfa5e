/**
 * Engine throughput: Manual Trigger → Code (emit N items) → Set (an
 * expression per item) → If → NoOp, run through the real engine (`runWorkflow`) with the
 * core node catalogue, at N = 10,000 and 100,000: items per second over the whole run and
 * the engine process's peak memory. Each case runs in a fresh child process, so the peak
 * (`maxRSS`) belongs to that case alone; the Code node's sandbox worker is a separate
 * process and is measured apart (its own maxRSS is not in the column).
 *
 * `--source pinned` replaces the Code node by pinned data on the first node (the items
 * exist before the run), which isolates the engine and the core nodes from the sandbox.
 *
 * n8n's engine runs the same chain beside it (n8n-anchor.mjs) when it is installed in
 * tests/bench/anchors (see that file).
 *
 * Run: node --import tsx tests/bench/engine/engine.bench.ts [--sizes 10000,100000] [--rounds 3] [--source code|pinned|both] [--anchor-rounds 1]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IConnections, INode, INodeExecutionData } from '../../../sdk/workflow';
import { createEngineServices } from '../../../app/server/engine/engine-services';
import { runWorkflow } from '../../../app/server/engine/workflow-execute';
import { createCoreNodeTypes } from '../../../app/server/nodes';
import { CodeSandbox } from '../../../app/server/sandbox';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};

/** The benchmark workflow for `count` items. */
export function chain(
  count: number,
  source: 'code' | 'pinned',
): { nodes: INode[]; connections: IConnections; pinData?: Record<string, INodeExecutionData[]> } {
  const node = (name: string, type: string, typeVersion: number, x: number, parameters: Record<string, unknown> = {}): INode => ({
    id: name,
    name,
    type: `n8n-nodes-base.${type}`,
    typeVersion,
    position: [x, 0],
    parameters: parameters as INode['parameters'],
  });
  const nodes = [
    node('Start', 'manualTrigger', 1, 0),
    node(
      'Emit',
      source === 'code' ? 'code' : 'noOp',
      source === 'code' ? 2 : 1,
      200,
      source === 'code'
        ? {
            jsCode: `return Array.from({ length: ${count} }, (_, i) => ({ json: { i, name: 'item ' + i, city: i % 2 ? 'Berlin' : 'Lisbon' } }));`,
          }
        : {},
    ),
    node('Set', 'set', 3.4, 400, {
      assignments: { assignments: [{ id: 'a', name: 'double', value: '={{ $json.i * 2 }}', type: 'number' }] },
      includeOtherFields: true,
    }),
    node('If', 'if', 1, 600, { conditions: { number: [{ value1: '={{ $json.double }}', operation: 'larger', value2: count }] } }),
    node('NoOp', 'noOp', 1, 800),
  ];
  const link = (to: string) => ({ main: [[{ node: to, type: 'main' as const, index: 0 }]] });
  const connections: IConnections = { Start: link('Emit'), Emit: link('Set'), Set: link('If'), If: link('NoOp') };
  const pinData =
    source === 'pinned'
      ? { Emit: Array.from({ length: count }, (_, i) => ({ json: { i, name: `item ${i}`, city: i % 2 ? 'Berlin' : 'Lisbon' } })) }
      : undefined;
  return { nodes, connections, pinData };
}

/** Heap used after a full garbage collection (the bench children run with --expose-gc). */
export function heapAfterGc(): number {
  (globalThis as { gc?: () => void }).gc?.();
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

async function runCase(count: number, source: 'code' | 'pinned', rounds: number): Promise<void> {
  // Memory net of what the process holds before any run (Node, tsx and the loaded
  // modules), so that ours and the anchor (plain JavaScript, no loader) compare fairly.
  const baseRss = process.memoryUsage().rss;
  const baseHeap = heapAfterGc();
  let retainedHeap = 0;
  const codeSandbox = new CodeSandbox();
  const services = createEngineServices({
    nodeTypes: createCoreNodeTypes(),
    userFolder: mkdtempSync(path.join(os.tmpdir(), 'sy-bench-')),
    timezone: 'UTC',
    codeSandbox,
  });
  let best = Infinity;
  let bestCpu = Infinity;
  let passed = 0;
  for (let round = 0; round < rounds; round++) {
    const workflow = chain(count, source);
    const started = process.hrtime.bigint();
    const cpuStart = process.cpuUsage();
    const result = await runWorkflow({
      workflow: { ...workflow, settings: { executionOrder: 'v1' } },
      pinData: workflow.pinData,
      mode: 'manual',
      executionId: `bench-${round}`,
      signal: new AbortController().signal,
      services,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const cpu = process.cpuUsage(cpuStart);
    bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1000);
    if (result.status !== 'success') throw new Error(`run failed: ${JSON.stringify(result.data.resultData.error)}`);
    const runs = result.data.resultData.runData.NoOp;
    passed = runs?.[0]?.data?.main?.[0]?.length ?? 0;
    if (passed !== count / 2 - 1) throw new Error(`wrong output: ${passed} items reached NoOp`);
    best = Math.min(best, ms);
    // What the finished run keeps (its run data) while the result is still referenced.
    retainedHeap = Math.max(retainedHeap, heapAfterGc() - baseHeap);
    if (result.data.resultData.runData.NoOp === undefined) throw new Error('run data lost');
  }
  await codeSandbox.dispose();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  process.stdout.write(
    JSON.stringify({
      count,
      source,
      ms: best,
      cpuMs: bestCpu,
      itemsPerSecond: Math.round((count / best) * 1000),
      itemsPerCpuSecond: Math.round((count / bestCpu) * 1000),
      maxRssMb: Math.round(maxRssMb),
      netPeakRssMb: Math.round(maxRssMb - baseRss / 1024 / 1024),
      retainedHeapMb: mb(retainedHeap),
      passed,
    }) + '\n',
  );
}

/** One case's line of output. */
interface CaseResult {
  count: number;
  ms: number;
  cpuMs: number;
  itemsPerSecond: number;
  itemsPerCpuSecond: number;
  maxRssMb: number;
  netPeakRssMb: number;
  retainedHeapMb: number;
}

async function main(): Promise<void> {
  if (args.includes('--case')) {
    await runCase(Number(option('--case', '10000')), option('--source', 'code') as 'code' | 'pinned', Number(option('--rounds', '3')));
    return;
  }
  const sizes = option('--sizes', '10000,100000').split(',').map(Number);
  const sourceOption = option('--source', 'both');
  const sources = sourceOption === 'both' ? (['code', 'pinned'] as const) : [sourceOption as 'code' | 'pinned'];
  const rounds = option('--rounds', '3');
  const self = fileURLToPath(import.meta.url);
  console.info(`engine chain bench — node ${process.version}, ${os.cpus().length} CPUs, best of ${rounds} rounds, fresh process per case`);
  console.info(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.info(
    '| items | first node | best run, wall (ms) | items/s (wall) | CPU of the engine process (ms) | items per CPU-second | peak RSS (MB) | peak RSS net of start (MB) | heap kept by the result after GC (MB) |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const source of sources) {
    for (const size of sizes) {
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', self, '--case', String(size), '--source', source, '--rounds', rounds],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      );
      const line = child.stdout.trim().split('\n').pop() ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.info(`| ${size} | ${source} | failed: ${(child.stderr || line).slice(0, 300)} |`);
        continue;
      }
      const r = JSON.parse(line) as CaseResult;
      console.info(
        `| ${r.count.toLocaleString('en')} | ${source === 'code' ? 'Code node' : 'pinned data'} | ${r.ms.toFixed(0)} | ${r.itemsPerSecond.toLocaleString('en')} | ${r.cpuMs.toFixed(0)} | ${r.itemsPerCpuSecond.toLocaleString('en')} | ${r.maxRssMb} | ${r.netPeakRssMb} | ${r.retainedHeapMb} |`,
      );
    }
  }
  anchor(sizes, self);
}

/** n8n's engine on the same chain, when tests/bench/anchors holds n8n-core. */
function anchor(sizes: number[], self: string): void {
  const script = path.join(path.dirname(self), 'n8n-anchor.mjs');
  if (!existsSync(path.join(path.dirname(self), '../anchors/node_modules/n8n-core'))) {
    console.info('n8n anchor: not installed (npm install --prefix tests/bench/anchors n8n-core@1.50.0 --ignore-scripts)');
    return;
  }
  for (const size of sizes) {
    const child = spawnSync(process.execPath, ['--expose-gc', script, String(size), option('--anchor-rounds', '1')], { encoding: 'utf8' });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.info(`| ${size} | n8n-core 1.50 (anchor) | failed: ${(child.stderr || line).slice(0, 300)} |`);
      continue;
    }
    const r = JSON.parse(line) as CaseResult;
    console.info(
      `| ${r.count.toLocaleString('en')} | n8n-core 1.50 WorkflowExecute (anchor) | ${r.ms.toFixed(0)} | ${r.itemsPerSecond.toLocaleString('en')} | ${r.cpuMs.toFixed(0)} | ${r.itemsPerCpuSecond.toLocaleString('en')} | ${r.maxRssMb} | ${r.netPeakRssMb} | ${r.retainedHeapMb} |`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) void main();
