import { expect, test } from '@playwright/test';

test.describe('routes and shell', () => {
  test('the home route leads to workflows, with the main navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/workflows$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Workflows' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Templates' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  });

  test('a settings route shows the settings menu without disabled enterprise pages', async ({ page }) => {
    await page.goto('/settings/users');
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    // Without an owner account there is nobody to manage users for: the page offers owner setup
    // (settings-pages.spec.ts has the owner's page, auth-flow.spec.ts the setup from here).
    const offer = page.getByRole('region', { name: 'Set up the owner account' });
    await expect(offer.getByRole('heading', { name: 'Set up the owner account to manage users' })).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Set up owner account' })).toHaveAttribute('href', '/setup?redirect=%2Fsettings%2Fusers');
    await expect(menu.getByRole('link', { name: 'LDAP' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Log streaming' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/settings\/api$/);
    await expect(page.getByRole('heading', { name: 'API', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create an API key' })).toBeVisible();
  });

  test('the environments fake door records interest', async ({ page }) => {
    await page.goto('/settings/environments');
    await expect(page.getByRole('heading', { name: 'Environments are coming soon' })).toBeVisible();
    await page.getByRole('button', { name: 'Tell me when it is ready' }).click();
    await expect(page.getByRole('status', { name: 'Thanks for your interest' })).toBeVisible();
  });

  test('an unknown route shows the not-found view', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Go to workflows' }).click();
    await expect(page).toHaveURL(/\/workflows$/);
  });

  test('a read-only node view shows a notice the user can close', async ({ page }) => {
    await page.goto('/workflow/abc/executions');
    const tabs = page.getByRole('tablist', { name: 'Workflow sections' });
    await expect(tabs.getByRole('tab', { name: 'Executions' })).toHaveAttribute('aria-selected', 'true');
    const notice = page.getByRole('status', { name: 'Read-only' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close notification' }).click();
    await expect(notice).toBeHidden();

    await tabs.getByRole('tab', { name: 'Workflow' }).click();
    await expect(page).toHaveURL(/\/workflow\/abc$/);
    await expect(page.getByRole('heading', { name: 'Could not find workflow' })).toBeVisible();
  });

  test('an unreachable server gives an error toast that stays until closed', async ({ page }) => {
    await page.route('**/rest/settings', (route) => route.abort('connectionrefused'));
    await page.goto('/workflows');
    const toast = page.getByRole('alert', { name: 'Could not load the server settings' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('API-Server can not be reached. It is probably down.');
    await toast.getByRole('button', { name: 'Show details' }).click();
    await expect(toast.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
  });
});
