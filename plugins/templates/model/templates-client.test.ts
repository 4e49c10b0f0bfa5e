/**
 * The editor's templates client against real hosts: a started Switchyard server (its built-in
 * host), a local server that records what the editor sends (standing in for an external host),
 * a host that never answers, and one that cannot be reached at all.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@sdk/testing/test-server';
import { TemplatesClient, TemplatesHostError, VERSION_HEADER } from './templates-client';

let server: TestServer;
let client: TemplatesClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new TemplatesClient(`${server.base}/templates-api/`, '1.2.3');
}, 90_000);

afterAll(async () => {
  await server?.close();
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const s = createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/` };
}

describe('the built-in host through the client', () => {
  it('answers every call', async () => {
    expect(await client.health()).toBe(true);
    const categories = await client.categories();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const page = await client.workflows({ search: '', categories: [] }, 0, 10);
    expect(page.workflows).toHaveLength(10);
    expect(page.totalWorkflows).toBeGreaterThanOrEqual(40);
    const next = await client.workflows({ search: '', categories: [] }, 10, 10);
    expect(next.workflows[0]!.id).not.toBe(page.workflows[0]!.id);
    const files = categories.find((c) => c.name === 'Files and documents')!;
    const filtered = await client.workflows({ search: 'csv', categories: [files.id] }, 0, 10);
    expect(filtered.totalWorkflows).toBeGreaterThan(0);
    expect(filtered.totalWorkflows).toBeLessThan(page.totalWorkflows);
    const collections = await client.collections({ search: '', categories: [] });
    expect(collections.length).toBeGreaterThanOrEqual(6);
    const collection = await client.collection(collections[0]!.id);
    expect(collection.workflows.length).toBe(collections[0]!.workflows.length);
    const template = await client.workflow(1001);
    expect(template.nodes.map((n) => n.displayName)).toContain('Webhook');
    const data = await client.workflowData(1001);
    expect(data.workflow.nodes).toHaveLength(3);
  });

  it('reports an unknown template with the host message', async () => {
    await expect(client.workflow(424242)).rejects.toMatchObject({ name: 'TemplatesHostError', status: 404 });
  });
});

describe('other hosts', () => {
  it('sends the version header and the query as n8n’s editor does', async () => {
    const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
    const host = await listen((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ workflows: [], totalWorkflows: 0 }));
    });
    try {
      await new TemplatesClient(host.url, '9.9.9').workflows({ search: 'mail', categories: [4, 2] }, 20, 10);
      expect(seen[0]!.url).toBe('/api/templates/workflows?skip=20&rows=10&category=4%2C2&search=mail');
      expect(seen[0]!.headers[VERSION_HEADER]).toBe('9.9.9');
    } finally {
      host.server.close();
    }
  });

  it('a host that does not answer is unhealthy (the check gives up after 2 s)', async () => {
    const host = await listen(() => {
      // Never answers.
    });
    try {
      expect(await new TemplatesClient(host.url, '1.0.0').health()).toBe(false);
    } finally {
      host.server.closeAllConnections();
      host.server.close();
    }
  });

  it('an unreachable host is unhealthy and its calls fail with a clear error', async () => {
    const unreachable = new TemplatesClient('http://127.0.0.1:9/api/', '1.0.0');
    expect(await unreachable.health()).toBe(false);
    await expect(unreachable.categories()).rejects.toBeInstanceOf(TemplatesHostError);
    await expect(unreachable.categories()).rejects.toThrow('cannot be reached');
  });
});
