/**
 * Spec §6 credential permissions, as the editor applies them to its buttons. The server
 * decides for real (docs/server.md, "Permissions"); this only keeps the editor from
 * offering what the server would refuse.
 */
import type { ICredentialsResponse, IUserResponse } from '@sdk';

/** The permissions of spec §6. */
export interface CredentialPermissions {
  /** Owns it, or sharing is off. */
  readonly isOwner: boolean;
  /** In the shared-with list. */
  readonly isSharee: boolean;
  /** Owner, instance owner or sharee. */
  readonly read: boolean;
  /** Owner or instance owner. */
  readonly save: boolean;
  /** Owner or instance owner. */
  readonly updateName: boolean;
  /** Owner or instance owner. */
  readonly delete: boolean;
  /** Owner only: the connection data (fields, OAuth connect). */
  readonly updateConnection: boolean;
  /** Owner only. */
  readonly updateSharing: boolean;
  /** Owner only. */
  readonly updateNodeAccess: boolean;
  /** Owner or sharee. */
  readonly use: boolean;
}

/** The instance owner, or the default user before set-up (it owns everything then). */
export function isInstanceOwner(user: IUserResponse | null | undefined): boolean {
  const role = user?.globalRole?.name;
  return role === 'owner' || role === 'default' || user?.isOwner === true;
}

/** What `user` may do with `credential`; a new credential (null) is the user's own. */
export function credentialPermissions(
  user: IUserResponse | null | undefined,
  credential: Pick<ICredentialsResponse, 'ownedBy' | 'sharedWith'> | null,
  sharingEnabled: boolean,
): CredentialPermissions {
  const instanceOwner = isInstanceOwner(user);
  const ownerId = credential?.ownedBy?.id;
  const ownsIt = credential === null || (user != null && ownerId === user.id) || (ownerId === undefined && instanceOwner);
  const isSharee = user != null && (credential?.sharedWith ?? []).some((s) => s.id === user.id);
  const isOwner = ownsIt || !sharingEnabled;
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

/** A short reason for a disabled control, naming the owner. */
export function readOnlyReason(credential: Pick<ICredentialsResponse, 'ownedBy'> | null): string {
  const owner = credential?.ownedBy;
  const name = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || owner?.email;
  return name ? `Only ${name}, the owner of this credential, can change it.` : 'Only the owner of this credential can change it.';
}
