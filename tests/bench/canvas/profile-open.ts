/**
 * Profiles opening a generated workflow in the WorkflowDemo view with the V8 sampling profiler
 * (CDP), so the open path's costs can be found: prints the open time, the functions with the most
 * self time and with the most inclusive time, and writes the profile for Chromium's DevTools.
 * Build the editor without minifying for readable names (`npx vite build --minify false`).
 * Run: BENCH_URL=http://127.0.0.1:5711 node --import tsx tests/bench/canvas/profile-open.ts 10000
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { generateWorkflow } from './workflows';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:5711';
const size = Number(process.argv[2] ?? 10000);
const out = process.env['PROFILE_OUT'] ?? '/tmp/canvas-open.cpuprofile';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/workflows/demo`);
await page.locator('.sy-canvas__webgl').waitFor({ timeout: 30_000 });
// The workflow goes into the page first, so its transfer is not profiled.
await page.evaluate((json) => ((window as unknown as { __wf: unknown }).__wf = JSON.parse(json)), JSON.stringify(generateWorkflow(size, 100)));
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

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber}`;
const sampled = new Map<number, number>();
profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of sampled) {
  const node = byId.get(id);
  if (!node) continue;
  self.set(label(node), (self.get(label(node)) ?? 0) + us);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    if (!n || seen.has(label(n))) continue;
    seen.add(label(n));
    inclusive.set(label(n), (inclusive.get(label(n)) ?? 0) + us);
  }
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n');
console.info(`open ${openMs.toFixed(0)} ms at ${size} nodes (profile: ${out})\n--- self time\n${top(self, 30)}\n--- inclusive time\n${top(inclusive, 50)}`);
