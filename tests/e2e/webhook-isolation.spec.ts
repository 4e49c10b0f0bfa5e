import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openNodeOnCanvas } from './ndv-helpers';

/**
 * Browser isolation (docs/security.md "Browser isolation (CSP)"), in Chromium against the
 * real bundled server. A server of its own, with user management on and the owner set up,
 * so the session cookie is what gives access (the `editor` project's server lets anybody
 * act as the default user).
 *
 * A member's workflow answers `/webhook/...` with HTML whose script tries to act as the
 * owner who opens the link: read the editor origin's cookies and localStorage, call
 * `/rest` with the session (read the owner, make an API key). None of it may work.
 * The editor itself must load and draw its canvas under its own CSP with no violation.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Beside the config's servers (E2E_PORT-1 .. E2E_PORT+1004, and +1006), so two checkouts with different E2E_PORTs never share it.
const port = Number(process.env['E2E_ISOLATION_PORT'] ?? Number(process.env['E2E_PORT'] ?? 5699) + 1005);
const base = `http://127.0.0.1:${port}`;
const OWNER = { email: 'owner@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'Owner-Passw0rd' };

let server: ChildProcess | undefined;
let userFolder = '';

/** The attack page: every probe writes its outcome into #out as JSON. */
const ATTACK_HTML = `<!doctype html><html><body><pre id="out">running</pre><script>
(async () => {
  const out = {};
  try { out.cookie = document.cookie; } catch (e) { out.cookie = 'threw ' + e.name; }
  try { out.storage = localStorage.getItem('isolation-secret'); } catch (e) { out.storage = 'threw ' + e.name; }
  out.origin = String(self.origin);
  for (const [name, init] of [['me', {}], ['meIncluded', { credentials: 'include' }]]) {
    try {
      const r = await fetch('/rest/me', init);
      out[name] = r.status + ' ' + (await r.text()).slice(0, 200);
    } catch (e) { out[name] = 'threw ' + e.name; }
  }
  try {
    const r = await fetch('/rest/me/api-key', { method: 'POST', credentials: 'include' });
    out.apiKey = r.status + ' ' + (await r.text()).slice(0, 200);
  } catch (e) { out.apiKey = 'threw ' + e.name; }
  document.getElementById('out').textContent = JSON.stringify(out);
})();
</script></body></html>`;

async function waitForHealth(): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('isolation server did not start');
}

/** Records CSP violations (events and console errors) from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

test.beforeAll(async () => {
  userFolder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-isolation-'));
  // playwright.config.ts's webServer command bundled the server before the tests started.
  server = spawn(process.execPath, ['node_modules/.cache/switchyard/server.mjs', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SWITCHYARD_USER_FOLDER: userFolder,
      SWITCHYARD_USER_MANAGEMENT_ENABLED: 'true',
      // The personalization survey would cover the owner's first screen (surveys-journey.spec.ts has it).
      N8N_PERSONALIZATION_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  await waitForHealth();
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(userFolder, { recursive: true, force: true });
});

test('a webhook answer cannot use the editor origin, its storage or the signed-in session', async ({ page }) => {
  const setup = await page.request.post(`${base}/rest/owner/setup`, { data: OWNER });
  expect(setup.status()).toBe(200);
  // The owner's editor keeps something in the origin's localStorage.
  await page.goto(`${base}/workflows`);
  await expect(page.getByRole('heading', { name: 'Workflows', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('isolation-secret', 'owner-only'));

  const created = await page.request.post(`${base}/rest/workflows`, {
    data: {
      name: 'HTML answer',
      nodes: [
        {
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: 'b1d3c1a4-0000-4000-8000-000000000001',
          parameters: { path: 'page', responseMode: 'responseNode' },
        },
        {
          name: 'Respond',
          type: 'n8n-nodes-base.respondToWebhook',
          typeVersion: 1.1,
          position: [200, 0],
          parameters: {
            respondWith: 'text',
            responseBody: ATTACK_HTML,
            options: { responseHeaders: { entries: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }] } },
          },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'Respond', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    },
  });
  expect(created.status()).toBe(200);
  const workflow = ((await created.json()) as { data: { id: string; versionId: string } }).data;
  const activated = await page.request.patch(`${base}/rest/workflows/${workflow.id}`, {
    data: { active: true, versionId: workflow.versionId },
  });
  expect(activated.status()).toBe(200);

  // The signed-in owner opens the link.
  const answer = await page.goto(`${base}/webhook/page`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toMatch(/^sandbox /);
  const out = page.locator('#out');
  await expect(out).not.toHaveText('running', { timeout: 15_000 });
  const result = JSON.parse((await out.textContent()) ?? '{}') as Record<string, string>;
  // The page's script ran (the sandbox allows scripts), as an opaque origin.
  expect(result['origin']).toBe('null');
  expect(result['cookie']).toMatch(/^threw SecurityError$|^$/);
  expect(result['storage']).toBe('threw SecurityError');
  for (const probe of ['me', 'meIncluded', 'apiKey']) {
    expect(result[probe], probe).not.toContain(OWNER.email);
    expect(result[probe], probe).not.toMatch(/^200 /);
  }
  // Nothing happened to the owner's account.
  const key = await page.request.get(`${base}/rest/me/api-key`);
  expect(await key.text()).not.toMatch(/"apiKey":"[^"]+"/);
});

test('the editor loads and draws its canvas under its CSP with no violation', async ({ page }) => {
  const seen = await recordViolations(page);
  await page.request.post(`${base}/rest/login`, { data: { email: OWNER.email, password: OWNER.password } });
  const document = await page.goto(`${base}/workflows`);
  const headers = document?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { name: 'Workflows', exact: true })).toBeVisible();
  // The workflow of the first test: the canvas draws its two nodes (PixiJS, WebGL).
  const list = (await (await page.request.get(`${base}/rest/workflows`)).json()) as { data: Array<{ id: string; name: string }> };
  const workflow = list.data.find((w) => w.name === 'HTML answer');
  await page.goto(`${base}/workflow/${workflow?.id ?? 'new'}`);
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('listbox', { name: 'Nodes' }).getByRole('option')).toHaveCount(2);
  // The node details view (Radix dialog); ndv-code.spec.ts runs CodeMirror under the same policy.
  const view = await openNodeOnCanvas(page, 'Respond');
  await expect(view.getByRole('textbox', { name: 'Response Body' })).toBeVisible();
  await page.goto(`${base}/credentials`);
  await expect(page.getByRole('heading', { name: 'Credentials', exact: true })).toBeVisible();
  expect(seen).toEqual([]);
});
