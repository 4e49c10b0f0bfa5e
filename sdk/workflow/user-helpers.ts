/**
 * Client-derived user fields: full name, default user, pending user, owner.
 *
 * @module
 */
import type { IUser, IUserResponse } from './user-types';
import { visibleName } from '../validation/names';

/** The fields the helpers read; any user shape with them is accepted. */
type UserLike = Pick<IUserResponse, 'firstName' | 'lastName' | 'isPending' | 'globalRole' | 'isOwner'>;

/**
 * A user is pending when invited but not signed up yet.
 *
 * @param user - The user, or nothing.
 * @returns `true` when `user.isPending` is set.
 */
export function isPendingUser(user: UserLike | null | undefined): boolean {
  return Boolean(user?.isPending);
}

/**
 * The default user is the owner shell that exists before the instance is set
 * up: a user whose global role is `default`, or a pending user with the
 * `owner` role (n8n's definition).
 *
 * @param user - The user, or nothing.
 * @returns `true` for the pre-set-up owner.
 */
export function isDefaultUser(user: UserLike | null | undefined): boolean {
  if (!user) return false;
  const role = user.globalRole?.name;
  return role === 'default' || (Boolean(user.isPending) && role === 'owner');
}

/**
 * Whether the user is the instance owner: the server's `isOwner` flag when
 * present, otherwise the `owner` global role.
 *
 * @param user - The user, or nothing.
 * @returns `true` for the owner.
 */
export function isOwnerUser(user: UserLike | null | undefined): boolean {
  if (!user) return false;
  return user.isOwner ?? user.globalRole?.name === 'owner';
}

/**
 * The user's full name: first and last name joined by a space, skipping
 * missing parts. Pending users have no name yet, so theirs is empty.
 *
 * @param user - The user, or nothing.
 * @returns The full name, or `''`.
 */
export function getFullName(user: UserLike | null | undefined): string {
  if (!user || isPendingUser(user)) return '';
  return visibleName(
    [user.firstName, user.lastName]
      .map((part) => (part ?? '').trim())
      .filter((part) => part !== '')
      .join(' '),
  );
}

/**
 * Adds the client-derived fields to a user from the REST API.
 *
 * @param user - The user as the server returned it.
 * @returns A copy with `fullName`, `isDefaultUser`, `isPendingUser` and `isOwner`.
 */
export function toUser(user: IUserResponse): IUser {
  return {
    ...user,
    fullName: getFullName(user),
    isDefaultUser: isDefaultUser(user),
    isPendingUser: isPendingUser(user),
    isOwner: isOwnerUser(user),
  };
}
