import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One account history on the `auth` project's own server (playwright.config.ts):
 * the default user, owner setup, sign-out, sign-in, password reset and an
 * invitation. Each step builds on the server state the previous one left, so
 * the tests run in order; each starts with a fresh browser context and signs in
 * itself where it needs to.
 *
 * Set AUTH_SHOTS_DIR to keep screenshots of the screens along the way.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'Owner-Passw0rd' };
const MEMBER = { email: 'member@example.com', firstName: 'Grace', lastName: 'Hopper', password: 'Member-Passw0rd' };
const BANNER_TEXT =
  'You are using Switchyard without an owner account. Set up an owner account to invite others and protect your workflows.';
const POLICY = [
  'Password must be 8 to 64 characters long.',
  'Password must contain at least 1 number.',
  'Password must contain at least 1 uppercase letter.',
];

async function shot(page: Page, name: string) {
  const dir = process.env['AUTH_SHOTS_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

const email = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });
const password = (page: Page) => page.getByLabel('Password', { exact: true });

async function signInThroughApi(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/rest/login', { data: { email: who.email, password: who.password } });
  expect(response.status()).toBe(200);
}

test.describe('accounts', () => {
  test('the default user is sent to owner setup, may skip it, and then sees the setup banner', async ({ page }) => {
    await page.goto('/workflows');
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { name: 'Set up owner account' })).toBeVisible();

    await page.getByRole('button', { name: 'Skip setup for now' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
    const banner = page.getByRole('region', { name: 'Owner account' });
    await expect(banner).toHaveText(new RegExp(BANNER_TEXT.replace(/\./g, '\\.')));
    await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
    await shot(page, 'banner');

    // The banner stays on every editor screen; the default user has no sidebar user entry.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credentials' }).click();
    await expect(page).toHaveURL(/\/credentials$/);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Set up' }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { name: 'Set up owner account' })).toBeVisible();
  });

  test('owner setup checks the form first, then creates the owner and signs them in', async ({ page }) => {
    // What the default user made moves to the owner; Users settings says so and offers setup.
    expect((await page.request.post('/rest/workflows', { data: { name: 'Before setup', nodes: [], connections: {} } })).status()).toBe(200);
    const credential = { name: 'Before setup key', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'v' } };
    expect((await page.request.post('/rest/credentials', { data: credential })).status()).toBe(200);
    await page.goto('/settings/users');
    const offer = page.getByRole('region', { name: 'Set up the owner account' });
    await expect(offer).toContainText("Your 1 workflow and 1 credential will become the owner's.");
    await shot(page, 'users-setup-offer');
    await offer.getByRole('link', { name: 'Set up owner account' }).click();
    await expect(page).toHaveURL(/\/setup\?redirect=%2Fsettings%2Fusers$/);
    await email(page).fill('not-an-email');
    await password(page).fill('weak');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(email(page)).toBeFocused();
    await expect(email(page)).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name.');
    await expect(password(page)).toHaveAccessibleDescription(/^3 password requirements are not met\./);
    const rules = page.getByRole('list', { name: 'Password requirements' });
    for (const message of POLICY) await expect(rules.getByRole('listitem').filter({ hasText: message })).toBeVisible();
    await shot(page, 'setup-errors');

    // A rule the password meets turns green as a whole, its words as well as its tick.
    await password(page).fill('longer-with-1');
    const met = rules.getByRole('listitem').filter({ hasText: `${POLICY[1]} Met.` });
    await expect(met).toBeVisible();
    const coloursOf = () =>
      met.evaluate((li) => ({
        text: getComputedStyle(li.querySelector('span') as Element).color,
        tick: getComputedStyle(li.querySelector('svg') as Element).color,
      }));
    // The colours ease in (a CSS transition): wait until both have settled on the same green.
    await expect
      .poll(async () => {
        const { text, tick } = await coloursOf();
        return text === tick;
      })
      .toBe(true);
    const colours = await coloursOf();
    const pending = rules.getByRole('listitem').filter({ hasText: `${POLICY[2]} Not met yet.` });
    expect(await pending.evaluate((li) => getComputedStyle(li.querySelector('span') as Element).color)).not.toBe(colours.text);
    await shot(page, 'setup-rules-met');

    await email(page).fill(OWNER.email);
    await page.getByRole('textbox', { name: 'First name' }).fill(OWNER.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(OWNER.lastName);
    await password(page).fill(OWNER.password);
    await expect(rules.getByRole('listitem').filter({ hasText: 'Met.' })).toHaveCount(POLICY.length);
    await shot(page, 'setup-all-rules-met');
    await page.getByRole('button', { name: 'Next' }).click();

    // Back where setup was offered, now as the owner, with the data still there.
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Owner account' })).toHaveCount(0);
    const owned = (await (await page.request.get('/rest/workflows')).json()) as { data: Array<{ name: string }> };
    expect(owned.data.map((w) => w.name)).toContain('Before setup');
    await page.goto('/workflows');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Owner setup is done: its screen now leads back to the editor.
    await page.goto('/setup');
    await expect(page).toHaveURL(/\/workflows$/);
  });

  test('signing out from the palette sends every editor route to sign-in, with the way back', async ({ page }) => {
    await signInThroughApi(page, OWNER);
    await page.goto('/workflows');
    await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();

    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('sign out');
    const option = page.getByRole('option', { name: /^Sign out/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Account');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await shot(page, 'signin');

    for (const location of [
      '/workflows',
      '/credentials',
      '/workflow/new',
      '/workflow/abc/executions',
      '/settings/personal',
      '/executions?status=error',
    ]) {
      await page.goto(location);
      await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(location)}`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    }
  });

  test('sign-in shows the server message for a wrong password, then returns to the original route', async ({ page }) => {
    await page.goto('/workflows?search=orders');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fworkflows%3Fsearch%3Dorders$/);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(email(page)).toBeFocused();
    await expect(email(page)).toHaveAccessibleDescription('Enter your e-mail address.');

    await email(page).fill(OWNER.email);
    await password(page).fill('Wrong-Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password. Do you have caps lock on?' })).toBeVisible();
    await expect(password(page)).toBeFocused();
    await shot(page, 'signin-error');

    await password(page).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/workflows\?search=orders$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();

    // Signed in, the sign-in screen leads straight on.
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/workflows$/);
  });

  test('forgot-password always confirms; a bad reset link offers a new one', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot my password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await email(page).fill(OWNER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`If ${OWNER.email} is registered, we sent a link to reset the password.`);
    await shot(page, 'forgot-password');

    await page.goto('/change-password?token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('The link to reset your password is invalid or has expired.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an invited member signs up from the invite link and is signed in', async ({ page }) => {
    await signInThroughApi(page, OWNER);
    const invited = await page.request.post('/rest/users', { data: [{ email: MEMBER.email }] });
    expect(invited.status()).toBe(200);
    const [entry] = ((await invited.json()) as { data: Array<{ user: { inviteAcceptUrl: string } }> }).data;
    const link = new URL(entry?.user.inviteAcceptUrl ?? '', 'http://switchyard.invalid');
    expect(link.pathname).toBe('/signup');

    await page.context().clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Ada Lovelace has invited you')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

    await page.getByRole('textbox', { name: 'First name' }).fill(MEMBER.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(MEMBER.lastName);
    await password(page).fill(MEMBER.password);
    await shot(page, 'signup');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/workflows$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Owner account' })).toHaveCount(0);
  });

  test('too many sign-in attempts show the server message', async ({ page }) => {
    await page.goto('/signin');
    await email(page).fill('nobody@example.com');
    await password(page).fill('Wrong-Passw0rd');
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText('Wrong username or password. Do you have caps lock on?');
      await expect(page.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy', 'true');
    }
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toContainText('Too many failed sign-in attempts. Try again in');
  });
});
