/**
 * The compatibility table's execution checks (docs/community-nodes.md): popular community
 * packages installed from the real npm registry into a temporary user folder and run,
 * against a local server playing their service where they call one, or on their own where
 * they compute. npm's cache is shared with community-packages.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputJson } from '../../app/server/engine/testing/run-test-workflow';
import { chain, startStandIn, useCommunityPackages, type StandIn } from './community-helpers';

const PACKAGES = [
  'n8n-nodes-jwt-validate',
  'n8n-nodes-datastore',
  '@mendable/n8n-nodes-firecrawl',
  'n8n-nodes-deepseek',
  '@searchapi/n8n-nodes-searchapi',
  'n8n-nodes-evolution-api',
  'n8n-nodes-convert-image',
];

describe('community packages run (compatibility table)', () => {
  const { nodeTypes, run } = useCommunityPackages('switchyard-community-compat-', PACKAGES);
  let stand: StandIn;
  let standUrl: string;
  const calls: Array<{ method: string; url: string; headers: Record<string, unknown>; body: unknown }> = [];

  beforeAll(async () => {
    stand = await startStandIn((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = text ? (JSON.parse(text) as unknown) : undefined;
        calls.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/v2/scrape') {
          response.end(JSON.stringify({ success: true, data: { markdown: '# Stand-in page', metadata: { statusCode: 200 } } }));
        } else if (request.url?.startsWith('/api/v1/search?')) {
          response.end(JSON.stringify({ organic_results: [{ position: 1, title: 'Switchyard', link: 'https://example.com' }] }));
        } else if (request.url === '/instance/fetchInstances') {
          response.end(JSON.stringify([{ name: 'sales', connectionStatus: 'open' }]));
        } else if (request.url === '/chat/completions') {
          response.end(
            JSON.stringify({ id: 'c1', choices: [{ index: 0, message: { role: 'assistant', content: 'Hello from the stand-in' } }] }),
          );
        } else {
          response.statusCode = 404;
          response.end('{}');
        }
      });
    });
    standUrl = stand.url;
  });
  afterAll(() => stand?.close());

  it('n8n-nodes-jwt-validate decodes a token on its own', async () => {
    // {"alg":"HS256","typ":"JWT"} . {"sub":"42","name":"Ada"} . signature
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEifQ.c2lnbmF0dXJl';
    const result = await run(
      chain({ name: 'JWT', type: 'n8n-nodes-jwt-validate.jwtValidate', parameters: { operation: 'decode', jwtToken: token } }),
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(JSON.stringify(outputJson(result, 'JWT'))).toContain('"sub":"42"');
  });

  it('n8n-nodes-datastore keeps a value between two nodes', async () => {
    const result = await run(
      chain(
        {
          name: 'Set',
          type: 'n8n-nodes-datastore.datastore',
          parameters: { operation: 'set', keyName: 'greeting', valueDataType: 'string', valueString: 'hi there' },
        },
        { name: 'Get', type: 'n8n-nodes-datastore.datastore', parameters: { operation: 'get', keyName: 'greeting' } },
      ),
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(JSON.stringify(outputJson(result, 'Get'))).toContain('hi there');
  });

  it('@mendable/n8n-nodes-firecrawl (declarative) scrapes through the stand-in with the credential', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Firecrawl',
        type: '@mendable/n8n-nodes-firecrawl.firecrawl',
        parameters: { resource: 'Scraping', operation: 'scrape', url: 'https://example.com' },
        credentials: { firecrawlApi: { id: 'fc', name: 'Firecrawl' } },
      }),
      { fc: { baseUrl: `${standUrl}/v2`, apiKey: 'fc-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/scrape', headers: { authorization: 'Bearer fc-key' } });
    expect(calls[0]?.body).toMatchObject({ url: 'https://example.com', integration: 'n8n' });
    expect(JSON.stringify(outputJson(result, 'Firecrawl'))).toContain('# Stand-in page');
  });

  it('n8n-nodes-deepseek (declarative) sends the chat and simplifies the answer', async () => {
    // The package fixes its base URL to api.deepseek.com; the stand-in takes its place here.
    const type = nodeTypes.get('n8n-nodes-deepseek.deepSeek', 1)!;
    (type.description.requestDefaults as Record<string, unknown>).baseURL = standUrl;
    calls.length = 0;
    const result = await run(
      chain({
        name: 'DeepSeek',
        type: 'n8n-nodes-deepseek.deepSeek',
        parameters: {
          resource: 'chat',
          operation: 'complete',
          model: 'deepseek-chat',
          prompt: { messages: [{ role: 'user', content: 'Say hello' }] },
        },
        credentials: { deepSeekApi: { id: 'ds', name: 'DeepSeek' } },
      }),
      { ds: { apiKey: 'ds-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/chat/completions', headers: { authorization: 'Bearer ds-key' } });
    expect(calls[0]?.body).toMatchObject({ model: 'deepseek-chat', messages: [{ role: 'user', content: 'Say hello' }] });
    expect(outputJson(result, 'DeepSeek')).toEqual([{ index: 0, message: { role: 'assistant', content: 'Hello from the stand-in' } }]);
  });

  it('@searchapi/n8n-nodes-searchapi (declarative) sends the engine and query as query parameters', async () => {
    // The package fixes its base URL to searchapi.io; the stand-in takes its place here.
    (nodeTypes.get('@searchapi/n8n-nodes-searchapi.searchApi', 1)!.description.requestDefaults as Record<string, unknown>).baseURL =
      `${standUrl}/api/v1`;
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Search',
        type: '@searchapi/n8n-nodes-searchapi.searchApi',
        parameters: { resource: 'google', operation: 'search', q: 'workflow automation' },
        credentials: { searchApi: { id: 'sa', name: 'SearchApi' } },
      }),
      { sa: { apiKey: 'sa-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const url = new URL(calls[0]!.url, standUrl);
    expect(url.pathname).toBe('/api/v1/search');
    expect(url.searchParams.get('engine')).toBe('google');
    expect(url.searchParams.get('q')).toBe('workflow automation');
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer sa-key' });
    expect(JSON.stringify(outputJson(result, 'Search'))).toContain('Switchyard');
  });

  it('n8n-nodes-evolution-api calls the server named by its credential through the legacy helpers.request', async () => {
    calls.length = 0;
    const result = await run(
      chain({
        name: 'Evolution',
        type: 'n8n-nodes-evolution-api.evolutionApi',
        parameters: { resource: 'instances-api', operation: 'fetch-instances' },
        credentials: { evolutionApi: { id: 'ev', name: 'Evolution' } },
      }),
      { ev: { 'server-url': standUrl, apikey: 'ev-key' } },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/instance/fetchInstances', headers: { apikey: 'ev-key' } });
    expect(outputJson(result, 'Evolution')).toEqual([{ success: true, data: [{ name: 'sales', connectionStatus: 'open' }] }]);
  });

  it('n8n-nodes-convert-image converts a PNG to JPEG on its own (jimp, pure JavaScript)', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const result = await run(
      chain({
        name: 'Convert',
        type: 'n8n-nodes-convert-image.imageFormatConverter',
        parameters: { inputType: 'base64', base64Field: 'data', outputFileFormat: 'image/jpeg', outputType: 'base64' },
      }),
      {},
      { Start: [{ json: { data: png } }] },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const output = JSON.stringify(outputJson(result, 'Convert'));
    // A JPEG starts with FF D8 FF, "/9j/" in base64.
    expect(output).toContain('/9j/');
  });
});
