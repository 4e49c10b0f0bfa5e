/**
 * Credentials in the database (`credentials`, and their rows in `shared_credentials`).
 * `data` is handled here only in its encrypted form: encrypting and decrypting is the
 * credential service's job (app/server/credentials), so nothing in this file ever sees a
 * secret.
 */
import type { Kysely } from 'kysely';
import type { ICredentialNodeAccess } from '@sdk/workflow';
import { fromDbTime, fromJson, nowDbTime, toJson } from '../codec';
import { newEntityId } from '../ids';
import type { Database, Row } from '../types';

/** A stored credential; `data` is the encrypted text. */
export interface CredentialRecord {
  id: string;
  name: string;
  type: string;
  /** Encrypted data (see app/server/credentials/cipher.ts). */
  data: string;
  nodesAccess: ICredentialNodeAccess[];
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/** A credential without its data. */
export type CredentialSummary = Omit<CredentialRecord, 'data'>;

/** What {@link CredentialRepository.create} takes. */
export interface NewCredential {
  name: string;
  type: string;
  /** Encrypted data. */
  data: string;
  nodesAccess: ICredentialNodeAccess[];
  /** Recorded as the owner in `shared_credentials`. */
  ownerId?: string;
  /** Keep this id (import); a new one is made when omitted. */
  id?: string;
}

/** What an update changes; omitted fields keep their stored value. */
export interface CredentialChanges {
  name?: string;
  type?: string;
  /** Encrypted data. */
  data?: string;
  nodesAccess?: ICredentialNodeAccess[];
}

/** A user as listed with a credential's owner and sharees. */
export interface CredentialAccessUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The owner (undefined when none is recorded) and the sharees of a credential. */
export interface CredentialAccessInfo {
  owner: CredentialAccessUser | undefined;
  /** In the order they were added. */
  sharees: CredentialAccessUser[];
}

/** SQLite's limit on bound parameters is generous, but stay far below it. */
const IN_LIST_CHUNK = 500;

type CredentialRow = Row<'credentials'>;

function toSummary(row: Omit<CredentialRow, 'data'>): CredentialSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    nodesAccess: fromJson(row.nodes_access) ?? [],
    createdAt: fromDbTime(row.created_at),
    updatedAt: fromDbTime(row.updated_at),
  };
}

function toRecord(row: CredentialRow): CredentialRecord {
  return { ...toSummary(row), data: row.data };
}

const SUMMARY_COLUMNS = ['id', 'name', 'type', 'nodes_access', 'created_at', 'updated_at'] as const;

