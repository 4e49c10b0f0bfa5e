import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { startProductApi, type ProductApiServer } from '../fixtures/servers/product-api-server';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The surveys and prompts on the `surveys` project's own server (playwright.config.ts:
 * personalization on, diagnostics on, the product API pointed at the stand-in started here):
 * the owner sets up the instance and gets the personalization survey, then the product API's
 * value survey and the onboarding-call prompt; after the owner's workflow first runs in
 * production, the user-activation survey. Each is shown once. Then the version notices the
 * stand-in's version list causes. One account history, in order.
 *
 * Screenshots go to SURVEYS_SHOTS_DIR (default /tmp/shots-surveys).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = { email: 'sam@example.com', firstName: 'Sam', lastName: 'Surveyed', password: 'Owner-Passw0rd' };
const PRODUCT_API_PORT = Number(process.env['E2E_PRODUCT_API_PORT'] ?? Number(process.env['E2E_PORT'] ?? 5699) + 1004);

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SURVEYS_SHOTS_DIR'] ?? '/tmp/shots-surveys';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

let productApi: ProductApiServer;
test.beforeAll(async () => {
  productApi = await startProductApi(PRODUCT_API_PORT, {
    prompts: { title: 'How likely are you to recommend Switchyard?', showValueSurvey: true, showContactPrompt: false },
    onboardingPrompt: { title: 'Want a hand getting started?', description: 'Book a free onboarding call.', toast_sequence_number: 1 },
  });
});
test.afterAll(() => productApi.close());

const calls = (method: string, path: string) => productApi.calls.filter((c) => c.method === method && c.path === path);

