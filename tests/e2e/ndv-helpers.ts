import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A workflow with a manual trigger (pinned sample data) feeding the given node. */
export async function createWorkflow(
  request: APIRequestContext,
  name: string,
  node: { name: string; type: string; typeVersion: number; parameters?: Record<string, unknown> },
  extra: { pinOnNode?: unknown[] } = {},
): Promise<string> {
  const trigger = { id: 't1', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} };
  const target = { id: 'n2', position: [460, 300], parameters: {}, ...node };
  const pinData: Record<string, unknown[]> = {
    Manual: [
      { json: { name: 'Ada Lovelace', 'Readable date': '1815-12-10', address: { city: 'London' } } },
      { json: { name: 'Alan Turing', 'Readable date': '1912-06-23', address: { city: 'Wilmslow' } } },
    ],
  };
  if (extra.pinOnNode) pinData[node.name] = extra.pinOnNode;
  const response = await request.post('/rest/workflows', {
    data: { name, nodes: [trigger, target], connections: { Manual: { main: [[{ node: node.name, type: 'main', index: 0 }]] } }, pinData },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { id: string } };
  return body.data.id;
}

/** Opens the workflow and double-clicks `nodeName` through the canvas's accessible mirror. */
export async function openNode(page: Page, workflowId: string, nodeName: string, how: 'dblclick' | 'enter' = 'dblclick') {
  await page.goto(`/workflow/${workflowId}`);
  return openNodeOnCanvas(page, nodeName, how);
}

/** Opens `nodeName` on the canvas already showing. */
export async function openNodeOnCanvas(page: Page, nodeName: string, how: 'dblclick' | 'enter' = 'dblclick') {
  const node = page.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: new RegExp(`^${nodeName},`) });
  await expect(node).toBeVisible({ timeout: 45_000 });
  // The mirror lies over the node it stands for; the double-click lands on the canvas at the node, as a user's would.
  if (how === 'dblclick') await node.dblclick({ force: true });
  else {
    await node.focus();
    await page.keyboard.press('Enter');
  }
  const view = page.getByRole('dialog');
  await expect(view.getByRole('button', { name: 'Back to canvas' })).toBeVisible();
  return view;
}
