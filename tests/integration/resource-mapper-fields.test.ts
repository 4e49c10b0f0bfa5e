/**
 * The fields behind the editor's resource mapper, against the real server and CI's
 * PostgreSQL: `GET /rest/dynamic-node-parameters/resource-mapper-fields` (the Postgres
 * node's table columns: types, required, enum choices, which columns an upsert can match on)
 * and `.../local-resource-mapper-fields` (Execute Workflow's sub-workflow inputs, read only
 * for a user who may read that workflow). Failures are 4xx with a message the widget shows.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceMapperFields } from '@sdk/workflow';
import type { ApiError, Data } from './accounts-helpers';
import { createCredential, startTeam } from './credentials-helpers';
import type { Actor, Team } from './credentials-helpers';

const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
const POSTGRES = { name: 'n8n-nodes-base.postgres', version: 2.6 };
const EXECUTE_WORKFLOW = { name: 'n8n-nodes-base.executeWorkflow', version: 1.3 };

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return search.toString();
}

describe('resource mapper fields', () => {
  let team: Team;
  let admin: Client;
  const schema = `sy_rm_${randomBytes(5).toString('hex')}`;
  let credential: { id: string; name: string };

  beforeAll(async () => {
    admin = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TYPE "${schema}".mood AS ENUM ('happy', 'sad')`);
    await admin.query(
      `CREATE TABLE "${schema}".people (
         id serial PRIMARY KEY, email text NOT NULL UNIQUE, name text NOT NULL, age integer, active boolean DEFAULT true,
         born date, profile jsonb, tags text[], feeling "${schema}".mood, upper_name text GENERATED ALWAYS AS (upper(name)) STORED)`,
    );
    team = await startTeam('sqlite', ['mia']);
    credential = await createCredential(team.owner, { name: 'Local Postgres', type: 'postgres', data: PG });
  });

  afterAll(async () => {
    await team?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
  });

  const fields = (actor: Actor, route: string, params: Record<string, unknown>) =>
    actor.browser.get<Data<ResourceMapperFields> & ApiError>(`/dynamic-node-parameters/${route}?${query(params)}`);
  const tableParameters = (operation: string, table = 'people') => ({
    operation,
    schema: { __rl: true, mode: 'list', value: schema },
    table: { __rl: true, mode: 'list', value: table },
  });
  const columns = (operation: string, table?: string) =>
    fields(team.owner, 'resource-mapper-fields', {
      nodeTypeAndVersion: POSTGRES,
      path: 'parameters.columns',
      methodName: 'getMappingColumns',
      credentials: { postgres: credential },
      currentNodeParameters: tableParameters(operation, table),
    });

  it("lists a table's columns with their types, required flags and enum choices", async () => {
    const response = await columns('insert');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const byId = Object.fromEntries(response.body.data.fields.map((f) => [f.id, f]));
    expect(Object.keys(byId)).toEqual(['id', 'email', 'name', 'age', 'active', 'born', 'profile', 'tags', 'feeling', 'upper_name']);
    expect(byId['id']).toMatchObject({ type: 'number', required: false, defaultMatch: true, canBeUsedToMatch: true, display: true });
    expect(byId['name']).toMatchObject({ type: 'string', required: true, defaultMatch: false });
    expect(byId['age']).toMatchObject({ type: 'number', required: false });
    expect(byId['active']).toMatchObject({ type: 'boolean', required: false });
    expect(byId['born']).toMatchObject({ type: 'dateTime' });
    expect(byId['profile']).toMatchObject({ type: 'object' });
    expect(byId['tags']).toMatchObject({ type: 'array' });
    expect(byId['feeling']).toMatchObject({
      type: 'options',
      options: [
        { name: 'happy', value: 'happy' },
        { name: 'sad', value: 'sad' },
      ],
    });
    expect(byId['upper_name']).toMatchObject({ readOnly: true, required: false });
  });

  it('offers only unique columns to match on for an upsert', async () => {
    const response = await columns('upsert');
    expect(response.status).toBe(200);
    const matchable = response.body.data.fields.filter((f) => f.canBeUsedToMatch).map((f) => f.id);
    expect(matchable).toEqual(['id', 'email']);
  });

  it('says so when the table does not exist, and fails with the reason without a credential', async () => {
    const missing = await columns('insert', 'no_such_table');
    expect(missing.status).toBe(200);
    expect(missing.body.data).toEqual({
      fields: [],
      emptyFieldsNotice: `The table "${schema}.no_such_table" has no columns or does not exist.`,
    });
    const noCredential = await fields(team.owner, 'resource-mapper-fields', {
      nodeTypeAndVersion: POSTGRES,
      methodName: 'getMappingColumns',
      currentNodeParameters: tableParameters('insert'),
    });
    expect(noCredential.status).toBe(400);
    expect(noCredential.body.message).toMatch(/credentials of type "postgres"/);
  });

  it('answers 404 for a method the node does not have and 400 for malformed input', async () => {
    const unknown = await fields(team.owner, 'resource-mapper-fields', {
      nodeTypeAndVersion: POSTGRES,
      methodName: 'nope',
      currentNodeParameters: {},
    });
    expect(unknown.status).toBe(404);
    const local = await fields(team.owner, 'local-resource-mapper-fields', {
      nodeTypeAndVersion: POSTGRES,
      methodName: 'getMappingColumns',
      currentNodeParameters: {},
    });
    expect(local.status).toBe(404);
    const malformed = await team.owner.browser.get<ApiError>(
      '/dynamic-node-parameters/resource-mapper-fields?nodeTypeAndVersion=%7Bnope&methodName=x',
    );
    expect(malformed.status).toBe(400);
  });

  describe("Execute Workflow's sub-workflow inputs", () => {
    async function subWorkflow(actor: Actor, trigger: { typeVersion: number; parameters: Record<string, unknown> } | null) {
      const nodes = trigger
        ? [{ id: 't', name: 'When called', type: 'n8n-nodes-base.executeWorkflowTrigger', position: [0, 0], ...trigger }]
        : [{ id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }];
      const created = await actor.browser.post<Data<{ id: string }>>('/workflows', {
        name: `Sub ${randomBytes(3).toString('hex')}`,
        nodes,
        connections: {},
      });
      expect(created.status).toBe(200);
      return created.body.data.id;
    }
    const inputs = (actor: Actor, workflowId: string) =>
      fields(actor, 'local-resource-mapper-fields', {
        nodeTypeAndVersion: EXECUTE_WORKFLOW,
        path: 'parameters.workflowInputs',
        methodName: 'loadSubWorkflowInputs',
        currentNodeParameters: { source: 'database', workflowId: { __rl: true, mode: 'list', value: workflowId } },
      });

    it('lists the fields the trigger defines, typed', async () => {
      const id = await subWorkflow(team.owner, {
        typeVersion: 1.1,
        parameters: {
          workflowInputs: {
            values: [{ name: 'email' }, { name: 'count', type: 'number' }, { name: 'anything', type: 'any' }],
          },
        },
      });
      const response = await inputs(team.owner, id);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.fields).toEqual([
        { id: 'email', displayName: 'email', required: false, defaultMatch: false, display: true, canBeUsedToMatch: true, type: 'string' },
        { id: 'count', displayName: 'count', required: false, defaultMatch: false, display: true, canBeUsedToMatch: true, type: 'number' },
        { id: 'anything', displayName: 'anything', required: false, defaultMatch: false, display: true, canBeUsedToMatch: true },
      ]);
    });

    it('infers the fields of a JSON example and explains a trigger that accepts all data', async () => {
      const example = await subWorkflow(team.owner, {
        typeVersion: 1.1,
        parameters: { inputSource: 'jsonExample', jsonExample: '{"name": "Ada", "tags": [], "meta": {}}' },
      });
      const response = await inputs(team.owner, example);
      expect(response.body.data.fields.map((f) => [f.id, f.type])).toEqual([
        ['name', 'string'],
        ['tags', 'array'],
        ['meta', 'object'],
      ]);
      const all = await subWorkflow(team.owner, { typeVersion: 1.1, parameters: { inputSource: 'passthrough' } });
      const passthrough = await inputs(team.owner, all);
      expect(passthrough.body.data.fields).toEqual([]);
      expect(passthrough.body.data.emptyFieldsNotice).toMatch(/consume all input data/);
    });

    it('fails clearly without a trigger, and never reads a workflow the user may not see', async () => {
      const noTrigger = await subWorkflow(team.owner, null);
      const response = await inputs(team.owner, noTrigger);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/has no Execute Workflow Trigger/);
      const secret = await subWorkflow(team.owner, { typeVersion: 1.1, parameters: { workflowInputs: { values: [{ name: 'salary' }] } } });
      const asMember = await inputs(team.members['mia']!, secret);
      expect(asMember.status).toBe(404);
      expect(JSON.stringify(asMember.body)).not.toContain('salary');
    });
  });
});