test('after owner setup: the personalization survey, the value survey and the onboarding-call prompt, each once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Set up owner account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(OWNER.email);
  await page.getByRole('textbox', { name: 'First name' }).fill(OWNER.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(OWNER.lastName);
  await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Next' }).click();

  const survey = page.getByRole('dialog', { name: 'Customize Switchyard to you' });
  await expect(survey).toBeVisible();
  await survey.getByRole('combobox', { name: 'How big is your company?' }).selectOption('<20');
  await expect(survey.getByRole('combobox', { name: 'How big is your company?' }).locator('option')).toHaveText([
    'Select…',
    'Less than 20 people',
    '20-99 people',
    '100-499 people',
    '500-999 people',
    '1000+ people',
    "I'm not using it for work",
  ]);
  await survey.getByRole('combobox', { name: 'How would you rate your coding skills?' }).selectOption('4');
  await survey.getByRole('checkbox', { name: /Inform me about security vulnerabilities/ }).check();
  await shot(page, '01-personalization');
  await survey.getByRole('button', { name: 'Get started' }).click();
  await expect(survey).toBeHidden();

  const me = (await (await page.request.get('/rest/login')).json()) as { data: { personalizationAnswers: Record<string, string> } };
  expect(me.data.personalizationAnswers).toMatchObject({ companySize: '<20', codingSkill: '4' });
  await expect.poll(() => calls('POST', '/accounts/onboarding').length).toBe(1);
  expect(calls('POST', '/accounts/onboarding')[0]?.body).toMatchObject({ email: OWNER.email, agree: true });

  // The product API asks for the value survey.
  const value = page.getByRole('dialog', { name: 'Tell us how we are doing' });
  await expect(value).toBeVisible();
  expect(calls('GET', '/prompts')[0]?.headers['n8n-user-id']).toBeTruthy();
  await value.getByRole('button', { name: '9', exact: true }).click();
  await expect(value.getByRole('button', { name: '9', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(value.getByRole('textbox')).toHaveValue(OWNER.email);
  await shot(page, '02-value-survey');
  // A mistyped address is refused before anything is sent, and what was typed stays.
  await value.getByRole('textbox').fill('sam@example');
  await value.getByRole('button', { name: 'Send' }).click();
  await expect(value.getByRole('alert')).toHaveText('Enter a valid e-mail address, or leave it empty.');
  await expect(value.getByRole('textbox')).toHaveValue('sam@example');
  expect(calls('POST', '/value-survey')).toHaveLength(0);
  await value.getByRole('textbox').fill(OWNER.email);
  await expect(value.getByRole('alert')).toHaveCount(0);
  await value.getByRole('button', { name: 'Send' }).click();
  await expect(value).toBeHidden();
  expect(calls('POST', '/value-survey')[0]?.body).toEqual({ value: '9', email: OWNER.email });

  // Then the onboarding-call prompt, as a toast that leads to the sign-up.
  const prompt = page.getByRole('status').filter({ hasText: 'Want a hand getting started?' });
  await expect(prompt).toBeVisible();
  await shot(page, '03-onboarding-toast');
  await prompt.getByRole('button', { name: 'Sign up for a call' }).click();
  const signup = page.getByRole('dialog', { name: 'Onboarding call' });
  await expect(signup.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue(OWNER.email);
  await signup.getByRole('textbox', { name: 'Your e-mail address' }).fill('');
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(signup.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
  expect(calls('POST', '/prompts/onboarding')).toHaveLength(0);
  await signup.getByRole('textbox', { name: 'Your e-mail address' }).fill(OWNER.email);
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(signup).toBeHidden();
  expect(calls('POST', '/prompts/onboarding')[0]?.body).toMatchObject({ email: OWNER.email });

  // Answered: a new page load asks nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("after the owner's workflow first runs in production: the activation survey, once", async ({ page }) => {
  expect((await page.request.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
  const created = await page.request.post('/rest/workflows', {
    data: {
      name: 'Ping',
      nodes: [
        {
          id: 'w1',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 1,
          position: [0, 0],
          webhookId: 'surveys-ping',
          parameters: { path: 'surveys-ping', responseMode: 'onReceived' },
        },
      ],
      connections: {},
    },
  });
  const workflow = ((await created.json()) as { data: { id: string; versionId: string } }).data;
  const activated = await page.request.patch(`/rest/workflows/${workflow.id}`, { data: { active: true, versionId: workflow.versionId } });
  expect(activated.status(), await activated.text()).toBe(200);
  expect((await page.request.get('/webhook/surveys-ping')).status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/rest/login')).json()) as { data: { settings: { showUserActivationSurvey?: boolean } } }).data
          .settings.showUserActivationSurvey,
    )
    .toBe(true);

  await page.goto('/workflows');
  const survey = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(survey).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Send' })).toBeDisabled();
  await survey.getByRole('textbox', { name: /What did you build/ }).fill('A ping monitor for our API');
  await shot(page, '04-activation-survey');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(survey).toBeHidden();
  await expect(page.getByText('Thanks for your feedback', { exact: true })).toBeVisible();
  expect(calls('POST', '/activation-survey')[0]?.body).toEqual({ feedback: 'A ping monitor for our API' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('version notices: the sidebar counts the newer releases, the modal lists them, a security issue raises a toast', async ({ page }) => {
  expect((await page.request.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
  const current = ((await (await page.request.get('/rest/settings')).json()) as { data: { versionCli: string } }).data.versionCli;
  const patch = semver.inc(current, 'patch') ?? '';
  const minor = semver.inc(current, 'minor') ?? '';
  productApi.script = {
    ...productApi.script,
    versions: [
      { name: current, createdAt: '2026-10-01T00:00:00Z', hasSecurityIssue: true, securityIssueFixVersion: patch },
      {
        name: patch,
        createdAt: '2026-11-01T00:00:00Z',
        hasSecurityFix: true,
        description: '<p>Fixes <strong>a leak</strong></p><img src=x onerror="window.pwned=1">',
      },
      {
        name: minor,
        createdAt: '2026-11-20T00:00:00Z',
        hasBreakingChange: true,
        description: '<p>New canvas</p>',
        nodes: [{ name: 'n8n-nodes-base.set', displayName: 'Edit Fields' }],
      },
    ],
  };
  await page.goto('/workflows');
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Critical update available' });
  await expect(toast).toContainText(`fixed in ${patch}`);
  const entry = page.getByRole('button', { name: '2 updates available' });
  await expect(entry).toBeVisible();
  await entry.click();
  const modal = page.getByRole('dialog', { name: 'Updates' });
  await expect(modal.getByRole('listitem')).toHaveCount(2);
  await expect(modal.getByRole('listitem').first()).toHaveAccessibleName(`Version ${minor}`);
  await expect(modal.getByRole('listitem').first()).toContainText('Breaking changes');
  await expect(modal.getByRole('listitem').first()).toContainText('Edit Fields');
  await expect(modal.getByRole('listitem').nth(1)).toContainText('Security fix');
  await expect(modal.getByText('a leak')).toBeVisible();
  // The list's HTML is sanitized: no image, no script ran.
  await expect(modal.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(modal.getByRole('link', { name: 'How to update Switchyard' })).toHaveAttribute('href', /how-to-update$/);
  await shot(page, '05-versions');
  expect(productApi.calls.find((c) => c.path === `/versions/${current}`)?.headers['n8n-instance-id']).toBeTruthy();
});

test('experiments (variants pinned): the Get started checklist on the workflows page, and the palette tip once', async ({ page }) => {
  expect((await page.request.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
  const me = (await (await page.request.get('/rest/login')).json()) as { data: { featureFlags: Record<string, string> } };
  expect(me.data.featureFlags).toEqual({ 'adoption-test': 'variant', 'checklist-test': 'variant' });
  await page.goto('/workflows');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  // The owner has a workflow (active) from the earlier test, no credential and no teammate.
  await expect(checklist).toContainText('2 of 4 done');
  await expect(checklist.getByRole('link', { name: 'Connect an app with a credential' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Invite a teammate' })).toBeVisible();
  await expect(checklist.getByText('Create your first workflow (done)')).toBeVisible();
  await shot(page, '06-checklist');
  await checklist.getByRole('button', { name: 'Hide the checklist' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workflows' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ping' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Tip: everything is a keystroke away' })).toBeVisible();
  await page.goto('/workflows');
  await page.getByRole('link', { name: 'Ping' }).first().click();
  await expect(page).toHaveURL(/\/workflow\//);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('status').filter({ hasText: 'Tip: everything is a keystroke away' })).toHaveCount(0);
});
