import { expect as baseExpect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * "Send and Wait for Response" on the chat nodes (issue 22): the operation is offered, and
 * its shared parameters (message, response type, approval options) render with the
 * node's own target fields.
 */
test.describe('Send and Wait for Response on chat nodes', () => {
  test("Telegram's send-and-wait parameters render", async ({ page }) => {
    const id = await createWorkflow(page.request, 'Telegram approval', {
      name: 'Telegram',
      type: 'n8n-nodes-base.telegram',
      typeVersion: 1.2,
      parameters: { operation: 'sendAndWait', chatId: '-100200', message: 'Deploy 2.0?' },
    });
    const view = await openNode(page, id, 'Telegram');
    await expect(view.getByRole('textbox', { name: 'Chat ID' })).toHaveValue('-100200');
    await expect(view.getByRole('textbox', { name: 'Message' })).toHaveValue('Deploy 2.0?');
    await expect(view.getByRole('combobox', { name: 'Response Type' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('telegram-send-and-wait.png') });
  });

  test('Slack offers Send and Wait for Response and shows its parameters', async ({ page }) => {
    const id = await createWorkflow(page.request, 'Slack approval', {
      name: 'Slack',
      type: 'n8n-nodes-base.slack',
      typeVersion: 2.3,
      parameters: { select: 'channel', channelId: { __rl: true, mode: 'id', value: 'C001' }, text: 'Hi' },
    });
    const view = await openNode(page, id, 'Slack');
    await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Send and Wait for Response' });
    await expect(view.getByRole('combobox', { name: 'Send Message To' })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Response Type' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Message Text' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('slack-send-and-wait.png') });
  });
});
