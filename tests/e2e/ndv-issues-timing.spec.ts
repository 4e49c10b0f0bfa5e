/**
 * When a node's parameter issues show, as the anchor shows them: a node just added from the
 * node creator opens without red issues; an issue shows once the user has left that field;
 * opening the node again shows all of them.
 */
import { clickNode } from './canvas-helpers';
import { openNodeOnCanvas } from './ndv-helpers';
import { createWorkflow, expectEditorFor, nodeCreator, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 120_000 });

const SOURCE = { name: 'Source', type: 'n8n-nodes-base.noOp', typeVersion: 1, parameters: {} };

test('a new node opens without issues; leaving a field shows its issue; reopening shows them all', async ({ page, request }) => {
  const workflow = await createWorkflow(request, uniqueName('Issues timing'), [SOURCE]);
  await page.goto(`/workflow/${workflow.id}`);
  await expectEditorFor(page, workflow.name);
  await clickNode(page, 'Source');
  await page.keyboard.press('Tab');
  const creator = nodeCreator(page);
  await expect(creator.getByRole('combobox', { name: 'Search nodes' })).toBeFocused();
  await page.keyboard.type('HTTP Request');
  await creator.getByRole('option', { name: 'HTTP Request', exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('button', { name: 'Rename node HTTP Request' })).toBeVisible({ timeout: 15_000 });

  const urlIssue = view.getByText('Parameter "URL" is required.');
  await expect(view.getByRole('textbox', { name: 'URL' })).toBeVisible();
  await expect(urlIssue).toHaveCount(0);
  // Into the field and out again without typing: now the issue shows.
  await view.getByRole('textbox', { name: 'URL' }).click();
  await page.keyboard.press('Tab');
  await expect(urlIssue).toBeVisible();

  await view.getByRole('button', { name: 'Back to canvas' }).click();
  const reopened = await openNodeOnCanvas(page, 'HTTP Request');
  await expect(reopened.getByText('Parameter "URL" is required.')).toBeVisible();
});
