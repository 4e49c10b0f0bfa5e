/**
 * Kernel dispatch cost on large documents: what one drag frame, one paste or
 * one multi-node delete costs in the command bus and history, beside
 * baselines that do only the unavoidable work (one node update, no
 * validation, no inverse, no history) on a plain object copied by spread and
 * on a persistent map. Results go to docs/performance.md ("Kernel dispatch").
 * Run: node --import tsx tests/bench/kernel/bus.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { Map as ImmutableMap } from 'immutable';
import {
  addConnectionOp,
  addNodeOp,
  createKernel,
  documentWithNodes,
  moveNodeOp,
  removeNodeOp,
  type CommandBus,
  type DocConnection,
  type DocNode,
  type Operation,
  type WorkflowDocument,
} from '../../../core/index';

const makeNode = (id: string, name: string, i: number): DocNode => ({
  id,
  name,
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [i * 20, (i % 50) * 20],
  parameters: {},
});

const main = (from: string, to: string): DocConnection => ({
  source: { nodeId: from, type: 'main', index: 0 },
  target: { nodeId: to, type: 'main', index: 0 },
});

/** `count` unconnected nodes n0..n{count-1}. */
function makeDocument(count: number): WorkflowDocument {
  const nodes: DocNode[] = [];
  for (let i = 0; i < count; i++) nodes.push(makeNode(`n${i}`, `Node ${i}`, i));
  return documentWithNodes(nodes);
}

/** `count` nodes in one chain n0 → n1 → ... (a connected workflow), built through the operations. */
function makeChain(bus: CommandBus, count: number): WorkflowDocument {
  const ops: Operation[] = [];
  for (let i = 0; i + 1 < count; i++) ops.push(addConnectionOp(main(`n${i}`, `n${i + 1}`)));
  return bus.preview(ops, makeDocument(count)).doc;
}

interface Row {
  readonly label: string;
  readonly perOpUs: number;
}

/** Times `fn` over a fixed number of iterations after a warm-up. */
function time(label: string, iterations: number, fn: (i: number) => void): Row {
  for (let i = 0; i < Math.min(200, iterations); i++) fn(i);
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn(i);
  const perOpUs = ((performance.now() - start) * 1000) / iterations;
  return { label, perOpUs };
}

/**
 * Times only `fn`, with an untimed `reset` after each call, for transactions
 * that must start from the same document every time. Warms up for at least 3
 * calls and 200 ms, then runs at least 5 timed calls and stops after ~1 s or
 * 2,000 of them.
 */
function timeWithReset(label: string, fn: () => void, reset: () => void): Row {
  const warmUpUntil = performance.now() + 200;
  for (let i = 0; i < 3 || (performance.now() < warmUpUntil && i < 2_000); i++) {
    fn();
    reset();
  }
  let total = 0;
  let n = 0;
  while (n < 2_000 && (n < 5 || total < 1_000)) {
    const start = performance.now();
    fn();
    total += performance.now() - start;
    n++;
    reset();
  }
  return { label, perOpUs: (total * 1000) / n };
}

const PASTE = 100;

/** A paste as the clipboard produces it: 100 new nodes chained by 99 connections, one user transaction. */
function pasteOps(size: number): Operation[] {
  const ops: Operation[] = [];
  for (let k = 0; k < PASTE; k++) ops.push(addNodeOp(makeNode(`p${k}`, `Pasted ${k}`, size + k)));
  for (let k = 0; k + 1 < PASTE; k++) ops.push(addConnectionOp(main(`p${k}`, `p${k + 1}`)));
  return ops;
}

/** Deleting a selection: 100 consecutive nodes in the middle of the chain, each with an incoming and an outgoing connection. */
function deleteOps(size: number): Operation[] {
  const first = Math.max(1, Math.floor(size / 2) - PASTE / 2);
  const ops: Operation[] = [];
  for (let k = 0; k < Math.min(PASTE, size - 2); k++) ops.push(removeNodeOp(`n${first + k}`));
  return ops;
}

