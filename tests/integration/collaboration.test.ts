/**
 * Live collaboration over real WebSockets against a started server (docs/collaboration.md):
 * joining with the session cookie, permissions (read-only sharees receive but are refused),
 * ordering and broadcasting of steps, presence and leaving, saving after a quiet period as one
 * workflow-history version, reconnecting with the last version seen.
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { joinCollab, openCollab, type CollabSocket, type ServerMessage } from './collaboration-helpers';
import { createWorkflow, manualWorkflow, put, startTeam } from './workflows-helpers';
import type { Actor, ApiWorkflow, Team } from './workflows-helpers';

const SET_ID = '5ce3c4b4-4a8c-4d8e-9d47-9a3d2c8a2f10';
const TRIGGER_ID = '0f5532f9-36ba-4bef-86c7-30d607400b15';

const isStep = (v: number) => (m: ServerMessage) => m.t === 'step' && m['v'] === v;

describe.each(DIALECTS)('live collaboration on %s', (dialect) => {
  let team: Team;
  let owner: Actor;
  let mia: Actor;
  let sam: Actor;
  const open: CollabSocket[] = [];

  async function join(actor: Actor, workflowId: string, hello: { client?: string; epoch?: string; version?: number } = {}) {
    const joined = await joinCollab(team.server.base, workflowId, actor.browser, hello);
    open.push(joined.socket);
    return joined;
  }

  async function stored(id: string): Promise<ApiWorkflow> {
    const response = await owner.browser.get<Data<ApiWorkflow>>(`/workflows/${id}`);
    expect(response.status).toBe(200);
    return response.body.data;
  }

  async function versionCount(id: string): Promise<number> {
    const response = await owner.browser.get<{ count: number }>(`/workflow-history/workflow/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.count;
  }

  /** Mia's workflow, shared read-only with Sam; the instance owner may edit it too. */
  async function sharedWorkflow(name: string): Promise<ApiWorkflow> {
    const workflow = await createWorkflow(mia, manualWorkflow(name));
    expect((await put(mia.browser, `/workflows/${workflow.id}/share`, { shareWithIds: [sam.id] })).status).toBe(200);
    return workflow;
  }

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia', 'sam', 'tom'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    owner = team.owner;
    mia = team.members['mia']!;
    sam = team.members['sam']!;
    team.server.app.switchyard.collab.quietMs = 300;
  });

  afterAll(async () => {
    for (const socket of open) socket.close();
    await team?.close();
  });

  it('refuses the upgrade without a session (401) and to someone who may not read the workflow (404)', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Private'));
    await expect(openCollab(team.server.base, workflow.id)).rejects.toThrow('HTTP 401');
    await expect(openCollab(team.server.base, workflow.id, team.members['tom']!.browser)).rejects.toThrow('HTTP 404');
    await expect(openCollab(team.server.base, 'no-such-workflow', mia.browser)).rejects.toThrow('HTTP 404');
  });

  it('orders steps from two editors, shows them to everyone, and refuses a read-only sharee’s ops', async () => {
    const workflow = await sharedWorkflow('Together');
    const a = await join(mia, workflow.id);
    const b = await join(owner, workflow.id);
    const c = await join(sam, workflow.id);
    expect(a.welcome['canEdit']).toBe(true);
    expect(c.welcome['canEdit']).toBe(false);
    expect((a.welcome['workflow'] as ApiWorkflow).nodes.map((n) => n.id)).toEqual([TRIGGER_ID, SET_ID]);
    // Everyone in is listed, each with their own colour.
    const peers = c.welcome['peers'] as { user: { name: string }; color: string }[];
    expect(peers.map((p) => p.user.name)).toEqual(['mia Member', 'Olga Owner', 'sam Member']);
    expect(new Set(peers.map((p) => p.color)).size).toBe(3);

    a.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [400, 80] } }] });
    b.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'renameNode', payload: { nodeId: SET_ID, newName: 'Greet' } }] });
    c.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'removeNode', payload: { nodeId: SET_ID } }] });
    const refused = await c.socket.waitFor((m) => m.t === 'refused');
    expect(refused['reason']).toMatch(/only view/);
    // Every socket gets both steps, in the same order.
    for (const s of [a, b, c]) {
      await s.socket.waitFor(isStep(2));
      expect(s.socket.messages.filter((m) => m.t === 'step').map((m) => (m['ops'] as { type: string }[])[0]?.type)).toEqual(
        a.socket.messages.filter((m) => m.t === 'step').map((m) => (m['ops'] as { type: string }[])[0]?.type),
      );
    }
    // The session saves after the quiet period: one version for the burst.
    const versionsBefore = await versionCount(workflow.id);
    await a.socket.waitFor((m) => m.t === 'saved');
    const saved = await stored(workflow.id);
    const set = saved.nodes.find((n) => n.id === SET_ID)!;
    expect(set.name).toBe('Greet');
    expect(set.position).toEqual([400, 80]);
    expect(saved.connections['When clicking "Test workflow"']).toEqual({ main: [[{ node: 'Greet', type: 'main', index: 0 }]] });
    expect(await versionCount(workflow.id)).toBe(versionsBefore + 1);
    for (const s of [a, b, c]) s.socket.close();
  });

  it('concurrent renames to one name end unique, and a parameter edit by name follows a rename', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Renames'));
    const a = await join(mia, workflow.id);
    const b = await join(owner, workflow.id);
    a.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'renameNode', payload: { nodeId: SET_ID, newName: 'Fetch' } }] });
    b.socket.send({
      t: 'batch',
      batch: 1,
      base: 0,
      ops: [
        { type: 'renameNode', payload: { nodeId: TRIGGER_ID, newName: 'Fetch' } },
        { type: 'ndv.setNodeParameter', payload: { nodeId: TRIGGER_ID, path: ['note'], value: "={{ $('Set').item.json.x }}" } },
      ],
    });
    await a.socket.waitFor(isStep(2));
    const names = [a, b].map((s) =>
      s.socket.messages
        .filter((m) => m.t === 'step')
        .flatMap((m) => m['ops'] as { type: string; payload: { newName?: string } }[])
        .filter((o) => o.type === 'renameNode')
        .map((o) => o.payload.newName),
    );
    expect(names[0]?.sort()).toEqual(['Fetch', 'Fetch1']);
    a.socket.send({ t: 'save' });
    await a.socket.waitFor((m) => m.t === 'saved');
    const saved = await stored(workflow.id);
    expect(saved.nodes.map((n) => n.name).sort()).toEqual(['Fetch', 'Fetch1']);
    const trigger = saved.nodes.find((n) => n.id === TRIGGER_ID)!;
    // Written against Set's old name; Set was renamed first, so the reference follows.
    const setName = saved.nodes.find((n) => n.id === SET_ID)!.name;
    expect(trigger.parameters['note']).toBe(`={{ $('${setName}').item.json.x }}`);
    a.socket.close();
    b.socket.close();
  });

  it('takes a version restored during the session as everyone’s document, and the next save keeps it', async () => {
    const workflow = await sharedWorkflow('Restored together');
    const a = await join(mia, workflow.id);
    const b = await join(owner, workflow.id);
    a.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [400, 80] } }] });
    await a.socket.waitFor((m) => m.t === 'saved');
    expect((await stored(workflow.id)).nodes.find((n) => n.id === SET_ID)?.position).toEqual([400, 80]);

    // The version the workflow was created with, restored through REST while both are in.
    const restored = await mia.browser.post(`/workflow-history/workflow/${workflow.id}/version/${workflow.versionId}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    for (const s of [a, b]) {
      const resync = await s.socket.waitFor((m) => m.t === 'resync');
      expect((resync['workflow'] as ApiWorkflow).nodes.find((n) => n.id === SET_ID)?.position).toEqual([220, 0]);
    }
    const version = (await a.socket.waitFor((m) => m.t === 'resync'))['version'] as number;
    // Work goes on from the restored document; the session's next save does not undo the restore.
    b.socket.send({
      t: 'batch',
      batch: 2,
      base: version,
      ops: [{ type: 'renameNode', payload: { nodeId: SET_ID, newName: 'After restore' } }],
    });
    await b.socket.waitFor((m) => m.t === 'saved' && (m['v'] as number) > version);
    const after = (await stored(workflow.id)).nodes.find((n) => n.id === SET_ID);
    expect(after).toMatchObject({ name: 'After restore', position: [220, 0] });
    for (const s of [a, b]) s.socket.close();
  });

  it('leaves saving to Save while one editor is alone: nothing is saved by itself or on leaving', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Alone'));
    const a = await join(mia, workflow.id);
    a.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [999, 999] } }] });
    await a.socket.waitFor(isStep(1));
    a.socket.close();
    await a.socket.closed;
    // Well past the quiet period, and after the last one left.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await stored(workflow.id)).nodes.find((n) => n.id === SET_ID)?.position).toEqual([220, 0]);
  });

  it('shares presence and tells the others at once when someone leaves', async () => {
    const workflow = await sharedWorkflow('Presence');
    const a = await join(mia, workflow.id);
    const c = await join(sam, workflow.id);
    c.socket.send({ t: 'presence', selection: [SET_ID], pointer: [10, 20], ndv: SET_ID });
    const seen = await a.socket.waitFor((m) => m.t === 'presence' && (m['peer'] as { ndv: string | null }).ndv === SET_ID);
    expect(seen['peer']).toMatchObject({ user: { name: 'sam Member' }, selection: [SET_ID], pointer: [10, 20], canEdit: false });
    const samClient = c.welcome['you'];
    c.socket.close();
    const left = await a.socket.waitFor((m) => m.t === 'left');
    expect(left['client']).toBe(samClient);
    a.socket.close();
  });

  it('removes someone whose connection died silently within 10 s', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Silent drop'));
    const a = await join(mia, workflow.id);
    const dead = await openCollab(team.server.base, workflow.id, owner.browser, { answerPings: false });
    open.push(dead);
    dead.send({ t: 'hello' });
    const welcome = await dead.waitFor((m) => m.t === 'welcome');
    await a.socket.waitFor((m) => m.t === 'presence' && (m['peer'] as { client: string }).client === welcome['you']);
    const left = await a.socket.waitFor((m) => m.t === 'left', 10_000);
    expect(left['client']).toBe(welcome['you']);
    a.socket.close();
  });

  it('catches a reconnecting client up with the steps it missed, or sends the whole workflow for another session', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Reconnect'));
    const a = await join(mia, workflow.id, { client: 'mia-tab-0001' });
    const b = await join(owner, workflow.id);
    const epoch = a.welcome['epoch'] as string;
    expect(a.welcome['you']).toBe('mia-tab-0001');
    // Mia's batch reaches the server but her connection drops before the confirmation.
    a.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'moveNode', payload: { nodeId: TRIGGER_ID, position: [7, 7] } }] });
    await b.socket.waitFor(isStep(1));
    a.socket.close();
    for (let i = 1; i <= 2; i++) {
      b.socket.send({ t: 'batch', batch: i, base: i, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [i + 1, i + 1] } }] });
      await b.socket.waitFor(isStep(i + 1));
    }
    const again = await join(mia, workflow.id, { client: 'mia-tab-0001', epoch, version: 0 });
    // The replay holds her own step (her confirmation) and the two she missed.
    const replayed = again.welcome['steps'] as { v: number; client: string }[];
    expect(replayed.map((s) => [s.v, s.client === 'mia-tab-0001'])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    // Sending the unconfirmed batch again changes nothing: the server had it.
    again.socket.send({ t: 'batch', batch: 1, base: 0, ops: [{ type: 'moveNode', payload: { nodeId: TRIGGER_ID, position: [7, 7] } }] });
    expect(again.welcome['workflow']).toBeUndefined();
    const other = await join(mia, workflow.id, { epoch: 'an-earlier-session', version: 3 });
    expect(other.welcome['steps']).toBeUndefined();
    expect((other.welcome['workflow'] as ApiWorkflow).nodes.find((n) => n.id === SET_ID)?.position).toEqual([3, 3]);
    // A batch sent again after a reconnect is applied once.
    b.socket.send({ t: 'batch', batch: 2, base: 3, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [9, 9] } }] });
    b.socket.send({ t: 'batch', batch: 3, base: 3, ops: [{ type: 'moveNode', payload: { nodeId: SET_ID, position: [4, 4] } }] });
    const step = await again.socket.waitFor((m) => m.t === 'step');
    expect(step['v']).toBe(4);
    expect(step['client']).not.toBe('mia-tab-0001');
    expect(step['ops']).toEqual([{ type: 'moveNode', payload: { nodeId: SET_ID, position: [4, 4] } }]);
    for (const s of [again, other, b]) s.socket.close();
  });

  it('answers malformed messages with an error and keeps the connection', async () => {
    const workflow = await createWorkflow(mia, manualWorkflow('Malformed'));
    const socket = await openCollab(team.server.base, workflow.id, mia.browser);
    open.push(socket);
    socket.socket.send('not json');
    await socket.waitFor((m) => m.t === 'error' && String(m['message']).includes('not JSON'));
    socket.send({ t: 'batch', batch: 1, base: 0, ops: [] });
    await socket.waitFor((m) => m.t === 'error' && String(m['message']).includes('hello first'));
    socket.send({ t: 'hello' });
    await socket.waitFor((m) => m.t === 'welcome');
    socket.send({ t: 'batch', batch: 0, base: -1, ops: 'x' });
    await socket.waitFor((m) => m.t === 'error' && String(m['message']).startsWith('Invalid message'));
    socket.send({ t: 'batch', batch: 1, base: 99, ops: [] });
    await socket.waitFor((m) => m.t === 'error' && String(m['message']).includes('not one this session made'));
    socket.send({ t: 'batch', batch: 2, base: 0, ops: [{ type: 'moveNode', payload: 'garbage' }] });
    const step = await socket.waitFor((m) => m.t === 'step');
    expect(step['ops']).toEqual([]);
    socket.close();
  });
});
