import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => console.info('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.info('pageerror:', e.message));
const res = await page.request.post('http://127.0.0.1:5711/rest/workflows', { data: { name: 'dbg ' + Date.now(), nodes: [{ name: 'Alpha', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} }], connections: {} } });
const id = (await res.json()).data.id;
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:5711/workflow/${id}`);
for (let i = 0; i < 6; i++) {
  await new Promise((r) => setTimeout(r, 1500));
  const r = await Promise.race([page.evaluate(() => document.querySelectorAll('[role=option]').length), new Promise((r) => setTimeout(() => r('HUNG'), 2000))]);
  console.info('tick', i, r);
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n: any = byId.get(samples[i]); const k = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); }
console.info([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => v.toFixed(0) + 'ms ' + k).join('\n'));
await page.screenshot({ path: '/tmp/shots-canvas/editor-debug.png' });
await browser.close();
