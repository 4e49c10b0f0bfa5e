import { canvasNodes, createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('running and activating', () => {
  test('Execute workflow shows node statuses and item counts, and Clear removes them', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Runnable'), [
      {
        name: 'Greet',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        parameters: { assignments: { assignments: [{ id: 'a1', name: 'greeting', value: 'hello', type: 'string' }] } },
      },
    ]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: 'Execute workflow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Workflow executed successfully' }).first()).toBeVisible({ timeout: 15_000 });
    const nodes = canvasNodes(page);
    await expect(nodes.getByRole('option', { name: /^Greet, .* node, success, 1 item$/ })).toHaveCount(1);
    await expect(nodes.getByRole('option', { name: /^Start, Manual Trigger node, success, 1 item$/ })).toHaveCount(1);
    await expect(page.getByRole('listitem', { name: 'Connection from Start to Greet, 1 item' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear execution data' }).click();
    await expect(nodes.getByRole('option', { name: /success/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Execute workflow' })).toBeEnabled();
  });

  test('the activation toggle is off limits for manual-only workflows and works with a schedule trigger', async ({ page, request }) => {
    const manual = await createWorkflow(request, uniqueName('Manual only'));
    await page.goto(`/workflow/${manual.id}`);
    await expectEditorFor(page, manual.name);
    const toggle = page.getByRole('switch', { name: 'Inactive' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(/only manual/);

    const created = await request.post('/rest/workflows', {
      data: {
        name: uniqueName('Scheduled'),
        nodes: [
          {
            name: 'Hourly',
            type: 'n8n-nodes-base.scheduleTrigger',
            typeVersion: 1.2,
            position: [0, 0],
            parameters: { rule: { interval: [{ field: 'hours' }] } },
          },
        ],
        connections: {},
      },
    });
    const scheduled = ((await created.json()) as { data: { id: string; name: string } }).data;
    await page.goto(`/workflow/${scheduled.id}`);
    await expectEditorFor(page, scheduled.name);
    await page.getByRole('switch', { name: 'Inactive' }).click();
    // The activation dialog says what the trigger now does; "Got it" closes it.
    const dialog = page.getByRole('dialog', { name: 'Workflow activated' });
    await expect(dialog).toContainText('Runs the workflow every hour at minute 0.');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    const stored = await request.get(`/rest/workflows/${scheduled.id}`);
    expect(((await stored.json()) as { data: { active: boolean } }).data.active).toBe(true);
    await page.getByRole('switch', { name: 'Active' }).click();
    await expect(page.getByRole('switch', { name: 'Inactive' })).toHaveAttribute('aria-checked', 'false');
  });
});
