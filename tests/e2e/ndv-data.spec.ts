import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

test.describe('node details view: data', () => {
  test.describe.configure({ timeout: 240_000 });
  test('shows the input as a schema, maps fields by drag and drop, and a second drop appends', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV mapping', {
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
    });
    const view = await openNode(page, id, 'HTTP Request', 'enter');
    const input = view.getByRole('region', { name: 'Input' });
    await expect(input.getByText('2 items from Manual')).toBeVisible();
    await expect(input.getByRole('radio', { name: 'Schema' })).toHaveAttribute('aria-checked', 'true');
    const url = view.getByRole('textbox', { name: 'URL' });
    await input.locator('.sy-schema__pill', { hasText: /^strname$/ }).dragTo(url);
    const expression = view.locator('.sy-inline-expression').getByRole('textbox', { name: 'URL' });
    await expect(expression).toHaveText('{{ $json.name }}');
    await input.locator('.sy-schema__pill', { hasText: 'Readable date' }).dragTo(expression);
    await expect(expression).toHaveText('{{ $json.name }} {{ $json["Readable date"] }}');
    await input.getByRole('radio', { name: 'Table' }).click();
    await expect(input.getByRole('table', { name: 'Input data' }).getByRole('cell', { name: 'Alan Turing' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-ndv/mapping.png' });
  });

  test('edits pinned output as JSON, rejects invalid JSON with a clear error, and unpins', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV pin', {
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
    });
    const view = await openNode(page, id, 'HTTP Request', 'enter');
    const output = view.getByRole('region', { name: 'Output' });
    await output.getByRole('button', { name: 'Edit output' }).click();
    const editor = output.getByRole('textbox', { name: 'Output JSON' });
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('not json');
    await output.getByRole('button', { name: 'Save' }).click();
    await expect(output.getByRole('alert')).toContainText('Invalid JSON');
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('[{"id": 1, "ok": true}, {"id": 2, "ok": false}]');
    await output.getByRole('button', { name: 'Save' }).click();
    await expect(output.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(output.getByRole('table', { name: 'Output data' }).getByRole('row')).toHaveCount(3);
    await page.screenshot({ path: '/tmp/shots-ndv/pinned.png' });
    await output.getByRole('button', { name: 'Unpin data' }).click();
    await expect(output.getByText('No output data')).toBeVisible();
  });
});
