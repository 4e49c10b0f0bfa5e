/**
 * More rows of the compatibility table (docs/community-nodes.md): community packages that
 * talk to a server named by their own credential (a base URL, host, endpoint or command
 * field), run against a local stand-in that speaks the service's documented wire protocol:
 * S3 for MinIO, MCP (JSON-RPC over stdio) for the MCP client, the REST APIs of Blotato,
 * Hyros, openHAB and Formbricks; and docxtemplater, which computes on its own. Installed
 * from the real npm registry; npm's cache is shared with the other community tests.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { createLoadOptionsContext } from '../../app/server/engine/load-options-context';
import { createRequestHelpers } from '../../app/server/engine/http-helpers';
import { BinaryDataStore } from '../../app/server/engine/binary-data';
import { testCredential } from '../../app/server/credentials/connect/credential-test';
import { outputJson } from '../../app/server/engine/testing/run-test-workflow';
import { chain as manualChain, startStandIn, useCommunityPackages, type ChainNode, type StandIn } from './community-helpers';

const PACKAGES = [
  'n8n-nodes-docxtemplater',
  'n8n-nodes-minio',
  'n8n-nodes-mcp',
  '@blotato/n8n-nodes-blotato',
  'n8n-nodes-hyros',
  '@openhab/n8n-nodes-openhab',
  '@formbricks/n8n-nodes-formbricks',
  'n8n-nodes-obsidian-local-rest-api',
  '@thingsboard/n8n-nodes-thingsboard',
];

/** A manual trigger followed by `nodes` in a chain, as the "Stand-in run" workflow. */
const chain = (...nodes: ChainNode[]) => ({ name: 'Stand-in run', ...manualChain(...nodes) });

