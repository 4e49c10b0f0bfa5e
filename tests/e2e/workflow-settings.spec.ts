import { createWorkflow, expectEditorFor, readWorkflow, uniqueName, expect, test } from './editor-helpers';

test('the workflow settings dialog saves error workflow, timezone, saving options and timeout, and shows them again', async ({
  page,
  request,
}) => {
  const handler = await createWorkflow(request, uniqueName('Error handler'));
  const workflow = await createWorkflow(request, uniqueName('Nightly import'));
  await page.goto(`/workflow/${workflow.id}`);
  await expectEditorFor(page, workflow.name);

  await page.getByRole('tab', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Workflow settings' });
  await expect(dialog.getByRole('combobox', { name: 'Error Workflow' })).toBeVisible();
  // Each "Default" option says what the instance does.
  await expect(dialog.getByRole('combobox', { name: 'Save manual executions' }).locator('option:checked')).toHaveText(/^Default - /);
  await expect(dialog.getByRole('combobox', { name: 'Timezone' }).locator('option:checked')).toHaveText(/^Default - /);

  await dialog.getByRole('combobox', { name: 'Error Workflow' }).selectOption({ label: handler.name });
  await dialog.getByRole('combobox', { name: 'Timezone' }).selectOption('Asia/Tokyo');
  await dialog.getByRole('combobox', { name: 'Save failed production executions' }).selectOption({ label: 'Do not save' });
  await dialog.getByRole('combobox', { name: 'Save manual executions' }).selectOption({ label: 'Save' });
  await dialog.getByRole('switch', { name: 'Timeout Workflow' }).click();
  await dialog.getByRole('spinbutton', { name: 'Timeout hours' }).fill('1');
  await dialog.getByRole('spinbutton', { name: 'Timeout minutes' }).fill('30');
  await page.screenshot({ path: '/tmp/workflow-settings.png' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = (await readWorkflow(request, workflow.id)) as unknown as { settings: Record<string, unknown> };
  expect(stored.settings).toMatchObject({
    errorWorkflow: handler.id,
    timezone: 'Asia/Tokyo',
    saveDataErrorExecution: 'none',
    saveManualExecutions: true,
    executionTimeout: 5400,
  });

  // Opened again, the dialog shows what was saved; the editor's next save is no conflict.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Asia/Tokyo');
  await expect(dialog.getByRole('spinbutton', { name: 'Timeout minutes' })).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status', { name: 'Saved', exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
