/**
 * Typing an expression into a fixed-mode field, as a user: `=` at the start or `{{`
 * anywhere switches the field to expression mode, and every key typed after the switch lands
 * in the expression editor where the caret was (nothing typed is lost).
 */
import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

const HTTP = { name: 'Fetch', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, parameters: { url: '' } };

test.describe('typing an expression into a fixed field', () => {
  test.describe.configure({ timeout: 120_000 });

  test('`{{` switches to expression mode and the rest of the typing follows', async ({ page }) => {
    const id = await createWorkflow(page.request, `Typing braces ${Date.now()}`, HTTP);
    const view = await openNode(page, id, 'Fetch');
    await view.getByRole('textbox', { name: 'URL' }).click();
    await page.keyboard.type('https://example.com/{{ $json.name }}/profile?x=1');
    const url = view.getByRole('textbox', { name: 'URL' });
    await expect(view.getByRole('radiogroup', { name: 'URL mode' }).getByRole('radio', { name: 'Expression' })).toBeChecked();
    await expect(url).toHaveText('https://example.com/{{ $json.name }}/profile?x=1');
    // The tip about typing {{ has done its job once an expression holds one.
    await expect(view.getByRole('status', { name: 'Result' })).toBeVisible();
    await expect(view.getByText('Tip: type {{ to start an expression')).toHaveCount(0);
  });

  test('`=` at the start switches to expression mode and keeps what follows', async ({ page }) => {
    const id = await createWorkflow(page.request, `Typing equals ${Date.now()}`, HTTP);
    const view = await openNode(page, id, 'Fetch');
    await view.getByRole('textbox', { name: 'URL' }).click();
    await page.keyboard.type('=https://example.com/a');
    await expect(view.getByRole('radiogroup', { name: 'URL mode' }).getByRole('radio', { name: 'Expression' })).toBeChecked();
    await expect(view.getByRole('textbox', { name: 'URL' })).toHaveText('https://example.com/a');
    await expect(view.getByText('Tip: type {{ to start an expression')).toBeVisible();
  });
});
