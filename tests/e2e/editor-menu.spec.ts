import { readFile } from 'node:fs/promises';
import { canvasNodes, createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('the workflow menu', () => {
  test('download writes the workflow JSON; import from file adds its nodes', async ({ page, request }, info) => {
    const workflow = await createWorkflow(request, uniqueName('Exported'), [{ name: 'Pass', type: 'n8n-nodes-base.noOp' }]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: 'Workflow menu' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${workflow.name}.json`);
    const file = info.outputPath('exported.json');
    await download.saveAs(file);
    const json = JSON.parse(await readFile(file, 'utf8')) as { name: string; nodes: Array<{ name: string }> };
    expect(json.name).toBe(workflow.name);
    expect(json.nodes.map((n) => n.name)).toEqual(['Start', 'Pass']);

    // Importing the same file adds the importable nodes with unique names (one Manual Trigger only).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Workflow menu' }).click();
    await page.getByRole('menuitem', { name: /^Import from file/ }).click();
    await (await chooser).setFiles(file);
    await expect(canvasNodes(page).getByRole('option', { name: /^Pass1, / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  test('delete asks first, then goes to the list', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Doomed'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: 'Workflow menu' }).click();
    await page.getByRole('menuitem', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete workflow' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    expect((await request.get(`/rest/workflows/${workflow.id}`)).status()).toBe(404);
  });

  test('every menu action is a palette command', async ({ page }) => {
    await page.goto('/workflow/new');
    await expectEditorFor(page, /^Workflow name:/);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    for (const title of [
      'Save workflow',
      'Execute workflow',
      'Duplicate workflow',
      'Download workflow as JSON',
      'Import workflow from URL',
      'Import workflow from file',
      'Delete workflow',
      'Rename workflow',
    ]) {
      await palette.getByRole('combobox').fill(title);
      await expect(palette.getByRole('option', { name: new RegExp(title) }).first()).toBeVisible();
    }
  });
});
