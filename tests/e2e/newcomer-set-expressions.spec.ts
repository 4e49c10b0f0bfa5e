import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

const SET = { name: 'Greet', type: 'n8n-nodes-base.set', typeVersion: 3.4 };

test.describe('a newcomer writes {{ }} in a Set field', () => {
  test.describe.configure({ timeout: 180_000 });

  test('typing Hello {{ $json.name }}! makes it an expression with a live preview, and the step outputs the greeting', async ({ page }) => {
    const id = await createWorkflow(page.request, `Set expressions ${Date.now()}`, {
      ...SET,
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'greeting', value: '', type: 'string' }] },
      },
    });
    const view = await openNode(page, id, 'Greet');
    const fields = view.getByRole('group', { name: 'Fields to Set' });
    const mode = fields.getByRole('radiogroup', { name: 'Field value 1 mode' });
    await expect(mode.getByRole('radio', { name: 'Fixed' })).toBeChecked();

    await fields.getByRole('textbox', { name: 'Field value 1' }).click();
    await page.keyboard.type('Hello {{ $json.name }}!');
    const value = fields.getByRole('textbox', { name: 'Field value 1' });
    await expect(value).toHaveText('Hello {{ $json.name }}!');
    await expect(mode.getByRole('radio', { name: 'Expression' })).toBeChecked();
    // the preview under the field, for the first input item
    await expect(view.getByRole('status', { name: 'Result' })).toContainText('Hello Ada Lovelace!');
    await page.screenshot({ path: '/tmp/set-expression.png' });

    await view.getByRole('button', { name: 'Execute step' }).click();
    const output = view.getByRole('region', { name: 'Output' });
    await expect(output.getByText('Hello Ada Lovelace!')).toBeVisible({ timeout: 30_000 });
    await expect(output.getByText('Hello Alan Turing!')).toBeVisible();
    await expect(output.getByText('Hello {{')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/set-expression-output.png' });
  });

  test('a misspelt key is marked in the preview and the field names the keys that exist', async ({ page }) => {
    const id = await createWorkflow(page.request, `Set hint ${Date.now()}`, {
      ...SET,
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'greeting', value: '', type: 'string' }] },
      },
    });
    const view = await openNode(page, id, 'Greet');
    const fields = view.getByRole('group', { name: 'Fields to Set' });
    await fields.getByRole('textbox', { name: 'Field value 1' }).click();
    await page.keyboard.type('Hello {{ $json.nmae }}!');
    const result = view.getByRole('status', { name: 'Result' });
    await expect(result).toContainText('Hello [undefined]!');
    await expect(result.getByText('[undefined]')).toHaveClass(/undefined/);
    // the reference itself is marked in the field, not coloured as if it resolved
    await expect(fields.getByRole('textbox', { name: 'Field value 1' }).locator('.cm-sy-resolvable--empty')).toHaveText('{{ $json.nmae }}');
    const hints = fields.getByRole('list', { name: 'Field value 1 hints' });
    await expect(hints).toContainText('“nmae” is not in $json');
    await expect(hints).toContainText('$json has: name, Readable date, address');
    await page.screenshot({ path: '/tmp/set-hint.png' });
  });

  test('dropping an input field on a value fills that value; the value box switches with Fixed / Expression and opens the editor', async ({
    page,
  }) => {
    const id = await createWorkflow(page.request, `Set drop ${Date.now()}`, {
      ...SET,
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'city', value: '', type: 'string' }] },
      },
    });
    const view = await openNode(page, id, 'Greet');
    const fields = view.getByRole('group', { name: 'Fields to Set' });
    await view
      .getByRole('region', { name: 'Input' })
      .locator('.sy-schema__pill', { hasText: /^strname$/ })
      .dragTo(fields.getByRole('textbox', { name: 'Field value 1' }));
    await expect(fields.getByRole('textbox', { name: 'Field value 1' })).toHaveText('{{ $json.name }}');
    await expect(fields.getByRole('textbox', { name: 'Field name 2' })).toHaveCount(0);

    await fields.getByRole('button', { name: 'Open Field value 1 in the expression editor' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Expression: Field value 1/ });
    await expect(dialog.getByLabel('Result')).toHaveText('Ada Lovelace');
    // Escape belongs to the editor once it has the focus (a slow machine can still be moving it there).
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const mode = fields.getByRole('radiogroup', { name: 'Field value 1 mode' });
    await mode.getByRole('radio', { name: 'Fixed' }).click();
    await expect(fields.getByRole('textbox', { name: 'Field value 1' })).toHaveValue('{{ $json.name }}');
  });

  test('the first-use mapping hint covers none of the Set node’s fields', async ({ page }) => {
    const id = await createWorkflow(page.request, `Set hint placement ${Date.now()}`, {
      ...SET,
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: {
          assignments: [
            { id: 'a1', name: 'greeting', value: '', type: 'string' },
            { id: 'a2', name: 'city', value: '', type: 'string' },
          ],
        },
      },
    });
    const view = await openNode(page, id, 'Greet');
    const fields = view.getByRole('group', { name: 'Fields to Set' });
    await fields.getByRole('textbox', { name: 'Field value 1' }).click();
    const hint = page.getByRole('tooltip').filter({ hasText: 'to map it' });
    await expect(hint).toBeVisible();
    await page.screenshot({ path: '/work/notes/shots/wt-29c/set-mapping-hint.png' });
    const hintBox = (await hint.boundingBox())!;
    const controls = [
      fields.getByRole('textbox', { name: 'Field name 1' }),
      fields.getByRole('combobox', { name: 'Field type 1' }),
      fields.getByRole('textbox', { name: 'Field value 1' }),
      fields.getByRole('textbox', { name: 'Field name 2' }),
      fields.getByRole('textbox', { name: 'Field value 2' }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      const overlaps =
        hintBox.x < box.x + box.width &&
        box.x < hintBox.x + hintBox.width &&
        hintBox.y < box.y + box.height &&
        box.y < hintBox.y + hintBox.height;
      expect(overlaps, `the hint covers ${await control.getAttribute('aria-label')}`).toBe(false);
    }
    // the type of a field is the product's one dropdown
    await fields.getByRole('combobox', { name: 'Field type 1' }).selectOption('number');
    await expect(fields.getByRole('combobox', { name: 'Field type 1' })).toHaveValue('number');
  });
});