const SIZES = [100, 1_000, 10_000];
const rows: Array<{ nodes: number; case: string; perOpUs: number }> = [];
// The first round (100 nodes) only warms the JIT up; its figures are dropped.
for (const [round, size] of [100, ...SIZES].entries()) {
  const kernel = createKernel();
  kernel.bus.load(makeDocument(size));
  const drag = time('moveNode, one drag gesture (bus + history merge)', 2_000, (i) => {
    kernel.bus.dispatch({ ops: [moveNodeOp('n1', [i, i])], meta: { origin: 'user', group: 'drag' } });
  });
  const separate = time('moveNode, separate undo steps', 2_000, (i) => {
    kernel.bus.dispatch({ ops: [moveNodeOp('n2', [i, i])], meta: { origin: 'user' } });
  });
  const connect = time('addConnection', 2_000, (i) => {
    const a = `n${i % size}`;
    const b = `n${(i + 1) % size}`;
    kernel.bus.dispatch({ ops: [addConnectionOp(main(a, b))], meta: { origin: 'system' } });
  });

  // Paste and delete on a connected workflow, each from the same starting document.
  const chain = makeChain(kernel.bus, size);
  const reset = () => kernel.bus.load(chain);
  reset();
  const removeOne = timeWithReset(
    'removeNode, one connected node (bus + history)',
    () => kernel.bus.dispatch({ ops: [removeNodeOp(`n${Math.floor(size / 2)}`)], meta: { origin: 'user' } }),
    reset,
  );
  const paste = pasteOps(size);
  const pasteRow = timeWithReset(
    'paste 100 nodes + 99 connections, one transaction',
    () => kernel.bus.dispatch({ ops: paste, meta: { origin: 'user', label: 'Paste 100 nodes' } }),
    reset,
  );
  const remove = deleteOps(size);
  const removeRow = timeWithReset(
    'remove 100 connected nodes, one transaction',
    () => kernel.bus.dispatch({ ops: remove, meta: { origin: 'user', label: 'Delete 100 nodes' } }),
    reset,
  );

  // Baselines: the node update alone, on a plain object (copied by spread) and on a persistent map.
  let plain: Record<string, DocNode> = {};
  for (let i = 0; i < size; i++) plain[`n${i}`] = makeNode(`n${i}`, `Node ${i}`, i);
  const plainBaseline = time('baseline: one node update, plain object spread', 2_000, (i) => {
    const node = plain['n1'] as DocNode;
    plain = { ...plain, n1: { ...node, position: [i, i] } };
  });
  let persistent = ImmutableMap<string, DocNode>(Object.entries(plain));
  const persistentBaseline = time('baseline: one node update, ImmutableMap.set', 2_000, (i) => {
    const node = persistent.get('n1') as DocNode;
    persistent = persistent.set('n1', { ...node, position: [i, i] });
  });

  for (const r of round === 0 ? [] : [drag, separate, connect, removeOne, pasteRow, removeRow, plainBaseline, persistentBaseline]) {
    rows.push({ nodes: size, case: r.label, perOpUs: Math.round(r.perOpUs * 10) / 10 });
  }
  kernel.dispose();
}
// A Markdown table, one row per case and one column per document size, ready for docs/performance.md.
const cases = [...new Set(rows.map((r) => r.case))];
const format = (us: number | undefined) => (us === undefined ? '' : us >= 100 ? Math.round(us).toLocaleString('en-US') : String(us));
const lines = [
  `| case | ${SIZES.map((n) => `${n.toLocaleString('en-US')} nodes`).join(' | ')} |`,
  `|---|${SIZES.map(() => '---:').join('|')}|`,
  ...cases.map((c) => `| ${c} | ${SIZES.map((n) => format(rows.find((r) => r.case === c && r.nodes === n)?.perOpUs)).join(' | ')} |`),
];
console.info(`Kernel dispatch cost (microseconds per transaction; lower is better), Node ${process.version}\n\n${lines.join('\n')}`);
