import { expect, test } from '@playwright/test';
import { CANVAS_TIMEOUT, node, nodeList, openWorkflow, zoomLevel } from './canvas-helpers';

/** Workflow JSON as a user copies it from another workflow. */
const copied = JSON.stringify({
  nodes: [{ id: 'p1', name: 'Pasted', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
});

test.describe('the canvas takes input as soon as it is shown', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a click right after the canvas shows selects the node under it', async ({ page, request }) => {
    const response = await request.post('/rest/workflows', {
      data: {
        name: `First click ${Date.now().toString(36)}`,
        nodes: [{ id: 'n1', name: 'Only', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {} }],
        connections: {},
      },
    });
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    // A slow connection: the canvas's drawing code arrives a moment after the page.
    let delayed = 0;
    await page.route('**/assets/canvas-view-*.js', async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/workflow/${id}`);
    // As soon as the canvas shows, the user clicks where the one node is (zoom to fit centres it).
    const host = page.locator('.sy-canvas__host');
    await expect(host).toBeVisible({ timeout: CANVAS_TIMEOUT });
    const box = (await host.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 20);
    await expect(node(page, 'Only')).toHaveAttribute('aria-selected', 'true', { timeout: CANVAS_TIMEOUT });
    expect(delayed).toBeGreaterThan(0);
  });

  test('canvas keys work with nothing focused, without a click first', async ({ page, request }) => {
    await openWorkflow(page, request, [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] }], []);
    const before = await zoomLevel(page).textContent();
    await page.keyboard.press('-');
    await expect(zoomLevel(page)).not.toHaveText(before ?? '');
  });

  test('Ctrl+V pastes nodes with nothing focused, and from a focused button, but not into a text field', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWorkflow(page, request, [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] }], []);
    await page.evaluate((text) => navigator.clipboard.writeText(text), copied);

    await page.keyboard.press('Control+v');
    await expect(node(page, 'Pasted')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });

    await page.getByRole('button', { name: 'Open node creator' }).focus();
    await page.keyboard.press('Control+v');
    await expect(node(page, 'Pasted1')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });

    // Typing into a field: the paste is text for that field.
    await page.getByRole('button', { name: /^Workflow name:/ }).click();
    const field = page.getByRole('textbox', { name: 'Workflow name' });
    await field.fill('');
    await page.keyboard.press('Control+v');
    await expect(field).toHaveValue(/"nodes"/);
    await field.press('Escape');
    await expect(nodeList(page).getByRole('option')).toHaveCount(3);
  });
});
