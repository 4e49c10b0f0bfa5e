/**
 * Outbound requests (docs/security.md "Outbound requests (SSRF)"): by default a workflow's
 * HTTP Request node and the editor's import from URL cannot reach loopback, private or
 * link-local addresses, whatever the URL says (IP literal, mapped IPv6, a name that
 * resolves there, a redirect there); SWITCHYARD_SSRF_ALLOWED_HOSTS makes exceptions and
 * SWITCHYARD_SSRF_PROTECTION=false switches the check off. Credential headers never follow
 * a redirect to another origin. Real servers (SQLite; the policy does not touch the
 * database) and real local HTTP servers standing in for internal services.
 */
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../app/server/config';
import type { Data } from '../integration/accounts-helpers';
import { runWorkflow, waitForExecution } from '../integration/executions-helpers';
import { startTeam } from '../integration/workflows-helpers';
import type { Team } from '../integration/workflows-helpers';

type Json = Record<string, unknown>;

interface Internal {
  server: Server;
  port: number;
  hits: Array<{ url: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

const WORKFLOW_JSON = JSON.stringify({
  name: 'Imported',
  nodes: [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
});

/** An "internal service": answers JSON (or a workflow, or a redirect to `redirectTo`). */
async function internal(redirectTo?: () => string): Promise<Internal> {
  const hits: Internal['hits'] = [];
  const server = createHttpServer((req, res) => {
    hits.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/redirect' && redirectTo) {
      res.writeHead(302, { location: redirectTo() });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url === '/workflow.json' ? WORKFLOW_JSON : JSON.stringify({ secret: 'internal-only', path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function httpWorkflow(url: string, extra: Json = {}): Json {
  return {
    name: 'Calls out',
    nodes: [
      { id: 'm', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'h',
        name: 'HTTP Request',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [200, 0],
        parameters: { url, options: {} },
        ...extra,
      },
    ],
    connections: { Start: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', saveManualExecutions: true },
  };
}

interface Outcome {
  status: string | undefined;
  error: string | undefined;
  output: Json[];
}

async function callOut(team: Team, url: string, extra: Json = {}): Promise<Outcome> {
  const id = await runWorkflow(team.owner, httpWorkflow(url, extra));
  const execution = (await waitForExecution(team.owner, id)) as unknown as
    | {
        status: string;
        data: {
          resultData: { error?: { message: string }; runData: Record<string, Array<{ data?: { main: Array<Array<{ json: Json }>> } }>> };
        };
      }
    | undefined;
  return {
    status: execution?.status,
    error: execution?.data.resultData.error?.message,
    output: (execution?.data.resultData.runData['HTTP Request']?.[0]?.data?.main[0] ?? []).map((item) => item.json),
  };
}

let service: Internal;
let redirector: Internal;
beforeAll(async () => {
  service = await internal();
  redirector = await internal(() => `http://127.0.0.1:${service.port}/landed`);
});
afterAll(async () => {
  await service.close();
  await redirector.close();
});

describe('by default (protection on, nothing allowed)', { timeout: 60_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', [], { SWITCHYARD_SSRF_ALLOWED_HOSTS: '' });
  });
  afterAll(() => team.close());

  it.each([
    ['an IPv4 loopback literal', () => `http://127.0.0.1:${service.port}/admin`],
    ['a short loopback literal', () => `http://127.1:${service.port}/admin`],
    ['an IPv4-mapped IPv6 literal', () => `http://[::ffff:127.0.0.1]:${service.port}/admin`],
    ['a name that resolves to loopback', () => `http://localhost:${service.port}/admin`],
    ['a link-local metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1:9/'],
  ])('the HTTP Request node cannot reach %s', async (_label, url) => {
    const before = service.hits.length;
    const outcome = await callOut(team, url());
    expect(outcome.status).toBe('error');
    expect(outcome.error).toMatch(/is private, loopback, link-local or reserved, and workflows may not reach it/);
    expect(outcome.output).toEqual([]);
    expect(service.hits.length).toBe(before);
  });

  it('import from URL cannot fetch from loopback', async () => {
    const before = service.hits.length;
    const answer = await team.owner.browser.get<{ message: string }>(
      `/workflows/from-url?url=${encodeURIComponent(`http://127.0.0.1:${service.port}/workflow.json`)}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/private, loopback, link-local or reserved/);
    expect(service.hits.length).toBe(before);
  });
});

describe('with exceptions', { timeout: 60_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    // `localhost` allowed by name only: its addresses pass, the same addresses under another name do not.
    team = await startTeam('sqlite', [], { SWITCHYARD_SSRF_ALLOWED_HOSTS: 'localhost' });
  });
  afterAll(() => team.close());

  it('an allowed host is reached, but its redirect to a denied address is not followed there', async () => {
    const allowed = await callOut(team, `http://localhost:${service.port}/ok`);
    expect(allowed.status).toBe('success');
    expect(allowed.output).toEqual([{ secret: 'internal-only', path: '/ok' }]);

    const before = service.hits.length;
    const redirected = await callOut(team, `http://localhost:${redirector.port}/redirect`);
    expect(redirected.status).toBe('error');
    expect(redirected.error).toMatch(/"127\.0\.0\.1" \(127\.0\.0\.1\) is private, loopback/);
    expect(service.hits.length).toBe(before);
  });

  it('import from URL follows the same rules on redirects', async () => {
    const direct = await team.owner.browser.get<Data<Json>>(
      `/workflows/from-url?url=${encodeURIComponent(`http://localhost:${service.port}/workflow.json`)}`,
    );
    expect(direct.status).toBe(200);
    const redirected = await team.owner.browser.get<{ message: string }>(
      `/workflows/from-url?url=${encodeURIComponent(`http://localhost:${redirector.port}/redirect`)}`,
    );
    expect(redirected.status).toBe(400);
    expect(redirected.body.message).toMatch(/private, loopback/);
  });
});

describe('credential headers and redirects', { timeout: 60_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', [], { SWITCHYARD_SSRF_ALLOWED_HOSTS: '127.0.0.1,localhost' });
  });
  afterAll(() => team.close());

  it('a header credential is sent to its host and not after a redirect to another host', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Api-Key', value: 'sesame-7f3a' },
    });
    expect(credential.status).toBe(200);
    const auth = {
      parameters: {
        url: `http://localhost:${redirector.port}/redirect`,
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        options: {},
      },
      credentials: { httpHeaderAuth: { id: credential.body.data.id, name: 'Key' } },
    };
    const outcome = await callOut(team, '', auth);
    expect(outcome.status).toBe('success');
    expect(outcome.output).toEqual([{ secret: 'internal-only', path: '/landed' }]);
    const first = redirector.hits.at(-1);
    const landed = service.hits.at(-1);
    expect(first?.headers['x-api-key']).toBe('sesame-7f3a');
    expect(landed?.url).toBe('/landed');
    expect(landed?.headers['x-api-key']).toBeUndefined();
  });
});

describe('switched off', { timeout: 60_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', [], { SWITCHYARD_SSRF_PROTECTION: 'false', SWITCHYARD_SSRF_ALLOWED_HOSTS: '' });
  });
  afterAll(() => team.close());

