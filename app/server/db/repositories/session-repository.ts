/**
 * Signed-in browser sessions (`auth_sessions`). The row id is a hash of the token in the
 * cookie, never the token itself, so a leaked database does not hand out sessions.
 */
import type { Kysely } from 'kysely';
import { fromDbTime, toDbTime } from '../codec';
import type { Database } from '../types';
import type { UserRecord } from './user-repository';
import { userFromRow } from './user-repository';

/** A stored session. */
export interface SessionRecord {
  /** Hash of the session token. */
  id: string;
  userId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  lastSeenAt: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
  userAgent: string | null;
}

/** What {@link SessionRepository.create} takes. */
export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent?: string | null;
  now?: Date;
}

/** Reads and writes sessions. Pass a transaction to make its calls part of it. */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewSession): Promise<void> {
    const now = toDbTime(input.now ?? new Date());
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: input.id,
        user_id: input.userId,
        created_at: now,
        last_seen_at: now,
        expires_at: toDbTime(input.expiresAt),
        user_agent: input.userAgent ?? null,
      })
      .execute();
  }

  /** The unexpired session with this id and its user, or undefined. */
  async findActive(id: string, now: Date = new Date()): Promise<{ session: SessionRecord; user: UserRecord } | undefined> {
    const row = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select([
        's.id as session_id',
        's.created_at as session_created_at',
        's.last_seen_at as session_last_seen_at',
        's.expires_at as session_expires_at',
        's.user_agent as session_user_agent',
      ])
      .where('s.id', '=', id)
      .where('s.expires_at', '>', toDbTime(now))
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const { session_id, session_created_at, session_last_seen_at, session_expires_at, session_user_agent, ...user } = row;
    return {
      session: {
        id: session_id,
        userId: user.id,
        createdAt: fromDbTime(session_created_at),
        lastSeenAt: fromDbTime(session_last_seen_at),
        expiresAt: fromDbTime(session_expires_at),
        userAgent: session_user_agent,
      },
      user: userFromRow(user),
    };
  }

  /** Records use of the session and, when given, moves its expiry. */
  async touch(id: string, lastSeenAt: Date, expiresAt?: Date): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({
        last_seen_at: toDbTime(lastSeenAt),
        ...(expiresAt === undefined ? {} : { expires_at: toDbTime(expiresAt) }),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Ends one session; false when it did not exist. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('auth_sessions').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Ends every session of a user, except `exceptId` when given. Returns how many ended. */
  async deleteForUser(userId: string, exceptId?: string): Promise<number> {
    let query = this.db.deleteFrom('auth_sessions').where('user_id', '=', userId);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes sessions that expired before `now`. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const result = await this.db.deleteFrom('auth_sessions').where('expires_at', '<=', toDbTime(now)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
