import { expect, test } from '@playwright/test';
import {
  abcChain as chain,
  abcLinks as links,
  boxOf,
  clickEmpty,
  clickNode,
  connection,
  drag,
  node,
  nodeList,
  openWorkflow,
} from './canvas-helpers';

test.describe('canvas editing', () => {
  test.describe.configure({ timeout: 90_000 });
  test('deleting the middle of A→B→C leaves A→C, and undo/redo replay it', async ({ page, request }) => {
    await openWorkflow(page, request, chain, links);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(1);
    await clickNode(page, 'Bravo');
    await expect(node(page, 'Bravo')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Delete');
    await expect(node(page, 'Bravo')).toHaveCount(0);
    await expect(connection(page, 'Alpha', 'Charlie')).toHaveCount(1);

    await page.keyboard.press('Control+z');
    await expect(node(page, 'Bravo')).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(1);
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'Charlie')).toHaveCount(0);

    await page.keyboard.press('Control+Shift+z');
    await expect(node(page, 'Bravo')).toHaveCount(0);
    await expect(connection(page, 'Alpha', 'Charlie')).toHaveCount(1);
  });

  test('dragging snaps to the grid, a multi-node drag is one undo step', async ({ page, request }) => {
    await openWorkflow(page, request, chain, links);
    const a0 = await boxOf(page, 'Alpha');
    const b0 = await boxOf(page, 'Bravo');
    await drag(page, { x: a0.x + 50, y: a0.y + 50 }, { x: a0.x + 50 + 33, y: a0.y + 50 + 61 });
    const a1 = await boxOf(page, 'Alpha');
    const scale = a0.width / 100;
    // Moved and snapped: graph offsets are multiples of 20.
    const dx = (a1.x - a0.x) / scale;
    const dy = (a1.y - a0.y) / scale;
    expect(Math.abs(dx - Math.round(dx / 20) * 20)).toBeLessThan(1);
    expect(Math.round(dy / 20) * 20).toBeGreaterThan(0);

    await clickNode(page, 'Alpha');
    await clickNode(page, 'Bravo', ['Shift']);
    await expect(node(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
    await expect(node(page, 'Bravo')).toHaveAttribute('aria-selected', 'true');
    const b1 = await boxOf(page, 'Bravo');
    await drag(page, { x: b1.x + 50, y: b1.y + 50 }, { x: b1.x + 50, y: b1.y + 50 + 120 });
    await expect.poll(async () => Math.round((await boxOf(page, 'Bravo')).y - b1.y)).toBeGreaterThan(100);
    expect(Math.round((await boxOf(page, 'Alpha')).y - a1.y)).toBeGreaterThan(100);

    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await boxOf(page, 'Bravo')).y)).toBe(Math.round(b0.y));
    expect(Math.round((await boxOf(page, 'Alpha')).y)).toBe(Math.round(a1.y));
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await boxOf(page, 'Alpha')).x)).toBe(Math.round(a0.x));
  });

  test('Escape or an interrupted pointer discards a gesture: nothing moves and nothing connects', async ({ page, request }) => {
    await openWorkflow(page, request, chain, [['Alpha', 'Bravo']]);
    const a0 = await boxOf(page, 'Alpha');
    await page.mouse.move(a0.x + 50, a0.y + 50);
    await page.mouse.down();
    await page.mouse.move(a0.x + 170, a0.y + 130, { steps: 8 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect.poll(async () => Math.round((await boxOf(page, 'Alpha')).x)).toBe(Math.round(a0.x));
    expect(Math.round((await boxOf(page, 'Alpha')).y)).toBe(Math.round(a0.y));

    // The browser takes the pointer away mid-drag (a touch turned into a scroll, a system dialog).
    const b0 = await boxOf(page, 'Bravo');
    await page.mouse.move(b0.x + 50, b0.y + 50);
    await page.mouse.down();
    await page.mouse.move(b0.x + 50, b0.y + 200, { steps: 8 });
    await page
      .locator('.sy-canvas__webgl')
      .evaluate((canvas) => canvas.parentElement?.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerId: 1 })));
    await page.mouse.up();
    await expect.poll(async () => Math.round((await boxOf(page, 'Bravo')).y)).toBe(Math.round(b0.y));

    // A connection dragged onto an input and abandoned with Escape is not made.
    const c = await boxOf(page, 'Charlie');
    const b = await boxOf(page, 'Bravo');
    await page.mouse.move(b.x + b.width, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(c.x + 2, c.y + c.height / 2, { steps: 8 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(0);
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(1);
  });

  test('connects by dragging an output to an input, and removes a connection by dragging its end away', async ({ page, request }) => {
    await openWorkflow(page, request, chain, [['Alpha', 'Bravo']]);
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(0);
    const b = await boxOf(page, 'Bravo');
    const c = await boxOf(page, 'Charlie');
    await drag(page, { x: b.x + b.width, y: b.y + b.height / 2 }, { x: c.x + 2, y: c.y + c.height / 2 });
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(1);

    // Pull the connection's end off Charlie's input and drop it on empty canvas.
    await drag(page, { x: c.x + 1, y: c.y + c.height / 2 }, { x: c.x + c.width / 2, y: c.y + c.height * 2.5 });
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await expect(connection(page, 'Bravo', 'Charlie')).toHaveCount(0);
  });

  test('hover buttons delete a node and a connection; d toggles deactivation for the selection', async ({ page, request }) => {
    await openWorkflow(page, request, chain, links);
    const c = await boxOf(page, 'Charlie');
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await page.getByRole('button', { name: 'Delete Charlie' }).click();
    await expect(node(page, 'Charlie')).toHaveCount(0);

    const a = await boxOf(page, 'Alpha');
    const b = await boxOf(page, 'Bravo');
    await page.mouse.move((a.x + a.width + b.x) / 2, a.y + a.height / 2);
    await page.getByRole('button', { name: 'Delete connection' }).click();
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(connection(page, 'Alpha', 'Bravo')).toHaveCount(1);

    await clickNode(page, 'Alpha');
    await clickNode(page, 'Bravo', ['Shift']);
    await page.keyboard.press('d');
    await expect(node(page, 'Alpha')).toHaveAccessibleName(/deactivated/);
    await expect(node(page, 'Bravo')).toHaveAccessibleName(/deactivated/);
    await page.keyboard.press('Control+z');
    await expect(node(page, 'Alpha')).not.toHaveAccessibleName(/deactivated/);
    await expect(node(page, 'Bravo')).not.toHaveAccessibleName(/deactivated/);
  });

  test('renames with F2, duplicates, selects with a lasso and Ctrl+A', async ({ page, request }) => {
    await openWorkflow(page, request, chain, links);
    await clickNode(page, 'Bravo');
    await page.keyboard.press('F2');
    const dialog = page.getByRole('dialog', { name: 'Rename node' });
    await dialog.getByLabel('New name').fill('Bravo renamed');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(node(page, 'Bravo renamed')).toHaveCount(1);
    await expect(connection(page, 'Alpha', 'Bravo renamed')).toHaveCount(1);

    // Duplicate from the node actions menu, opened with the context-menu key (Shift+F10).
    await clickNode(page, 'Charlie');
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'Actions for Charlie' });
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Execute step' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
    await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(node(page, 'Charlie1')).toHaveCount(1);
    await expect(connection(page, 'Charlie', 'Charlie1')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(node(page, 'Charlie1')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(node(page, 'Bravo')).toHaveCount(1);

    const a = await boxOf(page, 'Alpha');
    const b = await boxOf(page, 'Bravo');
    await drag(page, { x: a.x - 20, y: a.y - 40 }, { x: b.x + b.width + 10, y: b.y + b.height + 10 });
    await expect(node(page, 'Alpha')).toHaveAttribute('aria-selected', 'true');
    await expect(node(page, 'Bravo')).toHaveAttribute('aria-selected', 'true');
    await expect(node(page, 'Charlie')).toHaveAttribute('aria-selected', 'false');
    await clickEmpty(page);
    await expect(nodeList(page).getByRole('option', { selected: true })).toHaveCount(0);
    await page.keyboard.press('Control+a');
    await expect(nodeList(page).getByRole('option', { selected: true })).toHaveCount(3);
  });
});