  it('reaches loopback', async () => {
    const outcome = await callOut(team, `http://127.0.0.1:${service.port}/open`);
    expect(outcome.status).toBe('success');
    expect(outcome.output).toEqual([{ secret: 'internal-only', path: '/open' }]);
  });
});

describe('configuration', () => {
  it('is on by default and reads the allow-list', () => {
    expect(loadConfig({}).outbound).toEqual({ ssrfProtection: true, ssrfAllowedHosts: [] });
    expect(loadConfig({ SWITCHYARD_SSRF_ALLOWED_HOSTS: ' 10.0.0.0/8, *.Internal.example ,::1,db' }).outbound.ssrfAllowedHosts).toEqual([
      '10.0.0.0/8',
      '*.internal.example',
      '::1',
      'db',
    ]);
    expect(() => loadConfig({ SWITCHYARD_SSRF_ALLOWED_HOSTS: '10.0.0.0/40' })).toThrow(/SWITCHYARD_SSRF_ALLOWED_HOSTS/);
    expect(() => loadConfig({ SWITCHYARD_SSRF_PROTECTION: 'maybe' })).toThrow(/SWITCHYARD_SSRF_PROTECTION/);
    expect(loadConfig({ CODE_SANDBOX_WORKERS: '4', CODE_SANDBOX_TIMEOUT: '5' }).codeSandbox).toMatchObject({ workers: 4, timeoutMs: 5000 });
    expect(() => loadConfig({ CODE_SANDBOX_WORKERS: '0' })).toThrow(/CODE_SANDBOX_WORKERS/);
  });
});
