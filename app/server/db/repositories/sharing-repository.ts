/**
 * Ownership of workflows and credentials (`shared_workflows`, `shared_credentials`) as
 * accounts see it: counting, handing everything unowned to the new instance owner, and
 * moving or removing what a user owns before the user is deleted.
 *
 * The write methods are meant to run inside the caller's transaction (pass a
 * transaction to the constructor), so a user deletion is all-or-nothing.
 */
import type { Kysely } from 'kysely';
import { fromDbCount, nowDbTime } from '../codec';
import type { Database } from '../types';

/** How many workflows and credentials something applies to. */
export interface OwnedCounts {
  workflows: number;
  credentials: number;
}

/** Reads and writes sharing rows. Pass a transaction to make its calls part of it. */
export class SharingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** All workflows and credentials of the instance. */
  async countAll(): Promise<OwnedCounts> {
    const [workflows, credentials] = await Promise.all([
      this.db
        .selectFrom('workflows')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('credentials')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { workflows: fromDbCount(workflows.n), credentials: fromDbCount(credentials.n) };
  }

  /** The workflows and credentials `userId` owns. */
  async countOwnedBy(userId: string): Promise<OwnedCounts> {
    const [workflows, credentials] = await Promise.all([
      this.db
        .selectFrom('shared_workflows')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('shared_credentials')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow(),
    ]);
    return { workflows: fromDbCount(workflows.n), credentials: fromDbCount(credentials.n) };
  }

  /** The id of the user who owns workflow `workflowId`, if it has an owner. */
  async workflowOwnerId(workflowId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('shared_workflows')
      .select('user_id')
      .where('workflow_id', '=', workflowId)
      .where('role', '=', 'owner')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Ids of the workflows `userId` owns. */
  async workflowIdsOwnedBy(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shared_workflows')
      .select('workflow_id')
      .where('user_id', '=', userId)
      .where('role', '=', 'owner')
      .orderBy('workflow_id')
      .execute();
    return rows.map((row) => row.workflow_id);
  }

  /** Ids of the credentials `userId` owns. */
  async credentialIdsOwnedBy(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('shared_credentials')
      .select('credential_id')
      .where('user_id', '=', userId)
      .where('role', '=', 'owner')
      .orderBy('credential_id')
      .execute();
    return rows.map((row) => row.credential_id);
  }

  /** Makes `userId` the owner of every workflow and credential that has no owner. */
  async assignUnowned(userId: string): Promise<OwnedCounts> {
    // The time columns are left to their defaults: a bound parameter in INSERT ... SELECT
    // would reach PostgreSQL as text, which timestamptz does not take implicitly.
    const workflows = await this.db
      .insertInto('shared_workflows')
      .columns(['workflow_id', 'user_id', 'role'])
      .expression((eb) =>
        eb
          .selectFrom('workflows as w')
          .select((sb) => ['w.id', sb.val(userId).as('user_id'), sb.val('owner').as('role')])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('shared_workflows as s')
                  .select('s.workflow_id')
                  .whereRef('s.workflow_id', '=', 'w.id')
                  .where('s.role', '=', 'owner'),
              ),
            ),
          ),
      )
      .executeTakeFirst();
    const credentials = await this.db
      .insertInto('shared_credentials')
      .columns(['credential_id', 'user_id', 'role'])
      .expression((eb) =>
        eb
          .selectFrom('credentials as c')
          .select((sb) => ['c.id', sb.val(userId).as('user_id'), sb.val('owner').as('role')])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('shared_credentials as s')
                  .select('s.credential_id')
                  .whereRef('s.credential_id', '=', 'c.id')
                  .where('s.role', '=', 'owner'),
              ),
            ),
          ),
      )
      .executeTakeFirst();
    return {
      workflows: Number(workflows.numInsertedOrUpdatedRows ?? 0n),
      credentials: Number(credentials.numInsertedOrUpdatedRows ?? 0n),
    };
  }

  /**
   * Makes `toUserId` the owner of everything `fromUserId` owns and removes every other
   * sharing row of `fromUserId`. A sharee row `toUserId` had on a moved item is dropped
   * (they now own it).
   */
  async transferOwned(fromUserId: string, toUserId: string): Promise<OwnedCounts> {
    const now = nowDbTime();
    await this.db
      .deleteFrom('shared_workflows')
      .where('user_id', '=', toUserId)
      .where('workflow_id', 'in', (eb) =>
        eb.selectFrom('shared_workflows as o').select('o.workflow_id').where('o.user_id', '=', fromUserId).where('o.role', '=', 'owner'),
      )
      .execute();
    const workflows = await this.db
      .updateTable('shared_workflows')
      .set({ user_id: toUserId, updated_at: now })
      .where('user_id', '=', fromUserId)
      .where('role', '=', 'owner')
      .executeTakeFirst();

    await this.db
      .deleteFrom('shared_credentials')
      .where('user_id', '=', toUserId)
      .where('credential_id', 'in', (eb) =>
        eb
          .selectFrom('shared_credentials as o')
          .select('o.credential_id')
          .where('o.user_id', '=', fromUserId)
          .where('o.role', '=', 'owner'),
      )
      .execute();
    const credentials = await this.db
      .updateTable('shared_credentials')
      .set({ user_id: toUserId, updated_at: now })
      .where('user_id', '=', fromUserId)
      .where('role', '=', 'owner')
      .executeTakeFirst();

    await this.removeShareeRows(fromUserId);
    return { workflows: Number(workflows.numUpdatedRows), credentials: Number(credentials.numUpdatedRows) };
  }

  /**
   * Deletes every workflow and credential `userId` owns (their tag links and sharing rows
   * go with them) and removes the user's remaining sharing rows.
   */
  async deleteOwned(userId: string): Promise<OwnedCounts> {
    const workflows = await this.db
      .deleteFrom('workflows')
      .where('id', 'in', (eb) =>
        eb.selectFrom('shared_workflows').select('workflow_id').where('user_id', '=', userId).where('role', '=', 'owner'),
      )
      .executeTakeFirst();
    const credentials = await this.db
      .deleteFrom('credentials')
      .where('id', 'in', (eb) =>
        eb.selectFrom('shared_credentials').select('credential_id').where('user_id', '=', userId).where('role', '=', 'owner'),
      )
      .executeTakeFirst();
    await this.removeShareeRows(userId);
    return { workflows: Number(workflows.numDeletedRows), credentials: Number(credentials.numDeletedRows) };
  }

  /** Removes every sharing row of the user (after ownership was moved or deleted). */
  private async removeShareeRows(userId: string): Promise<void> {
    await this.db.deleteFrom('shared_workflows').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('shared_credentials').where('user_id', '=', userId).execute();
  }
}
