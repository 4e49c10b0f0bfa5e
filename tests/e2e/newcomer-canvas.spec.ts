/**
 * A newcomer's first half hour on the canvas: a node picked in the node creator opens its
 * details view and lands where the user can see it; the hover toolbar shows real icons and
 * goes away with the node it was for.
 */
import { expect, test, type Page } from '@playwright/test';
import { abcChain, abcLinks, boxOf, CANVAS_TIMEOUT, node, nodeList, openWorkflow } from './canvas-helpers';
import { nodeCreator } from './editor-helpers';

test.describe.configure({ timeout: 120_000 });

/** The visible canvas on screen. */
async function canvasBox(page: Page) {
  const box = await page
    .getByRole('listbox', { name: 'Nodes' })
    .locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' sy-canvas ')][1]")
    .boundingBox();
  if (!box) throw new Error('no canvas on screen');
  return box;
}

test.describe('adding a node as a newcomer', () => {
  test('a node picked by Enter opens its details view and sits fully in view', async ({ page, request }) => {
    // Charlie sits at the right edge after the fit; the next node goes further right, off screen.
    await openWorkflow(page, request, abcChain, abcLinks);
    await node(page, 'Charlie').click({ force: true });
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('no operation');
    await expect(creator.getByRole('option', { name: 'No Operation, do nothing' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    const view = page.getByRole('dialog');
    await expect(view.getByRole('button', { name: 'Back to canvas' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Rename node No Operation, do nothing' })).toBeVisible();
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(view).toBeHidden();

    const added = nodeList(page).getByRole('option', { name: /^No Operation, do nothing,/ });
    await expect(added).toHaveAttribute('aria-selected', 'true');
    const canvas = await canvasBox(page);
    await expect
      .poll(
        async () => {
          const b = await boxOf(page, 'No Operation, do nothing');
          return (
            b.x >= canvas.x && b.y >= canvas.y && b.x + b.width <= canvas.x + canvas.width && b.y + b.height <= canvas.y + canvas.height
          );
        },
        { timeout: CANVAS_TIMEOUT },
      )
      .toBe(true);
  });

  test('a node picked by click opens its details view too', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    await node(page, 'Bravo').click({ force: true });
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('code');
    await creator.getByRole('option', { name: 'Code', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Rename node Code' })).toBeVisible();
  });

  test('the hover toolbar shows icons, and deleting from it leaves no toolbar behind', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    const c = await boxOf(page, 'Charlie');
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    const toolbar = page.getByRole('toolbar', { name: 'Actions for Charlie' });
    const remove = toolbar.getByRole('button', { name: 'Delete Charlie' });
    await expect(remove).toBeVisible();
    // Each button draws its icon (an inline SVG), not a glyph from a font that may be missing.
    for (const button of await toolbar.getByRole('button').all()) {
      const icon = button.locator('svg');
      await expect(icon).toBeVisible();
      expect(await icon.locator('path, circle, line, rect, polyline').count()).toBeGreaterThan(0);
    }
    await remove.click();
    await expect(node(page, 'Charlie')).toHaveCount(0);
    await expect(toolbar).toBeHidden();

    // Over Bravo the toolbar is Bravo's; off every node it goes away.
    const b = await boxOf(page, 'Bravo');
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
    await expect(page.getByRole('toolbar', { name: 'Actions for Bravo' })).toBeVisible();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height * 3, { steps: 4 });
    await expect(page.getByRole('toolbar', { name: /^Actions for/ })).toHaveCount(0);
  });
});