/** Reads and writes credentials. Pass a transaction to make its calls part of it. */
export class CredentialRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private inTransaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  /** Stores a new credential and, with `ownerId`, its owner row, in one transaction. */
  async create(input: NewCredential): Promise<CredentialRecord> {
    return this.inTransaction(async (trx) => {
      const now = nowDbTime();
      const id = input.id ?? newEntityId();
      await trx
        .insertInto('credentials')
        .values({
          id,
          name: input.name,
          type: input.type,
          data: input.data,
          nodes_access: toJson(input.nodesAccess),
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (input.ownerId !== undefined) {
        await trx
          .insertInto('shared_credentials')
          .values({ credential_id: id, user_id: input.ownerId, role: 'owner', created_at: now, updated_at: now })
          .execute();
      }
      const row = await trx.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toRecord(row);
    });
  }

  /** The credential with its encrypted data, or undefined. */
  async get(id: string): Promise<CredentialRecord | undefined> {
    const row = await this.db.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toRecord(row);
  }

  /**
   * Credentials without data, newest update first: all of them, or (with `userId`) the
   * ones the user owns or was shared.
   */
  async list(filter: { userId?: string } = {}): Promise<CredentialSummary[]> {
    let query = this.db.selectFrom('credentials').select([...SUMMARY_COLUMNS]);
    if (filter.userId !== undefined) {
      const userId = filter.userId;
      query = query.where('id', 'in', (eb) => eb.selectFrom('shared_credentials').select('credential_id').where('user_id', '=', userId));
    }
    const rows = await query.orderBy('updated_at', 'desc').orderBy('id').execute();
    return rows.map(toSummary);
  }

  /** Which of `credentialIds` exist. */
  async existingIds(credentialIds: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(credentialIds)];
    const out = new Set<string>();
    for (let i = 0; i < unique.length; i += IN_LIST_CHUNK) {
      const rows = await this.db
        .selectFrom('credentials')
        .select('id')
        .where('id', 'in', unique.slice(i, i + IN_LIST_CHUNK))
        .execute();
      for (const row of rows) out.add(row.id);
    }
    return out;
  }

  /** Owner and sharees per credential id; every requested id is in the map. */
  async accessOf(credentialIds: readonly string[]): Promise<Map<string, CredentialAccessInfo>> {
    const unique = [...new Set(credentialIds)];
    const out = new Map<string, CredentialAccessInfo>(unique.map((id) => [id, { owner: undefined, sharees: [] }]));
    for (let i = 0; i < unique.length; i += IN_LIST_CHUNK) {
      const part = unique.slice(i, i + IN_LIST_CHUNK);
      const rows = await this.db
        .selectFrom('shared_credentials as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.credential_id', 's.role', 'u.id', 'u.email', 'u.first_name', 'u.last_name'])
        .where('s.credential_id', 'in', part)
        .orderBy('s.created_at')
        .orderBy('u.id')
        .execute();
      for (const row of rows) {
        const access = out.get(row.credential_id);
        if (access === undefined) continue;
        const user: CredentialAccessUser = { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
        if (row.role === 'owner') access.owner = user;
        else access.sharees.push(user);
      }
    }
    return out;
  }

  /** Owner and sharees of one credential. */
  async accessOfOne(credentialId: string): Promise<CredentialAccessInfo> {
    return (await this.accessOf([credentialId])).get(credentialId) ?? { owner: undefined, sharees: [] };
  }

  /** Applies `changes`; returns the updated record, or undefined when there is none. */
  async update(id: string, changes: CredentialChanges): Promise<CredentialRecord | undefined> {
    return this.inTransaction(async (trx) => {
      const result = await trx
        .updateTable('credentials')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.type !== undefined ? { type: changes.type } : {}),
          ...(changes.data !== undefined ? { data: changes.data } : {}),
          ...(changes.nodesAccess !== undefined ? { nodes_access: toJson(changes.nodesAccess) } : {}),
          updated_at: nowDbTime(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return undefined;
      const row = await trx.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toRecord(row);
    });
  }

  /**
   * Replaces only the encrypted data, and only if it is still `expected` (the OAuth flows
   * read, change and write it back; a save in between wins and this returns false).
   */
  async replaceData(id: string, expected: string, data: string): Promise<boolean> {
    const result = await this.db
      .updateTable('credentials')
      .set({ data, updated_at: nowDbTime() })
      .where('id', '=', id)
      .where('data', '=', expected)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the credential with its sharing rows; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('credentials').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Makes `userIds` the credential's sharees: rows of users no longer listed go, new ones
   * are added, the owner row is left alone. One transaction.
   */
  async setSharees(credentialId: string, userIds: readonly string[]): Promise<void> {
    await this.inTransaction(async (trx) => {
      const wanted = [...new Set(userIds)];
      let remove = trx.deleteFrom('shared_credentials').where('credential_id', '=', credentialId).where('role', '=', 'user');
      if (wanted.length > 0) remove = remove.where('user_id', 'not in', wanted);
      await remove.execute();
      const existing = new Set(
        (await trx.selectFrom('shared_credentials').select('user_id').where('credential_id', '=', credentialId).execute()).map(
          (row) => row.user_id,
        ),
      );
      const now = nowDbTime();
      const rows = wanted
        .filter((userId) => !existing.has(userId))
        .map((userId) => ({ credential_id: credentialId, user_id: userId, role: 'user' as const, created_at: now, updated_at: now }));
      if (rows.length > 0) await trx.insertInto('shared_credentials').values(rows).execute();
    });
  }
}
