/**
 * A Chrome trace of the bench's pan gesture on the read-only demo view (all processes:
 * renderer main thread, compositor, GPU), summarised as the total duration per thread and
 * event name, for comparing two builds when frame intervals differ but the page's JS does not.
 *
 * Run: BENCH_URL=http://127.0.0.1:5711 node --import tsx tests/bench/canvas/trace-pan.ts [nodes] [top]
 * (TRACE_CATEGORIES=a,b,... replaces the default trace categories)
 */
import { chromium } from 'playwright';
import { generateWorkflow } from './workflows';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const size = Number(process.argv[2] ?? 10000);
const top = Number(process.argv[3] ?? 25);

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/workflows/demo`);
  await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
  await page.evaluate((workflow) => window.postMessage({ command: 'openWorkflow', workflow }, '*'), generateWorkflow(size, 100));
  await page.waitForTimeout(3000);
  const box = await page.locator('.sy-canvas__host').boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 800) / 2, (box?.y ?? 0) + (box?.height ?? 600) / 2);
  await browser.startTracing(page, {
    categories: (process.env['TRACE_CATEGORIES'] ?? 'toplevel,gpu,cc,viz,blink,v8,disabled-by-default-devtools.timeline').split(','),
  });
  const started = Date.now();
  for (let i = 0; i < 30; i++) await page.mouse.wheel(12, 8);
  const gestureMs = Date.now() - started;
  await page.waitForTimeout(300);
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const totals = new Map<string, { ms: number; count: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${threads.get(`${e.pid}:${e.tid}`) ?? e.tid} | ${e.name}`;
    const t = totals.get(key) ?? { ms: 0, count: 0 };
    t.ms += e.dur / 1000;
    t.count++;
    totals.set(key, t);
  }
  console.info(`pan of 30 wheel events at ${size} nodes took ${gestureMs} ms`);
  for (const [key, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, top))
    console.info(`${t.ms.toFixed(1).padStart(9)} ms ${String(t.count).padStart(5)}x  ${key}`);
} finally {
  await browser.close();
}
