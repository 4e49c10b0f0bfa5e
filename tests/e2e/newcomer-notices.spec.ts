import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { blurAll, canvasNodes, createWorkflow, expectEditorFor, nodeCreator, uniqueName, expect, test } from './editor-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

/**
 * What a newcomer meets in their first workflows: notices that belong to
 * the screen they are about, a saved state that undo can return to, Duplicate as one flow, a
 * Webhook node whose Path is filled, the workflow's name on its Executions tab, and an empty
 * branch that says "No items".
 */
const SHOTS = '/work/notes/shots/wt-29a';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

const sections = (page: Page) => page.getByRole('tablist', { name: 'Workflow sections' });
const saved = (page: Page) => page.getByRole('status', { name: 'Saved' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

test.describe('a newcomer and the notices', () => {
  test('the read-only notice belongs to the Executions tab: it expires, and leaving takes it away', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Notices'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await sections(page).getByRole('tab', { name: 'Executions' }).click();
    const notice = page.getByRole('status', { name: 'Read-only' });
    await expect(notice).toBeVisible();
    // Leaving the view takes its notice along, well before it would have expired.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credentials' }).click();
    await expect(page).toHaveURL(/\/credentials$/);
    await expect(notice).toBeHidden({ timeout: 1_500 });

    // Back on the tab, the notice comes again and goes by itself like any other toast.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}/executions`));
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 10_000 });
    await expect(sections(page).getByRole('tab', { name: 'Executions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('undoing back to the saved workflow counts as saved: no Save button, no question on leaving', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Undo to saved'), [
      { name: 'Pass', type: 'n8n-nodes-base.noOp' },
      { name: 'Last', type: 'n8n-nodes-base.noOp' },
    ]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await expect(saved(page)).toBeVisible();

    const pass = canvasNodes(page).getByRole('option', { name: /^Pass,/ });
    await pass.click({ force: true });
    await expect(pass).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Delete');
    await expect(pass).toHaveCount(0);
    await expect(saveButton(page)).toBeVisible();

    await blurAll(page);
    await page.keyboard.press('Control+z');
    await expect(canvasNodes(page).getByRole('option', { name: /^Pass,/ })).toHaveCount(1);
    await expect(saved(page)).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);

    // Redo makes it unsaved again; undo once more and leave: nothing to ask.
    await page.keyboard.press('Control+Shift+z');
    await expect(saveButton(page)).toBeVisible();
    await page.keyboard.press('Control+z');
    await expect(saved(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a new Webhook node has its generated path in the Path field, the same one its URL shows', async ({ page, baseURL }) => {
    await page.goto('/workflow/new');
    await expect(page.getByRole('button', { name: /^Workflow name: / })).toBeVisible();
    await blurAll(page);
    await page.keyboard.press('Tab');
    await nodeCreator(page).getByRole('combobox', { name: 'Search nodes' }).fill('webhook');
    await page.keyboard.press('Enter');
    // A newly added node opens its details view.
    const view = page.getByRole('dialog');
    await expect(view.getByRole('button', { name: 'Rename node Webhook' })).toBeVisible();

    const parameters = view.getByRole('tabpanel', { name: 'Parameters' });
    const path = parameters.getByRole('textbox', { name: 'Path' });
    await expect(path).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const generated = await path.inputValue();
    const port = new URL(baseURL!).port;
    await expect(parameters.getByRole('region', { name: 'Webhook URLs' }).getByLabel('Test URL', { exact: true })).toHaveText(
      `http://localhost:${port}/webhook-test/${generated}`,
    );
    await expect(parameters.getByRole('alert')).toHaveCount(0);
    await shot(page, 'webhook-ndv-path');

    // The newcomer's own path replaces it, and the URL follows.
    await path.fill('orders');
    await expect(parameters.getByRole('region', { name: 'Webhook URLs' }).getByLabel('Test URL', { exact: true })).toHaveText(
      `http://localhost:${port}/webhook-test/orders`,
    );
  });

  test('the Executions tab keeps the workflow’s name in the header', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Order intake'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await sections(page).getByRole('tab', { name: 'Executions' }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}/executions`));
    const header = page.getByRole('banner');
    await expect(header).toContainText(workflow.name);
    await expect(page.getByRole('status', { name: 'Read-only' })).toBeHidden({ timeout: 10_000 });
    await shot(page, 'executions-tab-header');

    // Straight from a link, before the editor ever opened it.
    await page.goto('/workflows');
    await page.goto(`/workflow/${workflow.id}/executions`);
    await expect(page.getByRole('banner')).toContainText(workflow.name);
  });
});

test.describe('a newcomer and an empty branch', () => {
  test('a branch that got no items says "No items"', async ({ page, request }) => {
    const response = await request.post('/rest/workflows', {
      data: {
        name: uniqueName('Empty branch'),
        nodes: [
          { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
          {
            id: 'i',
            name: 'Big orders',
            type: 'n8n-nodes-base.if',
            typeVersion: 1,
            position: [440, 300],
            parameters: { conditions: { number: [{ value1: 1, operation: 'larger', value2: 5 }] } },
          },
        ],
        connections: { Manual: { main: [[{ node: 'Big orders', type: 'main', index: 0 }]] } },
        pinData: { Manual: [{ json: { total: 1 } }, { json: { total: 2 } }] },
      },
    });
    expect(response.ok()).toBe(true);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    await page.goto(`/workflow/${id}`);
    const view = await openNodeOnCanvas(page, 'Big orders');
    await view.getByRole('button', { name: 'Execute step' }).click();
    const output = view.getByRole('region', { name: 'Output' });
    const branches = output.getByRole('tablist', { name: 'Output branches' });
    await expect(branches.getByRole('tab')).toHaveCount(2);
    await branches.getByRole('tab').first().click();
    await expect(output.getByText('No items', { exact: true })).toBeVisible();
    await expect(output.getByText(/all of them empty/)).toHaveCount(0);
  });
});
