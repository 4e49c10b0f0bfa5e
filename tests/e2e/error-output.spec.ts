import { boxOf, connection, drag, node, openWorkflow } from './canvas-helpers';
import { openNodeOnCanvas } from './ndv-helpers';
import { expect, readWorkflow, test } from './editor-helpers';

const ORDERS = 'return [{ json: { id: 1 } }, { json: { id: 2 } }, { json: { id: 3 } }];';
const CHECK = "if ($json.id === 2) throw new Error('order 2 is broken'); return { json: { checked: $json.id } };";

test.describe('error output', () => {
  test('"Continue (using error output)" adds an Error output that can be connected, and failed items take it', async ({
    page,
    request,
  }) => {
    const id = await openWorkflow(
      page,
      request,
      [
        { name: 'Start', type: 'n8n-nodes-base.manualTrigger', at: [0, 0] },
        { name: 'Orders', type: 'n8n-nodes-base.code', at: [240, 0], parameters: { jsCode: ORDERS } },
        { name: 'Check', type: 'n8n-nodes-base.code', at: [480, 0], parameters: { mode: 'runOnceForEachItem', jsCode: CHECK } },
        { name: 'Done', at: [760, -120] },
        { name: 'Report', at: [760, 200] },
      ],
      [
        ['Start', 'Orders'],
        ['Orders', 'Check'],
        ['Check', 'Done'],
      ],
    );

    const view = await openNodeOnCanvas(page, 'Check');
    await view.getByRole('tab', { name: 'Settings' }).click();
    const onError = view.getByRole('combobox', { name: 'On Error' });
    await expect(onError.locator('option:checked')).toHaveText('Stop Workflow');
    await onError.selectOption({ label: 'Continue (using error output)' });
    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(view).toBeHidden();

    // The node now has two outputs, Success over Error; drag from Error to Report's input.
    const check = await boxOf(page, 'Check');
    const report = await boxOf(page, 'Report');
    await drag(
      page,
      { x: check.x + check.width, y: check.y + (check.height * 2) / 3 },
      { x: report.x + 2, y: report.y + report.height / 2 },
    );
    const errorLink = page
      .getByRole('list', { name: 'Connections' })
      .getByRole('listitem', { name: /^Connection from Check \(error output\) to Report/ });
    await expect(errorLink).toHaveCount(1);
    await page.screenshot({ path: '/tmp/error-output-canvas.png' });

    await page.getByRole('button', { name: 'Execute workflow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Workflow executed successfully' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(errorLink).toHaveAccessibleName(/, 1 item$/);
    await expect(connection(page, 'Check', 'Done')).toHaveAccessibleName(/, 2 items$/);
    await expect(node(page, 'Report')).toHaveAccessibleName(/success/);

    const ran = await openNodeOnCanvas(page, 'Check');
    const branches = ran.getByRole('tablist', { name: 'Output branches' });
    await expect(branches.getByRole('tab', { name: 'Success Branch (2 items)' })).toBeVisible();
    await branches.getByRole('tab', { name: 'Error Branch (1 item)' }).click();
    await expect(ran.getByRole('region', { name: 'Output' }).getByText('order 2 is broken', { exact: false })).toBeVisible();
    await page.screenshot({ path: '/tmp/error-output-ndv.png' });
    await ran.getByRole('button', { name: 'Back to canvas' }).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const saved = await readWorkflow(request, id);
    const stored = saved.nodes.find((n) => n.name === 'Check') as unknown as { onError?: string; continueOnFail?: boolean };
    expect(stored.onError).toBe('continueErrorOutput');
    expect(saved.connections['Check']?.main[1]?.map((c) => c.node)).toEqual(['Report']);
  });
});
