/**
 * Instance settings (`settings`): JSON values under string keys, such as
 * `userManagement.skipInstanceOwnerSetup`.
 */
import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../codec';
import type { Database } from '../types';

/** Reads and writes instance settings. Pass a transaction to make its calls part of it. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The value stored under `key`, or undefined. */
  async get<T>(key: string): Promise<T | undefined> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row === undefined ? undefined : (fromJson(row.value) as T);
  }

  /** Stores `value` under `key`, replacing what was there. */
  async set(key: string, value: unknown, loadOnStartup = false): Promise<void> {
    const text = toJson(value);
    await this.db
      .insertInto('settings')
      .values({ key, value: text, load_on_startup: loadOnStartup })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, load_on_startup: loadOnStartup }))
      .execute();
  }

  /** Removes `key`; false when it was not set. */
  async delete(key: string): Promise<boolean> {
    const result = await this.db.deleteFrom('settings').where('key', '=', key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
