/**
 * Who has a workflow, as the workflow routes need it: the owner and the sharees of one
 * or many workflows (with their names, for `ownedBy` and `sharedWith`), and replacing a
 * workflow's sharee list. Ownership moves between users live in `SharingRepository`.
 */
import type { Kysely } from 'kysely';
import { nowDbTime } from '../codec';
import type { Database } from '../types';

/** A user as listed with a workflow's owner and sharees. */
export interface WorkflowAccessUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The owner (undefined when none is recorded) and the sharees of a workflow. */
export interface WorkflowAccess {
  owner: WorkflowAccessUser | undefined;
  /** Sorted by when they were added, then id. */
  sharees: WorkflowAccessUser[];
}

/** SQLite's limit on bound parameters is generous, but stay far below it. */
const IN_LIST_CHUNK = 500;

/** Reads and writes workflow sharing rows. Pass a transaction to make its calls part of it. */
export class WorkflowSharingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Owner and sharees per workflow id; every requested id is in the map. */
  async accessOf(workflowIds: readonly string[]): Promise<Map<string, WorkflowAccess>> {
    const unique = [...new Set(workflowIds)];
    const out = new Map<string, WorkflowAccess>(unique.map((id) => [id, { owner: undefined, sharees: [] }]));
    for (let i = 0; i < unique.length; i += IN_LIST_CHUNK) {
      const part = unique.slice(i, i + IN_LIST_CHUNK);
      const rows = await this.db
        .selectFrom('shared_workflows as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.workflow_id', 's.role', 'u.id', 'u.email', 'u.first_name', 'u.last_name'])
        .where('s.workflow_id', 'in', part)
        .orderBy('s.created_at')
        .orderBy('u.id')
        .execute();
      for (const row of rows) {
        const access = out.get(row.workflow_id);
        if (access === undefined) continue;
        const user: WorkflowAccessUser = {
          id: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
        };
        if (row.role === 'owner') access.owner = user;
        else access.sharees.push(user);
      }
    }
    return out;
  }

  /** Owner and sharees of one workflow. */
  async accessOfOne(workflowId: string): Promise<WorkflowAccess> {
    return (await this.accessOf([workflowId])).get(workflowId) ?? { owner: undefined, sharees: [] };
  }

  /**
   * Makes `userIds` the workflow's sharees: rows of users no longer listed go, new ones
   * are added, the owner row is left alone. Runs in one transaction (the caller's, when
   * this repository has one).
   */
  async setSharees(workflowId: string, userIds: readonly string[]): Promise<void> {
    const run = async (trx: Kysely<Database>) => {
      const wanted = [...new Set(userIds)];
      let remove = trx.deleteFrom('shared_workflows').where('workflow_id', '=', workflowId).where('role', '=', 'user');
      if (wanted.length > 0) remove = remove.where('user_id', 'not in', wanted);
      await remove.execute();
      const existing = await trx.selectFrom('shared_workflows').select('user_id').where('workflow_id', '=', workflowId).execute();
      const have = new Set(existing.map((row) => row.user_id));
      const now = nowDbTime();
      const rows = wanted
        .filter((userId) => !have.has(userId))
        .map((userId) => ({ workflow_id: workflowId, user_id: userId, role: 'user' as const, created_at: now, updated_at: now }));
      for (let i = 0; i < rows.length; i += IN_LIST_CHUNK) {
        await trx
          .insertInto('shared_workflows')
          .values(rows.slice(i, i + IN_LIST_CHUNK))
          .execute();
      }
    };
    if (this.db.isTransaction) await run(this.db);
    else await this.db.transaction().execute(run);
  }
}
