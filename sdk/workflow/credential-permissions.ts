/**
 * Who may do what with a credential (the same rules as workflows). The server
 * decides with this; the editor uses the same function to keep its buttons from offering
 * what the server would refuse.
 *
 * | permission | who |
 * |---|---|
 * | isOwner | owns it, or sharing is not enabled |
 * | isSharee | is in the shared-with list |
 * | read | owner, instance owner or sharee |
 * | save, updateName, delete | owner or instance owner |
 * | updateConnection, updateSharing, updateNodeAccess | owner only |
 * | use | owner or sharee |
 *
 * "Sharing is not enabled → everyone is treated as owner" applies to the credentials a
 * user has at all: the server only ever shows a member the credentials they own or were
 * shared (the instance owner sees every one). A credential the user cannot read is
 * answered 404, as if it did not exist. The default user (the owner before set-up)
 * counts as the instance owner.
 */
import type { GlobalRoleName } from './user-types';

/** What a credential's sharing rows say. */
export interface CredentialAccess {
  /** The owner's user id; undefined for a credential without owner (made before set-up). */
  ownerId: string | undefined;
  /** Users it is shared with. */
  shareeIds: readonly string[];
}

/** The user asking. */
export interface PermissionSubject {
  /** The user's id. */
  id: string;
  /** The user's global role; 'default' is the owner before set-up. */
  role: GlobalRoleName;
}

/** The permissions of one user on one credential. */
export interface CredentialPermissions {
  /** Owns it, or sharing is off (for a credential the user has at all). */
  isOwner: boolean;
  /** In the shared-with list. */
  isSharee: boolean;
  /** Owner, instance owner or sharee. */
  read: boolean;
  /** Owner or instance owner. */
  save: boolean;
  /** Owner or instance owner. */
  updateName: boolean;
  /** Owner or instance owner. */
  delete: boolean;
  /** Owner only: the connection data (fields, OAuth connect). */
  updateConnection: boolean;
  /** Owner only. */
  updateSharing: boolean;
  /** Owner only. */
  updateNodeAccess: boolean;
  /** Owner or sharee: may pick it on a node. */
  use: boolean;
}

/** Whether the user is the instance owner (or the default user before set-up). */
export function isInstanceOwnerSubject(user: PermissionSubject): boolean {
  return user.role === 'owner' || user.role === 'default';
}

/** The permissions `user` has on a credential with `access`. */
export function credentialPermissions(user: PermissionSubject, access: CredentialAccess, sharingEnabled: boolean): CredentialPermissions {
  const instanceOwner = isInstanceOwnerSubject(user);
  const ownsIt = access.ownerId === user.id || (access.ownerId === undefined && instanceOwner);
  const isSharee = access.shareeIds.includes(user.id);
  // Without sharing, "everyone is treated as owner" only for what the user has at all.
  const hasIt = ownsIt || isSharee || instanceOwner;
  const isOwner = ownsIt || (!sharingEnabled && hasIt);
  const read = isOwner || instanceOwner || isSharee;
  const edit = isOwner || instanceOwner;
  return {
    isOwner,
    isSharee,
    read,
    save: edit,
    updateName: edit,
    delete: edit,
    updateConnection: isOwner,
    updateSharing: isOwner,
    updateNodeAccess: isOwner,
    use: isOwner || isSharee,
  };
}
