/**
 * `GET /workflows/from-url` against a real HTTP server on 127.0.0.1: a good workflow,
 * redirects, the blocked protocols (ftp, ldap, smtp, ...) and other schemes, bodies that are not a
 * workflow, HTTP errors, the size limit and the time-out.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_URL_PROTOCOLS, DEFAULT_IMPORT_LIMITS, fetchWorkflowFromUrl, type ImportLimits } from '../../app/server/workflows/from-url';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { json, startFileServer, startTeam } from './workflows-helpers';
import type { Actor, FileServer, Team } from './workflows-helpers';

const WORKFLOW = {
  name: 'Imported',
  nodes: [
    { id: 'n1', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], parameters: { path: 'x' } },
    { id: 'n2', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [200, 0], parameters: {} },
  ],
  connections: { Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  pinData: {},
  meta: { instanceId: 'abc' },
};

describe.each(DIALECTS)('import from URL on %s', (dialect) => {
  let team: Team;
  let user: Actor;
  let files: FileServer;

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia']);
    user = team.members['mia']!;
    files = await startFileServer({
      '/workflow.json': json(WORKFLOW),
      '/text': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(WORKFLOW)),
      '/redirect': (_req, res) => res.writeHead(302, { location: '/workflow.json' }).end(),
      '/redirect-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://127.0.0.1/workflow.json' }).end(),
      '/redirect-loop': (_req, res) => res.writeHead(302, { location: '/redirect-loop' }).end(),
      '/not-json': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'),
      '/no-nodes': json({ name: 'x', connections: {} }),
      '/array': json([WORKFLOW]),
      '/bad-node': json({ nodes: [{ name: 'A' }] }),
      '/error': (_req, res) => res.writeHead(500).end('boom'),
      '/big': (_req, res) => {
        // 2 MiB of valid JSON without a Content-Length (chunked).
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"nodes":[],"padding":"');
        for (let i = 0; i < 32; i++) res.write('x'.repeat(64 * 1024));
        res.end('"}');
      },
      '/slow': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"nodes":');
        const timer = setTimeout(() => res.end('[]}'), 5_000);
        res.on('close', () => clearTimeout(timer));
      },
    });
  });

  afterAll(async () => {
    await team?.close();
    await files?.close();
  });

  const importFrom = (url: string) =>
    user.browser.get<ApiError & Data<Record<string, unknown>>>(`/workflows/from-url?url=${encodeURIComponent(url)}`);

  it('returns the workflow JSON as served', async () => {
    const response = await importFrom(`${files.base}/workflow.json`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(WORKFLOW);
    // Served as text/plain is fine too: the body decides.
    expect((await importFrom(`${files.base}/text`)).body.data).toEqual(WORKFLOW);
  });

  it('follows a redirect to http, but not to a blocked protocol, and not forever', async () => {
    expect((await importFrom(`${files.base}/redirect`)).body.data).toEqual(WORKFLOW);
    const ftp = await importFrom(`${files.base}/redirect-ftp`);
    expect(ftp.status).toBe(400);
    expect(ftp.body.message).toBe('The ftp: protocol is blocked for importing workflows.');
    const loop = await importFrom(`${files.base}/redirect-loop`);
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('The URL redirected more than 5 times.');
  });

  it.each(BLOCKED_URL_PROTOCOLS)('refuses %s:// with a 400 naming the protocol', async (protocol) => {
    const before = files.hits.length;
    const response = await importFrom(`${protocol}://127.0.0.1/workflow.json`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`The ${protocol}: protocol is blocked for importing workflows.`);
    expect(response.body.hint).toBe('Only http:// and https:// URLs can be imported.');
    expect(files.hits.length).toBe(before);
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['javascript:alert(1)', 'javascript:'],
    ['data:application/json,{"nodes":[]}', 'data:'],
    ['gopher://127.0.0.1/', 'gopher:'],
  ])('refuses %s, naming the protocol', async (url, protocol) => {
    const response = await importFrom(url);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`The ${protocol} protocol is not supported for importing workflows.`);
  });

  it('refuses a missing or malformed url', async () => {
    const missing = await user.browser.get<ApiError>('/workflows/from-url');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Invalid request: url: /);
    const notUrl = await importFrom('not a url');
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.message).toBe('url: "not a url" is not a valid URL.');
    const tooLong = await importFrom(`http://127.0.0.1/${'a'.repeat(9000)}`);
    expect(tooLong.status).toBe(400);
  });

  it('refuses bodies that are not a workflow, and HTTP errors', async () => {
    const cases: [string, string][] = [
      ['/not-json', 'The URL does not point to a valid workflow: The text is not valid JSON.'],
      ['/no-nodes', 'The URL does not point to a valid workflow: A workflow must have a "nodes" list.'],
      ['/array', 'The URL does not point to a valid workflow: A workflow must be a JSON object.'],
      ['/bad-node', 'The URL does not point to a valid workflow: Node "A" has no type.'],
      ['/error', 'The URL answered with HTTP 500; no workflow could be read from it.'],
      ['/missing', 'The URL answered with HTTP 404; no workflow could be read from it.'],
    ];
    for (const [path, message] of cases) {
      const response = await importFrom(`${files.base}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unreachable = await importFrom('http://127.0.0.1:1/workflow.json');
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toMatch(/^The URL could not be fetched \(/);
  });

  it('stops reading at the size limit and gives up after the time-out', async () => {
    // The server's limits (16 MiB, 10 s) are too large to test quickly; the same fetch runs here
    // with small ones.
    const limited = (limits: Partial<ImportLimits>) =>
      fetchWorkflowFromUrl(`${files.base}/${limits.maxBytes ? 'big' : 'slow'}`, { ...DEFAULT_IMPORT_LIMITS, ...limits });
    await expect(limited({ maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      code: 'invalid',
      message: 'The file at the URL is larger than the limit of 1 MiB.',
    });
    expect((await importFrom(`${files.base}/big`)).status).toBe(200);

    const started = Date.now();
    await expect(limited({ timeoutMs: 300 })).rejects.toMatchObject({
      code: 'invalid',
      message: 'The URL did not deliver the file within 0.3 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
