import { mkdirSync } from 'node:fs';
import { expect, test, uniqueName } from './editor-helpers';
import { createSavingWorkflow, executionsTable, greetNode, runWorkflow, updateNodes } from './executions-helpers';

const SHOTS = process.env['E2E_SHOTS'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

// The preview mounts the WebGL canvas (software-rendered here) on a shared machine: allow slow frames.
test.describe.configure({ timeout: 180_000 });

test.describe('executions', () => {
  test('the landing page lists saved executions, filters them, deletes selected ones, retries by keyboard and opens one', async ({
    page,
    request,
  }) => {
    const good = await createSavingWorkflow(request, uniqueName('Listed ok'), [greetNode()]);
    const bad = await createSavingWorkflow(request, uniqueName('Listed failing'), [
      { name: 'Check', type: 'n8n-nodes-base.stopAndError', parameters: { errorMessage: 'Order is missing' } },
    ]);
    const okId = await runWorkflow(request, good);
    const failedId = await runWorkflow(request, bad);

    await page.goto('/executions');
    await expect(page.getByRole('heading', { name: 'Executions', level: 1 })).toBeVisible();
    const table = executionsTable(page);
    const okRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: okId, exact: true }) });
    const failedRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: failedId, exact: true }) });
    await expect(okRow).toContainText(good.name);
    await expect(okRow).toContainText('Succeeded');
    await expect(okRow).toContainText('Manual');
    await expect(failedRow).toContainText(bad.name);
    await expect(failedRow).toContainText('Failed');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing.png` });

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('error');
    await expect(failedRow).toBeVisible();
    await expect(okRow).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Filter by workflow' }).selectOption({ label: good.name });
    await expect(okRow).toBeVisible();
    await expect(failedRow).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(failedRow).toBeVisible();

    await page.getByRole('checkbox', { name: `Select execution ${okId}` }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(okRow).toHaveCount(0);
    await expect(failedRow).toBeVisible();
    expect((await request.get(`/rest/executions/${okId}`)).status()).toBe(404);

    // retry from the list by keyboard, with the workflow as it ran: it fails again, as a new 'Retry' run
    await failedRow.getByRole('button', { name: `Retry execution ${failedId}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Retry with currently saved workflow' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Retry with original workflow' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Retry unsuccessful').first()).toBeVisible();
    const retryRow = table.getByRole('row').filter({ hasText: `Retry of #${failedId}` });
    await expect(retryRow).toContainText('Failed');
    await expect(retryRow.getByRole('cell', { name: 'Retry', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Open execution ${failedId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${bad.id}/executions/${failedId}$`));
    await expect(page.getByRole('region', { name: `Execution ${failedId}` }).getByRole('alert')).toContainText('Order is missing');
  });

  test("a workflow's executions show the read-only preview with item counts, and a node opens with that run's items", async ({
    page,
    request,
  }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Previewed'), [greetNode()]);
    const first = await runWorkflow(request, workflow);
    const second = await runWorkflow(request, workflow);

    await page.goto(`/workflow/${workflow.id}/executions`);
    await expect(page.getByRole('tablist', { name: 'Workflow sections' }).getByRole('tab', { name: 'Executions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const side = page.getByRole('list', { name: 'Executions of this workflow' });
    await expect(side.getByRole('link')).toHaveCount(2);
    // the newest is selected by default, and the address names it
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}/executions/${second}$`));
    await expect(side.getByRole('link', { name: new RegExp(`^Execution ${second},`) })).toHaveAttribute('aria-current', 'page');
    const preview = page.getByRole('region', { name: `Execution ${second}` });
    await expect(preview.getByText('Succeeded')).toBeVisible();
    const nodes = page.getByRole('listbox', { name: 'Nodes' });
    await expect(nodes.getByRole('option', { name: /^Greet, .* node, success, 1 item$/ })).toHaveCount(1, { timeout: 45_000 });
    await expect(page.getByRole('listitem', { name: 'Connection from Start to Greet, 1 item' })).toHaveCount(1);
    // read-only: no node creator, no editing affordances
    await expect(page.getByRole('button', { name: /Add node|Open nodes panel/ })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workflow-executions.png` });

    await side.getByRole('link', { name: new RegExp(`^Execution ${first},`) }).click();
    await expect(page).toHaveURL(new RegExp(`/executions/${first}$`));
    // the canvas shows the first run once it has loaded
    await expect(page.getByRole('region', { name: `Execution ${first}` })).toHaveAttribute('aria-busy', 'false');

    const greet = nodes.getByRole('option', { name: /^Greet,/ });
    await expect(greet).toHaveAccessibleName(/success, 1 item$/, { timeout: 45_000 });
    await greet.dblclick({ force: true });
    const view = page.getByRole('dialog');
    await expect(view.getByRole('button', { name: 'Back to canvas' })).toBeVisible();
    const output = view.getByRole('region', { name: 'Output' });
    await expect(output.getByRole('table', { name: 'Output data' })).toContainText('hello');
    await expect(view.getByRole('button', { name: 'Edit output' })).toHaveCount(0);
    // read-only: nothing in the node can be changed or run from a past execution
    await expect(view.getByRole('button', { name: 'Execute step' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Add Field' })).toBeDisabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ndv-from-preview.png` });
    await view.getByRole('button', { name: 'Back to canvas' }).click();

    // going back to the editor shows the saved workflow, not the preview's copy
    await page.getByRole('tab', { name: 'Workflow' }).click();
    await expect(page.getByRole('button', { name: `Workflow name: ${workflow.name}. Rename` })).toBeVisible();
  });

  test('a failed execution shows its error, retries with the saved workflow, and is deleted from the preview', async ({
    page,
    request,
  }) => {
    const workflow = await createSavingWorkflow(request, uniqueName('Retried'), [
      greetNode(),
      { name: 'Check', type: 'n8n-nodes-base.stopAndError', parameters: { errorMessage: 'Order is missing' } },
    ]);
    const failed = await runWorkflow(request, workflow);
    await page.goto(`/workflow/${workflow.id}/executions/${failed}`);
    const preview = page.getByRole('region', { name: `Execution ${failed}` });
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    await expect(preview.getByRole('alert')).toContainText('Order is missing');
    await expect(page.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: /^Check, .*error/ })).toHaveCount(1, {
      timeout: 45_000,
    });

    // the user fixes the workflow, then retries with the currently saved version
    await updateNodes(request, workflow, [greetNode(), { name: 'Check', type: 'n8n-nodes-base.noOp' }]);
    await preview.getByRole('button', { name: 'Retry execution' }).click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/failed-preview-retry.png` });
    await page.getByRole('menuitem', { name: 'Retry with currently saved workflow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Retry successful' }).first()).toBeVisible();
    const side = page.getByRole('list', { name: 'Executions of this workflow' });
    await expect(side.getByRole('link')).toHaveCount(2);
    await expect(side.getByRole('link', { name: /, success, / })).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('error');
    await expect(side.getByRole('link')).toHaveCount(1);
    await expect(side.getByRole('link', { name: new RegExp(`^Execution ${failed}, error,`) })).toBeVisible();

    await preview.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(side.getByRole('link', { name: new RegExp(`^Execution ${failed},`) })).toHaveCount(0);
    await expect(page.getByText('No executions with this status.')).toBeVisible();
    expect((await request.get(`/rest/executions/${failed}`)).status()).toBe(404);
  });

  test('an empty filter result says so and offers no table', async ({ page }) => {
    await page.goto('/executions');
    await page.getByLabel('Started after').fill('2099-01-01T00:00');
    await expect(page.getByRole('heading', { name: 'No executions match the filters' })).toBeVisible();
    await expect(executionsTable(page)).toHaveCount(0);
  });
});
