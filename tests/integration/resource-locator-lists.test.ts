/**
 * The remote lists behind the resource locator and remote options, against the real
 * server and CI's PostgreSQL: `GET /rest/nodes-list-search` (Execute Workflow's
 * searchable, paginated workflow picker; the Postgres node's schemaSearch / tableSearch)
 * and `GET /rest/node-parameter-options` (Postgres getColumns), with the node's
 * parameters, credentials, filter and pagination token; failures come back as 4xx with
 * a message the widget shows. Also the `postgres` credential test (a real connection)
 * and a workflow that inserts and selects rows. Runs on the SQLite-backed server: the
 * lists do not depend on the instance's own database.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Data } from './accounts-helpers';
import { createCredential, startTeam } from './credentials-helpers';
import type { Team, TestResult } from './credentials-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';

const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
const POSTGRES = { name: 'n8n-nodes-base.postgres', version: 2.1 };
const EXECUTE_WORKFLOW = { name: 'n8n-nodes-base.executeWorkflow', version: 1.1 };

type ListPage = { results: Array<{ name: string; value: string; url?: string }>; paginationToken?: string };

describe('remote lists for the resource locator', () => {
  let team: Team;
  let admin: Client;
  const schema = `sy_rl_${randomBytes(5).toString('hex')}`;
  let good: { id: string; name: string };
  let bad: { id: string; name: string };

  beforeAll(async () => {
    admin = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".orders (id serial PRIMARY KEY, customer text NOT NULL, amount integer)`);
    await admin.query(`CREATE TABLE "${schema}".customers (id serial PRIMARY KEY, name text)`);
    team = await startTeam('sqlite', []);
    good = await createCredential(team.owner, { name: 'Local Postgres', type: 'postgres', data: PG });
    bad = await createCredential(team.owner, { name: 'Wrong Postgres', type: 'postgres', data: { ...PG, user: 'no_such_role_rl' } });
  });

  afterAll(async () => {
    await team?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
  });

  function query(params: Record<string, unknown>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return search.toString();
  }

  const listSearch = (params: Record<string, unknown>) =>
    team.owner.browser.get<Data<ListPage> & ApiError>(`/nodes-list-search?${query(params)}`);
  const options = (params: Record<string, unknown>) =>
    team.owner.browser.get<Data<Array<{ name: string; value: string }>> & ApiError>(`/node-parameter-options?${query(params)}`);
  const withCredential = (credential: { id: string; name: string }) => ({ postgres: { id: credential.id, name: credential.name } });
  const atSchema = {
    operation: 'select',
    schema: { __rl: true, mode: 'list', value: schema },
    table: { __rl: true, mode: 'list', value: 'orders' },
  };

  describe('the postgres credential test connects for real', () => {
    it('passes with a working connection', async () => {
      const response = await team.owner.browser.post<Data<TestResult>>('/credentials/test', {
        credentials: { type: 'postgres', data: PG },
      });
      expect(response.body.data).toEqual({ status: 'OK', message: 'Connection successful!' });
    });

    it('fails with the database server’s reason', async () => {
      const response = await team.owner.browser.post<Data<TestResult>>('/credentials/test', {
        credentials: { type: 'postgres', data: { ...PG, user: 'no_such_role_rl' } },
      });
      expect(response.body.data.status).toBe('Error');
      expect(response.body.data.message).toContain('no_such_role_rl');
    });

    it('fails when nothing listens on the port', async () => {
      const response = await team.owner.browser.post<Data<TestResult>>('/credentials/test', {
        credentials: { type: 'postgres', data: { ...PG, port: 1 } },
      });
      expect(response.body.data.status).toBe('Error');
      expect(response.body.data.message).toMatch(/ECONNREFUSED|connect/i);
    });
  });

  describe('Postgres schemas, tables and columns', () => {
    it('lists schemas, filtered by the typed text', async () => {
      const response = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        methodName: 'schemaSearch',
        credentials: withCredential(good),
        filter: schema.slice(0, 9),
        currentNodeParameters: {},
      });
      expect(response.status).toBe(200);
      expect(response.body.data.results).toContainEqual({ name: schema, value: schema });
      expect(response.body.data.results.every((r) => r.name.startsWith('sy_rl_'))).toBe(true);
    });

    it('lists the tables of the schema the node has chosen', async () => {
      const response = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        path: 'parameters.table',
        methodName: 'tableSearch',
        credentials: withCredential(good),
        currentNodeParameters: atSchema,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.results.map((r) => r.name)).toEqual(['customers', 'orders']);
      const filtered = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        methodName: 'tableSearch',
        credentials: withCredential(good),
        currentNodeParameters: atSchema,
        filter: 'ORD',
      });
      expect(filtered.body.data.results).toEqual([{ name: 'orders', value: 'orders' }]);
      // A locator stored the way n8n's defaults are, without the `__rl` flag.
      const unflagged = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        methodName: 'tableSearch',
        credentials: withCredential(good),
        currentNodeParameters: { schema: { mode: 'list', value: schema } },
      });
      expect(unflagged.body.data.results.map((r) => r.name)).toEqual(['customers', 'orders']);
      const none = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        methodName: 'tableSearch',
        credentials: withCredential(good),
        currentNodeParameters: atSchema,
        filter: 'nothing_like_this',
      });
      expect(none.body.data.results).toEqual([]);
    });

    it('loads the columns of the chosen table in order', async () => {
      const response = await options({
        nodeTypeAndVersion: POSTGRES,
        path: 'parameters.where.values[0].column',
        methodName: 'getColumns',
        credentials: withCredential(good),
        currentNodeParameters: atSchema,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.map((c) => c.value)).toEqual(['id', 'customer', 'amount']);
    });

    it('answers 400 with the connection error for a bad credential', async () => {
      const response = await listSearch({
        nodeTypeAndVersion: POSTGRES,
        methodName: 'tableSearch',
        credentials: withCredential(bad),
        currentNodeParameters: atSchema,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('no_such_role_rl');
    });

    it('answers 400 naming the missing credential when none is set', async () => {
      const response = await listSearch({ nodeTypeAndVersion: POSTGRES, methodName: 'tableSearch', currentNodeParameters: atSchema });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('credentials of type "postgres"');
    });

    it('refuses unknown methods and malformed queries without a 500', async () => {
      expect((await listSearch({ nodeTypeAndVersion: POSTGRES, methodName: 'nope' })).status).toBe(404);
      expect((await team.owner.browser.get(`/nodes-list-search?nodeTypeAndVersion=%7Bnot-json&methodName=tableSearch`)).status).toBe(400);
      expect((await team.owner.browser.get(`/nodes-list-search?${query({ nodeTypeAndVersion: POSTGRES })}`)).status).toBe(400);
    });
  });

  describe('the Postgres node runs', () => {
    it('inserts rows mapped from the input and selects them back', async () => {
      const node = (name: string, parameters: Record<string, unknown>, x: number) => ({
        id: name,
        name,
        type: POSTGRES.name,
        typeVersion: 2.1,
        position: [x, 0],
        parameters,
        credentials: withCredential(good),
      });
      const workflow = {
        name: 'Postgres round trip',
        nodes: [
          { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          node('Insert', { operation: 'insert', schema: atSchema.schema, table: atSchema.table }, 200),
          node(
            'Select',
            {
              operation: 'select',
              schema: atSchema.schema,
              table: atSchema.table,
              returnAll: true,
              where: { values: [{ column: 'customer', condition: 'equal', value: 'Ada' }] },
            },
            400,
          ),
        ],
        connections: {
          Start: { main: [[{ node: 'Insert', type: 'main', index: 0 }]] },
          Insert: { main: [[{ node: 'Select', type: 'main', index: 0 }]] },
        },
        pinData: { Start: [{ json: { customer: 'Ada', amount: 3 } }] },
        settings: { executionOrder: 'v1', saveManualExecutions: true },
      };
      const execution = await waitForExecution(team.owner, await runWorkflow(team.owner, workflow));
      expect(execution?.data.resultData.error).toBeUndefined();
      const selected = execution?.data.resultData.runData['Select']?.[0]?.data?.main[0] ?? [];
      expect(selected.map((item) => item.json)).toEqual([{ id: 1, customer: 'Ada', amount: 3 }]);
    });
  });

  describe('the Postgres node updates and upserts', () => {
    it('updates by a matched column and inserts or updates on conflict', async () => {
      await admin.query(`INSERT INTO "${schema}".customers (id, name) VALUES (10, 'Grace'), (11, 'Linus')`);
      const node = (name: string, parameters: Record<string, unknown>, x: number) => ({
        id: name,
        name,
        type: POSTGRES.name,
        typeVersion: 2.1,
        position: [x, 0],
        parameters: { schema: atSchema.schema, table: { __rl: true, mode: 'name', value: 'customers' }, ...parameters },
        credentials: withCredential(good),
      });
      const workflow = {
        name: 'Postgres update and upsert',
        nodes: [
          { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          node(
            'Update',
            {
              operation: 'update',
              dataMode: 'defineBelow',
              columnToMatchOn: 'id',
              valueToMatchOn: '10',
              valuesToSend: { values: [{ column: 'name', value: 'Grace Hopper' }] },
            },
            200,
          ),
          node('Upsert', { operation: 'upsert', columnToMatchOn: 'id' }, 400),
        ],
        connections: {
          Start: { main: [[{ node: 'Update', type: 'main', index: 0 }]] },
          Update: { main: [[{ node: 'Upsert', type: 'main', index: 0 }]] },
        },
        pinData: { Start: [{ json: { run: 1 } }] },
        settings: { executionOrder: 'v1', saveManualExecutions: true },
      };
      const execution = await waitForExecution(team.owner, await runWorkflow(team.owner, workflow));
      expect(execution?.data.resultData.error).toBeUndefined();
      expect(execution?.data.resultData.runData['Update']?.[0]?.data?.main[0]?.map((i) => i.json)).toEqual([
        { id: 10, name: 'Grace Hopper' },
      ]);
      // The Update's output (id 10) flows into the Upsert, which finds id 10 and keeps it; then a new id inserts.
      const rows = await admin.query(`SELECT id, name FROM "${schema}".customers ORDER BY id`);
      expect(rows.rows).toEqual([
        { id: 10, name: 'Grace Hopper' },
        { id: 11, name: 'Linus' },
      ]);
      const second = {
        ...workflow,
        pinData: { Start: [{ json: { id: 12, name: 'Ada' } }, { json: { id: 11, name: 'Linus Torvalds' } }] },
        nodes: [workflow.nodes[0], workflow.nodes[2]],
        connections: { Start: { main: [[{ node: 'Upsert', type: 'main', index: 0 }]] } },
      };
      const upserted = await waitForExecution(team.owner, await runWorkflow(team.owner, second));
      expect(upserted?.data.resultData.error).toBeUndefined();
      const after = await admin.query(`SELECT id, name FROM "${schema}".customers ORDER BY id`);
      expect(after.rows).toEqual([
        { id: 10, name: 'Grace Hopper' },
        { id: 11, name: 'Linus Torvalds' },
        { id: 12, name: 'Ada' },
      ]);
    });
  });

  describe('Execute Workflow’s workflow picker', () => {
    const prefix = `Pick ${randomBytes(3).toString('hex')}`;

    beforeAll(async () => {
      for (let n = 1; n <= 55; n++) {
        const created = await team.owner.browser.post('/workflows', {
          name: `${prefix} ${String(n).padStart(2, '0')}`,
          nodes: [],
          connections: {},
        });
        expect(created.status).toBe(200);
      }
    });

    it('pages through the searched workflows with the pagination token, each with its editor url', async () => {
      const first = await listSearch({
        nodeTypeAndVersion: EXECUTE_WORKFLOW,
        path: 'parameters.workflowId',
        methodName: 'searchWorkflows',
        filter: prefix,
        currentNodeParameters: {},
      });
      expect(first.status).toBe(200);
      expect(first.body.data.results).toHaveLength(50);
      expect(first.body.data.paginationToken).toBeDefined();
      const firstItem = first.body.data.results[0]!;
      expect(firstItem.url).toMatch(new RegExp(`/workflow/${firstItem.value}$`));
      const second = await listSearch({
        nodeTypeAndVersion: EXECUTE_WORKFLOW,
        methodName: 'searchWorkflows',
        filter: prefix,
        paginationToken: first.body.data.paginationToken,
      });
      expect(second.body.data.results).toHaveLength(5);
      expect(second.body.data.paginationToken).toBeUndefined();
      const names = [...first.body.data.results, ...second.body.data.results].map((r) => r.name);
      expect(new Set(names).size).toBe(55);
    });

    it('finds one workflow by name and nothing for an unknown name', async () => {
      const one = await listSearch({ nodeTypeAndVersion: EXECUTE_WORKFLOW, methodName: 'searchWorkflows', filter: `${prefix} 42` });
      expect(one.body.data.results.map((r) => r.name)).toEqual([`${prefix} 42`]);
      const none = await listSearch({
        nodeTypeAndVersion: EXECUTE_WORKFLOW,
        methodName: 'searchWorkflows',
        filter: 'no workflow has this name',
      });
      expect(none.body.data.results).toEqual([]);
    });
  });
});
