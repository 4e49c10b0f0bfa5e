import { backFromNewNode } from './canvas-helpers';
import { blurAll, canvasNodes, expectEditorFor, nodeCreator, readWorkflow, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('creating a workflow in the editor', () => {
  test('create from the list, add nodes by click and keyboard, rename, save, reload', async ({ page, request }) => {
    await page.goto('/workflows');
    await page.getByRole('button', { name: /^(Create workflow|Start from scratch)$/ }).click();
    await expect(page).toHaveURL(/\/workflow\/new$/);
    await expectEditorFor(page, /^Workflow name: My workflow/);
    await expect(page.getByRole('switch', { name: 'Inactive' })).toBeDisabled();

    // An empty canvas opens the trigger view.
    await page.getByRole('button', { name: 'Add first step' }).click();
    const creator = nodeCreator(page);
    await expect(creator.getByRole('tab', { name: 'Trigger' })).toHaveAttribute('aria-selected', 'true');
    await expect(creator.getByRole('heading', { name: 'What triggers this workflow?' })).toBeVisible();
    await creator.getByRole('option', { name: 'Manual Trigger' }).click();
    await expect(creator).toBeHidden();
    await expect(canvasNodes(page).getByRole('option', { name: /Manual Trigger node/ })).toHaveCount(1);

    // Keyboard: Tab opens the creator, type to search, arrows move, Enter adds after the selected node.
    await blurAll(page);
    await page.keyboard.press('Tab');
    await expect(creator.getByRole('tab', { name: 'Regular' })).toHaveAttribute('aria-selected', 'true');
    await expect(creator.getByRole('combobox', { name: 'Search nodes' })).toBeFocused();
    await page.keyboard.type('no operation');
    await expect(creator.getByRole('option', { name: 'No Operation, do nothing' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(creator).toBeHidden();
    await backFromNewNode(page, 'No Operation, do nothing');
    const noOp = canvasNodes(page).getByRole('option', { name: /^No Operation, do nothing, No Operation, do nothing node/ });
    await expect(noOp).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Connections' }).getByRole('listitem', { name: /^Connection from .* to No Operation, do nothing$/ }),
    ).toHaveCount(1);

    // Subcategory navigation with the keyboard, then back.
    await blurAll(page);
    await page.keyboard.press('Tab');
    await creator.getByRole('option', { name: 'Flow', exact: true }).click();
    await expect(creator.getByRole('heading', { name: 'Flow' })).toBeVisible();
    await expect(creator.getByRole('option', { name: 'If', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(creator.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(creator).toBeHidden();

    // Rename inline.
    const name = uniqueName('E2E Orders');
    await page.getByRole('button', { name: /^Workflow name:/ }).click();
    const field = page.getByRole('textbox', { name: 'Workflow name' });
    await field.fill(`  ${name}  `);
    await field.press('Enter');
    await expectEditorFor(page, name);

    // Naming the new workflow saved it, as in n8n: the URL becomes /workflow/<id>.
    await expect(page).toHaveURL(/\/workflow\/[^/]+$/);
    await expect(page).not.toHaveURL(/\/workflow\/new$/);
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const id = page.url().split('/').pop() as string;
    const stored = await readWorkflow(request, id);
    expect(stored.name).toBe(name);
    expect(stored.nodes.map((n) => n.type)).toEqual(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.noOp']);

    await page.reload();
    await expectEditorFor(page, name);
    await expect(canvasNodes(page).getByRole('option')).toHaveCount(2);
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
  });

  test('search says when nothing matches and offers to search all nodes', async ({ page }) => {
    await page.goto('/workflow/new');
    await page.getByRole('button', { name: 'Add first step' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('tab', { name: 'Regular' }).click();
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('schedule');
    await expect(creator.getByText('No results for “schedule”')).toBeVisible();
    await creator.getByRole('button', { name: /Search all nodes \(1 result\)/ }).click();
    await expect(creator.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(creator.getByRole('option', { name: 'Schedule Trigger' })).toBeVisible();
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('qwertyuiop');
    await expect(creator.getByText('No node matches. Check the spelling or try a broader word.')).toBeVisible();
  });

  test('a regular node added to an empty canvas brings a Manual Trigger, and dragging adds at the drop point', async ({ page }) => {
    await page.goto('/workflow/new');
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('tab', { name: 'All' }).click();
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('code');
    await creator.getByRole('option', { name: 'Code', exact: true }).click();
    await backFromNewNode(page, 'Code');
    await expect(canvasNodes(page).getByRole('option', { name: /Manual Trigger node/ })).toHaveCount(1);
    await expect(canvasNodes(page).getByRole('option', { name: /^Code, Code node/ })).toHaveCount(1);
    await expect(page.getByRole('listitem', { name: /^Connection from .* to Code$/ })).toHaveCount(1);

    await page.getByRole('button', { name: 'Open node creator' }).click();
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('if');
    const canvasBox = await page.locator('.wf-editor__canvas').boundingBox();
    await creator.getByRole('option', { name: 'If', exact: true }).dragTo(page.locator('.wf-editor__canvas'), {
      targetPosition: { x: (canvasBox?.width ?? 800) / 2, y: (canvasBox?.height ?? 600) - 120 },
    });
    await expect(canvasNodes(page).getByRole('option', { name: /^If, If node/ })).toHaveCount(1);
    // Dropped, not attached: nothing connects into it.
    await expect(page.getByRole('listitem', { name: /to If$/ })).toHaveCount(0);
  });
});
