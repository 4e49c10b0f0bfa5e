import { expect, test } from '@playwright/test';
import { createWorkflow, openNode, openNodeOnCanvas } from './ndv-helpers';

test.describe('node details view: parameters', () => {
  test.describe.configure({ timeout: 240_000 });
  test('opens on double-click, edits parameters, switches to an expression, undoes, and closes', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV parameters', {
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
    });
    const view = await openNode(page, id, 'HTTP Request');
    await expect(view.getByRole('button', { name: 'Rename node HTTP Request' })).toBeVisible();
    await expect(view.getByRole('tab', { name: 'Parameters' })).toHaveAttribute('aria-selected', 'true');

    const url = view.getByRole('textbox', { name: 'URL' });
    await expect(view.getByRole('alert').filter({ hasText: 'Parameter "URL" is required.' })).toBeVisible();
    await url.fill('https://example.com/users');
    await expect(view.getByText('Parameter "URL" is required.')).toHaveCount(0);
    await view.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await page.screenshot({ path: '/tmp/shots-ndv/http-request.png' });

    await view.getByRole('radiogroup', { name: 'URL mode' }).getByRole('radio', { name: 'Expression' }).click();
    const expression = view.locator('.sy-inline-expression').getByRole('textbox', { name: 'URL' });
    await expect(expression).toHaveText('https://example.com/users');
    await expression.click();
    await expect(view.getByRole('status', { name: 'Result' })).toContainText('https://example.com/users');
    await page.screenshot({ path: '/tmp/shots-ndv/http-request-expression.png' });

    // Undo from outside a text field goes through the editor's history.
    await view.getByRole('heading', { name: 'Output' }).click();
    await page.keyboard.press('Control+z');
    await expect(view.getByRole('textbox', { name: 'URL' })).toHaveValue('https://example.com/users');
    await expect(view.getByRole('radiogroup', { name: 'URL mode' }).getByRole('radio', { name: 'Fixed' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Back to canvas' })).toHaveCount(0);
    const reopened = await openNodeOnCanvas(page, 'HTTP Request', 'enter');
    await expect(reopened.getByRole('combobox', { name: 'Method' })).toHaveValue(/.+/);
    await expect(reopened.getByRole('combobox', { name: 'Method' }).locator('option:checked')).toHaveText('POST');
    await reopened.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("keeps a field's move and delete buttons clear of its Fixed / Expression toggle", async ({ page }) => {
    const values = [
      { name: 'first', type: 'stringValue', stringValue: 'one' },
      { name: 'second', type: 'stringValue', stringValue: 'two' },
    ];
    const id = await createWorkflow(page.request, 'NDV field actions', {
      name: 'Edit Fields',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.2,
      parameters: { mode: 'manual', fields: { values } },
    });
    const view = await openNode(page, id, 'Edit Fields');
    const field = view.getByRole('region', { name: 'Values' });
    const toggle = field.getByRole('radiogroup', { name: 'Name mode' }).first();
    const buttons = [
      field.getByRole('button', { name: 'Move Values 1 up' }),
      field.getByRole('button', { name: 'Move Values 1 down' }),
      field.getByRole('button', { name: 'Delete Values 1' }),
    ];
    await expect(toggle).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-ndv/set-field-actions.png' });
    const box = await toggle.boundingBox();
    for (const button of buttons) {
      await expect(button).toBeVisible();
      const other = await button.boundingBox();
      const apart =
        !box ||
        !other ||
        other.x >= box.x + box.width ||
        other.x + other.width <= box.x ||
        other.y >= box.y + box.height ||
        other.y + other.height <= box.y;
      expect(apart, `${await button.getAttribute('aria-label')} overlaps the Name mode toggle`).toBe(true);
    }
    await buttons[1]!.click();
    await expect(field.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('second');
  });

  test('renames the node from the header, undoably, and edits settings', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV rename', {
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
    });
    const view = await openNode(page, id, 'HTTP Request');
    await view.getByRole('button', { name: 'Rename node HTTP Request' }).click();
    await view.getByRole('textbox', { name: 'Node name' }).fill('Fetch users');
    await view.getByRole('textbox', { name: 'Node name' }).press('Enter');
    await expect(view.getByRole('button', { name: 'Rename node Fetch users' })).toBeVisible();

    await view.getByRole('tab', { name: 'Settings' }).click();
    await view.getByRole('switch', { name: 'Retry On Fail' }).click();
    await expect(view.getByRole('spinbutton', { name: 'Max. Tries' })).toHaveValue('3');
    await expect(view.getByRole('switch', { name: 'Retry On Fail' })).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: '/tmp/shots-ndv/settings.png' });

    await view.getByRole('tab', { name: 'Settings' }).click();
    await page.keyboard.press('Control+z');
    await expect(view.getByRole('switch', { name: 'Retry On Fail' })).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Control+z');
    await expect(view.getByRole('button', { name: 'Rename node HTTP Request' })).toBeVisible();
  });
});
