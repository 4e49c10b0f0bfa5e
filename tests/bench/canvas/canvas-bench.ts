/**
 * Canvas benchmark (partial): opens generated workflows in the read-only WorkflowDemo view of a
 * running server (BENCH_URL, default http://127.0.0.1:5711) in headless Debian Chromium, a fresh
 * browser per case, and prints open time, JS time per pan and zoom frame (measured in the page by
 * the canvas itself), WebGL draw calls and bytes uploaded per frame (the context is wrapped) and
 * the V8 heap. Run: node --import tsx tests/bench/canvas/canvas-bench.ts [sizes...]
 */
import { chromium } from 'playwright';
import { generateWorkflow } from './workflows';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

/** Wraps WebGL so draw calls and uploaded bytes are counted in `window.__gl`. */
const WRAP_GL = `(() => {
  const stats = { draws: 0, bytes: 0 };
  window.__gl = stats;
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, opts) {
    const ctx = get.call(this, type, opts);
    if (ctx && (type === 'webgl2' || type === 'webgl') && !ctx.__wrapped) {
      ctx.__wrapped = true;
      for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
        const fn = ctx[name];
        if (fn) ctx[name] = function (...a) { stats.draws++; return fn.apply(this, a); };
      }
      for (const name of ['bufferData', 'bufferSubData']) {
        const fn = ctx[name];
        ctx[name] = function (...a) { const d = a[1]; stats.bytes += typeof d === 'number' ? d : (d && d.byteLength) || 0; return fn.apply(this, a); };
      }
      for (const name of ['texImage2D', 'texSubImage2D']) {
        const fn = ctx[name];
        ctx[name] = function (...a) { const s = a[a.length - 1]; stats.bytes += (s && (s.byteLength || (s.width * s.height * 4))) || 0; return fn.apply(this, a); };
      }
    }
    return ctx;
  };
})();`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? 0) : 0;
};

async function runCase(size: number) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(WRAP_GL);
  await page.goto(`${base}/workflows/demo`);
  await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
  const workflow = generateWorkflow(size, 100);
  const openMs = await page.evaluate(async (w) => {
    const stats = (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats;
    const start = performance.now();
    const before = stats.frames;
    window.postMessage({ command: 'openWorkflow', workflow: w }, '*');
    while (stats.frames === before) await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - start;
  }, workflow);
  await page.waitForTimeout(500);
  const box = await page.locator('.sy-canvas__host').boundingBox();
  const cx = (box?.x ?? 0) + (box?.width ?? 800) / 2;
  const cy = (box?.y ?? 0) + (box?.height ?? 600) / 2;
  await page.mouse.move(cx, cy);
  const measure = async (act: () => Promise<void>) => {
    const from = await page.evaluate(() => {
      const g = (window as unknown as { __gl: { draws: number; bytes: number } }).__gl;
      g.draws = 0;
      g.bytes = 0;
      return (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats.frames;
    });
    await act();
    await page.waitForTimeout(300);
    return page.evaluate((f) => {
      const s = (window as unknown as { __switchyardCanvasStats: { frames: number; since(n: number): number[] } }).__switchyardCanvasStats;
      const g = (window as unknown as { __gl: { draws: number; bytes: number } }).__gl;
      const times = s.since(f);
      return { frames: times.length, times, draws: g.draws / Math.max(1, times.length), bytes: g.bytes / Math.max(1, times.length) };
    }, from);
  };
  const pan = await measure(async () => {
    for (let i = 0; i < 30; i++) await page.mouse.wheel(12, 8);
  });
  const zoom = await measure(async () => {
    await page.keyboard.down('Control');
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, i < 10 ? -40 : 40);
    await page.keyboard.up('Control');
  });
  const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  await browser.close();
  return {
    size,
    openMs: Math.round(openMs),
    panJsMs: median(pan.times).toFixed(2),
    zoomJsMs: median(zoom.times).toFixed(2),
    panDraws: pan.draws.toFixed(1),
    panBytes: Math.round(pan.bytes),
    zoomBytes: Math.round(zoom.bytes),
    heapMB: (heap / 1048576).toFixed(0),
  };
}

const rows = [];
for (const size of sizes.length ? sizes : [100, 1000, 5000, 10000]) rows.push(await runCase(size));
console.info(JSON.stringify(rows, null, 2));
