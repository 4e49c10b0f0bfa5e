/**
 * Canvas benchmark. Against a running server (BENCH_URL, default
 * http://127.0.0.1:5711), in headless Debian Chromium with a fresh browser per run and the median
 * of RUNS (default 3) runs per case, for generated workflows of the given sizes:
 * - the read-only WorkflowDemo view: time from posting the workflow to the first frame, JS time
 *   per pan and zoom frame (measured in the page by the canvas), WebGL draw calls and bytes
 *   uploaded per frame (the context is wrapped), V8 heap, renderer + GPU process memory, and the
 *   frame interval;
 * - the editable editor page (workflow stored through the API, opened by URL, zoomed to 100 %):
 *   one node dragged by the real mouse: JS time, bytes uploaded, draw calls and React commits per
 *   drag frame;
 * - the same graphs in React Flow (the DOM baseline, see react-flow-baseline.ts): open time, JS
 *   per pan frame (CDP ScriptDuration / frames), heap, renderer memory, frame interval.
 * Run: node --import tsx tests/bench/canvas/canvas-bench.ts [sizes...]   (BASELINE=0 skips React Flow)
 */
import { chromium, type Browser, type Page } from 'playwright';
import { COUNT_REACT_COMMITS, FRAME_LOG, frameInterval, measureFrames, median, rendererMemoryMB, WRAP_GL } from './bench-page';
import { buildReactFlowPage } from './react-flow-baseline';
import { generateWorkflow, type WorkflowJson } from './workflows';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const runs = Number(process.env['RUNS'] ?? 3);
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

type Row = Record<string, number>;

async function withBrowser<T>(fn: (browser: Browser, page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const script of [WRAP_GL, COUNT_REACT_COMMITS, FRAME_LOG]) await page.addInitScript(script);
    return await fn(browser, page);
  } finally {
    await browser.close();
  }
}

const heapMB = (page: Page) =>
  page.evaluate(() => ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1048576);

async function centre(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  return { x: (box?.x ?? 0) + (box?.width ?? 800) / 2, y: (box?.y ?? 0) + (box?.height ?? 600) / 2 };
}

const pan = (page: Page) => async () => {
  for (let i = 0; i < 30; i++) await page.mouse.wheel(12, 8);
};
const zoom = (page: Page) => async () => {
  await page.keyboard.down('Control');
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, i < 10 ? -40 : 40);
  await page.keyboard.up('Control');
};

