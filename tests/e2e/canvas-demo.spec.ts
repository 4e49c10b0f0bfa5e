import { expect, test } from '@playwright/test';
import { generateWorkflow, twelveNodeRunData, twelveNodeWorkflow } from '../bench/canvas/workflows';
import { boxOf, CANVAS_TIMEOUT, clickNode, connection, node, nodeList } from './canvas-helpers';

test.describe('WorkflowDemo (read-only canvas)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows a posted workflow with its run: statuses, item counts, no editing', async ({ page }) => {
    await page.goto('/workflows/demo');
    await expect(page.getByText('Waiting for a workflow…')).toBeVisible();
    await expect(nodeList(page)).toBeAttached({ timeout: 20_000 });
    await page.evaluate(([workflow, runData]) => window.postMessage({ command: 'openWorkflow', workflow, runData }, '*'), [
      twelveNodeWorkflow(),
      twelveNodeRunData(),
    ] as const);
    await expect(nodeList(page).getByRole('option')).toHaveCount(12, { timeout: CANVAS_TIMEOUT });
    await expect(node(page, 'Is paid?')).toHaveAccessibleName('Is paid?, If node, success, 12 items', { timeout: CANVAS_TIMEOUT });
    await expect(node(page, 'Hold for review')).toHaveAccessibleName(/error: Review queue is full/);
    await expect(connection(page, 'Is paid\\?', 'Send reminder')).toHaveAccessibleName(
      'Connection from Is paid? (output 2) to Send reminder, 3 items',
    );
    await expect(connection(page, 'Mark paid', 'Merge results')).toHaveAccessibleName(
      'Connection from Mark paid to Merge results (input 1), 9 items',
    );

    // Read-only: no hover actions, Delete removes nothing, dragging moves nothing.
    await clickNode(page, 'Fetch orders');
    await expect(node(page, 'Fetch orders')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.keyboard.press('Delete');
    await expect(nodeList(page).getByRole('option')).toHaveCount(12);
    const before = await boxOf(page, 'Fetch orders');
    await page.mouse.move(before.x + 50, before.y + 50);
    await page.mouse.down();
    await page.mouse.move(before.x + 150, before.y + 120, { steps: 8 });
    await page.mouse.up();
    expect(Math.round((await boxOf(page, 'Fetch orders')).x)).toBe(Math.round(before.x));
  });

  test('a 2,000-node workflow opens zoomed to fit with the far level of detail', async ({ page }) => {
    await page.goto('/workflows/demo');
    await expect(nodeList(page)).toBeAttached({ timeout: 20_000 });
    await page.evaluate((workflow) => window.postMessage({ command: 'openWorkflow', workflow }, '*'), generateWorkflow(2000, 50));
    await expect(nodeList(page).getByRole('option').first()).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('toolbar', { name: 'Canvas zoom' }).getByLabel('Zoom level')).toHaveText(/^\d%$/, {
      timeout: CANVAS_TIMEOUT,
    });
    // The mirror lists what is visible, capped so the DOM stays small.
    expect(await nodeList(page).getByRole('option').count()).toBeLessThanOrEqual(600);
  });
});
