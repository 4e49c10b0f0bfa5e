/**
 * The public API's OpenAPI document: it is a valid OpenAPI 3.1 document (checked with
 * @seriousme/openapi-schema-validator), the YAML and JSON forms are the same document,
 * it lists exactly the routes the server registered under `/api/v1`, and every
 * documented answer of every operation is produced by a real call whose status is
 * documented and whose body fits the documented schema (Ajv, JSON Schema 2020-12).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { routeTable } from '../../app/server/http/route-table';
import { publicWorkflowBody, recordExecution, SCHEDULE_NODES, startApiTeam } from './public-api-helpers';
import type { ApiClient, ApiTeam, PublicWorkflow } from './public-api-helpers';
import { put } from './workflows-helpers';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { responses: Record<string, unknown> };
};

interface Fixtures {
  api: Record<'owner' | 'mia' | 'noah' | 'anonymous', ApiClient>;
  workflow: PublicWorkflow;
  manual: PublicWorkflow;
  credentialId: string;
  /** Executions of `workflow`: finished, and still running. */
  executionId: string;
  runningId: string;
}

type Call = (f: Fixtures) => Promise<{ status: number; body: unknown; headers: Headers }>;

const big = 'x'.repeat(1.2 * 1024 * 1024);
const newCredential = { name: 'Doc test', type: 'httpHeaderAuth', data: { name: 'X', value: 'v' } };

/** Calls per operation that together produce every documented status (checked below). */
const CALLS: Record<string, Call[]> = {
  listWorkflows: [
    (f) => f.api.owner.get('/workflows?limit=1'),
    (f) => f.api.owner.get('/workflows?limit=0'),
    (f) => f.api.anonymous.get('/workflows'),
  ],
  createWorkflow: [
    (f) => f.api.mia.post('/workflows', publicWorkflowBody('Documented')),
    (f) => f.api.mia.post('/workflows', { name: 'No nodes' }),
    (f) => f.api.anonymous.post('/workflows', publicWorkflowBody('x')),
    (f) => f.api.mia.post('/workflows', publicWorkflowBody(big)),
  ],
  getWorkflow: [
    (f) => f.api.noah.get(`/workflows/${f.workflow.id}`),
    (f) => f.api.owner.get('/workflows/does-not-exist'),
    (f) => f.api.anonymous.get(`/workflows/${f.workflow.id}`),
  ],
  updateWorkflow: [
    (f) => f.api.mia.put(`/workflows/${f.workflow.id}`, publicWorkflowBody('Documented v2', SCHEDULE_NODES)),
    (f) => f.api.mia.put(`/workflows/${f.workflow.id}`, { name: 'No nodes' }),
    (f) => f.api.anonymous.put(`/workflows/${f.workflow.id}`, publicWorkflowBody('x')),
    (f) => f.api.noah.put(`/workflows/${f.workflow.id}`, publicWorkflowBody('x')),
    (f) => f.api.mia.put('/workflows/does-not-exist', publicWorkflowBody('x')),
    (f) => f.api.mia.put(`/workflows/${f.workflow.id}`, publicWorkflowBody(big)),
  ],
  activateWorkflow: [
    (f) => f.api.mia.post(`/workflows/${f.workflow.id}/activate`),
    (f) => f.api.mia.post(`/workflows/${f.manual.id}/activate`),
    (f) => f.api.anonymous.post(`/workflows/${f.workflow.id}/activate`),
    (f) => f.api.noah.post(`/workflows/${f.workflow.id}/activate`),
    (f) => f.api.mia.post('/workflows/does-not-exist/activate'),
  ],
  deactivateWorkflow: [
    (f) => f.api.mia.post(`/workflows/${f.workflow.id}/deactivate`),
    (f) => f.api.anonymous.post(`/workflows/${f.workflow.id}/deactivate`),
    (f) => f.api.noah.post(`/workflows/${f.workflow.id}/deactivate`),
    (f) => f.api.mia.post('/workflows/does-not-exist/deactivate'),
  ],
  createCredential: [
    (f) => f.api.mia.post('/credentials', newCredential),
    (f) => f.api.mia.post('/credentials', { ...newCredential, data: { nope: true } }),
    (f) => f.api.anonymous.post('/credentials', newCredential),
    (f) => f.api.mia.post('/credentials', { ...newCredential, data: { name: big, value: 'v' } }),
  ],
  getCredentialSchema: [
    (f) => f.api.noah.get('/credentials/schema/httpBasicAuth'),
    (f) => f.api.noah.get('/credentials/schema/nothing'),
    (f) => f.api.anonymous.get('/credentials/schema/httpBasicAuth'),
  ],
  listExecutions: [
    (f) => f.api.noah.get('/executions?includeData=true&limit=1'),
    (f) => f.api.noah.get('/executions?status=finished'),
    (f) => f.api.anonymous.get('/executions'),
  ],
  getExecution: [
    (f) => f.api.noah.get(`/executions/${f.executionId}?includeData=true`),
    (f) => f.api.anonymous.get(`/executions/${f.executionId}`),
    (f) => f.api.owner.get('/executions/123456789'),
  ],
  deleteExecution: [
    (f) => f.api.anonymous.delete(`/executions/${f.executionId}`),
    (f) => f.api.noah.delete(`/executions/${f.executionId}`),
    (f) => f.api.mia.delete(`/executions/${f.runningId}`),
    (f) => f.api.mia.delete(`/executions/${f.executionId}`),
    (f) => f.api.mia.delete(`/executions/${f.executionId}`),
  ],
  // Last, so the resources are still there for the calls above.
  deleteCredential: [
    (f) => f.api.anonymous.delete(`/credentials/${f.credentialId}`),
    (f) => f.api.noah.delete(`/credentials/${f.credentialId}`),
    (f) => f.api.owner.delete('/credentials/does-not-exist'),
    (f) => f.api.mia.delete(`/credentials/${f.credentialId}`),
  ],
  deleteWorkflow: [
    (f) => f.api.anonymous.delete(`/workflows/${f.workflow.id}`),
    (f) => f.api.noah.delete(`/workflows/${f.workflow.id}`),
    (f) => f.api.owner.delete('/workflows/does-not-exist'),
    (f) => f.api.mia.delete(`/workflows/${f.workflow.id}`),
  ],
  getOpenApiJson: [(f) => f.api.anonymous.get('/openapi.json')],
  getOpenApiYaml: [(f) => f.api.anonymous.get('/openapi.yml')],
};

