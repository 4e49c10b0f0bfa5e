/**
 * Nested data in the input table, as a user: an object or array cell lists its keys, each
 * key can be dragged, and a drop gives the key's own path: an expression on an ordinary
 * parameter, a plain path with brackets on a field-name parameter (Rename Keys' current key).
 */
import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

test.describe.configure({ timeout: 120_000 });

test('a nested key dragged from the table maps its own path, with brackets where a dot would mislead', async ({ page }) => {
  const pinned = [{ json: { name: 'Ada', input: [{ count: 3, 'hello.world': { 'my count': 7 } }] } }];
  const id = await createWorkflow(page.request, `Nested mapping ${Date.now()}`, {
    name: 'Rename Keys',
    type: 'n8n-nodes-base.renameKeys',
    typeVersion: 1,
    parameters: { keys: { key: [{ currentKey: '', newKey: 'total' }] } },
  });
  // The trigger's pinned items carry the nested object.
  const workflow = await page.request.get(`/rest/workflows/${id}`);
  const stored = ((await workflow.json()) as { data: { versionId: string } }).data;
  const patched = await page.request.patch(`/rest/workflows/${id}`, { data: { versionId: stored.versionId, pinData: { Manual: pinned } } });
  expect(patched.ok(), await patched.text()).toBe(true);

  const view = await openNode(page, id, 'Rename Keys');
  const input = view.getByRole('region', { name: 'Input' });
  await input.getByRole('radio', { name: 'Table' }).click();
  const table = input.getByRole('table', { name: 'Input data' });
  const myCount = table.locator('.sy-cell-tree__key', { hasText: /^my count$/ });
  await expect(myCount).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-W/nested-table.png', animations: 'disabled' });

  const currentKey = view.getByRole('textbox', { name: 'Current Key Name' });
  await myCount.dragTo(currentKey);
  await expect(currentKey).toHaveValue('input[0]["hello.world"]["my count"]');
});
