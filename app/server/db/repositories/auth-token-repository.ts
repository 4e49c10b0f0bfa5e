/**
 * One-time tokens (`auth_tokens`): invitations and password resets. Only a hash of a
 * token is stored; a token is redeemed at most once ({@link AuthTokenRepository.redeem}
 * is a conditional update, so two concurrent redemptions cannot both succeed).
 */
import type { Kysely } from 'kysely';
import { fromDbTime, toDbTime } from '../codec';
import { newUuid } from '../ids';
import type { AuthTokenPurpose, Database, Row } from '../types';

/** A stored token. */
export interface AuthTokenRecord {
  id: string;
  userId: string;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  createdBy: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC; null: never expires. */
  expiresAt: string | null;
  /** ISO 8601 UTC; null: not used yet. */
  usedAt: string | null;
}

/** What {@link AuthTokenRepository.create} takes. */
export interface NewAuthToken {
  /** Keep this id (a token derived from its row id); a new one is made when omitted. */
  id?: string;
  userId: string;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  createdBy?: string | null;
  expiresAt?: Date | null;
  now?: Date;
}

function toRecord(row: Row<'auth_tokens'>): AuthTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    tokenHash: row.token_hash,
    createdBy: row.created_by,
    createdAt: fromDbTime(row.created_at),
    expiresAt: fromDbTime(row.expires_at),
    usedAt: fromDbTime(row.used_at),
  };
}

/** Reads and writes one-time tokens. Pass a transaction to make its calls part of it. */
export class AuthTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewAuthToken): Promise<AuthTokenRecord> {
    const id = input.id ?? newUuid();
    await this.db
      .insertInto('auth_tokens')
      .values({
        id,
        user_id: input.userId,
        purpose: input.purpose,
        token_hash: input.tokenHash,
        created_by: input.createdBy ?? null,
        created_at: toDbTime(input.now ?? new Date()),
        expires_at: input.expiresAt ? toDbTime(input.expiresAt) : null,
        used_at: null,
      })
      .execute();
    const row = await this.db.selectFrom('auth_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** The unused, unexpired token with this hash and purpose, or undefined. */
  async findUsable(tokenHash: string, purpose: AuthTokenPurpose, now: Date = new Date()): Promise<AuthTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', toDbTime(now))]))
      .executeTakeFirst();
    return row === undefined ? undefined : toRecord(row);
  }

  /** The user's unused, unexpired tokens of `purpose`, newest first. */
  async listUsableForUser(userId: string, purpose: AuthTokenPurpose, now: Date = new Date()): Promise<AuthTokenRecord[]> {
    const rows = await this.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', toDbTime(now))]))
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Marks the token used if it still is usable. True for exactly one caller, however
   * many race for the same token.
   */
  async redeem(id: string, now: Date = new Date()): Promise<boolean> {
    const at = toDbTime(now);
    const result = await this.db
      .updateTable('auth_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks every unused token of the user and purpose used (they can no longer be redeemed). */
  async revokeForUser(userId: string, purpose: AuthTokenPurpose, now: Date = new Date()): Promise<number> {
    const result = await this.db
      .updateTable('auth_tokens')
      .set({ used_at: toDbTime(now) })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
