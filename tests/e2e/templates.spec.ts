import { canvasNodes, expect, expectEditorFor, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('templates', () => {
  test('search, filter, load more, open a collection and a template, use it, save it and run it', async ({ page, request }) => {
    await page.goto('/workflows');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText(/^10 of \d+$/)).toBeVisible();
    await page.screenshot({ path: '/tmp/templates-search.png', fullPage: true });

    // Load more appends the next 10.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(20);

    // Search, with the URL following.
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await search.fill('markdown');
    await expect(page).toHaveURL(/\/templates\?search=markdown$/);
    await expect(page.getByRole('link', { name: /Render Markdown notes as HTML/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Answer a webhook with JSON/ })).toHaveCount(0);

    // Filter by a category, then Back undoes it.
    await page.getByRole('checkbox', { name: 'E-mail' }).check();
    await expect(page).toHaveURL(/categories=8/);
    await expect(page.getByRole('link', { name: /Render Markdown notes as HTML/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Read an XML feed into items/ })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/templates\?search=markdown$/);
    await expect(page.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();

    // Nothing found: the empty state offers a way out.
    await search.fill('no such template anywhere');
    await expect(page.getByText('No templates match this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    // The unfiltered search is cached with both pages it loaded.
    await expect(cards).toHaveCount(20);

    // A collection.
    await page.getByRole('link', { name: /Data cleaning toolkit/ }).click();
    await expect(page).toHaveURL(/\/collections\/2$/);
    await expect(page.getByRole('heading', { name: 'Data cleaning toolkit', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nodes used' })).toBeVisible();
    await page.screenshot({ path: '/tmp/templates-collection.png', fullPage: true });

    // A template: description and the read-only canvas preview, opened with the keyboard.
    await page.getByRole('link', { name: /Clean up an imported contact list/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/templates\/1046$/);
    await expect(page.getByRole('heading', { name: 'Clean up an imported contact list', level: 1 })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Workflow preview' });
    await expect(preview.getByRole('listbox', { name: 'Nodes' }).getByRole('option')).toHaveCount(5);
    await expect(page.getByText('Trim, fix capitalisation')).toBeVisible();
    await page.screenshot({ path: '/tmp/templates-workflow.png', fullPage: true });

    // Use it: a new unsaved workflow with the template's nodes.
    await page.getByRole('button', { name: 'Use this workflow' }).click();
    await expect(page).toHaveURL(/\/workflow\/new\?templateId=1046$/);
    await expectEditorFor(page, 'Clean up an imported contact list');
    await expect(canvasNodes(page).getByRole('option')).toHaveCount(5);

    // Save it: the template id is recorded.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/workflow\/[^/?]+$/);
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const id = page.url().split('/').pop()!;
    const saved = (await (await request.get(`/rest/workflows/${id}`)).json()) as { data: { meta?: { templateId?: string } } };
    expect(saved.data.meta?.templateId).toBe('1046');

    // Run it.
    await page.getByRole('button', { name: 'Execute workflow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Workflow executed successfully' }).first()).toBeVisible({ timeout: 15_000 });
    await expect(canvasNodes(page).getByRole('option', { name: /^By name, .* node, success, 2 items$/ })).toHaveCount(1);
  });

  test('an unreachable catalogue says so and Retry tries again', async ({ page }) => {
    await page.route('**/templates-api/health', (route) => route.abort('connectionrefused'));
    await page.goto('/templates');
    await expect(page.getByRole('heading', { name: 'The template catalogue is unreachable' })).toBeVisible();
    await page.screenshot({ path: '/tmp/templates-unreachable.png' });
    await page.unroute('**/templates-api/health');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('list', { name: 'Templates' }).getByRole('listitem')).toHaveCount(10);
  });

  test('the palette browses and searches templates', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('search templates');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole('searchbox', { name: 'Search templates' })).toBeFocused();
    await page.keyboard.type('sub-workflow');
    await expect(page.getByRole('link', { name: /Reuse logic with a sub-workflow/ })).toBeVisible();
  });
});
