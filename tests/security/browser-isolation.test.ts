/**
 * Browser isolation (docs/security.md "Browser isolation (CSP)"), at the HTTP level on a
 * real server: every answer a workflow gives, on every path (Respond to Webhook, last node,
 * binary, immediately, errors, test webhooks, Wait-node resume URLs), carries the sandbox
 * policy without `allow-same-origin`, also when the workflow sets its own policy header;
 * the editor's pages and REST answers carry the editor policy, X-Frame-Options and nosniff.
 * What a browser does with them is tested in tests/e2e/webhook-isolation.spec.ts.
 * SQLite only: the headers do not depend on the database.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { boundPort } from '../../app/server/urls';
import {
  callUrl,
  createActive,
  respondNode,
  setNode,
  startWaitingExecution,
  webhookNode,
  workflowOf,
} from '../integration/webhooks-helpers';
import { startTeam } from '../integration/workflows-helpers';
import type { Team } from '../integration/workflows-helpers';

const SCRIPT_PAGE = '<!doctype html><script>fetch("/rest/me").then(r => r.text()).then(t => document.title = t)</script>';

function expectSandboxed(headers: Headers, what: string): void {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, what).toMatch(/^sandbox allow-scripts /);
  expect(policy, what).not.toContain('allow-same-origin');
  expect(policy, what).not.toMatch(/allow-top-navigation(?!-)/);
}

describe('workflow answers are sandboxed away from the editor origin', () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', []);
  });
  afterAll(() => team.close());

  it('a Respond to Webhook HTML page with a script, also when the workflow sends its own policy', async () => {
    await createActive(
      team.owner,
      workflowOf('Page', [
        webhookNode({ path: 'page', responseMode: 'responseNode' }),
        respondNode({
          respondWith: 'text',
          responseBody: SCRIPT_PAGE,
          options: { responseHeaders: { entries: [{ name: 'Content-Type', value: 'text/html' }] } },
        }),
      ]),
    );
    const page = await callUrl(team.server.base, '/webhook/page');
    expect(page.status).toBe(200);
    expect(page.text).toBe(SCRIPT_PAGE);
    expectSandboxed(page.headers, 'respond node');

    await createActive(
      team.owner,
      workflowOf('Own policy', [
        webhookNode({ path: 'own-policy', responseMode: 'responseNode' }),
        respondNode({
          respondWith: 'text',
          responseBody: SCRIPT_PAGE,
          options: {
            responseHeaders: {
              entries: [
                { name: 'Content-Type', value: 'text/html' },
                { name: 'Content-Security-Policy', value: "default-src *; script-src * 'unsafe-inline'" },
              ],
            },
          },
        }),
      ]),
    );
    const own = await callUrl(team.server.base, '/webhook/own-policy');
    expect(own.status).toBe(200);
    // Both policies are sent; the browser enforces each, so the sandbox still holds.
    expectSandboxed(own.headers, 'own policy');
    expect(own.headers.get('content-security-policy')).toContain("default-src *; script-src * 'unsafe-inline'");
  });

  it('the last node answer (JSON, a chosen HTML content type, binary) and the immediate answer', async () => {
    await createActive(
      team.owner,
      workflowOf('Last html', [
        webhookNode({
          path: 'last-html',
          responseMode: 'lastNode',
          options: { responseContentType: 'text/html', responsePropertyName: 'html' },
        }),
        setNode('Set', { html: SCRIPT_PAGE }),
      ]),
    );
    const html = await callUrl(team.server.base, '/webhook/last-html');
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(html.text).toBe(SCRIPT_PAGE);
    expectSandboxed(html.headers, 'last node html');

    await createActive(
      team.owner,
      workflowOf('Last binary', [
        webhookNode({
          httpMethod: 'POST',
          path: 'last-binary',
          responseMode: 'lastNode',
          responseData: 'firstEntryBinary',
          responseBinaryPropertyName: 'data',
        }),
      ]),
    );
    // Bytes a caller uploaded, answered with their own type (a page, once opened).
    const binary = await callUrl(team.server.base, '/webhook/last-binary', {
      method: 'POST',
      headers: { 'content-type': 'application/xhtml-page' },
      body: SCRIPT_PAGE,
    });
    expect(binary.status, binary.text).toBe(200);
    expect(binary.headers.get('content-type')).toBe('application/xhtml-page');
    expect(binary.text).toBe(SCRIPT_PAGE);
    expectSandboxed(binary.headers, 'binary');

    await createActive(
      team.owner,
      workflowOf('Now', [webhookNode({ path: 'now', responseMode: 'onReceived', options: { responseData: SCRIPT_PAGE } })]),
    );
    const now = await callUrl(team.server.base, '/webhook/now');
    expect(now.text).toBe(SCRIPT_PAGE);
    expectSandboxed(now.headers, 'immediately');
  });

  it('errors: an unknown webhook, an unknown test webhook, a failing workflow, a bad body', async () => {
    const unknown = await callUrl(team.server.base, '/webhook/nothing-here');
    expect(unknown.status).toBe(404);
    expectSandboxed(unknown.headers, 'unknown webhook');
    const unknownTest = await callUrl(team.server.base, '/webhook-test/nothing-here');
    expect(unknownTest.status).toBe(404);
    expectSandboxed(unknownTest.headers, 'unknown test webhook');

    await createActive(
      team.owner,
      workflowOf('Fails', [
        webhookNode({ path: 'fails', responseMode: 'lastNode' }),
        {
          id: 'stop',
          name: 'Stop',
          type: 'n8n-nodes-base.stopAndError',
          typeVersion: 1,
          position: [200, 0],
          parameters: { errorMessage: 'boom' },
        },
      ]),
    );
    const fails = await callUrl(team.server.base, '/webhook/fails');
    expect(fails.status).toBe(500);
    expectSandboxed(fails.headers, 'failed workflow');

    await createActive(
      team.owner,
      workflowOf('Takes json', [webhookNode({ httpMethod: 'POST', path: 'json-body', responseMode: 'onReceived' })]),
    );
    const bad = await callUrl(team.server.base, '/webhook/json-body', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expectSandboxed(bad.headers, 'bad body');
  });

  it('Wait-node resume URLs, answered or unknown', async () => {
    const waiting = await startWaitingExecution(team.owner, team.server.base, 'waits');
    const resumed = await callUrl(team.server.base, waiting.resumePath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"answer":1}',
    });
    expect(resumed.status).toBe(200);
    expectSandboxed(resumed.headers, 'resumed');
    const unknown = await callUrl(team.server.base, '/webhook-waiting/does-not-exist');
    expect(unknown.status).toBe(404);
    expectSandboxed(unknown.headers, 'unknown waiting');
  });

  it('the editor API gets the editor policy, not the sandbox', async () => {
    const settings = await callUrl(team.server.base, '/rest/settings');
    expect(settings.status).toBe(200);
    const policy = settings.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(settings.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(settings.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the editor's pages carry its CSP", () => {
  let base = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchyard-csp-'));
    const web = join(folder, 'web');
    await rm(web, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(join(web, 'assets'), { recursive: true }));
    await writeFile(join(web, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/main.js"></script>');
    await writeFile(join(web, 'assets', 'main.js'), 'document.title = "editor";');
    const app = await createServer({ config: loadConfig({ SWITCHYARD_USER_FOLDER: folder, PORT: '0' }), staticDir: web });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${boundPort(app.server) ?? 0}`;
    close = async () => {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('index.html, a deep editor route and an asset', async () => {
    for (const path of ['/', '/workflow/123', '/assets/main.js']) {
      const answer = await callUrl(base, path, { headers: { accept: path.endsWith('.js') ? '*/*' : 'text/html' } });
      expect(answer.status, path).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
        "connect-src 'self'",
      ]) {
        expect(policy, `${path}: ${directive}`).toContain(directive);
      }
      expect(policy, path).not.toContain('unsafe-eval');
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
