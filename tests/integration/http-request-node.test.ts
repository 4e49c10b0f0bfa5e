import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, webhookNode } from './webhooks-helpers';
import { startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

let remote: Server;
let remoteBase = '';
let tokenRequests = 0;

beforeAll(async () => {
  remote = createHttpServer((req, res) => {
    // An OAuth2 provider: a client-credentials token endpoint and an API that wants its token.
    if (req.url === '/token') {
      tokenRequests += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: `cc-token-${tokenRequests}`, token_type: 'bearer' }));
      return;
    }
    if (req.url === '/me') {
      res.writeHead(req.headers.authorization?.startsWith('Bearer cc-token-') ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ auth: req.headers.authorization ?? null }));
      return;
    }
    const ok = req.headers.authorization === `Basic ${Buffer.from('api:key').toString('base64')}`;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { orders: [{ id: 1 }, { id: 2 }], path: req.url } : { error: 'who are you' }));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteBase = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

describe.each(DIALECTS)('HTTP Request node and curl import on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  it('calls an API with a stored credential inside a webhook-started workflow', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Shop API',
      type: 'httpBasicAuth',
      data: { user: 'api', password: 'key' },
    });
    expect(credential.status).toBe(200);
    await createActive(team.owner, {
      name: 'Proxy',
      nodes: [
        webhookNode({ path: 'orders', responseMode: 'lastNode', responseData: 'allEntries' }),
        {
          id: 'h1',
          name: 'HTTP Request',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [200, 0],
          parameters: {
            url: `${remoteBase}/orders`,
            authentication: 'genericCredentialType',
            genericAuthType: 'httpBasicAuth',
            sendQuery: true,
            queryParameters: { parameters: [{ name: 'shop', value: '={{ $json.query.shop }}' }] },
            options: {},
          },
          credentials: { httpBasicAuth: { id: credential.body.data.id, name: 'Shop API' } },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });
    const answer = await callUrl(team.server.base, '/webhook/orders?shop=north');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([{ orders: [{ id: 1 }, { id: 2 }], path: '/orders?shop=north' }]);
  });

  it('keeps the OAuth2 token a run fetched on the credential, so the next run reuses it', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: `Provider ${dialect}`,
      type: 'oAuth2Api',
      data: {
        grantType: 'clientCredentials',
        accessTokenUrl: `${remoteBase}/token`,
        clientId: 'cid',
        clientSecret: 'csec',
        authentication: 'header',
      },
    });
    expect(credential.status).toBe(200);
    await createActive(team.owner, {
      name: `Token ${dialect}`,
      nodes: [
        webhookNode({ path: `me-${dialect}`, responseMode: 'lastNode', responseData: 'firstEntryJson' }),
        {
          id: 'h1',
          name: 'HTTP Request',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [200, 0],
          parameters: { url: `${remoteBase}/me`, authentication: 'genericCredentialType', genericAuthType: 'oAuth2Api', options: {} },
          credentials: { oAuth2Api: { id: credential.body.data.id, name: 'Provider' } },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });
    const before = tokenRequests;
    const first = await callUrl(team.server.base, `/webhook/me-${dialect}`);
    const second = await callUrl(team.server.base, `/webhook/me-${dialect}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(tokenRequests - before).toBe(1);
    expect(second.json).toEqual(first.json);
  });

  it('refuses a blocked protocol in a run from the editor with a clear node error', async () => {
    const run = await team.owner.browser.post<Data<{ executionId: string }>>('/workflows/run', {
      workflowData: {
        name: 'FTP',
        nodes: [
          { id: 'm', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          {
            id: 'h',
            name: 'HTTP Request',
            type: 'n8n-nodes-base.httpRequest',
            typeVersion: 4.2,
            position: [200, 0],
            parameters: { url: 'ftp://files.example.com/x' },
          },
        ],
        connections: { Start: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
        settings: { executionOrder: 'v1', saveManualExecutions: true },
      },
    });
    expect(run.status).toBe(200);
    const execution = await (async () => {
      for (let i = 0; i < 100; i++) {
        const got = await team.owner.browser.get<Data<{ status: string; data: { resultData: { error?: { message: string } } } }>>(
          `/executions/${run.body.data.executionId}`,
        );
        if (got.status === 200 && got.body.data.status !== 'running' && got.body.data.status !== 'new') return got.body.data;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the execution did not finish');
    })();
    expect(execution.status).toBe('error');
    expect(execution.data.resultData.error?.message).toBe('The protocol "ftp" is not allowed');
  });

  it('converts curl commands on POST /rest/curl-to-json, 400 for what is not curl, 401 signed out', async () => {
    const converted = await team.owner.browser.post<Data<Record<string, unknown>>>('/curl-to-json', {
      curlCommand: `curl -X POST 'https://api.example.com/v1/items?x=1' -H 'Content-Type: application/json' -d '{"a":"b"}'`,
    });
    expect(converted.status).toBe(200);
    expect(converted.body.data).toMatchObject({
      url: 'https://api.example.com/v1/items',
      method: 'POST',
      sendBody: true,
      contentType: 'json',
      bodyParameters: { parameters: [{ name: 'a', value: 'b' }] },
      queryParameters: { parameters: [{ name: 'x', value: '1' }] },
    });
    const bad = await team.owner.browser.post<{ message: string }>('/curl-to-json', { curlCommand: 'wget https://example.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cURL command: The command does not start with "curl".');
    expect((await team.owner.browser.post('/curl-to-json', { curlCommand: 42 })).status).toBe(400);
    const anonymous = await callUrl(team.server.base, '/rest/curl-to-json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"curlCommand":"curl x"}',
    });
    expect(anonymous.status).toBe(401);
  });
});
