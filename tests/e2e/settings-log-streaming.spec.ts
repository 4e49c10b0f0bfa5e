import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The log-streaming settings page on the `settings` project's server (logStreaming on,
 * loopback allowed as a destination): the owner adds a webhook destination pointing at a
 * receiver this spec starts, sends a test event that arrives there, and deletes the
 * destination after confirming.
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

let receiver: Server;
let receiverUrl: string;
const received: Array<{ eventName: string; payload: Record<string, unknown> }> = [];

test.beforeAll(async ({ baseURL }) => {
  const setup = await playwrightRequest.newContext({ baseURL });
  await setup.post('/rest/owner/setup', { data: OWNER });
  await setup.dispose();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/audit`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('log streaming: the owner adds a webhook destination, sends a test event to it and deletes it', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/workflows');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill('log streaming settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/log-streaming$/);
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Log streaming' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Log streaming', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up a destination to get started' })).toBeVisible();
  await shot(page, 'log-streaming-01-empty');

  await page.getByRole('button', { name: 'Add first destination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log streaming destination' });
  await expect(dialog).toBeVisible();
  // Nothing but the type until one is chosen.
  await expect(dialog.getByRole('button', { name: 'Save destination' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveCount(0);
  await shot(page, 'log-streaming-02-modal-type');
  await dialog
    .getByRole('combobox', { name: 'Destination type' })
    .selectOption({ label: 'Webhook: An HTTP request per event, with the event as JSON.' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E receiver');
  await dialog.getByRole('button', { name: 'Save destination' }).click();
  await expect(dialog.getByText('Enter an http:// or https:// address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'URL' }).fill(receiverUrl);
  await dialog.getByRole('combobox', { name: 'Authentication' }).selectOption('bearerAuth');
  await dialog.getByLabel('Token').fill('e2e-token');
  await expect(dialog.getByRole('checkbox', { name: 'Audit events' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Node events' })).not.toBeChecked();
  await shot(page, 'log-streaming-03-modal-webhook');
  await dialog.getByRole('button', { name: 'Save destination' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Destination added', { exact: true })).toBeVisible();

  const card = page.getByRole('listitem', { name: 'E2E receiver' });
  await expect(card).toContainText('Webhook');
  await expect(card).toContainText(`POST ${receiverUrl}`);
  await expect(card).toContainText('Enabled');
  await shot(page, 'log-streaming-04-card');

  await card.getByRole('button', { name: 'Actions for E2E receiver' }).click();
  await shot(page, 'log-streaming-05-menu');
  await page.getByRole('menuitem', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event sent', { exact: true })).toBeVisible();
  await expect.poll(() => received.map((message) => message.eventName)).toContain('n8n.destination.test');

  // Editing keeps the token hidden and stored.
  await card.getByRole('button', { name: 'Edit E2E receiver' }).click();
  await expect(dialog.getByLabel('Token')).not.toHaveValue('e2e-token');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Actions for E2E receiver' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete destination?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'log-streaming-06-confirm-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add first destination' })).toBeVisible();
});