describe('public API OpenAPI document', () => {
  let team: ApiTeam;
  let document: Doc & Record<string, unknown>;

  beforeAll(async () => {
    team = await startApiTeam('sqlite', ['mia', 'noah'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing', N8N_PAYLOAD_SIZE_MAX: '1' });
    const served = await team.anonymous.get<Doc & Record<string, unknown>>('/openapi.json');
    expect(served.status).toBe(200);
    document = served.body;
  });
  afterAll(async () => {
    await team?.close();
  });

  it('is a valid OpenAPI 3.1 document, served the same as JSON and YAML', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const yaml = await team.anonymous.get<string>('/openapi.yml');
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(parse(yaml.body)).toEqual(document);
  });

  it('lists exactly the routes the server registered under /api/v1', () => {
    const registered = routeTable(team.server.app)
      .filter((route) => route.url.startsWith('/api/v1/'))
      // The Swagger UI viewer of the document is not part of the API it describes.
      .filter((route) => route.url !== '/api/v1/docs' && !route.url.startsWith('/api/v1/docs/'))
      .map((route) => `${route.method} ${route.url.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(0);
    expect([...new Set(registered)].sort()).toEqual(documented.sort());
  });

  it('answers every operation with a documented status and a body that fits its schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi');

    const mia = team.memberApi['mia']!;
    const workflow = (await mia.post<PublicWorkflow>('/workflows', publicWorkflowBody('Documented', SCHEDULE_NODES))).body;
    const manual = (await mia.post<PublicWorkflow>('/workflows', publicWorkflowBody('By hand'))).body;
    const credential = await mia.post<{ id: string }>('/credentials', newCredential);
    const noahId = team.members['noah']!.id;
    expect((await put(team.members['mia']!.browser, `/workflows/${workflow.id}/share`, { shareWithIds: [noahId] })).status).toBe(200);
    expect((await put(team.members['mia']!.browser, `/credentials/${credential.body.id}/share`, { shareWithIds: [noahId] })).status).toBe(
      200,
    );
    const fixtures: Fixtures = {
      api: { owner: team.ownerApi, mia, noah: team.memberApi['noah']!, anonymous: team.anonymous },
      workflow,
      manual,
      credentialId: credential.body.id,
      executionId: await recordExecution(team, workflow.id, 'success'),
      runningId: await recordExecution(team, workflow.id, 'running'),
    };

    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(Object.keys(CALLS).sort()).toEqual(operations.map((o) => o.op.operationId).sort());
    const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
    for (const [operationId, calls] of Object.entries(CALLS)) {
      const { path, method, op } = operations.find((o) => o.op.operationId === operationId)!;
      const produced = new Set<string>();
      for (const call of calls) {
        const response = await call(fixtures);
        const status = String(response.status);
        const label = `${operationId} ${status} ${JSON.stringify(response.body).slice(0, 300)}`;
        expect(Object.keys(op.responses), label).toContain(status);
        produced.add(status);
        const documented = op.responses[status] as { $ref?: string; content?: Record<string, unknown> };
        const pointer =
          documented.$ref !== undefined ? `openapi${documented.$ref}` : `openapi#/paths/${escape(path)}/${method}/responses/${status}`;
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!;
        const resolved = (
          documented.$ref !== undefined ? document.components.responses[documented.$ref.split('/').pop()!] : documented
        ) as { content: Record<string, unknown> };
        expect(Object.keys(resolved.content), label).toContain(contentType);
        const validate = ajv.getSchema(`${pointer}/content/${escape(contentType)}/schema`);
        expect(validate, label).toBeDefined();
        expect(validate!(response.body), `${label}: ${JSON.stringify(validate!.errors)}`).toBe(true);
      }
      // Every documented answer was seen.
      expect([...produced].sort(), operationId).toEqual(Object.keys(op.responses).sort());
    }
  });
});

describe('the API reference viewer', () => {
  let team: ApiTeam;
  beforeAll(async () => {
    team = await startApiTeam('sqlite', []);
  });
  afterAll(() => team.close());

  it("serves Swagger UI at /api/v1/docs/ from its own page and start script, reading this instance's document", async () => {
    const base = team.server.base;
    const redirect = await fetch(`${base}/api/v1/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/api/v1/docs/');
    const page = await fetch(`${base}/api/v1/docs/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/v1/docs/swagger-ui-bundle.js');
    // No inline script: the editor's CSP applies to the page.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const start = await (await fetch(`${base}/api/v1/docs/start.js`)).text();
    expect(start).toContain('"/api/v1/openapi.json"');
    const bundle = await fetch(`${base}/api/v1/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    // Only the named files of the package are served.
    expect((await fetch(`${base}/api/v1/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/docs/..%2Fpackage.json`)).status).toBe(404);
    // Names of Object.prototype's members are not files either (the fuzzer found this).
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect((await fetch(`${base}/api/v1/docs/${name}`)).status).toBe(404);
    }
  });
});
