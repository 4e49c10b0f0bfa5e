import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The header side of the node details view: the trigger panel of trigger nodes
 * with its waiting state, the webhook URLs of a webhook node with copy, and the HTTP
 * Request node's 'Import cURL'.
 */
async function createWorkflow(request: APIRequestContext, name: string, nodes: Record<string, unknown>[]): Promise<string> {
  const response = await request.post('/rest/workflows', {
    data: { name, nodes: nodes.map((n, i) => ({ id: `n${i}`, position: [300 + i * 260, 300], parameters: {}, ...n })), connections: {} },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('node details view: header, trigger panel, webhook URLs and curl import', () => {
  test('a Webhook node shows its URLs, copies them, listens for a test call and shows the data', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const port = new URL(baseURL!).port;
    const id = await createWorkflow(page.request, 'Osprey webhook', [
      {
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        webhookId: 'osprey-hook-id',
        parameters: { path: 'osprey/events', httpMethod: 'POST' },
      },
    ]);
    const view = await openNode(page, id, 'Webhook');

    const urls = view.getByRole('tabpanel', { name: 'Parameters' }).getByRole('region', { name: 'Webhook URLs' });
    await expect(urls.getByRole('radio', { name: 'Test URL' })).toHaveAttribute('aria-checked', 'true');
    await expect(urls.getByLabel('Test URL', { exact: true })).toHaveText(`http://localhost:${port}/webhook-test/osprey/events`);
    await expect(urls.getByText('POST', { exact: true })).toBeVisible();
    await urls.getByRole('radio', { name: 'Production URL' }).click();
    await expect(urls.getByLabel('Production URL', { exact: true })).toHaveText(`http://localhost:${port}/webhook/osprey/events`);
    await urls.getByRole('button', { name: 'Copy Production URL' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:${port}/webhook/osprey/events`);
    await page.screenshot({ path: '/tmp/shots-H/webhook-node.png', animations: 'disabled' });

    // The trigger panel stands where the input would be.
    const trigger = view.getByRole('region', { name: 'Trigger' });
    await expect(trigger.getByRole('heading', { name: 'Pull in events from Webhook' })).toBeVisible();
    // The header's run button says the same as the panel's.
    await expect(view.getByRole('button', { name: 'Listen for test event' })).toHaveCount(2);
    await trigger.getByRole('button', { name: 'Listen for test event' }).click();
    await expect(trigger.getByRole('heading', { name: 'Listening for test event' })).toBeVisible();
    await expect(trigger.getByRole('status')).toHaveText('Waiting for you to call the Test URL');
    await expect(trigger.getByLabel('Test URL', { exact: true })).toHaveText(`http://localhost:${port}/webhook-test/osprey/events`);
    await page.screenshot({ path: '/tmp/shots-H/webhook-listening.png', animations: 'disabled' });

    // 'Stop listening' ends the wait: the test URL no longer answers.
    await trigger.getByRole('button', { name: 'Stop listening' }).click();
    await expect(trigger.getByRole('heading', { name: 'Pull in events from Webhook' })).toBeVisible();
    expect((await page.request.post(`http://127.0.0.1:${port}/webhook-test/osprey/events`, { data: {} })).status()).toBe(404);
    await trigger.getByRole('button', { name: 'Listen for test event' }).click();
    await expect(trigger.getByRole('heading', { name: 'Listening for test event' })).toBeVisible();

    // A real call to the test URL ends the wait; its body shows in the output.
    const call = await page.request.post(`http://127.0.0.1:${port}/webhook-test/osprey/events`, {
      data: { bird: 'osprey', wingspan: 170 },
    });
    expect(call.status()).toBe(200);
    await expect(trigger.getByRole('heading', { name: 'Webhook ran' })).toBeVisible();
    await expect(view.getByRole('region', { name: 'Output' })).toContainText('osprey');
    await page.screenshot({ path: '/tmp/shots-H/webhook-received.png', animations: 'disabled' });
  });

  test('a Manual Trigger explains itself and tests its step', async ({ page }) => {
    const id = await createWorkflow(page.request, 'Osprey manual', [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1 },
    ]);
    // A trigger without webhooks: 'Test step' and what it does; no webhook URLs.
    const manual = await openNode(page, id, 'Start');
    const manualTrigger = manual.getByRole('region', { name: 'Trigger' });
    await expect(manualTrigger).toContainText("This node is where the workflow starts when you click 'Test workflow'");
    await expect(manual.getByRole('button', { name: 'Test step' })).toHaveCount(2);
    await expect(manual.getByRole('region', { name: 'Webhook URLs' })).toHaveCount(0);
    await manualTrigger.getByRole('button', { name: 'Test step' }).click();
    await expect(manualTrigger.getByRole('heading', { name: 'Start ran' })).toBeVisible();
    // Its one item has no fields: said in words, not drawn as an empty table.
    await expect(manual.getByRole('region', { name: 'Output' })).toContainText("This is an item, but it's empty.");
    await page.screenshot({ path: '/tmp/shots-H/manual-trigger.png', animations: 'disabled' });
  });

  test('Import cURL sets the HTTP Request parameters as one undoable change and explains invalid commands', async ({ page }) => {
    const id = await createWorkflow(page.request, 'Curlew request', [
      { name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2 },
    ]);
    const view = await openNode(page, id, 'HTTP Request');
    await view.getByRole('button', { name: 'Import cURL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import cURL command' });
    const command = dialog.getByRole('textbox', { name: 'cURL command' });
    await command.fill('wget https://example.com/curlews');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Invalid cURL command');
    await page.screenshot({ path: '/tmp/shots-H/curl-import-error.png', animations: 'disabled' });

    await command.fill(
      `curl -X POST 'https://api.example.com/v1/curlews?limit=5' -H 'X-Trace: abc' -H 'Content-Type: application/json' -d '{"name":"curlew"}'`,
    );
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect(view.getByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/v1/curlews');
    await expect(view.getByRole('combobox', { name: 'Method' }).locator('option:checked')).toHaveText('POST');
    await expect(view.getByRole('switch', { name: 'Send Query Parameters' })).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('switch', { name: 'Send Headers' })).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('switch', { name: 'Send Body' })).toHaveAttribute('aria-checked', 'true');

    // One undo step takes the whole import back.
    await view.getByRole('heading', { name: 'Output' }).click();
    await page.keyboard.press('Control+z');
    await expect(view.getByRole('textbox', { name: 'URL' })).toHaveValue('');
    await expect(view.getByRole('combobox', { name: 'Method' }).locator('option:checked')).toHaveText('GET');
    await expect(view.getByRole('switch', { name: 'Send Body' })).toHaveAttribute('aria-checked', 'false');
  });
});
