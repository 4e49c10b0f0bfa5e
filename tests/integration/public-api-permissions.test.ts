/**
 * The permission matrix of the public API, the same rules as the REST routes:
 * every workflow, credential and execution route against the instance owner, the member who owns the
 * resource, a member it is shared with, a member it is not shared with and a caller
 * without an API key. A resource the caller may not read is 404, not 403. Every cell
 * starts from a fresh resource, and a refused change must leave it as it was. Runs with
 * sharing on and off, on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { CallResult, Data } from './accounts-helpers';
import { publicWorkflowBody, recordExecution, SCHEDULE_NODES, startApiTeam } from './public-api-helpers';
import type { ApiClient, ApiTeam, PublicWorkflow, WorkflowPage } from './public-api-helpers';
import { put } from './workflows-helpers';

type Caller = 'owner' | 'memberOwner' | 'sharee' | 'nonSharee' | 'anonymous';
const CALLERS: readonly Caller[] = ['owner', 'memberOwner', 'sharee', 'nonSharee', 'anonymous'];

interface Resources {
  workflowId: string;
  credentialId: string;
  /** A finished execution of the workflow. */
  executionId: string;
}

type Route =
  | 'GET /workflows'
  | 'GET /workflows/:id'
  | 'POST /workflows'
  | 'PUT /workflows/:id'
  | 'DELETE /workflows/:id'
  | 'POST /workflows/:id/activate'
  | 'POST /workflows/:id/deactivate'
  | 'POST /credentials'
  | 'DELETE /credentials/:id'
  | 'GET /credentials/schema/:type'
  | 'GET /executions/:id'
  | 'DELETE /executions/:id';

const CALLS: Record<Route, { mutates?: 'workflow' | 'credential' | 'execution'; call(api: ApiClient, r: Resources): Promise<CallResult> }> =
  {
    'GET /workflows': { call: (api) => api.get('/workflows') },
    'GET /workflows/:id': { call: (api, r) => api.get(`/workflows/${r.workflowId}`) },
    'POST /workflows': { call: (api) => api.post('/workflows', publicWorkflowBody('Made in a cell')) },
    'PUT /workflows/:id': {
      mutates: 'workflow',
      call: (api, r) => api.put(`/workflows/${r.workflowId}`, publicWorkflowBody('Replaced', SCHEDULE_NODES)),
    },
    'DELETE /workflows/:id': { mutates: 'workflow', call: (api, r) => api.delete(`/workflows/${r.workflowId}`) },
    'POST /workflows/:id/activate': { mutates: 'workflow', call: (api, r) => api.post(`/workflows/${r.workflowId}/activate`) },
    'POST /workflows/:id/deactivate': {
      mutates: 'workflow',
      call: (api, r) => api.post(`/workflows/${r.workflowId}/deactivate`),
    },
    'POST /credentials': {
      call: (api) => api.post('/credentials', { name: 'Made in a cell', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 's3cret' } }),
    },
    'DELETE /credentials/:id': { mutates: 'credential', call: (api, r) => api.delete(`/credentials/${r.credentialId}`) },
    'GET /credentials/schema/:type': { call: (api) => api.get('/credentials/schema/httpHeaderAuth') },
    'GET /executions/:id': { call: (api, r) => api.get(`/executions/${r.executionId}`) },
    'DELETE /executions/:id': { mutates: 'execution', call: (api, r) => api.delete(`/executions/${r.executionId}`) },
  };

type Row = [Route, number, number, number, number, number];
const table = (rows: Row[]) => rows.flatMap(([route, ...statuses]) => CALLERS.map((caller, i) => [route, caller, statuses[i]!] as const));

/** Sharing on: owner, memberOwner, sharee, nonSharee, anonymous. */
const SHARING_ON = table([
  ['GET /workflows', 200, 200, 200, 200, 401],
  ['GET /workflows/:id', 200, 200, 200, 404, 401],
  ['POST /workflows', 200, 200, 200, 200, 401],
  ['PUT /workflows/:id', 200, 200, 403, 404, 401],
  ['DELETE /workflows/:id', 200, 200, 403, 404, 401],
  ['POST /workflows/:id/activate', 200, 200, 403, 404, 401],
  ['POST /workflows/:id/deactivate', 200, 200, 403, 404, 401],
  ['POST /credentials', 200, 200, 200, 200, 401],
  ['DELETE /credentials/:id', 200, 200, 403, 404, 401],
  ['GET /credentials/schema/:type', 200, 200, 200, 200, 401],
  ['GET /executions/:id', 200, 200, 200, 404, 401],
  ['DELETE /executions/:id', 200, 200, 403, 404, 401],
]);

