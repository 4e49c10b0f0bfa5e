import { expect as baseExpect, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { startGoogleApiServer, type GoogleApiServer } from '../../app/server/nodes/shared/google/testing/google-api-server';
import { credentialModal, fillFields, shot, startNewCredential } from './credentials-helpers';
import { abcChain, abcLinks, openWorkflow } from './canvas-helpers';
import { blurAll, nodeCreator } from './editor-helpers';
import { createWorkflow, openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * Issue 22's Google Sheets journey, as a user: a Google Sheets OAuth2 credential is
 * connected through the real OAuth2 popup (oauth2-mock-server as Google's sign-in), its
 * test asks the Google stand-in who the account is; in a Google Sheets node the document
 * and the sheet are picked from the lists the stand-in's Drive and Sheets APIs give, the
 * header row becomes the columns to fill, and running the step appends the row to the
 * stand-in's sheet.
 */
let provider: OAuth2Server;
let google: GoogleApiServer;

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The provider's tokens are its own: the stand-in takes any bearer token.
  google = await startGoogleApiServer({ acceptAnyToken: true });
  google.addSpreadsheet('e2e-orders', 'E2E Orders', {
    Orders: [
      ['name', 'qty'],
      ['Ada', 2],
    ],
    Archive: [],
  });
  google.addSpreadsheet('e2e-budget', 'E2E Budget', { Sheet1: [] });
});
test.afterAll(async () => {
  await provider?.stop();
  await google?.close();
});

/** The editor at the address the server advertises to OAuth providers (see credentials-oauth.spec.ts). */
function editorAt(path: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5699');
  base.hostname = 'localhost';
  return new URL(path, base).toString();
}

test('Google Sheets: connect the account, pick document and sheet from the lists, append a row', async ({ page }) => {
  const credentialName = `E2E Google Sheets ${Date.now()}`;
  await page.goto(editorAt('/credentials'));
  await startNewCredential(page, 'Google Sheets OAuth2 API');
  const modal = credentialModal(page);
  await modal.getByRole('textbox', { name: 'Credential name' }).fill(credentialName);
  await fillFields(page, {
    'Authorization URL': `${provider.issuer.url}/authorize`,
    'Access Token URL': `${provider.issuer.url}/token`,
    'Client ID': 'e2e-google-client',
    'Client Secret': 'e2e-google-secret',
    'API Base URL': google.url,
  });
  const popupPromise = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Connect my account' }).click();
  const popup = await popupPromise;
  await popup.waitForEvent('close');
  await expect(modal.getByRole('status', { name: 'Account connected' }).first()).toBeVisible();
  await modal.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(modal.getByRole('status', { name: 'Connection tested successfully' })).toContainText('Connected as ada@switchyard.test.');
  await shot(page, 'google-sheets-credential');
  await page.keyboard.press('Escape');

  const credentials = (await (await page.request.get(editorAt('/rest/credentials'))).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  const credential = credentials.data.find((c) => c.name === credentialName)!;
  expect(credential).toBeDefined();
  const created = await page.request.post(editorAt('/rest/workflows'), {
    data: {
      name: 'E2E Google Sheets append',
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} },
        {
          id: 'g',
          name: 'Append Order',
          type: 'n8n-nodes-base.googleSheets',
          typeVersion: 4.7,
          position: [460, 300],
          parameters: {
            operation: 'append',
            documentId: { __rl: true, mode: 'list', value: '' },
            sheetName: { __rl: true, mode: 'list', value: '' },
            columns: { mappingMode: 'defineBelow', value: null },
          },
          credentials: { googleSheetsOAuth2Api: { id: credential.id, name: credential.name } },
        },
      ],
      connections: { Manual: { main: [[{ node: 'Append Order', type: 'main', index: 0 }]] } },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  const view = await openNode(page, id, 'Append Order');
  await view.getByRole('combobox', { name: 'Document', exact: true }).click();
  const documents = view.getByRole('listbox', { name: 'Document results' });
  await expect(documents.getByRole('option')).toHaveText([/E2E Orders/, /E2E Budget/]);
  await view.getByRole('searchbox', { name: 'Search Document' }).pressSequentially('orders');
  await expect(documents.getByRole('option')).toHaveCount(1);
  await documents.getByRole('option').filter({ hasText: 'E2E Orders' }).click();

  await view.getByRole('combobox', { name: 'Sheet', exact: true }).click();
  const sheets = view.getByRole('listbox', { name: 'Sheet results' });
  await expect(sheets.getByRole('option')).toHaveText([/Orders/, /Archive/]);
  await sheets.getByRole('option').filter({ hasText: 'Orders' }).click();

  const values = view.getByRole('region', { name: 'Values to Send' });
  await expect(values.getByRole('textbox', { name: 'name' })).toBeVisible();
  await values.getByRole('textbox', { name: 'name' }).fill('Grace');
  await values.getByRole('textbox', { name: 'qty' }).fill('3');
  await page.screenshot({ path: test.info().outputPath('google-sheets-ndv.png'), animations: 'disabled' });

  await view.getByRole('button', { name: 'Execute step' }).click();
  const output = view.getByRole('region', { name: 'Output' });
  await expect(output.getByText('1 item', { exact: true })).toBeVisible();
  const orders = google.books.get('e2e-orders')!.sheets.find((sheet) => sheet.title === 'Orders')!;
  expect(orders.rows.filter((row) => row.length > 0)).toEqual([
    ['name', 'qty'],
    ['Ada', 2],
    ['Grace', 3],
  ]);
});

test('the node creator finds the Google nodes, and Gmail and Drive parameters follow resource and operation', async ({ page, request }) => {
  await openWorkflow(page, request, abcChain, abcLinks);
  await blurAll(page);
  await page.keyboard.press('Tab');
  const creator = nodeCreator(page);
  const search = creator.getByRole('combobox', { name: 'Search nodes' });
  for (const name of ['Google Sheets', 'Google Drive', 'Gmail']) {
    await search.fill(name);
    await expect(creator.getByRole('option', { name, exact: true }).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');

  const id = await createWorkflow(page.request, 'Gmail parameters', {
    name: 'Gmail',
    type: 'n8n-nodes-base.gmail',
    typeVersion: 2.1,
    parameters: { sendTo: 'bob@example.com', subject: 'Report', message: 'Hello' },
  });
  const view = await openNode(page, id, 'Gmail');
  await expect(view.getByRole('combobox', { name: 'Resource' })).toBeVisible();
  await expect(view.getByRole('textbox', { name: 'To' })).toHaveValue('bob@example.com');
  await expect(view.getByRole('textbox', { name: 'Subject' })).toHaveValue('Report');
  await expect(view.getByRole('combobox', { name: 'Email Type' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('gmail-ndv.png'), animations: 'disabled' });
  await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Get Many' });
  await expect(view.getByRole('switch', { name: 'Return All' })).toBeVisible();
  await expect(view.getByRole('textbox', { name: 'To' })).toHaveCount(0);
  await view.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Label' });
  await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Create' });
  await expect(view.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await view.getByRole('button', { name: 'Back to canvas' }).click();

  const drive = await createWorkflow(page.request, 'Drive parameters', {
    name: 'Google Drive',
    type: 'n8n-nodes-base.googleDrive',
    typeVersion: 3,
    parameters: {},
  });
  const driveView = await openNode(page, drive, 'Google Drive');
  await expect(driveView.getByRole('textbox', { name: 'Input Data Field Name' })).toHaveValue('data');
  await expect(driveView.getByRole('combobox', { name: 'Parent Folder', exact: true })).toBeVisible();
  await driveView.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'File/Folder' });
  await expect(driveView.getByRole('combobox', { name: 'Search Method' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('drive-ndv.png'), animations: 'disabled' });
});
