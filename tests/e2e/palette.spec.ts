import { expect, test } from '@playwright/test';

test.describe('command palette', () => {
  test('opens with Ctrl+K, runs a command, and closes with Escape', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();

    await page.keyboard.type('credentials');
    await expect(page.getByRole('option', { name: 'Go to Credentials' })).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/credentials$/);
    await expect(page.getByRole('heading', { name: 'Credentials', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add credential' })).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('moves with the arrow keys and shows why a command cannot run', async ({ page }) => {
    await page.goto('/workflows');
    // The palette reads availability when it opens (the context the user left), so open it
    // once the page is there, as a user would: pressed during start-up, the route has not
    // yet marked the page read-only.
    await expect(page.getByRole('heading', { name: 'Workflows', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('undo');
    const undo = page.getByRole('option', { name: /^Undo/ });
    await expect(undo).toBeVisible();
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(undo).toContainText('The workflow is read-only here');

    await page.getByRole('combobox', { name: 'Command palette' }).fill('go to');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const chosen = (await options.nth(1).getAttribute('aria-label')) ?? '';
    expect(chosen).toMatch(/^Go to /);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  });

  test('lists recently used commands first', async ({ page }) => {
    await page.goto('/workflows');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('about');
    await page.keyboard.press('Enter');
    const about = page.getByRole('dialog', { name: 'About Switchyard' });
    await expect(about).toBeVisible();
    await expect(about.getByText('America/New_York')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();

    await page.keyboard.press('Control+k');
    const recent = page.getByRole('group', { name: 'Recently used' });
    await expect(recent).toBeVisible();
    await expect(page.getByRole('option').first()).toHaveAccessibleName('About Switchyard');
  });

  test('opens the keyboard shortcuts dialog, which lists the palette binding', async ({ page }) => {
    await page.goto('/templates');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('keyboard shortcuts');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Show all commands/ })).toContainText('Ctrl+K');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
