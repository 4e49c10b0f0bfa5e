import { canvasNodes, createWorkflow, expectEditorFor, readWorkflow, uniqueName, expect, test } from './editor-helpers';

/** A workflow as the API lists it, with its tags. */
interface TaggedWorkflow {
  id: string;
  name: string;
  tags: Array<{ id: string; name: string }>;
}

test.describe('duplicating a workflow', () => {
  test('the dialog offers "<name> copy", takes a new tag, saves the copy and opens it in a new tab', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Invoices'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);

    await page.getByRole('button', { name: 'Workflow menu' }).click();
    await page.getByRole('menuitem', { name: /^Duplicate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate workflow' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(`${workflow.name} copy`);

    // An empty name is refused with a clear message; nothing is created.
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The workflow name cannot be empty.');

    const copyName = uniqueName('Invoices copy');
    await name.fill(copyName);
    const tagName = `dup-${Date.now().toString(36).slice(-6)}`;
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tagName);
    await expect(dialog.getByRole('option', { name: `Create tag "${tagName}"` })).toBeVisible();
    await tags.press('Enter');
    await expect(dialog.getByRole('button', { name: `Remove tag ${tagName}` })).toBeVisible();
    await page.screenshot({ path: '/tmp/duplicate-dialog.png' });

    const opened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const tab = await opened;
    await expect(dialog).toBeHidden();
    await tab.waitForURL(/\/workflow\/[^/]+$/);
    const copyId = tab.url().split('/').pop() as string;
    expect(copyId).not.toBe(workflow.id);
    await expectEditorFor(tab, copyName);
    await expect(canvasNodes(tab).getByRole('option')).toHaveCount(1);

    const stored = (await readWorkflow(request, copyId)) as unknown as TaggedWorkflow;
    expect(stored.name).toBe(copyName);
    expect(stored.tags.map((t) => t.name)).toEqual([tagName]);
    // The original stays open in this tab, unchanged.
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflow.id}$`));
    expect((await readWorkflow(request, workflow.id)).name).toBe(workflow.name);
  });

  test('Cancel closes the dialog and creates nothing', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Kept'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: 'Workflow menu' }).click();
    await page.getByRole('menuitem', { name: /^Duplicate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate workflow' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${workflow.name} copy`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Other tests create workflows on the same server meanwhile, so look for the copy by its name.
    const filter = encodeURIComponent(JSON.stringify({ name: workflow.name }));
    const listed = ((await (await request.get(`/rest/workflows?filter=${filter}`)).json()) as { data: Array<{ name: string }> }).data;
    expect(listed.map((w) => w.name)).toEqual([workflow.name]);
  });
});

test('renaming a new workflow saves it: the URL becomes /workflow/<id> and the API has it', async ({ page, request }) => {
  await page.goto('/workflow/new');
  await expectEditorFor(page, /^Workflow name:/);
  const name = uniqueName('Named at once');
  await page.getByRole('button', { name: /^Workflow name:/ }).click();
  const field = page.getByRole('textbox', { name: 'Workflow name' });
  await field.fill(name);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/workflow\/[^/]+$/);
  await expect(page).not.toHaveURL(/\/workflow\/new$/);
  await expect(page.getByRole('status', { name: 'Saved', exact: true })).toBeVisible();
  const id = page.url().split('/').pop() as string;
  expect((await readWorkflow(request, id)).name).toBe(name);
});
