/**
 * The resource locator's search-required state (no list is loaded while a required
 * search filter is empty), on a custom node: the
 * server loads the Catalog node from tests/fixtures/custom-nodes (N8N_CUSTOM_EXTENSIONS in
 * playwright.config.ts), whose Item list needs a search term (`searchFilterRequired`).
 * A user adds it from the node creator, opens it, opens the list: the locator asks for a search
 * term and loads nothing; typing a filter loads matches; picking one shows its name, and
 * running the step outputs the picked entry.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { nodeCreator } from './editor-helpers';

const SHOTS = '/tmp/shots-K';

test.describe('resource locator with a required search filter', () => {
  test.describe.configure({ timeout: 120_000 });

  test('asks for a search term, loads nothing until one is typed, then picks a result', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/nodes-list-search')) searches.push(request.url());
    });

    await page.goto('/workflow/new');
    await page.getByRole('button', { name: 'Open node creator' }).click();
    const creator = nodeCreator(page);
    await creator.getByRole('tab', { name: 'All' }).click();
    await creator.getByRole('combobox', { name: 'Search nodes' }).fill('Catalog');
    await creator.getByRole('option', { name: 'Catalog', exact: true }).click();
    // A node picked in the creator opens its details view.
    const view = page.getByRole('dialog');
    await expect(view.getByRole('button', { name: 'Rename node Catalog' })).toBeVisible();
    const picker = view.getByRole('combobox', { name: 'Item', exact: true });
    await expect(picker).toHaveAttribute('placeholder', 'Select an item...');
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const search = view.getByRole('searchbox', { name: 'Search Item' });
    await expect(search).toBeFocused();
    await expect(view.getByText('Type something to search. The list loads once there is a search term.')).toBeVisible();
    const list = view.getByRole('listbox', { name: 'Item results' });
    await expect(list).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/search-required.png`, animations: 'disabled' });
    expect(searches).toEqual([]);

    await search.pressSequentially('nut');
    await expect(list.getByRole('option')).toHaveText(['Flange Nut', 'Hex Nut', 'Wing Nut'], { timeout: 15_000 });
    await expect(view.getByText('Type something to search.', { exact: false })).toHaveCount(0);
    expect(searches.length).toBeGreaterThan(0);
    expect(new URL(searches.at(-1)!).searchParams.get('filter')).toBe('nut');
    await page.screenshot({ path: `${SHOTS}/search-results.png`, animations: 'disabled' });

    await list.getByRole('option', { name: 'Hex Nut' }).click();
    await expect(list).toHaveCount(0);
    await expect(picker).toHaveValue('Hex Nut');

    // The custom node runs: its output is the picked catalogue entry.
    await view.getByRole('button', { name: 'Execute step' }).click();
    await expect(view.getByText('sku-014').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/picked.png`, animations: 'disabled' });
  });
});
