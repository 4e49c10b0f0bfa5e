/**
 * Profiles opening a generated workflow in the WorkflowDemo view with the V8 sampling profiler
 * (CDP), so the open path's costs can be found: prints the open time, the functions with the most
 * self time and with the most inclusive time, and writes the profile for Chromium's DevTools.
 * Build the editor without minifying for readable names (`npx vite build --minify false`).
 * Run: BENCH_URL=http://127.0.0.1:5711 node --import tsx tests/bench/canvas/profile-open.ts 10000
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { summarise, type Profile } from './profile-summary';
import { generateWorkflow } from './workflows';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const size = Number(process.argv[2] ?? 10000);
const out = process.env['PROFILE_OUT'] ?? '/tmp/canvas-open.cpuprofile';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/workflows/demo`);
await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
// The workflow goes into the page first, so its transfer is not profiled.
await page.evaluate(
  (json) => ((window as unknown as { __wf: unknown }).__wf = JSON.parse(json)),
  JSON.stringify(generateWorkflow(size, 100)),
);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const openMs = await page.evaluate(async () => {
  const stats = (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats;
  const start = performance.now();
  const before = stats.frames;
  window.postMessage({ command: 'openWorkflow', workflow: (window as unknown as { __wf: unknown }).__wf }, '*');
  while (stats.frames === before) await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - start;
});
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
writeFileSync(out, JSON.stringify(profile));
await browser.close();

console.info(`open ${openMs.toFixed(0)} ms at ${size} nodes (profile: ${out})\n${summarise(profile)}`);
