/**
 * The inline expression preview follows the input item under the pointer, in the table and
 * JSON views, as in the anchor: item 1 by default, the hovered row's item while hovering.
 */
import { createWorkflow, openNode } from './ndv-helpers';
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test('the preview of {{ $json.name }} shows the hovered input row’s item', async ({ page }) => {
  const id = await createWorkflow(page.request, `Hover preview ${Date.now()}`, {
    name: 'HTTP Request',
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    parameters: { url: '=https://example.com/{{ $json.name }}' },
  });
  const view = await openNode(page, id, 'HTTP Request');
  const input = view.getByRole('region', { name: 'Input' });
  await input.getByRole('radio', { name: 'Table' }).click();
  const table = input.getByRole('table', { name: 'Input data' });
  await expect(table.getByRole('cell', { name: 'Alan Turing' })).toBeVisible();

  await view.getByRole('textbox', { name: 'URL' }).click();
  const result = view.getByRole('status', { name: 'Result' });
  await expect(result).toContainText('https://example.com/Ada Lovelace');
  await table.getByRole('cell', { name: 'Alan Turing' }).hover();
  await expect(result).toContainText('https://example.com/Alan Turing');
  await table.getByRole('cell', { name: 'Ada Lovelace' }).hover();
  await expect(result).toContainText('https://example.com/Ada Lovelace');

  // The JSON view reports the hovered item too.
  await input.getByRole('radio', { name: 'JSON' }).click();
  await view.getByRole('textbox', { name: 'URL' }).click();
  await input
    .getByRole('region', { name: 'Input data JSON' })
    .getByText(/Alan Turing/)
    .first()
    .hover();
  await expect(result).toContainText('https://example.com/Alan Turing');
});
