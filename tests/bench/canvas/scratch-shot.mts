import { chromium } from 'playwright';
import { generateWorkflow, twelveNodeWorkflow, twelveNodeRunData } from './workflows';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://127.0.0.1:5711/workflows/demo');
await page.waitForSelector('.sy-canvas__webgl', { timeout: 15000 });
await page.screenshot({ path: '/tmp/shots-canvas/demo-empty.png' });
const which = process.argv[2] ?? '12';
const wf = which === '12' ? twelveNodeWorkflow() : generateWorkflow(Number(which));
await page.evaluate(([w, r]) => window.postMessage({ command: 'openWorkflow', workflow: w, runData: r }, '*'), [
  wf,
  which === '12' ? twelveNodeRunData() : undefined,
] as const);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/shots-canvas/demo-${which}.png` });
console.log(await page.getByRole('listbox', { name: 'Nodes' }).getByRole('option').count());
console.log(await page.getByRole('option').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))));
await browser.close();
