import { expect as baseExpect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTestIdp, type TestIdp } from '../integration/saml-idp-helpers';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The SSO settings page on the `sso` project's server (saml, ldap and logStreaming on), against the test IdP
 * this spec starts (tests/integration/saml-idp-helpers.ts): the owner pastes the IdP
 * metadata, saves, tests the settings (the IdP's attributes in a new window) and activates
 * SAML sign-in; a new browser clicks "Sign in with SSO", goes through the IdP and, as the IdP
 * sent no names, gives them on SamlOnboarding before landing on the workflows. A member sees
 * no SSO, LDAP or Log streaming entry in the settings menu. SAML sign-in is turned off and
 * the users this spec made are removed again, so a rerun on the same server starts clean.
 * Screenshots go to SETTINGS_SHOTS_DIR (default /tmp/shots-settings).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner-Passw0rd' };
const SSO_USER = 'nia.newcomer@corp.example';
const MEMBER = { email: 'sam.member@example.com', password: 'Sam-Member-Passw0rd' };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function signInAsOwner(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } });
  expect(answer.status()).toBe(200);
}

async function deleteUsers(request: APIRequestContext, emails: readonly string[]): Promise<void> {
  const users = (await (await request.get('/rest/users')).json()) as { data: Array<{ id: string; email?: string }> };
  for (const user of users.data.filter((u) => u.email !== undefined && emails.includes(u.email))) {
    expect((await request.delete(`/rest/users/${user.id}`)).status()).toBe(200);
  }
}

let idp: TestIdp;

test.beforeAll(async ({ baseURL }) => {
  const setup = await playwrightRequest.newContext({ baseURL });
  await setup.post('/rest/owner/setup', { data: OWNER });
  await setup.dispose();
  idp = await startTestIdp();
  // Nia's IdP account has an e-mail address but no names: SamlOnboarding asks for them.
  idp.user = { nameId: SSO_USER, attributes: { 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': SSO_USER } };
});

test.afterAll(async ({ baseURL }) => {
  const owner = await playwrightRequest.newContext({ baseURL });
  await signInAsOwner(owner);
  await owner.post('/rest/sso/saml/config/toggle', { data: { loginEnabled: false } });
  await deleteUsers(owner, [SSO_USER, MEMBER.email]);
  await owner.dispose();
  await idp?.stop();
});

test('SSO: the owner pastes the IdP metadata, tests the settings and activates SAML sign-in', async ({ page, baseURL }) => {
  await signInAsOwner(page.request);
  await page.goto('/workflows');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill('sso settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/sso$/);
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'SSO settings' });
  // This instance's URLs for the IdP, each with a copy button.
  await expect(form.getByRole('textbox', { name: 'Entity ID' })).toHaveValue(/\/rest\/sso\/saml\/metadata$/);
  await expect(form.getByRole('textbox', { name: 'Redirect URL' })).toHaveValue(/\/rest\/sso\/saml\/acs$/);
  await expect(form.getByRole('button', { name: 'Copy Entity ID' })).toBeVisible();
  await expect(form.getByRole('switch', { name: /Activated/ })).toBeDisabled();

  // Saving without metadata is held back by the form.
  await form.getByRole('radio', { name: 'XML' }).check();
  await form.getByLabel('E-mail').fill('http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Paste the identity provider metadata XML.')).toBeVisible();

  await form.getByLabel('Identity provider metadata XML').fill(idp.metadata);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('SSO settings saved')).toBeVisible();
  await shot(page, 'sso-01-settings');

  // Test settings: a new window goes through the IdP and shows what it sent.
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Test settings' }).click()]);
  await expect(popup.getByRole('heading', { name: 'SAML connection test was successful' })).toBeVisible();
  await expect(popup.getByRole('cell', { name: SSO_USER }).first()).toBeVisible();
  await shot(popup, 'sso-02-test-result');
  await popup.close();

  // The switch follows the server: it turns on once activation is saved.
  await form.getByRole('switch', { name: /Activated/ }).click();
  await expect(page.getByText('SAML sign-in activated')).toBeVisible();
  await expect(form.getByRole('switch', { name: /Activated/ })).toBeChecked();
  const settings = (await (await page.request.get(`${baseURL}/rest/settings`)).json()) as {
    data: { userManagement: { authenticationMethod: string } };
  };
  expect(settings.data.userManagement.authenticationMethod).toBe('saml');
});

