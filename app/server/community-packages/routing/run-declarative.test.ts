/**
 * The routing engine on a declarative node written here (the shape community packages use),
 * against a local HTTP server: request defaults with the credential's URL, `send` into the
 * query and a dotted body path, `preSend`, offset pagination with `maxResults`, and the
 * postReceive actions rootProperty, filter, sort, setKeyValue and limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialType, INodeParameters, INodeTypeDescription } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { createCoreNodeTypes } from '../../nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import type { INodeType } from '../../engine/node-interface';
import { adaptNodeType } from '../adapt-node-type';

const TEAM = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `user-${String(23 - i).padStart(2, '0')}`, active: i % 2 === 0 }));

const credential: ICredentialType = {
  name: 'rosterApi',
  displayName: 'Roster API',
  properties: [
    { displayName: 'URL', name: 'url', type: 'string', default: '' },
    { displayName: 'Token', name: 'token', type: 'string', default: '' },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'X-Token': '={{$credentials.token}}' } } },
};

const description: INodeTypeDescription = {
  displayName: 'Roster',
  name: 'roster',
  group: ['transform'],
  version: 1,
  description: 'A declarative test node',
  defaults: { name: 'Roster' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'rosterApi', required: true }],
  requestDefaults: { baseURL: '={{$credentials.url}}/v1', headers: { Accept: 'application/json' } },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      default: 'list',
      options: [
        {
          name: 'List',
          value: 'list',
          routing: {
            request: { method: 'GET', url: '/users' },
            send: { paginate: '={{$parameter.returnAll}}' },
            operations: {
              pagination: { type: 'offset', properties: { limitParameter: 'take', offsetParameter: 'skip', pageSize: 10, type: 'query' } },
            },
            output: {
              postReceive: [
                { type: 'rootProperty', properties: { property: 'users' } },
                { type: 'filter', properties: { pass: '={{$responseItem.active}}' } },
              ],
            },
          },
        },
        {
          name: 'Create',
          value: 'create',
          routing: {
            request: { method: 'POST', url: '/users' },
            send: {
              preSend: [
                async function (this: unknown, request: { headers: Record<string, string> }) {
                  request.headers['X-Pre-Send'] = 'yes';
                  return request;
                },
              ],
            },
          },
        },
      ],
    },
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { operation: ['list'] } } },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 5,
      displayOptions: { show: { operation: ['list'], returnAll: [false] } },
      routing: {
        send: { type: 'query', property: 'take' },
        output: {
          postReceive: [
            { type: 'sort', properties: { key: 'name' } },
            { type: 'setKeyValue', properties: { id: '={{$responseItem.id}}', label: '={{$responseItem.name.toUpperCase()}}' } },
            { type: 'limit', properties: { maxResults: '={{$value}}' } },
          ],
        },
      },
    },
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      displayOptions: { show: { operation: ['create'] } },
      routing: { send: { type: 'body', property: 'profile.name' } },
    },
  ],
};

describe('runDeclarativeNode', () => {
  let server: Server;
  let url: string;
  const seen: Array<{ url: string; headers: Record<string, unknown>; body: string }> = [];
  const nodeTypes = createCoreNodeTypes();
  const credentialTypes = new CredentialTypeRegistry();

  beforeAll(async () => {
    nodeTypes.register(adaptNodeType({ description } as INodeType, description));
    credentialTypes.register(credential);
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ url: request.url!, headers: request.headers, body });
        const query = new URL(request.url!, 'http://x').searchParams;
        const skip = Number(query.get('skip') ?? 0);
        const take = Number(query.get('take') ?? 100);
        response.setHeader('content-type', 'application/json');
        if (request.method === 'POST') response.end(JSON.stringify({ created: JSON.parse(body) as unknown }));
        else response.end(JSON.stringify({ users: TEAM.slice(skip, skip + take) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const run = (parameters: INodeParameters) =>
    runTestWorkflow(
      {
        nodes: [
          { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          {
            id: 'r',
            name: 'Roster',
            type: 'roster',
            typeVersion: 1,
            position: [200, 0],
            parameters,
            credentials: { rosterApi: { id: 'c', name: 'Roster' } },
          },
        ],
        connections: { Start: { main: [[{ node: 'Roster', type: 'main', index: 0 }]] } },
      },
      { services: { nodeTypes, credentialType: (name) => credentialTypes.get(name), loadCredential: async () => ({ url, token: 't-1' }) } },
    );

  it('sends one page with the limit, then filters, sorts, reshapes and limits the items', async () => {
    seen.length = 0;
    const result = await run({ operation: 'list', returnAll: false, limit: 3 });
    expect(result.data.resultData.error).toBeUndefined();
    expect(seen.map((s) => s.url)).toEqual(['/v1/users?take=3']);
    expect(seen[0]?.headers).toMatchObject({ 'x-token': 't-1', accept: 'application/json' });
    // users 1..3 come back; the active ones (1 and 3) are kept, sorted by name.
    expect(outputJson(result, 'Roster')).toEqual([
      { id: 3, label: 'USER-21' },
      { id: 1, label: 'USER-23' },
    ]);
  });

  it('follows offset pages until a short page when everything is asked for', async () => {
    seen.length = 0;
    const result = await run({ operation: 'list', returnAll: true });
    expect(seen.map((s) => s.url)).toEqual(['/v1/users?take=10&skip=0', '/v1/users?take=10&skip=10', '/v1/users?take=10&skip=20']);
    expect(outputJson(result, 'Roster')).toHaveLength(12);
  });

  it('puts a value into a dotted body path and runs preSend hooks', async () => {
    seen.length = 0;
    const result = await run({ operation: 'create', name: 'Ada' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(seen[0]?.headers).toMatchObject({ 'x-pre-send': 'yes' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ profile: { name: 'Ada' } });
    expect(outputJson(result, 'Roster')).toEqual([{ created: { profile: { name: 'Ada' } } }]);
  });
});
