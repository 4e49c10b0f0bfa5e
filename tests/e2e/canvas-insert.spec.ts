import { expect, test } from '@playwright/test';
import { abcChain as chain, abcLinks as links, backFromNewNode, boxOf, connection, node, nodeList, openWorkflow } from './canvas-helpers';

test.describe('inserting on a connection', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the connection's hover '+' inserts a node between, pushing downstream nodes right, as one undo step", async ({ page, request }) => {
    await openWorkflow(page, request, chain, links);
    const a = await boxOf(page, 'Alpha');
    const b = await boxOf(page, 'Bravo');
    const c = await boxOf(page, 'Charlie');
    await page.mouse.move((a.x + a.width + b.x) / 2, a.y + a.height / 2);
    await page.getByRole('button', { name: 'Insert node here' }).click();
    const creator = page.getByRole('complementary', { name: 'Node creator' });
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('no operation');
    await creator.getByRole('option', { name: 'No Operation, do nothing' }).click();
    await expect(creator).toBeHidden();
    await backFromNewNode(page, 'No Operation, do nothing');

    const inserted = /^No Operation, do nothing/;
    await expect(nodeList(page).getByRole('option', { name: inserted })).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'No Operation, do nothing')).toHaveCount(1);
    await expect(connection(page, 'No Operation, do nothing', 'Bravo')).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(0);
    // Bravo and Charlie moved right by the same amount; Alpha stayed; the new node sits between.
    await expect.poll(async () => Math.round((await boxOf(page, 'Bravo')).x - b.x)).toBeGreaterThan(0);
    const shift = (await boxOf(page, 'Bravo')).x - b.x;
    expect(Math.round((await boxOf(page, 'Charlie')).x - c.x)).toBe(Math.round(shift));
    expect(Math.round((await boxOf(page, 'Alpha')).x - a.x)).toBe(0);
    const mid = await nodeList(page).getByRole('option', { name: inserted }).boundingBox();
    expect(mid && mid.x > a.x + a.width && mid.x + mid.width < (await boxOf(page, 'Bravo')).x).toBe(true);

    await page.keyboard.press('Control+z');
    await expect(nodeList(page).getByRole('option', { name: inserted })).toHaveCount(0);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(1);
    await expect.poll(async () => Math.round((await boxOf(page, 'Bravo')).x - b.x)).toBe(0);
    await expect(node(page, 'Charlie')).toHaveCount(1);
  });
});
