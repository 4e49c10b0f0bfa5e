import { expect as baseExpect, test, type Page } from '@playwright/test';
import { credentialModal } from './credentials-helpers';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * In the credential type picker a newcomer types and presses Enter, as in
 * any search-and-pick list. Enter takes the only match, or the one highlighted with the arrows.
 */
async function openPicker(page: Page) {
  await page.goto('/credentials');
  await page.getByRole('button', { name: 'Add credential' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add new credential' });
  const search = picker.getByRole('searchbox', { name: 'Search for app or service' });
  await expect(search).toBeFocused();
  return { picker, search };
}

test.describe('a newcomer picks a credential type with the keyboard', () => {
  test('typing until one type is left and pressing Enter picks it', async ({ page }) => {
    const { picker } = await openPicker(page);
    await page.keyboard.type('header');
    const options = picker.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveAccessibleName('Header Auth');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(credentialModal(page).getByRole('textbox', { name: 'Credential name' })).toHaveValue(/^Header Auth account( \d+)?$/);
  });

  test('with several matches, Enter waits for a highlight, then picks the highlighted one', async ({ page }) => {
    const { picker } = await openPicker(page);
    await page.keyboard.type('auth');
    await expect(picker.getByRole('option', { name: 'Digest Auth' })).toBeVisible();
    expect(await picker.getByRole('option').count()).toBeGreaterThan(1);
    // Nothing highlighted yet: Enter does not guess.
    await page.keyboard.press('Enter');
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Down through the list (other types match "auth" too) until Digest Auth is highlighted.
    const digest = picker.getByRole('option', { name: 'Digest Auth' });
    const options = await picker.getByRole('option').count();
    for (let i = 0; i < options && (await digest.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await expect(digest).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('option', { selected: true })).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(credentialModal(page).getByRole('textbox', { name: 'Credential name' })).toHaveValue(/^Digest Auth account( \d+)?$/);
  });

  test('narrowing a highlighted search to one type keeps Enter working, and the mouse still picks too', async ({ page }) => {
    const { picker, search } = await openPicker(page);
    await page.keyboard.type('auth');
    await page.keyboard.press('ArrowDown');
    await expect(picker.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    // The highlighted type is filtered out: the one left is highlighted instead.
    await search.fill('query');
    await expect(picker.getByRole('option', { name: 'Query Auth' })).toHaveAttribute('aria-selected', 'true');
    await search.fill('');
    await picker.getByRole('option', { name: 'Postgres' }).dblclick();
    await expect(credentialModal(page).getByRole('textbox', { name: 'Credential name' })).toHaveValue(/^Postgres account( \d+)?$/);
  });
});
