/**
 * Who may do what with a workflow (read, save, rename, delete, share, use), as
 * pure functions the routes call with the facts they loaded: the user, the workflow's
 * owner and sharees, and whether the enterprise sharing feature is on.
 *
 * | permission | who |
 * |---|---|
 * | isOwner | the user owns it; without sharing also the instance owner |
 * | isSharee | the user is in the shared-with list |
 * | read | owner, instance owner or sharee |
 * | save, updateName, delete | owner or instance owner |
 * | updateConnection, updateSharing, updateNodeAccess | owner only |
 * | use | owner or sharee; for workflows the instance owner may also use |
 *
 * "Instance owner" is the user with the global role `owner`, and also the `default` user
 * that stands in for the owner before set-up (it becomes the owner at set-up, like n8n's
 * owner shell).
 *
 * Without sharing, "everyone is treated as owner" applies to the workflows a user
 * has at all, exactly as for credentials: a member has their own workflows (and any they
 * were shared with before sharing was switched off, read-only); the instance owner has
 * every workflow. A member can therefore never read, run or change another member's or the
 * instance owner's workflow: an edit there would run as that workflow's owner, with the
 * owner's credentials (docs/security.md, "Who may do what").
 *
 * `updateConnection` and `updateNodeAccess` are about a credential's connection data and
 * node access; they are computed for workflows too (the table is shared) but no workflow
 * route needs them. Credentials have their own function (sdk/workflow/credential-permissions.ts, shared with the editor). The routes answer 404 (not 403) when `read` is missing, so a user
 * cannot tell a workflow they may not see from one that does not exist.
 */
import type { GlobalRoleName } from '@sdk/workflow';

/** The user asking. */
export interface PermissionUser {
  id: string;
  role: GlobalRoleName;
}

/** Who has a workflow (or credential): its owner and the users it is shared with. */
export interface ResourceAccess {
  /** The owner's user id; null when it has none (made outside the API). */
  ownerId: string | null;
  /** Users it is shared with. */
  shareeIds: readonly string[];
}

/** Instance-wide facts that change the answers. */
export interface PermissionOptions {
  /** The enterprise sharing feature (`SWITCHYARD_ENTERPRISE_FEATURES` has `sharing`). */
  sharingEnabled: boolean;
}

/** Every workflow and credential permission for one user and one resource. */
export interface ResourcePermissions {
  isOwner: boolean;
  isSharee: boolean;
  read: boolean;
  save: boolean;
  updateName: boolean;
  delete: boolean;
  updateConnection: boolean;
  updateSharing: boolean;
  updateNodeAccess: boolean;
  use: boolean;
}

/** A permission name of {@link ResourcePermissions}. */
export type ResourcePermission = keyof ResourcePermissions;

/** Whether the user is the instance owner (or the default user standing in before set-up). */
export function isInstanceOwner(user: PermissionUser): boolean {
  return user.role === 'owner' || user.role === 'default';
}

/**
 * The user owns the resource; without sharing the instance owner is treated as the owner of
 * every workflow (a member only of their own).
 */
export function isOwner(user: PermissionUser, access: ResourceAccess, options: PermissionOptions): boolean {
  const ownsIt = access.ownerId !== null && access.ownerId === user.id;
  return ownsIt || (!options.sharingEnabled && isInstanceOwner(user));
}

/** The user is in the shared-with list. */
export function isSharee(user: PermissionUser, access: ResourceAccess): boolean {
  return access.shareeIds.includes(user.id);
}

/** The whole table for a workflow. */
export function getWorkflowPermissions(user: PermissionUser, access: ResourceAccess, options: PermissionOptions): ResourcePermissions {
  const owner = isOwner(user, access, options);
  const sharee = isSharee(user, access);
  const instanceOwner = isInstanceOwner(user);
  const ownerOrInstanceOwner = owner || instanceOwner;
  return {
    isOwner: owner,
    isSharee: sharee,
    read: ownerOrInstanceOwner || sharee,
    save: ownerOrInstanceOwner,
    updateName: ownerOrInstanceOwner,
    delete: ownerOrInstanceOwner,
    updateConnection: owner,
    updateSharing: owner,
    updateNodeAccess: owner,
    use: ownerOrInstanceOwner || sharee,
  };
}
