/**
 * Workflow history over real HTTP on a real database: every save records a version
 * (newest first, paged), a version reads back as saved, labels, restore (which records the
 * state it replaces, so it can be undone), retention, permissions and malformed input.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { createWorkflow, manualWorkflow, put, startTeam } from './workflows-helpers';
import type { Actor, ApiWorkflow, Team } from './workflows-helpers';

interface Version {
  versionId: string;
  workflowId: string;
  authors: string;
  authorId: string | null;
  label: string | null;
  name: string;
  createdAt: string;
}

interface FullVersion extends Version {
  nodes: ApiWorkflow['nodes'];
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  pinData: Record<string, unknown>;
}

const history = (id: string) => `/workflow-history/workflow/${id}`;

async function save(actor: Actor, workflow: ApiWorkflow, changes: Record<string, unknown>): Promise<ApiWorkflow> {
  const response = await actor.browser.patch<Data<ApiWorkflow>>(`/workflows/${workflow.id}`, { ...changes, versionId: workflow.versionId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

function withGreeting(workflow: ApiWorkflow, greeting: string): ApiWorkflow['nodes'] {
  return workflow.nodes.map((node) =>
    node.name === 'Set'
      ? { ...node, parameters: { assignments: { assignments: [{ id: 'x', name: 'greeting', value: greeting, type: 'string' }] } } }
      : node,
  );
}

async function versions(actor: Actor, id: string, query = ''): Promise<{ count: number; data: Version[] }> {
  const response = await actor.browser.get<{ count: number; data: Version[] }>(`${history(id)}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe.each(DIALECTS)('workflow history on %s', (dialect) => {
  let team: Team;
  let owner: Actor;
  let mia: Actor;
  let sam: Actor;

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia', 'sam'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    owner = team.owner;
    mia = team.members['mia']!;
    sam = team.members['sam']!;
  });

  afterAll(async () => {
    await team?.close();
  });

  it('records a version per save, newest first, with author and content', async () => {
    const created = await createWorkflow(mia, manualWorkflow('History one'));
    const second = await save(mia, created, { nodes: withGreeting(created, 'hello') });
    const third = await save(mia, second, { name: 'History one renamed' });
    // Sharing changes no content: no version.
    await put(mia.browser, `/workflows/${third.id}/share`, { shareWithIds: [] });

    const list = await versions(mia, created.id);
    expect(list.count).toBe(3);
    expect(list.data.map((v) => v.versionId)).toEqual([third.versionId, second.versionId, created.versionId]);
    expect(list.data[0]).toMatchObject({
      workflowId: created.id,
      authors: 'mia Member',
      authorId: mia.id,
      label: null,
      name: 'History one renamed',
    });
    expect(Date.parse(list.data[0]!.createdAt)).toBeGreaterThan(Date.parse(list.data[1]!.createdAt));

    const page = await versions(mia, created.id, '?take=1&skip=1');
    expect(page.count).toBe(3);
    expect(page.data.map((v) => v.versionId)).toEqual([second.versionId]);

    const one = await mia.browser.get<Data<FullVersion>>(`${history(created.id)}/version/${second.versionId}`);
    expect(one.status).toBe(200);
    expect(one.body.data.name).toBe('History one');
    expect(one.body.data.nodes.find((n) => n.name === 'Set')!.parameters).toEqual({
      assignments: { assignments: [{ id: 'x', name: 'greeting', value: 'hello', type: 'string' }] },
    });
    expect(one.body.data.connections).toEqual(created.connections);
    expect(one.body.data.settings).toEqual({ executionOrder: 'v1' });
  });

  it('labels a version and clears the label', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Labelled'));
    const path = `${history(created.id)}/version/${created.versionId}`;
    const labelled = await mia.browser.patch<Data<Version>>(path, { label: '  Before the CRM switch  ' });
    expect(labelled.status).toBe(200);
    expect(labelled.body.data.label).toBe('Before the CRM switch');
    expect((await versions(mia, created.id)).data[0]!.label).toBe('Before the CRM switch');
    const cleared = await mia.browser.patch<Data<Version>>(path, { label: '' });
    expect(cleared.body.data.label).toBeNull();
  });

  it('restores a version, recording the replaced state, and the restore can be undone', async () => {
    const first = await createWorkflow(mia, manualWorkflow('Restorable'));
    const second = await save(mia, first, { nodes: withGreeting(first, 'two') });
    const third = await save(mia, second, { nodes: withGreeting(second, 'three') });

    const restored = await mia.browser.post<Data<ApiWorkflow>>(`${history(first.id)}/version/${first.versionId}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.nodes).toEqual(first.nodes);
    const afterRestore = await versions(mia, first.id);
    expect(afterRestore.count).toBe(4);
    expect(afterRestore.data[0]!.versionId).toBe(restored.body.data.versionId);
    expect(afterRestore.data[0]!.label).toMatch(/^Restored from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    // Undo: restore the version that was current before.
    const undone = await mia.browser.post<Data<ApiWorkflow>>(`${history(first.id)}/version/${third.versionId}/restore`);
    expect(undone.status).toBe(200);
    const stored = await mia.browser.get<Data<ApiWorkflow>>(`/workflows/${first.id}`);
    expect(stored.body.data.nodes.find((n) => n.name === 'Set')!.parameters).toEqual({
      assignments: { assignments: [{ id: 'x', name: 'greeting', value: 'three', type: 'string' }] },
    });
    expect((await versions(mia, first.id)).count).toBe(5);
  });

  it('records the current state before restoring when it has no version yet', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Pre-history'));
    const changed = await save(mia, created, { nodes: withGreeting(created, 'later') });
    // As a workflow saved before the history existed: its current version is not recorded.
    await team.server.database.db.deleteFrom('workflow_history').where('version_id', '=', changed.versionId).execute();
    const restored = await mia.browser.post<Data<ApiWorkflow>>(`${history(created.id)}/version/${created.versionId}/restore`);
    expect(restored.status).toBe(200);
    const ids = (await versions(mia, created.id)).data.map((v) => v.versionId);
    expect(ids).toEqual([restored.body.data.versionId, changed.versionId, created.versionId]);
  });

  it('follows the workflow permissions: sharees read, strangers get 404, read-only saves get refused', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Private history'));
    const stranger = await sam.browser.get<ApiError>(history(created.id));
    expect(stranger.status).toBe(404);
    expect((await sam.browser.get(`${history(created.id)}/version/${created.versionId}`)).status).toBe(404);
    expect((await sam.browser.post(`${history(created.id)}/version/${created.versionId}/restore`)).status).toBe(404);
    expect((await sam.browser.patch(`${history(created.id)}/version/${created.versionId}`, { label: 'x' })).status).toBe(404);

    expect((await put(mia.browser, `/workflows/${created.id}/share`, { shareWithIds: [sam.id] })).status).toBe(200);
    expect((await versions(sam, created.id)).count).toBe(1);
    // The instance owner reads every workflow.
    expect((await versions(owner, created.id)).count).toBe(1);
  });

  it('answers unknown versions with 404 and malformed input with 400', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Malformed'));
    expect((await mia.browser.get(`${history(created.id)}/version/nope`)).status).toBe(404);
    expect((await mia.browser.post(`${history(created.id)}/version/nope/restore`)).status).toBe(404);
    expect((await mia.browser.get(`${history('missing-workflow')}`)).status).toBe(404);
    for (const query of ['?take=0', '?take=101', '?take=x', '?skip=-1']) {
      expect((await mia.browser.get(`${history(created.id)}${query}`)).status, query).toBe(400);
    }
    const path = `${history(created.id)}/version/${created.versionId}`;
    for (const body of [{}, { label: 5 }, { label: 'x'.repeat(129) }, { label: 'a\u0000b' }, [], 'text']) {
      expect((await mia.browser.patch(path, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('deletes versions older than the retention period on the next save', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Old history'));
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString();
    await team.server.database.db
      .updateTable('workflow_history')
      .set({ created_at: old })
      .where('version_id', '=', created.versionId)
      .execute();
    await save(mia, created, { name: 'Old history saved' });
    const after = await versions(mia, created.id);
    expect(after.data.map((v) => v.name)).toEqual(['Old history saved']);
    expect((await mia.browser.get(`${history(created.id)}/version/${created.versionId}`)).status).toBe(404);
  });

  it('deletes the versions with their workflow', async () => {
    const created = await createWorkflow(mia, manualWorkflow('Deleted with history'));
    expect((await mia.browser.delete(`/workflows/${created.id}`)).status).toBe(200);
    const rows = await team.server.database.db
      .selectFrom('workflow_history')
      .select('version_id')
      .where('workflow_id', '=', created.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe.each(DIALECTS)('workflow history retention 0 on %s', (dialect) => {
  let team: Team;

  beforeAll(async () => {
    team = await startTeam(dialect, [], { SWITCHYARD_WORKFLOW_HISTORY_DAYS: '0' });
  });

  afterAll(async () => {
    await team?.close();
  });

  it('keeps every version', async () => {
    const created = await createWorkflow(team.owner, manualWorkflow('Kept forever'));
    const old = new Date(Date.now() - 3650 * 24 * 60 * 60 * 1000).toISOString();
    await team.server.database.db
      .updateTable('workflow_history')
      .set({ created_at: old })
      .where('version_id', '=', created.versionId)
      .execute();
    await save(team.owner, created, { name: 'Kept forever saved' });
    expect((await versions(team.owner, created.id)).count).toBe(2);
  });
});
