/**
 * A whole-workflow run that waits for a test webhook call, as a user: the execution bar says
 * so and shows the test URL, the Webhook node's details view listens too, and Stop works from
 * both (the server forgets the test URL: a call afterwards finds nothing).
 */
import { randomBytes } from 'node:crypto';
import { openNodeOnCanvas } from './ndv-helpers';
import { expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 120_000 });

test('waiting for a test call shows the test URL, and Stop ends it from the canvas and from the details view', async ({
  page,
  request,
}) => {
  const path = `waiting-${randomBytes(4).toString('hex')}`;
  const name = uniqueName('Waiting for a call');
  const created = await request.post('/rest/workflows', {
    data: {
      name,
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          webhookId: path,
          position: [0, 0],
          parameters: { path, httpMethod: 'GET' },
        },
      ],
      connections: {},
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await page.goto(`/workflow/${id}`);
  await expectEditorFor(page, name);

  const bar = page.getByRole('toolbar', { name: 'Execution' });
  await bar.getByRole('button', { name: /Execute workflow/ }).click();
  const waiting = bar.getByRole('status').filter({ hasText: 'Waiting for a trigger event' });
  await expect(waiting).toBeVisible({ timeout: 20_000 });
  const testUrl = bar.getByLabel('Test URL of Webhook');
  await expect(testUrl).toContainText(`/webhook-test/${path}`);
  await page.screenshot({ path: '/tmp/shots-W/waiting-bar.png', animations: 'disabled' });

  // From the canvas: Stop ends the waiting; the test URL is gone.
  await bar.getByRole('button', { name: 'Stop waiting for trigger event' }).click();
  await expect(bar.getByRole('button', { name: /Execute workflow/ })).toBeVisible();
  const afterStop = await request.get(`/webhook-test/${path}`);
  expect(afterStop.status()).toBe(404);

  // From the details view of the Webhook node.
  await bar.getByRole('button', { name: /Execute workflow/ }).click();
  await expect(waiting).toBeVisible({ timeout: 20_000 });
  const view = await openNodeOnCanvas(page, 'Webhook');
  await expect(view.getByRole('heading', { name: 'Listening for test event' })).toBeVisible();
  await view.getByRole('button', { name: 'Stop listening' }).click();
  await expect(view.getByRole('heading', { name: 'Listening for test event' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Back to canvas' }).click();
  await expect(bar.getByRole('button', { name: /Execute workflow/ })).toBeVisible();
  expect((await request.get(`/webhook-test/${path}`)).status()).toBe(404);
});
