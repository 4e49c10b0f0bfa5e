/**
 * Workflows in the database: create, read, list, update with optimistic concurrency,
 * delete. The JSON parts (nodes, connections, settings, static data, pin data, meta) come
 * back exactly as they were saved.
 *
 * Concurrency: every save gets a new `versionId`. An update names the version it was
 * based on; the row is only changed when that is still the stored version, checked in
 * the same UPDATE statement that writes it, so of two saves based on the same version
 * exactly one wins on both dialects. Everything a save touches (row and tag links) is
 * written in one transaction: a crash or error never leaves half a change.
 */
import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { IConnections, IDataObject, INode, IPinData, IWorkflowMeta, IWorkflowSettings } from '@sdk/workflow';
import { escapeLike, fromDbBool, fromDbCount, fromDbTime, fromJson, nowDbTime, toJson } from '../codec';
import { newEntityId, newUuid } from '../ids';
import type { Database, Row, RowUpdate } from '../types';

/** A tag as listed with a workflow. */
export interface WorkflowTagRef {
  id: string;
  name: string;
}

/** A stored workflow. Optional JSON parts are `undefined` when never set. */
export interface WorkflowRecord {
  id: string;
  name: string;
  active: boolean;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings | null;
  staticData?: IDataObject | string | null;
  pinData?: IPinData | null;
  versionId: string;
  meta?: IWorkflowMeta | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
  /** Tags, sorted by name. */
  tags: WorkflowTagRef[];
}

/** A workflow as the list shows it: without nodes, connections and data. */
export type WorkflowSummary = Pick<WorkflowRecord, 'id' | 'name' | 'active' | 'versionId' | 'createdAt' | 'updatedAt' | 'tags'>;

/** The editable parts of a workflow. */
export interface WorkflowContent {
  name: string;
  nodes: INode[];
  connections: IConnections;
  settings?: IWorkflowSettings | null;
  staticData?: IDataObject | string | null;
  pinData?: IPinData | null;
  meta?: IWorkflowMeta | null;
}

/** What {@link WorkflowRepository.create} takes. New workflows are always inactive. */
export interface NewWorkflow extends Partial<Omit<WorkflowContent, 'name'>> {
  name: string;
  /** Keep this id (import); a new one is made when omitted. Fails if taken. */
  id?: string;
  /** Tags to link; every id must exist. */
  tagIds?: readonly string[];
  /** Recorded as the owner in `shared_workflows`. */
  ownerId?: string;
}

/** What an update changes; omitted fields keep their stored value. */
export interface WorkflowChanges extends Partial<WorkflowContent> {
  active?: boolean;
  /** Replaces the workflow's tags; every id must exist. */
  tagIds?: readonly string[];
}

/** The version an update is based on, or `force` to overwrite whatever is stored. */
export type UpdateGuard = { expectedVersionId: string; force?: boolean } | { expectedVersionId?: string; force: true };

/** Outcome of an update. */
export type UpdateWorkflowResult =
  | { status: 'updated'; workflow: WorkflowRecord }
  | { status: 'not-found' }
  /** Someone saved since `expectedVersionId`; nothing was written. */
  | { status: 'conflict'; current: WorkflowRecord };

/** Filter of {@link WorkflowRepository.list}. */
export interface WorkflowFilter {
  /** Part of the name, case-insensitive (ASCII letters only on SQLite). */
  name?: string;
  active?: boolean;
  /** Workflows that have every one of these tags. */
  tagIds?: readonly string[];
  /** Workflows this user owns or has been shared. */
  sharedWithUserId?: string;
}

/** Paging of {@link WorkflowRepository.list}; newest update first. */
export interface WorkflowPage {
  limit?: number;
  offset?: number;
}

/** SQLite's limit on bound parameters is generous, but stay far below it. */
const IN_LIST_CHUNK = 500;

type WorkflowRow = Row<'workflows'>;

