import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { clickEmpty, connection, node, nodeList, openWorkflow } from './canvas-helpers';

/** The workflow the local server hands out: a Set node feeding a No-Op. */
const shared = {
  name: 'Shared by link',
  nodes: [
    { id: 'u1', name: 'Linked set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'u2', name: 'Linked end', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
  ],
  connections: { 'Linked set': { main: [[{ node: 'Linked end', type: 'main', index: 0 }]] } },
};

// A real HTTP server on a free local port, as a link someone shares would be: the editor's
// server fetches it (GET /rest/workflows/from-url), nothing is mocked.
let server: Server;
let url = '';
test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/shared/workflow.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(shared));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shared/workflow.json`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.describe('importing a workflow from a URL', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pasting a workflow URL imports its nodes as one undo step', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWorkflow(page, request, [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] }], []);
    // The user copied the link somewhere else; it is on the system clipboard.
    await page.evaluate((text) => navigator.clipboard.writeText(text), url);
    await clickEmpty(page);
    await page.keyboard.press('Control+v');
    await expect(node(page, 'Linked set')).toHaveCount(1, { timeout: 20_000 });
    await expect(node(page, 'Linked end')).toHaveCount(1);
    await expect(connection(page, 'Linked set', 'Linked end')).toHaveCount(1);
    await expect(nodeList(page).getByRole('option')).toHaveCount(3);
    await page.keyboard.press('Control+z');
    await expect(nodeList(page).getByRole('option')).toHaveCount(1);
    await expect(node(page, 'Start')).toHaveCount(1);
  });

  test('the workflow menu imports from a URL; a URL that is not a workflow is refused', async ({ page, request }) => {
    await openWorkflow(page, request, [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] }], []);
    await page.getByRole('button', { name: 'Workflow menu' }).click();
    await page.getByRole('menuitem', { name: /^Import from URL/ }).click();
    const address = page.getByRole('textbox', { name: 'Workflow URL' });
    await address.fill(url.replace('workflow.json', 'missing.json'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The dialog stays open with the error (the canvas behind it is inert meanwhile).
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await address.fill(url);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(node(page, 'Linked set')).toHaveCount(1, { timeout: 20_000 });
    await expect(connection(page, 'Linked set', 'Linked end')).toHaveCount(1);
    await expect(address).toHaveCount(0);
    await expect(nodeList(page).getByRole('option')).toHaveCount(3);
  });
});
