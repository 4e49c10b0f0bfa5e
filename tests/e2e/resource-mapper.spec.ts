/**
 * The resource mapper in the node details view, as a user: a Postgres 2.6 node lists the
 * chosen table's columns from the real PostgreSQL, the user fills them (a required column
 * left empty is an issue), removes one and adds it back, runs the step and the row is in
 * the table; an update asks which column to match on. An Execute Workflow 1.3 node lists
 * the called workflow's inputs, and the sub-workflow receives the mapped values.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openNode } from './ndv-helpers';

const SHOTS = '/tmp/shots-RM';
const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const manual = { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} };

test.describe('resource mapper', () => {
  test.describe.configure({ timeout: 180_000 });

  test('maps values onto a Postgres table’s columns and inserts the row', async ({ page }) => {
    const schema = `rm_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA "${schema}"`);
      await admin.query(`CREATE TABLE "${schema}".people (id serial PRIMARY KEY, name text NOT NULL, age integer, city text)`);
      await admin.query(`INSERT INTO "${schema}".people (name, age) VALUES ('Grace', 40)`);
      const credential = await post<{ id: string; name: string }>(page.request, '/rest/credentials', {
        name: 'RM PG',
        type: 'postgres',
        data: PG,
      });
      const postgres = (name: string, operation: string, y: number) => ({
        id: name,
        name,
        type: 'n8n-nodes-base.postgres',
        typeVersion: 2.6,
        position: [460, y],
        parameters: {
          operation,
          schema: { __rl: true, mode: 'name', value: schema },
          table: { __rl: true, mode: 'name', value: 'people' },
          columns: { mappingMode: 'defineBelow', value: null },
        },
        credentials: { postgres: { id: credential.id, name: credential.name } },
      });
      const { id } = await post<{ id: string }>(page.request, '/rest/workflows', {
        name: 'RM postgres',
        nodes: [manual, postgres('Insert person', 'insert', 200), postgres('Update person', 'update', 400)],
        connections: { Manual: { main: [[{ node: 'Insert person', type: 'main', index: 0 }]] } },
      });

      const view = await openNode(page, id, 'Insert person');
      const values = view.getByRole('region', { name: 'Values to Send' });
      await expect(values.getByRole('textbox', { name: 'name' })).toBeVisible({ timeout: 20_000 });
      await expect(values.getByRole('spinbutton', { name: 'age' })).toBeVisible();
      await expect(view.getByRole('combobox', { name: 'Mapping Column Mode' })).toBeVisible();
      // The required column is an issue until it holds a value.
      await expect(view.getByText('The value "name" is required.')).toBeVisible();
      await values.getByRole('textbox', { name: 'name' }).fill('Ada');
      await values.getByRole('spinbutton', { name: 'age' }).fill('36');
      await expect(view.getByText('The value "name" is required.')).toHaveCount(0);
      // A column left out is not sent; it can be added back.
      await values.getByRole('button', { name: 'Remove column city' }).click();
      await expect(values.getByRole('textbox', { name: 'city' })).toHaveCount(0);
      await values.getByRole('button', { name: 'Add column' }).click();
      await page.getByRole('menuitem', { name: 'city' }).click();
      await values.getByRole('textbox', { name: 'city' }).fill('London');
      await expect(values.getByRole('button', { name: 'Remove column name' })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/postgres-columns.png`, animations: 'disabled' });

      await view.getByRole('button', { name: 'Execute step' }).click();
      const output = view.getByRole('region', { name: 'Output' });
      await expect(output.getByText('1 item', { exact: true })).toBeVisible({ timeout: 30_000 });
      const rows = await admin.query(`SELECT name, age, city FROM "${schema}".people ORDER BY id`);
      expect(rows.rows).toEqual([
        { name: 'Grace', age: 40, city: null },
        { name: 'Ada', age: 36, city: 'London' },
      ]);

      // Automatic mapping explains itself instead of listing columns.
      await view.getByRole('combobox', { name: 'Mapping Column Mode' }).selectOption({ label: 'Map Automatically' });
      await expect(view.getByRole('note').filter({ hasText: 'named the same as the columns' })).toBeVisible();
      await expect(values).toHaveCount(0);
      await view.getByRole('button', { name: 'Back to canvas' }).click();

      // An update asks which columns identify the row; the column matched on needs a value.
      const update = await openNode(page, id, 'Update person');
      const match = update.getByRole('button', { name: 'Columns to match on: id' });
      await expect(match).toBeVisible({ timeout: 20_000 });
      const updateValues = update.getByRole('region', { name: 'Values to Send' });
      await expect(updateValues.getByRole('spinbutton', { name: 'id (using to match)' })).toBeVisible();
      await expect(update.getByText('The value "id" is required.')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/postgres-update.png`, animations: 'disabled' });
      // Refreshing the column list keeps what the user chose.
      await updateValues.getByRole('button', { name: 'More column actions' }).click();
      await page.getByRole('menuitem', { name: 'Remove all columns' }).click();
      await expect(updateValues.getByRole('spinbutton', { name: 'age' })).toHaveCount(0);
      await expect(updateValues.getByRole('textbox', { name: 'name' })).toBeVisible();
      await updateValues.getByRole('button', { name: 'More column actions' }).click();
      await page.getByRole('menuitem', { name: 'Refresh column list' }).click();
      await expect(updateValues.getByRole('textbox', { name: 'name' })).toBeVisible();
      await expect(updateValues.getByRole('spinbutton', { name: 'age' })).toHaveCount(0);
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  });

  test('maps values onto a sub-workflow’s inputs', async ({ page }) => {
    const sub = await post<{ id: string }>(page.request, '/rest/workflows', {
      name: `RM sub ${randomBytes(3).toString('hex')}`,
      nodes: [
        {
          id: 't',
          name: 'When called',
          type: 'n8n-nodes-base.executeWorkflowTrigger',
          typeVersion: 1.1,
          position: [200, 300],
          parameters: { workflowInputs: { values: [{ name: 'customer' }, { name: 'quantity', type: 'number' }] } },
        },
      ],
      connections: {},
    });
    const { id } = await post<{ id: string }>(page.request, '/rest/workflows', {
      name: 'RM caller',
      nodes: [
        manual,
        {
          id: 'e',
          name: 'Call orders',
          type: 'n8n-nodes-base.executeWorkflow',
          typeVersion: 1.3,
          position: [460, 300],
          parameters: {
            workflowId: { __rl: true, mode: 'id', value: sub.id },
            workflowInputs: { mappingMode: 'defineBelow', value: null },
          },
        },
      ],
      connections: { Manual: { main: [[{ node: 'Call orders', type: 'main', index: 0 }]] } },
    });
    const view = await openNode(page, id, 'Call orders');
    const inputs = view.getByRole('region', { name: 'Workflow Inputs' });
    await expect(inputs.getByRole('textbox', { name: 'customer' })).toBeVisible({ timeout: 20_000 });
    await expect(view.getByRole('combobox', { name: 'Mapping Column Mode' })).toHaveCount(0);
    await inputs.getByRole('textbox', { name: 'customer' }).fill('ACME');
    await inputs.getByRole('spinbutton', { name: 'quantity' }).fill('3');
    await page.screenshot({ path: `${SHOTS}/workflow-inputs.png`, animations: 'disabled' });
    await view.getByRole('button', { name: 'Execute step' }).click();
    const output = view.getByRole('region', { name: 'Output' });
    await expect(output.getByText('ACME').first()).toBeVisible({ timeout: 30_000 });
  });
});
