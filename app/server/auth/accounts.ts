/**
 * Account changes that touch several tables and must happen all together or not at all:
 * setting up the owner, accepting an invitation, resetting a password, deleting a user
 * with what they own. Each runs in one database transaction.
 *
 * Invitations: an invitee is a `users` row (role member, no password) with an `invite`
 * row in `auth_tokens` created by the owner. The invite link names the inviter and the
 * invitee (`/signup?inviterId=…&inviteeId=…`, n8n's format) and carries a `token`: an
 * HMAC of the token row's id under a key derived from the instance key, so only this
 * server can make it, and the owner can be shown the same link again without the token
 * being stored (the row keeps its SHA-256, like every token). The token expires after
 * {@link INVITE_LIFETIME_MS} and is used up on sign-up; ids alone no longer open it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OwnedCounts, Repositories, UserRecord } from '../db';
import { createRepositories, normalizeEmail } from '../db';
import { nowDbTime } from '../db/codec';
import { hashToken } from './tokens';
import { isPendingUser } from './user-response';

/** How long an invite link works: 7 days. Inviting again (or a reinvite) makes a new one. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The `info` of the key invite tokens are made with (see CredentialCipher.deriveSubkey). */
export const INVITE_KEY_INFO = 'switchyard invite link v1';

/** An open invitation. */
export interface OpenInvite {
  inviter: UserRecord;
  invitee: UserRecord;
  /** The `auth_tokens` row the link's token matched. */
  tokenId: string;
}

/** The token of the invite row `rowId`, under `key`. */
export function inviteTokenOf(key: Buffer, rowId: string): string {
  return createHmac('sha256', key).update(`invite:${rowId}`, 'utf8').digest('base64url');
}

/**
 * The invitation `inviterId` sent `inviteeId`, if the link's `token` opens it: the token
 * is the invitee's, unused and unexpired, the invitee has not signed up, and the inviter
 * is the instance owner.
 */
export async function findOpenInvite(
  repositories: Pick<Repositories, 'users' | 'authTokens'>,
  inviterId: string,
  inviteeId: string,
  token: string,
): Promise<OpenInvite | undefined> {
  const row = await repositories.authTokens.findUsable(hashToken(token), 'invite');
  if (row === undefined || row.userId !== inviteeId) return undefined;
  const [inviter, invitee] = await Promise.all([repositories.users.findById(inviterId), repositories.users.findById(inviteeId)]);
  if (inviter === undefined || invitee === undefined) return undefined;
  if (inviter.role !== 'owner' || inviter.disabled || !isPendingUser(invitee) || invitee.disabled) return undefined;
  return { inviter, invitee, tokenId: row.id };
}

/**
 * The token of the pending user's open invitation, if one of this scheme is open (older
 * rows held a random value that was never handed out and do not count).
 */
export async function openInviteToken(
  repositories: Pick<Repositories, 'authTokens'>,
  key: Buffer,
  inviteeId: string,
): Promise<string | undefined> {
  for (const row of await repositories.authTokens.listUsableForUser(inviteeId, 'invite')) {
    const token = inviteTokenOf(key, row.id);
    if (hashToken(token) === row.tokenHash) return token;
  }
  return undefined;
}

/**
 * A token for the pending user's invite link. With `fresh`, earlier links stop working
 * and a new one (with a full lifetime) is made, as for a new invitation mail; otherwise
 * the open one is kept when there is one.
 */
export async function issueInviteToken(
  repositories: Pick<Repositories, 'authTokens'>,
  key: Buffer,
  inviteeId: string,
  inviterId: string,
  options: { fresh: boolean; now?: Date },
): Promise<string> {
  if (!options.fresh) {
    const open = await openInviteToken(repositories, key, inviteeId);
    if (open !== undefined) return open;
  }
  const now = options.now ?? new Date();
  await repositories.authTokens.revokeForUser(inviteeId, 'invite', now);
  const id = randomUUID();
  const token = inviteTokenOf(key, id);
  await repositories.authTokens.create({
    id,
    userId: inviteeId,
    purpose: 'invite',
    tokenHash: hashToken(token),
    createdBy: inviterId,
    expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
    now,
  });
  return token;
}

