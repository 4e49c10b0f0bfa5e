/**
 * Public-API keys (`api_keys`): at most one per user here (the editor's API settings page
 * shows one key; rotating replaces it). Only the SHA-256 of a key is stored, like session
 * ids: the key is shown once, when made, and a copy of the database hands out no working
 * key. What is shown afterwards is the label, the key's masked form (`sy_api_****abcd`).
 */
import type { Kysely } from 'kysely';
import { hashToken, maskApiKey } from '../../auth/tokens';
import { fromDbTime, nowDbTime } from '../codec';
import { newUuid } from '../ids';
import type { Database } from '../types';

/** A stored API key (without the key, which is not stored). */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  /** The key's masked form, all that can be shown of it after it was made. */
  label: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** Reads and writes API keys. Pass a transaction to make its calls part of it. */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private inTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  /** The user's newest key, or undefined. */
  async findForUser(userId: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .select(['id', 'user_id', 'label', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, userId: row.user_id, label: row.label, createdAt: fromDbTime(row.created_at) };
  }

  /** The id of the user the key belongs to, or undefined. */
  async findUserIdByKey(apiKey: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('api_keys').select('user_id').where('api_key', '=', hashToken(apiKey)).executeTakeFirst();
    return row?.user_id;
  }

  /** Replaces all of the user's keys with `apiKey` (stored hashed), in one transaction. */
  async replace(userId: string, apiKey: string): Promise<void> {
    await this.inTransaction(async (trx) => {
      await trx.deleteFrom('api_keys').where('user_id', '=', userId).execute();
      const now = nowDbTime();
      await trx
        .insertInto('api_keys')
        .values({ id: newUuid(), user_id: userId, label: maskApiKey(apiKey), api_key: hashToken(apiKey), created_at: now, updated_at: now })
        .execute();
    });
  }

  /** Removes all of the user's keys; how many were removed. */
  async deleteForUser(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
