/**
 * Credential exfiltration through workflows (security finding "High 4"): a workflow names
 * credentials by id, and its runs use them (production runs as the workflow's owner), so
 * whoever may edit a workflow could otherwise point a node at their own server with any
 * credential id and receive the secret. The server must:
 * - keep members out of workflows they neither own nor were shared (sharing off too);
 * - refuse a save that puts a credential the saving user may not use on a node, unless the
 *   node keeps it untouched;
 * - check every credential a run uses for the identity the run acts as.
 * Real servers, SQLite and PostgreSQL.
 */
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/accounts-helpers';
import type { Data } from '../integration/accounts-helpers';
import { createCredential } from '../integration/credentials-helpers';
import { runWorkflow, waitForExecution } from '../integration/executions-helpers';
import { apiClientOf } from '../integration/public-api-helpers';
import { createActive, webhookNode } from '../integration/webhooks-helpers';
import { createWorkflow, put, startTeam } from '../integration/workflows-helpers';
import type { Actor, ApiWorkflow, Team } from '../integration/workflows-helpers';

/** What the collecting server saw: path and the secret header, per request. */
const seen: { path: string; secret: string | undefined }[] = [];
let collector: Server;
let collectorBase = '';

beforeAll(async () => {
  collector = createHttpServer((request, response) => {
    const header = request.headers['x-secret'];
    seen.push({ path: request.url ?? '', secret: Array.isArray(header) ? header[0] : header });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorBase = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

/** A credential sending `X-Secret: <secret>`. */
function headerCredential(actor: Actor, name: string, secret: string) {
  return createCredential(actor, { name, type: 'httpHeaderAuth', data: { name: 'X-Secret', value: secret } });
}

/** An HTTP Request node calling `path` on the collector with credential `credentialId`. */
function httpNode(path: string, credentialId?: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'b1f0e9a2-0000-4000-8000-000000000001',
    name: 'HTTP Request',
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    position: [220, 0],
    parameters: { url: `${collectorBase}${path}`, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth', options: {} },
    ...(credentialId === undefined ? {} : { credentials: { httpHeaderAuth: { id: credentialId, name: 'whatever' } } }),
    ...extra,
  };
}

const START = {
  id: 'b1f0e9a2-0000-4000-8000-000000000000',
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

/** Manual Trigger → HTTP Request. */
function manualCall(name: string, path: string, credentialId?: string) {
  return {
    name,
    nodes: [START, httpNode(path, credentialId)],
    connections: { Start: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', saveManualExecutions: true },
  };
}

const REFUSED = /^The node "HTTP Request" uses the credential with ID "[^"]+" \(httpHeaderAuth\), which you may not use\.$/;

describe.each(DIALECTS)('credential use in workflows on %s', (dialect) => {
  describe('with sharing off (the default)', () => {
    let team: Team;
    let ownerCredential = '';
    let miaCredential = '';

    beforeAll(async () => {
      team = await startTeam(dialect, ['mallory', 'mia']);
      ownerCredential = (await headerCredential(team.owner, 'Owner secret', 'owner-secret')).id;
      miaCredential = (await headerCredential(team.members['mia']!, 'Mia secret', 'mia-secret')).id;
    });
    afterAll(() => team?.close());

    it("keeps a member out of the owner's active workflow: no read, no save, no run", async () => {
      const mallory = team.members['mallory']!;
      const active = await createActive(team.owner, {
        name: 'Owner proxy',
        nodes: [webhookNode({ path: `proxy-${dialect}`, responseMode: 'onReceived' }), httpNode('/legit', ownerCredential)],
        connections: { Webhook: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
        settings: { executionOrder: 'v1' },
      });
      expect((await mallory.browser.get(`/workflows/${active.id}`)).status).toBe(404);
      const hijacked = active.nodes.map((n) =>
        n.name === 'HTTP Request' ? { ...n, parameters: { ...n.parameters, url: `${collectorBase}/steal` } } : n,
      );
      const save = await mallory.browser.patch(`/workflows/${active.id}`, { nodes: hijacked, versionId: active.versionId });
      expect(save.status).toBe(404);
      const forced = await mallory.browser.patch(`/workflows/${active.id}?forceSave=true`, { name: 'Mine now' });
      expect(forced.status).toBe(404);
      expect((await mallory.browser.delete(`/workflows/${active.id}`)).status).toBe(404);
      const run = await mallory.browser.post('/workflows/run', {
        workflowData: { ...manualCall('x', '/steal', ownerCredential), id: active.id },
      });
      expect(run.status).toBe(404);
      const list = await mallory.browser.get<Data<ApiWorkflow[]>>('/workflows');
      expect(list.body.data.some((w) => w.id === active.id)).toBe(false);

      const after = await team.owner.browser.get<Data<ApiWorkflow>>(`/workflows/${active.id}`);
      expect(after.body.data.versionId).toBe(active.versionId);
      expect(after.body.data.name).toBe('Owner proxy');
      expect(seen.some((s) => s.path === '/steal')).toBe(false);
    });

    it("refuses a member's save that names another user's credential", async () => {
      const mallory = team.members['mallory']!;
      for (const credentialId of [ownerCredential, miaCredential]) {
        const created = await mallory.browser.post<{ message: string; hint?: string }>(
          '/workflows',
          manualCall('Steal', '/steal', credentialId),
        );
        expect(created.status).toBe(403);
        expect(created.body.message).toMatch(REFUSED);
        expect(created.body.message).toContain(credentialId);
      }
      // The public API saves through the same checks.
      const api = await apiClientOf(team, mallory);
      const { name: _name, ...body } = manualCall('Steal', '/steal', ownerCredential);
      const viaApi = await api.post<{ message: string }>('/workflows', { name: 'Steal via API', ...body });
      expect(viaApi.status).toBe(403);
      expect(viaApi.body.message).toMatch(REFUSED);
      // Adding it later to a workflow of their own is refused the same way, and changes nothing.
      const own = await createWorkflow(mallory, manualCall('Harmless', '/harmless'));
      const added = await mallory.browser.patch<{ message: string }>(`/workflows/${own.id}`, {
        nodes: [START, httpNode('/steal', ownerCredential)],
        versionId: own.versionId,
      });
      expect(added.status).toBe(403);
      expect(added.body.message).toMatch(REFUSED);
      const stored = await mallory.browser.get<Data<ApiWorkflow>>(`/workflows/${own.id}`);
      expect(stored.body.data.versionId).toBe(own.versionId);
      expect(stored.body.data.nodes.find((n) => n.name === 'HTTP Request')?.['credentials']).toBeUndefined();
    });

    it('accepts credentials the saving user may use, and ids of credentials that do not exist (imports)', async () => {
      const mallory = team.members['mallory']!;
      const mine = (await headerCredential(mallory, 'Mallory secret', 'mallory-secret')).id;
      expect((await mallory.browser.post('/workflows', manualCall('Mine', '/mine', mine))).status).toBe(200);
      expect((await mallory.browser.post('/workflows', manualCall('Imported', '/imported', 'NoSuchCredential1'))).status).toBe(200);
      // Without sharing the instance owner may use every credential.
      expect((await team.owner.browser.post('/workflows', manualCall('Owner uses Mia', '/mia', miaCredential))).status).toBe(200);
    });
  });

  describe('with sharing on', () => {
    let team: Team;
    let miaCredential = '';

    beforeAll(async () => {
      team = await startTeam(dialect, ['mia', 'sam'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
      miaCredential = (await headerCredential(team.members['mia']!, 'Mia private', 'mia-private-secret')).id;
    });
    afterAll(() => team?.close());

    it("lets the instance owner keep a member's credential on a node but not repoint or copy it", async () => {
      const mia = team.members['mia']!;
      const workflow = await createWorkflow(mia, manualCall('Mia calls', '/legit', miaCredential));
      const moved = workflow.nodes.map((n) => ({ ...n, position: [n.position[0] + 40, n.position[1] + 40] }));
      const move = await team.owner.browser.patch<Data<ApiWorkflow>>(`/workflows/${workflow.id}`, {
        nodes: moved,
        versionId: workflow.versionId,
      });
      expect(move.status, JSON.stringify(move.body)).toBe(200);

      const repointed = move.body.data.nodes.map((n) =>
        n.name === 'HTTP Request' ? { ...n, parameters: { ...n.parameters, url: `${collectorBase}/steal` } } : n,
      );
      const repoint = await team.owner.browser.patch<{ message: string }>(`/workflows/${workflow.id}`, {
        nodes: repointed,
        versionId: move.body.data.versionId,
      });
      expect(repoint.status).toBe(403);
      expect(repoint.body.message).toMatch(REFUSED);
      const copy = await team.owner.browser.post<{ message: string }>('/workflows', manualCall('Copy', '/steal', miaCredential));
      expect(copy.status).toBe(403);

      // Once Mia shares the credential with Sam, Sam may use it.
      const sam = team.members['sam']!;
      expect((await sam.browser.post('/workflows', manualCall('Sam', '/sam', miaCredential))).status).toBe(403);
      expect((await put(mia.browser, `/credentials/${miaCredential}/share`, { shareWithIds: [sam.id] })).status).toBe(200);
      expect((await sam.browser.post('/workflows', manualCall('Sam', '/sam', miaCredential))).status).toBe(200);
    });

    it("loads a node's options and lists only with credentials the user may use", async () => {
      const mia = team.members['mia']!;
      // A database credential of Mia's; nothing listens there, so a load that goes ahead fails to connect.
      const database = await createCredential(mia, {
        name: 'Mia database',
        type: 'postgres',
        data: { host: '127.0.0.1', port: 1, database: 'x', user: 'mia', password: 'mia-db-secret', ssl: 'disable' },
      });
      const query = new URLSearchParams({
        nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.postgres', version: 2.1 }),
        methodName: 'schemaSearch',
        credentials: JSON.stringify({ postgres: { id: database.id, name: 'Mia database' } }),
        currentNodeParameters: '{}',
      }).toString();
      const asOwner = await team.owner.browser.get<{ message: string }>(`/nodes-list-search?${query}`);
      expect(asOwner.status).toBe(403);
      expect(asOwner.body.message).toBe('This credential is neither yours nor shared with you, so you cannot use it.');
      const asMia = await mia.browser.get<{ message: string }>(`/nodes-list-search?${query}`);
      expect(asMia.status).toBe(400);
      // The resource mapper's columns load with the credential too.
      const columns = new URLSearchParams({
        nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.postgres', version: 2.6 }),
        methodName: 'getMappingColumns',
        credentials: JSON.stringify({ postgres: { id: database.id, name: 'Mia database' } }),
        currentNodeParameters: JSON.stringify({ operation: 'insert', table: { __rl: true, mode: 'name', value: 'people' } }),
      }).toString();
      const mapperAsOwner = await team.owner.browser.get<{ message: string }>(`/dynamic-node-parameters/resource-mapper-fields?${columns}`);
      expect(mapperAsOwner.status).toBe(403);
      expect(mapperAsOwner.body.message).toBe('This credential is neither yours nor shared with you, so you cannot use it.');
      const mapperAsMia = await mia.browser.get<{ message: string }>(`/dynamic-node-parameters/resource-mapper-fields?${columns}`);
      expect(mapperAsMia.status).toBe(400);
    });

    it('runs with a credential only when the identity the run acts as may use it', async () => {
      const before = seen.length;
      const id = await runWorkflow(team.owner, manualCall('Owner tries', '/owner-run', miaCredential));
      const execution = await waitForExecution(team.owner, id);
      expect(execution?.status).toBe('error');
      expect(JSON.stringify(execution?.data.resultData)).toContain(`Credential with ID \\"${miaCredential}\\" does not exist`);
      expect(seen.slice(before).some((s) => s.secret === 'mia-private-secret')).toBe(false);
    });
  });
});
