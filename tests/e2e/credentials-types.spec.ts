import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  credentialModal,
  field,
  fillFields,
  shot,
  startAuthTarget,
  startNewCredential,
  TARGET,
  type LocalServer,
} from './credentials-helpers';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Each generic credential type, created through the editor as a user would, then tested
 * against a real local HTTP server that checks the authentication: the right secret gives
 * the success message, a wrong one the failure with the server's reason.
 */
let target: LocalServer;

test.beforeAll(async () => {
  target = await startAuthTarget();
});
test.afterAll(async () => {
  await target?.close();
});

const success = (page: Page) => credentialModal(page).getByRole('status', { name: 'Connection tested successfully' });
const failure = (page: Page) => credentialModal(page).getByRole('alert', { name: 'Couldn’t connect with these settings' });

async function saveAndTest(page: Page, name: string): Promise<void> {
  const modal = credentialModal(page);
  await modal.getByRole('textbox', { name: 'Credential name' }).fill(name);
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
  await modal.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(success(page)).toContainText('Connection successful!');
}

/** Replaces a secret with a wrong one, tests (failure), then closes without saving. */
async function testWrongSecret(page: Page, label: string): Promise<void> {
  await field(page, label).fill('wrong-secret');
  await credentialModal(page).getByRole('button', { name: 'Test', exact: true }).click();
  await expect(failure(page)).toContainText('The test request was refused: HTTP 401 Unauthorized.');
  await expect(success(page)).toHaveCount(0);
}

test.describe('credential types', () => {
  test('Basic Auth: create, test against a real server, fail with a wrong password', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Basic Auth');
    const modal = credentialModal(page);
    await expect(modal.getByRole('textbox', { name: 'Credential name' })).toHaveValue(/^Basic Auth account( \d+)?$/);
    await shot(page, '02-modal-new');
    await fillFields(page, { User: TARGET.basic.user, Password: TARGET.basic.password, 'Test URL': `${target.base}/basic` });
    // Secrets are masked and never get an edit window; other text fields do.
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await expect(modal.getByRole('button', { name: 'Open edit window for Password' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Open edit window for User' })).toBeEnabled();
    await saveAndTest(page, 'E2E Basic');
    await shot(page, '04-modal-test-success');

    // A saved secret comes back masked, not in clear.
    await expect(field(page, 'Password')).not.toHaveValue(TARGET.basic.password);
    await testWrongSecret(page, 'Password');
    await shot(page, '05-modal-test-failure');
    // The wrong password is an unsaved change: closing asks first, and discarding keeps the stored one.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Close without saving' }).click();
    await expect(modal).toBeHidden();

    // The stored credential still has the right password: reopen and test.
    await page.getByRole('button', { name: 'Open E2E Basic' }).click();
    await expect(modal.getByRole('textbox', { name: 'Credential name' })).toHaveValue('E2E Basic');
    await shot(page, '03-modal-edit');
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(success(page)).toBeVisible();
  });

  test('Header Auth', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Header Auth');
    await fillFields(page, { Name: TARGET.header.name, Value: TARGET.header.value, 'Test URL': `${target.base}/header` });
    await saveAndTest(page, 'E2E Header');
    await testWrongSecret(page, 'Value');
  });

  test('Query Auth', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Query Auth');
    await fillFields(page, { Name: TARGET.query.name, Value: TARGET.query.value, 'Test URL': `${target.base}/query` });
    await saveAndTest(page, 'E2E Query');
    await testWrongSecret(page, 'Value');
  });

  test('Digest Auth answers the server challenge', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Digest Auth');
    await fillFields(page, { User: TARGET.digest.user, Password: TARGET.digest.password, 'Test URL': `${target.base}/digest` });
    await saveAndTest(page, 'E2E Digest');
    await testWrongSecret(page, 'Password');
  });

  test("the instance's API key type", async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Switchyard API');
    await fillFields(page, { 'API Key': TARGET.apiKey, 'Base URL': `${target.base}/api/v1` });
    await saveAndTest(page, 'E2E Instance API');
    await field(page, 'API Key').fill('wrong-key');
    await credentialModal(page).getByRole('button', { name: 'Test', exact: true }).click();
    await expect(failure(page)).toBeVisible();
  });

  test('a test without a Test URL explains what to do', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'Basic Auth');
    await fillFields(page, { User: 'someone', Password: 'something' });
    await credentialModal(page).getByRole('button', { name: 'Test', exact: true }).click();
    await expect(failure(page)).toContainText('Nothing to test yet');
  });
});
