import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { credentialModal, field } from './credentials-helpers';
import { openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * Credentials on a node: a select per credential type the node shows,
 * 'Create new credential' through the credential modal, created / renamed / deleted
 * credentials followed, the unavailable placeholder and the replacement message, the
 * credential issues, and HTTP Request's generic and predefined authentication. Other
 * specs share the server, so each test names its credentials with its own word.
 */
async function createCredential(request: APIRequestContext, name: string, type: string, data: Record<string, string>): Promise<string> {
  const response = await request.post('/rest/credentials', { data: { name, type, data } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function createWorkflow(request: APIRequestContext, name: string, node: Record<string, unknown>): Promise<string> {
  const response = await request.post('/rest/workflows', {
    data: { name, nodes: [{ id: 'n1', position: [300, 300], ...node }], connections: {} },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The chosen option's text of a native select. */
const chosenText = (select: Locator) => select.locator('option:checked');

async function closeCredentialModal(page: Page): Promise<void> {
  await credentialModal(page).getByRole('button', { name: 'Close' }).click();
  await expect(credentialModal(page)).toBeHidden();
}

test.describe('node details view: credentials on a node', () => {
  test('creates, renames and deletes the credential of a Webhook node from its select', async ({ page }) => {
    // Two of the type, so none is selected on its own (that is the next test's rule).
    await createCredential(page.request, 'Kestrel older', 'httpBasicAuth', { user: 'k', password: 'older-secret' });
    await createCredential(page.request, 'Kestrel oldest', 'httpBasicAuth', { user: 'k', password: 'oldest-secret' });
    const id = await createWorkflow(page.request, 'Kestrel webhook', {
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      webhookId: 'kestrel-hook',
      parameters: { path: 'kestrel' },
    });
    const view = await openNode(page, id, 'Webhook');

    // No credential select until the authentication asks for one.
    await expect(view.getByRole('combobox', { name: 'Credential to connect with' })).toHaveCount(0);
    await view.getByRole('combobox', { name: 'Authentication' }).selectOption({ label: 'Basic Auth' });
    const select = view.getByRole('combobox', { name: 'Credential to connect with' });
    await expect(chosenText(select)).toHaveText('Select Credential');
    await expect(view.getByRole('alert').filter({ hasText: 'Credentials for Basic Auth are not set.' })).toBeVisible();

    // 'Create new credential' opens the modal for that type; the saved credential is selected.
    await select.selectOption({ label: '+ Create new credential' });
    const modal = credentialModal(page);
    await expect(modal.getByRole('textbox', { name: 'Credential name' })).toHaveValue(/^Basic Auth account/);
    await modal.getByRole('textbox', { name: 'Credential name' }).fill('Kestrel fresh');
    await field(page, 'User').fill('kestrel');
    await field(page, 'Password').fill('fresh-secret');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
    await closeCredentialModal(page);
    await expect(chosenText(select)).toHaveText('Kestrel fresh');
    await expect(view.getByText('Credentials for Basic Auth are not set.')).toHaveCount(0);

    // Renamed in the modal: the node follows the new name.
    await view.getByRole('button', { name: 'Edit credential Kestrel fresh' }).click();
    await modal.getByRole('textbox', { name: 'Credential name' }).fill('Kestrel renamed');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
    await closeCredentialModal(page);
    await expect(chosenText(select)).toHaveText('Kestrel renamed');
    await expect(view.getByRole('button', { name: 'Edit credential Kestrel renamed' })).toBeVisible();

    // Deleted: the last usable Basic Auth credential takes its place.
    await view.getByRole('button', { name: 'Edit credential Kestrel renamed' }).click();
    await modal.getByRole('button', { name: 'Delete credential' }).click();
    await page.getByRole('alertdialog', { name: 'Delete credential?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(modal).toBeHidden();
    await expect(select.getByRole('option', { name: 'Kestrel renamed' })).toHaveCount(0);
    const options = select.locator('option:not([disabled])');
    const names = await options.allTextContents();
    const lastUsable = names.filter((n) => n !== '+ Create new credential').at(-1);
    expect(lastUsable).toBeTruthy();
    await expect(chosenText(select)).toHaveText(lastUsable!);
  });

  test('selects the only credential of the type on its own, as one undoable step', async ({ page }) => {
    // No other spec creates an IMAP credential on this server: this one is the only one.
    await createCredential(page.request, 'Wren mailbox', 'imap', { user: 'wren', password: 'wren-secret', host: '127.0.0.1', port: '993' });
    const id = await createWorkflow(page.request, 'Wren inbox', {
      name: 'Email Trigger (IMAP)',
      type: 'n8n-nodes-base.emailReadImap',
      typeVersion: 2.1,
      parameters: {},
    });
    const view = await openNode(page, id, 'Email Trigger \\(IMAP\\)');
    const select = view.getByRole('combobox', { name: 'Credential to connect with' });
    await expect(chosenText(select)).toHaveText('Wren mailbox');
    await expect(view.getByRole('alert').filter({ hasText: 'not set' })).toHaveCount(0);
    await view.getByRole('heading', { name: 'Output' }).click();
    await page.keyboard.press('Control+z');
    await expect(chosenText(select)).toHaveText('Select Credential');
  });

  test('names an unavailable credential, replaces it with a message, and undoes the choice', async ({ page }) => {
    await createCredential(page.request, 'Heron header', 'httpHeaderAuth', { name: 'X-Heron', value: 'heron-secret' });
    const id = await createWorkflow(page.request, 'Heron webhook', {
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      webhookId: 'heron-hook',
      parameters: { path: 'heron', authentication: 'headerAuth' },
      credentials: { httpHeaderAuth: { id: 'heron-gone-1', name: 'Heron vanished' } },
    });
    const view = await openNode(page, id, 'Webhook');
    const select = view.getByRole('combobox', { name: 'Credential to connect with' });
    await expect(chosenText(select)).toHaveText('Heron vanished (unavailable)');
    await expect(
      view.getByRole('alert').filter({ hasText: 'Credentials with name Heron vanished do not exist for Header Auth.' }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-H/webhook-credential-unavailable.png', animations: 'disabled' });

    await select.selectOption({ label: 'Heron header' });
    const toast = page.getByText('Nodes that used credential "Heron vanished" have been updated to use "Heron header"');
    await expect(toast).toBeVisible();
    await expect(page.getByText('Node credential updated')).toBeVisible();
    await expect(chosenText(select)).toHaveText('Heron header');
    await expect(view.getByText('Credentials with name Heron vanished do not exist for Header Auth.')).toHaveCount(0);

    // The choice is one undoable node update.
    await view.getByRole('heading', { name: 'Output' }).click();
    await page.keyboard.press('Control+z');
    await expect(chosenText(select)).toHaveText('Heron vanished (unavailable)');
    await page.keyboard.press('Control+Shift+z');
    await expect(chosenText(select)).toHaveText('Heron header');
  });

  test('HTTP Request: generic auth type, then its credential; predefined types are searchable', async ({ page }) => {
    // Two of the type, so neither is selected on its own (the only credential of a type would be).
    await createCredential(page.request, 'Puffin header', 'httpHeaderAuth', { name: 'X-Puffin', value: 'puffin-secret' });
    await createCredential(page.request, 'Puffin spare', 'httpHeaderAuth', { name: 'X-Puffin', value: 'puffin-spare' });
    const id = await createWorkflow(page.request, 'Puffin request', {
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.2,
      parameters: { url: 'https://example.com/puffins' },
    });
    const view = await openNode(page, id, 'HTTP Request');

    await view.getByRole('combobox', { name: 'Authentication' }).selectOption({ label: 'Generic Credential Type' });
    const authType = view.getByRole('combobox', { name: 'Generic Auth Type' });
    await expect(view.getByRole('alert').filter({ hasText: 'Select a credential type from the dropdown' })).toBeVisible();
    await expect(authType.locator('option:not([disabled])')).toHaveText([
      'Basic Auth',
      'Digest Auth',
      'Header Auth',
      'OAuth1 API',
      'OAuth2 API',
      'Query Auth',
    ]);
    await authType.selectOption({ label: 'Header Auth' });

    const select = view.getByRole('combobox', { name: 'Credential to connect with' });
    await expect(view.getByRole('alert').filter({ hasText: "Credentials for 'Header Auth' are not set." })).toBeVisible();
    await select.selectOption({ label: 'Puffin header' });
    await expect(chosenText(select)).toHaveText('Puffin header');
    await expect(view.getByText("Credentials for 'Header Auth' are not set.")).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots-H/http-request-credential.png', animations: 'disabled' });

    await view.getByRole('heading', { name: 'Output' }).click();
    await page.keyboard.press('Control+z');
    await expect(chosenText(select)).toHaveText('Select Credential');
    await page.keyboard.press('Control+Shift+z');
    await expect(chosenText(select)).toHaveText('Puffin header');

    // Predefined: a searchable list of app credential types.
    await view.getByRole('combobox', { name: 'Authentication' }).selectOption({ label: 'Predefined Credential Type' });
    const typeSearch = view.getByRole('combobox', { name: 'Credential Type' });
    await typeSearch.click();
    await typeSearch.fill('switchy');
    await expect(view.getByRole('listbox').getByRole('option')).toHaveText(['Switchyard API']);
    await page.screenshot({ path: '/tmp/shots-H/http-request-predefined.png', animations: 'disabled' });
    await view.getByRole('option', { name: 'Switchyard API' }).click();
    await expect(typeSearch).toHaveValue('Switchyard API');
    // The credential select follows the chosen type (other specs may have made Switchyard API credentials).
    await expect(
      view.getByRole('combobox', { name: 'Credential to connect with' }).getByRole('option', { name: 'Puffin header' }),
    ).toHaveCount(0);
  });
});
