import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { clickNode, node } from './canvas-helpers';
import { expect, readWorkflow, test, uniqueName } from './editor-helpers';

const SHOTS = process.env['E2E_SHOTS'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const greeting = (value: string) => ({ assignments: { assignments: [{ id: 'a1', name: 'greeting', value, type: 'string' }] } });

function versionList(page: Page) {
  return page.getByRole('navigation', { name: 'Versions' });
}

function versionButtons(page: Page) {
  return versionList(page).getByRole('listitem').getByRole('button');
}

async function restoreSelected(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
}

test.describe('workflow history', () => {
  test('three saves, the diff marked on the canvas and listed, restore the first, then undo the restore', async ({ page, request }) => {
    // Save 1: the workflow as created.
    const name = uniqueName('History');
    const created = await request.post('/rest/workflows', {
      data: {
        name,
        nodes: [
          { id: 'n-start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          { id: 'n-greet', name: 'Greet', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [240, 0], parameters: greeting('hello') },
          { id: 'n-tail', name: 'Tail', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 0], parameters: {} },
        ],
        connections: {
          Start: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] },
          Greet: { main: [[{ node: 'Tail', type: 'main', index: 0 }]] },
        },
      },
    });
    expect(created.status()).toBe(200);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    await page.goto(`/workflow/${id}`);
    await expect(node(page, 'Greet')).toHaveCount(1);

    // Save 2, in the editor: rename Greet.
    await clickNode(page, 'Greet');
    await page.keyboard.press('F2');
    const rename = page.getByRole('dialog', { name: 'Rename node' });
    await rename.getByLabel('New name').fill('Greet customer');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(node(page, 'Greet customer')).toHaveCount(1);
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('status', { name: 'Saved', exact: true })).toBeVisible();

    // Save 3 (another tab, as it were): a new greeting, and Tail moved.
    const stored = await readWorkflow(request, id);
    const nodes = stored.nodes.map((n) =>
      n.name === 'Greet customer' ? { ...n, parameters: greeting('hi there') } : n.name === 'Tail' ? { ...n, position: [480, 200] } : n,
    );
    expect((await request.patch(`/rest/workflows/${id}`, { data: { versionId: stored.versionId, nodes } })).status()).toBe(200);
    await page.reload();
    await expect(node(page, 'Greet customer')).toHaveCount(1);

    await page.getByRole('button', { name: 'Workflow history' }).click();
    await expect(versionButtons(page)).toHaveCount(3);
    await expect(versionList(page).getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(versionButtons(page).first()).toContainText('Current');
    await expect(versionButtons(page).first()).toHaveAttribute('aria-current', 'true');

    // The newest version against the one before it: the greeting changed, Tail moved.
    const changes = page.getByRole('region', { name: 'Changes in this version' });
    await expect(changes.getByRole('listitem').filter({ hasText: 'Greet customer' })).toContainText('Parameters');
    await expect(changes.getByLabel('before: hello')).toBeVisible();
    await expect(changes.getByLabel('after: hi there')).toBeVisible();
    await expect(changes.getByRole('listitem').filter({ hasText: 'Tail' })).toContainText('Moved from [480, 0] to [480, 200]');
    await expect(node(page, 'Greet customer')).toHaveAccessibleName(/parameters changed/);
    await expect(node(page, 'Tail')).toHaveAccessibleName(/, moved$/);
    await expect(node(page, 'Start')).not.toHaveAccessibleName(/changed|moved|added|removed/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-diff.png` });

    // The second version: the rename.
    await versionButtons(page).nth(1).click();
    await expect(node(page, 'Greet customer')).toHaveAccessibleName(/renamed from Greet/);
    await expect(page.getByRole('region', { name: 'Changes in this version' })).toContainText('Renamed from Greet');

    // Label it, then compare it with the current workflow instead.
    await page.getByRole('textbox', { name: 'Version label' }).fill('Renamed the greeting');
    await page.getByRole('button', { name: 'Save label' }).click();
    await expect(versionButtons(page).nth(1)).toContainText('Renamed the greeting');
    await page.getByRole('combobox', { name: 'Compare with' }).selectOption('current');
    await expect(page.getByRole('region', { name: 'Restoring this version would change' })).toContainText('hi there');

    // Restore the first version: the editor opens it.
    await page.getByRole('combobox', { name: 'Compare with' }).selectOption('previous');
    await versionButtons(page).nth(2).click();
    await expect(page.getByText('First saved version: nothing to compare with.')).toBeVisible();
    await restoreSelected(page);
    await expect(page).toHaveURL(new RegExp(`/workflow/${id}$`));
    await expect(node(page, 'Greet')).toHaveCount(1);
    await expect(node(page, 'Greet customer')).toHaveCount(0);
    expect((await readWorkflow(request, id)).nodes.map((n) => n.name)).toEqual(['Start', 'Greet', 'Tail']);

    // Undo the restore: open the history from the palette and restore the version it replaced.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Open workflow history');
    await page.getByRole('option', { name: /^Open workflow history/ }).click();
    await expect(versionButtons(page)).toHaveCount(4);
    await expect(versionButtons(page).first()).toContainText(/Restored from/);
    await versionButtons(page).nth(1).click();
    await expect(node(page, 'Greet customer')).toHaveCount(1);
    await restoreSelected(page);
    await expect(node(page, 'Greet customer')).toHaveCount(1);
    const undone = await readWorkflow(request, id);
    const greet = undone.nodes.find((n) => n.name === 'Greet customer') as unknown as { parameters: unknown };
    expect(greet.parameters).toEqual(greeting('hi there'));

    // Copy the first version to a new workflow: it opens, holding that version.
    await page.getByRole('button', { name: 'Workflow history' }).click();
    await versionButtons(page).last().click();
    await expect(node(page, 'Greet')).toHaveCount(1);
    await page.getByRole('button', { name: 'Copy to new workflow' }).click();
    await expect(page.getByRole('button', { name: `Workflow name: ${name} copy. Rename` })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/workflow/${id}`));
    await expect(node(page, 'Greet')).toHaveCount(1);
  });
});
