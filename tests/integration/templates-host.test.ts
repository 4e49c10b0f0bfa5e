/**
 * The templates host over real HTTP (docs/templates.md): the built-in host's calls, their
 * input checks, a second instance configured with the first as its N8N_TEMPLATES_HOST, an
 * unreachable host, and N8N_TEMPLATES_ENABLED=false.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';

let tempRoot: string;
const running: FastifyInstance[] = [];

async function start(name: string, env: Record<string, string> = {}): Promise<string> {
  const config = loadConfig({ SWITCHYARD_USER_FOLDER: join(tempRoot, name), PORT: '0', ...env });
  const app = await createServer({ config, staticDir: join(tempRoot, 'web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  running.push(app);
  return `http://127.0.0.1:${boundPort(app.server) ?? 0}`;
}

/** An answer; its body is checked field by field. */
interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  body: any;
  headers: Headers;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers: { 'n8n-version': '1.0.0', ...headers } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function settingsOf(base: string): Promise<{ enabled: boolean; host: string }> {
  return (await get(`${base}/rest/settings`)).body.data.templates;
}

let base: string;
let host: string;

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'switchyard-templates-'));
  base = await start('a');
  host = (await settingsOf(base)).host;
});

afterAll(async () => {
  await Promise.all(running.map((app) => app.close()));
  await rm(tempRoot, { recursive: true, force: true });
});

