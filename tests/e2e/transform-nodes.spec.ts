import { blurAll, canvasNodes, expectEditorFor, nodeCreator, expect, test } from './editor-helpers';
import { createWorkflow, openNode } from './ndv-helpers';
import { backFromNewNode } from './canvas-helpers';

const SHOTS = '/work/notes/shots/wt-17t';

test.describe.configure({ timeout: 240_000 });

test.describe('Transform nodes', () => {
  test('are listed under Data Transformation in the node creator and can be added', async ({ page }) => {
    await page.goto('/workflow/new');
    await expectEditorFor(page, /^Workflow name: My workflow/);
    await page.getByRole('button', { name: 'Add first step' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('option', { name: 'Manual Trigger' }).click();
    await expect(creator).toBeHidden();

    await blurAll(page);
    await page.keyboard.press('Tab');
    await creator.getByRole('option', { name: /^Data Transformation/ }).click();
    await expect(creator.getByRole('heading', { name: 'Data Transformation' })).toBeVisible();
    for (const name of ['Aggregate', 'Compare Datasets', 'Limit', 'Remove Duplicates', 'Sort', 'Split Out', 'Summarize']) {
      await expect(creator.getByRole('option', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/node-creator-data-transformation.png` });

    await creator.getByRole('option', { name: /^Split Out\b/ }).click();
    await expect(creator).toBeHidden();
    await backFromNewNode(page, 'Split Out');
    await expect(canvasNodes(page).getByRole('option', { name: /^Split Out,/ })).toHaveCount(1);
  });

  test('Split Out shows its parameters, and Include reveals the fields to keep', async ({ page }) => {
    const id = await createWorkflow(page.request, 'Transform: Split Out', {
      name: 'Split Out',
      type: 'n8n-nodes-base.splitOut',
      typeVersion: 1,
      parameters: { fieldToSplitOut: 'address' },
    });
    const view = await openNode(page, id, 'Split Out');
    await expect(view.getByRole('textbox', { name: 'Fields To Split Out' })).toHaveValue('address');
    await expect(view.getByRole('textbox', { name: 'Fields To Include' })).toHaveCount(0);
    await view.getByRole('combobox', { name: 'Include' }).selectOption({ label: 'Selected Other Fields' });
    await view.getByRole('textbox', { name: 'Fields To Include' }).fill('name');
    await page.screenshot({ path: `${SHOTS}/ndv-split-out.png` });
  });

  test('Compare Datasets shows its match fields and version 2.3 default', async ({ page }) => {
    const id = await createWorkflow(page.request, 'Transform: Compare Datasets', {
      name: 'Compare Datasets',
      type: 'n8n-nodes-base.compareDatasets',
      typeVersion: 2.3,
    });
    const view = await openNode(page, id, 'Compare Datasets');
    await expect(view.getByRole('combobox', { name: 'When There Are Differences' }).locator('option:checked')).toHaveText(
      'Include Both Versions',
    );
    await expect(view.getByRole('textbox', { name: 'Input A Field' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Input B Field' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ndv-compare-datasets.png` });
  });
});
