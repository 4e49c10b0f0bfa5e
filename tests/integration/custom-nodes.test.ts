/**
 * Custom nodes through the real server: a server started with N8N_CUSTOM_EXTENSIONS on
 * the fixture folder serves the Catalog node in types/nodes.json and its credential in types/credentials.json,
 * answers the node's list search through GET /rest/nodes-list-search (filter and
 * pagination token), and runs a workflow using it. A server's own `<userFolder>/custom` is scanned too, and
 * a broken file there is skipped without stopping the start.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Data } from './accounts-helpers';
import { startTeam } from './credentials-helpers';
import type { Team } from './credentials-helpers';
import { runWorkflow, waitForExecution } from './executions-helpers';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/custom-nodes');
const CATALOG = { name: 'CUSTOM.catalog', version: 1 };
type ListPage = { results: Array<{ name: string; value: string }>; paginationToken?: string };

describe('custom nodes from N8N_CUSTOM_EXTENSIONS', () => {
  let team: Team;

  beforeAll(async () => {
    team = await startTeam('sqlite', [], { N8N_CUSTOM_EXTENSIONS: `${FIXTURE};/no/such/folder` });
  });
  afterAll(() => team?.close());

  const listSearch = (params: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return team.owner.browser.get<Data<ListPage> & ApiError>(`/nodes-list-search?${search.toString()}`);
  };

  it('lists the custom node and credential types with the built-in ones', async () => {
    const nodes = (await (await fetch(`${team.server.base}/types/nodes.json`)).json()) as Array<{
      name: string;
      displayName: string;
      version: number;
    }>;
    expect(nodes.find((n) => n.name === 'CUSTOM.catalog')).toMatchObject({ displayName: 'Catalog', version: 1 });
    expect(nodes.some((n) => n.name === 'n8n-nodes-base.set')).toBe(true);
    const credentials = (await (await fetch(`${team.server.base}/types/credentials.json`)).json()) as Array<{
      name: string;
      displayName: string;
    }>;
    expect(credentials.find((c) => c.name === 'catalogApi')).toMatchObject({ displayName: 'Catalog API' });
  });

  it('answers the node’s list search with the filter, a page at a time', async () => {
    const base = { nodeTypeAndVersion: CATALOG, methodName: 'searchCatalog', path: 'parameters.item', currentNodeParameters: {} };
    const nuts = await listSearch({ ...base, filter: 'nut' });
    expect(nuts.status).toBe(200);
    expect(nuts.body.data.results.map((r) => r.name)).toEqual(['Flange Nut', 'Hex Nut', 'Wing Nut']);
    const first = await listSearch({ ...base, filter: 's' });
    expect(first.body.data.results).toHaveLength(10);
    expect(first.body.data.paginationToken).toBe('10');
    const second = await listSearch({ ...base, filter: 's', paginationToken: '10' });
    expect(second.body.data.results[0]?.name).not.toBe(first.body.data.results[0]?.name);
    const unknown = await listSearch({ ...base, methodName: 'nope' });
    expect(unknown.status).toBe(404);
  });

  it('runs a workflow with the custom node', async () => {
    const workflow = {
      name: 'Catalog lookup',
      nodes: [
        { id: 'c1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'c2',
          name: 'Catalog',
          type: 'CUSTOM.catalog',
          typeVersion: 1,
          position: [200, 0],
          parameters: { item: { __rl: true, mode: 'list', value: 'sku-014', cachedResultName: 'Hex Nut' } },
        },
      ],
      connections: { Start: { main: [[{ node: 'Catalog', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1', saveManualExecutions: true },
    };
    const execution = await waitForExecution(team.owner, await runWorkflow(team.owner, workflow));
    expect(execution?.status).toBe('success');
    expect(execution?.data.resultData.runData['Catalog']?.[0]?.data?.main[0]?.map((i) => i.json)).toEqual([
      { id: 'sku-014', name: 'Hex Nut', priceCents: 400 },
    ]);
  });
});

describe('custom nodes in <userFolder>/custom', () => {
  it('loads the good files there, skips a broken one and still starts', async () => {
    const userFolder = await mkdtemp(join(tmpdir(), 'switchyard-custom-it-'));
    const custom = join(userFolder, 'custom');
    await mkdir(join(custom, 'broken'), { recursive: true });
    await writeFile(join(custom, 'package.json'), '{"type":"commonjs"}');
    await writeFile(join(custom, 'broken', 'Broken.node.js'), 'module.exports = {');
    await writeFile(
      join(custom, 'Echo.node.js'),
      `class Echo {
        constructor() { this.description = { displayName: 'Echo', name: 'echo', group: ['transform'], version: 1, defaults: { name: 'Echo' }, inputs: ['main'], outputs: ['main'], properties: [] }; }
        async execute() { return [this.getInputData()]; }
      }
      module.exports = { Echo };`,
    );
    const team = await startTeam('sqlite', [], { SWITCHYARD_USER_FOLDER: userFolder });
    try {
      const nodes = (await (await fetch(`${team.server.base}/types/nodes.json`)).json()) as Array<{ name: string }>;
      const custom = nodes.map((n) => n.name).filter((name) => name.startsWith('CUSTOM.'));
      expect(custom).toEqual(['CUSTOM.echo']);
    } finally {
      await team.close();
      await rm(userFolder, { recursive: true, force: true });
    }
  });
});
