import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { credentialModal, shot } from './credentials-helpers';

// The machines these run on are shared and slow: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The credentials list: cards with type, owner and update time, search, sort by name and
 * by date (from the menu and from the palette), delete from a card's menu and from the
 * modal, each behind a confirm. Other specs share this server, so every test names its
 * credentials with its own word and searches for it.
 */
async function create(request: APIRequestContext, name: string, type = 'httpHeaderAuth'): Promise<string> {
  const response = await request.post('/rest/credentials', { data: { name, type, data: { name: 'X-Key', value: 'secret' } } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Credentials' }).getByRole('listitem');

async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill(title);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
}

test.describe('credentials list', () => {
  test('cards show type, owner and update time; search and both sorts work', async ({ page }) => {
    await create(page.request, 'Walrus beta', 'httpBasicAuth');
    const alpha = await create(page.request, 'Walrus alpha');
    await create(page.request, 'Walrus gamma', 'httpQueryAuth');
    // alpha is updated last, so it leads the date order.
    expect((await page.request.patch(`/rest/credentials/${alpha}`, { data: { name: 'Walrus alpha' } })).status()).toBe(200);

    await page.goto('/credentials');
    await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search credentials' }).fill('walrus');
    await expect(cards(page)).toHaveCount(3);
    const beta = page.getByRole('listitem', { name: 'Walrus beta' });
    await expect(beta).toContainText('Basic Auth');
    await expect(beta).toContainText('You');
    await expect(beta).toContainText(/Last updated (just now|\d+ minutes? ago)/);
    await shot(page, '01-list');

    await expect(cards(page).first()).toHaveAccessibleName('Walrus alpha');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (Z-A)' });
    await expect(cards(page).first()).toHaveAccessibleName('Walrus gamma');
    await expect(cards(page).last()).toHaveAccessibleName('Walrus alpha');

    // The same from the palette.
    await runCommand(page, 'Sort credentials by name');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nameAsc');
    await expect(cards(page).first()).toHaveAccessibleName('Walrus alpha');
    await expect(cards(page).nth(1)).toHaveAccessibleName('Walrus beta');

    // Search matches the type's name too, and says when nothing matches.
    await page.getByRole('searchbox', { name: 'Search credentials' }).fill('walrus query');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Walrus gamma');
    await page.getByRole('searchbox', { name: 'Search credentials' }).fill('walrus nothing-like-this');
    await expect(page.getByText('No credentials match “walrus nothing-like-this”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search credentials' })).toHaveValue('');
  });

  test('delete from the card menu asks first', async ({ page }) => {
    await create(page.request, 'Narwhal keep');
    await create(page.request, 'Narwhal drop');
    await page.goto('/credentials');
    await page.getByRole('searchbox', { name: 'Search credentials' }).fill('narwhal');
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Actions for Narwhal drop' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete credential?' });
    await expect(confirm).toContainText('Narwhal drop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Actions for Narwhal drop' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Narwhal keep');
  });

  test('create from the palette, rename, then delete from the modal', async ({ page }) => {
    await page.goto('/credentials');
    await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
    await runCommand(page, 'Create a new credential');
    const picker = page.getByRole('dialog', { name: 'Add new credential' });
    await picker.getByRole('searchbox', { name: 'Search for app or service' }).fill('header auth');
    // Keyboard: arrow to the type, Enter continues.
    await page.keyboard.press('ArrowDown');
    await expect(picker.getByRole('option', { name: 'Header Auth' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, '00-select-credential-type');
    await page.keyboard.press('Enter');
    const modal = credentialModal(page);
    const name = modal.getByRole('textbox', { name: 'Credential name' });
    await expect(name).toHaveValue(/^Header Auth account( \d+)?$/);
    await name.fill('Orca temporary');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
    // The list behind the modal (hidden from assistive technology while it is open) has it.
    await expect(page.getByRole('listitem', { name: 'Orca temporary', includeHidden: true })).toHaveCount(1);
    await modal.getByRole('tab', { name: 'Details' }).click();
    await expect(modal.getByRole('tabpanel')).toContainText('Header Auth');

    await modal.getByRole('button', { name: 'Delete credential' }).click();
    await page.getByRole('alertdialog', { name: 'Delete credential?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Orca temporary' })).toHaveCount(0);
  });
});
