/**
 * The anchor: the same chain (Manual Trigger → emit N items → Set with an expression →
 * If → NoOp) through n8n's own engine, n8n-core's WorkflowExecute with n8n-workflow's
 * expression evaluation, installed on demand into tests/bench/anchors (git-ignored):
 *   npm install --prefix tests/bench/anchors n8n-core@1.50.0 --ignore-scripts
 * The node types are minimal n8n-style implementations of the four nodes (n8n-nodes-base
 * is not installed: it pulls in hundreds of packages); "emit" generates the items natively
 * as the Code node's output would be, Set reads `={{ $json.i * 2 }}` per item through
 * getNodeParameter and If compares a per-item expression, as n8n's own nodes do.
 * Prints one JSON line: {count, ms, cpuMs, itemsPerSecond, maxRssMb, netPeakRssMb, retainedHeapMb}
 * (run it with --expose-gc for the heap figure).
 * Run: node tests/bench/engine/n8n-anchor.mjs 100000
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.N8N_USER_FOLDER ??= fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-anchor-'));
const anchors = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../anchors/node_modules');
const load = (name) =>
  import(pathToFileURL(path.join(anchors, name, fs.existsSync(path.join(anchors, name, 'dist/index.js')) ? 'dist/index.js' : '')).href);
const { WorkflowExecute } = await load('n8n-core');
const { Workflow, WorkflowHooks } = await load('n8n-workflow');

const heapAfterGc = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
// Memory net of what the process holds before any run, as in engine.bench.ts.
const baseRss = process.memoryUsage().rss;
const baseHeap = heapAfterGc();
let retainedHeap = 0;
const count = Number(process.argv[2] ?? 10000);
const rounds = Number(process.argv[3] ?? 3);
const base = (name, extra = {}) => ({
  displayName: name,
  name,
  group: ['transform'],
  version: 1,
  description: '',
  defaults: { name },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
  ...extra,
});
const types = {
  'n8n-nodes-base.manualTrigger': {
    description: base('manualTrigger', { inputs: [], group: ['trigger'] }),
    async execute() {
      return [this.getInputData()];
    },
  },
  'n8n-nodes-base.emit': {
    description: base('emit'),
    async execute() {
      return [Array.from({ length: count }, (_, i) => ({ json: { i, name: 'item ' + i, city: i % 2 ? 'Berlin' : 'Lisbon' } }))];
    },
  },
  'n8n-nodes-base.set': {
    description: base('set', { properties: [{ displayName: 'Value', name: 'value', type: 'number', default: 0 }] }),
    async execute() {
      const items = this.getInputData();
      return [items.map((item, i) => ({ json: { ...item.json, double: this.getNodeParameter('value', i) }, pairedItem: { item: i } }))];
    },
  },
  'n8n-nodes-base.if': {
    description: base('if', {
      outputs: ['main', 'main'],
      properties: [{ displayName: 'Value', name: 'value1', type: 'number', default: 0 }],
    }),
    async execute() {
      const items = this.getInputData();
      const yes = [];
      const no = [];
      items.forEach((item, i) => (this.getNodeParameter('value1', i) > count ? yes : no).push(item));
      return [yes, no];
    },
  },
  'n8n-nodes-base.noOp': {
    description: base('noOp'),
    async execute() {
      return [this.getInputData()];
    },
  },
};
const nodeTypes = {
  getByName: (name) => types[name],
  getByNameAndVersion: (name) => types[name],
  getKnownTypes: () => ({}),
};
const node = (name, type, x, parameters = {}) => ({
  id: name,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion: 1,
  position: [x, 0],
  parameters,
});
const nodes = [
  node('Start', 'manualTrigger', 0),
  node('Emit', 'emit', 200),
  node('Set', 'set', 400, { value: '={{ $json.i * 2 }}' }),
  node('If', 'if', 600, { value1: '={{ $json.double }}' }),
  node('NoOp', 'noOp', 800),
];
const link = (to) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const connections = { Start: link('Emit'), Emit: link('Set'), Set: link('If'), If: link('NoOp') };

async function once() {
  const workflow = new Workflow({ id: '1', nodes, connections, active: false, nodeTypes, settings: { executionOrder: 'v1' } });
  let finished;
  const done = new Promise((resolve) => (finished = resolve));
  const hooks = new WorkflowHooks({ workflowExecuteAfter: [async (run) => finished(run)] }, 'manual', '1', {
    id: '1',
    name: 'bench',
    nodes,
    connections,
    active: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const additionalData = {
    credentialsHelper: {},
    executeWorkflow: async () => undefined,
    hooks,
    restApiUrl: '',
    instanceBaseUrl: '',
    formWaitingBaseUrl: '',
    webhookBaseUrl: '',
    webhookWaitingBaseUrl: '',
    webhookTestBaseUrl: '',
    variables: {},
    secretsHelpers: {},
    logAiEvent: async () => undefined,
    sendDataToUI: () => undefined,
  };
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  new WorkflowExecute(additionalData, 'manual').run(workflow);
  const run = await done;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  const out = run.data.resultData.runData.NoOp?.[0]?.data?.main?.[0]?.length;
  if (run.data.resultData.error || out !== count / 2 - 1)
    throw new Error(`anchor run wrong: ${out} ${JSON.stringify(run.data.resultData.error)}`);
  retainedHeap = Math.max(retainedHeap, heapAfterGc() - baseHeap);
  if (run.data.resultData.runData.NoOp === undefined) throw new Error('run data lost');
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

(async () => {
  let best = { ms: Infinity, cpuMs: Infinity };
  for (let r = 0; r < rounds; r++) {
    const result = await once();
    if (result.ms < best.ms) best = result;
  }
  const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const netPeakRssMb = Math.round(maxRssMb - baseRss / 1024 / 1024);
  const retainedHeapMb = Math.round(retainedHeap / 1024 / 1024);
  process.stdout.write(
    JSON.stringify({
      count,
      ms: best.ms,
      cpuMs: best.cpuMs,
      itemsPerSecond: Math.round((count / best.ms) * 1000),
      itemsPerCpuSecond: Math.round((count / best.cpuMs) * 1000),
      maxRssMb,
      netPeakRssMb,
      retainedHeapMb,
    }) + '\n',
  );
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
