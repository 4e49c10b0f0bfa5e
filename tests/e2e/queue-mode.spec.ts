/**
 * Queue mode in the browser (docs/scaling.md): the editor's run goes to a worker process,
 * and its progress comes back to this tab over Redis, as in regular mode.
 */
import { canvasNodes, createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 120_000 });

test('Execute workflow in queue mode runs on a worker and shows node statuses and item counts', async ({ page, request }) => {
  const workflow = await createWorkflow(request, uniqueName('Queued'), [
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
  await expect(page.getByRole('status').filter({ hasText: 'Workflow executed successfully' }).first()).toBeVisible({ timeout: 30_000 });
  const nodes = canvasNodes(page);
  await expect(nodes.getByRole('option', { name: /^Greet, .* node, success, 1 item$/ })).toHaveCount(1);
  await expect(nodes.getByRole('option', { name: /^Start, Manual Trigger node, success, 1 item$/ })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('queue-mode-run.png') });

  // The main is in queue mode, with its database and Redis reachable.
  const readiness = await request.get('/healthz/readiness');
  expect(await readiness.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
});
