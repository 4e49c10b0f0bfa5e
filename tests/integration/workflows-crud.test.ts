/**
 * Workflows over real HTTP on a real database: new names, create, read, list with
 * filters, save with optimistic concurrency (code 100 and forceSave), activation rules,
 * pinned data limits, delete, and malformed input (always 400, never 500).
 * Runs on SQLite and (unless SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_DATA_MAX_BYTES, SAVE_CONFLICT_ERROR_CODE, WORKFLOW_NAME_MAX_LENGTH } from '@sdk/settings/constants';
import { Browser, DIALECTS } from './accounts-helpers';
import type { ApiError, Data } from './accounts-helpers';
import { createWorkflow, manualWorkflow, SCHEDULED_NODES, startTeam } from './workflows-helpers';
import type { Actor, ApiWorkflow, Team } from './workflows-helpers';

const CONFLICT_MESSAGE =
  'Your most recent changes may be lost, because someone else just updated this workflow. Open this workflow in a new tab to see those new updates.';

describe.each(DIALECTS)('workflows on %s', (dialect) => {
  let team: Team;
  let owner: Actor;
  let member: Actor;

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
    owner = team.owner;
    member = team.members['mia']!;
  });

  afterAll(async () => {
    await team?.close();
  });

  async function newName(actor: Actor, name?: string): Promise<string> {
    const query = name === undefined ? '' : `?name=${encodeURIComponent(name)}`;
    const response = await actor.browser.get<Data<{ name: string; onboardingFlowEnabled: boolean }>>(`/workflows/new${query}`);
    expect(response.status).toBe(200);
    expect(response.body.data.onboardingFlowEnabled).toBe(false);
    return response.body.data.name;
  }

  describe('GET /workflows/new', () => {
    it('suggests My workflow, then the next free number', async () => {
      expect(await newName(member)).toBe('My workflow');
      await createWorkflow(member, manualWorkflow('My workflow'));
      expect(await newName(member)).toBe('My workflow 2');
      await createWorkflow(member, manualWorkflow('My workflow 5'));
      expect(await newName(member)).toBe('My workflow 6');
      // Only names the user can see count: the owner sees everything, another member would not.
      expect(await newName(owner)).toBe('My workflow 6');
    });

    it('bases the name on the one given, trimmed, within 128 characters', async () => {
      expect(await newName(member, '  Invoices  ')).toBe('Invoices');
      await createWorkflow(member, manualWorkflow('Invoices'));
      expect(await newName(member, 'Invoices')).toBe('Invoices 2');
      const long = 'x'.repeat(WORKFLOW_NAME_MAX_LENGTH);
      await createWorkflow(member, manualWorkflow(long));
      const next = await newName(member, long);
      expect(next).toHaveLength(WORKFLOW_NAME_MAX_LENGTH);
      expect(next.endsWith(' 2')).toBe(true);
      const tooLong = await member.browser.get<ApiError>(`/workflows/new?name=${'y'.repeat(WORKFLOW_NAME_MAX_LENGTH + 1)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toMatch(/^Invalid request: name: /);
    });
  });

  describe('POST /workflows', () => {
    it('creates an inactive workflow owned by its creator, ignoring a sent id', async () => {
      const body = manualWorkflow('  Greeter  ', { id: 'chosen-by-client', active: true, createdAt: '2000-01-01T00:00:00.000Z' });
      const created = await createWorkflow(member, body);
      expect(created.id).toMatch(/^[0-9A-Za-z]{16}$/);
      expect(created.id).not.toBe('chosen-by-client');
      expect(created.name).toBe('Greeter');
      expect(created.active).toBe(false);
      expect(created.versionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      expect(created.ownedBy).toEqual({ id: member.id, email: 'mia@example.com', firstName: 'mia', lastName: 'Member' });
      expect(created.sharedWith).toEqual([]);
      expect(created.tags).toEqual([]);
      expect(created.settings).toEqual({ executionOrder: 'v1' });
      expect(created.nodes).toEqual((body['nodes'] as unknown[]).map((n) => ({ ...(n as object) })));
      expect(created.connections).toEqual(body['connections']);

      const read = await member.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(created);
    });

    it('accepts names of 1 to 128 characters after trimming and refuses others', async () => {
      const max = 'n'.repeat(WORKFLOW_NAME_MAX_LENGTH);
      expect((await createWorkflow(member, manualWorkflow(`  ${max}  `))).name).toBe(max);
      for (const name of ['', '   ', 'n'.repeat(WORKFLOW_NAME_MAX_LENGTH + 1)]) {
        const response = await member.browser.post<ApiError>('/workflows', manualWorkflow(name));
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Invalid request: name: The workflow name must be 1 to 128 characters long (after trimming).');
      }
      const missing = await member.browser.post<ApiError>('/workflows', { nodes: [], connections: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^Invalid request: name: /);
    });

    it('links existing tags and refuses unknown tag ids', async () => {
      const tag = await owner.browser.post<Data<{ id: string; name: string }>>('/tags', { name: 'billing' });
      expect(tag.status).toBe(200);
      const created = await createWorkflow(member, manualWorkflow('Tagged', { tags: [tag.body.data.id] }));
      expect(created.tags).toEqual([{ id: tag.body.data.id, name: 'billing' }]);
      const unknown = await member.browser.post<ApiError>('/workflows', manualWorkflow('Bad tag', { tags: ['nope'] }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('tags: no tag has the id "nope".');
    });

    it('stores pinned data wrapped as {json} items and refuses more than 12 MiB', async () => {
      const created = await createWorkflow(
        member,
        manualWorkflow('Pinned', { pinData: { Set: [{ greeting: 'hi' }, { json: { greeting: 'ho' } }] } }),
      );
      expect(created.pinData).toEqual({ Set: [{ json: { greeting: 'hi' } }, { json: { greeting: 'ho' } }] });

      const big = 'x'.repeat(PIN_DATA_MAX_BYTES);
      const tooLarge = await member.browser.post<ApiError>('/workflows', manualWorkflow('Too big', { pinData: { Set: [{ big }] } }));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toMatch(
        /^pinData: the pinned data takes 125829\d\d bytes as JSON, more than the limit of 12582912 bytes \(12 MiB\)\.$/,
      );
      // Just under the limit is fine.
      const under = 'x'.repeat(PIN_DATA_MAX_BYTES - 200);
      const ok = await member.browser.post<Data<ApiWorkflow>>(
        '/workflows',
        manualWorkflow('Nearly too big', { pinData: { Set: [{ under }] } }),
      );
      expect(ok.status).toBe(200);
    });

    it('checks the shape of nodes and connections, naming the field', async () => {
      const cases: [unknown, RegExp][] = [
        [{ ...manualWorkflow(), nodes: 'no' }, /^Invalid request: nodes: /],
        [{ ...manualWorkflow(), nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0] }] }, /nodes\.0\.position: /],
        [{ ...manualWorkflow(), nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 'x'] }] }, /nodes\.0\.position\.1: /],
        [
          { ...manualWorkflow(), nodes: [{ name: '', type: 't', typeVersion: 1, position: [0, 0] }] },
          /nodes\.0\.name: A node needs a name\./,
        ],
        [{ ...manualWorkflow(), nodes: [{ name: 'A', typeVersion: 1, position: [0, 0] }] }, /nodes\.0\.type: /],
        // A missing typeVersion reads as 1 (as in n8n: workflow-import-lenient.test.ts); a wrong one is refused.
        [{ ...manualWorkflow(), nodes: [{ name: 'A', type: 't', typeVersion: 'two', position: [0, 0] }] }, /nodes\.0\.typeVersion: /],
        [
          { ...manualWorkflow(), nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: [] }] },
          /nodes\.0\.parameters: /,
        ],
        [
          { ...manualWorkflow(), nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 0], disabled: 'yes' }] },
          /nodes\.0\.disabled: /,
        ],
        [
          {
            ...manualWorkflow(),
            nodes: [
              { name: 'A', type: 't', typeVersion: 1, position: [0, 0] },
              { name: 'A', type: 't', typeVersion: 1, position: [0, 0] },
            ],
          },
          /nodes\.1\.name: Two nodes are named "A"/,
        ],
        [{ ...manualWorkflow(), connections: [] }, /^Invalid request: connections: /],
        [
          { ...manualWorkflow(), connections: { A: { main: [[{ node: 'B', type: 'main', index: -1 }]] } } },
          /connections\.A\.main\.0\.0\.index: /,
        ],
        [{ ...manualWorkflow(), connections: { A: { main: [[{ type: 'main', index: 0 }]] } } }, /connections\.A\.main\.0\.0\.node: /],
        [{ ...manualWorkflow(), settings: { executionOrder: 'v9' } }, /settings\.executionOrder: /],
        [{ ...manualWorkflow(), settings: 'fast' }, /settings: /],
        [{ ...manualWorkflow(), pinData: { Set: 'x' } }, /pinData\.Set: /],
        [{ ...manualWorkflow(), tags: 'billing' }, /tags: /],
        [[], /^Invalid request: The body must be a workflow object\./],
      ];
      for (const [body, message] of cases) {
        const response = await member.browser.post<ApiError>('/workflows', body);
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(response.body.message).toMatch(message);
      }
      const notJson = await member.browser.post<ApiError>('/workflows', '{"name": ');
      expect(notJson.status).toBe(400);
      const empty = await member.browser.call<ApiError>('POST', '/rest/workflows');
      expect(empty.status).toBe(400);
    });

    it('keeps node fields it does not know and fills missing parameters', async () => {
      const created = await createWorkflow(member, {
        name: 'Extras',
        nodes: [{ name: 'A', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [1, 2], webhookId: 'w1', customField: { deep: [1] } }],
      });
      expect(created.nodes[0]).toEqual({
        id: expect.any(String),
        name: 'A',
        type: 'n8n-nodes-base.noOp',
        typeVersion: 1,
        position: [1, 2],
        webhookId: 'w1',
        customField: { deep: [1] },
        parameters: {},
      });
      expect(created.connections).toEqual({});
    });
  });

  it('lists the credentials the nodes use, with whether the caller may use each', async () => {
    const { db } = team.server.database;
    const now = new Date().toISOString();
    await db
      .insertInto('credentials')
      .values({ id: 'credMiaOwns00001', name: 'Mia API', type: 'httpHeaderAuth', data: 'encrypted', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('shared_credentials')
      .values({ credential_id: 'credMiaOwns00001', user_id: member.id, role: 'owner', created_at: now, updated_at: now })
      .execute();
    const created = await createWorkflow(member, {
      name: 'Uses a credential',
      nodes: [
        {
          name: 'HTTP',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4,
          position: [0, 0],
          credentials: { httpHeaderAuth: { id: 'credMiaOwns00001', name: 'Mia API' }, other: { id: 'gone', name: 'Gone' } },
        },
      ],
    });
    const expected = { id: 'credMiaOwns00001', name: 'Mia API', credentialType: 'httpHeaderAuth' };
    expect(created.usedCredentials).toEqual([{ ...expected, currentUserHasAccess: true }]);
    // The instance owner may read the workflow but not use a credential that is not theirs.
    const asOwner = await owner.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`);
    expect(asOwner.body.data.usedCredentials).toEqual([{ ...expected, currentUserHasAccess: false }]);
  });

  describe('PATCH /workflows/:id', () => {
    it('refuses the second of two saves based on one version (code 100) until forced', async () => {
      const created = await createWorkflow(member, manualWorkflow('Shared edit'));
      // Two editors load the same version.
      const first = await member.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`);
      const second = await owner.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`);
      expect(first.body.data.versionId).toBe(second.body.data.versionId);

      const firstSave = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, {
        ...first.body.data,
        name: 'Edited by Mia',
      });
      expect(firstSave.status).toBe(200);
      expect(firstSave.body.data.name).toBe('Edited by Mia');
      expect(firstSave.body.data.versionId).not.toBe(first.body.data.versionId);

      const secondSave = await owner.browser.patch<ApiError>(`/workflows/${created.id}`, {
        ...second.body.data,
        name: 'Edited by Olga',
      });
      expect(secondSave.status).toBe(400);
      expect(secondSave.body.code).toBe(SAVE_CONFLICT_ERROR_CODE);
      expect(secondSave.body.message).toBe(CONFLICT_MESSAGE);
      expect((await owner.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`)).body.data.name).toBe('Edited by Mia');

      const forced = await owner.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}?forceSave=true`, {
        ...second.body.data,
        name: 'Edited by Olga',
      });
      expect(forced.status).toBe(200);
      expect(forced.body.data.name).toBe('Edited by Olga');
      expect(forced.body.data.versionId).not.toBe(firstSave.body.data.versionId);
      const after = await member.browser.get<Data<ApiWorkflow>>(`/workflows/${created.id}`);
      expect(after.body.data.name).toBe('Edited by Olga');
      expect(after.body.data.versionId).toBe(forced.body.data.versionId);
    });

    it('lets exactly one of two simultaneous saves of one version win', async () => {
      const created = await createWorkflow(member, manualWorkflow('Race'));
      const results = await Promise.all(
        ['A', 'B', 'C', 'D'].map((suffix) =>
          member.browser.patch<ApiError>(`/workflows/${created.id}`, { name: `Race ${suffix}`, versionId: created.versionId }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
      expect(results.filter((r) => r.status === 400).every((r) => r.body.code === SAVE_CONFLICT_ERROR_CODE)).toBe(true);
    });

    it('gives every save a new versionId and answers with versionId, name, tags and active', async () => {
      const created = await createWorkflow(member, manualWorkflow('Versions'));
      const tag = await member.browser.post<Data<{ id: string; name: string }>>('/tags', { name: 'versioned' });
      const seen = new Set([created.versionId]);
      let versionId = created.versionId;
      for (let i = 0; i < 3; i++) {
        const saved = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, {
          versionId,
          tags: [tag.body.data.id],
        });
        expect(saved.status).toBe(200);
        expect(seen.has(saved.body.data.versionId)).toBe(false);
        seen.add(saved.body.data.versionId);
        versionId = saved.body.data.versionId;
        expect(saved.body.data).toMatchObject({ name: 'Versions', active: false, tags: [{ id: tag.body.data.id, name: 'versioned' }] });
        expect(saved.body.data.nodes).toHaveLength(2);
      }
      // Tags can be cleared; other fields are kept.
      const cleared = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, { versionId, tags: [] });
      expect(cleared.body.data.tags).toEqual([]);
      expect(cleared.body.data.settings).toEqual({ executionOrder: 'v1' });
    });

    it('trims a new name and refuses a bad one, a missing versionId and a bad forceSave', async () => {
      const created = await createWorkflow(member, manualWorkflow('Rename me'));
      const renamed = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${created.id}`, {
        name: '  Renamed  ',
        versionId: created.versionId,
      });
      expect(renamed.body.data.name).toBe('Renamed');
      const tooLong = await member.browser.patch<ApiError>(`/workflows/${created.id}`, {
        name: 'n'.repeat(129),
        versionId: renamed.body.data.versionId,
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toMatch(/^Invalid request: name: /);
      const noVersion = await member.browser.patch<ApiError>(`/workflows/${created.id}`, { name: 'x' });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.message).toMatch(/^versionId: /);
      const badForce = await member.browser.patch<ApiError>(`/workflows/${created.id}?forceSave=yes`, { name: 'x' });
      expect(badForce.status).toBe(400);
      expect(badForce.body.message).toMatch(/forceSave/);
      const pinned = await member.browser.patch<ApiError>(`/workflows/${created.id}?forceSave=true`, {
        pinData: { Set: [{ big: 'x'.repeat(PIN_DATA_MAX_BYTES) }] },
      });
      expect(pinned.status).toBe(413);
      const missing = await member.browser.patch<ApiError>('/workflows/doesNotExist1234', { name: 'x', versionId: 'v' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Workflow with ID "doesNotExist1234" could not be found.');
    });

    it('refuses to activate a workflow with no trigger or only a Manual Trigger', async () => {
      const manual = await createWorkflow(member, manualWorkflow('Manual only'));
      const refused = await member.browser.patch<ApiError>(`/workflows/${manual.id}`, { versionId: manual.versionId, active: true });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/cannot be activated: its only trigger is started by hand \(Manual Trigger\)/);

      const none = await createWorkflow(member, {
        name: 'No trigger',
        nodes: [{ name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3, position: [0, 0] }],
      });
      const refusedNone = await member.browser.patch<ApiError>(`/workflows/${none.id}`, { versionId: none.versionId, active: true });
      expect(refusedNone.status).toBe(400);
      expect(refusedNone.body.message).toMatch(/cannot be activated: it has no trigger node/);

      // A disabled trigger does not count.
      const disabled = await createWorkflow(member, {
        name: 'Disabled trigger',
        nodes: [{ ...SCHEDULED_NODES[0], disabled: true }],
      });
      const refusedDisabled = await member.browser.patch<ApiError>(`/workflows/${disabled.id}`, {
        versionId: disabled.versionId,
        active: true,
      });
      expect(refusedDisabled.status).toBe(400);
    });

    it('activates and deactivates with only {versionId, active}', async () => {
      const scheduled = await createWorkflow(member, { name: 'Hourly', nodes: SCHEDULED_NODES });
      const on = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${scheduled.id}`, {
        versionId: scheduled.versionId,
        active: true,
      });
      expect(on.status).toBe(200);
      expect(on.body.data.active).toBe(true);
      expect(on.body.data.versionId).not.toBe(scheduled.versionId);
      // While active, a save that removes the trigger is refused.
      const stripped = await member.browser.patch<ApiError>(`/workflows/${scheduled.id}`, {
        versionId: on.body.data.versionId,
        nodes: [{ name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 3, position: [0, 0] }],
      });
      expect(stripped.status).toBe(400);
      const off = await member.browser.patch<Data<ApiWorkflow>>(`/workflows/${scheduled.id}`, {
        versionId: on.body.data.versionId,
        active: false,
      });
      expect(off.status).toBe(200);
      expect(off.body.data.active).toBe(false);
      const listed = await member.browser.get<{ data: ApiWorkflow[] }>(`/workflows?filter=${encodeURIComponent('{"active":false}')}`);
      expect(listed.body.data.some((w) => w.id === scheduled.id)).toBe(true);
    });

    it('never answers 500 on malformed input', async () => {
      const created = await createWorkflow(member, manualWorkflow('Robust'));
      const bodies: unknown[] = [
        'not json',
        '[]',
        'null',
        '42',
        { versionId: 42 },
        { versionId: created.versionId, active: 'yes' },
        { versionId: created.versionId, nodes: {} },
        { versionId: created.versionId, nodes: [null] },
        { versionId: created.versionId, connections: { A: { main: 'x' } } },
        { versionId: created.versionId, pinData: 5 },
        { versionId: created.versionId, tags: [{}] },
        { versionId: created.versionId, meta: [] },
        { versionId: '' },
      ];
      for (const body of bodies) {
        const response = await member.browser.patch<ApiError>(`/workflows/${created.id}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.code).toBe(400);
      }
      const longId = await member.browser.get<ApiError>(`/workflows/${'a'.repeat(600)}`);
      expect(longId.status).toBeGreaterThanOrEqual(400);
      expect(longId.status).toBeLessThan(500);
    });
  });

  describe('GET /workflows', () => {
    it('lists summaries without nodes, newest first, with tags, owner and sharees', async () => {
      const a = await createWorkflow(member, manualWorkflow('List A'));
      const b = await createWorkflow(member, manualWorkflow('List B'));
      const list = await member.browser.get<{ count: number; data: ApiWorkflow[] }>('/workflows');
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(list.body.data.length);
      const ids = list.body.data.map((w) => w.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      const item = list.body.data.find((w) => w.id === a.id)!;
      expect(Object.keys(item).sort()).toEqual(
        ['active', 'createdAt', 'id', 'name', 'ownedBy', 'sharedWith', 'tags', 'updatedAt', 'versionId'].sort(),
      );
      expect(item.ownedBy?.id).toBe(member.id);
    });

    it('filters by name, active and tags (ids or names), selects fields and pages', async () => {
      const tag = await member.browser.post<Data<{ id: string }>>('/tags', { name: 'filtered' });
      const other = await member.browser.post<Data<{ id: string }>>('/tags', { name: 'other' });
      const one = await createWorkflow(member, manualWorkflow('Zebra one', { tags: [tag.body.data.id] }));
      await createWorkflow(member, manualWorkflow('Zebra two', { tags: [tag.body.data.id, other.body.data.id] }));
      await createWorkflow(member, manualWorkflow('Zebra three'));
      const q = (filter: unknown, extra = '') =>
        member.browser.get<{ count: number; data: ApiWorkflow[] }>(
          `/workflows?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
        );

      expect((await q({ name: 'zebra' })).body.data.map((w) => w.name).sort()).toEqual(['Zebra one', 'Zebra three', 'Zebra two']);
      expect((await q({ name: 'zebra', tags: [tag.body.data.id] })).body.data.map((w) => w.name).sort()).toEqual([
        'Zebra one',
        'Zebra two',
      ]);
      expect((await q({ tags: ['filtered', 'other'] })).body.data.map((w) => w.name)).toEqual(['Zebra two']);
      expect((await q({ tags: ['no-such-tag'] })).body).toEqual({ count: 0, data: [] });
      expect((await q({ name: 'zebra', active: true })).body.data).toEqual([]);

      const paged = await q({ name: 'zebra' }, '&skip=1&take=1');
      expect(paged.body.count).toBe(3);
      expect(paged.body.data).toHaveLength(1);

      const selected = await q({ name: 'Zebra one' }, `&select=${encodeURIComponent('["name","nodes","connections"]')}`);
      expect(selected.body.data).toEqual([{ id: one.id, name: 'Zebra one', nodes: one.nodes, connections: one.connections }]);

      for (const query of [
        'filter=notjson',
        'filter=%5B%5D',
        'filter=%7B%22active%22%3A%22yes%22%7D',
        'select=%5B%22password%22%5D',
        'skip=-1',
        'take=abc',
      ]) {
        const response = await member.browser.get<ApiError>(`/workflows?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body.message).toMatch(/^Invalid request: (filter|select|skip|take)/);
      }
    });
  });

  describe('DELETE /workflows/:id', () => {
    it('deletes the workflow with its tag links and sharing rows', async () => {
      const tag = await member.browser.post<Data<{ id: string }>>('/tags', { name: 'doomed' });
      const created = await createWorkflow(member, manualWorkflow('Delete me', { tags: [tag.body.data.id] }));
      const deleted = await member.browser.delete<Data<boolean>>(`/workflows/${created.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toBe(true);
      expect((await member.browser.get(`/workflows/${created.id}`)).status).toBe(404);
      expect((await member.browser.delete(`/workflows/${created.id}`)).status).toBe(404);
      const tags = await member.browser.get<Data<{ id: string; usageCount: number }[]>>('/tags?withUsageCount=true');
      expect(tags.body.data.find((t) => t.id === tag.body.data.id)?.usageCount).toBe(0);
    });
  });

  it('answers 401 to a client without a session once the owner is set up', async () => {
    const anonymous = new Browser(team.server.base);
    const response = await anonymous.get<ApiError>('/workflows');
    expect(response.status).toBe(401);
  });
});
