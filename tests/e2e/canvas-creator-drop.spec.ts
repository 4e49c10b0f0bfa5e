import { expect, test, type Page } from '@playwright/test';
import { abcChain, abcLinks, boxOf, CANVAS_TIMEOUT, connection, node, nodeList, openWorkflow } from './canvas-helpers';

/** The node creator side panel. */
const creatorOf = (page: Page) => page.getByRole('complementary', { name: 'Node creator' });

/** Clicks the '+' stub of a node's only output (it ends 60 + 24 graph units right of the node). */
async function clickStub(page: Page, name: string): Promise<void> {
  const box = await boxOf(page, name);
  const zoom = box.width / 100;
  await page.mouse.click(box.x + (100 + 60 + 12) * zoom, box.y + box.height / 2);
}

/** Drags a row of the creator onto the canvas, `dx`/`dy` from its centre. */
async function dragToCanvas(page: Page, row: ReturnType<Page['getByRole']>, dx = 0, dy = 0): Promise<void> {
  const canvas = await page.locator('.wf-editor__canvas').boundingBox();
  if (!canvas) throw new Error('No canvas');
  await row.dragTo(page.locator('.wf-editor__canvas'), { targetPosition: { x: canvas.width / 2 + dx, y: canvas.height / 2 + dy } });
}

test.describe('dragging from the node creator', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a node dragged from a creator opened by an output's '+' is connected to that output where it is dropped", async ({
    page,
    request,
  }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    await clickStub(page, 'Charlie');
    const creator = creatorOf(page);
    await expect(creator.getByRole('heading', { name: 'What happens next?' })).toBeVisible({ timeout: CANVAS_TIMEOUT });
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('no operation');
    await dragToCanvas(page, creator.getByRole('option', { name: 'No Operation, do nothing' }), 120, 160);

    const added = node(page, 'No Operation, do nothing');
    await expect(added).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await expect(connection(page, 'Charlie', 'No Operation, do nothing')).toHaveCount(1);
    // It stays where it was dropped (below the row), not beside Charlie, and the creator closed.
    expect((await added.boundingBox())!.y).toBeGreaterThan((await boxOf(page, 'Charlie')).y + 80);
    await expect(creator).toBeHidden();
    await expect(nodeList(page).getByRole('option')).toHaveCount(4);
  });

  test("a node dragged from a creator opened by a connection's '+' goes into that connection", async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    const a = await boxOf(page, 'Alpha');
    const b = await boxOf(page, 'Bravo');
    await page.mouse.move((a.x + a.width + b.x) / 2, a.y + a.height / 2);
    await page.getByRole('button', { name: 'Insert node here' }).click();
    const creator = creatorOf(page);
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('no operation');
    await dragToCanvas(page, creator.getByRole('option', { name: 'No Operation, do nothing' }), 0, 200);

    await expect(node(page, 'No Operation, do nothing')).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await expect(connection(page, 'Alpha', 'No Operation, do nothing')).toHaveCount(1);
    await expect(connection(page, 'No Operation, do nothing', 'Bravo')).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(0);
  });

  test('a category dragged onto the canvas opens in the creator and adds nothing', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = creatorOf(page);
    const list = creator.getByRole('listbox', { name: 'Nodes' });

    // A subcategory: its own list opens.
    await dragToCanvas(page, list.getByRole('option', { name: 'Flow', exact: true }));
    await expect(creator.getByRole('heading', { name: 'Flow' })).toBeVisible();
    await expect(creator.getByRole('option', { name: 'If', exact: true })).toBeVisible();
    await expect(nodeList(page).getByRole('option')).toHaveCount(3);

    // A collapsed category: it expands.
    await creator.getByRole('button', { name: 'Back to Core Nodes' }).click();
    const core = creator.getByRole('option', { name: 'Core Nodes', exact: true });
    await core.click();
    await expect(core).toHaveAttribute('aria-expanded', 'false');
    await dragToCanvas(page, core);
    await expect(core).toHaveAttribute('aria-expanded', 'true');
    await expect(creator).toBeVisible();
    // The creator's own list is named 'Nodes' too: count the canvas's.
    await expect(page.getByRole('group', { name: 'Workflow canvas' }).getByRole('option')).toHaveCount(3);
  });
});
