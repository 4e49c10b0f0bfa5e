import { canvasNodes, expectEditorFor, uniqueName, expect, test } from './editor-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

test.describe.configure({ timeout: 180_000 });

test('a node of a version or type that is not installed is marked on the canvas and in the node view, and the run refuses to start naming it', async ({
  page,
  request,
}) => {
  const name = uniqueName('Not here');
  const nodes = [
    { id: 's', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'm', name: 'Combine', type: 'n8n-nodes-base.merge', typeVersion: 4, position: [220, 0], parameters: { mode: 'append' } },
    {
      id: 'g',
      name: 'Sheet',
      type: 'n8n-nodes-base.salesforce',
      typeVersion: 4.5,
      position: [440, 0],
      parameters: { operation: 'append', sheetName: 'Rows' },
    },
  ];
  const connections = {
    Start: { main: [[{ node: 'Combine', type: 'main', index: 0 }]] },
    Combine: { main: [[{ node: 'Sheet', type: 'main', index: 0 }]] },
  };
  const created = await request.post('/rest/workflows', { data: { name, nodes, connections } });
  expect(created.status()).toBe(200);
  const workflow = ((await created.json()) as { data: { id: string } }).data;

  await page.goto(`/workflow/${workflow.id}`);
  await expectEditorFor(page, name);
  const canvas = canvasNodes(page);
  await expect(canvas.getByRole('option', { name: /^Combine, Merge node, version 4 not supported/ })).toHaveCount(1);
  await expect(canvas.getByRole('option', { name: /^Sheet, salesforce node, not installed/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Execute workflow' }).click();
  await expect(page.getByText(/this version of Merge \(4\) is not supported; supported: 1, 2, 2\.1, 3, 3\.1, 3\.2/).first()).toBeVisible({
    timeout: 15_000,
  });

  const view = await openNodeOnCanvas(page, 'Combine');
  await expect(
    view.getByRole('alert').filter({ hasText: 'This version of Merge (4) is not supported; supported: 1, 2, 2.1, 3, 3.1, 3.2.' }),
  ).toBeVisible();
  await view.getByRole('button', { name: 'Back to canvas' }).click();

  const sheet = await openNodeOnCanvas(page, 'Sheet');
  await expect(
    sheet.getByRole('alert').filter({ hasText: 'The node type "n8n-nodes-base.salesforce" is not installed here' }),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Back to canvas' }).click();

  // Nothing of the unknown node is lost on the way through the editor.
  const stored = await request.get(`/rest/workflows/${workflow.id}`);
  const sheetNode = ((await stored.json()) as { data: { nodes: Array<Record<string, unknown>> } }).data.nodes.find(
    (n) => n['name'] === 'Sheet',
  );
  expect(sheetNode).toMatchObject({
    type: 'n8n-nodes-base.salesforce',
    typeVersion: 4.5,
    parameters: { operation: 'append', sheetName: 'Rows' },
  });
});

test('a community node that is not installed names its package and offers "Search community nodes"; a trigger keeps its shape', async ({
  page,
  request,
}) => {
  const name = uniqueName('Community');
  const nodes = [
    { id: 't', name: 'On new lead', type: '@acme/n8n-nodes-leads.leadsTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'p', name: 'Screenshot', type: 'n8n-nodes-puppeteer.puppeteer', typeVersion: 1, position: [220, 0], parameters: { url: 'x' } },
  ];
  const connections = { 'On new lead': { main: [[{ node: 'Screenshot', type: 'main', index: 0 }]] } };
  const created = await request.post('/rest/workflows', { data: { name, nodes, connections } });
  expect(created.status()).toBe(200);
  const workflow = ((await created.json()) as { data: { id: string } }).data;

  await page.goto(`/workflow/${workflow.id}`);
  await expectEditorFor(page, name);
  const canvas = canvasNodes(page);
  await expect(canvas.getByRole('option', { name: /^On new lead, leadsTrigger node, not installed/ })).toHaveCount(1);
  await expect(canvas.getByRole('option', { name: /^Screenshot, puppeteer node, not installed/ })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/community-canvas.png' });

  const view = await openNodeOnCanvas(page, 'Screenshot');
  const alert = view.getByRole('alert');
  await expect(alert.getByText('Install this node to use it')).toBeVisible();
  await expect(alert).toContainText('It is part of the n8n-nodes-puppeteer community package.');
  await expect(alert.getByRole('link', { name: 'Search community nodes' })).toHaveAttribute(
    'href',
    'https://www.npmjs.com/search?q=n8n-nodes-puppeteer',
  );
  await page.screenshot({ path: '/tmp/community-ndv.png' });
  await view.getByRole('button', { name: 'Back to canvas' }).click();

  await page.getByRole('button', { name: /Execute workflow/ }).click();
  await expect(page.getByText(/n8n-nodes-puppeteer\.puppeteer/).first()).toBeVisible({ timeout: 15_000 });
});
