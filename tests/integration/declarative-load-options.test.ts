/**
 * Declarative option loading through the real server: a node in n8n's plain-JS declarative
 * form (custom folder) whose Warehouse parameter has `typeOptions.loadOptions.routing`
 * instead of a method. `GET /rest/node-parameter-options` without a method name runs that
 * routing against a local server with the node's credential (its `authenticate` header) and
 * answers the entries its `postReceive` steps made. A routing sent by the client is never
 * run: routing values are evaluated as code.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Data } from './accounts-helpers';
import { createCredential, startTeam, type Team } from './credentials-helpers';

const NODE = `
class Inventory {
  constructor() {
    this.description = {
      displayName: 'Inventory', name: 'inventory', group: ['transform'], version: 1,
      defaults: { name: 'Inventory' }, inputs: ['main'], outputs: ['main'],
      credentials: [{ name: 'inventoryApi', required: true }],
      requestDefaults: { baseURL: '={{$credentials.url}}', headers: { accept: 'application/json' } },
      properties: [
        {
          displayName: 'Warehouse', name: 'warehouse', type: 'options', default: '',
          typeOptions: {
            loadOptions: {
              routing: {
                request: { method: 'GET', url: '=/warehouses', qs: { region: '={{$parameter.region}}' } },
                output: {
                  postReceive: [
                    { type: 'rootProperty', properties: { property: 'data' } },
                    { type: 'setKeyValue', properties: { name: '={{$responseItem.title}}', value: '={{$responseItem.code}}' } },
                    { type: 'sort', properties: { key: 'name' } },
                  ],
                },
              },
            },
          },
          routing: { request: { method: 'GET', url: '=/warehouses/{{$value}}' } },
        },
        { displayName: 'Region', name: 'region', type: 'string', default: 'eu' },
      ],
    };
  }
}
module.exports = { Inventory };
`;

const CREDENTIAL = `
class InventoryApi {
  constructor() {
    this.name = 'inventoryApi';
    this.displayName = 'Inventory API';
    this.properties = [
      { displayName: 'URL', name: 'url', type: 'string', default: '' },
      { displayName: 'Token', name: 'token', type: 'string', typeOptions: { password: true }, default: '' },
    ];
    this.authenticate = { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.token}}' } } };
  }
}
module.exports = { InventoryApi };
`;

describe('declarative loadOptions routing', () => {
  let team: Team;
  let userFolder: string;
  let stand: Server;
  let standUrl: string;
  const seen: Array<{ url: string; authorization?: string }> = [];

  beforeAll(async () => {
    stand = createHttpServer((request, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
      response.writeHead(request.url?.startsWith('/warehouses?') ? 200 : 404, { 'content-type': 'application/json' });
      const region = new URL(request.url ?? '/', 'http://x').searchParams.get('region');
      response.end(
        JSON.stringify({
          data: [
            { code: `${region}-w2`, title: 'Westside' },
            { code: `${region}-n1`, title: 'Northgate' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    standUrl = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
    userFolder = await mkdtemp(join(tmpdir(), 'switchyard-declarative-options-'));
    const custom = join(userFolder, 'custom');
    await mkdir(custom, { recursive: true });
    await writeFile(join(custom, 'package.json'), '{"type":"commonjs"}');
    await writeFile(join(custom, 'Inventory.node.js'), NODE);
    await writeFile(join(custom, 'InventoryApi.credentials.js'), CREDENTIAL);
    team = await startTeam('sqlite', [], { SWITCHYARD_USER_FOLDER: userFolder });
  });
  afterAll(async () => {
    await team?.close();
    await new Promise((resolve) => stand?.close(resolve));
    await rm(userFolder, { recursive: true, force: true });
  });

  const options = (query: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return team.owner.browser.get<Data<Array<{ name: string; value: string }>> & ApiError>(`/node-parameter-options?${search.toString()}`);
  };

  it('runs the parameter’s routing with the credential and current parameters, and answers sorted options', async () => {
    const credential = await createCredential(team.owner, {
      name: 'Inventory',
      type: 'inventoryApi',
      data: { url: standUrl, token: 'inv-1' },
    });
    const base = {
      nodeTypeAndVersion: { name: 'CUSTOM.inventory', version: 1 },
      path: 'parameters.warehouse',
      currentNodeParameters: { region: 'us' },
      credentials: { inventoryApi: { id: credential.id, name: credential.name } },
    };
    const loaded = await options(base);
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body.data).toEqual([
      { name: 'Northgate', value: 'us-n1' },
      { name: 'Westside', value: 'us-w2' },
    ]);
    expect(seen.at(-1)).toEqual({ url: '/warehouses?region=us', authorization: 'Bearer inv-1' });

    // The client's own routing is not run: the description's is.
    seen.length = 0;
    const forged = await options({ ...base, loadOptions: { routing: { request: { url: '/admin?x={{process.pid}}' } } } });
    expect(forged.status).toBe(200);
    expect(seen.map((call) => call.url)).toEqual(['/warehouses?region=us']);

    // A parameter that does not load by routing, with no method name: a clear 400.
    const region = await options({ ...base, path: 'parameters.region' });
    expect(region.status).toBe(400);
    expect(region.body.message).toMatch(/methodName is required/);
  });
});
