import type { Page } from '@playwright/test';
import { backFromNewNode } from './canvas-helpers';
import {
  blurAll,
  canvasNodes,
  createWorkflow,
  expectEditorFor,
  nodeCreator,
  readWorkflow,
  uniqueName,
  expect,
  test,
} from './editor-helpers';

/** Adds a No Operation node after the selection with the keyboard. */
async function addNoOp(page: Page) {
  await blurAll(page);
  await page.keyboard.press('Tab');
  await nodeCreator(page).getByRole('combobox', { name: 'Search nodes' }).fill('no operation');
  await page.keyboard.press('Enter');
  await expect(nodeCreator(page)).toBeHidden();
  await backFromNewNode(page, 'No Operation, do nothing');
}

test.describe.configure({ timeout: 180_000 });

test.describe('saving', () => {
  test('Ctrl+S saves an existing workflow; the button goes unsaved, then saved', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Shortcut save'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    await addNoOp(page);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    expect((await readWorkflow(request, workflow.id)).nodes).toHaveLength(2);
  });

  test('a concurrent change asks before overwriting; confirming force-saves', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Concurrent'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    // Someone else saves the workflow meanwhile.
    const other = await request.patch(`/rest/workflows/${workflow.id}`, {
      data: { name: `${workflow.name} (theirs)`, versionId: workflow.versionId },
    });
    expect(other.ok()).toBe(true);

    await addNoOp(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Save changes anyway?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Declined: nothing saved, still unsaved.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect((await readWorkflow(request, workflow.id)).nodes).toHaveLength(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Overwrite and save' }).click();
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const stored = await readWorkflow(request, workflow.id);
    expect(stored.nodes.map((n) => n.type)).toEqual(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.noOp']);
  });

  test('another save failure shows the server message', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Gone'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    expect((await request.delete(`/rest/workflows/${workflow.id}`)).ok()).toBe(true);
    await addNoOp(page);
    await page.keyboard.press('Control+s');
    const toast = page.getByRole('alert', { name: 'Problem saving workflow' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/not found|could not be found/i);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  test('leaving with unsaved changes asks first', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Guarded'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await addNoOp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Credentials' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}$`));
    await expect(canvasNodes(page).getByRole('option')).toHaveCount(2);

    await nav.getByRole('link', { name: 'Credentials' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/credentials$/);
    expect((await readWorkflow(request, workflow.id)).nodes).toHaveLength(1);
  });

  test('a saved workflow leaves without asking', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Clean'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
