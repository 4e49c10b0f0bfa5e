import { expect, test } from '@playwright/test';
import { openNodeOnCanvas } from './ndv-helpers';
import { openWorkflow } from './canvas-helpers';

test.describe('an imported Webhook v1', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows its HTTP Method and keeps the method it carries', async ({ page, request }) => {
    // typeVersion 1, as many imported workflows carry it.
    await openWorkflow(
      page,
      request,
      [{ name: 'Hook', type: 'n8n-nodes-base.webhook', at: [0, 0], parameters: { httpMethod: 'POST', path: 'v1-hook' } }],
      [],
    );
    const view = await openNodeOnCanvas(page, 'Hook');
    await expect(view.getByRole('combobox', { name: 'HTTP Method' })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'HTTP Method' }).locator('option:checked')).toHaveText('POST');
    await expect(view.getByText('Allow Multiple HTTP Methods')).toHaveCount(0);
  });
});
