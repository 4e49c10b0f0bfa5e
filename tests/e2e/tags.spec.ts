import type { APIRequestContext, Page } from '@playwright/test';
import { clickEmpty } from './canvas-helpers';
import { createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

/** A workflow's tags as the API stores them. */
async function storedTags(request: APIRequestContext, id: string): Promise<string[]> {
  const response = await request.get(`/rest/workflows/${id}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { tags?: Array<{ name: string }> } };
  return (data.tags ?? []).map((t) => t.name);
}

/** A tag name no other spec uses (tags are at most 24 characters). */
const tagName = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

async function createTag(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/rest/tags', { data: { name } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The header's tag pills. */
const headerTags = (page: Page) => page.getByRole('list', { name: 'Tags' });

test.describe('workflow tags in the editor header', () => {
  test('a tag created inline is saved with the workflow; a pill opens the editor, its × detaches the tag', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Tagged inline'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);

    await page.getByRole('button', { name: '+ Add tag' }).click();
    const field = page.getByRole('combobox', { name: 'Workflow tags' });
    await expect(field).toBeFocused();
    const name = tagName('inline');
    await field.fill(name);
    await expect(page.getByRole('option', { name: `Create tag "${name}"` })).toBeVisible();
    await field.press('Enter');
    await expect(page.getByRole('button', { name: `Remove tag ${name}` })).toBeVisible();
    // The list closes after a pick; the arrow key opens it again.
    await expect(page.getByRole('option', { name: 'Manage tags' })).toBeHidden();
    await field.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Manage tags' })).toBeVisible();
    await page.screenshot({ path: '/tmp/tags-header-editing.png' });
    // Escape closes the list, a second one leaves the field: the workflow is saved with the tag.
    await field.press('Escape');
    await field.press('Escape');
    await expect(headerTags(page).getByRole('button', { name })).toBeVisible();
    await expect.poll(() => storedTags(request, workflow.id)).toEqual([name]);

    await page.reload();
    await expectEditorFor(page, workflow.name);
    await expect(headerTags(page).getByRole('button', { name })).toBeVisible();
    await page.screenshot({ path: '/tmp/tags-header.png' });

    // Clicking the pill edits the tags; the chip's × detaches it; a click outside saves.
    await headerTags(page).getByRole('button', { name }).click();
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: `Remove tag ${name}` }).click();
    await clickEmpty(page);
    await expect(page.getByRole('button', { name: '+ Add tag' })).toBeVisible();
    await expect.poll(() => storedTags(request, workflow.id)).toEqual([]);
  });

  test('"Manage tags" in the tag list opens the tags manager', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Manage from header'));
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);
    await page.getByRole('button', { name: '+ Add tag' }).click();
    await page.getByRole('option', { name: 'Manage tags' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage tags' })).toBeVisible();
  });
});

test.describe('the tags manager', () => {
  test('lists usage counts, creates, renames inline and deletes after a confirm naming how many workflows use the tag', async ({
    page,
    request,
  }) => {
    const name = tagName('mgr');
    const tagId = await createTag(request, name);
    const first = await createWorkflow(request, uniqueName('Manager one'));
    const second = await createWorkflow(request, uniqueName('Manager two'));
    for (const w of [first, second]) {
      const tagged = await request.patch(`/rest/workflows/${w.id}`, { data: { tags: [tagId], versionId: w.versionId } });
      expect(tagged.ok()).toBe(true);
    }

    await page.goto(`/workflow/${first.id}`);
    await expectEditorFor(page, first.name);
    // From the command palette.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Manage tags');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage tags' });
    await expect(dialog).toBeVisible();
    const row = (tag: string) => dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: tag, exact: true }) });
    await expect(row(name)).toContainText('2 workflows');

    const fresh = tagName('new');
    await dialog.getByRole('textbox', { name: 'New tag name' }).fill(fresh);
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(row(fresh)).toContainText('Not used');
    await page.screenshot({ path: '/tmp/tags-manager.png' });

    const renamed = tagName('ren');
    await dialog.getByRole('button', { name: `Rename tag ${name}` }).click();
    const input = dialog.getByRole('textbox', { name: `New name for tag ${name}` });
    await expect(input).toBeFocused();
    await input.fill(renamed);
    await input.press('Enter');
    await expect(row(renamed)).toContainText('2 workflows');
    await expect.poll(() => storedTags(request, second.id)).toEqual([renamed]);

    await dialog.getByRole('button', { name: `Delete tag ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tag' });
    await expect(confirm).toContainText(`Delete the tag "${renamed}"? 2 workflows use it`);
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await expect(row(renamed)).toHaveCount(0);
    await expect.poll(() => storedTags(request, second.id)).toEqual([]);
  });
});

test.describe('filtering the workflow list by tag', () => {
  test('a tag pill on a workflow filters the list by it; the tag filter shows it chosen', async ({ page, request }) => {
    const name = tagName('flt');
    const tagId = await createTag(request, name);
    const tagged = await createWorkflow(request, uniqueName('Filter tagged'));
    const tagging = await request.patch(`/rest/workflows/${tagged.id}`, { data: { tags: [tagId], versionId: tagged.versionId } });
    expect(tagging.ok()).toBe(true);
    await createWorkflow(request, uniqueName('Filter untagged'));

    await page.goto('/workflows');
    const list = page.getByRole('list', { name: 'Workflows' });
    const row = list.getByRole('listitem').filter({ hasText: tagged.name });
    await row.getByRole('list', { name: 'Tags' }).getByRole('button', { name }).click();
    await expect(list.getByRole('link')).toHaveText([tagged.name]);
    await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: '/tmp/tags-filtered-list.png' });
    await page.getByRole('button', { name: 'Clear tags' }).click();
    await expect(list.getByRole('link', { name: tagged.name })).toBeVisible();
    await expect(list.getByRole('link')).not.toHaveCount(1);
  });
});
