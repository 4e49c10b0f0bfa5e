import { expect as baseExpect, test } from '@playwright/test';
import { abcChain, abcLinks, openWorkflow } from './canvas-helpers';
import { blurAll, nodeCreator } from './editor-helpers';
import { createWorkflow, openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The integration nodes of issue 22 (Redis, MySQL, Telegram and their triggers): found in
 * the node creator by name, and their parameters render in the node details view with
 * n8n's names, following the chosen resource and operation.
 */
test.describe('integration nodes', () => {
  test('the node creator finds Telegram, Redis and MySQL', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    await blurAll(page);
    await page.keyboard.press('Tab');
    const creator = nodeCreator(page);
    const search = creator.getByRole('combobox', { name: 'Search nodes' });
    for (const name of ['Telegram', 'Redis', 'MySQL']) {
      await search.fill(name);
      await expect(creator.getByRole('option', { name, exact: true }).first()).toBeVisible();
    }
  });

  test("Telegram's parameters follow its resource and operation", async ({ page }) => {
    const id = await createWorkflow(page.request, 'Telegram parameters', {
      name: 'Telegram',
      type: 'n8n-nodes-base.telegram',
      typeVersion: 1.2,
      parameters: { chatId: '7', text: 'Hello {{ $json.name }}' },
    });
    const view = await openNode(page, id, 'Telegram');
    await expect(view.getByRole('combobox', { name: 'Resource' })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Operation' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Chat ID' })).toHaveValue('7');
    await expect(view.getByRole('textbox', { name: 'Text' })).toHaveValue('Hello {{ $json.name }}');
    await expect(view.getByRole('combobox', { name: 'Reply Markup' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('telegram-ndv.png') });
    await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Send Photo' });
    await expect(view.getByRole('switch', { name: 'Binary File' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'File' })).toBeVisible();
    await view.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'File' });
    await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Get' });
    await expect(view.getByRole('textbox', { name: 'File ID' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Chat ID' })).toHaveCount(0);
  });
});