describe('the built-in templates host', () => {
  it('is the default host: <instance>/templates-api/', () => {
    expect(host).toBe(`${base.replace('127.0.0.1', 'localhost')}/templates-api/`);
  });

  it('answers the health check', async () => {
    expect(await get(`${base}/templates-api/health`)).toMatchObject({ status: 200, body: { status: 'OK' } });
  });

  it('lists categories', async () => {
    const { body } = await get(`${base}/templates-api/templates/categories`);
    expect(body.categories.length).toBeGreaterThanOrEqual(6);
    expect(body.categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('pages through the templates, newest first, with the total', async () => {
    const first = await get(`${base}/templates-api/templates/workflows?skip=0&rows=10`);
    expect(first.body.totalWorkflows).toBeGreaterThanOrEqual(40);
    expect(first.body.workflows).toHaveLength(10);
    const second = await get(`${base}/templates-api/templates/workflows?skip=10&rows=10`);
    expect(second.body.workflows.map((w: { id: number }) => w.id)).not.toContain(first.body.workflows[0].id);
    const dates = first.body.workflows.map((w: { createdAt: string }) => w.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // `limit` is read like `rows`.
    expect((await get(`${base}/templates-api/templates/workflows?limit=3`)).body.workflows).toHaveLength(3);
  });

  it('searches names, descriptions and node names, and filters by category', async () => {
    const { body } = await get(`${base}/templates-api/templates/workflows?search=${encodeURIComponent('webhook respond')}`);
    expect(body.totalWorkflows).toBeGreaterThan(0);
    for (const w of body.workflows) expect(`${w.name} ${w.description}`.toLowerCase()).toMatch(/webhook|respond/);
    const categories = (await get(`${base}/templates-api/templates/categories`)).body.categories as Array<{ id: number; name: string }>;
    const files = categories.find((c) => c.name === 'Files and documents')!;
    const inFiles = await get(`${base}/templates-api/templates/workflows?category=${files.id}&rows=100`);
    expect(inFiles.body.totalWorkflows).toBeGreaterThan(0);
    for (const w of inFiles.body.workflows) expect(w.categories.map((c: { id: number }) => c.id)).toContain(files.id);
    const nothing = await get(`${base}/templates-api/templates/workflows?search=zzzz-no-such-thing`);
    expect(nothing.body).toEqual({ workflows: [], totalWorkflows: 0 });
  });

  it('lists each template with the nodes its workflow uses', async () => {
    const { body } = await get(`${base}/templates-api/templates/workflows/1001`);
    expect(body.workflow.name).toBe('Answer a webhook with JSON');
    expect(body.workflow.nodes.map((n: { name: string }) => n.name)).toEqual([
      'n8n-nodes-base.webhook',
      'n8n-nodes-base.set',
      'n8n-nodes-base.respondToWebhook',
    ]);
    expect(body.workflow.nodes[0]).toMatchObject({ displayName: 'Webhook', typeVersion: 2 });
    expect(body.workflow.workflow.nodes).toHaveLength(3);
    expect(body.workflow.description).toContain('## How it works');
  });

  it('serves collections with their templates', async () => {
    const list = await get(`${base}/templates-api/templates/collections`);
    expect(list.body.collections.length).toBeGreaterThanOrEqual(6);
    const id = list.body.collections[0].id;
    const { body } = await get(`${base}/templates-api/templates/collections/${id}`);
    expect(body.collection.workflows.length).toBe(list.body.collections[0].workflows.length);
    expect(body.collection.workflows[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), nodes: expect.any(Array) });
    const searched = await get(`${base}/templates-api/templates/collections?search=form`);
    expect(searched.body.collections.map((c: { name: string }) => c.name)).toContain('Humans in the loop');
  });

  it('serves the importable workflow', async () => {
    const { body } = await get(`${base}/templates-api/workflows/templates/1005`);
    expect(body).toMatchObject({ id: 1005, name: 'Calculate order totals with a Code node' });
    expect(Object.keys(body.workflow.connections)).toContain('Sample orders');
  });

  it('answers 404 for unknown ids and 400 for bad input, never 500', async () => {
    expect((await get(`${base}/templates-api/templates/workflows/999999`)).status).toBe(404);
    expect((await get(`${base}/templates-api/templates/collections/999999`)).status).toBe(404);
    expect((await get(`${base}/templates-api/workflows/templates/999999`)).status).toBe(404);
    for (const bad of [
      'templates/workflows/abc',
      'templates/workflows/-1',
      'workflows/templates/1.5',
      'templates/workflows?rows=1000',
      'templates/workflows?rows=-1',
      'templates/workflows?skip=abc',
      'templates/workflows?category=x',
      `templates/workflows?search=${'a'.repeat(500)}`,
      'templates/collections?category=0',
    ]) {
      const answer = await get(`${base}/templates-api/${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toEqual(expect.any(String));
    }
    expect((await get(`${base}/templates-api/nope`)).status).toBe(404);
  });

  it('lets editors of other origins call it with the version header', async () => {
    const preflight = await fetch(`${base}/templates-api/templates/workflows`, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'n8n-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('n8n-version');
    const answer = await get(`${base}/templates-api/templates/categories`, { origin: 'http://elsewhere.test' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('another templates host', () => {
  it('a second instance uses the first as its host, and its editor may call it', async () => {
    const second = await start('b', { N8N_TEMPLATES_HOST: `${base}/templates-api` });
    const settings = await settingsOf(second);
    expect(settings).toEqual({ enabled: true, host: `${base}/templates-api/` });
    const { body } = await get(`${settings.host}templates/workflows?rows=1`);
    expect(body.totalWorkflows).toBeGreaterThanOrEqual(40);
    const page = await fetch(`${second}/rest/settings`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${base}`);
  });

  it('an unreachable host is still what the settings name (the editor reports it unreachable)', async () => {
    const third = await start('c', { N8N_TEMPLATES_HOST: 'http://127.0.0.1:9/api/' });
    expect(await settingsOf(third)).toEqual({ enabled: true, host: 'http://127.0.0.1:9/api/' });
    await expect(fetch('http://127.0.0.1:9/api/health', { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });

  it('N8N_TEMPLATES_ENABLED=false turns templates off', async () => {
    const off = await start('d', { N8N_TEMPLATES_ENABLED: 'false' });
    expect((await settingsOf(off)).enabled).toBe(false);
  });
});
