import { abcChain, abcLinks, boxOf, node, openWorkflow } from './canvas-helpers';
import { expect, test } from './editor-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

test.describe('node actions on the canvas', () => {
  test('"Execute step" from the hover toolbar runs up to the node and says so; "Duplicate" copies it', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    const b = await boxOf(page, 'Bravo');
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    const toolbar = page.getByRole('toolbar', { name: 'Actions for Bravo' });
    await expect(toolbar.getByRole('button', { name: 'Execute step Bravo' })).toBeVisible();
    await page.screenshot({ path: '/tmp/hover-toolbar.png' });
    await toolbar.getByRole('button', { name: 'Execute step Bravo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Node executed successfully' }).first()).toBeVisible({ timeout: 30_000 });
    // The run stopped at Bravo: Alpha and Bravo ran, Charlie did not.
    await expect(node(page, 'Bravo')).toHaveAccessibleName(/success, 1 item/);
    await expect(node(page, 'Alpha')).toHaveAccessibleName(/success/);
    await expect(node(page, 'Charlie')).not.toHaveAccessibleName(/success/);

    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 2);
    await toolbar.getByRole('button', { name: 'Duplicate Bravo' }).click();
    await expect(node(page, 'Bravo1')).toHaveCount(1);
  });

  test('the toast of a step run from the details view is announced while the view is open', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    const view = await openNodeOnCanvas(page, 'Bravo');
    await view.getByRole('button', { name: 'Execute step' }).click();
    // Found by role: the modal hides the page from assistive technology, not the notifications.
    await expect(page.getByRole('status').filter({ hasText: 'Node executed successfully' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(view.getByRole('button', { name: 'Back to canvas' })).toBeVisible();
  });

  test('the right-click menu has "Execute step" too', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    const c = await boxOf(page, 'Charlie');
    await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2, { button: 'right' });
    const menu = page.getByRole('menu', { name: 'Actions for Charlie' });
    await menu.getByRole('menuitem', { name: 'Execute step' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Node executed successfully' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(node(page, 'Charlie')).toHaveAccessibleName(/success, 1 item/);
  });
});
