/**
 * Who a run is (security findings "Medium 6" and the Low finding on executions): the
 * identity a run acts as and the workflow it is filed under come from the server's
 * records, never from the workflow JSON a client sends.
 * - An Execute Workflow node starts only a workflow the run's identity may use, and the
 *   caller policy looks at the workflow the run is filed under.
 * - A run by a user who may not change the workflow (a read-only sharee) is not filed
 *   under it; it is the user's own run, which they (and only they, and the instance owner)
 *   may read, also when it is not filed under any workflow.
 * - A waiting run resumes as who started it, not as the owner of the id in its JSON.
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
import type { ApiExecution } from '../integration/executions-helpers';
import { callUrl, eventually } from '../integration/webhooks-helpers';
import { createWorkflow, put, startTeam } from '../integration/workflows-helpers';
import type { Actor, ApiWorkflow, Team } from '../integration/workflows-helpers';

const SETTINGS = { executionOrder: 'v1', saveManualExecutions: true };
const START = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

/** Execute Workflow Trigger → Set `secret`. */
function calledWorkflow(name: string, secret: string, settings: Record<string, unknown> = {}) {
  return {
    name,
    nodes: [
      {
        id: 'c0000000-0000-4000-8000-000000000002',
        name: 'Called',
        type: 'n8n-nodes-base.executeWorkflowTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'c0000000-0000-4000-8000-000000000003',
        name: 'Reveal',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { assignments: { assignments: [{ id: 's', name: 'secret', value: secret, type: 'string' }] }, options: {} },
      },
    ],
    connections: { Called: { main: [[{ node: 'Reveal', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1', ...settings },
  };
}

/** Manual Trigger → Execute Workflow (from the database) `workflowId`. */
function callerWorkflow(name: string, workflowId: string) {
  return {
    name,
    nodes: [
      START,
      {
        id: 'c0000000-0000-4000-8000-000000000004',
        name: 'Call',
        type: 'n8n-nodes-base.executeWorkflow',
        typeVersion: 1,
        position: [200, 0],
        parameters: { source: 'database', workflowId },
      },
    ],
    connections: { Start: { main: [[{ node: 'Call', type: 'main', index: 0 }]] } },
    settings: SETTINGS,
  };
}

/** Manual Trigger → Set (nothing secret). */
function plainWorkflow(name: string) {
  return {
    name,
    nodes: [
      START,
      {
        id: 'c0000000-0000-4000-8000-000000000005',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { assignments: { assignments: [{ id: 'g', name: 'greeting', value: 'hi', type: 'string' }] }, options: {} },
      },
    ],
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    settings: SETTINGS,
  };
}

/** Runs `workflowData` as `actor` and waits for the stored execution (as `actor` reads it). */
async function runAndWait(actor: Actor, workflowData: Record<string, unknown>): Promise<ApiExecution & { id: string }> {
  const id = await runWorkflow(actor, workflowData);
  let execution = await waitForExecution(actor, id);
  for (let i = 0; i < 100 && execution?.status === 'running'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    execution = await waitForExecution(actor, id);
  }
  expect(execution, `execution ${id} readable by its starter`).toBeDefined();
  return { ...execution!, id };
}

describe.each(DIALECTS)('run identity on %s', (dialect) => {
  describe('with sharing on', () => {
    let team: Team;
    let shared: ApiWorkflow;
    let privateWorkflow: ApiWorkflow;

    beforeAll(async () => {
      team = await startTeam(dialect, ['sam', 'mia'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
      // The owner's private workflow (default caller policy: workflows of the same owner).
      privateWorkflow = await createWorkflow(team.owner, calledWorkflow('Private', 'owner-private-value'));
      // An owner's workflow shared read-only with Sam.
      shared = await createWorkflow(team.owner, plainWorkflow('Shared with Sam'));
      expect((await put(team.owner.browser, `/workflows/${shared.id}/share`, { shareWithIds: [team.members['sam']!.id] })).status).toBe(
        200,
      );
    });
    afterAll(() => team?.close());

    it("does not let a sharee run the owner's private workflow by naming a shared workflow's id", async () => {
      const sam = team.members['sam']!;
      const execution = await runAndWait(sam, { ...callerWorkflow('Borrowed identity', privateWorkflow.id), id: shared.id });
      expect(execution.status).toBe('error');
      expect(execution.data.resultData.error?.message).toContain(`the workflow with the id "${privateWorkflow.id}" could not be found`);
      expect(JSON.stringify(execution.data)).not.toContain('owner-private-value');
      // Nothing ran under the private workflow.
      const filter = encodeURIComponent(JSON.stringify({ workflowId: privateWorkflow.id }));
      const runs = await team.owner.browser.get<Data<{ results: unknown[] }>>(`/executions?filter=${filter}`);
      expect(runs.body.data.results).toEqual([]);
    });

    it('starts a sub-workflow only when the run acts as someone who may use it', async () => {
      const mia = team.members['mia']!;
      // "Any workflow may call it" does not make it Mia's to use.
      const open = await createWorkflow(team.owner, calledWorkflow('Callable by any', 'open-but-private', { callerPolicy: 'any' }));
      const refused = await runAndWait(mia, callerWorkflow('Mia calls', open.id));
      expect(refused.status).toBe('error');
      expect(refused.data.resultData.error?.message).toContain('could not be found');
      expect(JSON.stringify(refused.data)).not.toContain('open-but-private');

      // Shared with Mia, it may be called by her runs.
      expect((await put(team.owner.browser, `/workflows/${open.id}/share`, { shareWithIds: [mia.id] })).status).toBe(200);
      const allowed = await runAndWait(mia, callerWorkflow('Mia calls', open.id));
      expect(allowed.status, JSON.stringify(allowed.data.resultData.error)).toBe('success');
      expect(JSON.stringify(allowed.data)).toContain('open-but-private');

      // The owner's own saved workflow may call the private one (same owner).
      const ownCaller = await createWorkflow(team.owner, callerWorkflow('Owner calls', privateWorkflow.id));
      const own = await runAndWait(team.owner, { ...ownCaller });
      expect(own.status, JSON.stringify(own.data.resultData.error)).toBe('success');
      expect(JSON.stringify(own.data)).toContain('owner-private-value');
    });

    it("files a read-only sharee's run as their own, readable by them and not by others", async () => {
      const sam = team.members['sam']!;
      const execution = await runAndWait(sam, { ...shared });
      expect(execution.status).toBe('success');
      expect(execution.workflowId).toBe('');
      // Not among the shared workflow's executions.
      const filter = encodeURIComponent(JSON.stringify({ workflowId: shared.id }));
      const listed = await team.owner.browser.get<Data<{ results: Array<{ id: string }> }>>(`/executions?filter=${filter}`);
      expect(listed.body.data.results.some((e) => e.id === execution.id)).toBe(false);
      // Sam lists and reads it; Mia does not; the instance owner does.
      const samList = await sam.browser.get<Data<{ results: Array<{ id: string }> }>>('/executions');
      expect(samList.body.data.results.some((e) => e.id === execution.id)).toBe(true);
      expect((await team.members['mia']!.browser.get(`/executions/${execution.id}`)).status).toBe(404);
      const miaList = await team.members['mia']!.browser.get<Data<{ results: Array<{ id: string }> }>>('/executions');
      expect(miaList.body.data.results.some((e) => e.id === execution.id)).toBe(false);
      expect((await team.owner.browser.get(`/executions/${execution.id}`)).status).toBe(200);
    });

    it("does not let a read-only sharee delete the owner's executions", async () => {
      const sam = team.members['sam']!;
      const owners = await runAndWait(team.owner, { ...shared });
      expect(owners.workflowId).toBe(shared.id);
      // Sam may read it (the workflow is shared with him) but not remove it.
      expect((await sam.browser.get(`/executions/${owners.id}`)).status).toBe(200);
      const byId = await sam.browser.post<Data<{ deleted: number }>>('/executions/delete', { ids: [owners.id] });
      expect(byId.body.data.deleted).toBe(0);
      const byFilter = await sam.browser.post<Data<{ deleted: number }>>('/executions/delete', { filters: { workflowId: shared.id } });
      expect(byFilter.body.data.deleted).toBe(0);
      expect((await team.owner.browser.get(`/executions/${owners.id}`)).status).toBe(200);
      // His own run he may delete.
      const his = await runAndWait(sam, { ...shared });
      expect((await sam.browser.post<Data<{ deleted: number }>>('/executions/delete', { ids: [his.id] })).body.data.deleted).toBe(1);
    });

    it('lets a member read the execution of their own unsaved run', async () => {
      const mia = team.members['mia']!;
      const execution = await runAndWait(mia, plainWorkflow('Never saved'));
      expect(execution.status).toBe('success');
      expect((await team.members['sam']!.browser.get(`/executions/${execution.id}`)).status).toBe(404);
    });

    it('resumes a waiting run as the user who started it, not as the owner of the id it named', async () => {
      const sam = team.members['sam']!;
      const seen: string[] = [];
      const collector: Server = createHttpServer((request, response) => {
        seen.push(String(request.headers['x-secret'] ?? ''));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      try {
        const port = (collector.address() as AddressInfo).port;
        const credential = await createCredential(team.owner, {
          name: 'Owner header',
          type: 'httpHeaderAuth',
          data: { name: 'X-Secret', value: 'owner-header-secret' },
        });
        const workflowData = {
          id: shared.id,
          name: 'Wait, then call',
          nodes: [
            START,
            {
              id: 'c0000000-0000-4000-8000-000000000006',
              name: 'Wait',
              type: 'n8n-nodes-base.wait',
              typeVersion: 1.1,
              position: [200, 0],
              webhookId: 'c0000000-0000-4000-8000-000000000007',
              parameters: { resume: 'webhook', httpMethod: 'POST', options: {} },
            },
            {
              id: 'c0000000-0000-4000-8000-000000000008',
              name: 'HTTP Request',
              type: 'n8n-nodes-base.httpRequest',
              typeVersion: 4.2,
              position: [400, 0],
              parameters: {
                url: `http://127.0.0.1:${port}/steal`,
                authentication: 'genericCredentialType',
                genericAuthType: 'httpHeaderAuth',
                options: {},
              },
              credentials: { httpHeaderAuth: { id: credential.id, name: 'Owner header' } },
            },
          ],
          connections: {
            Start: { main: [[{ node: 'Wait', type: 'main', index: 0 }]] },
            Wait: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] },
          },
          settings: SETTINGS,
        };
        const id = await runWorkflow(sam, workflowData);
        await eventually(async () => {
          const got = await sam.browser.get<Data<{ status: string }>>(`/executions/${id}`);
          return got.status === 200 && got.body.data.status === 'waiting' ? true : undefined;
        });
        expect((await callUrl(team.server.base, `/webhook-waiting/${id}`, { method: 'POST' })).status).toBe(200);
        const finished = await eventually(async () => {
          const got = await sam.browser.get<Data<ApiExecution>>(`/executions/${id}`);
          return got.status === 200 && !['waiting', 'running'].includes(got.body.data.status) ? got.body.data : undefined;
        });
        expect(finished.status).toBe('error');
        expect(JSON.stringify(finished.data.resultData)).toContain(`Credential with ID \\"${credential.id}\\" does not exist`);
        expect(seen).not.toContain('owner-header-secret');
      } finally {
        await new Promise<void>((resolve) => collector.close(() => resolve()));
      }
    });
  });

  describe('with sharing off', () => {
    let team: Team;
    beforeAll(async () => {
      team = await startTeam(dialect, ['sam', 'mia']);
    });
    afterAll(() => team?.close());

    it("keeps a member's unsaved run from other members", async () => {
      const execution = await runAndWait(team.members['mia']!, plainWorkflow('Mine alone'));
      expect((await team.members['sam']!.browser.get(`/executions/${execution.id}`)).status).toBe(404);
      const list = await team.members['sam']!.browser.get<Data<{ results: Array<{ id: string }> }>>('/executions');
      expect(list.body.data.results.some((e) => e.id === execution.id)).toBe(false);
      expect((await team.owner.browser.get(`/executions/${execution.id}`)).status).toBe(200);
    });
  });
});
