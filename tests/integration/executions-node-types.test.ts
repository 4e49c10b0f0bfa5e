/**
 * The node catalogue over real HTTP: `types/nodes.json`, `POST /node-types`,
 * `GET /node-translation-headers`, and the Execute Workflow node's workflow list through
 * `GET /nodes-list-search` (permission-filtered, searchable, paginated), plus the 4xx
 * answers of `GET /node-parameter-options`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { chainWorkflow } from './executions-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

const EXECUTE_WORKFLOW = JSON.stringify({ name: 'n8n-nodes-base.executeWorkflow', version: 1.1 });
type SearchBody = Data<{ results: Array<{ name: string; value: string; url: string }>; paginationToken?: string }>;

describe.each(DIALECTS)('node types on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, ['mia'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    for (let i = 0; i < 55; i++) await createWorkflow(team.owner, chainWorkflow(`Report ${String(i).padStart(2, '0')}`));
    await createWorkflow(team.members.mia!, chainWorkflow('Mia private'));
  }, 120_000);
  afterAll(async () => {
    await team?.close();
  });

  it('serves every node description at types/nodes.json without sign-in', async () => {
    const response = await fetch(`${team.server.base}/types/nodes.json`);
    expect(response.status).toBe(200);
    const types = (await response.json()) as Array<{ name: string; version: number | number[] }>;
    const names = types.map((t) => t.name);
    for (const name of [
      'manualTrigger',
      'set',
      'if',
      'switch',
      'merge',
      'noOp',
      'executeWorkflow',
      'splitInBatches',
      'itemLists',
      'html',
      'xml',
    ]) {
      expect(names).toContain(`n8n-nodes-base.${name}`);
    }
    const sets = types.filter((t) => t.name === 'n8n-nodes-base.set').map((t) => t.version);
    expect(sets).toContainEqual([1, 2]);
    const credentials = await fetch(`${team.server.base}/types/credentials.json`);
    expect(((await credentials.json()) as Array<{ name: string }>).map((c) => c.name)).toContain('httpBasicAuth');
  });

  it('answers node-types and translation headers', async () => {
    const found = await team.owner.browser.post<Data<Array<{ name: string; version: number }>>>('/node-types', {
      nodeInfos: [
        { name: 'n8n-nodes-base.set', version: 3.4 },
        { name: 'n8n-nodes-base.nope', version: 1 },
      ],
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ name: 'n8n-nodes-base.set', version: 3.4 });
    expect((await team.owner.browser.post<ApiError>('/node-types', { nodeInfos: 'x' })).status).toBe(400);
    expect((await team.owner.browser.get<Data<object>>('/node-translation-headers')).body.data).toEqual({});
  });

  it("pages and searches the Execute Workflow node's workflow list", async () => {
    const base = `/nodes-list-search?nodeTypeAndVersion=${encodeURIComponent(EXECUTE_WORKFLOW)}&methodName=searchWorkflows&path=workflowId`;
    const first = await team.owner.browser.get<SearchBody>(base);
    expect(first.status).toBe(200);
    expect(first.body.data.results).toHaveLength(50);
    expect(first.body.data.paginationToken).toBe('50');
    const second = await team.owner.browser.get<SearchBody>(`${base}&paginationToken=50`);
    expect(second.body.data.results).toHaveLength(6);
    expect(second.body.data.paginationToken).toBeUndefined();
    const search = await team.owner.browser.get<SearchBody>(`${base}&filter=${encodeURIComponent('Report 1')}`);
    expect(search.body.data.results.map((r) => r.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Report 1${i}`));
    expect(search.body.data.results[0]!.url).toMatch(/\/workflow\/[0-9A-Za-z]+$/);
    const mia = await team.members.mia!.browser.get<SearchBody>(base);
    expect(mia.body.data.results.map((r) => r.name)).toEqual(['Mia private']);
  });

  it('answers 4xx for unknown types, methods and bad queries', async () => {
    const unknownType = await team.owner.browser.get<ApiError>(
      `/node-parameter-options?nodeTypeAndVersion=${encodeURIComponent(JSON.stringify({ name: 'x.y', version: 1 }))}&methodName=m`,
    );
    expect(unknownType.status).toBe(404);
    const unknownMethod = await team.owner.browser.get<ApiError>(
      `/node-parameter-options?nodeTypeAndVersion=${encodeURIComponent(EXECUTE_WORKFLOW)}&methodName=nope`,
    );
    expect(unknownMethod.status).toBe(404);
    // Names Object.prototype has are no node methods (calling `constructor` would echo the context).
    for (const route of ['node-parameter-options', 'nodes-list-search', 'dynamic-node-parameters/resource-mapper-fields']) {
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const inherited = await team.owner.browser.get<ApiError>(
          `/${route}?nodeTypeAndVersion=${encodeURIComponent(EXECUTE_WORKFLOW)}&methodName=${name}`,
        );
        expect(inherited.status, `${route} ${name}`).toBe(404);
      }
    }
    const badJson = await team.owner.browser.get<ApiError>('/nodes-list-search?nodeTypeAndVersion={bad&methodName=searchWorkflows');
    expect(badJson.status).toBe(400);
    const anonymous = await fetch(
      `${team.server.base}/rest/nodes-list-search?nodeTypeAndVersion=${encodeURIComponent(EXECUTE_WORKFLOW)}&methodName=searchWorkflows`,
    );
    expect(anonymous.status).toBe(401);
  });
});
