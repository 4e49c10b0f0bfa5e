/**
 * The database layer against real databases: the same suite runs on SQLite (a temporary
 * user folder) and on PostgreSQL at 127.0.0.1:5432 (database `test`, user `postgres`, a
 * fresh `sy_test_<random>` schema per run, dropped afterwards). Set
 * SWITCHYARD_TEST_POSTGRES=0 to leave PostgreSQL out.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely';
import type { Migration } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromDbTime, nowDbTime, toJson } from '../../app/server/db/codec';
import { createRepositories, migrate } from '../../app/server/db';
import type { Database, DatabaseHandle, Repositories, WorkflowRecord } from '../../app/server/db';
import { MIGRATIONS } from '../../app/server/db/migrations';
import { schemaTypes } from '../../app/server/db/migrations/schema-types';
import { newEntityId } from '../../app/server/db/ids';
import { realisticWorkflow } from './db-durability-fixture';
import { ALL_TABLES, dialects, sleep, tableNames, clearAll, insertTag, newOwner } from './db-test-support';

describe.each(dialects)('database on $name', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let repos: Repositories;

  beforeAll(async () => {
    handle = await dialect.open();
    expect(handle.dialect).toBe(dialect.name);
    await migrate(handle);
    db = handle.db;
    repos = createRepositories(db);
  });

  afterAll(async () => {
    await handle?.close();
    await dialect.dispose();
  });

  beforeEach(async () => {
    await clearAll(db);
  });

  describe('migrations', () => {
    it('create every table and are idempotent', async () => {
      expect((await migrate(handle)).applied).toEqual([]);
      expect((await migrate(handle)).applied).toEqual([]);
      const names = await tableNames(db, handle.schema);
      for (const table of ALL_TABLES) expect(names).toContain(table);
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(recorded.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    });

    it('find nothing to do from a second connection', async () => {
      const second = await dialect.open();
      try {
        expect((await migrate(second)).applied).toEqual([]);
      } finally {
        await second.close();
      }
    });

    it('roll a failing migration back completely', async () => {
      const broken: Migration = {
        async up(trx) {
          await trx.schema.createTable('half_done').addColumn('id', 'text').execute();
          await trx.schema.alterTable('workflows').addColumn('half_column', 'text').execute();
          throw new Error('boom in the middle');
        },
      };
      const types = schemaTypes(handle.dialect);
      const migrator = new Migrator({
        db,
        provider: {
          getMigrations: async () => ({
            ...Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(types)])),
            '9999-broken': broken,
          }),
        },
        ...(handle.schema === undefined ? {} : { migrationTableSchema: handle.schema }),
      });
      const { error } = await migrator.migrateToLatest();
      expect(String(error)).toContain('boom in the middle');
      expect(await tableNames(db, handle.schema)).not.toContain('half_done');
      const columns = (await db.introspection.getTables()).find(
        (t) => t.name === 'workflows' && (handle.schema === undefined || t.schema === handle.schema),
      )?.columns;
      expect(columns?.map((c) => c.name)).not.toContain('half_column');
      expect((await migrate(handle)).applied).toEqual([]);
    });
  });

  describe('workflows', () => {
    it('creates an inactive workflow with new ids and reads it back', async () => {
      const before = Date.now();
      const created = await repos.workflows.create({ name: 'My workflow', active: true } as never);
      expect(created.id).toMatch(/^[0-9A-Za-z]{16}$/);
      expect(created.versionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(created.active).toBe(false);
      expect(created.nodes).toEqual([]);
      expect(created.connections).toEqual({});
      expect(created.tags).toEqual([]);
      expect(created.settings).toBeUndefined();
      expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(created.updatedAt).toBe(created.createdAt);
      expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1);

      expect(await repos.workflows.get(created.id)).toEqual(created);
      expect(await repos.workflows.get('doesNotExist0000')).toBeUndefined();

      const other = await repos.workflows.create({ name: 'My workflow' });
      expect(other.id).not.toBe(created.id);
      expect(other.versionId).not.toBe(created.versionId);
    });

    it('round-trips a realistic n8n workflow exactly, key order included', async () => {
      const input = realisticWorkflow();
      const created = await repos.workflows.create(input);
      const read = await repos.workflows.get(created.id);
      expect(read).toBeDefined();
      const stored = read as WorkflowRecord;
      for (const key of ['name', 'nodes', 'connections', 'settings', 'staticData', 'pinData', 'meta'] as const) {
        expect(stored[key], key).toEqual(input[key]);
        expect(JSON.stringify(stored[key]), key).toBe(JSON.stringify(input[key]));
      }
      // Kept as written: no key reordering (jsonb would sort `zeta` after `alpha`).
      expect(Object.keys(stored.pinData?.['Webhook']?.[0]?.json ?? {})).toEqual(['zeta', 'alpha', 'body']);
      expect(stored.nodes[1]?.notes).toContain('\u0000');

      // The raw column holds the same text on both dialects.
      const raw = await db.selectFrom('workflows').select('nodes').where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(raw.nodes).toBe(JSON.stringify(input.nodes));
    });

    it('keeps null apart from "not set" in JSON columns', async () => {
      const withNull = await repos.workflows.create({ name: 'nulls', staticData: null, settings: {} });
      const read = await repos.workflows.get(withNull.id);
      expect(read?.staticData).toBeNull();
      expect(read?.settings).toEqual({});
      expect(read?.pinData).toBeUndefined();
      expect(read && 'pinData' in read).toBe(false);

      const stringData = await repos.workflows.create({ name: 'string static data', staticData: 'just a string' });
      expect((await repos.workflows.get(stringData.id))?.staticData).toBe('just a string');
    });

    it('lists with filters by name, active state, tags and sharing, newest first', async () => {
      const ownerId = await newOwner(repos);
      const memberId = (await repos.users.create({ role: 'member', email: 'member@example.com' })).status;
      expect(memberId).toBe('created');
      const member = await repos.users.findByEmail('member@example.com');
      const tagA = await insertTag(db, 'alpha');
      const tagB = await insertTag(db, 'beta');

      const w1 = await repos.workflows.create({ name: 'Sales report', tagIds: [tagA], ownerId });
      await sleep(3);
      const w2 = await repos.workflows.create({ name: 'sales SYNC', tagIds: [tagA, tagB], ownerId });
      await sleep(3);
      const w3 = await repos.workflows.create({ name: '100% done_ok', tagIds: [tagB] });
      await sleep(3);
      const w4 = await repos.workflows.create({ name: 'Other' });
      await repos.workflows.update(w4.id, { active: true }, { expectedVersionId: w4.versionId });
      await db
        .insertInto('shared_workflows')
        .values({
          workflow_id: w3.id,
          user_id: member?.id ?? '',
          role: 'user',
          created_at: nowDbTime(),
          updated_at: nowDbTime(),
        })
        .execute();

      const ids = async (...args: Parameters<Repositories['workflows']['list']>) => (await repos.workflows.list(...args)).map((w) => w.id);

      expect(await ids()).toEqual([w4.id, w3.id, w2.id, w1.id]);
      expect(await ids({ name: 'SALES' })).toEqual([w2.id, w1.id]);
      expect(await ids({ name: '%' })).toEqual([w3.id]);
      expect(await ids({ name: 'e_o' })).toEqual([w3.id]);
      expect(await ids({ name: 'e_r' })).toEqual([]);
      expect(await ids({ active: true })).toEqual([w4.id]);
      expect(await ids({ active: false })).toEqual([w3.id, w2.id, w1.id]);
      expect(await ids({ tagIds: [tagA] })).toEqual([w2.id, w1.id]);
      expect(await ids({ tagIds: [tagA, tagB] })).toEqual([w2.id]);
      expect(await ids({ tagIds: [tagB], name: '100' })).toEqual([w3.id]);
      expect(await ids({ sharedWithUserId: ownerId })).toEqual([w2.id, w1.id]);
      expect(await ids({ sharedWithUserId: member?.id ?? '' })).toEqual([w3.id]);
      expect(await ids({}, { limit: 2 })).toEqual([w4.id, w3.id]);
      expect(await ids({}, { limit: 2, offset: 2 })).toEqual([w2.id, w1.id]);
      expect(await ids({}, { offset: 3 })).toEqual([w1.id]);
      expect(await repos.workflows.count()).toBe(4);
      expect(await repos.workflows.count({ tagIds: [tagB] })).toBe(2);

      const [summary] = await repos.workflows.list({ tagIds: [tagA, tagB] });
      expect(summary).toEqual({
        id: w2.id,
        name: 'sales SYNC',
        active: false,
        versionId: w2.versionId,
        createdAt: w2.createdAt,
        updatedAt: w2.updatedAt,
        tags: [
          { id: tagA, name: 'alpha' },
          { id: tagB, name: 'beta' },
        ],
      });
      expect(summary && 'nodes' in summary).toBe(false);
    });

    it('updates with the expected version, writing a new version id every save', async () => {
      const tag = await insertTag(db, 'prod');
      const created = await repos.workflows.create(realisticWorkflow());
      await sleep(3);
      const first = await repos.workflows.update(created.id, { name: 'Renamed', tagIds: [tag] }, { expectedVersionId: created.versionId });
      expect(first.status).toBe('updated');
      if (first.status !== 'updated') return;
      expect(first.workflow.name).toBe('Renamed');
      expect(first.workflow.versionId).not.toBe(created.versionId);
      expect(first.workflow.nodes).toEqual(created.nodes);
      expect(first.workflow.pinData).toEqual(created.pinData);
      expect(first.workflow.tags).toEqual([{ id: tag, name: 'prod' }]);
      expect(first.workflow.createdAt).toBe(created.createdAt);
      expect(Date.parse(first.workflow.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

      // A save without changes is still a save.
      const second = await repos.workflows.update(created.id, {}, { expectedVersionId: first.workflow.versionId });
      expect(second.status).toBe('updated');
      if (second.status !== 'updated') return;
      expect(second.workflow.versionId).not.toBe(first.workflow.versionId);
      expect(second.workflow.tags).toEqual([{ id: tag, name: 'prod' }]);

      const nodes = [...created.nodes].reverse();
      const third = await repos.workflows.update(
        created.id,
        { nodes, pinData: null, tagIds: [], active: true },
        { expectedVersionId: second.workflow.versionId },
      );
      expect(third.status === 'updated' && third.workflow).toMatchObject({
        nodes,
        pinData: null,
        tags: [],
        active: true,
      });
      expect(await repos.workflows.get(created.id)).toEqual(third.status === 'updated' ? third.workflow : undefined);
    });

    it('refuses a stale version with a conflict and changes nothing', async () => {
      const created = await repos.workflows.create(realisticWorkflow());
      const saved = await repos.workflows.update(created.id, { name: 'v2' }, { expectedVersionId: created.versionId });
      expect(saved.status).toBe('updated');
      const before = await repos.workflows.get(created.id);

      const stale = await repos.workflows.update(
        created.id,
        { name: 'lost edit', nodes: [], tagIds: [] },
        { expectedVersionId: created.versionId },
      );
      expect(stale).toEqual({ status: 'conflict', current: before });
      expect(await repos.workflows.get(created.id)).toEqual(before);

      expect(await repos.workflows.update('missingWorkflow1', { name: 'x' }, { expectedVersionId: 'x' })).toEqual({
        status: 'not-found',
      });
      expect(await repos.workflows.update('missingWorkflow1', { name: 'x' }, { force: true })).toEqual({
        status: 'not-found',
      });
    });

    it('lets a forced save win over a newer version', async () => {
      const created = await repos.workflows.create({ name: 'v1' });
      const v2 = await repos.workflows.update(created.id, { name: 'v2' }, { expectedVersionId: created.versionId });
      expect(v2.status).toBe('updated');

      const forced = await repos.workflows.update(created.id, { name: 'forced' }, { expectedVersionId: created.versionId, force: true });
      expect(forced.status).toBe('updated');
      if (forced.status !== 'updated' || v2.status !== 'updated') return;
      expect(forced.workflow.name).toBe('forced');
      expect(forced.workflow.versionId).not.toBe(v2.workflow.versionId);

      const noVersion = await repos.workflows.update(created.id, { name: 'forced again' }, { force: true });
      expect(noVersion.status === 'updated' && noVersion.workflow.name).toBe('forced again');
    });

    it('lets exactly one of two concurrent saves of the same version win', async () => {
      for (let round = 0; round < 5; round++) {
        const created = await repos.workflows.create({ name: `race ${round}` });
        const results = await Promise.all(
          ['left', 'right'].map((side) => repos.workflows.update(created.id, { name: side }, { expectedVersionId: created.versionId })),
        );
        const winners = results.filter((r) => r.status === 'updated');
        const losers = results.filter((r) => r.status === 'conflict');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(1);
        const stored = await repos.workflows.get(created.id);
        expect(winners[0]?.status === 'updated' && winners[0].workflow).toEqual(stored);
      }

      const many = await repos.workflows.create({ name: 'many' });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          repos.workflows.update(many.id, { name: `writer ${i}` }, { expectedVersionId: many.versionId }),
        ),
      );
      expect(results.filter((r) => r.status === 'updated')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'conflict')).toHaveLength(7);
    });

    it('writes a save all or nothing', async () => {
      const tag = await insertTag(db, 'kept');
      const created = await repos.workflows.create({ name: 'atomic', tagIds: [tag] });
      // The second statement of the save (tag links) fails on the unknown tag id.
      await expect(
        repos.workflows.update(created.id, { name: 'half', tagIds: ['noSuchTag0000000'] }, { expectedVersionId: created.versionId }),
      ).rejects.toThrow();
      expect(await repos.workflows.get(created.id)).toEqual(created);

      await expect(repos.workflows.create({ name: 'bad tags', tagIds: ['noSuchTag0000000'] })).rejects.toThrow();
      expect((await repos.workflows.list({ name: 'bad tags' })).length).toBe(0);
    });

    it('deletes a workflow with its tag links and sharing rows', async () => {
      const ownerId = await newOwner(repos);
      const tag = await insertTag(db, 'gone');
      const created = await repos.workflows.create({ name: 'to delete', tagIds: [tag], ownerId });
      expect(await db.selectFrom('shared_workflows').selectAll().execute()).toMatchObject([
        { workflow_id: created.id, user_id: ownerId, role: 'owner' },
      ]);

      expect(await repos.workflows.delete(created.id)).toBe(true);
      expect(await repos.workflows.get(created.id)).toBeUndefined();
      expect(await db.selectFrom('workflow_tags').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('shared_workflows').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('tags').select('name').execute()).toEqual([{ name: 'gone' }]);
      expect(await repos.workflows.delete(created.id)).toBe(false);
    });

    it('keeps one owner per workflow and ids unique', async () => {
      const a = await newOwner(repos);
      const b = await newOwner(repos);
      const created = await repos.workflows.create({ name: 'owned', ownerId: a });
      const now = nowDbTime();
      await expect(
        db
          .insertInto('shared_workflows')
          .values({ workflow_id: created.id, user_id: b, role: 'owner', created_at: now, updated_at: now })
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('shared_workflows')
        .values({ workflow_id: created.id, user_id: b, role: 'user', created_at: now, updated_at: now })
        .execute();
      await expect(repos.workflows.create({ name: 'same id', id: created.id })).rejects.toThrow();
      const imported = await repos.workflows.create({ name: 'imported', id: 'ImportedId000001' });
      expect(imported.id).toBe('ImportedId000001');
    });
  });

  describe('users', () => {
    it('creates, finds, lists and updates users', async () => {
      const owner = await repos.users.create({
        role: 'owner',
        email: '  Owner@Example.COM ',
        firstName: 'Ada',
        lastName: 'Lovelace',
        passwordHash: 'scrypt$16384$8$1$salt$hash',
        personalizationAnswers: { companySize: '<20', codingSkill: '4' } as never,
        settings: { userActivated: false },
      });
      expect(owner.status).toBe('created');
      if (owner.status !== 'created') return;
      expect(owner.user).toMatchObject({
        email: 'owner@example.com',
        firstName: 'Ada',
        role: 'owner',
        disabled: false,
        personalizationAnswers: { companySize: '<20', codingSkill: '4' },
        settings: { userActivated: false },
      });
      expect(owner.user.id).toMatch(/^[0-9a-f-]{36}$/);

      expect(await repos.users.findByEmail('OWNER@example.com')).toEqual(owner.user);
      expect(await repos.users.findById(owner.user.id)).toEqual(owner.user);
      expect(await repos.users.findById('nobody')).toBeUndefined();
      expect(await repos.users.findByEmail('nobody@example.com')).toBeUndefined();

      await sleep(3);
      const shell = await repos.users.create({ role: 'default' });
      await sleep(3);
      const invitee = await repos.users.create({ role: 'member', email: 'invitee@example.com' });
      await sleep(3);
      const noEmail = await repos.users.create({ role: 'member', email: null });
      expect([shell.status, invitee.status, noEmail.status]).toEqual(['created', 'created', 'created']);
      const all = await repos.users.list();
      expect(all.map((u) => u.email)).toEqual(['owner@example.com', null, 'invitee@example.com', null]);
      expect((await repos.users.list({ role: 'member' })).map((u) => u.email)).toEqual(['invitee@example.com', null]);
      expect(all[2]?.passwordHash).toBeNull();

      const updated = await repos.users.update(owner.user.id, {
        firstName: 'Augusta',
        email: 'Ada@Example.com',
        settings: { userActivated: true, showUserActivationSurvey: true },
        disabled: true,
      });
      expect(updated.status).toBe('updated');
      expect(updated.status === 'updated' && updated.user).toMatchObject({
        firstName: 'Augusta',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        settings: { userActivated: true, showUserActivationSurvey: true },
        disabled: true,
        createdAt: owner.user.createdAt,
      });
      expect(await repos.users.findByEmail('owner@example.com')).toBeUndefined();
      expect(await repos.users.update('nobody', { firstName: 'x' })).toEqual({ status: 'not-found' });
      const cleared = await repos.users.update(owner.user.id, { personalizationAnswers: null });
      expect(cleared.status === 'updated' && cleared.user.personalizationAnswers).toBeNull();
    });

    it('keeps e-mail addresses unique regardless of case', async () => {
      const first = await repos.users.create({ role: 'member', email: 'Same@Example.com' });
      expect(first.status).toBe('created');
      expect(await repos.users.create({ role: 'member', email: 'same@example.COM' })).toEqual({
        status: 'email-taken',
      });
      const second = await repos.users.create({ role: 'member', email: 'other@example.com' });
      if (second.status !== 'created') throw new Error('expected created');
      expect(await repos.users.update(second.user.id, { email: 'SAME@example.com' })).toEqual({
        status: 'email-taken',
      });
      expect((await repos.users.findById(second.user.id))?.email).toBe('other@example.com');
      // Changing one's own address to another spelling of itself is fine.
      expect((await repos.users.update(second.user.id, { email: 'Other@Example.com' })).status).toBe('updated');

      // The constraint holds even for writes that bypass the repository's check.
      const now = nowDbTime();
      await expect(
        db.insertInto('users').values({ id: 'raw', email: 'same@example.com', role: 'member', created_at: now, updated_at: now }).execute(),
      ).rejects.toThrow();

      // Concurrent sign-ups with one address: exactly one account.
      const results = await Promise.all(
        ['Race@Example.com', 'race@example.com', 'RACE@EXAMPLE.COM'].map((email) => repos.users.create({ role: 'member', email })),
      );
      expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'email-taken')).toHaveLength(2);
    });

    it('deletes a user with their own data, but not while they have workflows', async () => {
      const ownerId = await newOwner(repos, 'leaving@example.com');
      const otherId = await newOwner(repos, 'staying@example.com');
      const now = nowDbTime();
      const later = new Date(Date.now() + 3_600_000).toISOString();
      await db
        .insertInto('auth_identities')
        .values({
          provider_type: 'email',
          provider_id: 'leaving@example.com',
          user_id: ownerId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('auth_sessions')
        .values({
          id: 'session-hash',
          user_id: ownerId,
          created_at: now,
          last_seen_at: now,
          expires_at: later,
          user_agent: null,
        })
        .execute();
      await db
        .insertInto('api_keys')
        .values({ id: 'k1', user_id: ownerId, label: 'ci', api_key: 'sy_api_123', created_at: now, updated_at: now })
        .execute();
      await db
        .insertInto('auth_tokens')
        .values({
          id: 't1',
          user_id: otherId,
          purpose: 'invite',
          token_hash: 'h1',
          created_by: ownerId,
          created_at: now,
          expires_at: later,
          used_at: null,
        })
        .execute();
      const workflow = await repos.workflows.create({ name: 'owned by leaving', ownerId });

      expect(await repos.users.delete(ownerId)).toBe('in-use');
      expect(await repos.users.findById(ownerId)).toBeDefined();
      expect(await db.selectFrom('auth_sessions').select('id').execute()).toEqual([{ id: 'session-hash' }]);
      expect(await repos.workflows.get(workflow.id)).toBeDefined();

      // What the user service will do: transfer ownership, then delete, in one transaction.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('shared_workflows').set({ user_id: otherId }).where('user_id', '=', ownerId).execute();
        expect(await createRepositories(trx).users.delete(ownerId)).toBe('deleted');
      });
      expect(await repos.users.findById(ownerId)).toBeUndefined();
      for (const table of ['auth_identities', 'auth_sessions', 'api_keys'] as const) {
        expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      }
      expect(await db.selectFrom('auth_tokens').select(['id', 'created_by']).execute()).toEqual([{ id: 't1', created_by: null }]);
      expect(await db.selectFrom('shared_workflows').select(['workflow_id', 'user_id']).execute()).toEqual([
        { workflow_id: workflow.id, user_id: otherId },
      ]);
      expect(await repos.users.delete(ownerId)).toBe('not-found');
    });
  });

  describe('codec', () => {
    it('stores times as sortable UTC and reads them back the same on every dialect', async () => {
      const id = newEntityId();
      const time = '2024-02-29T23:59:59.123Z';
      await db
        .insertInto('credentials')
        .values({
          id,
          name: 'c',
          type: 'httpBasicAuth',
          data: 'encrypted',
          nodes_access: toJson([{ nodeType: 'n8n-nodes-base.httpRequest' }]),
          created_at: time,
          updated_at: time,
        })
        .execute();
      const row = await db.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(fromDbTime(row.created_at)).toBe(time);
      // Defaults fill in the time in the same form.
      await db.insertInto('tags').values({ id: 'defaults', name: 'defaults' }).execute();
      const tag = await db.selectFrom('tags').selectAll().where('id', '=', 'defaults').executeTakeFirstOrThrow();
      expect(fromDbTime(tag.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(fromDbTime(tag.created_at)) - Date.now())).toBeLessThan(60_000);
    });
  });
});