/** The smallest Word document: content types, the package relation and one paragraph. */
function docx(paragraph: string): Uint8Array {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/**
 * An MCP server on stdio (newline-delimited JSON-RPC 2.0, as the MCP specification's stdio
 * transport defines): answers initialize, tools/list and tools/call of one `add` tool.
 */
const MCP_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
rl.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  if (message.method === 'initialize') {
    send({ jsonrpc: '2.0', id: message.id, result: { protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'stand-in', version: '1.0.0' } } });
  } else if (message.method === 'tools/list') {
    send({ jsonrpc: '2.0', id: message.id, result: { tools: [{ name: 'add', description: 'Adds two numbers', inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } } }] } });
  } else if (message.method === 'tools/call') {
    const { a, b } = message.params.arguments;
    send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: String(a + b) }] } });
  } else {
    send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
  }
});
`;

interface Call {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('community packages run against stand-ins (compatibility table)', () => {
  const packages = useCommunityPackages('switchyard-community-stand-ins-', PACKAGES);
  const { nodeTypes, credentialTypes, run } = packages;
  let stand: StandIn;
  let standUrl: string;
  let standPort: number;
  const calls: Call[] = [];

  beforeAll(async () => {
    await writeFile(join(packages.folder, 'mcp-server.js'), MCP_SERVER);
    stand = await startStandIn((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        const json = (value: unknown) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(value));
        };
        const url = request.url!;
        // S3 (MinIO): the bucket's region, then the object's removal.
        if (url === '/invoices?location') {
          response.setHeader('content-type', 'application/xml');
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><LocationConstraint xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></LocationConstraint>',
          );
        } else if (request.method === 'DELETE' && url === '/invoices/2026/march.pdf') {
          response.statusCode = 204;
          response.end();
        } else if (url === '/v2/videos/creations/vid-7') {
          json({ item: { id: 'vid-7', status: 'done', mediaUrl: 'https://example.com/v.mp4' } });
        } else if (url === '/v2/users/me' || url === '/api/v1/me') {
          const key = request.headers['blotato-api-key'] ?? request.headers['x-api-key'];
          response.statusCode = key === 'right-key' ? 200 : 401;
          json(key === 'right-key' ? { id: 'u1' } : { message: 'Invalid API key' });
        } else if (url === '/api/v1.0/user-info') {
          json({ request_id: 'r1', result: { email: 'owner@example.com', currency: 'USD' } });
        } else if (request.method === 'POST' && url === '/rest/items/KitchenLight') {
          response.statusCode = 200;
          response.end();
        } else if (url === '/api/notes/Daily%2F2026-11-29.md' || url === '/api/notes/Daily/2026-11-29.md') {
          json({ path: 'Daily/2026-11-29.md', content: '# Today' });
        } else if (url === '/api/system/info') {
          json({ edition: 'CE' });
        } else if (url === '/api/device/d-1') {
          json({ id: { entityType: 'DEVICE', id: 'd-1' }, name: 'Boiler sensor', type: 'default' });
        } else if (url === '/api/v1/surveys') {
          json({ data: [{ id: 'sv1', name: 'Onboarding survey' }] });
        } else {
          response.statusCode = 404;
          json({ message: 'not found' });
        }
      });
    });
    standPort = stand.port;
    standUrl = stand.url;
  });
  afterAll(() => stand?.close());

  it('n8n-nodes-docxtemplater fills a Word template on its own', async () => {
    const template = Buffer.from(docx('Dear {name}, your order {order.id} has shipped.')).toString('base64');
    const result = await run(
      chain({
        name: 'Docx',
        type: 'n8n-nodes-docxtemplater.docxTemplater',
        parameters: { operation: 'render', binaryProperty: 'data', context: '{"name":"Ada","order":{"id":"A-17"}}', options: {} },
      }),
      {},
      {
        Start: [
          {
            json: {},
            binary: {
              data: {
                data: template,
                mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                fileName: 'letter.docx',
              },
            },
          },
        ],
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const item = result.data.resultData.runData['Docx']![0]!.data!['main']![0]![0]!;
    expect(item.binary!['data']).toMatchObject({ fileName: 'rendered.docx' });
    const rendered = unzipSync(await new BinaryDataStore(packages.folder).toBuffer(item.binary!['data']!));
    expect(strFromU8(rendered['word/document.xml']!)).toContain('Dear Ada, your order A-17 has shipped.');
  });

  it('n8n-nodes-minio signs a download URL and removes an object on an S3 stand-in named by its credential', async () => {
    calls.length = 0;
    const credentials = {
      mi: { endPoint: '127.0.0.1', port: standPort, useSSL: false, accessKeyId: 'AKID', accessKeySecret: 'secret-key' },
    };
    const minio = (name: string, operation: string) => ({
      name,
      type: 'n8n-nodes-minio.minioNode',
      parameters: { operation, bucket: { __rl: true, mode: 'list', value: 'invoices' }, key: '2026/march.pdf' },
      credentials: { minioCredentialsApi: { id: 'mi', name: 'MinIO' } },
    });
    const result = await run(chain(minio('Sign', 'presignedGetObject'), minio('Remove', 'removeObject')), credentials);
    expect(result.data.resultData.error).toBeUndefined();
    const signed = new URL((outputJson(result, 'Sign')![0] as { url: string }).url);
    expect(signed.origin).toBe(standUrl);
    expect(signed.pathname).toBe('/invoices/2026/march.pdf');
    expect(signed.searchParams.get('X-Amz-Credential')).toMatch(/^AKID\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url).toBe('/invoices/2026/march.pdf');
    expect(String(removal?.headers['authorization'])).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\//);
  });

  it('n8n-nodes-mcp lists and calls the tools of an MCP server started by its command credential', async () => {
    const credentials = { mcp: { command: process.execPath, args: join(packages.folder, 'mcp-server.js'), environments: '' } };
    const mcp = (name: string, parameters: Record<string, unknown>) => ({
      name,
      type: 'n8n-nodes-mcp.mcpClient',
      parameters: { connectionType: 'cmd', ...parameters },
      credentials: { mcpClientApi: { id: 'mcp', name: 'MCP' } },
    });
    const result = await run(
      chain(
        mcp('List', { operation: 'listTools' }),
        mcp('Call', { operation: 'executeTool', toolName: 'add', toolParameters: '{"a":2,"b":40}' }),
      ),
      credentials,
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'List')).toEqual([
      { tools: [{ name: 'add', description: 'Adds two numbers', schema: expect.objectContaining({ type: 'object' }) as unknown }] },
    ]);
    expect(outputJson(result, 'Call')).toEqual([{ result: { content: [{ type: 'text', text: '42' }] } }]);
  });

  it('@blotato/n8n-nodes-blotato reads a video from the server named by its credential', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Blotato',
        type: '@blotato/n8n-nodes-blotato.blotato',
        typeVersion: 2,
        parameters: { resource: 'video', operation: 'get', videoId: 'vid-7' },
        credentials: { blotatoApi: { id: 'bl', name: 'Blotato' } },
      }),
      { bl: { server: standUrl, apiKey: 'bl-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/videos/creations/vid-7', headers: { 'blotato-api-key': 'bl-key' } });
    expect(JSON.stringify(outputJson(result, 'Blotato'))).toContain('"status":"done"');
  });

  it('n8n-nodes-hyros reads the account from the base URL of its credential', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Hyros',
        type: 'n8n-nodes-hyros.hyros',
        parameters: { resource: 'userInfo', operation: 'get' },
        credentials: { hyrosApi: { id: 'hy', name: 'Hyros' } },
      }),
      { hy: { baseUrl: `${standUrl}/`, apiKey: 'hy-key', accessibleAccountId: '' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1.0/user-info', headers: { 'api-key': 'hy-key' } });
    expect(outputJson(result, 'Hyros')).toEqual([{ email: 'owner@example.com', currency: 'USD' }]);
  });

  it('@openhab/n8n-nodes-openhab sends a command to an item on the local openHAB of its credential', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'openHAB',
        type: '@openhab/n8n-nodes-openhab.openHab',
        parameters: { resource: 'item', itemOperation: 'command', itemName: 'KitchenLight', command: 'ON' },
        credentials: { openHABApi: { id: 'oh', name: 'openHAB' } },
      }),
      { oh: { authType: 'token', token: 'oh-token', baseUrlLocal: standUrl, allowUnauthorizedCerts: false } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/rest/items/KitchenLight',
      body: 'ON',
      headers: { authorization: 'Bearer oh-token', 'content-type': 'text/plain' },
    });
    expect(outputJson(result, 'openHAB')).toEqual([{ item: 'KitchenLight', command: 'ON', statusCode: 200 }]);
  });

  it('@formbricks/n8n-nodes-formbricks lists the surveys of the instance named by its credential (trigger options)', async () => {
    calls.length = 0;
    const formbricks = { host: standUrl, apiKey: 'fb-key' };
    const type = nodeTypes.get('@formbricks/n8n-nodes-formbricks.formbricks', 1)!;
    const node: INode = {
      id: 'f',
      name: 'Formbricks',
      type: '@formbricks/n8n-nodes-formbricks.formbricks',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      credentials: { formbricksApi: { id: 'fb', name: 'Formbricks' } },
    };
    const context = createLoadOptionsContext({
      node,
      credentials: node.credentials,
      loadCredential: async () => formbricks,
      searchWorkflows: async () => ({ results: [] }),
      readWorkflow: async () => {
        throw new Error('not used');
      },
      helpers: createRequestHelpers({ loadCredentials: async () => formbricks, credentialType: (name) => credentialTypes.get(name) }),
      timezone: 'UTC',
      restApiUrl: 'http://localhost/rest',
      instanceBaseUrl: 'http://localhost',
    });
    const options = await type.methods!.loadOptions!['getSurveys']!.call(context);
    expect(options).toEqual([{ name: 'Onboarding survey', value: 'sv1' }]);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/surveys', headers: { 'x-api-key': 'fb-key' } });
  });

  it('n8n-nodes-obsidian-local-rest-api (declarative, generated from OpenAPI) reads a note from the vault API of its credential', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Obsidian',
        type: 'n8n-nodes-obsidian-local-rest-api.obsidianVaultRestApi',
        parameters: { resource: 'Notes', operation: 'Get Note', path: 'Daily/2026-11-29.md' },
        credentials: { obsidianVaultApi: { id: 'ob', name: 'Obsidian' } },
      }),
      { ob: { host: standUrl, token: 'ob-token' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer ob-token' } });
    expect(calls[0]?.url).toMatch(/^\/api\/notes\/Daily(%2F|\/)2026-11-29\.md$/);
    expect(outputJson(result, 'Obsidian')).toEqual([{ path: 'Daily/2026-11-29.md', content: '# Today' }]);
  });

  it('@thingsboard/n8n-nodes-thingsboard detects the edition and reads a device with an API key', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'ThingsBoard',
        type: '@thingsboard/n8n-nodes-thingsboard.thingsBoard',
        parameters: { authentication: 'apiKey', resource: 'device', operation: 'getDeviceById', deviceId: 'd-1' },
        credentials: { thingsBoardApiKeyApi: { id: 'tb', name: 'ThingsBoard' } },
      }),
      { tb: { baseUrl: `${standUrl}/`, apiKey: 'tb-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual(['/api/system/info', '/api/device/d-1']);
    expect(calls[1]?.headers['x-authorization']).toBe('ApiKey tb-key');
    expect(outputJson(result, 'ThingsBoard')).toEqual([
      { id: { entityType: 'DEVICE', id: 'd-1' }, name: 'Boiler sensor', type: 'default' },
    ]);
  });

  it("community credential types' test requests pass or fail in the credential modal's test", async () => {
    const context = { types: credentialTypes, instanceApiBaseUrl: 'http://localhost/api/v1' };
    // Blotato's test request names its server as `={{$credentials?.server}}`.
    expect(await testCredential(context, 'blotatoApi', { server: standUrl, apiKey: 'right-key' })).toEqual({
      status: 'OK',
      message: 'Connection successful!',
    });
    expect(await testCredential(context, 'blotatoApi', { server: standUrl, apiKey: 'wrong' })).toMatchObject({ status: 'Error' });
    // Formbricks' is `={{$credentials.host}}/api/v1` + `/me`, its key in a header.
    expect(await testCredential(context, 'formbricksApi', { host: standUrl, apiKey: 'right-key' })).toMatchObject({ status: 'OK' });
    const seen = calls.filter((call) => call.url === '/api/v1/me').at(-1);
    expect(seen?.headers['x-api-key']).toBe('right-key');
  });
});
