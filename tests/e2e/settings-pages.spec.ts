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
const MEMBER = { email: 'maria@example.com', firstName: 'Maria', lastName: 'Member', password: 'Member-Passw0rd' };

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
  // Another settings spec (they run one at a time on this server) may have set the owner up
  // already, with these same details.
  const owner = await playwrightRequest.newContext({ baseURL });
  if ((await owner.post('/rest/owner/setup', { data: OWNER })).status() !== 200) {
    expect((await owner.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
  }
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
    await expect(
      page.getByRole('region', { name: 'Basic information' }).getByText(`${RENAMED.firstName} ${RENAMED.lastName}`, { exact: true }),
    ).toBeVisible();

    // Still signed in: a reload keeps the page and shows the new details.
    await page.reload();
    await expect(page).toHaveURL(/\/settings\/personal$/);
    await expect(page.getByRole('form', { name: 'Basic information' }).getByRole('textbox', { name: 'E-mail' })).toHaveValue(RENAMED.email);
    await expect(page.getByRole('form', { name: 'Basic information' }).getByRole('textbox', { name: 'Last name' })).toHaveValue(
      RENAMED.lastName,
    );

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
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `${RENAMED.firstName} ${RENAMED.lastName}` }),
    ).toBeVisible();
  });

  test('users: the owner invites people (links shown without mail), sees them pending, copies a link and withdraws one', async ({
    page,
  }) => {
    await signIn(page, RENAMED);
    await page.goto('/settings/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Users' });
    const ownerRow = list.getByRole('listitem', { name: `${RENAMED.firstName} ${RENAMED.lastName}` });
    await expect(ownerRow).toContainText('Owner');
    await expect(ownerRow).toContainText('(you)');

    // Single sign-on is a fake door here (no SAML): interest is recorded, nothing pretends to work.
    const sso = page.getByRole('region', { name: 'Single sign-on (coming soon)' });
    await sso.getByRole('button', { name: 'Tell me when it is ready' }).click();
    await expect(toast(page, 'Thanks for your interest')).toBeVisible();
    await expect(sso.getByRole('button', { name: 'We will let you know' })).toBeDisabled();

    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    const field = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await field.fill(`${MEMBER.email}, not-an-address`);
    await dialog.getByRole('button', { name: 'Invite 2 users' }).click();
    await expect(field).toHaveAccessibleDescription('“not-an-address” is not a valid e-mail address.');
    await field.fill(`${MEMBER.email}\ntemp@example.com`);
    await dialog.getByRole('button', { name: 'Invite 2 users' }).click();
    const links = dialog.getByRole('list', { name: 'Invite links' });
    await expect(links.getByRole('textbox', { name: `Invite link for ${MEMBER.email}` })).toHaveValue(
      /\/signup\?inviterId=.+&inviteeId=.+&token=.+/,
    );
    await expect(links.getByRole('textbox', { name: 'Invite link for temp@example.com' })).toBeVisible();
    await shot(page, '04-users-invite-links');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const memberRow = list.getByRole('listitem', { name: MEMBER.email });
    await expect(memberRow).toContainText('Pending');
    await expect(list.getByRole('listitem', { name: 'temp@example.com' })).toContainText('Pending');
    await shot(page, '03-users');

    // The row's menu: copy the invite link; resending needs mail, which is not set up here.
    await memberRow.getByRole('button', { name: `Actions for ${MEMBER.email}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Resend invite' })).toHaveAttribute('aria-disabled', 'true');
    await shot(page, '05-users-menu');
    await page.getByRole('menuitem', { name: 'Copy invite link' }).click();
    await expect(toast(page, 'Invite link copied')).toBeVisible();

    // A pending user is deleted by withdrawing the invitation.
    await list.getByRole('button', { name: 'Actions for temp@example.com' }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete user' });
    await remove.getByRole('button', { name: 'Delete invitation' }).click();
    await expect(toast(page, 'Invitation withdrawn')).toBeVisible();
    await expect(list.getByRole('listitem', { name: 'temp@example.com' })).toHaveCount(0);
  });

  test('users: deleting a signed-up member offers transferring their work or deleting it after typing the words', async ({
    page,
    baseURL,
  }) => {
    // The member accepts the invitation (through the API: the sign-up screen has its own tests).
    const owner = await playwrightRequest.newContext({ baseURL });
    expect((await owner.post('/rest/login', { data: { email: RENAMED.email, password: RENAMED.password } })).status()).toBe(200);
    const pending = (
      (await (await owner.get('/rest/users')).json()) as { data: Array<{ id: string; email: string; inviteAcceptUrl?: string }> }
    ).data.find((u) => u.email === MEMBER.email)!;
    const link = new URL(pending.inviteAcceptUrl!);
    const member = await playwrightRequest.newContext({ baseURL });
    const signup = await member.post(`/rest/users/${pending.id}`, {
      data: {
        inviterId: link.searchParams.get('inviterId'),
        token: link.searchParams.get('token'),
        firstName: MEMBER.firstName,
        lastName: MEMBER.lastName,
        password: MEMBER.password,
      },
    });
    expect(signup.status()).toBe(200);
    await owner.dispose();
    await member.dispose();

    await signIn(page, RENAMED);
    await page.goto('/settings/users');
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: `${MEMBER.firstName} ${MEMBER.lastName}` });
    await expect(row).toContainText('Member');
    await row.getByRole('button', { name: `Actions for ${MEMBER.firstName} ${MEMBER.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    const confirm = dialog.getByRole('button', { name: 'Delete user' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('radio', { name: /Transfer their workflows and credentials/ }).check();
    await dialog
      .getByRole('combobox', { name: 'User to transfer to' })
      .selectOption({ label: `${RENAMED.firstName} ${RENAMED.lastName} (${RENAMED.email})` });
    await expect(confirm).toBeEnabled();
    await dialog.getByRole('radio', { name: /Delete their workflows and credentials/ }).check();
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type “delete all data” to confirm' }).fill('delete all data');
    await expect(confirm).toBeEnabled();
    await shot(page, '06-users-delete');
    // Keep the member for the next test.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('users: a member opening the Users page gets the not-allowed view', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/settings/users');
    await expect(page.getByRole('heading', { name: "You can't manage users" })).toBeVisible();
    await expect(page.getByText('Only the owner of this Switchyard instance can invite, see and remove users.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' })).toHaveCount(0);
    await shot(page, '07-users-not-allowed');
  });

  test('API: the owner creates a key, sees it once, calls the public API with it, then deletes it', async ({ page, baseURL }) => {
    await signIn(page, RENAMED);
    await page.goto('/settings/api');
    await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no API key')).toBeVisible();
    const docs = page.getByRole('link', { name: 'OpenAPI document' });
    await expect(docs).toHaveAttribute('href', `${baseURL}/api/v1/openapi.json`);
    await shot(page, '08-api-empty');

    await page.getByRole('button', { name: 'Create an API key' }).click();
    const shown = page.getByRole('region', { name: 'Your new API key' });
    const field = shown.getByRole('textbox', { name: 'API key' });
    await expect(field).toHaveValue(/^sy_api_.{20,}$/);
    const key = await field.inputValue();
    await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
    await shot(page, '09-api-created');

    // The key works against the public API, without any session.
    const outside = await playwrightRequest.newContext({ baseURL });
    expect((await outside.get('/api/v1/workflows', { headers: { 'X-N8N-API-KEY': key } })).status()).toBe(200);
    expect((await outside.get('/api/v1/openapi.json')).status()).toBe(200);

    // Shown once: after a reload only the masked form is left.
    await page.reload();
    const masked = page.getByRole('group', { name: 'Your API key' });
    await expect(masked).toContainText(`sy_api_****${key.slice(-4)}`);
    await expect(page.getByRole('region', { name: 'Your new API key' })).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);
    await shot(page, '10-api-masked');

    await masked.getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete your API key?' });
    await ask.getByRole('button', { name: 'Delete key' }).click();
    await expect(toast(page, 'API key deleted')).toBeVisible();
    await expect(page.getByText('You have no API key')).toBeVisible();
    expect((await outside.get('/api/v1/workflows', { headers: { 'X-N8N-API-KEY': key } })).status()).toBe(401);
    await outside.dispose();
  });

  test('API: "API reference" opens the Swagger UI viewer of the public API, which lists its operations', async ({ page, baseURL }) => {
    await signIn(page, RENAMED);
    await page.goto('/settings/api');
    const reference = page.getByRole('link', { name: 'API reference' });
    await expect(reference).toHaveAttribute('href', `${baseURL}/api/v1/docs/`);
    const opened = page.context().waitForEvent('page');
    await reference.click();
    const viewer = await opened;
    const refused: string[] = [];
    viewer.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await viewer.waitForLoadState();
    await expect(viewer.getByRole('heading', { name: /Switchyard public API/ })).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByText('/workflows', { exact: true }).first()).toBeVisible();
    await viewer.screenshot({ path: join(process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings', '11-api-reference.png') });
    expect(refused).toEqual([]);
  });

  test('usage and plan: the owner sees the instance counts and the enterprise features on; a member does not', async ({
    page,
    baseURL,
  }) => {
    // One active workflow (a schedule trigger), made through the REST API as the owner.
    const owner = await playwrightRequest.newContext({ baseURL });
    expect((await owner.post('/rest/login', { data: { email: RENAMED.email, password: RENAMED.password } })).status()).toBe(200);
    const schedule = {
      id: 'c1c7a3b0-8a4e-4b8e-9f43-0a1d2b3c4d5e',
      name: 'Schedule Trigger',
      type: 'n8n-nodes-base.scheduleTrigger',
      typeVersion: 1.2,
      position: [0, 0],
      parameters: { rule: { interval: [{ field: 'hours' }] } },
    };
    const created = await owner.post('/rest/workflows', { data: { name: 'Hourly report', nodes: [schedule], connections: {} } });
    expect(created.status()).toBe(200);
    const workflow = ((await created.json()) as { data: { id: string; versionId: string } }).data;
    expect((await owner.patch(`/rest/workflows/${workflow.id}`, { data: { active: true, versionId: workflow.versionId } })).status()).toBe(
      200,
    );
    expect((await owner.post('/rest/workflows', { data: { name: 'Draft', nodes: [], connections: {} } })).status()).toBe(200);
    await owner.dispose();

    await signIn(page, RENAMED);
    await page.goto('/workflows');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('usage and plan');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/usage$/);
    await expect(page.getByRole('heading', { name: 'Usage and plan', level: 1 })).toBeVisible();
    const stats = page.getByLabel('Usage', { exact: true });
    await expect(stats.getByRole('term').filter({ hasText: 'Active workflows' })).toBeVisible();
    await expect(stats.getByRole('definition').nth(0)).toHaveText(/^1\s*of 2 workflows$/);
    await expect(stats.getByRole('definition').nth(2)).toHaveText(/^2\s*no pending invitations$/);
    const features = page.getByRole('list', { name: 'Enterprise features' });
    await expect(features.getByRole('listitem', { name: 'Sharing' })).toContainText('On');
    await expect(features.getByRole('listitem', { name: 'LDAP' })).toContainText('On');
    await shot(page, '11-usage');

    await page.context().clearCookies();
    await signIn(page, MEMBER);
    await page.goto('/settings/usage');
    await expect(page.getByRole('heading', { name: 'Usage is for the owner' })).toBeVisible();
  });
});
