/**
 * Workflow tags: list (optionally with how many workflows use each), create, rename,
 * delete. Names are unique (the `tags.name` UNIQUE constraint decides, so two requests
 * racing for one name cannot both win); a clash is reported as `name-taken`, never thrown.
 */
import type { Kysely } from 'kysely';
import { fromDbCount, fromDbTime, nowDbTime } from '../codec';
import { isUniqueViolation } from '../errors';
import { newEntityId } from '../ids';
import type { Database, Row } from '../types';

/** A stored tag. */
export interface TagRecord {
  id: string;
  name: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/** A tag with the number of workflows that have it. */
export interface TagWithUsage extends TagRecord {
  usageCount: number;
}

/** Outcome of a create or rename. */
export type SaveTagResult = { status: 'saved'; tag: TagRecord } | { status: 'name-taken' } | { status: 'not-found' };

/** SQLite's limit on bound parameters is generous, but stay far below it. */
const IN_LIST_CHUNK = 500;

function toTag(row: Row<'tags'>): TagRecord {
  return { id: row.id, name: row.name, createdAt: fromDbTime(row.created_at), updatedAt: fromDbTime(row.updated_at) };
}

/** Reads and writes tags. Pass a transaction to make its calls part of it. */
export class TagRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every tag, sorted by name. */
  async list(): Promise<TagRecord[]> {
    const rows = await this.db.selectFrom('tags').selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toTag);
  }

  /** Every tag with its usage count (workflows that have it), sorted by name. */
  async listWithUsage(): Promise<TagWithUsage[]> {
    const [tags, counts] = await Promise.all([
      this.list(),
      this.db
        .selectFrom('workflow_tags')
        .select(['tag_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('tag_id')
        .execute(),
    ]);
    const byTag = new Map(counts.map((row) => [row.tag_id, fromDbCount(row.n)]));
    return tags.map((tag) => ({ ...tag, usageCount: byTag.get(tag.id) ?? 0 }));
  }

  /** The tag with `id`, or undefined. */
  async get(id: string): Promise<TagRecord | undefined> {
    const row = await this.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toTag(row);
  }

  /** The tags with these ids (unknown ids are left out). */
  async findByIds(ids: readonly string[]): Promise<TagRecord[]> {
    const out: TagRecord[] = [];
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += IN_LIST_CHUNK) {
      const part = unique.slice(i, i + IN_LIST_CHUNK);
      const rows = await this.db.selectFrom('tags').selectAll().where('id', 'in', part).execute();
      out.push(...rows.map(toTag));
    }
    return out;
  }

  /** The tags whose id or name is one of `keys` (the workflow list filter takes both). */
  async findByIdsOrNames(keys: readonly string[]): Promise<TagRecord[]> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return [];
    const rows = await this.db
      .selectFrom('tags')
      .selectAll()
      .where((eb) => eb.or([eb('id', 'in', unique), eb('name', 'in', unique)]))
      .execute();
    return rows.map(toTag);
  }

  /** Creates a tag; `name-taken` when another tag has the name. */
  async create(name: string): Promise<SaveTagResult> {
    const now = nowDbTime();
    const id = newEntityId();
    try {
      await this.db.insertInto('tags').values({ id, name, created_at: now, updated_at: now }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) return { status: 'name-taken' };
      throw error;
    }
    return { status: 'saved', tag: { id, name, createdAt: now, updatedAt: now } };
  }

  /** Renames a tag; `name-taken` when another tag has the name. */
  async rename(id: string, name: string): Promise<SaveTagResult> {
    const now = nowDbTime();
    let updated: bigint;
    try {
      const result = await this.db.updateTable('tags').set({ name, updated_at: now }).where('id', '=', id).executeTakeFirst();
      updated = result.numUpdatedRows;
    } catch (error) {
      if (isUniqueViolation(error)) return { status: 'name-taken' };
      throw error;
    }
    if (updated === 0n) return { status: 'not-found' };
    const tag = await this.get(id);
    return tag === undefined ? { status: 'not-found' } : { status: 'saved', tag };
  }

  /** Deletes a tag and its workflow links; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('tags').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