/** The read-only demo view: open, pan, zoom. */
async function demoCase(workflow: WorkflowJson): Promise<Row> {
  return withBrowser(async (browser, page) => {
    await page.goto(`${base}/workflows/demo`);
    await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
    await page.evaluate((json) => ((window as unknown as { __wf: unknown }).__wf = JSON.parse(json)), JSON.stringify(workflow));
    const openMs = await page.evaluate(async () => {
      const stats = (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats;
      const start = performance.now();
      const before = stats.frames;
      window.postMessage({ command: 'openWorkflow', workflow: (window as unknown as { __wf: unknown }).__wf }, '*');
      while (stats.frames === before) await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - start;
    });
    await page.waitForTimeout(500);
    const c = await centre(page, '.sy-canvas__host');
    await page.mouse.move(c.x, c.y);
    const p = await measureFrames(page, pan(page));
    const z = await measureFrames(page, zoom(page));
    return {
      openMs,
      panJsMs: median(p.times),
      zoomJsMs: median(z.times),
      panDraws: p.draws,
      panVertices: Math.round(p.vertices),
      panBytes: p.bytes,
      zoomBytes: z.bytes,
      panFrameMs: frameInterval(p.log),
      heapMB: await heapMB(page),
      rendererMB: await rendererMemoryMB(browser),
    };
  });
}

/** Stores the workflow through the API (once per size) and returns its editor URL. */
async function storeWorkflow(workflow: WorkflowJson): Promise<string> {
  const response = await fetch(`${base}/rest/workflows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${workflow.name} ${Date.now()}`, nodes: workflow.nodes, connections: workflow.connections }),
  });
  if (!response.ok) throw new Error(`storing the workflow failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  return `${base}/workflow/${data.id}`;
}

/** The editor page: open by URL, zoom to 100 %, drag one node with the real mouse. */
async function dragCase(url: string): Promise<Row> {
  return withBrowser(async (_browser, page) => {
    const start = Date.now();
    await page.goto(url);
    await page.getByRole('option').first().waitFor({ state: 'attached', timeout: 120_000 });
    const navToNodesMs = Date.now() - start;
    await page.waitForTimeout(500);
    // Focus the canvas's node list, then '0' resets the zoom to 100 % around the view's centre.
    await page.getByRole('listbox', { name: 'Nodes' }).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('0');
    await page.waitForTimeout(800);
    const host = await page.locator('.sy-canvas__host').boundingBox();
    if (!host) throw new Error('no canvas');
    const boxes = await page.getByRole('option').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const cx = host.x + host.width / 2;
    const cy = host.y + host.height / 2;
    const inside = boxes
      .filter(
        (b) =>
          b.width > 40 &&
          b.x > host.x + 100 &&
          b.right < host.x + host.width - 300 &&
          b.y > host.y + 100 &&
          b.bottom < host.y + host.height - 200,
      )
      .sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))[0];
    if (!inside) throw new Error('no node on screen to drag');
    const from = { x: inside.x + inside.width / 2, y: inside.y + inside.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 5, from.y + 5);
    const d = await measureFrames(
      page,
      async () => {
        for (let i = 1; i <= 30; i++) await page.mouse.move(from.x + 5 + i * 6, from.y + 5 + i * 3);
      },
      200,
    );
    await page.mouse.up();
    return {
      navToNodesMs,
      dragJsMs: median(d.times),
      dragBytes: d.bytes,
      dragDraws: d.draws,
      commitsPerDragFrame: d.commits / Math.max(1, d.frames),
      dragFrameMs: frameInterval(d.log),
    };
  });
}

/** React Flow with the same graph: open, pan. */
async function reactFlowCase(pageUrl: string, workflow: WorkflowJson): Promise<Row> {
  return withBrowser(async (browser, page) => {
    await page.goto(pageUrl);
    await page.evaluate((json) => window.postMessage({ workflow: JSON.parse(json) }, '*'), JSON.stringify(workflow));
    await page.waitForFunction(() => (window as unknown as { __rfOpenMs?: number }).__rfOpenMs !== undefined, undefined, {
      timeout: 170_000,
    });
    const openMs = await page.evaluate(() => (window as unknown as { __rfOpenMs: number }).__rfOpenMs);
    await page.waitForTimeout(500);
    const c = await centre(page, '.react-flow');
    await page.mouse.move(c.x, c.y);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const script = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
      return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    };
    const before = await script();
    const p = await measureFrames(page, pan(page));
    const frames = Math.max(1, p.log.length);
    return {
      openMs,
      panJsMs: ((await script()) - before) / frames,
      panFrameMs: frameInterval(p.log),
      heapMB: await heapMB(page),
      rendererMB: await rendererMemoryMB(browser),
    };
  });
}

/** Runs a case `runs` times and keeps the median of every figure. */
async function medianOf(fn: () => Promise<Row>): Promise<Row> {
  const rows: Row[] = [];
  for (let i = 0; i < runs; i++) rows.push(await fn());
  const out: Row = {};
  for (const key of Object.keys(rows[0] ?? {})) out[key] = Number(median(rows.map((r) => r[key] ?? 0)).toFixed(2));
  return out;
}

const baseline = process.env['BASELINE'] !== '0' ? buildReactFlowPage() : null;
const table: Array<Record<string, unknown>> = [];
for (const size of sizes.length ? sizes : [100, 1000, 5000, 10000]) {
  const workflow = generateWorkflow(size, 100);
  const demo = await medianOf(() => demoCase(workflow));
  const url = await storeWorkflow(workflow);
  const drag = await medianOf(() => dragCase(url));
  const rf = baseline ? await medianOf(() => reactFlowCase(baseline, workflow)) : {};
  table.push({ size, ...demo, ...drag, ...Object.fromEntries(Object.entries(rf).map(([k, v]) => [`rf_${k}`, v])) });
  console.info(JSON.stringify(table.at(-1)));
}
const columns = Object.keys(table[0] ?? {});
console.info(`| ${columns.join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |`);
for (const row of table) console.info(`| ${columns.map((c) => String(row[c] ?? '')).join(' | ')} |`);
