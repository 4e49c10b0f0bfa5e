import { expect, test } from '@playwright/test';
import { CANVAS_TIMEOUT, clickEmpty, node, nodeList, openWorkflow } from './canvas-helpers';

const nodes = [
  { name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] as [number, number] },
  {
    name: 'Plan',
    type: 'n8n-nodes-base.stickyNote',
    at: [0, 200] as [number, number],
    parameters: { content: 'Hello', width: 300, height: 180 },
  },
];

test.describe('sticky notes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('double-click edits the markdown in place; Ctrl+Enter, Escape and a click outside all keep the text, one undo step each', async ({
    page,
    request,
  }) => {
    await openWorkflow(page, request, nodes, []);
    const editor = page.getByRole('textbox', { name: 'Sticky note content (Markdown)' });
    const openEditor = async () => {
      const b = await nodeList(page).getByRole('option', { name: 'Sticky note Plan' }).boundingBox();
      if (!b) throw new Error('The sticky is not on screen');
      await page.mouse.dblclick(b.x + b.width / 2, b.y + b.height / 2);
      await expect(editor).toBeVisible();
      await expect(editor).toBeFocused();
    };

    await openEditor();
    await expect(editor).toHaveValue('Hello');
    await page.keyboard.press('Control+a');
    // Backspace and d are canvas keys (delete, deactivate): typed here they only edit the text.
    await page.keyboard.type('## Release plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ship it dd');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+Enter');
    await expect(editor).toBeHidden();
    await expect(page.getByRole('option', { name: /^Start,/ })).toHaveCount(1);

    // Escape ends editing and keeps what was typed, as n8n does.
    await openEditor();
    await expect(editor).toHaveValue('## Release plan\nShip it ');
    await page.keyboard.press('End');
    await page.keyboard.type('now');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await openEditor();
    await expect(editor).toHaveValue('## Release plan\nShip it now');

    // A click on the canvas outside the sticky ends editing and keeps the text too.
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await clickEmpty(page);
    await expect(editor).toBeHidden();
    await openEditor();
    await expect(editor).toHaveValue('## Release plan\nShip it now!');
    await page.keyboard.press('Escape');

    // Each edit is one undo step.
    await page.keyboard.press('Control+z');
    await openEditor();
    await expect(editor).toHaveValue('## Release plan\nShip it now');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+z');
    await openEditor();
    await expect(editor).toHaveValue('## Release plan\nShip it now!');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  test("a sticky's actions menu has sticky actions only; Edit sticky note opens the editor", async ({ page, request }) => {
    await openWorkflow(page, request, nodes, []);
    const b = await nodeList(page).getByRole('option', { name: 'Sticky note Plan' }).boundingBox();
    if (!b) throw new Error('The sticky is not on screen');
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2, { button: 'right' });
    const menu = page.getByRole('menu', { name: 'Actions for Plan' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit sticky note', 'Duplicate', 'Copy', 'Delete']);
    await menu.getByRole('menuitem', { name: 'Edit sticky note' }).click();
    const editor = page.getByRole('textbox', { name: 'Sticky note content (Markdown)' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('Hello');
    await page.keyboard.press('Escape');
  });

  test("Shift+S adds a sticky with the sticky type's default text where it covers no node", async ({ page, request }) => {
    await openWorkflow(page, request, [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] }], []);
    await clickEmpty(page);
    await page.keyboard.press('Shift+S');
    const added = nodeList(page).getByRole('option', { name: /^Sticky note Sticky Note/ });
    await expect(added).toHaveCount(1, { timeout: CANVAS_TIMEOUT });
    const sticky = await added.boundingBox();
    const start = await node(page, 'Start').boundingBox();
    if (!sticky || !start) throw new Error('Not on screen');
    const overlaps =
      sticky.x < start.x + start.width &&
      start.x < sticky.x + sticky.width &&
      sticky.y < start.y + start.height &&
      start.y < sticky.y + sticky.height;
    expect(overlaps).toBe(false);

    await page.mouse.dblclick(sticky.x + sticky.width / 2, sticky.y + sticky.height / 2);
    const editor = page.getByRole('textbox', { name: 'Sticky note content (Markdown)' });
    await expect(editor).toHaveValue("## I'm a note \n**Double click** to edit me. [Guide](https://docs.n8n.io/workflows/sticky-notes/)");
    await page.keyboard.press('Escape');
  });
});

test.describe('sticky colours', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a sticky's hover actions offer n8n's seven colours; picking one recolours it and is saved with the workflow", async ({
    page,
    request,
  }) => {
    const id = await openWorkflow(page, request, nodes, []);
    const b = await nodeList(page).getByRole('option', { name: 'Sticky note Plan' }).boundingBox();
    if (!b) throw new Error('The sticky is not on screen');
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    const toolbar = page.getByRole('toolbar', { name: 'Actions for Plan' });
    // A sticky runs nothing: no "Execute step", no deactivate.
    await expect(toolbar.getByRole('button', { name: 'Delete Plan' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: /Execute step|Deactivate/ })).toHaveCount(0);
    await toolbar.getByRole('button', { name: 'Change colour of Plan' }).click();
    const colours = toolbar.getByRole('radiogroup', { name: 'Sticky colour' });
    await expect(colours.getByRole('radio')).toHaveCount(7);
    await expect(colours.getByRole('radio', { name: 'Yellow' })).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: '/tmp/sticky-palette.png' });
    await colours.getByRole('radio', { name: 'Blue' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Saved', exact: true })).toBeVisible();
    const stored = (await (await request.get(`/rest/workflows/${id}`)).json()) as {
      data: { nodes: Array<{ name: string; parameters: Record<string, unknown> }> };
    };
    expect(stored.data.nodes.find((n) => n.name === 'Plan')?.parameters['color']).toBe(4);
  });
});
