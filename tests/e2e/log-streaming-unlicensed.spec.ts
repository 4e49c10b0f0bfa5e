import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The log-streaming settings page on the `editor` project's server, which has no
 * enterprise features: the page explains the feature and offers a contact link instead of
 * destinations, and the settings menu does not list it.
 */
test('log streaming without the feature: the Enterprise-plan view with a contact link', async ({ page }) => {
  await page.goto('/settings/log-streaming');
  await expect(page.getByRole('heading', { name: 'Log streaming', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available on the Enterprise plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('button', { name: 'Add first destination' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Log streaming' })).toHaveCount(0);
  const dir = process.env['SETTINGS_SHOTS_DIR'] ?? '/tmp/shots-settings';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, 'log-streaming-00-unlicensed.png'), animations: 'disabled' });
});
