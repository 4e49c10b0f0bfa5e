import { IsolateHost } from '../../../app/server/sandbox/child/isolate-host';
import { runRequest } from '../../../app/server/sandbox/child/run-request';
const N = 100000;
const items = Array.from({ length: N }, (_, i) => ({ json: { a: i, name: `name ${i}`, city: i % 2 === 0 ? 'Lisbon' : 'Berlin' } }));
const host = new IsolateHost(1024);
const limits = { timeoutMs: 60000, memoryMb: 1024, maxOutputChars: 1e9, maxConsoleMessages: 1000, maxConsoleChars: 1e6 };
for (let r = 0; r < 4; r++) {
  const t0 = performance.now();
  const itemsJson = JSON.stringify(items);
  const t1 = performance.now();
  const meta = JSON.stringify({ mode: 'runOnceForAllItems', code: 'x', node: { name: 'C', type: 't', typeVersion: 2 }, nodeNames: [], workflow: {}, execution: {}, prevNode: {}, runIndex: 0, variables: {}, staticData: { global: {}, node: {} }, limits });
  const code = process.argv[2] ?? 'return $input.all().map(i => ({json: {...i.json, b: i.json.a * 2}}))';
  const out = await runRequest(host, { type: 'run', id: 1, code, meta, items: itemsJson, nodes: '{}', allowedModules: {}, limits });
  const t2 = performance.now();
  const parsed = JSON.parse(out);
  const t3 = performance.now();
  console.log('stringify', (t1 - t0).toFixed(0), 'isolate', (t2 - t1).toFixed(0), 'parse', (t3 - t2).toFixed(0), parsed.items.length);
}
host.dispose();
