/**
 * Browser sessions: a random 256-bit token in the `switchyard-auth` cookie, stored as its
 * SHA-256 hash in `auth_sessions` with an expiry. Sessions slide: a session used when
 * less than half of its lifetime is left is extended to a full lifetime and the cookie
 * is sent again. Use is recorded at most once a minute, so reads stay reads.
 */
import type { FastifyReply } from 'fastify';
import type { SessionRecord, SessionRepository, UserRecord } from '../db';
import { serializeSessionCookie } from './cookies';
import { hashToken, newToken } from './tokens';

/** How long a session lasts without use: 7 days (n8n's cookie lifetime). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Minimum time between two `last_seen_at` updates of a session. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Longest user agent stored with a session. */
const MAX_USER_AGENT_LENGTH = 512;

/** A valid session and its user. */
export interface ActiveSession {
  session: SessionRecord;
  user: UserRecord;
}

/** Settings of a {@link SessionManager}. */
export interface SessionOptions {
  /** Mark the cookie Secure (the editor is served over https). */
  secureCookie: boolean;
  lifetimeMs?: number;
  now?: () => Date;
}

/** Starts, finds, renews and ends sessions, and writes the cookie. */
export class SessionManager {
  private readonly lifetimeMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly repository: SessionRepository,
    private readonly options: SessionOptions,
  ) {
    this.lifetimeMs = options.lifetimeMs ?? SESSION_LIFETIME_MS;
    this.now = options.now ?? (() => new Date());
  }

  private setCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
    reply.header('set-cookie', serializeSessionCookie(token, { maxAgeSeconds: maxAgeMs / 1000, secure: this.options.secureCookie }));
  }

  /** Starts a session for `userId` and sets the cookie on `reply`; returns the session id. */
  async start(reply: FastifyReply, userId: string, userAgent: string | undefined): Promise<string> {
    const token = newToken();
    const id = hashToken(token);
    const now = this.now();
    await this.repository.create({
      id,
      userId,
      expiresAt: new Date(now.getTime() + this.lifetimeMs),
      userAgent: userAgent === undefined ? null : userAgent.slice(0, MAX_USER_AGENT_LENGTH),
      now,
    });
    this.setCookie(reply, token, this.lifetimeMs);
    return id;
  }

  /**
   * The unexpired session for the cookie `token` and its (enabled) user, or undefined.
   * Extends the session and re-sends the cookie when it is due.
   */
  async resolve(token: string, reply: FastifyReply): Promise<ActiveSession | undefined> {
    const now = this.now();
    const found = await this.repository.findActive(hashToken(token), now);
    if (found === undefined || found.user.disabled) return undefined;
    const lastSeen = Date.parse(found.session.lastSeenAt);
    if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) {
      const left = Date.parse(found.session.expiresAt) - now.getTime();
      if (left < this.lifetimeMs / 2) {
        const expiresAt = new Date(now.getTime() + this.lifetimeMs);
        await this.repository.touch(found.session.id, now, expiresAt);
        this.setCookie(reply, token, this.lifetimeMs);
      } else {
        await this.repository.touch(found.session.id, now);
      }
    }
    return found;
  }

  /** Ends the session `id` (when given) and clears the cookie on `reply`. */
  async end(reply: FastifyReply, id: string | null): Promise<void> {
    if (id !== null) await this.repository.delete(id);
    this.clearCookie(reply);
  }

  /** Tells the browser to drop the cookie. */
  clearCookie(reply: FastifyReply): void {
    this.setCookie(reply, '', 0);
  }

  /** Ends every session of the user except `keepId` (password changed, user deleted ...). */
  async endAllForUser(userId: string, keepId?: string): Promise<number> {
    return this.repository.deleteForUser(userId, keepId);
  }

  /** Removes expired sessions from the database. */
  async prune(): Promise<number> {
    return this.repository.deleteExpired(this.now());
  }
}
