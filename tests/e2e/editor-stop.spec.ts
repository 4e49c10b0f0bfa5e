import { canvasNodes, createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('stopping a run', () => {
  test('Stop ends a run held by a Wait node; the editor can run again', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Stoppable'), [
      { name: 'Hold', type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: { resume: 'timeInterval', amount: 45, unit: 'seconds' } },
    ]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: 'Execute workflow' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Execution' });
    await expect(toolbar.getByRole('status')).toHaveText(/Executing workflow/);
    const stop = toolbar.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeEnabled();
    // The trigger has run; the Wait node is holding the run.
    await expect(canvasNodes(page).getByRole('option', { name: /^Start, Manual Trigger node, success/ })).toHaveCount(1);
    await stop.click();
    await expect(page.getByText('Execution stopped').first()).toBeVisible({ timeout: 15_000 });
    await expect(toolbar.getByRole('button', { name: 'Execute workflow' })).toBeEnabled();
    await expect(canvasNodes(page).getByRole('option', { name: /^Hold, .*success/ })).toHaveCount(0);
  });
});
