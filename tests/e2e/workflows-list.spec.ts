import { createWorkflow, expectEditorFor, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('the workflows list', () => {
  test('lists workflows with search, sort and status; opens and deletes them', async ({ page, request }) => {
    const prefix = uniqueName('Listed');
    const alpha = await createWorkflow(request, `${prefix} Alpha`);
    const beta = await createWorkflow(request, `${prefix} Beta`);
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(prefix);
    const list = page.getByRole('list', { name: 'Workflows' });
    await expect(list.getByRole('link')).toHaveText([`${prefix} Beta`, `${prefix} Alpha`]);
    await page.getByRole('combobox', { name: 'Sort workflows' }).selectOption({ label: 'Name (A-Z)' });
    await expect(list.getByRole('link')).toHaveText([`${prefix} Alpha`, `${prefix} Beta`]);
    await expect(list.getByRole('listitem').filter({ hasText: `${prefix} Alpha` }).getByText('Inactive')).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${beta.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete workflow' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link')).toHaveText([`${prefix} Alpha`]);

    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(`${prefix} nothing like this`);
    await expect(page.getByText('No workflows match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search workflows' }).fill(prefix);
    await list.getByRole('link', { name: alpha.name }).click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${alpha.id}$`));
    await expectEditorFor(page, alpha.name);
  });

  test('filters by tag', async ({ page, request }) => {
    const tagName = `t${Date.now().toString(36).slice(-6)}`;
    const tag = await request.post('/rest/tags', { data: { name: tagName } });
    expect(tag.ok()).toBe(true);
    const tagId = ((await tag.json()) as { data: { id: string } }).data.id;
    const tagged = uniqueName('Tagged');
    const created = await request.post('/rest/workflows', { data: { name: tagged, nodes: [], connections: {}, tags: [tagId] } });
    expect(created.ok()).toBe(true);
    await createWorkflow(request, uniqueName('Untagged'));
    await page.goto('/workflows');
    await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tagName }).click();
    await expect(page.getByRole('list', { name: 'Workflows' }).getByRole('link')).toHaveText([tagged]);
  });

  test('with no workflows, the empty state leads to creating the first one', async ({ page }) => {
    // The shared e2e server holds other specs' workflows, so this one answers the list with none.
    await page.route('**/rest/workflows', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { count: 0, data: [] } }) : route.continue(),
    );
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible();
    await page.getByRole('button', { name: 'Start from scratch' }).click();
    await expect(page).toHaveURL(/\/workflow\/new$/);
  });
});
