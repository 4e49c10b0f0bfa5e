import { expect, test } from '@playwright/test';
import { boxOf, CANVAS_TIMEOUT, clickEmpty, clickNode, connection, drag, node, nodeList, openWorkflow, zoomLevel } from './canvas-helpers';

const branches = [
  { name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 200] as [number, number] },
  { name: 'Check', type: 'n8n-nodes-base.if', at: [240, 200] as [number, number] },
  { name: 'Yes path', at: [480, 80] as [number, number] },
  { name: 'No path', at: [480, 320] as [number, number] },
  { name: 'Done', at: [720, 80] as [number, number] },
];
const branchLinks: Array<[string, string, number?, number?]> = [
  ['Start', 'Check'],
  ['Check', 'Yes path', 0],
  ['Check', 'No path', 1],
  ['Yes path', 'Done'],
];

test.describe('canvas keyboard, zoom and clipboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('zooms in steps of 1.25 with + - 0 and the buttons; reset shows only away from 1', async ({ page, request }) => {
    await openWorkflow(page, request, branches, branchLinks);
    await clickEmpty(page);
    await page.getByRole('button', { name: 'Zoom to fit' }).click();
    await clickEmpty(page);
    await page.keyboard.press('0');
    await expect(zoomLevel(page)).toHaveText('100%');
    await expect(page.getByRole('button', { name: 'Reset zoom' })).toHaveCount(0);
    await page.keyboard.press('=');
    await expect(zoomLevel(page)).toHaveText('125%');
    await page.keyboard.press('=');
    await expect(zoomLevel(page)).toHaveText('156%');
    await expect(page.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(zoomLevel(page)).toHaveText('100%');
    await clickEmpty(page);
    await page.keyboard.press('-');
    await expect(zoomLevel(page)).toHaveText('80%');
    await page.keyboard.press('-');
    await expect(zoomLevel(page)).toHaveText('64%');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomLevel(page)).toHaveText('80%');

    // Ctrl+wheel zooms at the pointer; a plain wheel pans without zooming.
    const before = await boxOf(page, 'Check');
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => Math.round((await boxOf(page, 'Check')).y)).toBeLessThan(Math.round(before.y) - 100);
    await expect(zoomLevel(page)).toHaveText('80%');
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect(zoomLevel(page)).not.toHaveText('80%');
  });

  test('arrow keys move along the graph; Shift+arrows select up- and downstream', async ({ page, request }) => {
    await openWorkflow(page, request, branches, branchLinks);
    await clickNode(page, 'Start');
    await expect(node(page, 'Start')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(node(page, 'Check')).toBeFocused();
    await expect(node(page, 'Check')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(node(page, 'Yes path')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(node(page, 'No path')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(node(page, 'Yes path')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(node(page, 'Check')).toBeFocused();

    await page.keyboard.press('Shift+ArrowRight');
    await expect(nodeList(page).getByRole('option', { selected: true })).toHaveCount(4);
    await expect(node(page, 'Start')).toHaveAttribute('aria-selected', 'false');
    await clickNode(page, 'Done');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(nodeList(page).getByRole('option', { selected: true })).toHaveCount(4);
    await expect(node(page, 'No path')).toHaveAttribute('aria-selected', 'false');
  });

  test('copy puts workflow JSON on the clipboard; paste imports it as one undo step with unique names', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWorkflow(page, request, branches, branchLinks);
    await clickNode(page, 'Check');
    await clickNode(page, 'Yes path', ['Shift']);
    await page.keyboard.press('Control+c');
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      nodes: Array<{ name: string }>;
      connections: Record<string, unknown>;
    };
    expect(copied.nodes.map((n) => n.name).sort()).toEqual(['Check', 'Yes path']);
    expect(Object.keys(copied.connections)).toEqual(['Check']);

    await page.keyboard.press('Control+v');
    await expect(node(page, 'Check1')).toHaveCount(1);
    await expect(node(page, 'Yes path1')).toHaveCount(1);
    await expect(connection(page, 'Check1', 'Yes path1')).toHaveCount(1);
    await expect(node(page, 'Check1')).toHaveAttribute('aria-selected', 'true');
    await expect(nodeList(page).getByRole('option')).toHaveCount(7);
    await page.keyboard.press('Control+z');
    await expect(nodeList(page).getByRole('option')).toHaveCount(5);

    // Cut removes the selection and keeps it on the clipboard; paste brings it back.
    await clickNode(page, 'Done');
    await page.keyboard.press('Control+x');
    await expect(node(page, 'Done')).toHaveCount(0);
    await page.keyboard.press('Control+v');
    await expect(node(page, 'Done')).toHaveCount(1);
  });

  test('Shift+S adds a 240×160 sticky note; a sticky resizes from its corner, never below 150×80', async ({ page, request }) => {
    await openWorkflow(
      page,
      request,
      [
        ...branches,
        { name: 'Note', type: 'n8n-nodes-base.stickyNote', at: [0, 600], parameters: { content: 'Hello', width: 240, height: 160 } },
      ],
      branchLinks,
    );
    await clickEmpty(page);
    await page.keyboard.press('0');
    await page.keyboard.press('Shift+S');
    await expect(nodeList(page).getByRole('option', { name: /^Sticky note Sticky Note/ })).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    await page.keyboard.press('Control+z');
    await expect(nodeList(page).getByRole('option', { name: /^Sticky note Sticky Note/ })).toHaveCount(0, { timeout: CANVAS_TIMEOUT });

    const sticky = nodeList(page).getByRole('option', { name: 'Sticky note Note' });
    const b = await sticky.boundingBox();
    if (!b) throw new Error('sticky not on screen');
    expect(Math.round(b.width)).toBe(240);
    expect(Math.round(b.height)).toBe(160);
    await drag(page, { x: b.x + b.width - 2, y: b.y + b.height - 2 }, { x: b.x + b.width + 58, y: b.y + b.height + 38 });
    await expect.poll(async () => Math.round((await sticky.boundingBox())?.width ?? 0), { timeout: CANVAS_TIMEOUT }).toBe(300);
    expect(Math.round((await sticky.boundingBox())?.height ?? 0)).toBe(200);
    const c = await sticky.boundingBox();
    if (!c) throw new Error('sticky not on screen');
    await drag(page, { x: c.x + c.width - 2, y: c.y + c.height - 2 }, { x: c.x + 20, y: c.y + 20 });
    await expect.poll(async () => Math.round((await sticky.boundingBox())?.width ?? 0), { timeout: CANVAS_TIMEOUT }).toBe(150);
    expect(Math.round((await sticky.boundingBox())?.height ?? 0)).toBe(80);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await sticky.boundingBox())?.width ?? 0), { timeout: CANVAS_TIMEOUT }).toBe(300);
  });
});