test('SSO: a new browser signs in with SSO and gives the names the IdP did not send', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const user = await context.newPage();
    await user.goto('/signin');
    await expect(user.getByRole('button', { name: 'Sign in with SSO' })).toBeVisible();
    await shot(user, 'sso-03-signin');
    await user.getByRole('button', { name: 'Sign in with SSO' }).click();
    await expect(user).toHaveURL(/\/saml\/onboarding$/);
    await expect(user.getByRole('heading', { name: 'Welcome to Switchyard' })).toBeVisible();
    await user.getByLabel('First name').fill('Nia');
    await user.getByLabel('Last name').fill('Newcomer');
    await shot(user, 'sso-04-onboarding');
    await user.getByRole('button', { name: 'Continue' }).click();
    await expect(user).toHaveURL(/\/workflows$/);
    const me = (await (await user.request.get(new URL('/rest/login', user.url()).toString())).json()) as {
      data: { email: string; firstName: string; lastName: string; signInType: string };
    };
    expect(me.data).toMatchObject({ email: SSO_USER, firstName: 'Nia', lastName: 'Newcomer', signInType: 'saml' });

    // The identity provider owns the e-mail and the password.
    await user.goto(new URL('/settings/personal', user.url()).toString());
    await expect(user.getByLabel('E-mail')).toHaveValue(SSO_USER);
    await expect(user.getByLabel('E-mail')).not.toBeEditable();
    await expect(user.getByText('Signed in with SSO through your identity provider')).toBeVisible();
    await expect(user.getByRole('button', { name: 'Change password' })).toHaveCount(0);
    await shot(user, 'sso-07-personal');
  } finally {
    await context.close();
  }
});

test('SSO: a refused response comes back to the sign-in page with its reason', async ({ browser, baseURL }) => {
  idp.options = { signed: false };
  const context = await browser.newContext({ baseURL });
  try {
    const user = await context.newPage();
    await user.goto('/signin');
    await user.getByRole('button', { name: 'Sign in with SSO' }).click();
    await expect(user).toHaveURL(/\/signin\?ssoError=unsigned$/);
    await expect(user.getByRole('alert')).toContainText("The identity provider's response is not signed");
    await shot(user, 'sso-05-refused');
  } finally {
    idp.options = {};
    await context.close();
  }
});

test('settings menu: the owner sees SSO, LDAP and Log streaming; a member does not', async ({ page, browser, baseURL }) => {
  await signInAsOwner(page.request);
  // A member, invited and signed up through the API (the sign-up screen has its own tests).
  const invite = await page.request.post('/rest/users', { data: [{ email: MEMBER.email }] });
  const invited = ((await invite.json()) as { data: Array<{ user: { id: string; inviteAcceptUrl: string } }> }).data[0]!.user;
  const token = new URL(invited.inviteAcceptUrl).searchParams.get('token');
  const ownerId = ((await (await page.request.get('/rest/login')).json()) as { data: { id: string } }).data.id;
  const signup = await page.request.post(`/rest/users/${invited.id}`, {
    data: { inviterId: ownerId, token, firstName: 'Sam', lastName: 'Member', password: MEMBER.password },
  });
  expect(signup.status()).toBe(200);

  await signInAsOwner(page.request);
  await page.goto('/settings/personal');
  const ownerMenu = page.getByRole('navigation', { name: 'Settings' });
  for (const name of ['SSO', 'LDAP', 'Log streaming']) await expect(ownerMenu.getByRole('link', { name })).toBeVisible();

  const context = await browser.newContext({ baseURL });
  try {
    const member = await context.newPage();
    // With SAML sign-in on, members sign in with SSO only: turn it off for this check.
    await page.request.post('/rest/sso/saml/config/toggle', { data: { loginEnabled: false } });
    expect((await member.request.post('/rest/login', { data: MEMBER })).status()).toBe(200);
    await member.goto('/settings/personal');
    const menu = member.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link', { name: 'Personal' })).toBeVisible();
    for (const name of ['SSO', 'LDAP', 'Log streaming']) await expect(menu.getByRole('link', { name })).toHaveCount(0);
    await shot(member, 'sso-06-member-menu');
  } finally {
    await context.close();
  }
});
