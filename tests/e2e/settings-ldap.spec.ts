import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SLAPD_ADMIN_DN, SLAPD_ADMIN_PASSWORD, SLAPD_BASE_DN, startSlapd, type Slapd } from '../integration/slapd-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The LDAP settings page on the `settings` project's server (ldap on), against a slapd
 * this spec starts: the owner fills the form, is held back by its validation, saves,
 * tests the connection (a wrong password shows the directory's error) and runs a dry
 * sync that lands in the history table. LDAP login stays off so the other settings
 * specs sign in as before.
 *
 * The settings specs share the owner: whichever runs first sets it up with these details;
 * settings-pages.spec.ts later renames it, so a later run signs in with either.
 * Screenshots go to SETTINGS_SHOTS_DIR (default /tmp/shots-settings).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner-Passw0rd' };
const RENAMED = { email: 'olivia.admin@example.com', password: 'New-Owner-Passw0rd1' };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function signInAsOwner(page: Page): Promise<void> {
  for (const who of [OWNER, RENAMED]) {
    if ((await page.request.post('/rest/login', { data: { email: who.email, password: who.password } })).status() === 200) return;
  }
  throw new Error('The owner could not sign in');
}

let slapd: Slapd;

test.beforeAll(async ({ baseURL }) => {
  const setup = await playwrightRequest.newContext({ baseURL });
  await setup.post('/rest/owner/setup', { data: OWNER });
  await setup.dispose();
  slapd = await startSlapd([
    { uid: 'ada', givenName: 'Ada', sn: 'Lovelace', mail: 'ada@corp.example', password: 'ada-directory-pw' },
    { uid: 'alan', givenName: 'Alan', sn: 'Turing', mail: 'alan@corp.example', password: 'alan-directory-pw' },
  ]);
});

test.afterAll(async () => {
  await slapd?.stop();
});

test('LDAP: the owner fills in the directory, tests the connection and runs a dry sync', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/workflows');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill('ldap settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/ldap$/);
  await expect(page.getByRole('heading', { name: 'LDAP', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'LDAP settings' });

  // Turning sync on asks for the directory before anything is saved.
  await form.getByRole('switch', { name: /Enable periodic sync/ }).check();
  await form.getByRole('button', { name: 'Save connection' }).click();
  await expect(form.getByText('Enter the LDAP server’s host name or IP address.')).toBeVisible();
  await expect(form.getByText('Enter the base DN users are searched under.')).toBeVisible();
  await form.getByRole('switch', { name: /Enable periodic sync/ }).uncheck();

  await form.getByLabel('LDAP server address').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(slapd.port));
  await form.getByLabel('Binding admin DN').fill(SLAPD_ADMIN_DN);
  await form.getByLabel('Binding admin password').fill('not-the-password');
  await form.getByLabel('Base DN').fill(SLAPD_BASE_DN);
  await form.getByLabel('User filter').fill('(objectClass=inetOrgPerson)');
  await form.getByLabel('Login ID attribute').fill('uid');
  await form.getByLabel('LDAP ID attribute').fill('uid');
  await form.getByLabel('E-mail attribute').fill('mail');
  await form.getByLabel('First name attribute').fill('givenName');
  await form.getByLabel('Last name attribute').fill('sn');
  await expect(form.getByRole('button', { name: 'Test connection' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('LDAP settings saved')).toBeVisible();

  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('status')).toContainText('Invalid credentials');

  await form.getByLabel('Binding admin password').fill(SLAPD_ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Save connection' }).click();
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('status')).toHaveText('Connected and signed in to the directory.');
  // The stored password comes back as a placeholder, never in the clear.
  await page.reload();
  await expect(page.getByLabel('Binding admin password')).not.toHaveValue(SLAPD_ADMIN_PASSWORD);
  await shot(page, 'ldap-01-form');

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run finished')).toBeVisible();
  const history = page.getByRole('table', { name: 'Sync history' });
  const row = history.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Dry run');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Success');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'ldap-02-dry-run');
});

test('LDAP: with login on, a directory user signs in by login id and cannot change their password', async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.goto('/settings/ldap');
  const form = page.getByRole('form', { name: 'LDAP settings' });
  await form.getByRole('switch', { name: /Enable LDAP login/ }).check();
  await form.getByLabel('Login label').fill('Corporate ID');
  await form.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('LDAP settings saved')).toBeVisible();

  const context = await browser.newContext();
  try {
    const user = await context.newPage();
    await user.goto('/signin');
    await user.getByLabel('Corporate ID').fill('ada');
    await user.getByLabel('Password').fill('wrong-password');
    await user.getByRole('button', { name: 'Sign in' }).click();
    await expect(user.getByRole('alert')).toContainText('Wrong username or password');
    await user.getByLabel('Password').fill('ada-directory-pw');
    await shot(user, 'ldap-03-signin');
    await user.getByRole('button', { name: 'Sign in' }).click();
    await expect(user).not.toHaveURL(/\/signin/);

    await user.goto('/settings/personal');
    await expect(user.getByLabel('E-mail')).toHaveValue('ada@corp.example');
    await expect(user.getByLabel('E-mail')).not.toBeEditable();
    await expect(user.getByText(/Signed in with your LDAP directory account/)).toBeVisible();
    await expect(user.getByRole('button', { name: 'Change password' })).toHaveCount(0);
    await shot(user, 'ldap-04-personal');
  } finally {
    await context.close();
    // The other settings specs count the users and expect e-mail sign-in only.
    const users = (await (await page.request.get('/rest/users')).json()) as { data: Array<{ id: string; email?: string }> };
    for (const user of users.data.filter((u) => u.email === 'ada@corp.example')) {
      expect((await page.request.delete(`/rest/users/${user.id}`)).status()).toBe(200);
    }
    await form.getByRole('switch', { name: /Enable LDAP login/ }).uncheck();
    await form.getByRole('button', { name: 'Save connection' }).click();
    await expect(page.getByText('LDAP settings saved').first()).toBeVisible();
  }
});
