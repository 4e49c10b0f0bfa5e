import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createWorkflow, openNode, openNodeOnCanvas } from './ndv-helpers';

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra'];

/** Manual (4 pinned people) → Batches (2 per run) → Greet (Set) → back to Batches: Greet runs twice. */
async function createLoopWorkflow(request: APIRequestContext): Promise<string> {
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
    { id: 'b', name: 'Batches', type: 'n8n-nodes-base.splitInBatches', typeVersion: 1, position: [420, 300], parameters: { batchSize: 2 } },
    {
      id: 'g',
      name: 'Greet',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [640, 300],
      parameters: {
        mode: 'manual',
        includeOtherFields: false,
        assignments: { assignments: [{ id: 'a1', name: 'greeting', value: '=Hello {{ $json.name }}', type: 'string' }] },
      },
    },
  ];
  const connections = {
    Manual: { main: [[{ node: 'Batches', type: 'main', index: 0 }]] },
    Batches: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] },
    Greet: { main: [[{ node: 'Batches', type: 'main', index: 0 }]] },
  };
  const pinData = { Manual: PEOPLE.map((name) => ({ json: { name } })) };
  const response = await request.post('/rest/workflows', { data: { name: 'NDV runs', nodes, connections, pinData } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A Manual trigger with the given pinned items feeding a No Op node. */
async function createPinnedWorkflow(request: APIRequestContext, name: string, items: unknown[]): Promise<string> {
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
    { id: 'n', name: 'Pass', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440, 300], parameters: {} },
  ];
  const connections = { Manual: { main: [[{ node: 'Pass', type: 'main', index: 0 }]] } };
  const response = await request.post('/rest/workflows', {
    data: { name, nodes, connections, pinData: { Manual: items.map((json) => ({ json })) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function executeWorkflow(page: Page, workflowId: string) {
  await page.goto(`/workflow/${workflowId}`);
  await expect(page.getByRole('listbox', { name: 'Nodes' }).getByRole('option').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Execute workflow' }).click();
  await expect(page.getByText('Workflow executed successfully')).toBeVisible({ timeout: 30_000 });
}

test.describe('node details view: run data of whole-workflow runs', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a node that ran twice shows both runs, with input and output run selectors linked, and paired rows light up', async ({ page }) => {
    const id = await createLoopWorkflow(page.request);
    await executeWorkflow(page, id);
    const view = await openNodeOnCanvas(page, 'Greet');
    const input = view.getByRole('region', { name: 'Input' });
    const output = view.getByRole('region', { name: 'Output' });
    const outputRun = output.getByRole('combobox', { name: 'Output run' });
    const inputRun = input.getByRole('combobox', { name: 'Input run' });
    const outputTable = output.getByRole('table', { name: 'Output data' });

    // The latest run shows first: the second batch.
    await expect(outputRun.locator('option:checked')).toHaveText('2 of 2 (2 items)');
    await expect(outputTable.getByRole('cell', { name: 'Hello Grace Hopper' })).toBeVisible();
    // No item carries binary data, so there is no Binary view to pick.
    await expect(output.getByRole('radiogroup', { name: 'Output display mode' }).getByRole('radio')).toHaveText([
      'Table',
      'JSON',
      'Schema',
    ]);
    await expect(inputRun.locator('option:checked')).toHaveText('2 of 3 (2 items)');
    await page.screenshot({ path: '/work/notes/shots/wt-29c/run-selectors.png' });
    await expect(inputRun.locator('option')).toHaveText(['1 of 3 (2 items)', '2 of 3 (2 items)', '3 of 3']);

    // Linked: choosing the first output run shows the batch that fed it.
    await outputRun.selectOption({ label: '1 of 2 (2 items)' });
    await expect(outputTable.getByRole('cell', { name: 'Hello Ada Lovelace' })).toBeVisible();
    await expect(inputRun.locator('option:checked')).toHaveText('1 of 3 (2 items)');
    await input.getByRole('radio', { name: 'Table' }).click();
    const inputTable = input.getByRole('table', { name: 'Input data' });
    await expect(inputTable.getByRole('cell', { name: 'Alan Turing' })).toBeVisible();

    // Paired items: hovering an input row marks the output row made from it, and back.
    await inputTable.getByRole('row').filter({ hasText: 'Alan Turing' }).hover();
    await expect(outputTable.getByRole('row').filter({ hasText: 'Hello Alan Turing' })).toHaveAttribute('aria-current', 'true');
    await expect(outputTable.getByRole('row').filter({ hasText: 'Hello Ada Lovelace' })).not.toHaveAttribute('aria-current', 'true');
    await outputTable.getByRole('row').filter({ hasText: 'Hello Ada Lovelace' }).hover();
    await expect(inputTable.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toHaveAttribute('aria-current', 'true');
    await expect(inputTable.getByRole('row').filter({ hasText: 'Alan Turing' })).not.toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: '/tmp/shots-D/ndv-set-runs.png' });

    // Unlinked: the input keeps its own run.
    const link = input.getByRole('button', { name: 'Link input and output runs' });
    await expect(link).toHaveAttribute('aria-pressed', 'true');
    await link.click();
    await expect(link).toHaveAttribute('aria-pressed', 'false');
    await inputRun.selectOption({ label: '2 of 3 (2 items)' });
    await expect(inputTable.getByRole('cell', { name: 'Edsger Dijkstra' })).toBeVisible();
    await expect(outputRun.locator('option:checked')).toHaveText('1 of 2 (2 items)');
    // Linked again, choosing an input run picks the output run it fed.
    await link.click();
    await inputRun.selectOption({ label: '2 of 3 (2 items)' });
    await expect(outputRun.locator('option:checked')).toHaveText('2 of 2 (2 items)');
    await expect(outputTable.getByRole('cell', { name: 'Hello Edsger Dijkstra' })).toBeVisible();

    // Any upstream node can be the input: the trigger's four items.
    await input.getByRole('combobox', { name: 'Input node' }).selectOption({ label: 'Manual' });
    await expect(input.getByText('4 items from Manual')).toBeVisible();
    await expect(input.getByRole('combobox', { name: 'Input run' })).toHaveCount(0);
  });

  test('pages output with an All option and asks before drawing a very large output', async ({ page }) => {
    const many = Array.from({ length: 30 }, (_, i) => ({ n: i + 1, label: `row ${i + 1}` }));
    const id = await createPinnedWorkflow(page.request, 'NDV paging', many);
    await executeWorkflow(page, id);
    const view = await openNodeOnCanvas(page, 'Pass');
    const output = view.getByRole('region', { name: 'Output' });
    const table = output.getByRole('table', { name: 'Output data' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const size = output.getByRole('combobox', { name: 'Page size' });
    await expect(size.locator('option')).toHaveText(['10 / page', '25 / page', '50 / page', '100 / page', 'All']);
    await size.selectOption({ label: 'All' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('cell', { name: 'row 30', exact: true })).toBeVisible();

    const big = await createPinnedWorkflow(page.request, 'NDV large', [{ text: 'x'.repeat(210_000) }]);
    const bigView = await openNode(page, big, 'Pass');
    const input = bigView.getByRole('region', { name: 'Input' });
    await expect(input.getByText('Display data?')).toBeVisible();
    await expect(input.getByText(/The node contains 0\.2\d MB of data\. Displaying it may cause problems\./)).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-D/ndv-display-data.png' });
    await input.getByRole('button', { name: 'Show data anyway' }).click();
    await expect(input.getByText('Display data?')).toHaveCount(0);
    await expect(input.getByRole('list', { name: 'Input data schema' })).toContainText('text');
  });

  test('explains drag-to-map 500 ms after focusing a parameter until the user has mapped once', async ({ page }) => {
    const id = await createWorkflow(page.request, 'NDV mapping tooltip', {
      name: 'Fetch',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
    });
    const view = await openNode(page, id, 'Fetch');
    const url = view.getByRole('textbox', { name: 'URL' });
    await url.focus();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'to map it' });
    await expect(tooltip).toHaveText('Drag a field from the input onto “URL” to map it.');
    await page.screenshot({ path: '/tmp/shots-D/ndv-mapping-tooltip.png' });
    // It leaves the field's label readable.
    const tip = (await tooltip.boundingBox())!;
    const label = (await view.locator('label', { hasText: /^URL/ }).first().boundingBox())!;
    const overlaps =
      tip.x < label.x + label.width && label.x < tip.x + tip.width && tip.y < label.y + label.height && label.y < tip.y + tip.height;
    expect(overlaps).toBe(false);
    // Leaving the field hides it.
    const input = view.getByRole('region', { name: 'Input' });
    await input.getByText('2 items from Manual').click();
    await expect(tooltip).toHaveCount(0);

    // The first mapping ends the onboarding, remembered after a reload.
    await input.locator('.sy-schema__pill', { hasText: /^strname$/ }).dragTo(url);
    await expect(view.locator('.sy-inline-expression').getByRole('textbox', { name: 'URL' })).toHaveText('{{ $json.name }}');
    await page.reload();
    const again = await openNodeOnCanvas(page, 'Fetch');
    await again.getByRole('textbox', { name: 'URL' }).focus();
    // Longer than the tooltip's 500 ms delay: had it been due, it would show by now.
    await page.waitForTimeout(1000);
    await expect(tooltip).toHaveCount(0);
  });
});
