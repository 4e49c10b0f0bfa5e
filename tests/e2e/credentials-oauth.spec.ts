import { expect as baseExpect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import {
  credentialModal,
  field,
  fillFields,
  OAUTH1,
  shot,
  startNewCredential,
  startOAuth1Provider,
  type LocalServer,
} from './credentials-helpers';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * OAuth credentials against real local providers: oauth2-mock-server for OAuth2 (it
 * approves the authorization at once and issues real tokens) and a signature-checking
 * OAuth 1.0a provider. The connect button opens the real popup, the provider sends it back
 * to the server's callback, the popup closes and the modal shows the account connected.
 */
let provider: OAuth2Server;
let oauth1: LocalServer;

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  oauth1 = await startOAuth1Provider();
});
test.afterAll(async () => {
  await provider?.stop();
  await oauth1?.close();
});

/**
 * The server sends providers back to the URL it advertises (`http://localhost:<port>`), and
 * the callback must come from the same browser session that started the flow, so these
 * tests use the editor at that address, as a user following the docs would.
 */
function editorAt(path: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5699');
  base.hostname = 'localhost';
  return new URL(path, base).toString();
}

test.describe('OAuth credentials', () => {
  test('OAuth2 authorization code: connect an account in a popup', async ({ page }) => {
    await page.goto(editorAt('/credentials'));
    await startNewCredential(page, 'OAuth2 API');
    const modal = credentialModal(page);
    await modal.getByRole('textbox', { name: 'Credential name' }).fill('E2E OAuth2 provider');
    await expect(modal.getByRole('textbox', { name: 'OAuth Redirect URL' })).toHaveValue(/\/rest\/oauth2-credential\/callback$/);
    await fillFields(page, {
      'Authorization URL': `${provider.issuer.url}/authorize`,
      'Access Token URL': `${provider.issuer.url}/token`,
      'Client ID': 'e2e-client',
      'Client Secret': 'e2e-client-secret',
      Scope: 'openid,email profile',
    });
    await expect(modal.getByRole('button', { name: 'Connect my account' })).toBeVisible();

    // Connecting saves first, then runs the flow in a popup that closes itself.
    const popupPromise = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Connect my account' }).click();
    const popup = await popupPromise;
    await popup.waitForEvent('close');
    await expect(modal.getByRole('status', { name: 'Account connected' }).first()).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await shot(page, '06-modal-oauth-connected');

    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('status', { name: 'Connection tested successfully' })).toContainText('The account is connected.');

    // Reopened later, the credential still shows the connection.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open E2E OAuth2 provider' }).click();
    await expect(modal.getByRole('status', { name: 'Account connected' })).toBeVisible();
  });

  test('OAuth2 client credentials: no connect button, the test asks the token endpoint', async ({ page }) => {
    await page.goto('/credentials');
    await startNewCredential(page, 'OAuth2 API');
    const modal = credentialModal(page);
    await field(page, 'Grant Type').selectOption({ label: 'Client Credentials' });
    // Display options: the authorization URL only applies to the sign-in grants.
    await expect(field(page, 'Authorization URL')).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Connect my account' })).toHaveCount(0);
    await fillFields(page, {
      'Access Token URL': `${provider.issuer.url}/token`,
      'Client ID': 'machine',
      'Client Secret': 'machine-secret',
      Scope: 'read,write',
    });
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('status', { name: 'Connection tested successfully' })).toBeVisible();

    await fillFields(page, { 'Access Token URL': 'http://127.0.0.1:9/token' });
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('alert', { name: 'Couldn’t connect with these settings' })).toContainText('ECONNREFUSED');
  });

  test('OAuth1: connect through a signature-checking provider', async ({ page }) => {
    await page.goto(editorAt('/credentials'));
    await startNewCredential(page, 'OAuth1 API');
    const modal = credentialModal(page);
    await modal.getByRole('textbox', { name: 'Credential name' }).fill('E2E OAuth1 provider');
    await fillFields(page, {
      'Authorization URL': `${oauth1.base}/authorize`,
      'Access Token URL': `${oauth1.base}/access_token`,
      'Consumer Key': OAUTH1.consumerKey,
      'Consumer Secret': OAUTH1.consumerSecret,
      'Request Token URL': `${oauth1.base}/request_token`,
    });
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('alert', { name: 'Couldn’t connect with these settings' })).toBeVisible();

    const popupPromise = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Connect my account' }).click();
    await (await popupPromise).waitForEvent('close');
    await expect(modal.getByRole('status', { name: 'Account connected' }).first()).toBeVisible();
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('status', { name: 'Connection tested successfully' })).toBeVisible();
  });
});
