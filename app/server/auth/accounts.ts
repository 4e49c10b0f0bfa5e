/**
 * Account changes that touch several tables and must happen all together or not at all:
 * setting up the owner, accepting an invitation, resetting a password, deleting a user
 * with what they own. Each runs in one database transaction.
 *
 * Invitations: an invitee is a `users` row (role member, no password) with an `invite`
 * row in `auth_tokens` created by the owner. The invite link names the inviter and the
 * invitee (`/signup?inviterId=…&inviteeId=…`, n8n's format), so the random invitee id is
 * what makes the link unguessable; the token row records that the invitation is open and
 * is marked used on sign-up, which makes the link single-use. Its `token_hash` is the
 * hash of a random value that is never handed out.
 */
import type { Kysely } from 'kysely';
import type { Database, OwnedCounts, Repositories, UserRecord } from '../db';
import { createRepositories, normalizeEmail } from '../db';
import { nowDbTime } from '../db/codec';
import { hashToken, newToken } from './tokens';
import { isPendingUser } from './user-response';

/** An open invitation. */
export interface OpenInvite {
  inviter: UserRecord;
  invitee: UserRecord;
}

/**
 * The invitation `inviterId` sent `inviteeId`, if it is still open: the invitee has not
 * signed up, an unused invite token exists, and the inviter is the instance owner.
 */
export async function findOpenInvite(
  repositories: Pick<Repositories, 'users' | 'authTokens'>,
  inviterId: string,
  inviteeId: string,
): Promise<OpenInvite | undefined> {
  const [inviter, invitee] = await Promise.all([
    repositories.users.findById(inviterId),
    repositories.users.findById(inviteeId),
  ]);
  if (inviter === undefined || invitee === undefined) return undefined;
  if (inviter.role !== 'owner' || inviter.disabled || !isPendingUser(invitee) || invitee.disabled) return undefined;
  const tokens = await repositories.authTokens.listUsableForUser(inviteeId, 'invite');
  return tokens.length > 0 ? { inviter, invitee } : undefined;
}

/** Makes sure the pending user has an open invite token (after it was revoked, or for old rows). */
export async function ensureInviteToken(
  repositories: Pick<Repositories, 'authTokens'>,
  inviteeId: string,
  inviterId: string,
): Promise<void> {
  const open = await repositories.authTokens.listUsableForUser(inviteeId, 'invite');
  if (open.length > 0) return;
  await repositories.authTokens.create({
    userId: inviteeId,
    purpose: 'invite',
    tokenHash: hashToken(newToken()),
    createdBy: inviterId,
  });
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
): Promise<
  { status: 'done'; owner: UserRecord; moved: OwnedCounts } | { status: 'already-set-up' } | { status: 'email-taken' }
> {
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
 * Completes an invitation: sets the invitee's names and password and closes every open
 * invite of theirs. Undefined when the invitation was no longer open (someone else
 * completed it first).
 */
export async function acceptInvite(
  db: Kysely<Database>,
  inviteeId: string,
  input: SignupInput,
): Promise<UserRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    const closed = await repositories.authTokens.revokeForUser(inviteeId, 'invite');
    if (closed === 0) return undefined;
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
  }).catch((error: unknown) => {
    if (error instanceof InviteClosedError) return undefined;
    throw error;
  });
}

/**
 * Redeems the password-reset token `tokenId` of `userId` and sets the new password hash;
 * also closes the user's other reset links and ends all their sessions. False when the
 * token was used or expired meanwhile (nothing changed).
 */
export async function resetPassword(
  db: Kysely<Database>,
  tokenId: string,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const repositories = createRepositories(trx);
    if (!(await repositories.authTokens.redeem(tokenId))) return false;
    await repositories.authTokens.revokeForUser(userId, 'password-reset');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowDbTime() })
      .where('id', '=', userId)
      .execute();
    await repositories.sessions.deleteForUser(userId);
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
