/**
 * Remote-apply latency between two browsers on this machine (docs/performance.md, live
 * collaboration): two Chromium pages (two contexts) on one saved workflow; page A drags a node
 * `--moves` times; for each batch A's socket sends, the time until page B's socket got the step
 * and B's handler (the bus applying it) has returned. Both pages stamp with
 * `performance.timeOrigin + performance.now()` (one machine, one clock). The canvas redraw of the
 * moved node comes on B's next animation frame and is not included.
 *
 * Needs a running server with the built editor and the setup screen off, e.g.
 *   npm run build && PORT=5712 SWITCHYARD_USER_MANAGEMENT_ENABLED=false npm start
 * Run: BENCH_URL=http://127.0.0.1:5712 node --import tsx tests/bench/collaboration/browser-latency.bench.ts [--moves 60]
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5712';
const at = process.argv.indexOf('--moves');
const moves = at >= 0 ? Number(process.argv[at + 1] ?? 60) : 60;

/** Records when each batch leaves and each step has been handled, in epoch ms. */
const STAMP_SOCKETS = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.__collabSent = {};
  window.__collabApplied = {};
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    try { const m = JSON.parse(data); if (m.t === 'batch') window.__collabSent[m.batch] = now(); } catch {}
    return send.call(this, data);
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        let m;
        try { m = JSON.parse(event.data); } catch { return; }
        // After this event's handlers (the editor's apply) have run.
        if (m.t === 'step') setTimeout(() => { window.__collabApplied[m.client + '/' + m.batch] = now(); }, 0);
      });
    }
  };
})();`;

async function open(browser: Awaited<ReturnType<typeof chromium.launch>>, id: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  await context.addInitScript(STAMP_SOCKETS);
  const page = await context.newPage();
  await page.goto(`${base}/workflow/${id}`);
  await page.getByRole('list', { name: 'People in this workflow' }).waitFor({ timeout: 60_000 });
  await page.getByRole('listbox', { name: 'Nodes' }).getByRole('option').first().waitFor({ timeout: 60_000 });
  return page;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
try {
  const created = await fetch(`${base}/rest/workflows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Latency bench ${Date.now().toString(36)}`,
      nodes: [
        { name: 'Alpha', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { name: 'Bravo', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
      ],
      connections: { Alpha: { main: [[{ node: 'Bravo', type: 'main', index: 0 }]] } },
    }),
  });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const a = await open(browser, id);
  const b = await open(browser, id);
  const bravo = a.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: /^Bravo,/ });
  for (let i = 0; i < moves; i++) {
    const box = await bravo.boundingBox();
    if (!box) throw new Error('Bravo is not on screen');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await a.mouse.move(from.x, from.y);
    await a.mouse.down();
    await a.mouse.move(from.x + (i % 2 === 0 ? 40 : -40), from.y, { steps: 2 });
    await a.mouse.up();
    await a.waitForTimeout(100);
  }
  await b.waitForTimeout(1000);
  const sent = await a.evaluate(() => (window as unknown as { __collabSent: Record<string, number> }).__collabSent);
  const applied = await b.evaluate(() => (window as unknown as { __collabApplied: Record<string, number> }).__collabApplied);
  const latencies: number[] = [];
  for (const [key, time] of Object.entries(applied)) {
    const batch = key.split('/').pop() ?? '';
    const start = sent[batch];
    if (start !== undefined) latencies.push(time - start);
  }
  latencies.sort((x, y) => x - y);
  const pick = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.info(
    JSON.stringify({
      batches: latencies.length,
      p50Ms: Number(pick(50).toFixed(1)),
      p99Ms: Number(pick(99).toFixed(1)),
      maxMs: Number(pick(100).toFixed(1)),
      load: loadavg().map((l) => Number(l.toFixed(2))),
    }),
  );
} finally {
  await browser.close();
}
