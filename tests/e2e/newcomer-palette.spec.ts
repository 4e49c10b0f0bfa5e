import { expect, test } from '@playwright/test';
import { backFromNewNode, node, nodeList, openWorkflow } from './canvas-helpers';

test.describe('the command palette for a newcomer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('opening it and pressing Enter never signs out: sign-out waits in the last group', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    const highlighted = palette.locator('[role="option"][aria-selected="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).not.toHaveAccessibleName(/Sign out|Delete|Clear|owner/i);
    await expect(highlighted).not.toHaveAttribute('aria-disabled', 'true');
    const risky = palette.getByRole('group', { name: 'Account, delete and clear' });
    await expect(risky.getByRole('option', { name: 'Sign out' })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/palette-open.png' });

    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).not.toHaveURL(/\/signin/);
    // the user is still here and can open it again
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
  });

  test('finds a node on the canvas (selects and centres it) and adds a node by its type', async ({ page, request }) => {
    await openWorkflow(
      page,
      request,
      [
        { name: 'Start here', at: [0, 0] },
        { name: 'Far away', at: [2600, 1400] },
      ],
      [['Start here', 'Far away']],
    );
    await page.keyboard.press('Control+k');
    await page.keyboard.type('far away');
    await expect(page.getByRole('option', { name: 'Go to node: Far away' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
    const far = node(page, 'Far away');
    await expect(far).toHaveAttribute('aria-selected', 'true');
    const canvas = await page.locator('canvas').first().boundingBox();
    const box = await far.boundingBox();
    expect(canvas && box).toBeTruthy();
    const dx = Math.abs(box!.x + box!.width / 2 - (canvas!.x + canvas!.width / 2));
    const dy = Math.abs(box!.y + box!.height / 2 - (canvas!.y + canvas!.height / 2));
    expect(dx).toBeLessThan(40);
    expect(dy).toBeLessThan(40);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('edit fields');
    const add = page.getByRole('option', { name: /^Add node: Edit Fields/ });
    await expect(add.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await backFromNewNode(page, 'Edit Fields');
    // added after the selected node (the mirror lists the nodes in view, so 'Start here' is off it now)
    await expect(nodeList(page).getByRole('option', { name: /^Edit Fields/ })).toHaveCount(1);
    await expect(nodeList(page).getByRole('option', { name: /^Edit Fields/ })).toHaveAttribute('aria-selected', 'true');
  });
});
