/**
 * The server skeleton over real HTTP: settings, instance identity, error shapes and the
 * editor's static files with SPA fallback. Each server listens on a free port and keeps
 * its data in a fresh temporary user folder.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IFrontendSettings } from '@sdk/settings';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import type { ServerConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';

const INDEX_HTML = '<!doctype html><html><body><div id="root">switchyard-test-index</div></body></html>';
const ASSET_JS = 'console.log("asset");';

let tempRoot: string;
let staticDir: string;
const running: FastifyInstance[] = [];

interface Started {
  app: FastifyInstance;
  base: string;
  port: number;
}

async function start(userFolder: string, overrides: Partial<ServerConfig> = {}, dir = staticDir): Promise<Started> {
  const config = { ...loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, PORT: '0' }), ...overrides };
  const app = await createServer({ config, staticDir: dir });
  // Routes only these tests need, to exercise body parsing, validation and crashes.
  app.post('/rest/test/echo', async (request) => {
    const body = z.object({ name: z.string().min(1) }).parse(request.body);
    return { data: body };
  });
  app.get('/rest/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  running.push(app);
  const port = boundPort(app.server) ?? 0;
  return { app, base: `http://127.0.0.1:${port}`, port };
}

async function settingsOf(base: string): Promise<IFrontendSettings> {
  const response = await fetch(`${base}/rest/settings`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: IFrontendSettings };
  return body.data;
}

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'switchyard-server-'));
  staticDir = join(tempRoot, 'web');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'x.js'), ASSET_JS);
});

afterAll(async () => {
  await Promise.all(running.map((app) => app.close()));
  await rm(tempRoot, { recursive: true, force: true });
});

describe('GET /rest/settings', () => {
  it('returns every settings field with the product defaults', async () => {
    const { base, port } = await start(join(tempRoot, 'defaults'));
    const response = await fetch(`${base}/rest/settings`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const settings = await settingsOf(base);
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };

    const expected: IFrontendSettings = {
      enterprise: { advancedExecutionFilters: false, sharing: false, ldap: false, logStreaming: false, saml: false },
      userManagement: { enabled: true, showSetupOnFirstLoad: true, smtpSetup: false, authenticationMethod: 'email' },
      publicApi: { enabled: true, latestVersion: 1, path: 'api', swaggerUi: { enabled: true } },
      sso: { saml: { loginEnabled: false, loginLabel: '' }, ldap: { loginEnabled: false, loginLabel: '' } },
      telemetry: { enabled: false },
      // The built-in catalogue of this instance (docs/templates.md).
      templates: { enabled: true, host: `http://localhost:${port}/templates-api/` },
      deployment: { type: 'default' },
      communityNodesEnabled: true,
      // npm runs on every machine the tests run on (community packages install with it).
      isNpmAvailable: true,
      allowedModules: {},
      executionMode: 'regular',
      pushBackend: 'sse',
      saveDataErrorExecution: 'all',
      saveDataSuccessExecution: 'all',
      saveManualExecutions: false,
      timezone: 'America/New_York',
      executionTimeout: -1,
      maxExecutionTimeout: Number.MAX_SAFE_INTEGER,
      workflowCallerPolicyDefaultOption: 'workflowsFromSameOwner',
      urlBaseWebhook: `http://localhost:${port}/`,
      urlBaseEditor: `http://localhost:${port}`,
      endpointWebhook: 'webhook',
      endpointWebhookTest: 'webhook-test',
      endpointRest: 'rest',
      versionNotifications: { enabled: false, endpoint: '', infoUrl: '' },
      instanceId: settings.instanceId,
      oauthCallbackUrls: {
        oauth1: `http://localhost:${port}/rest/oauth1-credential/callback`,
        oauth2: `http://localhost:${port}/rest/oauth2-credential/callback`,
      },
      defaultLocale: 'en',
      versionCli: pkg.version,
      logLevel: 'info',
      personalizationSurveyEnabled: true,
      onboardingCallPromptEnabled: false,
      workflowTagsDisabled: false,
      hideUsagePage: false,
      productApi: { baseUrl: '' },
    };
    expect(settings).toEqual(expected);
    expect(settings.instanceId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the product API only while diagnostics are on, and lets the editor reach it and the version endpoint', async () => {
    const config = loadConfig({
      N8N_DIAGNOSTICS_ENABLED: 'true',
      SWITCHYARD_PRODUCT_API_URL: 'https://product.example.com/api/',
      N8N_VERSION_NOTIFICATIONS_ENABLED: 'true',
      N8N_VERSION_NOTIFICATIONS_ENDPOINT: 'https://versions.example.org:8443/versions/',
    });
    const { base } = await start(join(tempRoot, 'product-api'), {
      telemetryEnabled: config.telemetryEnabled,
      productApiUrl: config.productApiUrl,
      versionNotifications: config.versionNotifications,
    });
    const settings = await settingsOf(base);
    expect(settings.productApi).toEqual({ baseUrl: 'https://product.example.com/api' });
    const csp = (await fetch(`${base}/rest/settings`)).headers.get('content-security-policy') ?? '';
    const connect = csp.split('; ').find((part) => part.startsWith('connect-src '));
    expect(connect).toContain('https://product.example.com');
    expect(connect).toContain('https://versions.example.org:8443');
    expect(connect).not.toContain('example.com/api');

    const quiet = loadConfig({ SWITCHYARD_PRODUCT_API_URL: 'https://product.example.com/api' });
    const off = await start(join(tempRoot, 'product-api-off'), {
      telemetryEnabled: quiet.telemetryEnabled,
      productApiUrl: quiet.productApiUrl,
    });
    expect((await settingsOf(off.base)).productApi).toEqual({ baseUrl: '' });
    expect((await fetch(`${off.base}/rest/settings`)).headers.get('content-security-policy')).not.toContain('product.example.com');
  });

  it('reflects configuration from the environment', async () => {
    const config = loadConfig({
      GENERIC_TIMEZONE: 'Europe/Berlin',
      EXECUTIONS_TIMEOUT: '60',
      EXECUTIONS_TIMEOUT_MAX: '120',
      WEBHOOK_URL: 'https://hooks.example.com/base',
      SWITCHYARD_ENTERPRISE_FEATURES: 'sharing',
    });
    const { base } = await start(join(tempRoot, 'configured'), {
      timezone: config.timezone,
      executionTimeout: config.executionTimeout,
      maxExecutionTimeout: config.maxExecutionTimeout,
      webhookUrl: config.webhookUrl,
      enterpriseFeatures: config.enterpriseFeatures,
    });
    const settings = await settingsOf(base);
    expect(settings.timezone).toBe('Europe/Berlin');
    expect(settings.executionTimeout).toBe(60);
    expect(settings.maxExecutionTimeout).toBe(120);
    expect(settings.urlBaseWebhook).toBe('https://hooks.example.com/base/');
    expect(settings.urlBaseEditor).toBe('https://hooks.example.com/base');
    expect(settings.oauthCallbackUrls.oauth2).toBe('https://hooks.example.com/base/rest/oauth2-credential/callback');
    expect(settings.enterprise.sharing).toBe(true);
    expect(settings.enterprise.ldap).toBe(false);
  });
});

describe('instance id', () => {
  it('is kept in the user folder across restarts and differs per folder', async () => {
    const folder = join(tempRoot, 'nested', 'not-yet-created');
    const first = await start(folder);
    const id1 = (await settingsOf(first.base)).instanceId;
    await first.app.close();

    const second = await start(folder);
    expect((await settingsOf(second.base)).instanceId).toBe(id1);

    const stored = JSON.parse(await readFile(join(folder, 'config.json'), 'utf8')) as { instanceId: string };
    expect(stored.instanceId).toBe(id1);

    const other = await start(join(tempRoot, 'other-folder'));
    expect((await settingsOf(other.base)).instanceId).not.toBe(id1);
  });

  it('keeps other keys of an existing config.json and refuses a corrupt one', async () => {
    const folder = join(tempRoot, 'existing');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'config.json'), JSON.stringify({ encryptionKey: 'keep-me' }));
    const { base } = await start(folder);
    const id = (await settingsOf(base)).instanceId;
    const stored = JSON.parse(await readFile(join(folder, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(stored).toEqual({ encryptionKey: 'keep-me', instanceId: id });

    const corrupt = join(tempRoot, 'corrupt');
    await mkdir(corrupt, { recursive: true });
    await writeFile(join(corrupt, 'config.json'), '{ not json');
    await expect(start(corrupt)).rejects.toThrow(/config\.json is not valid JSON/);
  });
});

describe('errors', () => {
  let base: string;
  beforeAll(async () => {
    ({ base } = await start(join(tempRoot, 'errors')));
  });

  it('answers unknown /rest routes with a JSON 404', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await fetch(`${base}/rest/xyz?x=1`, { headers: { accept } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 404, message: 'Route not found: GET /rest/xyz' });
    }
    const post = await fetch(`${base}/rest/nothing`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ code: 404, message: 'Route not found: POST /rest/nothing' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    for (const path of ['/rest/test/echo', '/rest/nothing']) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toBe('The request body is not valid JSON.');
    }
    const empty = await fetch(`${base}/rest/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });

  it('answers invalid input with 400 naming the field', async () => {
    const response = await fetch(`${base}/rest/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^Invalid request: name: /);

    const ok = await fetch(`${base}/rest/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ok' }),
    });
    expect(await ok.json()).toEqual({ data: { name: 'ok' } });
  });

  it('answers an unsupported content type with 415 and a malformed URL with 400', async () => {
    const media = await fetch(`${base}/rest/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(media.status).toBe(415);
    expect(((await media.json()) as { code: number }).code).toBe(415);

    const badUrl = await fetch(`${base}/rest/%E0%A4%A`);
    expect(badUrl.status).toBe(400);
    expect(((await badUrl.json()) as { code: number }).code).toBe(400);
  });

  it('hides internals of unexpected failures', async () => {
    const response = await fetch(`${base}/rest/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toMatchObject({ code: 500, message: 'Internal server error.' });
  });

  it('answers an oversized body with 413', async () => {
    const small = await start(join(tempRoot, 'small-body'), { bodyLimitBytes: 1024 });
    const response = await fetch(`${small.base}/rest/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(4096) }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { code: number; message: string; hint?: string };
    expect(body.code).toBe(413);
    expect(body.message).toContain('larger than the limit');
    expect(body.hint).toContain('N8N_PAYLOAD_SIZE_MAX');
  });
});

describe('editor static files', () => {
  let base: string;
  beforeAll(async () => {
    ({ base } = await start(join(tempRoot, 'static')));
  });

  it.each(['/', '/workflow/123', '/workflows', '/settings/users?tab=1'])('serves index.html for %s', async (path) => {
    const response = await fetch(`${base}${path}`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('falls back for page paths requested with a generic accept header', async () => {
    const response = await fetch(`${base}/workflow/new`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await fetch(`${base}/assets/x.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it('does not answer missing files or API paths with index.html', async () => {
    const cases: [string, string][] = [
      ['/assets/missing.js', 'text/html'],
      ['/missing.png', 'image/avif,image/webp,*/*;q=0.8'],
      ['/webhook/abc', 'text/html'],
      ['/webhook-test/abc', 'text/html'],
      ['/api/v1/no-such-route', 'text/html'],
    ];
    for (const [path, accept] of cases) {
      const response = await fetch(`${base}${path}`, { headers: { accept } });
      const body = await response.text();
      expect(response.status, path).toBe(404);
      expect(body, path).not.toContain('switchyard-test-index');
      expect(JSON.parse(body)).toMatchObject({ code: 404 });
    }
  });

  it('explains a missing editor build instead of failing', async () => {
    const { base: bare } = await start(join(tempRoot, 'bare'), {}, join(tempRoot, 'no-such-build'));
    const response = await fetch(`${bare}/workflow/1`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, message: 'The editor has not been built.' });
  });
});
