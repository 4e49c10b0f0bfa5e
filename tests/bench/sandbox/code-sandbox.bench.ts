/**
 * Code node sandbox throughput: items per second through
 * `CodeSandbox.run` (worker process + isolated-vm, a fresh context per run),
 * beside a node:vm baseline in this process (a fresh vm context per run, items
 * passed by reference: no isolation, no copies — the floor of what running user
 * code costs).
 *
 * Both run the same code, n8n's typical "map every item":
 *   return $input.all().map(i => ({json: {...i.json, b: i.json.a * 2}}))
 * and both normalise the result the same way (every element must be `{json}`).
 *
 * Run: node --import tsx tests/bench/sandbox/code-sandbox.bench.ts
 * Options: --rounds N (default 5, best round kept), --sizes 10000,100000
 */
import os from 'node:os';
import vm from 'node:vm';
import type { INodeExecutionData } from '../../../sdk/workflow';
import { CodeSandbox } from '../../../app/server/sandbox';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const ROUNDS = Number(option('--rounds', '5'));
const SIZES = option('--sizes', '10000,100000').split(',').map(Number);
const CODE = 'return $input.all().map(i => ({json: {...i.json, b: i.json.a * 2}}))';

function makeItems(count: number): INodeExecutionData[] {
  return Array.from({ length: count }, (_, i) => ({ json: { a: i, name: `name ${i}`, city: i % 2 === 0 ? 'Lisbon' : 'Berlin' } }));
}

async function best(rounds: number, once: () => Promise<number>): Promise<number> {
  let fastest = Infinity;
  for (let round = 0; round < rounds; round++) fastest = Math.min(fastest, await once());
  return fastest;
}

async function sandboxRun(sandbox: CodeSandbox, items: INodeExecutionData[]): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await sandbox.run({
    code: CODE,
    mode: 'runOnceForAllItems',
    items,
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.items.length !== items.length || result.items[1]?.json['b'] !== 2) throw new Error('wrong sandbox output');
  return ms;
}

async function vmRun(items: INodeExecutionData[]): Promise<number> {
  const started = process.hrtime.bigint();
  const context = vm.createContext({ $input: { all: () => items.slice() } });
  const fn = vm.runInContext(`(async function () {\n${CODE}\n})`, context) as () => Promise<unknown>;
  const output = (await fn()) as INodeExecutionData[];
  if (!Array.isArray(output) || !output.every((item) => item !== null && typeof item === 'object' && typeof item.json === 'object'))
    throw new Error('bad');
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (output.length !== items.length || output[1]?.json['b'] !== 2) throw new Error('wrong vm output');
  return ms;
}

const sandbox = new CodeSandbox({ limits: { memoryMb: 1024, timeoutMs: 120_000 } });
console.info(
  `Code node sandbox bench: ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, Node ${process.version}, best of ${ROUNDS} rounds, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
console.info(`code: ${CODE}\n`);
const small = makeItems(10);
await sandboxRun(sandbox, small); // start the worker and compile the runtime
const rows: string[][] = [];
for (const size of SIZES) {
  const items = makeItems(size);
  await sandboxRun(sandbox, items);
  await vmRun(items);
  const sandboxMs = await best(ROUNDS, () => sandboxRun(sandbox, items));
  const vmMs = await best(ROUNDS, () => vmRun(items));
  rows.push([
    size.toLocaleString('en-US'),
    sandboxMs.toFixed(1),
    Math.round((size / sandboxMs) * 1000).toLocaleString('en-US'),
    vmMs.toFixed(1),
    Math.round((size / vmMs) * 1000).toLocaleString('en-US'),
  ]);
}
const latency = await best(20, () => sandboxRun(sandbox, small));
await sandbox.dispose();

console.info('| items | sandbox ms | sandbox items/s | node:vm ms | node:vm items/s |');
console.info('|---:|---:|---:|---:|---:|');
for (const row of rows) console.info(`| ${row.join(' | ')} |`);
console.info(`\none run of 10 items through the sandbox (fresh context, round trip): ${latency.toFixed(2)} ms`);
