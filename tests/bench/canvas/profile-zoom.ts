/**
 * Profiles the pan or zoom frames of the WorkflowDemo view with a generated workflow open, with
 * the V8 sampling profiler (CDP): the same wheel gestures as canvas-bench.ts, then the canvas's own
 * JS time per frame (median and max), the functions with the most self and inclusive time, and
 * the profile written for Chromium's DevTools. Build the editor without minifying for readable
 * names (`npx vite build --minify false`).
 * Run: BENCH_URL=http://127.0.0.1:5711 node --import tsx tests/bench/canvas/profile-zoom.ts 10000 [zoom|pan] [fit|100|100-N]
 * (`100` starts at 100 % zoom instead of the fitted view, `100-N` then zooms out N steps of 0.8, so
 * the gesture runs at the near level of detail).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { median, WRAP_GL } from './bench-page';
import { summarise, type Profile } from './profile-summary';
import { generateWorkflow } from './workflows';

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const size = Number(process.argv[2] ?? 10000);
const mode = process.argv[3] === 'pan' ? 'pan' : 'zoom';
const out = process.env['PROFILE_OUT'] ?? `/tmp/canvas-${mode}.cpuprofile`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.addInitScript(WRAP_GL);
await page.goto(`${base}/workflows/demo`);
await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
await page.evaluate(
  (json) => {
    window.postMessage({ command: 'openWorkflow', workflow: JSON.parse(json) as unknown }, '*');
  },
  JSON.stringify(generateWorkflow(size, 100)),
);
await page.waitForFunction(() => (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats.frames > 1);
await page.waitForTimeout(1000);
const start = /^100(?:-(\d+))?$/.exec(process.argv[4] ?? '');
if (start) {
  // Focus the canvas's node list, then '0' resets the zoom to 100 % around the view's centre.
  await page.getByRole('listbox', { name: 'Nodes' }).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('0');
  for (let i = 0; i < Number(start[1] ?? 0); i++) await page.keyboard.press('-');
  await page.waitForTimeout(1500);
}
const box = await page.locator('.sy-canvas__host').boundingBox();
await page.mouse.move((box?.x ?? 0) + (box?.width ?? 800) / 2, (box?.y ?? 0) + (box?.height ?? 600) / 2);
const from = await page.evaluate(() => {
  (window as unknown as { __gl: { draws: number } }).__gl.draws = 0;
  return (window as unknown as { __switchyardCanvasStats: { frames: number } }).__switchyardCanvasStats.frames;
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
if (mode === 'zoom') {
  await page.keyboard.down('Control');
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, i < 10 ? -40 : 40);
  await page.keyboard.up('Control');
} else for (let i = 0; i < 30; i++) await page.mouse.wheel(12, 8);
await page.waitForTimeout(300);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
const times = await page.evaluate(
  (f) => (window as unknown as { __switchyardCanvasStats: { since(n: number): number[] } }).__switchyardCanvasStats.since(f),
  from,
);
const draws = await page.evaluate(() => (window as unknown as { __gl: { draws: number } }).__gl.draws);
writeFileSync(out, JSON.stringify(profile));
await browser.close();

console.info(
  `${mode} at ${size} nodes: ${times.length} frames, JS per frame median ${median(times).toFixed(2)} ms, max ${Math.max(0, ...times).toFixed(2)} ms, ${(draws / Math.max(1, times.length)).toFixed(1)} draw calls per frame (profile: ${out})\nframes: ${times.map((t) => t.toFixed(1)).join(' ')}\n${summarise(profile)}`,
);
