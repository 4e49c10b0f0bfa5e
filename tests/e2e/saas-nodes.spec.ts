import { expect as baseExpect, test } from '@playwright/test';
import { abcChain, abcLinks, openWorkflow } from './canvas-helpers';
import { blurAll, nodeCreator } from './editor-helpers';
import { createWorkflow, openNode } from './ndv-helpers';

// Shared, slow machines: generous waits, the same assertions.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The Slack, Airtable and Notion nodes of issue 22: found in the node creator by name, and
 * their parameters render in the node details view with n8n's names, following the chosen
 * resource and operation.
 */
test.describe('Slack, Airtable and Notion nodes', () => {
  test('the node creator finds Slack, Airtable and Notion', async ({ page, request }) => {
    await openWorkflow(page, request, abcChain, abcLinks);
    await blurAll(page);
    await page.keyboard.press('Tab');
    const creator = nodeCreator(page);
    const search = creator.getByRole('combobox', { name: 'Search nodes' });
    for (const name of ['Slack', 'Airtable', 'Notion']) {
      await search.fill(name);
      await expect(creator.getByRole('option', { name, exact: true }).first()).toBeVisible();
    }
  });

  test("Slack's parameters follow its resource and operation", async ({ page }) => {
    const id = await createWorkflow(page.request, 'Slack parameters', {
      name: 'Slack',
      type: 'n8n-nodes-base.slack',
      typeVersion: 2.3,
      parameters: { select: 'channel', channelId: { __rl: true, mode: 'id', value: 'C001' }, text: 'Deploy finished' },
    });
    const view = await openNode(page, id, 'Slack');
    await expect(view.getByRole('combobox', { name: 'Resource' })).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Send Message To' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Message Text' })).toHaveValue('Deploy finished');
    await page.screenshot({ path: test.info().outputPath('slack-ndv.png') });
    await view.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Channel' });
    await view.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Set Topic' });
    await expect(view.getByRole('textbox', { name: 'Topic' })).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Message Text' })).toHaveCount(0);
  });

  test("Airtable's and Notion's parameters render", async ({ page }) => {
    const airtable = await createWorkflow(page.request, 'Airtable parameters', {
      name: 'Airtable',
      type: 'n8n-nodes-base.airtable',
      typeVersion: 2.1,
      parameters: {
        operation: 'get',
        base: { __rl: true, mode: 'id', value: 'appSales' },
        table: { __rl: true, mode: 'id', value: 'tblContacts' },
        id: 'rec001',
      },
    });
    const airtableView = await openNode(page, airtable, 'Airtable');
    await expect(airtableView.getByRole('combobox', { name: 'Operation' })).toBeVisible();
    await expect(airtableView.getByRole('textbox', { name: 'Record ID' })).toHaveValue('rec001');
    await page.screenshot({ path: test.info().outputPath('airtable-ndv.png') });

    const notion = await createWorkflow(page.request, 'Notion parameters', {
      name: 'Notion',
      type: 'n8n-nodes-base.notion',
      typeVersion: 2.2,
      parameters: { resource: 'user', operation: 'get', userId: 'u-ada' },
    });
    const notionView = await openNode(page, notion, 'Notion');
    await expect(notionView.getByRole('textbox', { name: 'User ID' })).toHaveValue('u-ada');
    await notionView.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Page' });
    await notionView.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Search' });
    await expect(notionView.getByRole('textbox', { name: 'Search Text' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('notion-ndv.png') });
  });
});
