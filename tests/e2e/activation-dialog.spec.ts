import { expect as baseExpect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Activating workflows on the `activation` project's own server (user management on,
 * playwright.config.ts), as a signed-in owner: the dialog after activation with a webhook's
 * production URL to copy and a schedule's next runs, toggling from the workflows list, an
 * activation the server refuses, a trigger that reports an error after it started, and
 * "Don't show again" following the user into another browser. One account, in order.
 *
 * Screenshots go to ACTIVATION_SHOTS_DIR (default /tmp/shots-activation).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = { email: 'olive@example.com', firstName: 'Olive', lastName: 'Owner', password: 'Owner-Passw0rd' };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['ACTIVATION_SHOTS_DIR'] ?? '/tmp/shots-activation';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

async function signIn(page: Page): Promise<void> {
  expect((await page.request.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function createWorkflow(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; versionId: string }> {
  const response = await request.post('/rest/workflows', { data: { connections: {}, ...body } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string; name: string; versionId: string } }).data;
}

const webhookNode = (name: string, path: string) => ({
  name,
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  position: [0, 0],
  webhookId: crypto.randomUUID(),
  parameters: { path, httpMethod: 'POST' },
});

const activationDialog = (page: Page) => page.getByRole('dialog', { name: 'Workflow activated' });

test.beforeAll(async ({ baseURL }) => {
  const owner = await playwrightRequest.newContext({ baseURL });
  expect((await owner.post('/rest/owner/setup', { data: OWNER })).status()).toBe(200);
  await owner.dispose();
});

test.describe('activating a workflow', () => {
  test('a webhook workflow: the dialog gives the production URL to copy, and the URL answers', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const path = `orders-${Date.now().toString(36)}`;
    const workflow = await createWorkflow(page.request, { name: unique('Incoming orders'), nodes: [webhookNode('Orders webhook', path)] });
    await page.goto(`/workflow/${workflow.id}`);
    await page.getByRole('switch', { name: 'Inactive' }).click();

    const dialog = activationDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`“${workflow.name}” is now active`);
    const urls = dialog.getByRole('list', { name: 'Production URLs of Orders webhook' });
    await expect(urls).toContainText('POST');
    const url = (await urls.locator('code').textContent()) ?? '';
    expect(url).toMatch(new RegExp(`^http://[^/]+/webhook/${path}$`));
    await expect(dialog).toContainText('Production executions are not shown on the canvas; they are listed under Executions.');
    await shot(page, '01-activation-dialog-webhook');

    await dialog.getByRole('button', { name: 'Copy production URL of Orders webhook' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');

    // The copied URL is live.
    const call = await page.request.post(url, { data: { order: 1 } });
    expect(call.status()).toBe(200);
  });

  test("a schedule workflow toggled from the list: only versionId and active are sent, and the dialog gives the next run in the workflow's time zone", async ({
    page,
  }) => {
    await signIn(page);
    const name = unique('Morning report');
    await createWorkflow(page.request, {
      name,
      settings: { timezone: 'America/New_York' },
      nodes: [
        {
          name: 'Every morning',
          type: 'n8n-nodes-base.scheduleTrigger',
          typeVersion: 1.2,
          position: [0, 0],
          parameters: { rule: { interval: [{ field: 'days', triggerAtHour: 9, triggerAtMinute: 30 }] } },
        },
      ],
    });
    await page.goto('/workflows');
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(name);
    const toggle = page.getByRole('switch', { name: `${name} active` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const sent = page.waitForRequest((request) => request.method() === 'PATCH' && /\/rest\/workflows\//.test(request.url()));
    await toggle.click();
    expect(Object.keys((await sent).postDataJSON() as object).sort()).toEqual(['active', 'versionId']);

    const dialog = activationDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Runs the workflow every day at 09:30.');
    await expect(dialog.getByText('Next runs (America/New_York)')).toBeVisible();
    const runs = dialog.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
    await expect(runs).toHaveCount(3);
    await expect(runs.first()).toHaveText(/^\w{3},? \d{1,2} \w{3} \d{4}, 09:30$/);
    await shot(page, '02-activation-dialog-schedule');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('list', { name: 'Workflows' }).getByText('Active', { exact: true })).toBeVisible();
  });

  test('an activation the server refuses shows its reason and stays inactive', async ({ page }) => {
    await signIn(page);
    const path = `taken-${Date.now().toString(36)}`;
    const holder = await createWorkflow(page.request, { name: unique('Path holder'), nodes: [webhookNode('Holder', path)] });
    expect(
      (await page.request.patch(`/rest/workflows/${holder.id}`, { data: { versionId: holder.versionId, active: true } })).status(),
    ).toBe(200);
    const late = await createWorkflow(page.request, { name: unique('Late comer'), nodes: [webhookNode('Late webhook', path)] });

    await page.goto(`/workflow/${late.id}`);
    await page.getByRole('switch', { name: 'Inactive' }).click();
    await expect(page.getByText('Problem activating workflow', { exact: true })).toBeVisible();
    await expect(page.getByText(/The URL path that the "Late webhook" node uses is already taken/).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Inactive' })).toHaveAttribute('aria-checked', 'false');
    await expect(activationDialog(page)).toHaveCount(0);
    await shot(page, '03-activation-refused');
  });

  test('a trigger that reports an error after it started: the header warns and shows the node, and the list marks it', async ({ page }) => {
    await signIn(page);
    const workflow = await createWorkflow(page.request, {
      name: unique('Event stream'),
      nodes: [{ name: 'Order events', type: 'CUSTOM.streamTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
    });
    await page.goto(`/workflow/${workflow.id}`);
    await page.getByRole('switch', { name: 'Inactive' }).click();
    await activationDialog(page).getByRole('button', { name: 'Got it' }).click();
    // The stream drops a moment after activation; the editor learns of it when it next asks.
    await page.waitForTimeout(1_000);
    await page.reload();
    await page.getByRole('button', { name: 'Trigger problem' }).click();
    const panel = page.getByRole('group', { name: 'Trigger problem' });
    await expect(panel).toContainText('The event stream closed the connection (ECONNRESET).');
    await shot(page, '04-trigger-problem');
    await panel.getByRole('button', { name: 'Show node “Order events”' }).click();
    await expect(page.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: /^Order events/, selected: true })).toHaveCount(
      1,
    );

    await page.goto('/workflows');
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(workflow.name);
    await expect(page.getByRole('img', { name: 'Trigger problem: The event stream closed the connection (ECONNRESET).' })).toBeVisible();
  });

  test('"Don\'t show again" holds after signing in from another browser', async ({ page, browser, baseURL }) => {
    await signIn(page);
    const first = await createWorkflow(page.request, {
      name: unique('First hook'),
      nodes: [webhookNode('Hook', `first-${Date.now().toString(36)}`)],
    });
    await page.goto(`/workflow/${first.id}`);
    await page.getByRole('switch', { name: 'Inactive' }).click();
    const dialog = activationDialog(page);
    await dialog.getByRole('checkbox', { name: "Don't show again" }).check();
    await expect(dialog.getByRole('checkbox', { name: "Don't show again" })).toBeChecked();
    await dialog.getByRole('button', { name: 'Got it' }).click();

    const other = await browser.newContext({ baseURL });
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto('/signin');
      await elsewhere.getByRole('textbox', { name: 'E-mail' }).fill(OWNER.email);
      await elsewhere.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await elsewhere.getByRole('button', { name: 'Sign in' }).click();
      await expect(elsewhere).not.toHaveURL(/signin/);
      const second = await createWorkflow(elsewhere.request, {
        name: unique('Second hook'),
        nodes: [webhookNode('Hook', `second-${Date.now().toString(36)}`)],
      });
      await elsewhere.goto(`/workflow/${second.id}`);
      await elsewhere.getByRole('switch', { name: 'Inactive' }).click();
      await expect(elsewhere.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
      await expect(activationDialog(elsewhere)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
