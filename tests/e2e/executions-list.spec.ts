import { expect, test, uniqueName } from './editor-helpers';
import { createSavingWorkflow, executionsTable, greetNode, runWorkflow } from './executions-helpers';

// The preview mounts the WebGL canvas (software-rendered here) on a shared machine: allow slow frames.
test.describe.configure({ timeout: 180_000 });

test.describe('executions list', () => {
  test('a waiting execution offers Stop instead of Delete, and shows as canceled once stopped', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Waits an hour'), [
      { name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: { resume: 'timeInterval', amount: 1, unit: 'hours' } },
    ]);
    const id = await runWorkflow(request, workflow, /^waiting$/);

    await page.goto('/executions');
    await page.getByRole('combobox', { name: 'Filter by workflow' }).selectOption({ label: workflow.name });
    const row = executionsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    await expect(row).toContainText('Waiting');
    await expect(row.getByRole('button', { name: `Delete execution ${id}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Stop execution ${id}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Execution stopped' }).first()).toBeVisible();
    await expect(row).toContainText('Canceled');
    await expect(row.getByRole('button', { name: `Delete execution ${id}` })).toBeVisible();
  });

  test('Load more fetches the older page, and Delete all matching empties the filtered list', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Many runs'), [greetNode()]);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await runWorkflow(request, workflow));

    await page.goto('/executions');
    await page.getByRole('combobox', { name: 'Filter by workflow' }).selectOption({ label: workflow.name });
    const rows = executionsTable(page).getByRole('row');
    await expect(page.getByText('22 executions')).toBeVisible();
    await expect(rows).toHaveCount(21); // header + 20
    await expect(rows.nth(1).getByRole('cell', { name: ids[21]!, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(23);
    await expect(rows.nth(22).getByRole('cell', { name: ids[0]!, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete all matching' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all' }).click();
    await expect(page.getByRole('heading', { name: 'No executions match the filters' })).toBeVisible();
    const left = await request.get(`/rest/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`);
    expect(((await left.json()) as { data: { count: number } }).data.count).toBe(0);
  });

  test('auto refresh shows a new run without reloading, and the row names how it started', async ({ page, request }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Refreshed'), [greetNode()]);
    await page.goto('/executions');
    await page.getByRole('combobox', { name: 'Filter by workflow' }).selectOption({ label: workflow.name });
    await expect(page.getByRole('heading', { name: 'No executions match the filters' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Auto refresh' })).toBeChecked();
    const id = await runWorkflow(request, workflow);
    const row = executionsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    await expect(row).toContainText('Succeeded');
    await expect(row.getByRole('cell', { name: 'Manual', exact: true })).toBeVisible();
  });
});
