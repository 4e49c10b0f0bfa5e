import { expect as baseExpect, test } from '@playwright/test';
import { openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The Webhook node's 'IP(s) Whitelist' option, added from the node details view and kept
 * with the workflow: the server then refuses callers outside the list (integration tests).
 */
test('a user restricts a Webhook node to some IP addresses', async ({ page }) => {
  const created = await page.request.post('/rest/workflows', {
    data: {
      name: 'Kestrel guarded hook',
      nodes: [
        {
          id: 'w1',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          webhookId: 'kestrel-hook',
          position: [300, 300],
          parameters: { path: 'kestrel', options: {} },
        },
      ],
      connections: {},
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, versionId } = ((await created.json()) as { data: { id: string; versionId: string } }).data;
  const view = await openNode(page, id, 'Webhook');

  const options = view.getByRole('group', { name: 'Options' });
  await options.getByRole('button', { name: 'Add Option' }).click();
  await page.getByRole('menuitem', { name: 'IP(s) Whitelist' }).click();
  const field = options.getByRole('textbox', { name: 'IP(s) Whitelist' });
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('placeholder', 'e.g. 127.0.0.1, 10.0.0.0/8');
  await field.fill('10.0.0.0/8, 192.168.1.7');
  await page.screenshot({ path: '/tmp/shots-G/webhook-ip-whitelist.png' });

  await view.getByRole('button', { name: 'Back to canvas' }).click();
  await page.keyboard.press('Control+s');
  await expect
    .poll(async () => {
      const stored = await page.request.get(`/rest/workflows/${id}`);
      const body = (await stored.json()) as {
        data: { versionId: string; nodes: Array<{ parameters: { options?: { ipWhitelist?: string } } }> };
      };
      return body.data.versionId !== versionId ? body.data.nodes[0]?.parameters.options?.ipWhitelist : undefined;
    })
    .toBe('10.0.0.0/8, 192.168.1.7');
});
