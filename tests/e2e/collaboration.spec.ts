import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { boxOf, clickEmpty, clickNode, connection, drag, node, nodeList } from './canvas-helpers';
import { openNodeOnCanvas } from './ndv-helpers';

/**
 * Live collaboration (docs/collaboration.md): two editors side by side on one saved workflow
 * (the same user in two browser contexts), each seeing the other's edits, undoing only their own,
 * one going offline and coming back; both end with the same saved workflow and never a conflict dialog.
 */

const WAIT = { timeout: 20_000 };

interface Stored {
  nodes: Array<{ name: string; position: [number, number]; parameters: Record<string, unknown> }>;
  connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}

async function openIn(browser: Browser, id: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  // A conflict dialog must never come up; any dialog fails the spec.
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  await page.goto(`/workflow/${id}`);
  await expect(nodeList(page).getByRole('option')).toHaveCount(4, WAIT);
  await expect(page.getByRole('list', { name: 'People in this workflow' })).toBeVisible(WAIT);
  return page;
}

async function createChain(request: APIRequestContext): Promise<string> {
  const created = await request.post('/rest/workflows', {
    data: {
      name: `Collaboration ${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`,
      nodes: [
        { name: 'Alpha', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { name: 'Bravo', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
        { name: 'Charlie', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 0], parameters: {} },
        { name: 'Fetch', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [240, 240], parameters: {} },
      ],
      connections: { Alpha: { main: [[{ node: 'Bravo', type: 'main', index: 0 }]] } },
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function stored(page: Page, id: string): Promise<Stored> {
  const response = await page.request.get(`/rest/workflows/${id}`);
  return ((await response.json()) as { data: Stored }).data;
}

test.describe('live collaboration', () => {
  test.describe.configure({ timeout: 240_000 });

  test('two editors move, connect, delete, rename, edit a parameter, undo and reconnect, and end with one saved workflow', async ({
    browser,
    request,
  }) => {
    const id = await createChain(request);
    const a = await openIn(browser, id);
    const b = await openIn(browser, id);

    // A selects Charlie: B sees it outlined, and the node's name says who has it selected.
    await clickNode(a, 'Charlie');
    await expect(node(b, 'Charlie')).toHaveAccessibleName(/selected by/, WAIT);
    // A's pointer over the canvas shows on B's canvas with A's name.
    const near = await boxOf(a, 'Alpha');
    await a.mouse.move(near.x + near.width / 2, near.y + near.height + 40, { steps: 4 });
    await expect(b.locator('.sy-peer-pointer')).toHaveCount(1, WAIT);
    await b.screenshot({ path: '/tmp/shots-collab/selection.png' });

    // Move: A drags Charlie down; B's Charlie follows.
    const before = await boxOf(b, 'Charlie');
    const c = await boxOf(a, 'Charlie');
    await drag(a, { x: c.x + c.width / 2, y: c.y + c.height / 2 }, { x: c.x + c.width / 2, y: c.y + c.height / 2 + 120 });
    await expect.poll(async () => (await boxOf(b, 'Charlie')).y, WAIT).toBeGreaterThan(before.y + 40);

    // Connect: B drags Bravo's output to Charlie's input; A sees the connection.
    const bb = await boxOf(b, 'Bravo');
    const bc = await boxOf(b, 'Charlie');
    await drag(b, { x: bb.x + bb.width, y: bb.y + bb.height / 2 }, { x: bc.x + 2, y: bc.y + bc.height / 2 });
    await expect(connection(b, 'Bravo', 'Charlie')).toHaveCount(1);
    await expect(connection(a, 'Bravo', 'Charlie')).toHaveCount(1, WAIT);

    // Rename: A renames Bravo with F2; B shows the new name and keeps the connections.
    await clickNode(a, 'Bravo');
    await a.keyboard.press('F2');
    const dialog = a.getByRole('dialog', { name: 'Rename node' });
    await dialog.getByLabel('New name').fill('Bravo renamed');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(node(b, 'Bravo renamed')).toHaveCount(1, WAIT);
    await expect(connection(b, 'Alpha', 'Bravo renamed')).toHaveCount(1);

    // Edit a parameter in the details view: B sets Fetch's URL; A's Fetch shows it once opened.
    const view = await openNodeOnCanvas(b, 'Fetch');
    await view.getByRole('textbox', { name: 'URL' }).fill('https://example.com/together');
    await expect(node(a, 'Fetch')).toHaveAccessibleName(/details view/, WAIT);
    await b.screenshot({ path: '/tmp/shots-collab/ndv.png' });
    await view.getByRole('button', { name: 'Back to canvas' }).click();

    // Undo on A while B edits: A's Ctrl+Z undoes A's rename only, not B's URL or B's connection.
    await clickEmpty(a);
    await a.keyboard.press('Control+z');
    await expect(node(a, 'Bravo')).toHaveCount(1, WAIT);
    await expect(node(b, 'Bravo')).toHaveCount(1, WAIT);
    await expect(connection(a, 'Bravo', 'Charlie')).toHaveCount(1);

    // Delete: B deletes Alpha; A sees it gone.
    await clickNode(b, 'Alpha');
    await b.keyboard.press('Delete');
    await expect(node(a, 'Alpha')).toHaveCount(0, WAIT);

    // Offline: B goes offline and moves Fetch; A moves Charlie meanwhile; B comes back and both converge.
    await b.context().setOffline(true);
    await expect(b.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible(WAIT);
    const f = await boxOf(b, 'Fetch');
    await drag(b, { x: f.x + f.width / 2, y: f.y + f.height / 2 }, { x: f.x + f.width / 2 + 160, y: f.y + f.height / 2 });
    const c2 = await boxOf(a, 'Charlie');
    await drag(a, { x: c2.x + c2.width / 2, y: c2.y + c2.height / 2 }, { x: c2.x + c2.width / 2, y: c2.y + c2.height / 2 - 60 });
    await b.context().setOffline(false);
    await expect(b.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0, WAIT);
    await expect.poll(async () => (await boxOf(a, 'Fetch')).x, WAIT).toBeGreaterThan(f.x + 60);
    await a.screenshot({ path: '/tmp/shots-collab/after-reconnect.png' });

    // Saved by the session (no Save click racing): both editors and the server agree.
    await expect
      .poll(async () => {
        const saved = await stored(a, id);
        const fetch = saved.nodes.find((n) => n.name === 'Fetch');
        return [
          saved.nodes
            .map((n) => n.name)
            .sort()
            .join(','),
          fetch?.parameters['url'],
          Object.keys(saved.connections).join(','),
        ];
      }, WAIT)
      .toEqual(['Bravo,Charlie,Fetch', 'https://example.com/together', 'Bravo']);
    const saved = await stored(a, id);
    for (const page of [a, b]) {
      for (const n of saved.nodes) await expect(node(page, n.name)).toHaveCount(1);
      await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(1);
      await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible(WAIT);
    }
    await a.context().close();
    await b.context().close();
  });

  test('three editors move three nodes at once and all end with the same saved positions', async ({ browser, request }) => {
    const id = await createChain(request);
    const pages = [await openIn(browser, id), await openIn(browser, id), await openIn(browser, id)];
    const moves: Array<[Page, string, number]> = [
      [pages[0]!, 'Bravo', 100],
      [pages[1]!, 'Charlie', -100],
      [pages[2]!, 'Fetch', 140],
    ];
    await Promise.all(
      moves.map(async ([page, name, dy]) => {
        const box = await boxOf(page, name);
        await drag(
          page,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
          { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy },
        );
      }),
    );
    const positions = async () => {
      const saved = await stored(pages[0]!, id);
      return Object.fromEntries(saved.nodes.map((n) => [n.name, n.position]));
    };
    // All three moves are saved by the session; every page shows every node where the others do.
    await expect.poll(async () => (await positions())['Bravo']?.[1], WAIT).toBeGreaterThan(40);
    await expect.poll(async () => (await positions())['Charlie']?.[1], WAIT).toBeLessThan(-40);
    await expect.poll(async () => (await positions())['Fetch']?.[1], WAIT).toBeGreaterThan(280);
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Fetch']) {
      const [first, ...rest] = await Promise.all(pages.map((page) => boxOf(page, name)));
      for (const box of rest) expect(box).toEqual(first);
    }
    for (const page of pages) await page.context().close();
  });

  test('leaving right after an edit in a shared session saves it and goes, without asking', async ({ browser, request }) => {
    const id = await createChain(request);
    const a = await openIn(browser, id);
    const b = await openIn(browser, id);
    // Several quick moves: some wait behind the batch in flight when A leaves.
    for (const dy of [60, 60, 60]) {
      const box = await boxOf(a, 'Charlie');
      await drag(a, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy });
    }
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflows' }).click();
    await expect(a).toHaveURL(/\/workflows$/, WAIT);
    await expect(a.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
    // Saved at once (not only after the session's quiet period), all three moves included.
    const charlie = (await stored(b, id)).nodes.find((n) => n.name === 'Charlie');
    expect(charlie?.position[1]).toBeGreaterThanOrEqual(140);
    await a.context().close();
    await b.context().close();
  });
});
