import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('the workflows list', () => {
  test('lists workflows with search, sort and status; opens and deletes them', async ({ page, request }) => {
    const prefix = uniqueName('Listed');
    const alpha = await createWorkflow(request, `${prefix} Alpha`);
    const beta = await createWorkflow(request, `${prefix} Beta`);
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(prefix);
    const list = page.getByRole('list', { name: 'Workflows' });
    await expect(list.getByRole('link')).toHaveText([`${prefix} Beta`, `${prefix} Alpha`]);
    await page.getByRole('combobox', { name: 'Sort workflows' }).selectOption({ label: 'Name (A-Z)' });
    await expect(list.getByRole('link')).toHaveText([`${prefix} Alpha`, `${prefix} Beta`]);
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: `${prefix} Alpha` })
        .getByText('Inactive'),
    ).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${beta.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete workflow' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link')).toHaveText([`${prefix} Alpha`]);

    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(`${prefix} nothing like this`);
    await expect(page.getByText('No workflows match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(prefix);
    await list.getByRole('link', { name: alpha.name }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${alpha.id}$`));
    await expectEditorFor(page, alpha.name);
  });

  test('filters by tag', async ({ page, request }) => {
    const tagName = `t${Date.now().toString(36).slice(-6)}`;
    const tag = await request.post('/rest/tags', { data: { name: tagName } });
    expect(tag.ok()).toBe(true);
    const tagId = ((await tag.json()) as { data: { id: string } }).data.id;
    const tagged = uniqueName('Tagged');
    const created = await request.post('/rest/workflows', { data: { name: tagged, nodes: [], connections: {}, tags: [tagId] } });
    expect(created.ok()).toBe(true);
    await createWorkflow(request, uniqueName('Untagged'));
    await page.goto('/workflows');
    await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tagName }).click();
    await expect(page.getByRole('list', { name: 'Workflows' }).getByRole('link')).toHaveText([tagged]);
  });

  test('the list opens no push stream; the editor opens one', async ({ page }) => {
    const pushes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/push')) pushes.push(r.url());
    });
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    // An open event stream keeps the network busy, so reaching network idle shows none was opened.
    await page.waitForLoadState('networkidle');
    expect(pushes).toEqual([]);
    await page.goto('/workflow/new');
    await expectEditorFor(page, 'My workflow');
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
  });
});

/** A port free right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The shared e2e server holds other specs' workflows, so the empty state gets a server of its own
// with a fresh user folder: a real empty list, not a faked response.
test.describe('the workflows list on a server without workflows', () => {
  // One server for both tests (each worker would start its own).
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | null = null;
  let base = '';

  test.beforeAll(async () => {
    const port = await freePort();
    const folder = mkdtempSync(join(tmpdir(), 'switchyard-e2e-empty-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'app/server/cli.ts', 'start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SWITCHYARD_USER_FOLDER: folder,
        SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false',
      },
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/healthz`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 120_000 },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('with no workflows, the empty state leads to creating the first one', async ({ page }) => {
    await page.goto(`${base}/workflows`);
    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible();
    await page.getByRole('button', { name: 'Start from scratch' }).click();
    await expect(page).toHaveURL(/\/workflow\/new$/);
  });

  test('with no workflows, the empty state also offers to start from a template', async ({ page }) => {
    await page.goto(`${base}/workflows`);
    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible();
    await page.screenshot({ path: '/tmp/templates-workflows-empty.png' });
    await page.getByRole('button', { name: 'Start from a template' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Templates' }).getByRole('listitem')).toHaveCount(10);
  });
});
