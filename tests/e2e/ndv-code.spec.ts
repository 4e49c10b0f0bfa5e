import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

test.describe('node details view: code editors', () => {
  test.describe.configure({ timeout: 240_000 });
  test('the Code node editor lints after typing and offers the quick fix', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV code', {
      name: 'Code',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      parameters: { mode: 'runOnceForAllItems', jsCode: 'return $input.all();' },
    });
    const view = await openNode(page, id, 'Code');
    const editor = view.getByRole('textbox', { name: 'JavaScript' });
    await expect(editor).toContainText('return $input.all();');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nconst first = $input.first(1);');
    await expect(view.locator('.cm-lintRange-warning').first()).toBeVisible({ timeout: 5000 });
    await view.locator('.cm-lintRange-warning').first().hover();
    await expect(page.locator('.cm-tooltip-lint')).toContainText('$input.first() takes no argument');
    await page.screenshot({ path: '/tmp/shots-ndv/code.png' });
    await page.locator('.cm-tooltip-lint').getByRole('button', { name: 'Fix' }).click();
    await expect(editor).toContainText('const first = $input.first();');

    await view.getByRole('combobox', { name: 'Mode' }).selectOption({ label: 'Run Once for Each Item' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nreturn [];');
    await expect(view.locator('.cm-lintRange-warning').first()).toBeVisible({ timeout: 5000 });
  });
});

test.describe('node details view: HTML and Set nodes', () => {
  test.describe.configure({ timeout: 240_000 });
  test('the HTML editor colours expressions and formats the document', async ({ page }) => {
    const html = '<div><p>Hello {{ $json.name }}</p></div>\n<style>\n.a{color:red}\n</style>';
    const id = await createWorkflow(page.request, 'NDV html', {
      name: 'HTML',
      type: 'n8n-nodes-base.html',
      typeVersion: 1,
      parameters: { operation: 'generateHtmlTemplate', html },
    });
    const view = await openNode(page, id, 'HTML', 'enter');
    const editor = view.getByRole('textbox', { name: 'HTML Template' });
    await expect(editor.locator('.cm-sy-expression')).toHaveText('{{ $json.name }}');
    await view.getByRole('button', { name: 'Format' }).click();
    await expect(editor).toContainText('color: red;', { timeout: 30_000 });
    await page.screenshot({ path: '/tmp/shots-ndv/html.png' });
  });

  test('the Set node edits its fields, mapped by drag and drop', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV set', {
      name: 'Edit Fields',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      parameters: { mode: 'manual' },
    });
    const view = await openNode(page, id, 'Edit Fields', 'enter');
    await expect(view.getByRole('combobox', { name: 'Mode' })).toBeVisible();
    const fields = view.getByRole('group', { name: 'Fields to Set' });
    await view
      .getByRole('region', { name: 'Input' })
      .locator('.sy-schema__pill', { hasText: /^strname$/ })
      .dragTo(fields);
    await expect(fields.getByRole('textbox', { name: 'Field name 1' })).toHaveValue('name');
    // the new field's value is an expression, shown in the inline expression editor
    await expect(fields.getByRole('textbox', { name: 'Field value 1' })).toHaveText('{{ $json.name }}');
    await expect(fields.getByRole('radiogroup', { name: 'Field value 1 mode' }).getByRole('radio', { name: 'Expression' })).toBeChecked();
    await fields.getByRole('button', { name: 'Add Field' }).click();
    await fields.getByRole('textbox', { name: 'Field name 2' }).fill('greeting');
    await fields.getByRole('textbox', { name: 'Field value 2' }).fill('hello');
    await page.screenshot({ path: '/tmp/shots-ndv/set.png' });
  });
});
