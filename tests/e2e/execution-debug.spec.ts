import { mkdirSync } from 'node:fs';
import { node } from './canvas-helpers';
import { expect, test, uniqueName } from './editor-helpers';
import { createSavingWorkflow, executionsTable, greetNode, runWorkflow, updateNodes } from './executions-helpers';

const SHOTS = process.env['E2E_SHOTS'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const check = { name: 'Check', type: 'n8n-nodes-base.stopAndError', parameters: { errorMessage: 'Order is missing' } };

test.describe('debug in editor', () => {
  test('a failed run opens in the editor with its output pinned, the failing node selected, and Unpin all', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Debugged'), [greetNode(), check]);
    const executionId = await runWorkflow(request, workflow);

    await page.goto('/executions');
    const row = executionsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: executionId, exact: true }) });
    await row.getByRole('button', { name: `Debug execution ${executionId} in editor` }).click();

    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}$`));
    const banner = page.getByRole('region', { name: 'Debugging an execution' });
    await expect(banner).toContainText(`Output of execution #${executionId} pinned on 2 nodes: Start, Greet.`);
    await expect(banner).toContainText('Check failed and is selected.');
    await expect(node(page, 'Greet')).toHaveAccessibleName(/pinned data/);
    await expect(node(page, 'Start')).toHaveAccessibleName(/pinned data/);
    await expect(node(page, 'Check')).not.toHaveAccessibleName(/pinned data/);
    await expect(node(page, 'Check')).toHaveAttribute('aria-selected', 'true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/debug-banner.png` });

    // Fix the failing node (deactivate it) and run again: the pinned nodes keep their data and the run succeeds.
    await page.keyboard.press('d');
    await expect(node(page, 'Check')).toHaveAccessibleName(/deactivated|disabled/i);
    await page.getByRole('button', { name: 'Execute workflow' }).click();
    await expect(page.getByText('Workflow executed successfully')).toBeVisible();

    await banner.getByRole('button', { name: 'Unpin all' }).click();
    await expect(node(page, 'Greet')).not.toHaveAccessibleName(/pinned data/);
    await expect(banner).toContainText('All pinned data was removed.');
    await banner.getByRole('button', { name: 'Close the debug banner' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('from the preview, nodes the workflow no longer has are skipped and named', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Debug changed'), [greetNode(), check]);
    const executionId = await runWorkflow(request, workflow);
    // Since that run the Set node was replaced by one under another name.
    await updateNodes(request, workflow, [greetNode('Greet again'), check]);

    await page.goto(`/workflow/${workflow.id}/executions/${executionId}`);
    // The preview says the workflow changed since the run, and opens that run's version compared with now.
    await page.getByRole('button', { name: 'Changed since this run' }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}/history/${workflow.versionId}\\?compare=current$`));
    await expect(page.getByRole('combobox', { name: /Compare with/ })).toHaveValue('current');
    await expect(page.getByText('Greet again')).not.toHaveCount(0);
    await page.goBack();
    await page.getByRole('button', { name: 'Debug in editor' }).click();
    const banner = page.getByRole('region', { name: 'Debugging an execution' });
    await expect(banner).toContainText(`pinned on 1 node: Start.`);
    await expect(banner).toContainText('Skipped 1 node no longer in the workflow: Greet.');
    await expect(node(page, 'Start')).toHaveAccessibleName(/pinned data/);
    await expect(node(page, 'Greet again')).not.toHaveAccessibleName(/pinned data/);
  });

  test('"Copy to editor" loads the workflow as the run had it, unsaved, with its output pinned', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Copy run'), [greetNode(), check]);
    const executionId = await runWorkflow(request, workflow);
    await updateNodes(request, workflow, [greetNode('Greet again'), check]);

    await page.goto(`/workflow/${workflow.id}/executions/${executionId}`);
    await page.getByRole('button', { name: 'Copy to editor' }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}$`));
    const banner = page.getByRole('region', { name: 'Debugging an execution' });
    await expect(banner).toContainText(`Loaded the workflow as execution #${executionId} ran it (unsaved; save to keep it).`);
    await expect(banner).toContainText('pinned on 2 nodes: Start, Greet.');
    await expect(node(page, 'Greet')).toHaveAccessibleName(/pinned data/);
    await expect(node(page, 'Greet again')).toHaveCount(0);
    await expect(node(page, 'Check')).toHaveAttribute('aria-selected', 'true');
  });
});