/** What {@link setUpOwner} takes. */
export interface OwnerInput {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * Turns the default user into the owner and makes them owner of every workflow and
 * credential that has no owner yet. `already-set-up` when the user is no longer the
 * default user (two set-ups raced, or an owner exists).
 */
export async function setUpOwner(
  db: Kysely<Database>,
  defaultUserId: string,
  input: OwnerInput,
): Promise<{ status: 'done'; owner: UserRecord; moved: OwnedCounts } | { status: 'already-set-up' } | { status: 'email-taken' }> {
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    const email = normalizeEmail(input.email);
    const holder = await repositories.users.findByEmail(email);
    if (holder !== undefined && holder.id !== defaultUserId) return { status: 'email-taken' as const };
    const result = await trx
      .updateTable('users')
      .set({
        email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: input.passwordHash,
        role: 'owner',
        updated_at: nowDbTime(),
      })
      .where('id', '=', defaultUserId)
      .where('role', '=', 'default')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return { status: 'already-set-up' as const };
    const moved = await repositories.sharing.assignUnowned(defaultUserId);
    const owner = await repositories.users.findById(defaultUserId);
    if (owner === undefined) throw new Error('The owner vanished during set-up.');
    return { status: 'done' as const, owner, moved };
  });
}

/** Thrown inside {@link acceptInvite}'s transaction to roll it back. */
class InviteClosedError extends Error {}

/** What {@link acceptInvite} takes. */
export interface SignupInput {
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * Completes an invitation: uses up the link's token row `tokenId`, sets the invitee's
 * names and password and closes every other open invite of theirs. Undefined when the
 * invitation was no longer open (someone else completed it first, or it expired).
 */
export async function acceptInvite(
  db: Kysely<Database>,
  inviteeId: string,
  tokenId: string,
  input: SignupInput,
): Promise<UserRecord | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const repositories = createRepositories(trx);
      if (!(await repositories.authTokens.redeem(tokenId))) return undefined;
      await repositories.authTokens.revokeForUser(inviteeId, 'invite');
      const result = await trx
        .updateTable('users')
        .set({
          first_name: input.firstName,
          last_name: input.lastName,
          password_hash: input.passwordHash,
          updated_at: nowDbTime(),
        })
        .where('id', '=', inviteeId)
        .where('password_hash', 'is', null)
        .where('role', '=', 'member')
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        // Roll back the token change too: nothing was completed.
        throw new InviteClosedError();
      }
      return repositories.users.findById(inviteeId);
    })
    .catch((error: unknown) => {
      if (error instanceof InviteClosedError) return undefined;
      throw error;
    });
}

/**
 * Redeems the password-reset token `tokenId` of `userId` and sets the new password hash;
 * also closes the user's other reset links, ends all their sessions and removes their
 * public-API key. False when the
 * token was used or expired meanwhile (nothing changed).
 */
export async function resetPassword(db: Kysely<Database>, tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    if (!(await repositories.authTokens.redeem(tokenId))) return false;
    await repositories.authTokens.revokeForUser(userId, 'password-reset');
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowDbTime() }).where('id', '=', userId).execute();
    await repositories.sessions.deleteForUser(userId);
    await repositories.apiKeys.deleteForUser(userId);
    return true;
  });
}

/**
 * Deletes `userId` in one transaction. With `transferToId`, everything the user owns
 * (workflows and credentials) first becomes that user's; without it, it is deleted.
 * Either way the user's sharee rows, sessions, tokens and API keys go too. Returns what
 * was moved or deleted, or `not-found`.
 */
export async function deleteUserAndContent(
  db: Kysely<Database>,
  userId: string,
  transferToId: string | undefined,
): Promise<{ status: 'deleted'; transferred: boolean; counts: OwnedCounts } | { status: 'not-found' }> {
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    const counts =
      transferToId === undefined
        ? await repositories.sharing.deleteOwned(userId)
        : await repositories.sharing.transferOwned(userId, transferToId);
    const outcome = await repositories.users.delete(userId);
    if (outcome === 'not-found') return { status: 'not-found' as const };
    if (outcome === 'in-use') {
      // Cannot happen: every sharing row of the user was moved or removed just above.
      throw new Error(`User ${userId} still has sharing rows after they were moved.`);
    }
    return { status: 'deleted' as const, transferred: transferToId !== undefined, counts };
  });
}