/**
 * Sharing off: everyone is treated as owner of what they have (their own workflows; the
 * instance owner every workflow), so a member never reaches another member's workflow or
 * credential. A sharee from before sharing was switched off keeps read access only.
 */
const SHARING_OFF = table([
  ['GET /workflows', 200, 200, 200, 200, 401],
  ['GET /workflows/:id', 200, 200, 200, 404, 401],
  ['PUT /workflows/:id', 200, 200, 403, 404, 401],
  ['DELETE /workflows/:id', 200, 200, 403, 404, 401],
  ['POST /workflows/:id/activate', 200, 200, 403, 404, 401],
  ['DELETE /credentials/:id', 200, 200, 200, 404, 401],
  ['GET /executions/:id', 200, 200, 200, 404, 401],
  ['DELETE /executions/:id', 200, 200, 403, 404, 401],
]);

describe.each(DIALECTS)('public API permissions on %s', (dialect) => {
  function suite(sharing: boolean, cells: ReturnType<typeof table>) {
    let team: ApiTeam;

    beforeAll(async () => {
      team = await startApiTeam(dialect, ['memberOwner', 'sharee', 'nonSharee'], {
        SWITCHYARD_ENTERPRISE_FEATURES: sharing ? 'sharing' : '',
      });
    });
    afterAll(async () => {
      await team?.close();
    });

    const apiOf = (caller: Caller): ApiClient =>
      caller === 'anonymous' ? team.anonymous : caller === 'owner' ? team.ownerApi : team.memberApi[caller]!;

    /** A fresh workflow (activatable) and credential owned by memberOwner and shared with sharee. */
    async function fresh(): Promise<Resources> {
      const owner = team.memberApi['memberOwner']!;
      const workflow = await owner.post<PublicWorkflow>('/workflows', publicWorkflowBody('Cell workflow', SCHEDULE_NODES));
      const credential = await owner.post<{ id: string }>('/credentials', {
        name: 'Cell credential',
        type: 'httpHeaderAuth',
        data: { name: 'X-Key', value: 's3cret' },
      });
      expect(workflow.status).toBe(200);
      expect(credential.status).toBe(200);
      const shareeId = team.members['sharee']!.id;
      const memberOwner = team.members['memberOwner']!.browser;
      if (sharing) {
        expect((await put(memberOwner, `/workflows/${workflow.body.id}/share`, { shareWithIds: [shareeId] })).status).toBe(200);
        expect((await put(memberOwner, `/credentials/${credential.body.id}/share`, { shareWithIds: [shareeId] })).status).toBe(200);
      } else {
        // Shared while the feature was on.
        await team.server.app.switchyard.repositories.workflowSharing.setSharees(workflow.body.id, [shareeId]);
        await team.server.app.switchyard.repositories.credentials.setSharees(credential.body.id, [shareeId]);
      }
      const executionId = await recordExecution(team, workflow.body.id, 'success');
      return { workflowId: workflow.body.id, credentialId: credential.body.id, executionId };
    }

    it.each(cells)('%s as %s: %i', async (route, caller, status) => {
      const resources = await fresh();
      const before = await team.owner.browser.get<Data<unknown>>(`/workflows/${resources.workflowId}`);
      const beforeCredential = await team.owner.browser.get<Data<unknown>>(`/credentials/${resources.credentialId}`);
      const response = await CALLS[route].call(apiOf(caller), resources);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (route === 'GET /workflows' && status === 200) {
        const visible = (response.body as WorkflowPage).data.some((w) => w.id === resources.workflowId);
        expect(visible).toBe(caller !== 'nonSharee');
      }
      // A refused change leaves the resource as it was.
      if (status !== 200 && CALLS[route].mutates === 'workflow') {
        expect(await team.owner.browser.get(`/workflows/${resources.workflowId}`)).toMatchObject({ status: 200, body: before.body });
      }
      if (status !== 200 && CALLS[route].mutates === 'credential') {
        expect(await team.owner.browser.get(`/credentials/${resources.credentialId}`)).toMatchObject({
          status: 200,
          body: beforeCredential.body,
        });
      }
      if (status !== 200 && CALLS[route].mutates === 'execution') {
        expect((await team.ownerApi.get(`/executions/${resources.executionId}`)).status).toBe(200);
      }
      // The credential's secret never comes back through the public API.
      expect(JSON.stringify(response.body ?? '')).not.toContain('s3cret');
    });
  }

  describe('with sharing on', () => suite(true, SHARING_ON));
  describe('with sharing off', () => suite(false, SHARING_OFF));
});
