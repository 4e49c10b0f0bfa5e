import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { canvasNodes, nodeCreator } from './editor-helpers';

// npm downloads from the registry while the dialog waits: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Community nodes on the `settings` project's server (user management on): the owner
 * installs a small real package from the npm registry through the install dialog (Install
 * enabled only with a name and the risk accepted), sees it listed with its node, finds the
 * node in the node creator with the Community badge and adds it to a workflow without a
 * restart, then uninstalls it through the confirm dialog.
 *
 * Screenshots go to SETTINGS_SHOTS_DIR (default /tmp/shots-settings).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PACKAGE = 'n8n-nodes-turndown-html-to-markdown';
const NODE = 'MarkDown TurnDown';
// settings-pages.spec.ts sets up the owner with these and may rename them while it runs.
const OWNERS = [
  { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner-Passw0rd' },
  { email: 'olivia.admin@example.com', password: 'New-Owner-Passw0rd1' },
];

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function signInAsOwner(page: Page): Promise<void> {
  for (const owner of OWNERS) {
    if ((await page.request.post('/rest/login', { data: { email: owner.email, password: owner.password } })).status() === 200) return;
  }
  throw new Error('The owner could not sign in');
}

test.beforeAll(async ({ baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  // Either this spec sets up the owner, or settings-pages.spec.ts already did.
  await context.post('/rest/owner/setup', { data: OWNERS[0] });
  await context.dispose();
});

test('the owner installs a community package, uses its node in the creator, and uninstalls it', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/settings/community-nodes');
  await expect(page.getByRole('heading', { name: 'Community nodes', level: 1 })).toBeVisible();
  await expect(page.getByText('Supercharge your workflows with community nodes')).toBeVisible();

  await page.getByRole('button', { name: 'Install a community node' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install community nodes' });
  const install = dialog.getByRole('button', { name: 'Install' });
  await expect(dialog.getByRole('link', { name: /Browse packages/ })).toHaveAttribute('href', /npmjs\.com\/search/);
  await expect(install).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'npm package name' }).fill(PACKAGE);
  await expect(install).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I understand the risks/ }).check();
  await expect(install).toBeEnabled();
  await shot(page, 'community-01-install');
  await install.click();
  await expect(dialog.getByRole('status')).toContainText(`Installing ${PACKAGE}`);
  await expect(dialog).toBeHidden({ timeout: 120_000 });
  await expect(page.getByText('Package installed', { exact: true })).toBeVisible();

  const card = page.getByRole('list', { name: 'Installed community packages' }).getByRole('listitem', { name: PACKAGE });
  await expect(card).toContainText(NODE);
  await expect(card).toContainText(/v\d+\.\d+\.\d+/);
  await shot(page, 'community-02-installed');

  // The node is in the creator at once, marked as a community node, and runs.
  await page.goto('/workflow/new');
  await page.getByRole('button', { name: 'Add first step' }).click();
  const creator = nodeCreator(page);
  await creator.getByRole('option', { name: 'Manual Trigger' }).click();
  await expect(creator).toBeHidden();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Tab');
  await creator.getByRole('combobox', { name: 'Search nodes' }).fill('turndown');
  const option = creator.getByRole('option', { name: NODE });
  await expect(option).toBeVisible();
  await expect(option.getByText('Community', { exact: true })).toHaveAttribute('title', `Community node from the package ${PACKAGE}`);
  await shot(page, 'community-03-creator');
  await option.click();
  const view = page.getByRole('dialog');
  // The package's own icon (a PNG it ships) heads the details view, loaded from the server.
  const headerIcon = view.locator('.sy-ndv-header__icon');
  await expect(headerIcon).toHaveAttribute('src', new RegExp(`^/icons/${PACKAGE}/`));
  await expect.poll(() => headerIcon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await view.getByRole('textbox', { name: 'Input' }).fill('<h1>Hello</h1><p>from a <strong>community</strong> node</p>');
  await view.getByRole('button', { name: 'Execute step' }).first().click();
  await expect(view).toContainText('from a **community** node', { timeout: 30_000 });
  await shot(page, 'community-04-run');
  await view.getByRole('button', { name: 'Back to canvas' }).click();
  await expect(canvasNodes(page).getByRole('option', { name: new RegExp(NODE) })).toHaveCount(1);
  await shot(page, 'community-04b-canvas-icon');

  // Uninstall through the confirm dialog.
  await page.goto('/settings/community-nodes');
  await page.getByRole('button', { name: `Uninstall ${PACKAGE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Community package' });
  await expect(confirm).toContainText(`Uninstall ${PACKAGE}?`);
  await shot(page, 'community-05-uninstall');
  await confirm.getByRole('button', { name: 'Uninstall package' }).click();
  await expect(confirm).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText('Supercharge your workflows with community nodes')).toBeVisible();
});