function toRecord(row: WorkflowRow, tags: WorkflowTagRef[]): WorkflowRecord {
  const record: WorkflowRecord = {
    id: row.id,
    name: row.name,
    active: fromDbBool(row.active),
    nodes: fromJson(row.nodes),
    connections: fromJson(row.connections),
    versionId: row.version_id,
    createdAt: fromDbTime(row.created_at),
    updatedAt: fromDbTime(row.updated_at),
    tags,
  };
  const settings = fromJson(row.settings);
  const staticData = fromJson(row.static_data);
  const pinData = fromJson(row.pin_data);
  const meta = fromJson(row.meta);
  if (settings !== undefined) record.settings = settings;
  if (staticData !== undefined) record.staticData = staticData;
  if (pinData !== undefined) record.pinData = pinData;
  if (meta !== undefined) record.meta = meta;
  return record;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reads and writes workflows. Pass a transaction to make its calls part of it. */
export class WorkflowRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `fn` in a transaction, or inside the caller's when this repository has one. */
  private inTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  /** Creates an inactive workflow with a new version id. */
  async create(input: NewWorkflow): Promise<WorkflowRecord> {
    const now = nowDbTime();
    const id = input.id ?? newEntityId();
    return this.inTransaction(async (trx) => {
      await trx
        .insertInto('workflows')
        .values({
          id,
          name: input.name,
          active: false,
          nodes: toJson(input.nodes ?? []),
          connections: toJson(input.connections ?? {}),
          settings: toJson(input.settings),
          static_data: toJson(input.staticData),
          pin_data: toJson(input.pinData),
          version_id: newUuid(),
          meta: toJson(input.meta),
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (input.tagIds !== undefined) await this.replaceTags(trx, id, input.tagIds);
      if (input.ownerId !== undefined) {
        await trx
          .insertInto('shared_workflows')
          .values({ workflow_id: id, user_id: input.ownerId, role: 'owner', created_at: now, updated_at: now })
          .execute();
      }
      const created = await WorkflowRepository.read(trx, id);
      if (created === undefined) throw new Error(`Workflow ${id} vanished right after it was created.`);
      return created;
    });
  }

  /** The workflow with `id`, or undefined. */
  async get(id: string): Promise<WorkflowRecord | undefined> {
    return WorkflowRepository.read(this.db, id);
  }

  /** The workflows with these ids, full records in no particular order; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<WorkflowRecord[]> {
    const out: WorkflowRecord[] = [];
    for (const part of chunks([...new Set(ids)], IN_LIST_CHUNK)) {
      const rows = await this.db.selectFrom('workflows').selectAll().where('id', 'in', part).execute();
      const tags = await WorkflowRepository.tagsOf(
        this.db,
        rows.map((r) => r.id),
      );
      out.push(...rows.map((row) => toRecord(row, tags.get(row.id) ?? [])));
    }
    return out;
  }

  private static async read(db: Kysely<Database>, id: string): Promise<WorkflowRecord | undefined> {
    const row = await db.selectFrom('workflows').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined) return undefined;
    const tags = await WorkflowRepository.tagsOf(db, [id]);
    return toRecord(row, tags.get(id) ?? []);
  }

  /** Tags per workflow id, each list sorted by name. */
  private static async tagsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, WorkflowTagRef[]>> {
    const byWorkflow = new Map<string, WorkflowTagRef[]>();
    for (const part of chunks([...new Set(ids)], IN_LIST_CHUNK)) {
      const rows = await db
        .selectFrom('workflow_tags')
        .innerJoin('tags', 'tags.id', 'workflow_tags.tag_id')
        .select(['workflow_tags.workflow_id', 'tags.id', 'tags.name'])
        .where('workflow_tags.workflow_id', 'in', part)
        .orderBy('tags.name')
        .orderBy('tags.id')
        .execute();
      for (const row of rows) {
        const list = byWorkflow.get(row.workflow_id) ?? [];
        list.push({ id: row.id, name: row.name });
        byWorkflow.set(row.workflow_id, list);
      }
    }
    return byWorkflow;
  }

  private filtered<O>(
    query: SelectQueryBuilder<Database, 'workflows', O>,
    filter: WorkflowFilter,
  ): SelectQueryBuilder<Database, 'workflows', O> {
    let q = query;
    if (filter.name !== undefined && filter.name !== '') {
      const pattern = `%${escapeLike(filter.name.toLowerCase())}%`;
      q = q.where(sql<boolean>`lower(${sql.ref('workflows.name')}) like ${pattern} escape '\\'`);
    }
    if (filter.active !== undefined) q = q.where('workflows.active', '=', filter.active);
    for (const tagId of new Set(filter.tagIds ?? [])) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('workflow_tags')
            .select(sql`1`.as('one'))
            .whereRef('workflow_tags.workflow_id', '=', 'workflows.id')
            .where('workflow_tags.tag_id', '=', tagId),
        ),
      );
    }
    if (filter.sharedWithUserId !== undefined) {
      const userId = filter.sharedWithUserId;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('shared_workflows')
            .select(sql`1`.as('one'))
            .whereRef('shared_workflows.workflow_id', '=', 'workflows.id')
            .where('shared_workflows.user_id', '=', userId),
        ),
      );
    }
    return q;
  }

  /** Workflows matching `filter`, most recently updated first, without their content. */
  async list(filter: WorkflowFilter = {}, page: WorkflowPage = {}): Promise<WorkflowSummary[]> {
    let query = this.filtered(
      this.db
        .selectFrom('workflows')
        .select(['id', 'name', 'active', 'version_id', 'created_at', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id'),
      filter,
    );
    if (page.limit !== undefined) query = query.limit(page.limit);
    if (page.offset !== undefined && page.offset > 0) {
      // SQLite accepts OFFSET only after a LIMIT.
      if (page.limit === undefined) query = query.limit(sql.lit(Number.MAX_SAFE_INTEGER));
      query = query.offset(page.offset);
    }
    const rows = await query.execute();
    const tags = await WorkflowRepository.tagsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      active: fromDbBool(row.active),
      versionId: row.version_id,
      createdAt: fromDbTime(row.created_at),
      updatedAt: fromDbTime(row.updated_at),
      tags: tags.get(row.id) ?? [],
    }));
  }

  /** How many workflows match `filter`. */
  async count(filter: WorkflowFilter = {}): Promise<number> {
    const row = await this.filtered(
      this.db.selectFrom('workflows').select((eb) => eb.fn.countAll<string | number>().as('count')),
      filter,
    ).executeTakeFirst();
    return fromDbCount(row?.count);
  }

  /**
   * Saves `changes` if the stored version is still `guard.expectedVersionId` (or `force`),
   * writing a new version id. All or nothing, in one transaction.
   */
  async update(id: string, changes: WorkflowChanges, guard: UpdateGuard): Promise<UpdateWorkflowResult> {
    return this.inTransaction(async (trx) => {
      const values: RowUpdate<'workflows'> = { version_id: newUuid(), updated_at: nowDbTime() };
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.active !== undefined) values.active = changes.active;
      if (changes.nodes !== undefined) values.nodes = toJson(changes.nodes);
      if (changes.connections !== undefined) values.connections = toJson(changes.connections);
      if (changes.settings !== undefined) values.settings = toJson(changes.settings);
      if (changes.staticData !== undefined) values.static_data = toJson(changes.staticData);
      if (changes.pinData !== undefined) values.pin_data = toJson(changes.pinData);
      if (changes.meta !== undefined) values.meta = toJson(changes.meta);

      let query = trx.updateTable('workflows').set(values).where('id', '=', id);
      if (guard.force !== true) query = query.where('version_id', '=', guard.expectedVersionId);
      const result = await query.executeTakeFirst();

      if (result.numUpdatedRows === 0n) {
        const current = await WorkflowRepository.read(trx, id);
        return current === undefined ? { status: 'not-found' } : { status: 'conflict', current };
      }
      if (changes.tagIds !== undefined) await this.replaceTags(trx, id, changes.tagIds);
      const workflow = await WorkflowRepository.read(trx, id);
      if (workflow === undefined) throw new Error(`Workflow ${id} vanished during its update.`);
      return { status: 'updated', workflow };
    });
  }

  private async replaceTags(trx: Kysely<Database>, workflowId: string, tagIds: readonly string[]): Promise<void> {
    await trx.deleteFrom('workflow_tags').where('workflow_id', '=', workflowId).execute();
    const unique = [...new Set(tagIds)];
    for (const part of chunks(unique, IN_LIST_CHUNK)) {
      await trx
        .insertInto('workflow_tags')
        .values(part.map((tagId) => ({ workflow_id: workflowId, tag_id: tagId })))
        .execute();
    }
  }

  /** Deletes the workflow with its tag links and sharing rows; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('workflows').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
