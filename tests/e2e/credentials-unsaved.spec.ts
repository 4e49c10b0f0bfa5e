/**
 * The edit credential modal asks before unsaved changes are lost: closing
 * by Escape, the close button or a backdrop click asks; 'Keep editing' keeps the form,
 * 'Close without saving' closes and stores nothing. An untouched new credential and a
 * saved one close without asking.
 */
import { expect, test } from '@playwright/test';
import { credentialModal, field, startNewCredential } from './credentials-helpers';

test.describe('edit credential modal: unsaved changes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('asks before discarding on Escape, the close button and the backdrop', async ({ page }) => {
    await page.goto('/credentials');
    const modal = credentialModal(page);
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // Nothing typed yet: Escape just closes.
    await startNewCredential(page, 'Postgres');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    await startNewCredential(page, 'Postgres');
    await modal.getByRole('textbox', { name: 'Credential name' }).fill('Unsaved check');
    await field(page, 'Host').fill('db.example.com');
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-R/credential-discard.png', animations: 'disabled' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(field(page, 'Host')).toHaveValue('db.example.com');

    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(modal).toBeVisible();

    // Saved: closing asks nothing.
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toHaveCount(0);

    // An edit of the saved credential, then a backdrop click: discarding stores nothing.
    await page.getByRole('button', { name: 'Open Unsaved check' }).click();
    await field(page, 'Host').fill('other.example.com');
    await page.mouse.click(8, 8);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Close without saving' }).click();
    await expect(modal).toHaveCount(0);
    await page.getByRole('button', { name: 'Open Unsaved check' }).click();
    await expect(field(page, 'Host')).toHaveValue('db.example.com');
  });
});
