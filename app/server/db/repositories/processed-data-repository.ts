/**
 * Remove Duplicates' history (`processed_data`): one JSON document per workflow and
 * context. The engine's deduplication helpers decide what the document holds.
 */
import type { Kysely } from 'kysely';
import { fromJson, nowDbTime, toJson } from '../codec';
import type { Database } from '../types';

/** Reads and writes the deduplication history of workflows. */
export class ProcessedDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The document stored for `workflowId` and `context`, or undefined. */
  async get(workflowId: string, context: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('processed_data')
      .select('value')
      .where('workflow_id', '=', workflowId)
      .where('context', '=', context)
      .executeTakeFirst();
    return row === undefined ? undefined : fromJson(row.value);
  }

  /** Stores `value`, replacing what was there. */
  async set(workflowId: string, context: string, value: unknown): Promise<void> {
    const text = toJson(value);
    const now = nowDbTime();
    await this.db
      .insertInto('processed_data')
      .values({ workflow_id: workflowId, context, value: text, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['workflow_id', 'context']).doUpdateSet({ value: text, updated_at: now }))
      .execute();
  }

  /** Forgets the history of `workflowId` and `context`. */
  async delete(workflowId: string, context: string): Promise<void> {
    await this.db.deleteFrom('processed_data').where('workflow_id', '=', workflowId).where('context', '=', context).execute();
  }
}
