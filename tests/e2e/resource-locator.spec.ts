/**
 * The resource locator in the node details view, as a user: the Execute Workflow node's
 * workflow picker (search, a second page by scrolling, hover link, picking, switching
 * modes, url validation) and the Postgres node's table list against the real PostgreSQL
 * (no credential, a bad credential, results, no results). The search-required state needs
 * a node with `searchFilterRequired`, which no built-in node has: it is covered by
 * resource-locator-search-required.spec.ts on a custom node (and by
 * plugins/resource-locator/views/ResourceLocatorWidget.test.tsx).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openNode, openNodeOnCanvas } from './ndv-helpers';

const SHOTS = '/tmp/shots-R';
const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.describe('resource locator', () => {
  test.describe.configure({ timeout: 240_000 });

  test('picks a workflow by search, loads the second page by scrolling, and switches modes', async ({ page }) => {
    const prefix = `RL pick ${randomBytes(3).toString('hex')}`;
    const ids: string[] = [];
    for (let n = 1; n <= 55; n++)
      ids.push(
        (
          await post<{ id: string }>(page.request, '/rest/workflows', {
            name: `${prefix} ${String(n).padStart(2, '0')}`,
            nodes: [],
            connections: {},
          })
        ).id,
      );
    const trigger = {
      id: 't1',
      name: 'Manual',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [200, 300],
      parameters: {},
    };
    const node = {
      id: 'n2',
      name: 'Execute Workflow',
      type: 'n8n-nodes-base.executeWorkflow',
      typeVersion: 1.1,
      position: [460, 300],
      parameters: { source: 'database', workflowId: { __rl: true, mode: 'list', value: '' } },
    };
    const { id } = await post<{ id: string }>(page.request, '/rest/workflows', {
      name: 'RL caller',
      nodes: [trigger, node],
      connections: { Manual: { main: [[{ node: 'Execute Workflow', type: 'main', index: 0 }]] } },
    });

    const view = await openNode(page, id, 'Execute Workflow');
    const picker = view.getByRole('combobox', { name: 'Workflow', exact: true });
    await expect(picker).toHaveAttribute('placeholder', 'Select a workflow...');
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const search = view.getByRole('searchbox', { name: 'Search Workflow' });
    await expect(search).toBeFocused();
    await search.pressSequentially(prefix);
    const list = view.getByRole('listbox', { name: 'Workflow results' });
    // The filtered first page (newest first) has replaced the unfiltered list.
    await expect(list.getByRole('option').first()).toContainText(`${prefix} 55`, { timeout: 15_000 });
    await expect(list.getByRole('option')).toHaveCount(50, { timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/workflow-dropdown.png`, animations: 'disabled' });

    // Scrolling to the end of the list loads the next page and appends it.
    await list.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(list.getByRole('option')).toHaveCount(55, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // Hovering an item with a url offers to open it in a new tab.
    const last = list.getByRole('option').last();
    await last.hover();
    await expect(last.getByRole('link', { name: /in a new tab$/ })).toHaveAttribute('href', /\/workflow\/\w+$/);

    await search.fill(`${prefix} 42`);
    await expect(list.getByRole('option')).toHaveCount(1, { timeout: 15_000 });
    await list
      .getByRole('option')
      .filter({ hasText: `${prefix} 42` })
      .click();
    await expect(list).toHaveCount(0);
    await expect(picker).toHaveValue(`${prefix} 42`);
    await expect(view.getByRole('link', { name: 'Open Workflow in a new tab' })).toHaveAttribute(
      'href',
      new RegExp(`/workflow/${ids[41]}$`),
    );

    // List → URL uses the cached url; list → ID keeps the value; ID → URL clears.
    const mode = view.getByRole('combobox', { name: 'Workflow mode' });
    await mode.selectOption({ label: 'By URL' });
    const text = view.getByRole('textbox', { name: 'Workflow', exact: true });
    await expect(text).toHaveValue(new RegExp(`/workflow/${ids[41]}$`));
    await mode.selectOption({ label: 'From List' });
    await expect(picker).toHaveValue('');
    await picker.click();
    await search.pressSequentially(`${prefix} 07`);
    await list
      .getByRole('option')
      .filter({ hasText: `${prefix} 07` })
      .click();
    await mode.selectOption({ label: 'ID' });
    await expect(text).toHaveValue(ids[6]!);
    await mode.selectOption({ label: 'By URL' });
    await expect(text).toHaveValue('');
    await text.fill('not a workflow address');
    await expect(view.getByText('Not a valid Workflow URL')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Open Workflow in a new tab' })).toHaveCount(0);
    await text.fill(`http://127.0.0.1/workflow/${ids[2]}`);
    await expect(view.getByText('Not a valid Workflow URL')).toHaveCount(0);
    await expect(view.getByRole('link', { name: 'Open Workflow in a new tab' })).toHaveAttribute(
      'href',
      `http://127.0.0.1/workflow/${ids[2]}`,
    );
    await page.screenshot({ path: `${SHOTS}/workflow-url-mode.png`, animations: 'disabled' });
  });

  test('lists Postgres tables and explains each failure', async ({ page }) => {
    const schema = `rl_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.query(`CREATE TABLE "${schema}".orders (id serial PRIMARY KEY, customer text)`);
      await admin.query(`CREATE TABLE "${schema}".customers (id serial PRIMARY KEY, name text)`);
      const good = await post<{ id: string; name: string }>(page.request, '/rest/credentials', {
        name: 'Local PG',
        type: 'postgres',
        data: PG,
      });
      const bad = await post<{ id: string; name: string }>(page.request, '/rest/credentials', {
        name: 'Wrong PG',
        type: 'postgres',
        data: { ...PG, user: 'no_such_role_e2e' },
      });
      const parameters = {
        operation: 'select',
        schema: { __rl: true, mode: 'name', value: schema },
        table: { __rl: true, mode: 'list', value: '' },
      };
      const pgNode = (name: string, y: number, credential?: { id: string; name: string }) => ({
        id: name,
        name,
        type: 'n8n-nodes-base.postgres',
        typeVersion: 2.1,
        position: [460, y],
        parameters,
        ...(credential ? { credentials: { postgres: { id: credential.id, name: credential.name } } } : {}),
      });
      const { id } = await post<{ id: string }>(page.request, '/rest/workflows', {
        name: 'RL postgres',
        nodes: [pgNode('No Credential', 100), pgNode('Wrong Credential', 300, bad), pgNode('Local Tables', 500, good)],
        connections: {},
      });

      // A bad credential: the database's reason and a link to the credential.
      let view = await openNode(page, id, 'Wrong Credential');
      await view.getByRole('combobox', { name: 'Table', exact: true }).click();
      const failure = view.getByRole('alert').filter({ hasText: 'Could not load the list' });
      await expect(failure).toContainText('no_such_role_e2e', { timeout: 20_000 });
      await expect(failure.getByRole('button', { name: 'Check the credential “Wrong PG”' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/postgres-bad-credential.png`, animations: 'disabled' });
      // The error keeps the dropdown open on an outside click.
      await view.getByRole('heading', { name: 'Output' }).click();
      await expect(failure).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(failure).toHaveCount(0);
      await view.getByRole('button', { name: 'Back to canvas' }).click();

      // The real list, then a search that finds nothing.
      view = await openNodeOnCanvas(page, 'Local Tables');
      const table = view.getByRole('combobox', { name: 'Table', exact: true });
      await table.click();
      const list = view.getByRole('listbox', { name: 'Table results' });
      await expect(list.getByRole('option')).toHaveText(['customers', 'orders'], { timeout: 20_000 });
      await expect(table).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: `${SHOTS}/postgres-tables.png`, animations: 'disabled' });
      const search = view.getByRole('searchbox', { name: 'Search Table' });
      await search.pressSequentially('zzz');
      await expect(view.getByText('No results for “zzz”.')).toBeVisible({ timeout: 15_000 });
      await search.fill('ord');
      await expect(list.getByRole('option')).toHaveText(['orders'], { timeout: 15_000 });
      await page.keyboard.press('Enter');
      await expect(table).toHaveValue('orders');
      await view.getByRole('button', { name: 'Back to canvas' }).click();

      // No credential: ask for one, and the link opens the new-credential modal for the type.
      view = await openNodeOnCanvas(page, 'No Credential');
      await view.getByRole('combobox', { name: 'Table', exact: true }).click();
      const missing = view.getByRole('alert').filter({ hasText: 'Please add your Postgres credential' });
      await expect(missing).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/postgres-no-credential.png`, animations: 'disabled' });
      await missing.getByRole('button', { name: 'Add a Postgres credential' }).click();
      await expect(page.getByRole('dialog', { name: 'Credential' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Credential' }).getByRole('textbox', { name: 'Host' })).toBeVisible();
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  });
});
