/** The `ldap_sync_history` table: one row per sync run, newest first. */
import type { Kysely } from 'kysely';
import { fromDbTime } from '../../db/codec';
import { newUuid } from '../../db/ids';
import type { Database } from '../../db/types';

/** A sync run as the REST API answers it (n8n's AuthProviderSyncHistory fields). */
export interface LdapSyncRun {
  id: string;
  runMode: 'dry' | 'live';
  status: 'success' | 'error';
  startedAt: string;
  endedAt: string;
  scanned: number;
  created: number;
  updated: number;
  disabled: number;
  error: string | null;
}

/** Reads and writes sync runs. */
export class LdapSyncHistory {
  constructor(private readonly db: Kysely<Database>) {}

  async add(run: Omit<LdapSyncRun, 'id'>): Promise<LdapSyncRun> {
    const id = newUuid();
    await this.db
      .insertInto('ldap_sync_history')
      .values({
        id,
        run_mode: run.runMode,
        status: run.status,
        started_at: run.startedAt,
        ended_at: run.endedAt,
        scanned: run.scanned,
        created: run.created,
        updated: run.updated,
        disabled: run.disabled,
        error: run.error,
      })
      .execute();
    return { id, ...run };
  }

  /** When the newest run of `mode` started (ISO 8601), if there is one. */
  async lastStart(mode: 'dry' | 'live'): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('ldap_sync_history')
      .select('started_at')
      .where('run_mode', '=', mode)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : fromDbTime(row.started_at);
  }

  /** Page `page` (from 0) of `perPage` runs, newest first. */
  async list(page: number, perPage: number): Promise<LdapSyncRun[]> {
    const rows = await this.db
      .selectFrom('ldap_sync_history')
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(page * perPage)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      runMode: row.run_mode === 'live' ? 'live' : 'dry',
      status: row.status === 'success' ? 'success' : 'error',
      startedAt: fromDbTime(row.started_at),
      endedAt: fromDbTime(row.ended_at),
      scanned: Number(row.scanned),
      created: Number(row.created),
      updated: Number(row.updated),
      disabled: Number(row.disabled),
      error: row.error,
    }));
  }
}
