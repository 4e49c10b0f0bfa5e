import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
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

/**
 * Sharing, on the `sharing` project's own server (user management and the sharing feature
 * on, playwright.config.ts): an owner and an invited member. The member starts with no
 * credentials; the owner creates one and shares it; the member then sees it read-only:
 * it can be used and tested (against the stored secret, which the member never sees), but
 * not renamed, changed, deleted or re-shared. One account history, so the tests run in order.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner-Passw0rd' };
const MEMBER = { email: 'member@example.com', firstName: 'Max', lastName: 'Member', password: 'Member-Passw0rd' };
const SHARED = 'Team header key';
let target: LocalServer;

test.beforeAll(async ({ baseURL }) => {
  target = await startAuthTarget();
  const owner = await playwrightRequest.newContext({ baseURL });
  expect((await owner.post('/rest/owner/setup', { data: OWNER })).status()).toBe(200);
  const invite = await owner.post('/rest/users', { data: [{ email: MEMBER.email }] });
  expect(invite.status()).toBe(200);
  const invited = ((await invite.json()) as { data: Array<{ user: { id: string; inviteAcceptUrl: string } }> }).data[0]!.user;
  const memberId = invited.id;
  const token = new URL(invited.inviteAcceptUrl).searchParams.get('token');
  const me = ((await (await owner.get('/rest/login')).json()) as { data: { id: string } }).data.id;
  const member = await playwrightRequest.newContext({ baseURL });
  const signup = await member.post(`/rest/users/${memberId}`, {
    data: { inviterId: me, token, firstName: MEMBER.firstName, lastName: MEMBER.lastName, password: MEMBER.password },
  });
  expect(signup.status()).toBe(200);
  await owner.dispose();
  await member.dispose();
});
test.afterAll(async () => {
  await target?.close();
});

async function signIn(page: Page, who: { email: string; password: string }) {
  expect((await page.request.post('/rest/login', { data: { email: who.email, password: who.password } })).status()).toBe(200);
}

test.describe('credential sharing', () => {
  test('a member without credentials sees the empty state, which leads to creating one', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/credentials');
    await expect(page.getByRole('heading', { name: 'No credentials yet' })).toBeVisible();
    await shot(page, '07-list-empty');
    await page.getByRole('button', { name: 'Create your first credential' }).click();
    await expect(page.getByRole('dialog', { name: 'Add new credential' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Add new credential' })).toBeHidden();
  });

  test('the owner creates a credential and shares it with the member', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/credentials');
    await startNewCredential(page, 'Header Auth');
    const modal = credentialModal(page);
    await modal.getByRole('textbox', { name: 'Credential name' }).fill(SHARED);
    await fillFields(page, { Name: TARGET.header.name, Value: TARGET.header.value, 'Test URL': `${target.base}/header` });

    await modal.getByRole('tab', { name: 'Sharing' }).click();
    await modal
      .getByRole('combobox', { name: 'Add users' })
      .selectOption({ label: `${MEMBER.firstName} ${MEMBER.lastName} (${MEMBER.email})` });
    const people = modal.getByRole('list', { name: 'People with access' });
    await expect(people.getByRole('listitem').filter({ hasText: `${MEMBER.firstName} ${MEMBER.lastName}` })).toBeVisible();
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(people.getByRole('listitem').filter({ hasText: 'Owner' })).toContainText(`${OWNER.firstName} ${OWNER.lastName}`);
    await shot(page, '08-modal-sharing');

    await page.keyboard.press('Escape');
    const card = page.getByRole('listitem', { name: SHARED });
    await expect(card).toContainText('You');
    await expect(card.getByTitle('Shared with 1 person')).toBeVisible();
  });

  test('the member sees the shared credential read-only and can test it', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/credentials');
    const card = page.getByRole('listitem', { name: SHARED });
    await expect(card).toContainText('Shared with you');
    await expect(card).toContainText('Read only');
    await expect(card).toContainText(`${OWNER.firstName} ${OWNER.lastName}`);
    await page.getByRole('button', { name: `Actions for ${SHARED}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Open ${SHARED}` }).click();
    const modal = credentialModal(page);
    await expect(modal.getByRole('textbox', { name: 'Credential name' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Delete credential' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(modal.getByRole('note').filter({ hasText: 'Read only' })).toContainText(
      `only ${OWNER.firstName} ${OWNER.lastName} can change`,
    );
    await expect(field(page, 'Name')).toBeDisabled();
    await expect(field(page, 'Value')).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Open edit window for Name' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Open edit window for Value' })).toHaveCount(0);
    // The member never receives the secret: the saved values stay on the server.
    await expect(field(page, 'Value')).toHaveValue('');

    // Testing uses the stored secret.
    await modal.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(modal.getByRole('status', { name: 'Connection tested successfully' })).toBeVisible();
    await shot(page, '09-modal-member-read-only');

    await modal.getByRole('tab', { name: 'Sharing' }).click();
    await expect(modal.getByRole('tabpanel')).toContainText('Only the owner of this credential can change who it is shared with.');
    await expect(modal.getByRole('combobox', { name: 'Add users' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });
});

test.describe('workflow sharing', () => {
  let workflowId = '';
  const NAME = 'Team onboarding flow';

  test('the owner shares a workflow with the member from the Share button', async ({ page }) => {
    await signIn(page, OWNER);
    const created = await page.request.post('/rest/workflows', { data: { name: NAME, nodes: [], connections: {} } });
    expect(created.status()).toBe(200);
    workflowId = ((await created.json()) as { data: { id: string } }).data.id;
    await page.goto(`/workflow/${workflowId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const modal = page.getByRole('dialog', { name: 'Share workflow' });
    const people = modal.getByRole('list', { name: 'People with access' });
    await expect(people.getByRole('listitem')).toHaveCount(1);
    await expect(people.getByRole('listitem').first()).toContainText(`${OWNER.firstName} ${OWNER.lastName}`);
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await modal
      .getByRole('combobox', { name: 'Add users' })
      .selectOption({ label: `${MEMBER.firstName} ${MEMBER.lastName} (${MEMBER.email})` });
    await expect(people.getByRole('listitem')).toHaveCount(2);
    await expect(modal.getByRole('combobox', { name: 'Add users' })).toBeDisabled();
    await shot(page, '10-workflow-share');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Sharing saved', { exact: true })).toBeVisible();
    const stored = (await (await page.request.get(`/rest/workflows/${workflowId}`)).json()) as {
      data: { sharedWith: Array<{ email: string }> };
    };
    expect(stored.data.sharedWith.map((s) => s.email)).toEqual([MEMBER.email]);
  });

  test('the member opens the shared workflow and sees who has access, without changing it', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/workflows');
    await page.getByRole('link', { name: NAME }).first().click();
    await expect(page).toHaveURL(new RegExp(`/workflow/${workflowId}$`));
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('share workflow');
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Share workflow' });
    await expect(modal).toContainText('Only the owner of this workflow can change who it is shared with.');
    await expect(modal.getByRole('list', { name: 'People with access' }).getByRole('listitem')).toHaveCount(2);
    await expect(modal.getByRole('combobox', { name: 'Add users' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Save' })).toHaveCount(0);
    // The server refuses a sharee's change too.
    expect((await page.request.put(`/rest/workflows/${workflowId}/share`, { data: { shareWithIds: [] } })).status()).toBe(403);
  });

  test('a workflow not shared with the member is one the member cannot find', async ({ page, baseURL }) => {
    const owner = await playwrightRequest.newContext({ baseURL });
    expect((await owner.post('/rest/login', { data: { email: OWNER.email, password: OWNER.password } })).status()).toBe(200);
    const created = await owner.post('/rest/workflows', { data: { name: 'Owner only', nodes: [], connections: {} } });
    const privateId = ((await created.json()) as { data: { id: string } }).data.id;
    await owner.dispose();
    await signIn(page, MEMBER);
    await page.goto(`/workflow/${privateId}`);
    await expect(page.getByRole('heading', { name: 'Could not find workflow' })).toBeVisible();
  });
});
