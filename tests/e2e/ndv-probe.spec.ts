import { expect, test } from '@playwright/test';
import { createWorkflow, openNode } from './ndv-helpers';
test('probe', async ({ page }) => {
  const id = await createWorkflow(page.request, 'probe', { name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2 });
  const view = await openNode(page, id, 'HTTP Request');
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots-ndv/probe.png' });
  console.log(await view.ariaSnapshot());
});
