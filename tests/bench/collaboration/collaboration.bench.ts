/**
 * Live collaboration (docs/collaboration.md): 10 editors in one session of a 1,000-node
 * workflow against a real server in a child process (SQLite, fresh user folder). Each editor is a
 * real WebSocket client with the editor's own CollabClient (it applies every step to its copy of
 * the document, as the browser does), and sends one moveNode batch at a time, the next as soon as
 * the server confirms the previous one, for `--duration` seconds.
 *
 * Prints: ops/s the session ordered; remote-apply latency p50/p99 (from an editor sending a batch
 * to every other editor having applied the step); bytes per op on the wire (a batch up, a step
 * down); the server's CPU time per op (from /proc, meaningful on a shared machine); and checks
 * that every editor ends with the server's document.
 *
 * Goals (issue 26): p99 ≤ 100 ms, ≥ 1,000 ops/s per session, no divergence.
 *
 * Run: node --import tsx tests/bench/collaboration/collaboration.bench.ts [--clients 10] [--nodes 1000] [--duration 10]
 */
import { availableParallelism, loadavg } from 'node:os';
import WebSocket from 'ws';
import { CollabClient, type CollabStep } from '../../../core/collab';
import { sameWorkflowContent } from '../../../core/document/same-content';
import { createWorkflowOperationRegistry } from '../../../sdk/workflow/edit-operations';
import { importWorkflow } from '../../../sdk/workflow/import-workflow';
import { api } from '../webhook/bench-workflow';
import { cpuSeconds, startBenchServer } from '../webhook/bench-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1] ?? fallback) : fallback;
};
const clientCount = option('--clients', 10);
const nodeCount = option('--nodes', 1000);
const duration = option('--duration', 10);

function bigWorkflow(n: number) {
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `node-${i}`,
    name: `Node ${i}`,
    type: i === 0 ? 'n8n-nodes-base.manualTrigger' : 'n8n-nodes-base.set',
    typeVersion: 1,
    position: [(i % 40) * 240, Math.floor(i / 40) * 200],
    parameters: i === 0 ? {} : { value: `={{ $('Node ${i - 1}').item.json.x }}` },
  }));
  const connections: Record<string, unknown> = {};
  for (let i = 0; i < n - 1; i++) connections[`Node ${i}`] = { main: [[{ node: `Node ${i + 1}`, type: 'main', index: 0 }]] };
  return { name: 'Collaboration bench', nodes, connections };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Editor {
  readonly id: string;
  readonly socket: WebSocket;
  client: CollabClient;
  batch: number;
  sentAt: number;
}

const server = await startBenchServer();
try {
  const created = await api(server.base, 'POST', '/rest/workflows', '', bigWorkflow(nodeCount));
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
  const workflowId = created.json.data.id;
  const url = `${server.base.replace('http', 'ws')}/rest/collaboration/${workflowId}`;
  const registry = createWorkflowOperationRegistry();
  /** When each batch was sent, by `client/batch`, and how many editors still have to apply its step. */
  const sent = new Map<string, { at: number; waiting: number }>();
  const latencies: number[] = [];
  let upBytes = 0;
  let downBytes = 0;
  let ops = 0;
  let running = true;

  const editors: Editor[] = await Promise.all(
    Array.from({ length: clientCount }, (_, i) => {
      const id = `bench-client-${String(i).padStart(3, '0')}`;
      const socket = new WebSocket(url);
      return new Promise<Editor>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('open', () => socket.send(JSON.stringify({ t: 'hello', client: id })));
        const editor = { id, socket, batch: 0, sentAt: 0 } as Editor;
        socket.on('message', (data: Buffer) => {
          const message = JSON.parse(String(data)) as { t: string } & Record<string, unknown>;
          if (message.t === 'welcome') {
            editor.client = new CollabClient(registry, id, importWorkflow(message['workflow']).document, message['version'] as number);
            resolve(editor);
          } else if (message.t === 'step') {
            downBytes += data.length;
            const step = message as unknown as CollabStep;
            editor.client.receive(step);
            const key = `${step.client}/${step.batch}`;
            const pending = sent.get(key);
            if (pending !== undefined && step.client !== id) {
              latencies.push(performance.now() - pending.at);
              if (--pending.waiting === 0) sent.delete(key);
            }
            if (step.client === id) sendNext(editor);
          }
        });
      });
    }),
  );

  function sendNext(editor: Editor): void {
    if (!running) return;
    const nodeId = `node-${Math.floor(Math.random() * nodeCount)}`;
    const operation = {
      type: 'moveNode',
      payload: { nodeId, position: [Math.round(Math.random() * 9000), Math.round(Math.random() * 5000)] },
    };
    editor.client.recordLocal([operation], registry.get('moveNode').apply(editor.client.doc, operation.payload));
    const batch = editor.client.takeBatch();
    if (batch === null) return;
    const text = JSON.stringify({ t: 'batch', ...batch });
    upBytes += Buffer.byteLength(text);
    sent.set(`${editor.id}/${batch.batch}`, { at: performance.now(), waiting: clientCount - 1 });
    ops += batch.ops.length;
    editor.socket.send(text);
  }

  const cpuBefore = cpuSeconds(server.pid);
  const startedAt = performance.now();
  for (const editor of editors) sendNext(editor);
  await new Promise((resolve) => setTimeout(resolve, duration * 1000));
  running = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
  // Let the last steps arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // Every editor has the same document; one more editor joining now gets the server's.
  const check = new WebSocket(url);
  const serverDoc = await new Promise<ReturnType<typeof importWorkflow>['document']>((resolve) => {
    check.on('open', () => check.send(JSON.stringify({ t: 'hello' })));
    check.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as { t: string; workflow?: unknown };
      if (message.t === 'welcome') resolve(importWorkflow(message.workflow).document);
    });
  });
  const diverged = editors.filter((e) => !sameWorkflowContent(e.client.doc, serverDoc)).length;
  for (const editor of [...editors.map((e) => e.socket), check]) editor.close();

  latencies.sort((a, b) => a - b);
  const stepsReceived = latencies.length / Math.max(1, clientCount - 1);
  console.info(
    JSON.stringify(
      {
        clients: clientCount,
        nodes: nodeCount,
        seconds: Number(elapsed.toFixed(1)),
        opsPerSecond: Math.round(ops / elapsed),
        remoteApplyMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
        bytesPerOp: { up: Math.round(upBytes / Math.max(1, ops)), downPerEditor: Math.round(downBytes / Math.max(1, ops * clientCount)) },
        serverCpuMsPerOp: Number(((cpuUsed * 1000) / Math.max(1, ops)).toFixed(3)),
        stepsMeasured: Math.round(stepsReceived),
        divergedEditors: diverged,
        load: loadavg().map((l) => Number(l.toFixed(2))),
        cores: availableParallelism(),
      },
      null,
      2,
    ),
  );
  if (diverged > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
