/**
 * Production webhook throughput: Webhook (POST, "Using 'Respond to
 * Webhook' Node") → Set (one expression) → Respond to Webhook (first item), called by
 * autocannon with 50 connections for 20 s against a real server in a child process
 * (SQLite in a fresh user folder), executions saved by the default settings. Prints
 * requests per second, p50/p99 latency, errors and non-2xx answers, and checks that every
 * answered call left a saved execution.
 *
 * Anchor: about 220 executions/s on one n8n instance (published). Goal: at least 2,000/s.
 *
 * Run: node --import tsx tests/bench/webhook/webhook.bench.ts [--connections 50] [--duration 20] [--profile <dir>]
 * (`--profile` writes a V8 CPU profile of the server process to that folder.)
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { api, benchWorkflow } from './bench-workflow';
import { cpuSeconds, startBenchServer } from './bench-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1] ?? fallback) : fallback;
};
const connections = option('--connections', 50);
const duration = option('--duration', 20);
const profileAt = args.indexOf('--profile');
const profileDir = profileAt >= 0 ? args[profileAt + 1] : undefined;

const server = await startBenchServer(profileDir);
try {
  const owner = await api(server.base, 'POST', '/rest/owner/setup', '', {
    email: 'bench@example.com',
    firstName: 'Bench',
    lastName: 'Mark',
    password: 'Sw1tchyard-bench',
  });
  if (owner.status !== 200) throw new Error(`owner setup failed: ${JSON.stringify(owner.json)}`);
  const cookie = owner.cookie;
  const workflow = benchWorkflow('Webhook bench', 'bench', 'b0000000-0000-4000-8000-000000000001');
  const created = await api(server.base, 'POST', '/rest/workflows', cookie, workflow);
  const activated = await api(server.base, 'PATCH', `/rest/workflows/${created.json.data.id}`, cookie, {
    active: true,
    versionId: created.json.data.versionId,
  });
  if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.json)}`);

  const url = `${server.base}/webhook/bench`;
  const warm = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"warm"}' });
  if (((await warm.json()) as { greeting?: string }).greeting !== 'Hello warm') throw new Error('the workflow does not answer as expected');

  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada' }),
  });
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
  // Saving happens after the answer; give the last ones a moment before counting.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const executions = await api(
    server.base,
    'GET',
    `/rest/executions?limit=1&filter=${encodeURIComponent(JSON.stringify({ workflowId: created.json.data.id }))}`,
    cookie,
  );
  const saved = executions.json.data.count;
  const answered = result['2xx'];
  console.info(
    `webhook → Set → Respond to Webhook, ${connections} connections, ${duration} s, ${process.env['DB_TYPE'] === 'postgresdb' ? 'PostgreSQL' : 'SQLite'}, executions saved`,
  );
  console.info(`requests/s (mean)   ${result.requests.average.toFixed(0)}`);
  console.info(`latency p50 / p99   ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.info(`answered 2xx        ${answered}`);
  console.info(`errors / non-2xx / timeouts   ${result.errors} / ${result.non2xx} / ${result.timeouts}`);
  console.info(`executions saved    ${saved} (warm-up call included: ${answered + 1} expected)`);
  const cpuMsPerCall = (cpuUsed * 1000) / Math.max(1, answered);
  console.info(`server CPU per call  ${cpuMsPerCall.toFixed(2)} ms → about ${(1000 / cpuMsPerCall).toFixed(0)} calls/s per free core`);
  console.info(`load average (1 min) ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
  console.info(`anchor (n8n, one instance, published)   ~220 executions/s; goal ≥ 2,000/s`);
} finally {
  await server.stop();
}
