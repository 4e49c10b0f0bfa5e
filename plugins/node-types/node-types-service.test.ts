import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import { NodeTypesService } from './node-types-service';
import { nodeTypesFixture } from './test-fixture';
import { defaultVersionOf, latestVersion } from '@sdk';

let server: Server;
let base: string;
let requests = 0;
let answer: { status: number; body: unknown } = { status: 200, body: nodeTypesFixture() };

beforeEach(async () => {
  requests = 0;
  answer = { status: 200, body: nodeTypesFixture() };
  server = createServer((req, res) => {
    requests += 1;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('NodeTypesService over HTTP', () => {
  it('fetches the catalogue once, however many callers ask', async () => {
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    expect(service.state.status).toBe('loading');
    const [a, b] = await Promise.all([service.load(), service.load()]);
    await service.load();
    expect(a).toBe(b);
    expect(requests).toBe(1);
    expect(await firstValueFrom(service.ready$)).toBe(true);
    expect(service.state.status).toBe('ready');
  });

  it('finds a description by type and version, and the newest without a version', async () => {
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    await service.load();
    expect(service.get('n8n-nodes-base.set', 2)?.description).toBe('Sets values on items');
    expect(service.get('n8n-nodes-base.set', 3.1)?.description).toBe('Modify, add, or remove item fields');
    expect(service.get('n8n-nodes-base.set')?.defaultVersion).toBe(3.2);
    expect(service.get('n8n-nodes-base.set', 9)).toBeNull();
    expect(service.get('n8n-nodes-base.nope')).toBeNull();
    expect(service.lookup('n8n-nodes-base.if', 1)?.displayName).toBe('If');
  });

  it('lists each type once and tells triggers apart', async () => {
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    await service.load();
    const names = service.list().map((d) => d.name);
    expect(names.filter((n) => n === 'n8n-nodes-base.set')).toHaveLength(1);
    expect(names).toContain('n8n-nodes-base.start');
    expect(service.isTrigger('n8n-nodes-base.manualTrigger')).toBe(true);
    expect(service.isTrigger('n8n-nodes-base.scheduleTrigger', 1.1)).toBe(true);
    expect(service.isTrigger('n8n-nodes-base.set')).toBe(false);
    expect(service.isTrigger('n8n-nodes-base.unknown')).toBe(false);
  });

  it('accepts a {data} wrapped answer', async () => {
    answer = { status: 200, body: { data: nodeTypesFixture() } };
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    expect((await service.load()).length).toBe(nodeTypesFixture().length);
  });

  it('reports a failure, keeps the list empty, and tries again on the next load', async () => {
    answer = { status: 500, body: { message: 'boom' } };
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    await expect(service.load()).rejects.toThrow(/answered 500/);
    expect(service.state).toMatchObject({ status: 'error', types: [] });
    expect(service.list()).toEqual([]);
    answer = { status: 200, body: nodeTypesFixture() };
    await service.load();
    expect(requests).toBe(2);
    expect(await firstValueFrom(service.ready$.pipe(filter(Boolean)))).toBe(true);
  });

  it('rejects an answer that is not a list', async () => {
    answer = { status: 200, body: { nodes: 'x' } };
    const service = new NodeTypesService({ url: `${base}/types/nodes.json` });
    await expect(service.load()).rejects.toThrow(/did not return a list/);
  });
});

describe('versions', () => {
  it('picks defaultVersion, else the highest version', () => {
    expect(defaultVersionOf({ version: [1, 2, 4.1, 3] })).toBe(4.1);
    expect(defaultVersionOf({ version: [1, 2], defaultVersion: 1 })).toBe(1);
    expect(latestVersion({ version: 2 })).toBe(2);
  });
});
